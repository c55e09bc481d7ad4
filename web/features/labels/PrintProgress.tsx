/**
 * The progress line of a print run above the list: what it prints ('Sedang mencetak QR untuk
 * {customer}'), 'n dari N' with a bar, and Cancel. It alone re-renders as the run goes.
 */
import { Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { messages } from '../../../common/messages';
import type { PrintProgressStore } from './print-progress';

export function PrintProgress({ store, onCancel }: { store: PrintProgressStore; onCancel(): void }) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  if (!state) return null;
  const { done, total } = state.count;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="print-progress">
      <CircularProgress size={16} />
      <Typography variant="body2">{state.text}</Typography>
      <Stack sx={{ minWidth: 96 }}>
        <Typography variant="body2" data-testid="print-count">
          {messages.printCount(done, total)}
        </Typography>
        <LinearProgress variant="determinate" value={(100 * done) / Math.max(1, total)} />
      </Stack>
      <Button
        size="small"
        color="inherit"
        onClick={onCancel}
        disabled={state.cancelling}
        data-testid="print-cancel"
      >
        {state.cancelling ? messages.cancellingPrint : messages.cancelPrinting}
      </Button>
    </Stack>
  );
}
