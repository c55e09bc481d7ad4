/** A select of codes (role form, sales rep mapping); a current value missing from the options stays visible. */
import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

export interface CodeOption {
  value: string;
  label: string;
}

interface CodeSelectProps {
  label: string;
  value: string;
  options: readonly CodeOption[];
  onChange(value: string): void;
  disabled?: boolean;
  loading?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  testId?: string;
}

export function CodeSelect(props: CodeSelectProps) {
  const { value, options } = props;
  const shown =
    value !== '' && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <TextField
      select
      label={props.label}
      value={value}
      onChange={(e) => props.onChange(e.target.value)}
      disabled={props.disabled || props.loading}
      required={props.required}
      helperText={props.helperText}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      data-testid={props.testId}
    >
      {shown.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
