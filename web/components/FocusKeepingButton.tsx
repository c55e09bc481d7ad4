/**
 * A button that keeps the keyboard's focus while it cannot be pressed (a save on its way, the
 * rows of a decision gone, an upload sent). A disabled button drops the focus to the page's
 * <body>, from where a keyboard user starts again at the top of the page; this one stays
 * focusable, says it is unavailable to a screen reader (aria-disabled), looks disabled and ignores
 * presses (a submit button's too, so Enter in a field sends nothing) until it may be pressed again.
 */
import { Button, type ButtonProps } from '@mui/material';

export function FocusKeepingButton({ disabled, onClick, className, disableRipple, ...props }: ButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={disabled ? true : undefined}
      className={[className, disabled ? 'Mui-disabled' : undefined].filter(Boolean).join(' ') || undefined}
      disableRipple={disabled || disableRipple}
      onClick={(event) => {
        if (disabled) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
