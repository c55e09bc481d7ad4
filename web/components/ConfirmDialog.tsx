/**
 * The confirmation every save opens first: 'Are you Sure to Continue ?' with Cancel and Submit,
 * at most 500px wide. useConfirm() answers a promise, so a screen writes
 * `if (await confirm()) save()`, and a second click while the dialog is open changes nothing.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { messages } from '../../common/messages';

export interface ConfirmOptions {
  title?: string;
  text?: string;
  confirmLabel?: string;
  /** A notice to read and close (a one-time password shown once): one button, no Cancel. */
  notice?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  notice,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const confirmButton = useRef<HTMLButtonElement | null>(null);
  // Each opening puts the focus on the confirming button. autoFocus does it only when the dialog
  // mounts: opened again while it still faded out (Escape, then Enter on the same button at once),
  // the dialog kept its content and its focus trap put the focus on the frame, where Enter does
  // nothing. This effect runs after the trap's (a parent's effects run after its children's).
  useEffect(() => {
    if (open) confirmButton.current?.focus();
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500, width: '100%' } } }}
      aria-labelledby="confirm-title"
    >
      <DialogTitle id="confirm-title">{title ?? messages.confirmTitle}</DialogTitle>
      {text ? (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        {notice ? null : (
          <Button onClick={onCancel} color="inherit">
            {messages.cancel}
          </Button>
        )}
        <Button ref={confirmButton} onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel ?? messages.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((options = {}) => {
    // A dialog already open answers the earlier request; a second click does not stack another.
    if (resolver.current) return Promise.resolve(false);
    setState(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setState(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={state !== null}
        {...state}
        onCancel={() => close(false)}
        onConfirm={() => close(true)}
      />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
}
