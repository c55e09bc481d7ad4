/**
 * The month picker of a PERIOD filter (spec part 2 sections 2 and 9: the incentive summary and
 * approval): a month of a year, shown YYYY-MM as the spec writes periods, picked from a calendar of
 * months or typed. The screens send it split into month and year (MonthYear, as the target
 * screens' selects). Like DateField it brings its own date adapter, so the pickers load with the
 * screens that use them.
 */
import { Box } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import { useEffect, useState } from 'react';
import { selectableYears } from '../../common/dates';
import type { MonthYear } from './selects/MonthYearSelects';

const MONTH_FORMAT = 'YYYY-MM';
const YEARS = selectableYears();
const MIN_MONTH = dayjs(`${YEARS[0]}-01-01`);
const MAX_MONTH = dayjs(`${YEARS[YEARS.length - 1]}-12-01`);

const toDayjs = (m: MonthYear): Dayjs => dayjs(new Date(m.year, m.month - 1, 1));
const sameMonth = (d: Dayjs | null, m: MonthYear) =>
  d?.isValid() && d.year() === m.year && d.month() + 1 === m.month;

export function MonthField(props: {
  label: string;
  value: MonthYear;
  onChange(value: MonthYear): void;
  testId?: string;
}) {
  const { value, onChange } = props;
  // The picker keeps a half-typed month of its own; only whole months reach the screen.
  const [picked, setPicked] = useState<Dayjs | null>(() => toDayjs(value));
  useEffect(() => {
    setPicked((current) => (sameMonth(current, value) ? current : toDayjs(value)));
  }, [value]);

  return (
    <Box data-testid={props.testId} sx={{ minWidth: 160, maxWidth: 200 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id">
        <DatePicker
          label={props.label}
          views={['year', 'month']}
          openTo="month"
          format={MONTH_FORMAT}
          value={picked}
          minDate={MIN_MONTH}
          maxDate={MAX_MONTH}
          onChange={(next) => {
            setPicked(next);
            if (next?.isValid()) onChange({ month: next.month() + 1, year: next.year() });
          }}
          slotProps={{ textField: { size: 'small', fullWidth: true } }}
        />
      </LocalizationProvider>
    </Box>
  );
}
