/**
 * Position To of an Adjust Incentive row: a sales-force position of the invoice's org, found as
 * the user types its code or its rep's name (getSalesRepStructure answers at most
 * STRUCTURE_OPTIONS_MAX, and whether more match). An org holds too many positions to load them all
 * into a select; with nothing typed the first ones show, with a hint to type for the others.
 */
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { StructureEntry } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { useDebouncedValue } from '../../components/list-screen/use-debounced-value';
import { call } from '../../lib/api';
import { positionLabel } from './position-label';

const NO_POSITIONS: StructureEntry[] = [];

export function PositionToField(props: {
  /** The invoice line's org: positions of another org cannot take the credit. */
  orgId: number | undefined;
  value: StructureEntry | null;
  onChange(position: StructureEntry | null): void;
  disabled?: boolean;
  testId?: string;
}) {
  const { orgId, value, onChange } = props;
  const [inputValue, setInputValue] = useState('');
  // Only what the user types searches: the text of a chosen position would search for itself.
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [open, setOpen] = useState(false);

  const found = useQuery({
    queryKey: ['incentive-structure-to', orgId, search],
    // Asked when the list opens, not for every row as the invoice loads.
    enabled: orgId !== undefined && open,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(contract.incentive.getSalesRepStructure, { orgID: orgId ?? 0, search }, { signal }),
  });
  const answered = found.data?.STRUCTURE ?? NO_POSITIONS;
  // The chosen position stays an option, or the Autocomplete would not know how to show it.
  const options =
    value && !answered.some((p) => p.POSITION_CODE === value.POSITION_CODE) ? [value, ...answered] : answered;
  const more = found.data?.MORE === true;

  return (
    <Autocomplete<StructureEntry, false, false>
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={inputValue}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        setTyped(reason === 'input' ? text : '');
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The server has searched already, by code and by name.
      filterOptions={(all) => all}
      getOptionLabel={positionLabel}
      isOptionEqualToValue={(a, b) => a.POSITION_CODE === b.POSITION_CODE}
      loading={found.isFetching}
      disabled={props.disabled || orgId === undefined}
      fullWidth
      slotProps={
        more
          ? {
              // Under the first positions: how to find the rest (not an option, so never chosen).
              paper: {
                sx: {
                  '&::after': {
                    content: JSON.stringify(messages.typeToFindPosition),
                    display: 'block',
                    px: 2,
                    py: 1,
                    typography: 'caption',
                    color: 'text.secondary',
                  },
                },
              },
            }
          : undefined
      }
      renderInput={(params) => <TextField {...params} label="Position To" />}
      data-testid={props.testId}
    />
  );
}
