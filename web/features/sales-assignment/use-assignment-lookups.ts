/**
 * The lists the assignment forms choose from, each one cached query shared by every row that asks
 * the same (ten rows of one branch load its positions once), and the module's period.
 */
import { useQuery } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { usePeriodClosed } from '../../lib/use-period-closed';

/** Lists that change with the reference data only: kept for the visit of the screen. */
const LOOKUP_STALE_MS = 5 * 60_000;

export function useBisnisList() {
  return useQuery({
    queryKey: ['assignment-bisnis'],
    staleTime: LOOKUP_STALE_MS,
    queryFn: ({ signal }) => call(contract.salesAssignment.listBisnis, {}, { signal }),
  });
}

/** The types of a business line, each with the positions serving the customer in it today. */
export function useTypeDescs(bisnis: string, customerId: string) {
  return useQuery({
    queryKey: ['assignment-type-desc', bisnis, customerId],
    enabled: bisnis !== '',
    // Who serves the customer today changes with every save: asked again on each visit.
    queryFn: ({ signal }) =>
      call(
        contract.salesAssignment.listTypeDesc,
        { BusinessGroup: bisnis, customer_id: customerId },
        { signal },
      ),
  });
}

/** The positions of an org open today (undefined: none asked yet). */
export function usePositions(orgId: number | undefined) {
  return useQuery({
    queryKey: ['assignment-positions', orgId],
    enabled: orgId !== undefined,
    staleTime: LOOKUP_STALE_MS,
    queryFn: ({ signal }) =>
      call(contract.salesAssignment.listPosition, { orgID: orgId as number }, { signal }),
  });
}

export const ASSIGNMENT_PERIOD = 'NEW MAPPING SALES ASSIGNMENT';

/**
 * Whether the user's org has no open NEW MAPPING SALES ASSIGNMENT period: the screen says so before
 * anything is sent (as the sales rep popup does for MAPPING SALESREP); the server checks again.
 */
export function useAssignmentPeriodClosed(): boolean {
  const orgID = storedUser()?.ORG_ID ?? 0;
  return usePeriodClosed(ASSIGNMENT_PERIOD, orgID);
}
