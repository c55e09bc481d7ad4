/** SQL of the role area: lists, lookups of the role form, and the role checks of the services. */
import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { CSO_TYPE_CODE, type Role, SUPERVISOR_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, rows } from '../../db/client';
import { additionalTypes, branches, employeeTitles, employeeTypes, roles } from '../../db/schema';
import { type Scope, scopeFilter } from '../../platform/scope';

/** Position codes of the roles in the user's scope (position selects). */
export async function positionsInScope(db: Db, scope: Scope): Promise<string[]> {
  const found = await db
    .selectDistinct({ code: roles.rolePositionCode })
    .from(roles)
    .where(scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }))
    .orderBy(asc(roles.rolePositionCode));
  return found.map((r) => r.code);
}

/** The columns of a role as the spec names them. */
const roleColumns = {
  ROLE_MAP_ID: roles.roleMapId,
  ROLE_POSITION_CODE: roles.rolePositionCode,
  EMPLOYEE_TYPE_ID: roles.employeeTypeId,
  EMPLOYEE_TYPE_CODE: roles.employeeTypeCode,
  EMPLOYEE_TITLE_ID: roles.employeeTitleId,
  EMPLOYEE_TITLE_CODE: roles.employeeTitleCode,
  ORG_ID: roles.orgId,
  BRANCH_CODE: roles.branchCode,
  BRANCH_DESC: branches.branchDesc,
  ROLE_SUP_CODE: roles.roleSupCode,
  SUPERVISOR_EMAIL: roles.supervisorEmail,
  CSO_CODE: roles.csoCode,
  ROLE_ADD_TYPE_CODE: roles.roleAddTypeCode,
  IS_COLECTOR: sql<'Y' | 'N'>`${roles.isColector}`,
  SECONDARY_POSITION: sql<'Y' | 'N'>`${roles.secondaryPosition}`,
  ROLE_START_DATE: roles.roleStartDate,
  ROLE_END_DATE: roles.roleEndDate,
};

/** The overview sorts on a column of the role it shows; anything else sorts on the position code. */
const SORTABLE: Record<string, SQLWrapper> = roleColumns;

export interface RoleListFilter {
  /** '0' for every branch in scope. */
  branch: string;
  /** '' or '0' for every position. */
  position: string;
  search: string;
  sortField?: string | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function roleListWhere(scope: Scope, filter: RoleListFilter): SQL | undefined {
  const search = filter.search.trim();
  const pattern = containing(search);
  return and(
    scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
    filter.branch !== '0' && filter.branch !== '' ? eq(roles.branchCode, filter.branch) : undefined,
    filter.position !== '' && filter.position !== '0'
      ? eq(roles.rolePositionCode, filter.position)
      : undefined,
    search
      ? or(
          ilike(roles.rolePositionCode, pattern),
          ilike(roles.employeeTypeCode, pattern),
          ilike(roles.employeeTitleCode, pattern),
          ilike(roles.branchCode, pattern),
          ilike(branches.branchDesc, pattern),
          ilike(roles.roleSupCode, pattern),
          ilike(roles.csoCode, pattern),
        )
      : undefined,
  );
}

function roleListOrder(filter: RoleListFilter): SQL[] {
  const column = (filter.sortField && SORTABLE[filter.sortField]) || roles.rolePositionCode;
  const direction = filter.sortDir === 'desc' ? desc : asc;
  // The id breaks ties, so that pages never overlap.
  return [direction(column), asc(roles.roleMapId)];
}

/** Roles of the overview: one page when paging is given, else every matching role (export). */
export async function selectRoles(
  db: Db,
  scope: Scope,
  filter: RoleListFilter,
  paging?: { page: number; pageSize: number },
): Promise<Role[]> {
  const query = db
    .select(roleColumns)
    .from(roles)
    .innerJoin(branches, eq(branches.branchCode, roles.branchCode))
    .where(roleListWhere(scope, filter))
    .orderBy(...roleListOrder(filter));
  return paging ? query.limit(paging.pageSize).offset(paging.page * paging.pageSize) : query;
}

export async function countRoles(db: Db, scope: Scope, filter: RoleListFilter): Promise<number> {
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(roles)
    .innerJoin(branches, eq(branches.branchCode, roles.branchCode))
    .where(roleListWhere(scope, filter));
  return found?.n ?? 0;
}

export async function roleById(db: Db, roleMapId: number): Promise<Role | undefined> {
  const [found] = await db
    .select(roleColumns)
    .from(roles)
    .innerJoin(branches, eq(branches.branchCode, roles.branchCode))
    .where(eq(roles.roleMapId, roleMapId));
  return found;
}

/** The stored row as the audit log keeps it. */
export async function roleSnapshot(db: Db, roleMapId: number): Promise<unknown> {
  const [found] = await rows<{ snapshot: unknown }>(
    db,
    sql`SELECT to_jsonb(r) AS snapshot FROM roles r WHERE r.role_map_id = ${roleMapId}`,
  );
  return found?.snapshot ?? null;
}

export async function positionTaken(
  db: Db,
  positionCode: string,
  exceptRoleMapId?: number,
): Promise<boolean> {
  const [found] = await db
    .select({ id: roles.roleMapId })
    .from(roles)
    .where(
      and(
        eq(roles.rolePositionCode, positionCode),
        exceptRoleMapId === undefined ? undefined : ne(roles.roleMapId, exceptRoleMapId),
      ),
    )
    .limit(1);
  return found !== undefined;
}

// Lookups of the role form

export async function typeByCode(db: Db, code: string) {
  const [found] = await db.select().from(employeeTypes).where(eq(employeeTypes.code, code));
  return found;
}

export async function titleOfType(db: Db, titleCode: string, typeCode: string) {
  const [found] = await db
    .select()
    .from(employeeTitles)
    .where(and(eq(employeeTitles.code, titleCode), eq(employeeTitles.typeCode, typeCode)));
  return found;
}

/** Positions of a branch of the given types; only `positionCode` when given (a check). */
const positionsOfBranch = (branchCode: string, typeCodes: readonly string[], positionCode?: string) =>
  and(
    eq(roles.branchCode, branchCode),
    inArray(roles.employeeTypeCode, [...typeCodes]),
    positionCode === undefined ? undefined : eq(roles.rolePositionCode, positionCode),
  );

/** Supervisor positions (type SUP or SUPERVISOR) of a branch with their e-mail. */
export async function supervisorsOfBranch(db: Db, branchCode: string, positionCode?: string) {
  return db
    .select({ ROLE_POSITION_CODE: roles.rolePositionCode, SUPERVISOR_EMAIL: roles.supervisorEmail })
    .from(roles)
    .where(positionsOfBranch(branchCode, SUPERVISOR_TYPE_CODES, positionCode))
    .orderBy(asc(roles.rolePositionCode));
}

/** CSO positions of a branch. */
export async function csosOfBranch(db: Db, branchCode: string, positionCode?: string) {
  return db
    .select({ ROLE_POSITION_CODE: roles.rolePositionCode })
    .from(roles)
    .where(positionsOfBranch(branchCode, [CSO_TYPE_CODE], positionCode))
    .orderBy(asc(roles.rolePositionCode));
}

export async function additionalTypesOfBranch(db: Db, branchCode: string, code?: string) {
  return db
    .select({ ROLE_ADD_TYPE_CODE: additionalTypes.code, ROLE_ADD_TYPE_DESC: additionalTypes.description })
    .from(additionalTypes)
    .where(
      and(
        eq(additionalTypes.branchCode, branchCode),
        code === undefined ? undefined : eq(additionalTypes.code, code),
      ),
    )
    .orderBy(asc(additionalTypes.code));
}
