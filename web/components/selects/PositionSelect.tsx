/**
 * The position filter of list screens: the positions in the user's scope, of the chosen branch
 * only when one is chosen. Empty means every position ('ALL POSITION'). A scope holds up to
 * hundreds of thousands of positions, so the select never loads them all: it offers the first
 * POSITION_OPTIONS_MAX of the branch, and from SEARCH_MIN_LENGTH typed characters on (after a
 * pause) asks the server for the positions containing the text (searchPosition). Fewer typed
 * characters narrow the offer in the browser. A screen may offer its own list instead (`only`:
 * the print screens offer the positions that serve customers), which is then searched in the
 * browser, and is told what the user types (`onTyped`) to ask its own server call again. A screen
 * of a module with its own position call (the photo screens' selectPositionCode) names it
 * (`searchCall`).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { POSITION_OPTIONS_MAX, type PositionOption } from '../../../common/contract/call-management';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { useDebouncedValue } from '../list-screen/use-debounced-value';
import { type PositionSearchCall, usePositionSearch } from './use-filter-data';

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
  /** Only these positions are offered (the print screens: those serving customers today). */
  only?: readonly PositionOption[];
  /** The list `only` comes from is still loading. */
  onlyLoading?: boolean;
  /**
   * What the user types, as typed ('' when a position is chosen or the text cleared): a screen whose
   * `only` list comes from the server in part asks it again for the text.
   */
  onTyped?(text: string): void;
  /** The call that offers and finds the positions; searchPosition by default. */
  searchCall?: PositionSearchCall;
  testId?: string;
}

const NO_CODES: string[] = [];

/** The codes containing the typed text (any case), at most a select's worth. */
function narrowed(codes: readonly string[], typed: string): string[] {
  const text = typed.trim().toUpperCase();
  const matching = text === '' ? codes : codes.filter((c) => c.toUpperCase().includes(text));
  return matching.slice(0, POSITION_OPTIONS_MAX);
}

export function PositionSelect(props: PositionSelectProps) {
  const { value, only } = props;
  const branch = props.branch ?? '';
  const anyBranch = branch === '' || branch === ALL_BRANCH.BRANCH_CODE;
  const [inputValue, setInputValue] = useState('');
  // Only what the user types searches: the text of a chosen position would search for itself.
  const [typed, setTyped] = useState('');
  const typedText = typed.trim().toUpperCase();
  const keyword = useDebouncedValue(typedText);
  const search = keyword.length >= SEARCH_MIN_LENGTH ? keyword : '';
  const found = usePositionSearch(branch, search, only === undefined, props.searchCall);
  // Shown only while no option matches: the answer for the typed text is on its way.
  const waiting =
    only === undefined
      ? found.isFetching || (typedText.length >= SEARCH_MIN_LENGTH && typedText !== keyword)
      : props.onlyLoading === true;

  const offered = useMemo(() => {
    if (only === undefined) return found.data?.POSITION.map((p) => p.POSITION_DESC) ?? NO_CODES;
    const ofBranch = anyBranch ? only : only.filter((p) => p.BRANCH_CODE === branch);
    return [...new Set(ofBranch.map((p) => p.POSITION_DESC))];
  }, [only, found.data, anyBranch, branch]);
  // The chosen position stays an option, or the Autocomplete would not know how to show it.
  const options = value !== '' && !offered.includes(value) ? [value, ...offered] : offered;
  // The first positions shown are not all of them: the user is told to type to find the others.
  const more =
    only === undefined
      ? search === '' && found.data?.POSITION_MORE === true
      : offered.length > POSITION_OPTIONS_MAX;
  const hint = messages.searchTooShort(SEARCH_MIN_LENGTH);

  return (
    <Autocomplete
      options={options}
      value={value === '' ? null : value}
      onChange={(_, next) => props.onChange(next ?? '')}
      inputValue={inputValue}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        const own = reason === 'input' ? text : '';
        setTyped(own);
        props.onTyped?.(own);
      }}
      // MUI hands an unchanged input of the chosen position as '', so opening shows every option.
      filterOptions={(all, state) => narrowed(all, state.inputValue)}
      loading={waiting}
      // A short text narrows the first positions only; the server searches from SEARCH_MIN_LENGTH on.
      noOptionsText={only === undefined && more && typedText !== '' ? hint : undefined}
      disabled={props.disabled}
      fullWidth
      sx={{ minWidth: 240 }}
      slotProps={
        more && typedText === ''
          ? {
              // Under the first positions: how to find the rest (not an option, so never chosen).
              paper: {
                sx: {
                  '&::after': {
                    content: JSON.stringify(hint),
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
