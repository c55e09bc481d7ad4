/** The role overview: one page of roles on the server, and the same selection as 'Overview Role.xlsx'. */
import type { Role } from '../../../common/contract/structure';
import type { Db } from '../../db/client';
import { branches, roles } from '../../db/schema';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import { type ListPageRequest, listExport, listPage } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import {
  countRoles,
  ROLE_ORDER,
  type RoleListFilter,
  roleExportQuery,
  roleListWhere,
  selectRoles,
} from './queries';

export const ROLE_EXPORT_FILE = 'Overview Role.xlsx';

export const ROLE_EXPORT_COLUMNS: ExcelColumn<Role>[] = [
  { header: 'ROLE_POSITION_CODE', key: 'ROLE_POSITION_CODE', width: 22 },
  { header: 'EMPLOYEE_TYPE_CODE', key: 'EMPLOYEE_TYPE_CODE', width: 20 },
  { header: 'EMPLOYEE_TITLE_CODE', key: 'EMPLOYEE_TITLE_CODE', width: 20 },
  { header: 'ORG_ID', key: 'ORG_ID', width: 8 },
  { header: 'BRANCH_CODE', key: 'BRANCH_CODE', width: 13 },
  { header: 'BRANCH_DESC', key: 'BRANCH_DESC', width: 18 },
  { header: 'ROLE_SUP_CODE', key: 'ROLE_SUP_CODE', width: 18 },
  { header: 'SUPERVISOR_EMAIL', key: 'SUPERVISOR_EMAIL', width: 28 },
  { header: 'CSO_CODE', key: 'CSO_CODE', width: 16 },
  { header: 'ROLE_ADD_TYPE_CODE', key: 'ROLE_ADD_TYPE_CODE', width: 20 },
  { header: 'IS_COLECTOR', key: 'IS_COLECTOR', width: 12 },
  { header: 'SECONDARY_POSITION', key: 'SECONDARY_POSITION', width: 20 },
  { header: 'ROLE_START_DATE', key: 'ROLE_START_DATE', width: 16 },
  { header: 'ROLE_END_DATE', key: 'ROLE_END_DATE', width: 16 },
];

export async function rolePage(filter: RoleListFilter & ListPageRequest, ctx: CallContext) {
  return rolePageQueries(filter, ctx.db, ctx.scope);
}

/**
 * The queries of one overview page, apart from the call around them (the bench's floor runs them
 * too). The count is kept per data version of roles and branches for the scope, filters and search.
 */
export async function rolePageQueries(
  filter: RoleListFilter & ListPageRequest,
  db: Db,
  scope: Scope,
  answers?: AnswerStore,
) {
  const where = await roleListWhere(db, scope, filter);
  const { branch, position, search } = filter;
  return listPage(ROLE_ORDER, filter, {
    read: (plan) => selectRoles(db, where, plan),
    // The WHERE is built again once the versions are read: the search looks in branch names, and a
    // branch renamed in between must be counted under the new version by its new name.
    count: async () => countRoles(db, await roleListWhere(db, scope, filter)),
    keptCount: {
      db,
      key: answerKey('role overview count', { scope, branch, position, search }),
      tables: [roles, branches],
      ...(answers ? { store: answers } : {}),
    },
  });
}

export async function roleExport(
  filter: RoleListFilter & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
  ctx: CallContext,
) {
  const where = await roleListWhere(ctx.db, ctx.scope, filter);
  return listExport(ctx.user, ROLE_ORDER, filter, {
    fileName: ROLE_EXPORT_FILE,
    sheetName: 'Overview Role',
    columns: ROLE_EXPORT_COLUMNS,
    db: ctx.db,
    query: roleExportQuery(ctx.db, where),
  });
}
