/**
 * The filter lists of the user's scope (branches, positions, periods, years) from
 * callManagement.prepareFilter, loaded once and shared by every select through one cached query.
 */
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
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
