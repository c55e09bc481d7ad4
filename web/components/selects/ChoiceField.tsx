/**
 * A select of a fixed list the product owns (MODUL NAME's period types, QUARTAL, a promotion's
 * type, a target's status): each choice is its own label, and the chosen value keeps the list's
 * type, so a value is never a string the list does not hold. A list filter adds `emptyChoice`, the
 * label of '' ('ALL'), shown as a choice of its own rather than as an empty field.
 */
import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import type { FieldErrorProps } from '../record-form/field-errors';

export interface ChoiceFieldProps<T extends string> extends Partial<FieldErrorProps> {
  label: string;
  choices: readonly T[];
  /** One of the choices, or '' while none is chosen (or for `emptyChoice`). */
  value: T | '';
  /** '' only when `emptyChoice` is picked. */
  onChange(value: T | ''): void;
  emptyChoice?: string;
  required?: boolean;
  disabled?: boolean;
  /** A form's field fills its cell; a filter sets its own width. */
  sx?: SxProps<Theme>;
  testId?: string;
}

export function ChoiceField<T extends string>(props: ChoiceFieldProps<T>) {
  const { label, choices, value, onChange, emptyChoice, sx, testId, ...field } = props;
  const shown = emptyChoice !== undefined;
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        const chosen = choices.find((choice) => choice === e.target.value);
        if (chosen !== undefined) onChange(chosen);
        else if (shown && e.target.value === '') onChange('');
      }}
      {...field}
      fullWidth={!sx}
      sx={sx}
      slotProps={shown ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
      data-testid={testId}
    >
      {shown && <MenuItem value="">{emptyChoice}</MenuItem>}
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}
