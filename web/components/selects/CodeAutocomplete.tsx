/**
 * CodeSelect for long lists (the 150 and more positions of a branch): the same options, value and
 * change, with a search box over the labels. A current value missing from the options stays
 * visible, as in CodeSelect.
 */
import { Autocomplete, TextField } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import type { CodeOption } from './CodeSelect';

interface CodeAutocompleteProps {
  label: string;
  /** The chosen code, '' for none. */
  value: string;
  options: readonly CodeOption[];
  onChange(value: string): void;
  disabled?: boolean;
  loading?: boolean;
  required?: boolean;
  /** The field always holds a code once it has one (e.g. 'NA' instead of nothing). */
  disableClearable?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  testId?: string;
}

export function CodeAutocomplete(props: CodeAutocompleteProps) {
  const { value, options } = props;
  const shown = useMemo(
    () =>
      value !== '' && !options.some((o) => o.value === value)
        ? [{ value, label: value }, ...options]
        : options,
    [value, options],
  );
  const chosen = shown.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete<CodeOption, false, boolean>
      options={shown}
      value={chosen}
      onChange={(_, next) => props.onChange(next?.value ?? '')}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      disabled={props.disabled}
      loading={props.loading}
      disableClearable={props.disableClearable}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
      data-testid={props.testId}
    />
  );
}
