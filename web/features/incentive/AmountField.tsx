/**
 * The amount of an Adjust Incentive row, in rupiah with thousands separators (1,250,000). While
 * the user edits it the separators step aside, so the caret never jumps over one; they come back
 * when the field is left.
 */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { twoDecimals, wholeAmount } from '../../../common/numbers';
import { amountText } from './adjust-rows';

/** '1250000' -> '1,250,000'; '1250000.5' -> '1,250,000.50'. */
function shown(amount: string): string {
  if (amount === '') return '';
  const value = Number(amount);
  return Number.isInteger(value) ? wholeAmount(value) : twoDecimals(value);
}

export function AmountField(props: {
  value: string;
  onChange(amount: string): void;
  disabled?: boolean;
  testId?: string;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <TextField
      label="Amount"
      value={editing ? props.value : shown(props.value)}
      onChange={(e) => props.onChange(amountText(e.target.value))}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      disabled={props.disabled}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
      data-testid={props.testId}
    />
  );
}
