/** The calls of the target screens (spec part 2 section 7, base /target). */
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchesInScope } from '../../platform/branches';
import { Answer, type Implementation, implement } from '../../platform/implement';
import { implementUpload } from '../../platform/import';
import { orgAsked } from '../../platform/scope';
import { summaryRows, sumsOf } from './summary';
import { stageTargets, submitTargets } from './target-upload';

const tg = contract.target;

/** The branch asked for; '' or ALL BRANCH's '0' is every branch of the scope. */
const branchAsked = (code: string) => (code === '' || code === ALL_BRANCH.BRANCH_CODE ? undefined : code);

export const targetRoutes = (): Implementation[] => [
  implement(tg.selectBranch, async (_input, ctx) => {
    const inScope = await branchesInScope(ctx.db, ctx.scope);
    // Targets are set for branches that serve customers (head office's own branch serves none).
    const serving = await rows<{ code: string }>(
      ctx.db,
      sql`SELECT b.branch_code AS code FROM branches b
          WHERE EXISTS (SELECT 1 FROM customers c WHERE c.branch_code = b.branch_code)`,
    );
    const codes = new Set(serving.map((r) => r.code));
    return inScope.filter((b) => codes.has(b.BRANCH_CODE));
  }),
  implement(tg.selectReason, async (_input, ctx) =>
    rows<{ REASON_ID: number; REASON_DESC: string }>(
      ctx.db,
      sql`SELECT reason_id AS "REASON_ID", reason_desc AS "REASON_DESC" FROM target_delete_reasons ORDER BY reason_id`,
    ),
  ),
  implement(tg.overview, async ({ MonthID, YearID, BranchCode }, ctx) => {
    const detail = await summaryRows(ctx.db, ctx.scope, {
      year: YearID,
      month: MonthID,
      branchCode: branchAsked(BranchCode),
    });
    return { DetailTarget: detail, SUMTarget: sumsOf(detail) };
  }),
  implementUpload(tg.upload, async ({ excelData, orgID }, ctx) =>
    stageTargets(ctx, 'ho', excelData, orgAsked(ctx.scope, orgID)),
  ),
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
