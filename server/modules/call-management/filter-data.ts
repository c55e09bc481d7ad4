/**
 * The filter lists behind every position select (prepareFilter and searchPosition): branches,
 * periods and years of the caller's scope, and positions bounded to POSITION_OPTIONS_MAX per
 * answer. A scope holds up to hundreds of thousands of positions (one per role), so an answer
 * holds the first ones in code order and the select asks the server for the rest as the user types.
 */
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { ALL_BRANCH } from '../../../common/constants';
import {
  type FilterData,
  POSITION_OPTIONS_MAX,
  type PositionSearchAnswer,
} from '../../../common/contract/call-management';
import { selectableYears } from '../../../common/dates';
import type { Db } from '../../db/client';
import { roleSearchText, roles } from '../../db/schema';
import { branchesInScope } from '../../platform/branches';
import type { CallContext } from '../../platform/implement';
import { containing } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

interface PositionQuery {
  /** Part of the position code; '' for the first positions. */
  search?: string;
  /** One branch of the scope; '', '0' (ALL BRANCH) or undefined for every branch. */
  branchCode?: string;
}

/**
 * The positions of the scope matching the query, in code order, at most POSITION_OPTIONS_MAX. One
 * row more is read to tell whether more exist, so no answer counts the selection. Position codes
 * are unique, so each role is one position. The scope, the branch and the order are served by the
 * roles' (org, position), (branch, position) and position indexes, read in order until the answer
 * is full; a search also goes through the trigram index of the role's codes (roleSearchText,
 * which begins with the position code), since the contains match alone could read every role of
 * the scope to find a rare text.
 */
export async function positionOptions(
  db: Db,
  scope: Scope,
  query: PositionQuery,
): Promise<PositionSearchAnswer> {
  // A search box holds one line: control characters cannot be part of a code.
  const search = (query.search ?? '').replace(/\p{Cc}/gu, ' ').trim();
  const branch = query.branchCode ?? '';
  let matching: SQL | undefined;
  if (search !== '') {
    const pattern = containing(search);
    matching = and(sql`${roleSearchText(roles)} ILIKE ${pattern}`, ilike(roles.rolePositionCode, pattern));
  }
  const found = await db
    .select({ POSITION_DESC: roles.rolePositionCode, BRANCH_CODE: roles.branchCode })
    .from(roles)
    .where(
      and(
        scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
        branch === '' || branch === ALL_BRANCH.BRANCH_CODE ? undefined : eq(roles.branchCode, branch),
        matching,
      ),
    )
    .orderBy(asc(roles.rolePositionCode))
    .limit(POSITION_OPTIONS_MAX + 1);
  return {
    POSITION: found.slice(0, POSITION_OPTIONS_MAX),
    POSITION_MORE: found.length > POSITION_OPTIONS_MAX,
  };
}

/** The filters of both call plan overviews and every position select (prepareFilter). */
export async function filterData(ctx: CallContext, branchCode?: string): Promise<FilterData> {
  const [branchList, positions] = await Promise.all([
    branchesInScope(ctx.db, ctx.scope),
    positionOptions(ctx.db, ctx.scope, { branchCode }),
  ]);
  return {
    BRANCH_LIST: ctx.scope.kind === 'all' ? [{ ...ALL_BRANCH }, ...branchList] : branchList,
    PERIODE: Array.from({ length: 12 }, (_, i) => ({ PERIODE: i + 1 })),
    ...positions,
    YEAR: selectableYears().map((y) => ({ YEAR: y })),
  };
}
