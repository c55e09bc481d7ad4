/**
 * Upload Mapping Sales Assignment with validation: /validation checks the sheet's rows and answers
 * what would land and what fails with its REASON, storing nothing; /upload checks them again under
 * the org's lock and stores the good ones in one statement. Rows mapped meanwhile (by another user,
 * or by a second submit of the same file) fail as already mapped and add nothing.
 *
 * Two reasons refuse the whole file (the screen clears it): a START_DATE that is not a date written
 * MM/DD/YYYY ('Start Date tidak sesuai.': the sheet's dates follow another format, so none of them
 * can be trusted) and a POSITION of another org or branch than the uploader's ('Branch/Position
 * tidak sesuai.': the file belongs to another branch).
 */
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
import { rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { col, commitBatch, deleteBatch, FIRST_DATA_ROW } from '../../platform/import';
import { orgAsked } from '../../platform/scope';
import { assignmentCommitPlan } from './assignment-commit';
import {
  lockAssignmentsOf,
  orgsOfPositions,
  type RuleOptions,
  type StagedAssignment,
  stageAndCheck,
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
function stagedRows(input: UploadRow[]): { staged: StagedAssignment[]; badDates: number[] } {
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

/**
 * The verdict of each staged row (all, or the failed ones): its reason, the customer's channel and
 * its PRIORITY, 1 + the other positions serving the customer in the same business and type today.
 * Read as one JSON text: 50,000 rows of fields cost more to map than to build in the database.
 */
async function verdicts(db: Db, batchId: number, failedOnly: boolean) {
  const [found] = await rows<{ list: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object('row', v.row_no, 'reason', v.reason, 'channel', v.channel,
          'priority', v.priority) ORDER BY v.row_no), '[]')::text AS list
        FROM (SELECT r.row_no, coalesce(r.reason, '') AS reason, coalesce(c.sales_channel, '') AS channel,
            1 + (SELECT count(*) FROM sales_assignments x WHERE x.customer_id = c.customer_id
                   AND x.bisnis = ${col('BISNIS')} AND x.type_desc = ${col('TYPE_DESC')}
                   AND x.position_code <> ${col('POSITION')}
                   AND current_date BETWEEN x.start_date AND x.end_date)::int AS priority
          FROM import_rows r
          LEFT JOIN customers c ON c.customer_id_ref = ${col('CUSTOMER_ID_REF')}
          WHERE r.batch_id = ${batchId} ${failedOnly ? sql`AND r.reason IS NOT NULL` : sql``}) v`,
  );
  return JSON.parse(found?.list ?? '[]') as {
    row: number;
    reason: string;
    channel: string;
    priority: number;
  }[];
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

interface Checked {
  batchId: number;
  staged: StagedAssignment[];
  /** Set when the whole file is refused. */
  refused?: AssignmentValidation;
}

async function check(input: UploadInput, ctx: CallContext): Promise<Checked> {
  const { staged, badDates } = stagedRows(input.excelData);
  if (badDates.length > 0) {
    return {
      batchId: 0,
      staged,
      refused: fileRefused(input.excelData, staged, badDates, messages.startDateMismatch),
    };
  }
  await lockAssignmentsOf(
    ctx.db,
    await orgsOfPositions(
      ctx.db,
      staged.map((r) => r.POSITION),
    ),
  );
  const owner = { userId: ctx.user.USER_ID, module: UPLOAD_BATCH, orgId: ctx.user.ORG_ID };
  const options: RuleOptions = {
    scope: ctx.scope,
    orgId: orgAsked(ctx.scope, input.orgID),
    checkClosedMonth: true,
  };
  const batchId = await stageAndCheck(ctx.db, owner, staged, options);
  const [foreign] = await rows<{ rows: number[] }>(
    ctx.db,
    sql`SELECT coalesce(array_agg(row_no ORDER BY row_no), '{}') AS rows FROM import_rows
        WHERE batch_id = ${batchId} AND reason = ${messages.branchPositionMismatch}`,
  );
  const offending = (foreign?.rows ?? []).map((row) => row - FIRST_DATA_ROW);
  if (offending.length > 0) {
    await deleteBatch(ctx.db, batchId);
    const refused = fileRefused(input.excelData, staged, offending, messages.branchPositionMismatch);
    return { batchId, staged, refused };
  }
  return { batchId, staged };
}

export async function validateUpload(input: UploadInput, ctx: CallContext): Promise<AssignmentValidation> {
  // The period where the uploader works, before the check's own transaction; each row is held to
  // its own branch's period by the rules.
  await ctx.assertPeriodOpen([]);
  if (input.excelData.length === 0) throw rule(messages.fileEmpty);
  // In a transaction of its own, so the checked rows of two concurrent checks by one user never mix.
  return ctx.db.transaction(async (tx) => {
    const c = await check(input, { ...ctx, db: tx });
    if (c.refused) return c.refused;
    const answer: AssignmentValidation = { success: [], failed: [], FILE_REASON: null };
    for (const v of await verdicts(tx, c.batchId, false)) {
      const i = v.row - FIRST_DATA_ROW;
      const row = validated(input.excelData[i] as UploadRow, v.row, c.staged[i] as StagedAssignment, v);
      (v.reason === '' ? answer.success : answer.failed).push(row);
    }
    // A check stores nothing.
    await deleteBatch(tx, c.batchId);
    return answer;
  });
}

export async function uploadAssignments(
  input: UploadInput,
  ctx: CallContext,
): Promise<Answer<AssignmentUploadResult>> {
  await ctx.assertPeriodOpen([]);
  if (input.excelData.length === 0) throw rule(messages.uploadFileFirst);
  const c = await check(input, ctx);
  if (c.refused) {
    return new Answer(
      { success: [], failed: c.refused.failed, FILE_REASON: c.refused.FILE_REASON },
      c.refused.FILE_REASON ?? '',
    );
  }
  const failed = (await verdicts(ctx.db, c.batchId, true)).map((v) => {
    const i = v.row - FIRST_DATA_ROW;
    return validated(input.excelData[i] as UploadRow, v.row, c.staged[i] as StagedAssignment, v);
  });
  const result = await commitBatch(ctx.db, c.batchId, {
    ...assignmentCommitPlan(ctx, 'upload'),
    collectFailed: false,
  });
  const landed = result?.landed ?? 0;
  const text = messages.assignmentsUploaded(landed);
  return new Answer({ success: [{ RESULT: text, COUNT: landed }], failed, FILE_REASON: null }, text);
}
