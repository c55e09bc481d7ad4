/** The assignment overview: one page on the server, and the same selection as its export. */
import type { AssignmentRow } from '../../../common/contract/sales-assignment';
import type { Db } from '../../db/client';
import { salesAssignments } from '../../db/schema';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import { type ListPageRequest, listExport, listPage } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import {
  ASSIGNMENT_ORDER,
  type AssignmentListFilter,
  assignmentExportQuery,
  assignmentListWhere,
  countAssignments,
  selectAssignments,
} from './queries';

export const ASSIGNMENT_EXPORT_FILE = 'Overview Mapping Sales Assignment.xlsx';

export const ASSIGNMENT_EXPORT_COLUMNS: ExcelColumn<AssignmentRow>[] = [
  { header: 'ASSIGNMENT_MAP_ID', key: 'ASSIGNMENT_MAP_ID', width: 18 },
  { header: 'ASSIGMENT_NUMBER', key: 'ASSIGMENT_NUMBER', width: 18 },
  { header: 'POSITION_CODE', key: 'POSITION_CODE', width: 20 },
  { header: 'SALESREP_EMPLOYEE_NAME', key: 'SALESREP_EMPLOYEE_NAME', width: 26 },
  { header: 'ADD_SALESMAN_POSITION', key: 'ADD_SALESMAN_POSITION', width: 22 },
  { header: 'BISNIS', key: 'BISNIS', width: 12 },
  { header: 'TYPE_DESC', key: 'TYPE_DESC', width: 16 },
  { header: 'CUSTOMER_ID', key: 'CUSTOMER_ID', width: 14 },
  { header: 'CUSTOMER_ID_REF', key: 'CUSTOMER_ID_REF', width: 16 },
  { header: 'CUSTOMER_NAME', key: 'CUSTOMER_NAME', width: 30 },
  { header: 'SALES_CHANNEL', key: 'SALES_CHANNEL', width: 14 },
  { header: 'SALES_TERRITORY_NAME', key: 'SALES_TERRITORY_NAME', width: 22 },
  { header: 'ASSIGNMENT_START_DATE', key: 'ASSIGNMENT_START_DATE', width: 22 },
  { header: 'ASSIGNMENT_END_DATE', key: 'ASSIGNMENT_END_DATE', width: 20 },
  { header: 'ASSIGNMENT_LAST_UPDATE', key: 'ASSIGNMENT_LAST_UPDATE', width: 22 },
  { header: 'BRANCH_CODE_POSITION', key: 'BRANCH_CODE_POSITION', width: 20 },
  { header: 'STATUS', key: 'STATUS', width: 10 },
];

/**
 * The queries of one overview page, apart from the call around them (the bench's floor runs them
 * too). The count reads assignments alone, and is kept per their data version for the scope, the
 * filters and the search.
 */
export async function assignmentPageQueries(
  filter: AssignmentListFilter & ListPageRequest,
  db: Db,
  scope: Scope,
  answers?: AnswerStore,
) {
  const where = assignmentListWhere(scope, filter);
  const { positionCode, orgId, search } = filter;
  return listPage(ASSIGNMENT_ORDER, filter, {
    read: (plan) => selectAssignments(db, where, plan),
    count: () => countAssignments(db, where),
    keptCount: {
      db,
      key: answerKey('assignment overview count', { scope, positionCode, orgId, search }),
      tables: [salesAssignments],
      ...(answers ? { store: answers } : {}),
    },
  });
}

export async function assignmentExport(
  filter: AssignmentListFilter & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
  ctx: CallContext,
) {
  const where = assignmentListWhere(ctx.scope, filter);
  return listExport(ctx.user, ASSIGNMENT_ORDER, filter, {
    fileName: ASSIGNMENT_EXPORT_FILE,
    sheetName: 'Overview Mapping Assignment',
    columns: ASSIGNMENT_EXPORT_COLUMNS,
    db: ctx.db,
    query: assignmentExportQuery(ctx.db, where),
  });
}
