/**
 * The filter lists of the user's scope from callManagement: branches, periods and years from
 * prepareFilter, loaded once and shared by every select through one cached query; positions from
 * searchPosition, asked per branch and typed text, since a scope holds too many to load at once.
 * A screen whose module has its own position call of the same shape (the photo screens'
 * selectPositionCode) names it instead.
 */
import { useQuery } from '@tanstack/react-query';
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { callManagement } from '../../../common/contract/call-management';
import type { crc } from '../../../common/contract/crc';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';

export const FILTER_DATA_KEY = ['prepareFilter'] as const;

export function useFilterData() {
  return useQuery({
    queryKey: FILTER_DATA_KEY,
    queryFn: ({ signal }) =>
      call(contract.callManagement.prepareFilter, { orgID: storedUser()?.ORG_ID ?? 0 }, { signal }),
    // The scope of a session does not change while it lasts.
    staleTime: 10 * 60_000,
  });
}

/** A call answering the positions of a branch whose code contains a text: {search, branchCode} in. */
export type PositionSearchCall = typeof callManagement.searchPosition | typeof crc.selectPositionCode;

/**
 * The positions of the branch ('' or ALL BRANCH: of the whole scope) whose code contains `search`
 * ('' for the first ones): at most POSITION_OPTIONS_MAX, and whether there are more.
 */
export function usePositionSearch(
  branch: string,
  search: string,
  enabled: boolean,
  searchCall: PositionSearchCall = contract.callManagement.searchPosition,
) {
  const branchCode = branch === ALL_BRANCH.BRANCH_CODE ? '' : branch;
  return useQuery({
    queryKey: ['searchPosition', searchCall.path, branchCode, search],
    queryFn: ({ signal }) => call(searchCall, { search, branchCode }, { signal }),
    enabled,
    staleTime: 60_000,
    // While the next text is asked, the last answer of the same branch stays (narrowed in the
    // browser meanwhile); another branch's positions never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === searchCall.path && previousQuery.queryKey[2] === branchCode
        ? previous
        : undefined,
  });
}
