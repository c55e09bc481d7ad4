/**
 * The file chosen, with its size, Remove file and how many rows were read; below it, the rows left
 * out for an empty required column, named by their sheet rows.
 */
import { DeleteOutlined, InsertDriveFileOutlined } from '@mui/icons-material';
import { Alert, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { messages } from '../../../common/messages';
import { skippedRowsList } from './required-rows';
import type { ImportFlow } from './use-import';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface ChosenFileProps {
  flow: ImportFlow;
  /** The sentence counting the rows left out, where the module words it (call plans). */
  skippedSummary?(count: number): string;
}

export function ChosenFile({ flow, skippedSummary }: ChosenFileProps) {
  const { state } = flow;
  const read = state.records.length + state.skipped.length;
  return (
    <>
      {state.fileName ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<InsertDriveFileOutlined />}
            label={`${state.fileName} (${formatSize(flow.fileSize)})`}
            variant="outlined"
            data-testid="chosen-file"
            sx={{ maxWidth: '100%' }}
          />
          <Tooltip title={messages.removeFile}>
            <span>
              <IconButton
                size="small"
                aria-label={messages.removeFile}
                onClick={flow.clearFile}
                disabled={flow.busy}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          {read > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="rows-read">
              {messages.rowsRead(read)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {state.skipped.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="skipped-rows">
          <span data-testid="rows-skipped">
            {skippedSummary?.(state.skipped.length) ?? messages.rowsSkipped(state.skipped.length)}
          </span>{' '}
          {skippedRowsList(state.skipped)}
        </Alert>
      ) : null}
    </>
  );
}
