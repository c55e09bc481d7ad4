/**
 * 'Session anda telah habis' (spec part 1 section 2). The dialog has no onClose, so neither Escape
 * nor a click beside it closes it: the only way out is OK, which logs out.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { messages } from '../../common/messages';

interface SessionEndedModalProps {
  open: boolean;
  onOk(): void;
}

export function SessionEndedModal({ open, onOk }: SessionEndedModalProps) {
  return (
    <Dialog
      open={open}
      aria-labelledby="session-ended-title"
      aria-describedby="session-ended-text"
      slotProps={{ paper: { sx: { maxWidth: 440 } } }}
    >
      <DialogTitle id="session-ended-title">{messages.sessionEnded}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text">{messages.sessionEndedText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onOk} variant="contained" autoFocus>
          {messages.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
