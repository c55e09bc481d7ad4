/**
 * A text field whose typed text passes through a transform as the user types (codes in upper
 * case, spaces of an e-mail list turned into semicolons), with the caret kept where the user was
 * typing. A controlled field given another value than the one typed puts the caret at the end, so
 * the next keystrokes would land in the wrong place.
 *
 * The transform must work character by character (the text before the caret, transformed, is
 * where the caret goes), which upper-casing and replacing characters do.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';

export type TransformedTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'inputRef'> & {
  value: string;
  transform(text: string): string;
  onValueChange(text: string): void;
};

export function TransformedTextField({ transform, onValueChange, ...props }: TransformedTextFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After React has written the transformed value, the caret goes back to its place.
  useLayoutEffect(() => {
    const at = caret.current;
    const element = input.current;
    caret.current = null;
    if (at !== null && element && element.ownerDocument.activeElement === element) {
      element.setSelectionRange(at, at);
    }
  });

  return (
    <TextField
      {...props}
      inputRef={input}
      onChange={(e) => {
        const typed = e.target.value;
        const at = (e.target as HTMLInputElement).selectionStart ?? typed.length;
        caret.current = transform(typed.slice(0, at)).length;
        onValueChange(transform(typed));
      }}
    />
  );
}
