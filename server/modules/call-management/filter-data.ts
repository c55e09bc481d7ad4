/**
 * The filter lists behind every position select (prepareFilter and searchPosition): branches,
 * periods and years of the caller's scope, and positions bounded to POSITION_OPTIONS_MAX per
 * answer. A scope holds up to hundreds of thousands of positions (one per role), so an answer
 * holds the first ones in code order and the select asks the server for the rest as the user types.
 */
import { ALL_BRANCH } from '../../../common/constants';
import type { FilterData } from '../../../common/contract/call-management';
import { selectableYears } from '../../../common/dates';
import { branchesInScope } from '../../platform/branches';
import type { CallContext } from '../../platform/implement';
import { positionOptions } from '../../platform/positions';

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
