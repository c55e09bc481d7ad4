/** The calls of the target screens (spec part 2 section 7, base /target). */
import { contract } from '../../../common/contract';
import type { TargetStatus } from '../../../common/contract/targets';
import { messages } from '../../../common/messages';
import { targetDeleteReasons } from '../../db/schema';
import { rule } from '../../platform/errors';
import { Answer, type Implementation, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { assertHeadOffice, branchAsked, orgAsked } from '../../platform/scope';
import { monthSummary, sumsOf, type TargetMonth, targetBranches } from './summary';
import { approveTargets, deleteBranchTargets, rejectTargets, reopenTargets } from './target-decisions';
import { liniRows, positionSums, targetRows } from './target-detail';
import { stageTargets, submitTargets, uploadAlternate } from './target-upload';

const tg = contract.targets;

interface MonthInput {
  MonthID: number;
  YearID: number;
  BranchCode: string;
}

const monthOf = (i: MonthInput): TargetMonth => ({
  year: i.YearID,
  month: i.MonthID,
  branchCode: branchAsked(i.BranchCode),
});

/** A decision about one branch-month needs the branch named. */
function oneBranchMonth(i: MonthInput): TargetMonth {
  const m = monthOf(i);
  if (m.branchCode === undefined) throw rule(messages.selectBranchFirst);
  return m;
}

/** '' or ALL: every status. */
const statusAsked = (status: string): TargetStatus | undefined =>
  status === '' || status === 'ALL' ? undefined : (status as TargetStatus);

/** A target's values as the sums add them (a branch value not yet set counts 0). */
const valuesOf = (r: { VALUE_TGT_HO: number; VALUE_TGT_CAB: number | null }) => ({
  SumTargetHO: r.VALUE_TGT_HO,
  SumTargetCabang: r.VALUE_TGT_CAB ?? 0,
});

export const targetRoutes = (): Implementation[] => [
  implement(tg.selectBranch, async (_input, ctx) => targetBranches(ctx.db, ctx.scope)),
  implement(tg.selectReason, async (_input, ctx) =>
    ctx.db
      .select({ REASON_ID: targetDeleteReasons.reasonId, REASON_DESC: targetDeleteReasons.reasonDesc })
      .from(targetDeleteReasons)
      .orderBy(targetDeleteReasons.reasonId),
  ),
  implement(tg.overview, async (input, ctx) => monthSummary(ctx.db, ctx.scope, monthOf(input))),
  implement(tg.overviewbranch, async (input, ctx) => {
    const detail = await targetRows(ctx.db, ctx.scope, {
      ...monthOf(input),
      status: statusAsked(input.Status),
    });
    return { DetailTarget: detail, SUMTarget: sumsOf(detail.map(valuesOf)) };
  }),
  implement(tg.overviewlini, async (input, ctx) => {
    const detail = await liniRows(ctx.db, ctx.scope, {
      ...monthOf(input),
      status: statusAsked(input.Status),
    });
    return { DetailTarget: detail, SUMTarget: sumsOf(detail) };
  }),
  implement(tg.getdataho, async (input, ctx) => ({
    DetailTarget: await targetRows(ctx.db, ctx.scope, oneBranchMonth(input)),
  })),
  implement(tg.approval, async (input, ctx) => monthSummary(ctx.db, ctx.scope, monthOf(input))),
  implement(tg.approve, async (input, ctx) => {
    assertHeadOffice(ctx.scope);
    const approved = await approveTargets(ctx, monthOf(input), 'approve-ho');
    return new Answer({ approved }, messages.success);
  }),
  implement(tg.approvalcab, async (input, ctx) => {
    const selection = { ...monthOf(input), status: statusAsked(input.Status) };
    const [detail, sums] = await Promise.all([
      targetRows(ctx.db, ctx.scope, selection),
      positionSums(ctx.db, ctx.scope, selection),
    ]);
    return { DetailTarget: detail, resultSUMTarget: sums };
  }),
  implement(tg.approvecab, async (input, ctx) => {
    const approved = await approveTargets(ctx, monthOf(input), 'approve-branch');
    return new Answer({ approved }, messages.success);
  }),
  implement(tg.reject, async (input, ctx) => {
    assertHeadOffice(ctx.scope);
    const rejected = await rejectTargets(ctx, oneBranchMonth(input), input.REASON);
    return new Answer({ rejected }, messages.success);
  }),
  implement(tg.reopen, async (input, ctx) => {
    assertHeadOffice(ctx.scope);
    const reopened = await reopenTargets(ctx, oneBranchMonth(input));
    return new Answer({ reopened }, messages.success);
  }),
  implement(tg.deletecab, async (input, ctx) => {
    const month = oneBranchMonth(input);
    await ctx.assertPeriodOpen([month.branchCode ?? '']);
    const deleted = await deleteBranchTargets(ctx, month, input.SELECTED_REASON);
    return new Answer({ deleted }, messages.success);
  }),
  implementUpload(tg.upload, async (input, ctx) => {
    if ('excelData' in input)
      return stageTargets(ctx, 'ho', input.excelData, orgAsked(ctx.scope, input.orgID));
    const landed = await uploadAlternate(ctx, input.DATA_TARGET);
    return new Answer({ landed }, messages.targetsSubmitted(landed));
  }),
  implement(tg.submit, async (_input, ctx) => {
    const landed = await submitTargets(ctx, 'ho');
    return new Answer({ landed }, messages.targetsSubmitted(landed));
  }),
  implementUpload(tg.uploadcab, async ({ excelData, orgID }, ctx) =>
    stageTargets(ctx, 'branch', excelData, orgAsked(ctx.scope, orgID)),
  ),
  implement(tg.submitcab, async (_input, ctx) => {
    const landed = await submitTargets(ctx, 'branch');
    return new Answer({ landed }, messages.targetsSubmitted(landed));
  }),
];
