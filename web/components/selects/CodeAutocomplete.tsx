/**
 * CodeSelect for long lists (the 150 and more positions of a branch): the same options, value and
 * change, with a search box over the labels. An option may carry a detail (the rep holding a
 * position) shown under its label in the list and searched with it, while the field shows the
 * label alone and so stays narrow. A current value missing from the options stays visible, as in
 * CodeSelect.
 */
import { Autocomplete, Box, createFilterOptions, TextField, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import type { CodeOption } from './CodeSelect';

export interface DetailedCodeOption extends CodeOption {
  /** A second line under the label in the list (not shown in the field). */
  detail?: string | undefined;
}

interface CodeAutocompleteProps {
  label: string;
  /** The chosen code, '' for none. */
  value: string;
  options: readonly DetailedCodeOption[];
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

const filterOptions = createFilterOptions<DetailedCodeOption>({
  stringify: (o) => (o.detail ? `${o.label} ${o.detail}` : o.label),
});

export function CodeAutocomplete(props: CodeAutocompleteProps) {
  const { value, options } = props;
  const shown = useMemo<readonly DetailedCodeOption[]>(
    () =>
      value !== '' && !options.some((o) => o.value === value)
        ? [{ value, label: value }, ...options]
        : options,
    [value, options],
  );
  const chosen = shown.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete<DetailedCodeOption, false, boolean>
      options={shown}
      value={chosen}
      onChange={(_, next) => props.onChange(next?.value ?? '')}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={filterOptions}
      disabled={props.disabled}
      loading={props.loading}
      disableClearable={props.disableClearable}
      fullWidth
      renderOption={({ key, ...optionProps }, o) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{o.label}</Typography>
            {o.detail ? (
              <Typography variant="caption" color="text.secondary">
                {o.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
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
