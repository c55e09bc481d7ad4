/**
 * The sales rep list (Mapping Salesrep): one page of reps on the server, and the same selection as
 * 'Mapping Sales Rep.xlsx' (the spec's exportCSV).
 */
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import type { Db } from '../../db/client';
import { salesrepMappings, salesreps } from '../../db/schema';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import { type ListPageRequest, listExport, listPage } from '../../platform/list';
import { orgAsked, type Scope } from '../../platform/scope';
import {
  countSalesreps,
  SALESREP_ORDER,
  salesrepSelection,
  salesrepsQuery,
  selectSalesreps,
} from './list-queries';

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

/** The list call's input: the spec's org, the screen's search, and the page it asks for. */
export type SalesrepListInput = { orgID: number; search: string } & ListPageRequest;

/**
 * One page of the list, apart from the call around it (the bench's floor runs it too). The count is
 * kept per data version for the scope, org and search: of the reps alone without a search, and of
 * the reps and their mappings on the day with one (what a rep's row shows depends on today).
 */
export function salesrepPageQueries(db: Db, scope: Scope, input: SalesrepListInput, answers?: AnswerStore) {
  const orgId = orgAsked(scope, input.orgID);
  const selection = salesrepSelection(scope, { orgId, search: input.search });
  const searched = selection.search !== undefined;
  return listPage(SALESREP_ORDER, input, {
    read: (plan) => selectSalesreps(db, selection, plan),
    count: () => countSalesreps(db, selection),
    keptCount: {
      db,
      key: answerKey('sales rep list count', { scope, orgId, search: searched ? input.search.trim() : '' }),
      tables: searched ? [salesreps, salesrepMappings] : [salesreps],
      today: searched,
      ...(answers ? { store: answers } : {}),
    },
  });
}

export function salesrepPage(input: SalesrepListInput, ctx: CallContext) {
  return salesrepPageQueries(ctx.db, ctx.scope, input);
}

/** Every rep the search selects, in the order the screen shows, streamed as it is read (in one pass on PostgreSQL). */
export function salesrepExport(
  input: { orgID: number; search: string } & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
  ctx: CallContext,
) {
  const selection = salesrepSelection(ctx.scope, {
    orgId: orgAsked(ctx.scope, input.orgID),
    search: input.search,
  });
  return listExport(ctx.user, SALESREP_ORDER, input, {
    fileName: SALESREP_EXPORT_FILE_NAME,
    sheetName: 'Mapping Sales Rep',
    columns: EXPORT_COLUMNS,
    db: ctx.db,
    select: (plan) => salesrepsQuery(selection, plan),
  });
}
