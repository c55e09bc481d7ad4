/**
 * One position's month of planned visits as a calendar (Overview Fixed Call, beyond the spec): the
 * fixed call plan read through the working calendar, so a planner sees which days carry visits,
 * which working days carry none, and the days off. Choosing a day lists its customers.
 */
import { EventBusyOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  ButtonBase,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DAY_NAMES_ID } from '../../../common/call-plans';
import { contract } from '../../../common/contract';
import { formatDayMonthYear, MONTHS_ID } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { call } from '../../lib/api';
import { type VisitCell, visitCalendarWeeks, visitMonthTotals } from './visit-calendar';
import { WeekGrid } from './WeekGrid';

export interface VisitCalendarProps {
  position: string;
  year: number;
  periode: number;
}

function DayCell({ cell, chosen, onChoose }: { cell: VisitCell; chosen: boolean; onChoose(): void }) {
  const visits = cell.visits.length;
  const idle = cell.inCalendar && !cell.dayOff && visits === 0;
  const status = cell.dayOff
    ? messages.dayOff
    : !cell.inCalendar
      ? messages.notInCalendar
      : visits > 0
        ? messages.visitCount(visits)
        : messages.noWorkingDayPlan;
  return (
    // The grid's cell holds the day's button; display: contents leaves the layout to the button.
    <Box role="gridcell" sx={{ display: 'contents' }}>
      <ButtonBase
        onClick={onChoose}
        data-testid={`visit-day-${cell.date}`}
        data-day-off={cell.dayOff ? 'Y' : 'N'}
        data-visits={visits}
        aria-pressed={chosen}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'space-between',
          textAlign: 'left',
          minHeight: { xs: 64, lg: 76 },
          p: 0.75,
          borderRadius: 1,
          border: '1px solid',
          borderColor: chosen ? 'primary.main' : 'divider',
          boxShadow: chosen ? (t) => `inset 0 0 0 1px ${t.palette.primary.main}` : 'none',
          bgcolor:
            cell.dayOff || !cell.inCalendar
              ? 'dayOff.background'
              : visits > 0
                ? 'rgba(43, 179, 163, 0.10)'
                : 'background.paper',
          color: cell.dayOff || !cell.inCalendar ? 'dayOff.text' : 'text.primary',
          '&:hover': { borderColor: 'primary.light' },
        }}
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.2 }}>
            {cell.dayOfMonth}
          </Typography>
          {cell.week !== undefined && !cell.dayOff ? (
            <Typography component="span" variant="caption" color="text.secondary" data-testid="call-week">
              {messages.callWeekShort(cell.week)}
            </Typography>
          ) : null}
          {cell.dayOff ? <EventBusyOutlined sx={{ fontSize: 16 }} /> : null}
        </Stack>
        <Typography
          component="span"
          variant="caption"
          sx={{
            lineHeight: 1.25,
            fontWeight: visits > 0 ? 600 : 400,
            color: visits > 0 ? 'secondary.dark' : idle ? 'warning.dark' : 'inherit',
          }}
        >
          {status}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

function DayVisits({ cell }: { cell: VisitCell | undefined }) {
  if (!cell) {
    return (
      <Typography variant="body2" color="text.secondary">
        {messages.chooseVisitDay}
      </Typography>
    );
  }
  const dayName = DAY_NAMES_ID[(new Date(`${cell.date}T00:00:00`).getDay() + 6) % 7] ?? '';
  return (
    <Box data-testid="visit-day-list">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {messages.visitsOfDay(dayName, formatDayMonthYear(cell.date))}
      </Typography>
      {cell.visits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {cell.dayOff ? messages.dayOff : messages.noWorkingDayPlan}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>CUSTOMERID_REF</TableCell>
                <TableCell>CUSTOMER_NAME</TableCell>
                <TableCell align="right">FREQUENCY</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cell.visits.map((v) => (
                <TableRow key={v.CUSTOMERID_REF}>
                  <TableCell>{v.CUSTOMERID_REF}</TableCell>
                  <TableCell>{v.CUSTOMER_NAME}</TableCell>
                  <TableCell align="right">{v.FREQUENCY}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

export function VisitCalendar({ position, year, periode }: VisitCalendarProps) {
  const month = useQuery({
    queryKey: ['visit-calendar', position, year, periode],
    queryFn: ({ signal }) =>
      call(contract.callManagement.visitcalendar, { position, year, periode }, { signal }),
  });
  const weeks = useMemo(
    () => visitCalendarWeeks(year, periode, month.data ?? []),
    [year, periode, month.data],
  );
  const totals = visitMonthTotals(weeks);
  const [chosenDate, setChosenDate] = useState<string>();
  const cells = weeks.flat().filter((c): c is VisitCell => c !== null);
  // Until a day is chosen, the first day with visits shows its customers.
  const chosen = cells.find((c) => c.date === chosenDate) ?? cells.find((c) => c.visits.length > 0);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="visit-calendar">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {messages.visitCalendarTitle(position, MONTHS_ID[periode - 1] ?? String(periode), year)}
        </Typography>
        {month.data ? (
          <Chip
            size="small"
            variant="outlined"
            label={messages.visitMonthTotals(totals.visits, totals.workingDays, totals.idleDays)}
            data-testid="visit-totals"
          />
        ) : null}
      </Stack>
      {month.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {month.data && month.data.length === 0 ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {messages.notInCalendar}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2}>
        <Box sx={{ flex: '3 1 0', minWidth: 0 }}>
          <WeekGrid
            label={messages.visitCalendarView}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.75 }}
            dayNames={DAY_NAMES_ID}
            head={(d) => (
              <Typography
                key={d}
                variant="caption"
                role="columnheader"
                sx={{ fontWeight: 700, color: d === 'MINGGU' ? 'error.main' : 'text.secondary', px: 0.5 }}
              >
                {d}
              </Typography>
            )}
            weeks={weeks}
            cell={(c) => (
              <DayCell
                key={c.date}
                cell={c}
                chosen={c.date === chosen?.date}
                onChoose={() => setChosenDate(c.date)}
              />
            )}
          />
        </Box>
        <Box sx={{ flex: '2 1 0', minWidth: 0 }}>
          <DayVisits cell={chosen} />
        </Box>
      </Stack>
    </Paper>
  );
}
