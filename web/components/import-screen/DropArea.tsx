/**
 * Where a file is dropped or chosen: one file of the screen's kind. A blocked screen (a closed
 * period) says why above it and still takes the drop, to refuse it with that message.
 */
import { CloudUploadOutlined } from '@mui/icons-material';
import { Alert, Box, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { messages } from '../../../common/messages';
import { FOCUS_RING } from '../../theme';
import { pickerAccept } from './file-type';
import type { ImportFlow } from './use-import';

export function DropArea({ flow }: { flow: ImportFlow }) {
  const { busy, blockedMessage, fileKind, state } = flow;
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    onDrop: (accepted, rejected) => {
      forgetInputFile();
      flow.onDrop(accepted, rejected);
    },
    maxFiles: 1,
    multiple: false,
    disabled: busy,
  });

  /**
   * The file input forgets its file once the file is taken: a browser reports no change when the
   * file chosen has the name the input already holds, so the same file corrected on disk, or
   * chosen again after Remove file, would otherwise never be read again.
   */
  function forgetInputFile() {
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <>
      {blockedMessage ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="import-blocked">
          {blockedMessage}
        </Alert>
      ) : null}
      <Box
        // A focusable control even while it reads a file (react-dropzone drops its tabIndex while
        // disabled, which sent the keyboard's focus to the page's <body>).
        {...getRootProps({ tabIndex: 0 })}
        data-testid="drop-area"
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'secondary.main' : state.error ? 'error.light' : 'divider',
          bgcolor: isDragActive ? 'rgba(43, 179, 163, 0.08)' : 'background.default',
          borderRadius: 2,
          px: 3,
          py: 4,
          textAlign: 'center',
          cursor: busy ? 'progress' : blockedMessage ? 'not-allowed' : 'pointer',
          // A blocked screen still takes the drop (to say why it refuses it), but looks inactive.
          opacity: blockedMessage ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: busy ? undefined : 'primary.light' },
          '&:focus-visible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: 2 },
        }}
      >
        <input {...getInputProps({ accept: pickerAccept(fileKind) })} data-testid="file-input" />
        <CloudUploadOutlined sx={{ fontSize: 44, color: 'primary.light' }} />
        <Typography sx={{ mt: 1 }}>{messages.dropFileHere}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {pickerAccept(fileKind)}
        </Typography>
        {fileKind === 'xls' ? (
          // A template named .xlsx by the spec (role upload), or an .xls edited and saved by Excel,
          // must be saved in the legacy format to be accepted.
          <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }} data-testid="xls-hint">
            {messages.saveAsXls}
          </Alert>
        ) : null}
      </Box>
    </>
  );
}
