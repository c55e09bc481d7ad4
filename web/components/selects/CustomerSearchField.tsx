/**
 * A customer picked by search: the user types part of a reference or name, and from
 * SEARCH_MIN_LENGTH characters on (after a pause) the server answers the matching customers. The
 * customers of one org come from masterCustomer, those of the whole scope from listCustomer.
 * There are too many customers (up to 100,000) to load them all into a select.
 */
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { contract } from '../../../common/contract';
import type { CustomerOption } from '../../../common/contract/sales-assignment';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { useDebouncedValue } from '../list-screen/use-debounced-value';

export interface CustomerSearchFieldProps {
  value: CustomerOption | null;
  onChange(customer: CustomerOption | null): void;
  /** Only the customers of this org (masterCustomer); without it, every customer in the user's scope. */
  orgId?: number;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** The field always holds a customer once it has one (an edit form). */
  disableClearable?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  testId?: string;
}

export const customerLabel = (c: CustomerOption) => `${c.CUSTOMER_ID_REF} - ${c.CUSTOMER_NAME}`;

const NO_CUSTOMERS: CustomerOption[] = [];

export function CustomerSearchField(props: CustomerSearchFieldProps) {
  const { value, onChange, orgId } = props;
  const [inputValue, setInputValue] = useState('');
  // Only what the user types searches: the text of a chosen customer would search for itself.
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const longEnough = keyword.length >= SEARCH_MIN_LENGTH;

  const found = useQuery({
    queryKey: ['customer-search', orgId ?? null, keyword],
    enabled: longEnough,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      orgId === undefined
        ? call(contract.salesAssignment.listCustomer, { keyword }, { signal })
        : call(contract.salesAssignment.masterCustomer, { orgID: orgId, keyword }, { signal }),
  });
  const answered = longEnough ? (found.data ?? NO_CUSTOMERS) : NO_CUSTOMERS;
  // The chosen customer stays an option, or the Autocomplete would not know how to show it.
  const options =
    value && !answered.some((c) => c.CUSTOMER_ID === value.CUSTOMER_ID) ? [value, ...answered] : answered;

  return (
    <Autocomplete<CustomerOption, false, boolean>
      options={options}
      value={value}
      onChange={(_, next) => onChange(next ?? null)}
      inputValue={inputValue}
      onInputChange={(_, text, reason) => {
        setInputValue(text);
        setTyped(reason === 'input' ? text : '');
      }}
      // The server has filtered already: every answer matches, by reference or by name.
      filterOptions={(all) => all}
      getOptionLabel={customerLabel}
      isOptionEqualToValue={(a, b) => a.CUSTOMER_ID === b.CUSTOMER_ID}
      loading={longEnough && found.isFetching}
      noOptionsText={
        typed.trim().length < SEARCH_MIN_LENGTH
          ? messages.searchTooShort(SEARCH_MIN_LENGTH)
          : messages.assignmentNoCustomer
      }
      disabled={props.disabled}
      disableClearable={props.disableClearable}
      fullWidth
      renderOption={({ key, ...optionProps }, c) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{customerLabel(c)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {[c.BRANCH_CODE, c.SALES_CHANNEL, c.ADDRESS].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label ?? messages.assignmentCustomerLabel}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
      data-testid={props.testId}
    />
  );
}
