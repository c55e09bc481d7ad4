/**
 * The totals of an incentive list's whole selection (not of the page shown), under the list: what
 * was asked (claim pengajuan), approved, rejected, and the net claim. The server answers them with
 * the list's counted page; they are kept per list, filters and search, so a page taken from the
 * cache, or asked without its count, still shows the totals of its selection.
 */
import { Stack, Typography } from '@mui/material';
import { useMemo, useRef } from 'react';
import type { AdjustTotals } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { wholeAmount } from '../../../common/numbers';
import type { ListSelection } from '../../components/list-screen/ListScreen';

export interface KeptTotals<F> {
  remember(list: string, filters: F, search: string, totals: AdjustTotals | null): void;
  of(list: string, selection: ListSelection<F> | undefined): AdjustTotals | undefined;
}

export function useKeptTotals<F>(): KeptTotals<F> {
  const kept = useRef(new Map<string, AdjustTotals>());
  return useMemo(
    () => ({
      remember: (list, filters, search, totals) => {
        if (totals) kept.current.set(JSON.stringify([list, filters, search]), totals);
      },
      of: (list, selection) =>
        selection ? kept.current.get(JSON.stringify([list, selection.filters, selection.search])) : undefined,
    }),
    [],
  );
}

export function SelectionTotals({ totals, testId }: { totals: AdjustTotals | undefined; testId: string }) {
  if (!totals) return null;
  const items = [
    [messages.claimPengajuan, totals.CLAIM_PENGAJUAN],
    [messages.claimApprove, totals.SUM_APPROVE],
    [messages.claimReject, totals.SUM_REJECT],
    [messages.netClaim, totals.NET_CLAIM],
  ] as const;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, px: 1, justifyContent: 'flex-end' }}
      data-testid={testId}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Total
      </Typography>
      {items.map(([label, value]) => (
        <Typography key={label} variant="body2" color="text.secondary">
          {label}:{' '}
          <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
            {wholeAmount(value)}
          </Typography>
        </Typography>
      ))}
    </Stack>
  );
}
