/**
 * A date field whose value is the stored text 'YYYY-MM-DD' ('' when empty or not a whole date),
 * with the spec's optional shortcuts 'Select Today', 'Select End Date of This Month' and
 * 'Select End date of Last Month'. Forms start with firstDayOfMonth() and defaultEndDate().
 *
 * The field brings its own date adapter (dayjs, Indonesian calendar), so the date pickers and dayjs
 * load with the screens that have a date field and not with the app shell.
 */
import { Box, Button, Stack } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import { useEffect, useState } from 'react';
import { endOfLastMonth, endOfThisMonth, isIsoDate, today } from '../../common/dates';
import { messages } from '../../common/messages';

export const DATE_FORMAT = 'YYYY-MM-DD';
/** Open-ended roles end in 4001 (OPEN_END_DATE); the picker's default range stops at 2099. */
const MIN_DATE = dayjs('1900-01-01');
const MAX_DATE = dayjs('9999-12-31');

const toText = (d: Dayjs | null): string => (d?.isValid() ? d.format(DATE_FORMAT) : '');
const toDayjs = (text: string): Dayjs | null => (isIsoDate(text) ? dayjs(text) : null);

export interface DateFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shows the three shortcut buttons under the field, or only those named (End Date's 'Select Today'). */
  shortcuts?: boolean | readonly DateShortcut[];
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  testId?: string;
}

const SHORTCUTS = [
  { label: messages.selectToday, value: today, testId: 'today' },
  { label: messages.selectEndOfThisMonth, value: endOfThisMonth, testId: 'end-of-this-month' },
  { label: messages.selectEndOfLastMonth, value: endOfLastMonth, testId: 'end-of-last-month' },
] as const;

/** A shortcut under the field, by its test id. */
export type DateShortcut = (typeof SHORTCUTS)[number]['testId'];

export function DateField(props: DateFieldProps) {
  const { label, value, onChange, testId } = props;
  const named = props.shortcuts;
  const shortcuts =
    named === true ? SHORTCUTS : named ? SHORTCUTS.filter((s) => named.includes(s.testId)) : [];
  // The picker keeps a half-typed date of its own; only whole dates (or '') reach the form.
  const [picked, setPicked] = useState<Dayjs | null>(() => toDayjs(value));
  useEffect(() => {
    setPicked((current) => (toText(current) === value ? current : toDayjs(value)));
  }, [value]);

  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      {/* With its shortcuts the field keeps one form column's width (FormCell's --form-column) and the
          three buttons take the line under it. */}
      <Box sx={{ maxWidth: shortcuts.length > 0 ? 'var(--form-column, 320px)' : undefined }}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id">
          <DatePicker
            label={label}
            value={picked}
            format={DATE_FORMAT}
            minDate={MIN_DATE}
            maxDate={MAX_DATE}
            disabled={props.disabled}
            onChange={(next) => {
              setPicked(next);
              onChange(toText(next));
            }}
            slotProps={{
              textField: {
                size: 'small',
                fullWidth: true,
                required: props.required,
                error: props.error,
                helperText: props.helperText,
              },
            }}
          />
        </LocalizationProvider>
      </Box>
      {shortcuts.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 0.5, mt: 0.5 }}>
          {shortcuts.map((s) => (
            <Button
              key={s.testId}
              size="small"
              variant="text"
              disabled={props.disabled}
              onClick={() => onChange(s.value())}
              data-testid={testId ? `${testId}-${s.testId}` : undefined}
              sx={{ px: 0.75, minWidth: 0, fontSize: 12, fontWeight: 500, whiteSpace: 'nowrap' }}
            >
              {s.label}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
