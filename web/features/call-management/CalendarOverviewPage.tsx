/**
 * Overview Calendar (/call-management/overviewCalendar): a year (the calendar's years, this year
 * to start) shown as twelve month grids with the off days in red, and as the table of its days
 * (YEARID, MONTHID, WEEK, DAY, IS_DAYS_OFF, DATE), searchable and exported to 'Overview
 * Calendar.xlsx'. Both read the same answer of /call-management/overviewcalendar.
 */
import { Alert, Box, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '../../../common/contract';
import type { CalendarDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { call } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { CALENDAR_DAYS_KEY, CALENDAR_LIST_KEY } from './calendar-rows';
import { CalendarLegend, OFF_TEXT, YearCalendar } from './YearCalendar';

const EXPORT_FILE_NAME = 'Overview Calendar.xlsx';

const columns: GridColDef<CalendarDay>[] = [
  { field: 'YEARID', headerName: 'YEARID', width: 90 },
  { field: 'MONTHID', headerName: 'MONTHID', width: 100 },
  { field: 'WEEK', headerName: 'WEEK', width: 80 },
  { field: 'DAY', headerName: 'DAY', width: 110 },
  {
    field: 'IS_DAYS_OFF',
    headerName: 'IS_DAYS_OFF',
    width: 120,
    cellClassName: (params) => (params.value === 'Y' ? 'calendar-off' : ''),
  },
  { field: 'DATE', headerName: 'DATE', minWidth: 120, flex: 1 },
];

interface YearFilter {
  year: number;
}

export function CalendarOverviewPage() {
  const queryClient = useQueryClient();
  const orgID = storedUser()?.ORG_ID ?? 0;
  const [filters, setFilters] = useListFilters<YearFilter>(CALENDAR_LIST_KEY, () => ({
    year: new Date().getFullYear(),
  }));
  const { year } = filters;

  const years = useQuery({
    queryKey: ['calendar-years', orgID],
    queryFn: ({ signal }) => call(contract.callManagement.prepareFilterCalendar, { orgID }, { signal }),
  });
  const daysQuery = (y: number) => ({
    queryKey: [CALENDAR_DAYS_KEY, y],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(contract.callManagement.overviewcalendar, { year: y }, { signal }),
  });
  const days = useQuery(daysQuery(year));
  // The chosen year stays offered even before the years arrive.
  const yearOptions = [...new Set([...(years.data ?? []).map((y) => y.YEAR), year])].sort((a, b) => a - b);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h1">
              {messages.overviewCalendar}
            </Typography>
            <TextField
              select
              label={messages.yearLabel}
              value={year}
              onChange={(e) => setFilters({ year: Number(e.target.value) })}
              sx={{ minWidth: 130 }}
              data-testid="filter-year"
            >
              {yearOptions.map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <CalendarLegend />
        </Stack>
        {days.data && days.data.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="calendar-empty">
            {messages.calendarYearEmpty(year)}
          </Alert>
        ) : null}
        <YearCalendar year={year} days={days.data ?? []} />
      </Paper>
      {/* An off day's flag in the table is red like its day in the month view. */}
      <Box sx={{ '& .calendar-off': { color: OFF_TEXT, fontWeight: 700 } }}>
        <ListScreen<CalendarDay, YearFilter>
          queryKey={CALENDAR_LIST_KEY}
          columns={columns}
          getRowId={(row) => row.DATE}
          // The year select above drives the table too: a year's 365 rows cost nothing to show.
          filters={{ value: filters, controls: null, live: true }}
          source={{
            mode: 'client',
            // The month view's answer, not a second call.
            load: async (f) => queryClient.fetchQuery(daysQuery(f.year)),
          }}
          exportFileName={EXPORT_FILE_NAME}
          exportLabel={messages.exportExcel}
          gridHeight={440}
          testId="calendar-table"
        />
      </Box>
    </Stack>
  );
}
