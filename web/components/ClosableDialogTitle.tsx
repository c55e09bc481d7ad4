/**
 * A dialog's title with a close button at its right (a picture, a map): a dialog that shows
 * something, with nothing to submit, still needs an obvious way out besides Escape and a click
 * beside it.
 */
import { CloseOutlined } from '@mui/icons-material';
import { DialogTitle, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { messages } from '../../common/messages';

export function ClosableDialogTitle({ children, onClose }: { children: ReactNode; onClose(): void }) {
  return (
    <DialogTitle sx={{ pr: 7 }}>
      {children}
      <Tooltip title={messages.close}>
        <IconButton
          aria-label={messages.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
          data-testid="dialog-close"
        >
          <CloseOutlined />
        </IconButton>
      </Tooltip>
    </DialogTitle>
  );
}
