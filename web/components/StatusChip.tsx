/**
 * A request's STATUS in its colour, alike on the target and incentive screens (spec part 2
 * section 2): NEW blue, APPROVE green, REJECT red.
 */
import { Chip } from '@mui/material';

export type DecisionStatus = 'NEW' | 'APPROVE' | 'REJECT';

const COLOURS: Record<DecisionStatus, 'info' | 'success' | 'error'> = {
  NEW: 'info',
  APPROVE: 'success',
  REJECT: 'error',
};

export function StatusChip({ status }: { status: DecisionStatus }) {
  return <Chip size="small" label={status} color={COLOURS[status]} data-testid={`status-${status}`} />;
}
