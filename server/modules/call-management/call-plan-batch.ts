/**
 * The two steps both call plan uploads share on the import pipeline: the check stages the sheet as
 * the caller's batch and answers every row with its verdict, its batch id, and per position-month
 * of its clean rows what they would replace; the submit commits that batch, and only the batch
 * the screen checked, whose clean rows are the ones the screen shows (the user submits what was
 * checked, not an older or edited list) and that has no failed row. A submit replaces the stored
 * rows of the keys in the file, or on the user's choice the whole month of its positions (see
 * call-plan-replace.ts).
 */
import type { PeriodType } from '../../../common/constants';
import type { StoredMonth, SubmitChoice } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  branchesOfBatch,
  branchPeriodOpen,
  col,
  commitBatch,
  currentBatch,
  lockKeys,
  type RowRule,
  readBatch,
  type StagedRow,
  stageBatch,
  summariseBatch,
  validateBatch,
} from '../../platform/import';
import { orgAsked } from '../../platform/scope';
import { type CallPlanTable, lockMonths, replaceStored, storedMonths } from './call-plan-replace';
import { PLAN_KEY } from './call-plan-rules';

export interface CallPlanUpload<C extends string> {
  /** The batch's name: one staged batch per user and plan. */
  module: string;
  columns: readonly C[];
  rules: (options: { ctx: CallContext; orgId: number | undefined }) => RowRule[];
  /** The period both steps need, for the branch of every row (the row's BRANCH_CODE). */
  periodType: PeriodType;
  plan: CallPlanTable;
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

/**
 * Stages and checks the sheet; answers the clean rows in success and the rest in failed, and what
 * the clean rows would do to the stored months of their positions.
 */
export async function checkCallPlan<C extends string>(
  ctx: CallContext,
  upload: CallPlanUpload<C>,
  staged: readonly Record<string, string>[],
  orgID: number,
): Promise<{ success: CheckedRow<C>[]; failed: CheckedRow<C>[]; batchId: number; months: StoredMonth[] }> {
  const orgId = orgAsked(ctx.scope, orgID);
  // Where the uploader works, before the check's own transaction; each row's branch is a rule.
  await ctx.assertPeriodOpen([]);
  // In a transaction of its own: the rules that read the whole batch plan their statements inside
  // one (see withBatchPlanning), and two checks by one user at once never mix their rows.
  return ctx.db.transaction(async (tx) => {
    const owner = { userId: ctx.user.USER_ID, module: upload.module, orgId: orgId ?? ctx.user.ORG_ID };
    // Two checks of one user (two tabs) take turns, so that each stages a batch of its own: the
    // batch id a screen gets names its file alone, and its submit commits nothing else.
    await lockKeys(tx, [`import-batch:${owner.userId}:${owner.module}`]);
    const batchId = await stageBatch(tx, owner, staged);
    await validateBatch(tx, batchId, [
      ...upload.rules({ ctx, orgId }),
      branchPeriodOpen(upload.periodType, col('BRANCH_CODE')),
    ]);
    const batch = await readBatch(tx, batchId);
    const success: CheckedRow<C>[] = [];
    const failed: CheckedRow<C>[] = [];
    for (const r of batch.rows) (r.reason === null ? success : failed).push(checked(upload.columns, r));
    return { success, failed, batchId, months: await storedMonths(tx, batchId, upload.plan) };
  });
}

/**
 * The submit's choice as the master call plan sends it: on every row of the array. Rows that do
 * not agree were not sent by one screen.
 */
export function choiceOfRows(sent: readonly SubmitChoice[]): SubmitChoice {
  const batchIds = new Set(sent.map((r) => r.batchId));
  const wholeMonth = new Set(sent.map((r) => r.replaceWholeMonth === true));
  if (batchIds.size > 1 || wholeMonth.size > 1) throw rule(messages.callPlanRowsMismatch);
  return { batchId: sent[0]?.batchId, replaceWholeMonth: sent[0]?.replaceWholeMonth };
}

/**
 * The caller's staged batch, if it may be submitted with the rows the screen sent: refused with
 * nothing staged or nothing clean, when the screen checked another batch (a newer check, in
 * another tab, replaced the one it shows), with a failed row, or when the rows sent are not its
 * clean rows.
 */
async function submittableBatch(
  ctx: CallContext,
  module: string,
  sent: readonly { ROW: number }[],
  choice: SubmitChoice,
) {
  const batchId = await currentBatch(ctx.db, { userId: ctx.user.USER_ID, module });
  if (batchId === null) throw rule(messages.uploadFileFirst);
  // The spec's payload names no batch: then only the rows tell the batch apart.
  if (choice.batchId !== undefined && choice.batchId !== batchId) throw rule(messages.callPlanBatchReplaced);
  // Only a screen that has shown the check's numbers (and names its batch) may remove stored rows
  // the file does not hold.
  if (choice.replaceWholeMonth && choice.batchId === undefined)
    throw rule(messages.callPlanWholeMonthUnchecked);
  const summary = await summariseBatch(ctx.db, batchId);
  if (summary.clean === 0) throw rule(messages.uploadFileFirst);
  if (summary.failed > 0) throw rule(messages.uploadHasFailedRows);
  const clean = await rows<{ row: number }>(
    ctx.db,
    sql`SELECT row_no::int AS row FROM import_rows
        WHERE batch_id = ${batchId} AND reason IS NULL ORDER BY row_no`,
  );
  const sentRows = sent.map((r) => r.ROW).sort((a, b) => a - b);
  if (sentRows.length !== clean.length || clean.some((c, i) => c.row !== sentRows[i]))
    throw rule(messages.callPlanRowsMismatch);
  return batchId;
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
export async function submitCallPlan<C extends string>(
  ctx: CallContext,
  upload: CallPlanUpload<C>,
  sent: readonly { ROW: number }[],
  choice: SubmitChoice,
): Promise<CallPlanSaved> {
  const { plan } = upload;
  await ctx.assertPeriodOpen([]);
  const batchId = await submittableBatch(ctx, upload.module, sent, choice);
  // Checked again for the branch of every row: a period may have closed since the check.
  await ctx.assertPeriodOpen(await branchesOfBatch(ctx.db, batchId, col('BRANCH_CODE')));
  const wholeMonth = choice.replaceWholeMonth === true;
  await lockMonths(ctx.db, batchId, plan);
  // Read under the lock, before the commit deletes the batch: what the submit replaces, month by month.
  const months = await storedMonths(ctx.db, batchId, plan);
  const result = await commitBatch(ctx.db, batchId, {
    table: plan.table,
    keyColumn: PLAN_KEY,
    lostReason: messages.reasonCallPlanChanged,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: plan.entity },
    replace: replaceStored(plan, wholeMonth),
    insert: (id, slice) => plan.insert(id, slice, ctx.user.USER_ID),
  });
  // Gone meanwhile: submitted by a concurrent call, or replaced by a newer check.
  if (!result) throw rule(messages.uploadFileFirst);
  if (result.lost > 0) throw rule(messages.reasonCallPlanChanged);
  return { landed: result.landed, replaced: result.replaced, wholeMonth, months };
}
