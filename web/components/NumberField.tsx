/**
 * A number typed into a form, shown with thousands separators (1,250,000) while the field is left.
 * While the user edits it the separators step aside, so the caret never jumps over one, and the
 * whole value is selected as the field is entered (by Tab or a click): what the user types then
 * replaces the number instead of being appended to it. Entering the field writes it anew without
 * separators, which would otherwise put the caret at its end: '14,743,700' and a typed 7000000 made
 * 147437007000.
 */
import { TextField } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { twoDecimals, wholeAmount } from '../../common/numbers';

/** '1250000' -> '1,250,000'; '1250000.5' -> '1,250,000.50'; '' stays ''. */
export function shownNumber(text: string): string {
  if (text === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  return Number.isInteger(value) ? wholeAmount(value) : twoDecimals(value);
}

export interface NumberFieldProps {
  label: string;
  /** The number as typed, without separators ('' when empty). */
  value: string;
  /** Keeps what may be typed of the text (digits, a decimal point): the field's rule. */
  typed(text: string): string;
  onChange(value: string): void;
  /** Whole numbers only: the phone's keyboard offers no decimal point. */
  whole?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function NumberField(props: NumberFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [editing, setEditing] = useState(false);
  // Set on entering the field: the next render (the value without separators) selects it whole.
  const selectOnEdit = useRef(false);
  // A click's mouseup would put the caret where it was clicked, undoing the selection.
  const keepSelection = useRef(false);

  useLayoutEffect(() => {
    const element = input.current;
    if (!editing || !selectOnEdit.current || !element) return;
    selectOnEdit.current = false;
    element.select();
  }, [editing]);

  return (
    <TextField
      label={props.label}
      value={editing ? props.value : shownNumber(props.value)}
      onChange={(e) => props.onChange(props.typed(e.target.value))}
      onFocus={() => {
        selectOnEdit.current = true;
        keepSelection.current = true;
        setEditing(true);
      }}
      onBlur={() => setEditing(false)}
      onMouseUp={(e) => {
        if (!keepSelection.current) return;
        keepSelection.current = false;
        e.preventDefault();
      }}
      onMouseDown={() => {
        // A click inside a field entered already places the caret as usual.
        if (input.current && input.current.ownerDocument.activeElement === input.current)
          keepSelection.current = false;
      }}
      onKeyDown={() => {
        keepSelection.current = false;
      }}
      disabled={props.disabled}
      fullWidth
      inputRef={input}
      slotProps={{
        htmlInput: { inputMode: props.whole ? 'numeric' : 'decimal', style: { textAlign: 'right' } },
      }}
      data-testid={props.testId}
    />
  );
}
