/**
 * A year of the working calendar as people read one: twelve month grids, Monday first, each day
 * with its date and the call week it belongs to (W1 to W4, which follows the day of the month and
 * not the printed row), off days in red, today outlined. A date the stored calendar lacks shows
 * greyed, without a week, so a half-uploaded year is seen at once.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { dayMonthYear } from '../../../common/call-plans';
import type { CalendarDay } from '../../../common/contract/call-management';
import { MONTHS_ID, toIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { isoDay, MONTH_NUMBERS, monthGrid } from './month-grid';
import { WeekGrid } from './WeekGrid';

/** Read by a screen reader, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Monday to Sunday, as the column heads of a month. */
const WEEKDAY_HEADS = ['SEN', 'SEL', 'RAB', 'KAM', 'JUM', 'SAB', 'MIN'];

/** The red of an off day: a fill light enough to read the date on, a text dark enough to stand out. */
const OFF_FILL = '#fde0e0';
export const OFF_TEXT = '#b71c1c';

function Swatch({ fill, border, label }: { fill: string; border: string; label: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: fill, border: `2px solid ${border}` }} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

export function CalendarLegend() {
  return (
    <Stack
      direction="row"
      spacing={2.5}
      sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
      data-testid="calendar-legend"
    >
      <Swatch fill="#ffffff" border="#e2e7ee" label={messages.calendarWorkingDay} />
      <Swatch fill={OFF_FILL} border={OFF_FILL} label={messages.dayOff} />
      <Swatch fill="#ffffff" border="#1b3a5c" label={messages.calendarToday} />
      <Typography variant="body2" color="text.secondary">
        {messages.calendarWeekLegend}
      </Typography>
    </Stack>
  );
}

interface MonthProps {
  year: number;
  month: number;
  byDate: ReadonlyMap<string, CalendarDay>;
  today: string;
}

function MonthCard({ year, month, byDate, today }: MonthProps) {
  let working = 0;
  let off = 0;
  for (const day of byDate.values()) if (day.MONTHID === month) day.IS_DAYS_OFF === 'Y' ? off++ : working++;
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }} data-testid={`month-${month}`}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
          {MONTHS_ID[month - 1]} {year}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {working + off > 0 ? messages.calendarMonthCounts(working, off) : ''}
        </Typography>
      </Stack>
      <WeekGrid
        label={`${MONTHS_ID[month - 1]} ${year}`}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px' }}
        dayNames={WEEKDAY_HEADS}
        head={(head) => (
          <Typography
            key={head}
            variant="caption"
            role="columnheader"
            sx={{
              textAlign: 'center',
              fontWeight: 600,
              fontSize: 10.5,
              color: head === 'MIN' ? OFF_TEXT : 'text.secondary',
            }}
          >
            {head}
          </Typography>
        )}
        weeks={monthGrid(year, month)}
        cell={(date) => {
          const iso = isoDay(year, month, date);
          const day = byDate.get(iso);
          const isOff = day?.IS_DAYS_OFF === 'Y';
          const isToday = iso === today;
          const text = day
            ? `${day.DAY} ${dayMonthYear({ year, month, day: date })}, W${day.WEEK}${isOff ? `, ${messages.dayOff}` : ''}`
            : dayMonthYear({ year, month, day: date });
          return (
            <Box
              key={iso}
              role="gridcell"
              title={text}
              data-testid={`day-${iso}`}
              data-off={day ? day.IS_DAYS_OFF : ''}
              data-today={isToday ? 'true' : undefined}
              sx={{
                position: 'relative',
                height: 34,
                borderRadius: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                lineHeight: 1,
                bgcolor: isOff ? OFF_FILL : 'transparent',
                color: !day ? 'text.disabled' : isOff ? OFF_TEXT : 'text.primary',
                outline: isToday ? '2px solid #1b3a5c' : 'none',
                outlineOffset: -2,
              }}
            >
              {/* The cell reads as its whole day; the date and week drawn are for the eye. */}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {text}
              </Box>
              <Box
                component="span"
                aria-hidden
                sx={{ fontSize: 13, fontWeight: isOff || isToday ? 700 : 500 }}
              >
                {date}
              </Box>
              {day ? (
                // Full colour: the 9 px week is small text, which needs 4.5:1 as it is.
                <Box
                  component="span"
                  aria-hidden
                  sx={{ fontSize: 9, mt: '2px', color: isOff ? OFF_TEXT : 'text.secondary' }}
                >
                  W{day.WEEK}
                </Box>
              ) : null}
            </Box>
          );
        }}
      />
    </Paper>
  );
}

export function YearCalendar({
  year,
  days,
  now = new Date(),
}: {
  year: number;
  days: readonly CalendarDay[];
  now?: Date;
}) {
  const byDate = useMemo(() => new Map(days.map((d) => [d.DATE, d])), [days]);
  const today = toIsoDate(now);
  return (
    <Box
      data-testid="year-calendar"
      sx={{
        display: 'grid',
        // Four months a row beside the menu at 1366 px, six at 1920 px.
        gridTemplateColumns: 'repeat(auto-fill, minmax(236px, 1fr))',
        gap: 1.5,
      }}
    >
      {MONTH_NUMBERS.map((month) => (
        <MonthCard key={month} year={year} month={month} byDate={byDate} today={today} />
      ))}
    </Box>
  );
}
