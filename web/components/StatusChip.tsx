/**
 * A decision's state in its colour, alike on every approval screen (spec part 2 section 2): waiting
 * blue, approved green, rejected red. Targets and incentive requests say NEW, APPROVE and REJECT;
 * push activity campaigns New Request, Approved and Rejected.
 */
import { Chip } from '@mui/material';
import type { PaStatus } from '../../common/contract/push-activity';

export type DecisionStatus = 'NEW' | 'APPROVE' | 'REJECT';

const COLOURS: Record<DecisionStatus | PaStatus, 'info' | 'success' | 'error'> = {
  NEW: 'info',
  APPROVE: 'success',
  REJECT: 'error',
  'New Request': 'info',
  Approved: 'success',
  Rejected: 'error',
};

/** `compact`: outlined and narrow, for a column that holds the longer campaign states. */
export function StatusChip({
  status,
  compact = false,
}: {
  status: DecisionStatus | PaStatus;
  compact?: boolean;
}) {
  return (
    <Chip
      size="small"
      label={status}
      color={COLOURS[status]}
      variant={compact ? 'outlined' : 'filled'}
      sx={compact ? { fontSize: 12, '& .MuiChip-label': { px: 0.75 } } : undefined}
      data-testid={`status-${status}`}
    />
  );
}
