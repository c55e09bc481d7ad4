/** The calls of the sales rep mapping (spec part 1 section 7, base /structure/mapping-sales-rep-assignment). */

import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { findBranchInScope } from '../../platform/branches';
import { AppError } from '../../platform/errors';
import { type CallContext, implement } from '../../platform/implement';
import { foundInScope } from '../../platform/scope';
import { addMapping, cutOffMapping } from './mappings';
import { csosOfOrg, findSalesrep, historyOf, mappablePositions } from './queries';
import { salesrepExport, salesrepPage } from './salesrep-list';

const s = contract.salesrepMapping;

async function repHistory(employeeId: string, ctx: CallContext) {
  foundInScope(
    ctx.scope,
    await findSalesrep(ctx.db, employeeId),
    (rep) => rep,
    () => new AppError(messages.salesrepNotFound(employeeId), 'NOT_FOUND'),
  );
  return historyOf(ctx.db, employeeId);
}

export const salesrepMappingRoutes = () => [
  implement(s.select, async (input, ctx) => salesrepPage(input, ctx)),
  implement(s.exportCSV, async (input, ctx) => salesrepExport(input, ctx)),
  implement(s.selectPositionMappingSalesrep, async ({ branchCode }, ctx) =>
    (await findBranchInScope(ctx.db, ctx.scope, branchCode)) ? mappablePositions(ctx.db, branchCode) : [],
  ),
  implement(s.selectCSO, async ({ orgid }, ctx) =>
    csosOfOrg(ctx.db, ctx.scope, ctx.scope.kind === 'all' ? orgid : ctx.scope.orgId),
  ),
  implement(s.selectHistorybySalesrepID, async ({ employeeID }, ctx) => repHistory(employeeID, ctx)),
  implement(s.insert, async (input, ctx) => addMapping(input, ctx)),
  implement(s.cutoff, async (input, ctx) => cutOffMapping(input, ctx)),
];
