/**
 * The overview screen of both call plans (Overview Fixed Call, Overview Master Call Plan; spec part
 * 2 sections 2, 7, 8): branch, position, year and periode, Load List, the plan rows paged, searched
 * and sorted on the server (a month of every branch holds hundreds of thousands of visits), and the
 * export of the whole selection under the spec's name, built on the server. The fixed call plan
 * adds, for one position, its month as a calendar of planned visits beside the table.
 */
import { CalendarMonthOutlined } from '@mui/icons-material';
import { Alert, Button, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { callManagement } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import {
  type ExportQuery,
  ListScreen,
  type PageQuery,
  type ServerPage,
} from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { notify } from '../../components/Snackbar';
import { storedUser } from '../../lib/auth-storage';
import {
  CallPlanFilters,
  type CallPlanFilterValue,
  startingFilters,
  useCallPlanFilterData,
} from './CallPlanFilters';
import { VisitCalendar } from './VisitCalendar';

type Calls = typeof callManagement;

/** The spec's body of both overviews' calls. */
export interface OverviewInput {
  branchCode: string;
  position: string;
  year: number;
  periode: number;
  orgID: number;
}

/** What tells the two overviews apart. */
export interface CallPlanOverviewConfig<Row extends Record<string, unknown>> {
  queryKey: string;
  title: string;
  filterCall: Calls['prepareFilter' | 'prepareFilterOverviewMasterCall'];
  /** One page of the selection (the overview's call). */
  load(input: OverviewInput, query: PageQuery, signal: AbortSignal): Promise<ServerPage<Row>>;
  /** The selection as the spec's file, built on the server (the overview's export call). */
  exportFile(input: OverviewInput, query: ExportQuery): Promise<void>;
  columns: GridColDef<Row>[];
  rowId(row: Row): number;
  exportFileName: string;
  /** Said when the filters find no row (the master call plan: 'Data tidak ditemukan.'). */
  emptyMessage?: string;
  /** One position's month as a calendar of planned visits (the fixed call plan). */
  visitCalendar?: boolean;
  testId: string;
}

function inputOf(f: CallPlanFilterValue): OverviewInput {
  return {
    branchCode: f.branch === '' ? '0' : f.branch,
    position: f.position,
    year: f.year,
    periode: f.periode,
    orgID: storedUser()?.ORG_ID ?? 0,
  };
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

  const load = async (f: CallPlanFilterValue, query: PageQuery, signal: AbortSignal) => {
    const page = await config.load(inputOf(f), query, signal);
    setLoaded(f);
    // Said once per selection: when it is counted (Load List, a new search), not on every page.
    if (page.total === 0 && config.emptyMessage) notify.warning(config.emptyMessage);
    return page;
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
    <ListScreen<Row, CallPlanFilterValue>
      queryKey={config.queryKey}
      title={config.title}
      columns={config.columns}
      getRowId={config.rowId}
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
      source={{
        mode: 'server',
        load,
        exportFile: (f, query) => config.exportFile(inputOf(f), query),
      }}
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
