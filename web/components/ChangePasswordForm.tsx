/**
 * The change of one's own password: after a login with a one-time password (the login page, which
 * passes the password just typed as the current one) and from the top bar (the current password
 * asked). The server checks the policy; its reason shows in the snackbar.
 */
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { loginAnswer } from '../../common/contract/auth';
import { messages } from '../../common/messages';
import { ApiError } from '../lib/api';
import { changePassword } from '../lib/auth-calls';
import { notify } from './Snackbar';

interface ChangePasswordFormProps {
  /** The current password, when the user has just typed it (a one-time password at login). */
  currentPassword?: string;
  onChanged(answer: z.infer<typeof loginAnswer>): void;
  onCancel?(): void;
}

export function ChangePasswordForm({ currentPassword, onChanged, onCancel }: ChangePasswordFormProps) {
  const [oldPassword, setOldPassword] = useState(currentPassword ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const differ = repeat !== '' && repeat !== newPassword;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!oldPassword || !newPassword) {
      notify.error(messages.passwordRequired);
      return;
    }
    if (newPassword !== repeat) {
      notify.error(messages.passwordsDiffer);
      return;
    }
    setBusy(true);
    try {
      const answer = await changePassword({ oldPassword, newPassword });
      notify.success(messages.passwordChanged);
      onChanged(answer);
    } catch (err) {
      if (!(err instanceof ApiError)) notify.error(messages.somethingWrong);
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={messages.changePassword}
      data-testid="change-password"
    >
      {currentPassword === undefined ? (
        <TextField
          label={messages.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          autoFocus
          fullWidth
          margin="normal"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'current-password', maxLength: 200 } }}
        />
      ) : null}
      <TextField
        label={messages.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        autoFocus={currentPassword !== undefined}
        fullWidth
        margin="normal"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'new-password', maxLength: 200 } }}
      />
      <TextField
        label={messages.repeatPasswordLabel}
        type="password"
        autoComplete="new-password"
        fullWidth
        margin="normal"
        value={repeat}
        error={differ}
        helperText={differ ? messages.passwordsDiffer : ' '}
        onChange={(e) => setRepeat(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'repeat-password', maxLength: 200 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        {onCancel ? (
          <Button onClick={onCancel} color="inherit">
            {messages.cancel}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" loading={busy} data-testid="change-password-submit">
          {messages.changePassword}
        </Button>
      </Box>
    </Box>
  );
}
