/** The role overview: one page of roles on the server, and the same selection as 'Overview Role.xlsx'. */
import type { Role } from '../../../common/contract/structure';
import { type ExcelColumn, xlsxFile } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import { countRoles, type RoleListFilter, selectRoles } from './queries';

export const ROLE_EXPORT_FILE = 'Overview Role.xlsx';

const EXPORT_COLUMNS: ExcelColumn<Role>[] = [
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

export async function rolePage(
  filter: RoleListFilter & { page: number; pageSize: number },
  ctx: CallContext,
) {
  const [rows, total] = await Promise.all([
    selectRoles(ctx.db, ctx.scope, filter, { page: filter.page, pageSize: filter.pageSize }),
    countRoles(ctx.db, ctx.scope, filter),
  ]);
  return { rows, total };
}

export async function roleExport(filter: RoleListFilter, ctx: CallContext) {
  const rows = await selectRoles(ctx.db, ctx.scope, filter);
  return xlsxFile(ROLE_EXPORT_FILE, 'Overview Role', EXPORT_COLUMNS, rows);
}
