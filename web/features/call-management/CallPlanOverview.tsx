/**
 * The overview screen of both call plans (Overview Fixed Call, Overview Master Call Plan; spec part
 * 2 sections 2, 7, 8): branch, position, year and periode, Load List, the plan rows with search,
 * and the export under the spec's name. The fixed call plan adds, for one position, its month as a
 * calendar of planned visits beside the table.
 */
import { CalendarMonthOutlined } from '@mui/icons-material';
import { Alert, Button, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { callManagement } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { notify } from '../../components/Snackbar';
import { storedUser } from '../../lib/auth-storage';
import {
  CallPlanFilters,
  type CallPlanFilterValue,
  startingFilters,
  useCallPlanFilterData,
} from './CallPlanFilters';
import type { Listed } from './call-plan-columns';
import { VisitCalendar } from './VisitCalendar';

type Calls = typeof callManagement;

/** What tells the two overviews apart. */
export interface CallPlanOverviewConfig<Row extends Record<string, unknown>> {
  queryKey: string;
  title: string;
  filterCall: Calls['prepareFilter' | 'prepareFilterOverviewMasterCall'];
  load(
    input: { branchCode: string; position: string; year: number; periode: number; orgID: number },
    signal: AbortSignal,
  ): Promise<Row[]>;
  columns: GridColDef<Listed<Row>>[];
  exportFileName: string;
  /** Said when the filters find no row (the master call plan: 'Data tidak ditemukan.'). */
  emptyMessage?: string;
  /** One position's month as a calendar of planned visits (the fixed call plan). */
  visitCalendar?: boolean;
  testId: string;
}

export function CallPlanOverview<Row extends Record<string, unknown>>({
  config,
}: {
  config: CallPlanOverviewConfig<Row>;
}) {
  const [filters, setFilters] = useListFilters<CallPlanFilterValue>(config.queryKey, startingFilters);
  const filterData = useCallPlanFilterData(config.filterCall);
  // The filters of the rows on screen: the calendar shows their position's month.
  const [loaded, setLoaded] = useState<CallPlanFilterValue>();
  const [calendarOpen, setCalendarOpen] = useState(false);

  const load = async (f: CallPlanFilterValue, signal: AbortSignal): Promise<Listed<Row>[]> => {
    const rows = await config.load(
      {
        branchCode: f.branch === '' ? '0' : f.branch,
        position: f.position,
        year: f.year,
        periode: f.periode,
        orgID: storedUser()?.ORG_ID ?? 0,
      },
      signal,
    );
    setLoaded(f);
    if (rows.length === 0 && config.emptyMessage) notify.warning(config.emptyMessage);
    return rows.map((r, i) => ({ ...r, ROW_ID: i }));
  };

  const calendarToggle = config.visitCalendar ? (
    <Button
      variant={calendarOpen ? 'contained' : 'outlined'}
      startIcon={<CalendarMonthOutlined />}
      onClick={() => setCalendarOpen((open) => !open)}
      aria-pressed={calendarOpen}
      data-testid="visit-calendar-toggle"
    >
      {messages.visitCalendarView}
    </Button>
  ) : null;

  return (
    <ListScreen<Listed<Row>, CallPlanFilterValue>
      queryKey={config.queryKey}
      title={config.title}
      columns={config.columns}
      getRowId={(row) => row.ROW_ID}
      filters={{
        value: filters,
        controls: (
          <CallPlanFilters
            value={filters}
            onChange={setFilters}
            data={filterData.data}
            loading={filterData.isPending}
          />
        ),
      }}
      source={{ mode: 'client', load }}
      toolbar={(rows, ready) => (
        <>
          {ready && rows.length === 0 && config.emptyMessage ? (
            <Typography variant="body2" color="warning.dark" data-testid="list-empty">
              {config.emptyMessage}
            </Typography>
          ) : null}
          {calendarToggle}
        </>
      )}
      beforeGrid={
        config.visitCalendar && calendarOpen
          ? () =>
              loaded && loaded.position !== '' ? (
                <VisitCalendar position={loaded.position} year={loaded.year} periode={loaded.periode} />
              ) : (
                <Alert severity="info" data-testid="visit-calendar-needs-position">
                  {messages.visitCalendarNeedsPosition}
                </Alert>
              )
          : undefined
      }
      exportFileName={config.exportFileName}
      exportLabel={messages.exportExcel}
      testId={config.testId}
    />
  );
}
