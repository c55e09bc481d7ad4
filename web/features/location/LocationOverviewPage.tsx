/**
 * Overview Location Relasi (/mapping-sales-assignment/overviewgeotag): Branch and Channel selects,
 * each with ALL and both required ('Silakan pilih Branch terlebih dahulu', 'Silahkan pilih Channel
 * terlebih dahulu'), Load List, search; a big map (zoom 11) of the customers the search keeps,
 * grouped on the server for the view, with their names in the markers' popups; the table, paged,
 * searched and sorted on the server (overviewBranchSales: the newest scan of each customer, newest
 * first), with the near and far photos and each location's own map (zoom 18) in dialogs, each with
 * a close button. Errors show for 2 seconds.
 */
import { Dialog, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { contract } from '../../../common/contract';
import { LOCATION_ALL, type LocationRow } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { ClosableDialogTitle } from '../../components/ClosableDialogTitle';
import { ListScreen, type PageQuery, type ServerPage } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { notify } from '../../components/Snackbar';
import { call } from '../../lib/api';
import { type MapPoint, OneLocationMap } from './LocationMap';
import { locationColumns } from './location-columns';
import { filterInput, type LocationFilters } from './location-filters';
import { LOCATION_SNACKBAR } from './location-snackbar';
import { PhotoDialog, type PhotoShown } from './PhotoDialog';
import { SelectionMap } from './SelectionMap';

export const LOCATION_LIST_KEY = 'location-overview';

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

/** A failure shows in the 2-second snackbar instead of the usual one. */
async function inLocationSnackbar<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (err) {
    if ((err as Error).name !== 'AbortError') notify.error((err as Error).message, LOCATION_SNACKBAR);
    throw err;
  }
}

/** One page of the list. */
function loadLocations(
  f: LocationFilters,
  query: PageQuery,
  signal: AbortSignal,
): Promise<ServerPage<LocationRow>> {
  return inLocationSnackbar(
    call(contract.location.overviewBranchSales, { ...filterInput(f), ...query }, { signal, silent: true }),
  );
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
        // The spec gives this screen no Export button: no export call, no file name.
        source={{ mode: 'server', load: loadLocations }}
        beforeGrid={(_rows, selection) => <SelectionMap selection={selection} />}
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
