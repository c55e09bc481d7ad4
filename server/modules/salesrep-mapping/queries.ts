/** The reads of the sales rep mapping around its list (list-queries.ts): history, positions, CSOs, stints. */
import { and, asc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { HistoryRow, MappablePosition } from '../../../common/contract/salesrep-mapping';
import { CSO_TYPE_CODE, NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, qualified, rows } from '../../db/client';
import { roles, salesrepMappings, salesreps } from '../../db/schema';
import { type Scope, scopeFilter } from '../../platform/scope';

/** ACTIVE while today lies within a mapping's dates. */
const statusOf = (m: { startDate: unknown; endDate: unknown }) =>
  sql<'ACTIVE' | 'INACTIVE'>`CASE WHEN current_date BETWEEN ${m.startDate} AND ${m.endDate}
    THEN 'ACTIVE' ELSE 'INACTIVE' END`;

export async function findSalesrep(db: Db, employeeId: string) {
  const [found] = await db.select().from(salesreps).where(eq(salesreps.employeeId, employeeId));
  return found;
}

/** A rep's stints: active first (STATUS ascending, the spec's default sort), then the newest. */
export function historyOf(db: Db, employeeId: string): Promise<HistoryRow[]> {
  const m = salesrepMappings;
  return db
    .select({
      SALESREP_MAP_ID: m.salesrepMapId,
      SALESREP_POSITION_CODE: m.positionCode,
      SALESREP_TITLE_CODE: m.employeeTitleCode,
      SUPERVISOR: m.supervisor,
      CSO: m.cso,
      SALESREP_START_DATE: m.startDate,
      SALESREP_END_DATE: m.endDate,
      STATUS: statusOf(m),
    })
    .from(m)
    .where(eq(m.employeeId, employeeId))
    .orderBy(asc(statusOf(m)), sql`${m.startDate} DESC`);
}

/** The sales-force positions of a branch open today, each with the rep holding it today. */
export function mappablePositions(db: Db, branchCode: string): Promise<MappablePosition[]> {
  return db
    .select({
      ROLE_MAP_ID: roles.roleMapId,
      ROLE_POSITION_CODE: roles.rolePositionCode,
      EMPLOYEE_TYPE_ID: roles.employeeTypeId,
      EMPLOYEE_TYPE_CODE: roles.employeeTypeCode,
      EMPLOYEE_TITLE_ID: roles.employeeTitleId,
      EMPLOYEE_TITLE_CODE: roles.employeeTitleCode,
      ROLE_SUP_CODE: roles.roleSupCode,
      CSO_CODE: roles.csoCode,
      HOLDER_NAME: sql<string | null>`(SELECT s.employee_name FROM salesrep_mappings h
        JOIN salesreps s ON s.employee_id = h.employee_id
        WHERE h.role_map_id = ${qualified(roles.roleMapId)} AND current_date BETWEEN h.start_date AND h.end_date
        LIMIT 1)`,
    })
    .from(roles)
    .where(
      and(
        eq(roles.branchCode, branchCode),
        notInArray(roles.employeeTypeCode, [...NOT_SALES_FORCE_TYPE_CODES]),
        lte(roles.roleStartDate, sql`current_date`),
        gte(roles.roleEndDate, sql`current_date`),
      ),
    )
    .orderBy(asc(roles.rolePositionCode));
}

/** The CSO positions of an org (of one branch for a branch head). */
export function csosOfOrg(db: Db, scope: Scope, orgId: number) {
  return db
    .select({ ROLE_POSITION_CODE: roles.rolePositionCode, BRANCH_CODE: roles.branchCode })
    .from(roles)
    .where(
      and(
        eq(roles.orgId, orgId),
        eq(roles.employeeTypeCode, CSO_TYPE_CODE),
        scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
      ),
    )
    .orderBy(asc(roles.rolePositionCode));
}

export async function roleByMapId(db: Db, roleMapId: number) {
  const [found] = await db.select().from(roles).where(eq(roles.roleMapId, roleMapId));
  return found;
}

/** A role of the given types by position code within an org, or undefined (supervisor, CSO checks). */
export async function roleOfTypes(db: Db, positionCode: string, orgId: number, types: readonly string[]) {
  const [found] = await db
    .select({ code: roles.rolePositionCode, branchCode: roles.branchCode })
    .from(roles)
    .where(
      and(
        eq(roles.rolePositionCode, positionCode),
        eq(roles.orgId, orgId),
        inArray(roles.employeeTypeCode, [...types]),
      ),
    )
    .limit(1);
  return found;
}

export interface Stint {
  salesrepMapId: number;
  employeeId: string;
  employeeName: string;
  positionCode: string;
  startDate: string;
  endDate: string;
}

/** Stints (`m`) with their rep's name (`s`), as the overlap checks and the cut-off read them. */
const STINTS = sql`SELECT m.salesrep_map_id AS "salesrepMapId", m.employee_id AS "employeeId",
    s.employee_name AS "employeeName", m.position_code AS "positionCode",
    m.start_date::text AS "startDate", m.end_date::text AS "endDate"
  FROM salesrep_mappings m JOIN salesreps s ON s.employee_id = m.employee_id`;

/** The first stint matching `where` whose dates meet [start, end] (the overlap checks). */
export async function overlappingStint(
  db: Db,
  where: SQL,
  start: string,
  end: string,
): Promise<Stint | undefined> {
  const [found] = await rows<Stint>(
    db,
    sql`${STINTS} WHERE ${where} AND m.start_date <= ${end}::date AND m.end_date >= ${start}::date
      ORDER BY m.start_date LIMIT 1`,
  );
  return found;
}

/**
 * The rep's stint on a position that a cut-off on `date` ends: the one running at that date, else
 * the next one to start.
 */
export async function stintToCut(db: Db, employeeId: string, positionCode: string, date: string) {
  const [found] = await rows<Stint>(
    db,
    sql`${STINTS} WHERE m.employee_id = ${employeeId} AND m.position_code = ${positionCode}
        AND m.end_date >= ${date}::date
      ORDER BY (m.start_date <= ${date}::date) DESC, m.start_date DESC LIMIT 1`,
  );
  return found;
}
