/** The reads of the sales rep mapping around its list (list-queries.ts): history, positions, CSOs, stints. */
import { and, asc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HistoryRow, MappablePosition } from '../../../common/contract/salesrep-mapping';
import { CSO_TYPE_CODE, NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, qualified, rows } from '../../db/client';
import { roles, salesrepMappings, salesreps } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { holderNameOf } from '../../platform/positions';
import { type Scope, scopeFilter } from '../../platform/scope';

/** A stint `m` and its rep `s`, in the raw statements. */
const m = alias(salesrepMappings, 'm');
const s = alias(salesreps, 's');

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
  const stint = salesrepMappings;
  return db
    .select({
      SALESREP_MAP_ID: stint.salesrepMapId,
      SALESREP_POSITION_CODE: stint.positionCode,
      SALESREP_TITLE_CODE: stint.employeeTitleCode,
      SUPERVISOR: stint.supervisor,
      CSO: stint.cso,
      SALESREP_START_DATE: stint.startDate,
      SALESREP_END_DATE: stint.endDate,
      STATUS: statusOf(stint),
    })
    .from(stint)
    .where(eq(stint.employeeId, employeeId))
    .orderBy(asc(statusOf(stint)), sql`${stint.startDate} DESC`);
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
      HOLDER_NAME: holderNameOf(qualified(roles.roleMapId)),
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
const STINTS = sql`SELECT ${m.salesrepMapId} AS "salesrepMapId", ${m.employeeId} AS "employeeId",
    ${s.employeeName} AS "employeeName", ${m.positionCode} AS "positionCode",
    ${m.startDate}::text AS "startDate", ${m.endDate}::text AS "endDate"
  FROM ${tableAs(salesrepMappings, m)} JOIN ${tableAs(salesreps, s)} ON ${s.employeeId} = ${m.employeeId}`;

/** The first stint of the rep, or of the position, whose dates meet [start, end] (the overlap checks). */
export async function overlappingStint(
  db: Db,
  of: { employeeId: string } | { roleMapId: number },
  start: string,
  end: string,
): Promise<Stint | undefined> {
  const where =
    'employeeId' in of ? sql`${m.employeeId} = ${of.employeeId}` : sql`${m.roleMapId} = ${of.roleMapId}`;
  const [found] = await rows<Stint>(
    db,
    sql`${STINTS} WHERE ${where} AND ${m.startDate} <= ${end}::date AND ${m.endDate} >= ${start}::date
      ORDER BY ${m.startDate} LIMIT 1`,
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
    sql`${STINTS} WHERE ${m.employeeId} = ${employeeId} AND ${m.positionCode} = ${positionCode}
        AND ${m.endDate} >= ${date}::date
      ORDER BY (${m.startDate} <= ${date}::date) DESC, ${m.startDate} DESC LIMIT 1`,
  );
  return found;
}
