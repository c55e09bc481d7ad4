/**
 * The two steps both call plan uploads share on the import pipeline: the check stages the sheet as
 * the caller's batch and answers every row with its verdict, its batch id, and per position-month
 * of its clean rows what they would replace; the submit commits that batch, and only the batch
 * the screen checked, whose clean rows are the ones the screen shows (the user submits what was
 * checked, not an older or edited list) and that has no failed row. A submit replaces the stored
 * rows of the keys in the file, or on the user's choice the whole month of its positions (see
 * call-plan-replace.ts).
 */
import { getTableName } from 'drizzle-orm';
import type { PeriodType } from '../../../common/constants';
import type { CallIdentityColumn, StoredMonth, SubmitChoice } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  type CommitPlan,
  checkUpload,
  col,
  type RowRule,
  type StagedRow,
  type Submission,
  splitChecked,
  submitUpload,
} from '../../platform/import';
import { orgAsked } from '../../platform/scope';
import {
  type CallPlanTable,
  insertPlanRows,
  lockMonths,
  replaceStored,
  storedMonths,
} from './call-plan-replace';
import { PLAN_KEY } from './call-plan-rules';

/** A call plan upload: the fixed call plan and the master call plan differ only in what this declares. */
export interface CallPlanUpload<C extends string, Sent> {
  /** The batch's name: one staged batch per user and plan. */
  module: string;
  columns: readonly C[];
  /** A row the screen sent as it is staged: its sheet columns and its key. */
  staged: (row: Sent) => Record<C | typeof PLAN_KEY, string>;
  rules: (options: { ctx: CallContext; orgId: number | undefined }) => RowRule[];
  /**
   * The reason a staged row fails before the rules, from its own cells ('' for none): checks in
   * JavaScript whose reason names the row's value (a phone number that lost its leading zero).
   */
  rowReason?: (row: Readonly<Record<string, string>>) => string;
  /** The period both steps need, for the branch of every row (the row's BRANCH_CODE). */
  periodType: PeriodType;
  plan: CallPlanTable<C>;
}

/** A staged row as the screens show it: the sheet columns, ROW, IS_VALID and REASON. */
export type CheckedRow<C extends string> = Record<C, string> & {
  ROW: number;
  IS_VALID: 'Y' | 'N';
  REASON: string;
};

function checked<C extends string>(columns: readonly C[], r: StagedRow): CheckedRow<C> {
  const row = {
    ROW: r.row,
    IS_VALID: r.reason === null ? 'Y' : 'N',
    REASON: r.reason ?? '',
  } as CheckedRow<C>;
  for (const c of columns) (row as Record<string, unknown>)[c] = r.data[c] ?? '';
  return row;
}

/** The platform's checked upload of a plan: its batch, and its period for each row's branch. */
const checkedUpload = <C extends string, Sent>(upload: CallPlanUpload<C, Sent>): CheckedUpload => ({
  batch: upload.module,
  period: { type: upload.periodType, branch: col('BRANCH_CODE') },
});

/**
 * Stages and checks the sheet; answers the clean rows in success and the rest in failed, and what
 * the clean rows would do to the stored months of their positions.
 */
export async function checkCallPlan<C extends string, Sent>(
  ctx: CallContext,
  upload: CallPlanUpload<C, Sent>,
  input: { excelData: readonly Sent[]; orgID: number },
): Promise<{ success: CheckedRow<C>[]; failed: CheckedRow<C>[]; batchId: number; months: StoredMonth[] }> {
  const orgId = orgAsked(ctx.scope, input.orgID);
  const { rowReason } = upload;
  const staged = input.excelData.map(upload.staged);
  const { batchId, rows, extra } = await checkUpload(ctx, checkedUpload(upload), staged, {
    orgId: orgId ?? ctx.user.ORG_ID,
    rules: upload.rules({ ctx, orgId }),
    ...(rowReason ? { sheetReasons: staged.map((row) => rowReason(row)) } : {}),
    after: (tx, id) => storedMonths(tx, id, upload.plan),
  });
  return { ...splitChecked(rows, (r) => checked(upload.columns, r)), batchId, months: extra };
}

/**
 * The submit's choice as the master call plan sends it: on every row of the array. Rows that do
 * not agree were not sent by one screen.
 */
export function choiceOfRows(sent: readonly SubmitChoice[]): SubmitChoice {
  const batchIds = new Set(sent.map((r) => r.batchId));
  const wholeMonth = new Set(sent.map((r) => r.replaceWholeMonth === true));
  if (batchIds.size > 1 || wholeMonth.size > 1) throw rule(messages.uploadRowsMismatch);
  return { batchId: sent[0]?.batchId, replaceWholeMonth: sent[0]?.replaceWholeMonth };
}

/** What a submit did: rows saved, stored rows deleted, and per position-month what was replaced. */
export interface CallPlanSaved {
  landed: number;
  replaced: number;
  wholeMonth: boolean;
  months: StoredMonth[];
}

/**
 * Commits the caller's staged batch in the call's transaction: the stored rows of the file's keys
 * (or, chosen, of the whole months of its positions) are replaced, every row replaced audited as
 * `before` and every row saved as `after`. Saves of the same position-months take turns, so two at
 * once end as one after the other. Lands whole or not at all.
 */
export async function submitCallPlan<C extends string, Sent>(
  ctx: CallContext,
  upload: CallPlanUpload<C, Sent>,
  sent: readonly { ROW: number }[],
  choice: SubmitChoice,
): Promise<CallPlanSaved> {
  const { plan } = upload;
  // Only a screen that has shown the check's numbers (and names its batch) may remove stored rows
  // the file does not hold.
  if (choice.replaceWholeMonth && choice.batchId === undefined)
    throw rule(messages.callPlanWholeMonthUnchecked);
  const wholeMonth = choice.replaceWholeMonth === true;
  const commit: CommitPlan<C | CallIdentityColumn | typeof PLAN_KEY> = {
    table: getTableName(plan.table),
    keyColumn: PLAN_KEY,
    lostReason: messages.reasonCallPlanChanged,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: plan.entity },
    replace: replaceStored(plan, wholeMonth),
    insert: (rows) => insertPlanRows(plan, rows, ctx.user.USER_ID),
  };
  const submission: Submission = {
    // The spec's payload names no batch: then only the rows tell the batch apart.
    ...(choice.batchId === undefined ? {} : { batchId: choice.batchId }),
    sent: { sheetRows: sent.map((r) => r.ROW) },
  };
  const result = await submitUpload(ctx, checkedUpload(upload), submission, {
    failedRows: 'refuse',
    lock: (db, batchId) => lockMonths(db, batchId, plan),
    // Read under the lock, before the commit deletes the batch: what the submit replaces, month by month.
    beforeCommit: (db, batchId) => storedMonths(db, batchId, plan),
    plan: commit,
  });
  if (result.lost > 0) throw rule(messages.reasonCallPlanChanged);
  return { landed: result.landed, replaced: result.replaced, wholeMonth, months: result.before };
}
