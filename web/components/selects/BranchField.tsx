/**
 * A branch select over a given list of branches. When the list holds a single branch (a branch
 * user's own), it is chosen by itself, so the user never has to pick the only choice; a list that
 * starts with ALL BRANCH (head office's filters) starts on it.
 */
import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import type { Branch } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';

export interface BranchFieldProps {
  branches: readonly Branch[];
  /** The chosen BRANCH_CODE ('0' is ALL BRANCH), '' when none. */
  value: string;
  onChange(branch: Branch | null): void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  /** The narrowest the select gets in a row of filters; a form's grid sizes it otherwise. */
  minWidth?: number;
  /** The branch to start on instead of the usual (the only one, or ALL BRANCH). */
  preset?: Branch;
  testId?: string;
}

export const branchLabel = (b: Branch) =>
  b.BRANCH_CODE === ALL_BRANCH.BRANCH_CODE ? b.BRANCH_DESC : `${b.BRANCH_CODE} - ${b.BRANCH_DESC}`;

export function BranchField(props: BranchFieldProps) {
  const { branches, value, onChange } = props;
  const first = branches[0];
  const preset =
    props.preset ??
    (branches.length === 1 || first?.BRANCH_CODE === ALL_BRANCH.BRANCH_CODE ? first : undefined);
  useEffect(() => {
    if (preset && value === '') onChange(preset);
  }, [preset, value, onChange]);

  // A value not in the list (still loading, or out of scope) shows empty instead of warning.
  const known = branches.some((b) => b.BRANCH_CODE === value);
  return (
    <TextField
      select
      label={props.label ?? messages.branchLabel}
      value={known ? value : ''}
      onChange={(e) => onChange(branches.find((b) => b.BRANCH_CODE === e.target.value) ?? null)}
      required={props.required}
      disabled={props.disabled || props.loading}
      error={props.error}
      helperText={props.helperText}
      fullWidth
      sx={{ minWidth: props.minWidth }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      data-testid={props.testId}
    >
      {branches.map((b) => (
        <MenuItem key={`${b.ORG_ID}-${b.BRANCH_CODE}`} value={b.BRANCH_CODE}>
          {branchLabel(b)}
        </MenuItem>
      ))}
    </TextField>
  );
}
