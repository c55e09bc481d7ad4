/**
 * The positions a position select offers: the call plan filters and the print screens pick one
 * position of the caller's scope alike, so they read the list here rather than each its own copy.
 * A scope holds up to hundreds of thousands of positions (one per role), so an answer holds the
 * first POSITION_OPTIONS_MAX in code order and one row more, which tells the select that more
 * match without counting the selection; the select asks the server for the rest as the user types.
 */
import { and, asc, eq, ilike, notInArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POSITION_OPTIONS_MAX, type PositionSearchAnswer } from '../../common/contract/call-management';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../common/contract/structure';
import type { Db } from '../db/client';
import { roleSearchText, roles, salesrepMappings, salesreps } from '../db/schema';
import { tableAs } from '../db/typed-sql';
import { containing } from './list/search';
import { branchAsked, type Scope, scopeFilter } from './scope';

export interface PositionQuery {
  /** Part of the position code; '' for the first positions. */
  search?: string | undefined;
  /** One branch of the scope; '', '0' (ALL BRANCH) or undefined for every branch. */
  branchCode?: string | undefined;
}

/**
 * The positions of the scope (and branch) whose code holds the search, and that meet `only` when
 * given, in code order: at most POSITION_OPTIONS_MAX + 1 rows. Position codes are unique, so each
 * role is one position. The scope, the branch and the order are served by the roles' (org,
 * position), (branch, position) and position indexes, read in order until the answer is full; a
 * search also goes through the trigram index of the role's codes (roleSearchText, which begins
 * with the position code), since the contains match alone could read every role of the scope to
 * find a rare text.
 */
export function positionSelectRows(
  db: Db,
  scope: Scope,
  query: PositionQuery,
  only?: SQL,
): Promise<{ POSITION_DESC: string; BRANCH_CODE: string }[]> {
  // A search box holds one line: control characters cannot be part of a code.
  const search = (query.search ?? '').replace(/\p{Cc}/gu, ' ').trim();
  const branch = branchAsked(query.branchCode);
  const pattern = containing(search);
  return db
    .select({ POSITION_DESC: roles.rolePositionCode, BRANCH_CODE: roles.branchCode })
    .from(roles)
    .where(
      and(
        scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
        branch === undefined ? undefined : eq(roles.branchCode, branch),
        search === ''
          ? undefined
          : and(sql`${roleSearchText(roles)} ILIKE ${pattern}`, ilike(roles.rolePositionCode, pattern)),
        only,
      ),
    )
    .orderBy(asc(roles.rolePositionCode))
    .limit(POSITION_OPTIONS_MAX + 1);
}

/** The positions of the scope matching the query, at most POSITION_OPTIONS_MAX, and whether more match. */
export async function positionOptions(
  db: Db,
  scope: Scope,
  query: PositionQuery,
): Promise<PositionSearchAnswer> {
  const found = await positionSelectRows(db, scope, query);
  return {
    POSITION: found.slice(0, POSITION_OPTIONS_MAX),
    POSITION_MORE: found.length > POSITION_OPTIONS_MAX,
  };
}

/** A stint of a rep on a role, and its rep, in the holder sub-query. */
const stint = alias(salesrepMappings, 'holder_stint');
const rep = alias(salesreps, 'holder_rep');

/**
 * The name of the rep holding a role on a day (today by default), as a scalar sub-query; NULL when
 * the role is vacant. `roleMapId` must be written qualified (db/client's `qualified`) among a
 * one-table select's fields, where drizzle writes columns bare.
 */
export function holderNameOf(roleMapId: SQLWrapper, day: SQLWrapper = sql`current_date`): SQL<string | null> {
  // A template of its own inside the field's: drizzle writes the columns of a one-table select's
  // field bare, and these must stay qualified by their aliases.
  const held = sql`SELECT ${rep.employeeName} FROM ${tableAs(salesrepMappings, stint)}
    JOIN ${tableAs(salesreps, rep)} ON ${rep.employeeId} = ${stint.employeeId}
    WHERE ${stint.roleMapId} = ${roleMapId} AND ${day} BETWEEN ${stint.startDate} AND ${stint.endDate}
    ORDER BY ${stint.startDate} DESC LIMIT 1`;
  return sql<string | null>`(${held})`;
}

/** A sales-force role (not a supervisor or CSO) open on a day (today by default). */
export function salesForceOpenOn(day: SQLWrapper = sql`current_date`): SQL | undefined {
  return and(
    notInArray(roles.employeeTypeCode, [...NOT_SALES_FORCE_TYPE_CODES]),
    sql`${day} BETWEEN ${roles.roleStartDate} AND ${roles.roleEndDate}`,
  );
}
