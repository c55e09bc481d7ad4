/** The calls of the sales rep mapping (spec part 1 section 7, base /structure/mapping-sales-rep-assignment). */

import { contract } from '../../../common/contract';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { messages } from '../../../common/messages';
import { AppError } from '../../platform/errors';
import type { ExcelColumn } from '../../platform/excel';
import { type CallContext, implement } from '../../platform/implement';
import { assertInScope, orgAsked } from '../../platform/scope';
import { inBatches, xlsxStreamFile } from '../../platform/xlsx-stream';
import { branchInScope } from '../structure/guards';
import { addMapping, cutOffMapping } from './mappings';
import { csosOfOrg, findSalesrep, historyOf, listSalesreps, mappablePositions } from './queries';

const s = contract.salesrepMapping;

export const SALESREP_EXPORT_FILE_NAME = 'Mapping Sales Rep.xlsx';

const EXPORT_COLUMNS: ExcelColumn<SalesrepRow>[] = [
  { header: 'SALESREP_EMPLOYEEID', key: 'SALESREP_EMPLOYEEID', width: 20 },
  { header: 'SALESREP_EMPLOYEE_NAME', key: 'SALESREP_EMPLOYEE_NAME', width: 28 },
  { header: 'BRANCH_CODE', key: 'BRANCH_CODE', width: 13 },
  { header: 'SALESREP_TYPE_CODE', key: 'SALESREP_TYPE_CODE', width: 18 },
  { header: 'SALESREP_TITLE_CODE', key: 'SALESREP_TITLE_CODE', width: 18 },
  { header: 'SALESREP_POSITION_CODE', key: 'SALESREP_POSITION_CODE', width: 22 },
  { header: 'POSITION_CODE_HCM', key: 'POSITION_CODE_HCM', width: 20 },
  { header: 'SALESREP_START_DATE', key: 'SALESREP_START_DATE', width: 18 },
  { header: 'SALESREP_END_DATE', key: 'SALESREP_END_DATE', width: 18 },
  { header: 'STATUS', key: 'STATUS', width: 10 },
  { header: 'SUPERVISOR', key: 'SUPERVISOR', width: 18 },
  { header: 'CSO', key: 'CSO', width: 18 },
];

/** The rows whose shown text holds the search, as the screen's search box keeps them. */
function matching(list: SalesrepRow[], search: string): SalesrepRow[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return list;
  return list.filter((row) =>
    EXPORT_COLUMNS.some((c) =>
      String(row[c.key] ?? '')
        .toLowerCase()
        .includes(wanted),
    ),
  );
}

async function repHistory(employeeId: string, ctx: CallContext) {
  const rep = await findSalesrep(ctx.db, employeeId);
  if (!rep) throw new AppError(messages.salesrepNotFound(employeeId), 'NOT_FOUND');
  assertInScope(ctx.scope, rep);
  return historyOf(ctx.db, employeeId);
}

export const salesrepMappingRoutes = () => [
  implement(s.select, async ({ orgID }, ctx) => listSalesreps(ctx.db, ctx.scope, orgAsked(ctx.scope, orgID))),
  implement(s.exportCSV, async ({ orgID, search }, ctx) => {
    const list = matching(await listSalesreps(ctx.db, ctx.scope, orgAsked(ctx.scope, orgID)), search);
    return xlsxStreamFile(SALESREP_EXPORT_FILE_NAME, 'Mapping Sales Rep', EXPORT_COLUMNS, inBatches(list));
  }),
  implement(s.selectPositionMappingSalesrep, async ({ branchCode }, ctx) =>
    (await branchInScope(ctx.db, ctx.scope, branchCode)) ? mappablePositions(ctx.db, branchCode) : [],
  ),
  implement(s.selectCSO, async ({ orgid }, ctx) =>
    csosOfOrg(ctx.db, ctx.scope, ctx.scope.kind === 'all' ? orgid : ctx.scope.orgId),
  ),
  implement(s.selectHistorybySalesrepID, async ({ employeeID }, ctx) => repHistory(employeeID, ctx)),
  implement(s.insert, async (input, ctx) => addMapping(input, ctx)),
  implement(s.cutoff, async (input, ctx) => cutOffMapping(input, ctx)),
];
