/**
 * CRC File Viewer (/crc/overview; spec part 2 sections 2, 3, 7, 9): Area, Position Code, Is
 * Acrylic (Y by default), Start Date and End Date (this month), Find; the counters Acrylic and
 * Total Relasi; the display checks of the selection, newest first, paged, searched and sorted on
 * the server, each with its first photo's thumbnail; the eye (or the thumbnail) opens the check's
 * photos full screen. The spec gives the screen no export.
 */
import { VisibilityOutlined } from '@mui/icons-material';
import { useCallback, useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import { type CrcCounters, type CrcRow, PHOTO_RANGE_MAX_DAYS } from '../../../common/contract/crc';
import { messages } from '../../../common/messages';
import { ListScreen, type PageQuery, type RowAction } from '../../components/list-screen/ListScreen';
import { useListFilters, useListState } from '../../components/list-screen/use-list-state';
import { CheckPhotosPreview, type CheckShown } from '../../components/photos/CheckPhotosPreview';
import { call } from '../../lib/api';
import { dateRangeProblem } from '../../lib/date-range';
import { AcrylicCounters } from './AcrylicCounters';
import { CHECK_PHOTOS } from './crc-photo-calls';
import { ViewerFiltersFields } from './ViewerFiltersFields';
import { viewerColumns } from './viewer-columns';
import { startingFilters, type ViewerFilters, viewerInput } from './viewer-filters';

const QUERY_KEY = 'crc-file-viewer';

/** A 56 px row (the grid's compact density scales it by 0.7): room for the thumbnail. */
const ROW_HEIGHT = 80;

export function CrcFileViewerPage() {
  const [filters, setFilters] = useListFilters<ViewerFilters>(QUERY_KEY, startingFilters);
  // The counters come with a counted page only (Find, a new search): kept beside the list for the
  // pages after it, and for the list coming back.
  const keep = useListState(QUERY_KEY);
  const [counters, setCounters] = keep<CrcCounters | null>('counters', null);
  const [check, setCheck] = useState<CheckShown | null>(null);
  const closeCheck = useCallback(() => setCheck(null), []);

  const load = useCallback(
    async (f: ViewerFilters, query: PageQuery, signal: AbortSignal) => {
      const page = await call(contract.crc.overview, { ...viewerInput(f), ...query }, { signal });
      if (page.counters && !signal.aborted) setCounters(page.counters);
      return page;
    },
    [setCounters],
  );

  const openPhotos = useCallback((row: CrcRow) => {
    if (row.PHOTOS > 0) setCheck({ headerId: row.CRC_HEADERID });
  }, []);
  const columns = useMemo(() => viewerColumns(openPhotos), [openPhotos]);
  const rowActions = useMemo<RowAction<CrcRow>[]>(
    () => [
      {
        label: messages.viewPhotos,
        icon: <VisibilityOutlined fontSize="small" />,
        onClick: openPhotos,
        shownFor: (row) => row.PHOTOS > 0,
        testId: 'view-photos',
      },
    ],
    [openPhotos],
  );

  return (
    <>
      <ListScreen<CrcRow, ViewerFilters>
        queryKey={QUERY_KEY}
        title={messages.crcFileViewer}
        columns={columns}
        getRowId={(row) => row.CRC_HEADERID}
        rowActions={rowActions}
        rowHeight={ROW_HEIGHT}
        filters={{
          value: filters,
          controls: <ViewerFiltersFields value={filters} onChange={setFilters} />,
          check: (f) => dateRangeProblem(f.start, f.end, PHOTO_RANGE_MAX_DAYS),
          loadLabel: messages.findLabel,
        }}
        source={{ mode: 'server', load }}
        toolbar={(_rows, loaded) => <AcrylicCounters counters={counters} current={loaded} />}
        testId="crc-file-viewer"
      />
      <CheckPhotosPreview check={check} calls={CHECK_PHOTOS} onClose={closeCheck} />
    </>
  );
}
