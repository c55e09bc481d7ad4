/**
 * Upload Adjust Incentive on the platform's checked-upload workflow: /uploadValidation stages the
 * sheet's rows (one request each) as the caller's batch and checks them by the entry screen's rules
 * (adjust-rules.ts), answering every row with its reason; /uploadSubmit saves the clean rows of that
 * batch, and only of the batch the screen checked, in one transaction. The submit locks the lines of
 * the batch's invoices and runs the rules again when requests (or anything else the rules read)
 * changed since the check: a row that now breaks one (asked meanwhile, credit spent meanwhile)
 * stays out and is answered, the others land.
 */
import {
  ADJUST_UPLOAD_COLUMNS,
  type AdjustUploadChecked,
  type AdjustUploadColumn,
} from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import {
  branches,
  customers,
  incentiveAdjustments,
  invoices,
  periods,
  roles,
  salesAssignments,
} from '../../db/schema';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  type StagedRow,
  splitChecked,
  stagedRows,
  submitUpload,
} from '../../platform/import';
import { adjustCommitPlan } from './adjust-commit';
import {
  type AdjustStagedColumn,
  adjustRules,
  invoiceBranch,
  lockLinesOf,
  stagedAdjustment,
} from './adjust-rules';

/**
 * The upload's batch, and what its rules read: a change to one of them since the check runs the
 * rules again at the submit. The invoice lines, the products and the reasons are left out: nothing
 * in the application writes them (they come with the distributor's own data), and their tables
 * keep no data version.
 */
const UPLOAD: CheckedUpload = {
  batch: 'incentive/upload',
  period: { type: 'INCENTIVE', branch: invoiceBranch },
  reads: [incentiveAdjustments, invoices, customers, salesAssignments, roles, periods, branches],
};

/** A staged row as the screen shows it: its row number, the sheet's columns and the verdict. */
function checked(r: StagedRow): AdjustUploadChecked {
  const row = {
    ROW: r.row,
    IS_VALID: r.reason === null ? 'Y' : 'N',
    REASON: r.reason ?? '',
  } as AdjustUploadChecked;
  for (const c of ADJUST_UPLOAD_COLUMNS) row[c] = r.data[c] ?? '';
  return row;
}

export async function checkAdjustUpload(
  ctx: CallContext,
  sent: readonly Record<AdjustUploadColumn, string>[],
): Promise<{ success: AdjustUploadChecked[]; failed: AdjustUploadChecked[]; batchId: number }> {
  if (sent.length === 0) throw rule(messages.fileEmpty);
  const staged = sent.map((row) => stagedAdjustment(row));
  const { batchId, rows } = await checkUpload(ctx, UPLOAD, staged, {
    orgId: ctx.user.ORG_ID,
    rules: adjustRules(ctx.scope),
  });
  return { ...splitChecked(rows, checked), batchId };
}

/** The invoices of the batch's clean rows: the lines a submit locks. */
function cleanInvoices(batchId: number) {
  const clean = stagedRows<AdjustStagedColumn>(batchId);
  return sql`SELECT DISTINCT ${clean.col('INVOICE_NUMBER')} FROM ${clean.from}`;
}

export async function submitAdjustUpload(
  ctx: CallContext,
  input: { batchId: number; ROWS: readonly number[] },
): Promise<Answer<{ SAVED: number; failed: AdjustUploadChecked[] }>> {
  const submission = { batchId: input.batchId, sent: { sheetRows: input.ROWS } };
  const result = await submitUpload(ctx, UPLOAD, submission, {
    failedRows: 'leave',
    lock: (db, batchId) => lockLinesOf(db, cleanInvoices(batchId)),
    recheck: adjustRules(ctx.scope),
    plan: adjustCommitPlan(ctx, 'incentive:upload'),
  });
  // The rows sent that failed now, numbered by their place among the rows sent, as the screen reads.
  const place = new Map(input.ROWS.map((row, i) => [row, i + 2]));
  const failed = result.failed.flatMap((r) => {
    const at = place.get(r.row);
    return at === undefined ? [] : [{ ...checked(r), ROW: at }];
  });
  return new Answer({ SAVED: result.landed, failed }, messages.adjustUploaded(result.landed));
}
