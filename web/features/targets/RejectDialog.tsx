/**
 * Head office's reason for rejecting a branch-month's targets: the reason is required and stays on
 * the rejected targets, for the branch to read.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { messages } from '../../../common/messages';

export function RejectDialog(props: {
  title: string | null;
  onCancel(): void;
  onReject(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog
      open={props.title !== null}
      onClose={props.onCancel}
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: 500, width: '100%' } },
        transition: { onExited: () => setReason('') },
      }}
      data-testid="reject-dialog"
    >
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          label={messages.reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? messages.targetRejectReasonRequired : undefined}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} color="inherit">
          {messages.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => (missing ? setTouched(true) : props.onReject(reason.trim()))}
          data-testid="reject-submit"
        >
          {messages.rejectLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
