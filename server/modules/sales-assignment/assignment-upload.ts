/**
 * Upload Mapping Sales Assignment with validation, on the platform's checked-upload workflow:
 * /validation checks the sheet's rows, keeps them as the caller's batch and answers what would land
 * and what fails with its REASON; /upload submits that batch when the rows it sends are the batch's
 * clean rows (the spec sends them again), checking them again under the org's lock only when
 * something the rules read has changed since, and stores them in one statement. Rows never checked
 * are checked and submitted in the one call. Rows mapped meanwhile (by another user, or by a second
 * submit of the same file) fail as already mapped and add nothing.
 *
 * Two reasons refuse the whole file (the screen clears it): a START_DATE that is not a date written
 * MM/DD/YYYY ('Start Date tidak sesuai.': the sheet's dates follow another format, so none of them
 * can be trusted) and a POSITION of another org or branch than the uploader's ('Branch/Position
 * tidak sesuai.': the file belongs to another branch).
 */
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { OPEN_END_DATE } from '../../../common/constants';
import type {
  AssignmentUploadResult,
  AssignmentValidation,
  assignmentUploadRow,
  ValidatedRow,
} from '../../../common/contract/sales-assignment';
import { usDateToIso } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import {
  branches,
  businessLines,
  businessTypeDescs,
  customers,
  periods,
  roles,
  salesAssignments,
} from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  checkUpload,
  deleteBatch,
  FIRST_DATA_ROW,
  keptBatch,
  stagedRows,
  submitUpload,
} from '../../platform/import';
import { orgAsked } from '../../platform/scope';
import { assignmentCommitPlan } from './assignment-commit';
import {
  assignmentRules,
  lockAssignmentsOf,
  orgsOfPositions,
  type RuleOptions,
  type StagedAssignment,
  type StagedColumn,
  stagedAssignment,
} from './assignment-rules';

type UploadRow = z.output<typeof assignmentUploadRow>;
interface UploadInput {
  excelData: UploadRow[];
  orgID: number;
}

const UPLOAD_BATCH = 'sales-assignment/upload';

/** A validated row from the sheet row and its verdict; START_DATE as the sheet wrote it. */
function validated(
  sheet: UploadRow,
  row: number,
  staged: StagedAssignment,
  verdict: { reason: string; channel: string; priority: number },
): ValidatedRow {
  return {
    ROW: row,
    CUSTOMER_ID_REF: staged.CUSTOMER_ID_REF,
    CUSTOMER_NAME: staged.CUSTOMER_NAME,
    BISNIS: staged.BISNIS,
    TYPE_DESC: staged.TYPE_DESC,
    POSITION: staged.POSITION,
    ADD_SALESMAN_POSITION: staged.ADD_SALESMAN_POSITION,
    START_DATE: sheet.STARTDATE.trim(),
    CHANNEL: verdict.channel,
    PRIORITY: verdict.priority,
    IS_VALID: verdict.reason === '' ? 'Y' : 'N',
    REASON: verdict.reason,
  };
}

/** The sheet rows as staged rows; null when a START_DATE is not MM/DD/YYYY (the file is refused). */
function stagedSheet(input: UploadRow[]): { staged: StagedAssignment[]; badDates: number[] } {
  const badDates: number[] = [];
  const staged = input.map((r, i) => {
    const start = usDateToIso(r.STARTDATE);
    if (start === undefined) badDates.push(i);
    return stagedAssignment({
      customerIdRef: r.CUSTOMERIDREF,
      customerName: r.CUSTOMERNAME,
      bisnis: r.BISNIS,
      typeDesc: r.TYPEDESC,
      position: r.POSITIONCODE,
      addSalesmanPosition: r.ADDSALESMANPOSITION,
      startDate: start ?? '',
      // The template has no end date: an uploaded assignment runs open-ended until edited.
      endDate: OPEN_END_DATE,
    });
  });
  return { staged, badDates };
}

interface Verdict {
  row: number;
  reason: string;
  channel: string;
  priority: number;
}

const cu = alias(customers, 'c');
const sa = alias(salesAssignments, 'x');

/**
 * The verdict of each staged row (all, or the failed ones): its reason, the customer's channel and
 * its PRIORITY, 1 + the other positions serving the customer in the same business and type today.
 * Read as one JSON text: 50,000 rows of fields cost more to map than to build in the database.
 */
async function verdicts(db: Db, batchId: number, failedOnly: boolean): Promise<Verdict[]> {
  const { from, col, rowNo, reason } = stagedRows<StagedColumn>(batchId, {
    verdict: failedOnly ? 'failed' : 'any',
  });
  const [found] = await rows<{ list: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object('row', v.row_no, 'reason', v.reason, 'channel', v.channel,
          'priority', v.priority) ORDER BY v.row_no), '[]')::text AS list
        FROM (SELECT ${rowNo} AS row_no, coalesce(${reason}, '') AS reason, coalesce(${cu.salesChannel}, '') AS channel,
            1 + (SELECT count(*) FROM ${tableAs(salesAssignments, sa)} WHERE ${sa.customerId} = ${cu.customerId}
                   AND ${sa.bisnis} = ${col('BISNIS')} AND ${sa.typeDesc} = ${col('TYPE_DESC')}
                   AND ${sa.positionCode} <> ${col('POSITION')}
                   AND current_date BETWEEN ${sa.startDate} AND ${sa.endDate})::int AS priority
          FROM ${from}
          LEFT JOIN ${tableAs(customers, cu)} ON ${cu.customerIdRef} = ${col('CUSTOMER_ID_REF')}) v`,
  );
  return JSON.parse(found?.list ?? '[]') as Verdict[];
}

/** The answer refusing the whole file, with the rows that made it so. */
function fileRefused(
  input: UploadRow[],
  staged: StagedAssignment[],
  offending: number[],
  reason: string,
): AssignmentValidation {
  return {
    success: [],
    failed: offending.map((i) =>
      validated(input[i] as UploadRow, i + FIRST_DATA_ROW, staged[i] as StagedAssignment, {
        reason,
        channel: '',
        priority: 1,
      }),
    ),
    FILE_REASON: reason,
  };
}

/** The upload on the platform's checked-upload workflow: what its rules read decides a re-check. */
const UPLOAD: CheckedUpload = {
  batch: UPLOAD_BATCH,
  reads: [customers, roles, businessLines, businessTypeDescs, branches, periods, salesAssignments],
};

const ruleOptions = (input: UploadInput, ctx: CallContext): RuleOptions => ({
  scope: ctx.scope,
  orgId: orgAsked(ctx.scope, input.orgID),
  checkClosedMonth: true,
});

/** Stages and checks the rows as the caller's kept batch; refuses the file with a foreign position. */
async function check(
  input: UploadInput,
  ctx: CallContext,
  staged: StagedAssignment[],
): Promise<{ batchId: number; verdicts: Verdict[]; refused?: AssignmentValidation }> {
  const checked = await checkUpload(ctx, UPLOAD, staged, {
    orgId: ctx.user.ORG_ID,
    rules: assignmentRules(ruleOptions(input, ctx)),
    after: (tx, batchId) => verdicts(tx, batchId, false),
  });
  const offending = checked.rows
    .filter((r) => r.reason === messages.branchPositionMismatch)
    .map((r) => r.row - FIRST_DATA_ROW);
  if (offending.length > 0) {
    // A file refused as a whole is not kept: it cannot be submitted.
    await deleteBatch(ctx.db, checked.batchId);
    const refused = fileRefused(input.excelData, staged, offending, messages.branchPositionMismatch);
    return { batchId: checked.batchId, verdicts: checked.extra, refused };
  }
  return { batchId: checked.batchId, verdicts: checked.extra };
}

export async function validateUpload(input: UploadInput, ctx: CallContext): Promise<AssignmentValidation> {
  // The period where the uploader works; each row is held to its own branch's period by the rules.
  await ctx.assertPeriodOpen([]);
  if (input.excelData.length === 0) throw rule(messages.fileEmpty);
  const { staged, badDates } = stagedSheet(input.excelData);
  if (badDates.length > 0) return fileRefused(input.excelData, staged, badDates, messages.startDateMismatch);
  const c = await check(input, ctx, staged);
  if (c.refused) return c.refused;
  const answer: AssignmentValidation = { success: [], failed: [], FILE_REASON: null };
  for (const v of c.verdicts) {
    const i = v.row - FIRST_DATA_ROW;
    const row = validated(input.excelData[i] as UploadRow, v.row, staged[i] as StagedAssignment, v);
    (v.reason === '' ? answer.success : answer.failed).push(row);
  }
  return answer;
}

/**
 * Submits the rows the screen checked: the caller's kept batch, when the rows sent are its clean
 * rows, re-checked under the org's lock only when something its rules read has changed since; else
 * (a call with rows never checked) the rows are checked and submitted in this call. Rows mapped
 * meanwhile fail as already mapped and add nothing.
 */
export async function uploadAssignments(
  input: UploadInput,
  ctx: CallContext,
): Promise<Answer<AssignmentUploadResult>> {
  await ctx.assertPeriodOpen([]);
  if (input.excelData.length === 0) throw rule(messages.uploadFileFirst);
  const { staged, badDates } = stagedSheet(input.excelData);
  if (badDates.length > 0) {
    const refused = fileRefused(input.excelData, staged, badDates, messages.startDateMismatch);
    return new Answer(
      { success: [], failed: refused.failed, FILE_REASON: refused.FILE_REASON },
      refused.FILE_REASON ?? '',
    );
  }
  // The spec's /upload sends the clean rows again, and no batch: the caller's kept batch when they
  // are its clean rows; else (rows never checked) they are checked here, a one-step upload.
  const kept = await keptBatch(ctx, UPLOAD, { sent: { staged } });
  let batchId = kept?.batchId;
  let sheetRows = kept?.cleanRows;
  if (batchId === undefined || sheetRows === undefined) {
    const c = await check(input, ctx, staged);
    if (c.refused) {
      return new Answer(
        { success: [], failed: c.refused.failed, FILE_REASON: c.refused.FILE_REASON },
        c.refused.FILE_REASON ?? '',
      );
    }
    batchId = c.batchId;
    sheetRows = staged.map((_, i) => i + FIRST_DATA_ROW);
  }
  // The index in the rows sent of each sheet row of the batch.
  const sentIndex = new Map(sheetRows.map((row, i) => [row, i]));
  const result = await submitUpload(
    ctx,
    UPLOAD,
    { batchId },
    {
      failedRows: 'leave',
      recheck: assignmentRules(ruleOptions(input, ctx)),
      lock: async (db) =>
        lockAssignmentsOf(
          db,
          await orgsOfPositions(
            db,
            staged.map((r) => r.POSITION),
          ),
        ),
      // Read under the lock, before the commit deletes the batch: the rows sent that failed.
      beforeCommit: (db, batchId) => verdicts(db, batchId, true),
      plan: { ...assignmentCommitPlan(ctx, 'upload'), collectFailed: false },
    },
  );
  const failed = result.before.flatMap((v) => {
    const i = sentIndex.get(v.row);
    if (i === undefined) return [];
    return [validated(input.excelData[i] as UploadRow, i + FIRST_DATA_ROW, staged[i] as StagedAssignment, v)];
  });
  const text = messages.assignmentsUploaded(result.landed);
  return new Answer({ success: [{ RESULT: text, COUNT: result.landed }], failed, FILE_REASON: null }, text);
}
