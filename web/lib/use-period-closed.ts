/**
 * Whether the module's period is closed where the screen writes (/setting/validPeriod answers no
 * open period), so a screen can say 'Periode sudah ditutup.' before the user tries. A screen that
 * shows one branch (Submit Target Cabang's branch, a sales rep's branch) names it: a write needs
 * the period of the branch it writes, and another branch of the org being open does not count.
 * Only an answer closes it: while it loads, or if it fails, the server's own check on every write
 * decides. Head office may change a period at any time, so the answer is asked again whenever the
 * window comes back into focus.
 */
import { useQuery } from '@tanstack/react-query';
import type { PeriodType } from '../../common/constants';
import { contract } from '../../common/contract';
import { call } from './api';

export function usePeriodClosed(
  type: PeriodType,
  orgID: number,
  enabled = true,
  /** The branch the screen writes ('' or ALL BRANCH's '0': the caller's own scope). */
  branchCode?: string,
): boolean {
  const asked = branchCode === undefined || branchCode === '' || branchCode === '0' ? undefined : branchCode;
  const period = useQuery({
    queryKey: ['valid-period', type, orgID, asked ?? ''],
    queryFn: ({ signal }) =>
      call(
        contract.setting.validPeriod,
        { typeID: type, orgID, ...(asked === undefined ? {} : { branchCode: asked }) },
        { signal },
      ),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
  return enabled && period.data !== undefined && period.data.length === 0;
}
