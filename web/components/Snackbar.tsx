/**
 * The top snackbar: every error and success message of every screen goes through useNotify().
 * Failures of API calls arrive here by themselves through the API client.
 */
import { closeSnackbar, enqueueSnackbar, SnackbarProvider as NotistackProvider } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { onApiError } from '../lib/api';

const AUTO_HIDE_MS = 4000;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  useEffect(() => onApiError((message) => notify.error(message)), []);
  return (
    <NotistackProvider
      maxSnack={3}
      autoHideDuration={AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {children}
    </NotistackProvider>
  );
}

export interface NotifyOptions {
  /** How long the message stays, in ms (the location overview uses 2 seconds). */
  duration?: number;
}

const show =
  (variant: 'success' | 'error' | 'info' | 'warning') =>
  (message: string, options: NotifyOptions = {}) =>
    enqueueSnackbar(message, {
      variant,
      // A repeated error or warning (a button pressed twice) shows once. A success is never dropped:
      // a second save within seconds of the first, or one shown while the first is leaving, must
      // confirm itself, or the user is left unsure it happened.
      preventDuplicate: variant !== 'success',
      autoHideDuration: options.duration ?? AUTO_HIDE_MS,
      // Read out as it appears: an error or warning at once (alert), a success or note when the
      // screen reader is idle (status).
      SnackbarProps: {
        role: variant === 'error' || variant === 'warning' ? 'alert' : 'status',
        'data-testid': `snackbar-${variant}`,
      } as object,
    });

/** Shows a message in the top snackbar. Usable outside components too. */
export const notify = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  closeAll: () => closeSnackbar(),
};

export const useNotify = () => notify;
