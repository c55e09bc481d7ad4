/**
 * Overview Call Realization (/call-management/overviewrealization; spec part 2 sections 2, 3, 7,
 * 9): Area (head office starts on ALL BRANCH; anyone else stays on its own branch), Position Code,
 * Start Date and End Date (this month by default), Find; what came of each planned visit, paged,
 * searched and sorted on the server, and exported there to 'Overview Call Realization.xlsx'. A row
 * whose visit holds a display check has an eye that opens its photos full screen. ALL branch and
 * ALL position are sent as ''.
 */
import { VisibilityOutlined } from '@mui/icons-material';
import { Stack } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import {
  REALIZATION_EXPORT_FILE,
  REALIZATION_RANGE_MAX_DAYS,
  type RealizationFilter,
  type RealizationRow,
} from '../../../common/contract/call-realization';
import { endOfThisMonth, firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { DateRangeFields } from '../../components/DateRangeFields';
import {
  type ExportQuery,
  ListScreen,
  type PageQuery,
  type RowAction,
} from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import {
  type CheckPhotoCalls,
  CheckPhotosPreview,
  type CheckShown,
} from '../../components/photos/CheckPhotosPreview';
import { useFilterData } from '../../components/selects/use-filter-data';
import { call, download } from '../../lib/api';
import { dateRangeProblem } from '../../lib/date-range';
import { type BranchPosition, BranchPositionFields } from './BranchPositionFields';
import { realizationColumns } from './realization-columns';

const QUERY_KEY = 'call-realization-overview';

interface RealizationFilters extends BranchPosition {
  start: string;
  end: string;
}

const startingFilters = (): RealizationFilters => ({
  branch: '',
  position: '',
  start: firstDayOfMonth(),
  end: endOfThisMonth(),
});

/** The spec's body: ALL BRANCH and ALL POSITION as ''. */
const inputOf = (f: RealizationFilters): RealizationFilter => ({
  BranchCode: f.branch === ALL_BRANCH.BRANCH_CODE ? '' : f.branch,
  PositionCode: f.position,
  StartDate: f.start,
  EndDate: f.end,
});

const load = (f: RealizationFilters, query: PageQuery, signal: AbortSignal) =>
  call(contract.callManagement.OverviewCallRealization, { ...inputOf(f), ...query }, { signal });

const exportFile = (f: RealizationFilters, query: ExportQuery) =>
  download(
    contract.callManagement.exportOverviewCallRealization,
    { ...inputOf(f), ...query },
    REALIZATION_EXPORT_FILE,
  );

/** The photos of a visit's display check, through the photo screens' calls. */
const CHECK_PHOTOS: CheckPhotoCalls = {
  detail: contract.crc.detailOverview,
  photo: contract.crc.photo,
  thumbnail: contract.crc.thumbnail,
};

/** Area and position take the room; the dates keep a date's width. */
const FIELD_FLEX = { branch: '2 1 200px', position: '2 1 240px', date: '0 1 170px' };

export function OverviewRealizationPage() {
  const [filters, setFilters] = useListFilters<RealizationFilters>(QUERY_KEY, startingFilters);
  const filterData = useFilterData();
  const [check, setCheck] = useState<CheckShown | null>(null);
  const closeCheck = useCallback(() => setCheck(null), []);

  const rowActions = useMemo<RowAction<RealizationRow>[]>(
    () => [
      {
        label: messages.viewPhotos,
        icon: <VisibilityOutlined fontSize="small" />,
        onClick: (row) => row.CRC_HEADERID !== null && setCheck({ headerId: row.CRC_HEADERID }),
        shownFor: (row) => row.CRC_HEADERID !== null,
        testId: 'view-photos',
      },
    ],
    [],
  );

  return (
    <>
      <ListScreen<RealizationRow, RealizationFilters>
        queryKey={QUERY_KEY}
        title={messages.overviewCallRealization}
        columns={realizationColumns}
        getRowId={(row) => row.REALIZATION_ID}
        rowActions={rowActions}
        filters={{
          value: filters,
          controls: (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexGrow: 1, minWidth: 0, flexWrap: 'wrap' }}>
              <BranchPositionFields<RealizationFilters>
                value={filters}
                onChange={setFilters}
                branches={filterData.data?.BRANCH_LIST ?? []}
                loading={filterData.isPending}
                branchLabel={messages.areaLabel}
                flex={FIELD_FLEX}
              />
              <DateRangeFields value={filters} onChange={setFilters} flex={FIELD_FLEX.date} />
            </Stack>
          ),
          check: (f) => dateRangeProblem(f.start, f.end, REALIZATION_RANGE_MAX_DAYS),
          loadLabel: messages.findLabel,
        }}
        source={{ mode: 'server', load, exportFile }}
        exportFileName={REALIZATION_EXPORT_FILE}
        exportLabel={messages.exportExcel}
        testId="call-realization-overview"
      />
      <CheckPhotosPreview check={check} calls={CHECK_PHOTOS} onClose={closeCheck} />
    </>
  );
}
