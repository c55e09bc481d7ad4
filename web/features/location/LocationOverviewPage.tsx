/**
 * Overview Location Relasi (/mapping-sales-assignment/overviewgeotag): Branch and Channel selects,
 * each with ALL and both required ('Silakan pilih Branch terlebih dahulu', 'Silahkan pilih Channel
 * terlebih dahulu'), Load List (overviewBranchSales: the newest scan of each customer), search; a
 * big map (zoom 11) of the customers the search keeps, with their names in the markers' popups; the
 * table with the near and far photos and each location's own map (zoom 18) in dialogs, each with a
 * close button. Errors show for 2 seconds.
 */
import { Box, Dialog, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import { LOCATION_ALL, type LocationRow } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { ClosableDialogTitle } from '../../components/ClosableDialogTitle';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { notify } from '../../components/Snackbar';
import { call } from '../../lib/api';
import { LocationsMap, type MapPoint, OneLocationMap } from './LocationMap';
import { locationColumns } from './location-columns';
import { LOCATION_SNACKBAR } from './location-snackbar';
import { PhotoDialog, type PhotoShown } from './PhotoDialog';

export const LOCATION_LIST_KEY = 'location-overview';

interface LocationFilters {
  /** BRANCH_CODE or ALL; '' while none is chosen. */
  branch: string;
  /** SALES_CHANNEL_GROUP or ALL; '' while none is chosen. */
  channel: string;
}

const pointOf = (r: LocationRow): MapPoint => ({
  id: r.GEOTAG_ID,
  lat: r.LATITUDE,
  lng: r.LONGITUDE,
  label: `${r.CUSTOMER_NAME} (${r.CUSTOMER_ID_REF})`,
});

function checkFilters(f: LocationFilters): string | undefined {
  if (f.branch === '') return messages.selectBranchFirst;
  if (f.channel === '') return messages.selectChannelFirst;
  return undefined;
}

/** The list; a failure shows in the 2-second snackbar instead of the usual one. */
async function loadLocations(f: LocationFilters, signal: AbortSignal): Promise<LocationRow[]> {
  try {
    return await call(
      contract.location.overviewBranchSales,
      { BRANCH_CODE: f.branch, SALES_CHANNEL_GROUP: f.channel },
      { signal, silent: true },
    );
  } catch (err) {
    if ((err as Error).name !== 'AbortError') notify.error((err as Error).message, LOCATION_SNACKBAR);
    throw err;
  }
}

/** The options of one select, ALL first, loaded once per session. */
function useOptions<T>(key: string, load: (signal: AbortSignal) => Promise<T[]>) {
  return useQuery({ queryKey: [key], queryFn: ({ signal }) => load(signal), staleTime: 10 * 60_000 });
}

export function LocationOverviewPage() {
  const [filters, setFilters] = useListFilters<LocationFilters>(LOCATION_LIST_KEY, {
    branch: '',
    channel: '',
  });
  const [photo, setPhoto] = useState<PhotoShown | null>(null);
  const [mapped, setMapped] = useState<LocationRow | null>(null);
  const branches = useOptions('selectBranchSales', (signal) =>
    call(contract.location.selectBranchSales, {}, { signal }),
  );
  const channels = useOptions('selectChannelSales', (signal) =>
    call(contract.location.selectChannelSales, {}, { signal }),
  );

  const columns = useMemo(
    () =>
      locationColumns({
        photo: (row, kind) =>
          setPhoto({
            key: (kind === 'TD' ? row.TD : row.TJ) as string,
            title: `${kind === 'TD' ? 'Near Photo' : 'Far Photo'} · ${row.CUSTOMER_NAME}`,
          }),
        map: setMapped,
      }),
    [],
  );
  const closePhoto = useCallback(() => setPhoto(null), []);

  return (
    <>
      <ListScreen<LocationRow, LocationFilters>
        queryKey={LOCATION_LIST_KEY}
        columns={columns}
        getRowId={(row) => row.GEOTAG_ID}
        title={messages.overviewLocationRelasi}
        filters={{
          value: filters,
          controls: (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, maxWidth: 640 }}>
              <TextField
                select
                label={messages.branchLabel}
                value={filters.branch}
                onChange={(e) => setFilters((f) => ({ ...f, branch: e.target.value }))}
                disabled={branches.isPending}
                fullWidth
                data-testid="filter-branch"
              >
                <MenuItem value={LOCATION_ALL}>ALL</MenuItem>
                {(branches.data ?? []).map((b) => (
                  <MenuItem key={b.BRANCH_CODE} value={b.BRANCH_CODE}>
                    {b.BRANCH_CODE} - {b.BRANCH_DESC}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={messages.channelLabel}
                value={filters.channel}
                onChange={(e) => setFilters((f) => ({ ...f, channel: e.target.value }))}
                disabled={channels.isPending}
                fullWidth
                data-testid="filter-channel"
              >
                <MenuItem value={LOCATION_ALL}>ALL</MenuItem>
                {(channels.data ?? []).map((c) => (
                  <MenuItem key={c.SALES_CHANNEL_GROUP} value={c.SALES_CHANNEL_GROUP}>
                    {c.SALES_CHANNEL_GROUP}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          ),
          check: checkFilters,
          checkNotice: LOCATION_SNACKBAR,
        }}
        source={{ mode: 'client', load: loadLocations }}
        beforeGrid={(rows) => <RowsMap rows={rows} />}
        gridHeight={520}
        testId="location-list"
      />
      <PhotoDialog photo={photo} onClose={closePhoto} />
      <Dialog
        open={mapped !== null}
        onClose={() => setMapped(null)}
        fullWidth
        maxWidth="md"
        data-testid="map-dialog"
      >
        <ClosableDialogTitle onClose={() => setMapped(null)}>
          {mapped ? `${mapped.CUSTOMER_NAME} (${mapped.CUSTOMER_ID_REF})` : ''}
        </ClosableDialogTitle>
        <DialogContent>
          {mapped ? <OneLocationMap point={pointOf(mapped)} height={420} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The big map of the rows shown; the same points are kept while the rows do not change. */
function RowsMap({ rows }: { rows: LocationRow[] }) {
  const points = useMemo(() => rows.map(pointOf), [rows]);
  return (
    <Box sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <LocationsMap points={points} height={420} />
    </Box>
  );
}
