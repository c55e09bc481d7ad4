/**
 * The month and year selects of the target screens (spec part 2 section 9): months 1 to 12 by name,
 * years from 2000 (or a later first year) to this year plus 24, both starting on this month.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { messages } from '../../../common/messages';

const MONTH_NAMES = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

export interface MonthYear {
  month: number;
  year: number;
}

export function thisMonth(now = new Date()): MonthYear {
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** The years of the selects: `firstYear` to this year plus 24. */
export function selectableYears(firstYear = 2000, now = new Date()): number[] {
  const last = now.getFullYear() + 24;
  return Array.from({ length: last - firstYear + 1 }, (_, i) => firstYear + i);
}

export function MonthYearSelects(props: {
  value: MonthYear;
  onChange(value: MonthYear): void;
  firstYear?: number;
}) {
  const { value, onChange } = props;
  return (
    <Stack direction="row" spacing={2} sx={{ minWidth: 320 }}>
      <TextField
        select
        label={messages.monthLabel}
        value={value.month}
        onChange={(e) => onChange({ ...value, month: Number(e.target.value) })}
        sx={{ minWidth: 160 }}
        data-testid="filter-month"
      >
        {MONTH_NAMES.map((name, i) => (
          <MenuItem key={name} value={i + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={messages.yearLabel}
        value={value.year}
        onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        sx={{ minWidth: 120 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
        data-testid="filter-year"
      >
        {selectableYears(props.firstYear).map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
