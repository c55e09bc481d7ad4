/**
 * The banner of a form whose module's period is closed where it writes (usePeriodClosed):
 * 'Periode sudah ditutup.' above the fields, before the user tries; Save says the same.
 */
import { Alert } from '@mui/material';
import { messages } from '../../../common/messages';

export function PeriodClosedAlert({ closed }: { closed: boolean }) {
  return closed ? (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="period-closed">
      {messages.periodClosed}
    </Alert>
  ) : null;
}
