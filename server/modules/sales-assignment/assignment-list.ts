/** The assignment overview: one page on the server, and the same selection as its export. */
import { ASSIGNMENT_EXPORT_FIELDS, type AssignmentRow } from '../../../common/contract/sales-assignment';
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

/** The width of each exported column; the columns and their order are the contract's. */
const EXPORT_WIDTHS: Record<(typeof ASSIGNMENT_EXPORT_FIELDS)[number], number> = {
  ASSIGNMENT_MAP_ID: 18,
  ASSIGMENT_NUMBER: 18,
  POSITION_CODE: 20,
  SALESREP_EMPLOYEE_NAME: 26,
  ADD_SALESMAN_POSITION: 22,
  BISNIS: 12,
  TYPE_DESC: 16,
  CUSTOMER_ID: 14,
  CUSTOMER_ID_REF: 16,
  CUSTOMER_NAME: 30,
  SALES_CHANNEL: 14,
  SALES_TERRITORY_NAME: 22,
  ASSIGNMENT_START_DATE: 22,
  ASSIGNMENT_END_DATE: 20,
  ASSIGNMENT_LAST_UPDATE: 22,
  BRANCH_CODE_POSITION: 20,
  STATUS: 10,
};

/** Each header is the field's own name, as the spec's export writes them. */
export const ASSIGNMENT_EXPORT_COLUMNS: ExcelColumn<AssignmentRow>[] = ASSIGNMENT_EXPORT_FIELDS.map(
  (field) => ({
    header: field,
    key: field,
    width: EXPORT_WIDTHS[field],
  }),
);

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
