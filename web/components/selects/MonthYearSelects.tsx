/**
 * The month and year selects of the target screens (spec part 2 section 9): months 1 to 12 by name,
 * years from 2000 (or a later first year) to this year plus 24, both starting on this month.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { MONTHS_ID, selectableYears } from '../../../common/dates';
import { messages } from '../../../common/messages';

export interface MonthYear {
  month: number;
  year: number;
}

export function thisMonth(now = new Date()): MonthYear {
  return { month: now.getMonth() + 1, year: now.getFullYear() };
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
        {MONTHS_ID.map((name, i) => (
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
