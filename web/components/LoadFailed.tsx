/**
 * What a list or a panel shows when its rows could not be loaded, in place of "no data": the
 * failure (the server's message, or that it could not be reached) and a Retry button that loads
 * the same rows again, so the user never mistakes a failed call for an empty result.
 */
import { Refresh } from '@mui/icons-material';
import { Alert, Button } from '@mui/material';
import { messages } from '../../common/messages';
import { failureMessage } from '../lib/api';

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      data-testid="load-failed"
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={onRetry} data-testid="retry">
          {messages.retry}
        </Button>
      }
    >
      {failureMessage(error)}
    </Alert>
  );
}
