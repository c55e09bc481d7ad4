/** What an upload screen is doing (reading, checking, sending) and why its last step failed. */
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { messages } from '../../../common/messages';
import type { ImportFlow } from './use-import';

const STAGE_TEXT = {
  parsing: messages.parsingFile,
  validating: messages.validatingRows,
  sending: messages.sendingRows,
} as const;

export function ImportStatus({ flow }: { flow: ImportFlow }) {
  const { state } = flow;
  return (
    <>
      {flow.busy ? (
        <Box sx={{ mt: 2 }} data-testid="import-progress">
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {STAGE_TEXT[state.stage as keyof typeof STAGE_TEXT]}
          </Typography>
        </Box>
      ) : null}
      {state.error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
          {state.error}
        </Alert>
      ) : null}
    </>
  );
}
