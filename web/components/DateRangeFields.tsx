/**
 * The Start Date and End Date of a list's filters, side by side, each the shared DateField: the
 * photo screens and Overview Call Realization filter by a range of days alike.
 */
import { Box } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { messages } from '../../common/messages';
import { DateField } from './DateField';

export interface DateRange {
  /** YYYY-MM-DD. */
  start: string;
  end: string;
}

export function DateRangeFields<F extends DateRange>(props: {
  value: F;
  onChange: Dispatch<SetStateAction<F>>;
  /** Each field's share of the row (a CSS flex value). */
  flex: string;
}) {
  const { value, onChange, flex } = props;
  return (
    <>
      <Box sx={{ flex, minWidth: 0 }}>
        <DateField
          label={messages.startDateLabel}
          value={value.start}
          onChange={(start) => onChange((f) => ({ ...f, start }))}
          testId="filter-start"
        />
      </Box>
      <Box sx={{ flex, minWidth: 0 }}>
        <DateField
          label={messages.endDateLabel}
          value={value.end}
          onChange={(end) => onChange((f) => ({ ...f, end }))}
          testId="filter-end"
        />
      </Box>
    </>
  );
}
