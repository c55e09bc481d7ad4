/**
 * The position filter of list screens: the positions in the user's scope (prepareFilter POSITION),
 * of the chosen branch only when one is chosen, searchable because a branch holds many. Empty
 * means every position. A screen may narrow the offer further (`only`: the print screens offer
 * the positions that serve customers).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { useFilterData } from './use-filter-data';

export interface PositionSelectProps {
  /** The chosen position code, '' for every position. */
  value: string;
  /** The chosen BRANCH_CODE: only its positions are offered ('' or ALL BRANCH: every branch's). */
  branch?: string;
  onChange(position: string): void;
  label?: string;
  /** Placeholder when empty; by default 'ALL POSITION'. */
  emptyLabel?: string;
  disabled?: boolean;
  /** Only these position codes are offered (the print screens: those serving customers today). */
  only?: ReadonlySet<string>;
  /** The list `only` comes from is still loading. */
  onlyLoading?: boolean;
  testId?: string;
}

export function PositionSelect(props: PositionSelectProps) {
  const filterData = useFilterData();
  const { branch, only } = props;
  const positions = useMemo(() => {
    const all = filterData.data?.POSITION ?? [];
    const anyBranch = !branch || branch === ALL_BRANCH.BRANCH_CODE;
    const codes = (anyBranch ? all : all.filter((p) => p.BRANCH_CODE === branch)).map((p) => p.POSITION_DESC);
    return [...new Set(codes)].filter((code) => only === undefined || only.has(code));
  }, [filterData.data, branch, only]);
  return (
    <Autocomplete
      options={positions}
      value={props.value === '' ? null : props.value}
      onChange={(_, next) => props.onChange(next ?? '')}
      loading={filterData.isPending || props.onlyLoading === true}
      disabled={props.disabled}
      fullWidth
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label ?? messages.positionLabel}
          placeholder={props.emptyLabel ?? messages.allPositions}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
      data-testid={props.testId}
    />
  );
}
