/** SQL of the role area: lists, lookups of the role form, and the role checks of the services. */
import { and, asc, eq, ilike, inArray, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CSO_TYPE_CODE, type Role, SUPERVISOR_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, rows } from '../../db/client';
import {
  additionalTypes,
  branches,
  employeeTitles,
  employeeTypes,
  roleSearchText,
  roles,
} from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  type ExportQuery,
  jsonObjectOf,
  type KeysetOrder,
  type PagePlan,
  planned,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { containing } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';
import { titleActiveToday } from './type-title-queries';

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

/**
 * The overview's orders: every column it shows, as a non-null expression (keyset paging has no
 * place for NULL); the position code is unique, so it needs no id to break ties.
 */
const text = (column: SQLWrapper) => ({ expr: sql`coalesce(${column}, '')`, nullAs: '' });
export const ROLE_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['ROLE_POSITION_CODE', { expr: roles.rolePositionCode, unique: true }],
    ['EMPLOYEE_TYPE_CODE', { expr: roles.employeeTypeCode }],
    ['EMPLOYEE_TITLE_CODE', text(roles.employeeTitleCode)],
    ['ORG_ID', { expr: roles.orgId }],
    ['BRANCH_CODE', { expr: roles.branchCode }],
    ['BRANCH_DESC', { expr: branches.branchDesc }],
    ['ROLE_SUP_CODE', { expr: roles.roleSupCode }],
    ['SUPERVISOR_EMAIL', text(roles.supervisorEmail)],
    ['CSO_CODE', { expr: roles.csoCode }],
    ['ROLE_ADD_TYPE_CODE', { expr: roles.roleAddTypeCode }],
    ['IS_COLECTOR', { expr: roles.isColector }],
    ['SECONDARY_POSITION', { expr: roles.secondaryPosition }],
    ['ROLE_START_DATE', { expr: roles.roleStartDate }],
    ['ROLE_END_DATE', { expr: roles.roleEndDate }],
  ]),
  defaultField: 'ROLE_POSITION_CODE',
  idField: 'ROLE_MAP_ID',
  id: roles.roleMapId,
};

export interface RoleListFilter {
  /** '0' for every branch in scope. */
  branch: string;
  /** '' or '0' for every position. */
  position: string;
  search: string;
}

/**
 * The overview's WHERE clause over roles alone. The search looks in the role's codes through their
 * trigram-indexed text, and in the branch name through the codes of the branches whose name
 * matches (a small table, read first), so neither the page nor the count needs the join to filter.
 */
export async function roleListWhere(db: Db, scope: Scope, filter: RoleListFilter): Promise<SQL | undefined> {
  // A search box holds one line: control characters cannot be part of any stored code.
  const search = filter.search.replace(/\p{Cc}/gu, ' ').trim();
  let searchCondition: SQL | undefined;
  if (search) {
    const pattern = containing(search);
    const named = await db
      .select({ code: branches.branchCode })
      .from(branches)
      .where(ilike(branches.branchDesc, pattern));
    searchCondition = or(
      sql`${roleSearchText(roles)} ILIKE ${pattern}`,
      named.length > 0
        ? inArray(
            roles.branchCode,
            named.map((b) => b.code),
          )
        : undefined,
    );
  }
  return and(
    scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
    filter.branch !== '0' && filter.branch !== '' ? eq(roles.branchCode, filter.branch) : undefined,
    filter.position !== '' && filter.position !== '0'
      ? eq(roles.rolePositionCode, filter.position)
      : undefined,
    searchCondition,
  );
}

/**
 * The overview's rows of one page plan: a page, or a batch of the export. Read as one JSON text
 * (platform/list/json-batch.ts): mapping 100 rows field by field cost more than the query itself.
 */
export async function selectRoles(db: Db, where: SQL | undefined, plan: PagePlan): Promise<Role[]> {
  return readJsonBatch<Role>(db, rolesQuery(db, where, plan));
}

/** The query of one page plan (a page, an export batch, or the export's whole selection): one column `j` per role. */
export function rolesQuery(db: Db, where: SQL | undefined, plan: PagePlan) {
  const query = db
    .select({ j: jsonObjectOf(roleColumns).as('j') })
    .from(roles)
    .innerJoin(branches, eq(branches.branchCode, roles.branchCode))
    .$dynamic();
  return planned(query, where, plan);
}

/**
 * The export's query: each role read as an array of the fields the file shows, written by position
 * (platform/list ExportQuery), instead of as a JSON object with every field named. The branch
 * name stays joined: branches are a handful of rows, hashed once, and the file may be sorted by it.
 */
export function roleExportQuery(db: Db, where: SQL | undefined): ExportQuery {
  return {
    fields: roleColumns,
    select: (plan, row) =>
      planned(
        db
          .select({ j: sql`${row}`.as('j') })
          .from(roles)
          .innerJoin(branches, eq(branches.branchCode, roles.branchCode))
          .$dynamic(),
        where,
        plan,
      ),
  };
}

/** Every role has its branch (a foreign key), so the count reads roles alone. */
export async function countRoles(db: Db, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: sql<number>`count(*)::int` }).from(roles).where(where);
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
  const r = alias(roles, 'r');
  const [found] = await rows<{ snapshot: unknown }>(
    db,
    sql`SELECT to_jsonb(${r}) AS snapshot FROM ${tableAs(roles, r)} WHERE ${r.roleMapId} = ${roleMapId}`,
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
    .select({
      employeeTitleId: employeeTitles.employeeTitleId,
      code: employeeTitles.code,
      active: sql<boolean>`${titleActiveToday}`,
    })
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
