/**
 * A read-only field showing the chosen values joined by commas; a click (or Enter, Space or
 * Arrow Down) opens the searchable multi-select dialog, whose OK changes the choice. Setting
 * Period's BRANCH NAME.
 */
import { ArrowDropDown } from '@mui/icons-material';
import { InputAdornment, TextField } from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { MultiSelectDialog, type SelectOption } from './MultiSelectDialog';

export interface MultiSelectFieldProps {
  label: string;
  /** The dialog's heading; the field's label by default. */
  dialogTitle?: string;
  options: readonly SelectOption[];
  /** The chosen values (branch codes). */
  value: readonly string[];
  onChange(values: string[]): void;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  testId?: string;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function MultiSelectField(props: MultiSelectFieldProps) {
  const [open, setOpen] = useState(false);
  const unavailable = props.disabled || props.loading;
  const openDialog = () => {
    if (!unavailable) setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!OPENING_KEYS.has(e.key)) return;
    // Enter would otherwise submit the form the field sits in.
    e.preventDefault();
    openDialog();
  };

  return (
    <>
      <TextField
        label={props.label}
        value={props.value.join(', ')}
        onClick={openDialog}
        onKeyDown={onKeyDown}
        required={props.required}
        disabled={unavailable}
        error={props.error}
        helperText={props.helperText}
        fullWidth
        data-testid={props.testId}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-haspopup': 'dialog',
            sx: { cursor: 'pointer', textOverflow: 'ellipsis' },
          },
          input: {
            sx: { cursor: 'pointer' },
            endAdornment: (
              <InputAdornment position="end">
                <ArrowDropDown />
              </InputAdornment>
            ),
          },
        }}
      />
      <MultiSelectDialog
        open={open}
        title={props.dialogTitle ?? props.label}
        options={props.options}
        selected={props.value}
        onClose={() => setOpen(false)}
        onApply={(values) => {
          setOpen(false);
          props.onChange(values);
        }}
        testId={props.testId ? `${props.testId}-dialog` : undefined}
      />
    </>
  );
}
