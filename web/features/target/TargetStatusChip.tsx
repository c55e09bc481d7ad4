/** A target's STATUS in its colour (spec part 2 section 2): NEW blue, APPROVE green, REJECT red. */
import { Chip } from '@mui/material';
import type { TargetStatus } from '../../../common/contract/target';

const COLOURS: Record<TargetStatus, 'info' | 'success' | 'error'> = {
  NEW: 'info',
  APPROVE: 'success',
  REJECT: 'error',
};

export function TargetStatusChip({ status }: { status: TargetStatus }) {
  return <Chip size="small" label={status} color={COLOURS[status]} data-testid={`status-${status}`} />;
}
