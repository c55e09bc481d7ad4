/**
 * Login (spec part 1 sections 2 and 5): username and password, a Login button, Enter submits.
 * Server failures (wrong password, paused logins) reach the snackbar through the API client.
 */
import { Box, Button, Paper, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PORTAL_NAME } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { ChangePasswordForm } from '../../components/ChangePasswordForm';
import { fieldError } from '../../components/record-form/field-errors';
import { notify } from '../../components/Snackbar';
import { ApiError } from '../../lib/api';
import { logIn, prepareAuthCalls } from '../../lib/auth-calls';
import { saveLogin } from '../../lib/auth-storage';
import { returnPathOf } from '../../router/return-path';

interface FieldErrors {
  username?: string;
  password?: string;
}

function validate(username: string, password: string): FieldErrors {
  return {
    username: username.trim() ? undefined : messages.usernameRequired,
    password: password ? undefined : messages.passwordRequired,
  };
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Field messages appear once the user has tried to submit, then follow every keystroke.
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // A one-time password logged in: the password must be changed before anything else.
  const [mustChange, setMustChange] = useState(false);
  const errors = submitted ? validate(username, password) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(username, password);
    if (found.username || found.password) {
      notify.error(messages.loginEmpty);
      return;
    }
    setBusy(true);
    try {
      const data = await logIn({ username: username.trim(), password });
      if (data.MUST_CHANGE_PASSWORD) {
        notify.info(messages.passwordChangeRequired);
        setMustChange(true);
        setBusy(false);
        return;
      }
      saveLogin(data);
      navigate(returnPathOf(location.state), { replace: true });
    } catch (err) {
      // The API client has shown the server's message already; a call that never left did not.
      if (!(err instanceof ApiError)) notify.error(messages.somethingWrong);
      setBusy(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0f243b 0%, #1b3a5c 55%, #24627a 100%)',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Box
          component="img"
          src="/logo.svg"
          alt={PORTAL_NAME}
          sx={{ display: 'block', width: 220, maxWidth: '100%', mx: 'auto', mb: 4 }}
        />
        {mustChange ? (
          <ChangePasswordForm
            currentPassword={password}
            onChanged={(data) => {
              saveLogin(data);
              navigate(returnPathOf(location.state), { replace: true });
            }}
          />
        ) : (
          <Box component="form" noValidate onSubmit={submit} aria-label={messages.login}>
            <TextField
              label={messages.usernameLabel}
              name="username"
              autoComplete="username"
              autoFocus
              fullWidth
              size="medium"
              margin="normal"
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                prepareAuthCalls();
              }}
              {...fieldError(errors, 'username', ' ')}
            />
            <TextField
              label={messages.passwordLabel}
              name="password"
              type="password"
              autoComplete="current-password"
              fullWidth
              size="medium"
              margin="normal"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                prepareAuthCalls();
              }}
              {...fieldError(errors, 'password', ' ')}
            />
            <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 2 }}>
              {messages.login}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
