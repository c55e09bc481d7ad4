/**
 * Whether the module's period is closed for the user's org (/setting/validPeriod answers no open
 * period), so a screen can say 'Periode sudah ditutup.' before the user tries. Only an answer
 * closes it: while it loads, or if it fails, the server's own check on every write decides.
 */
import { useQuery } from '@tanstack/react-query';
import type { PeriodType } from '../../common/constants';
import { contract } from '../../common/contract';
import { call } from './api';

export function usePeriodClosed(type: PeriodType, orgID: number, enabled = true): boolean {
  const period = useQuery({
    queryKey: ['valid-period', type, orgID],
    queryFn: ({ signal }) => call(contract.setting.validPeriod, { typeID: type, orgID }, { signal }),
    enabled,
  });
  return enabled && period.data !== undefined && period.data.length === 0;
}
