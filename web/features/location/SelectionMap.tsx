/** The big map of Overview Location Relasi: the customers of the list's selection, as the server groups them. */
import { Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { contract } from '../../../common/contract';
import { BIG_MAP_ZOOM, type MarkersAnswer } from '../../../common/contract/location';
import type { ListSelection } from '../../components/list-screen/ListScreen';
import { call } from '../../lib/api';
import { FALLBACK_CENTRE, GroupedLocationsMap, type MapView } from './LocationMap';
import { filterInput, type LocationFilters } from './location-filters';

const MARKERS_KEY = 'location-markers';
const NO_GROUPS: MarkersAnswer['groups'] = [];

/**
 * The big map of the list's selection. A new selection (Load List, a search) asks for the groups of
 * the whole selection at zoom 11, and the map opens on their centre; each move of the user's asks
 * for the groups of the new view, and the groups shown stay until the new ones arrive.
 */
export function SelectionMap({ selection }: { selection: ListSelection<LocationFilters> | undefined }) {
  const key = JSON.stringify(selection ?? null);
  const [moved, setMoved] = useState<{ key: string; view: MapView } | null>(null);
  const view = moved?.key === key ? moved.view : undefined;
  const markers = (extra: { zoom: number; bounds?: MapView['bounds'] }, signal: AbortSignal) =>
    call(
      contract.location.overviewBranchSalesMap,
      {
        ...filterInput((selection as ListSelection<LocationFilters>).filters),
        search: (selection as ListSelection<LocationFilters>).search,
        ...extra,
      },
      // The list beside it says what failed.
      { signal, silent: true },
    );
  const opening = useQuery<MarkersAnswer>({
    queryKey: [MARKERS_KEY, key],
    enabled: selection !== undefined,
    queryFn: ({ signal }) => markers({ zoom: BIG_MAP_ZOOM }, signal),
  });
  const inView = useQuery<MarkersAnswer>({
    queryKey: [MARKERS_KEY, key, view],
    enabled: view !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => markers(view as MapView, signal),
  });
  const shown = view ? (inView.data ?? opening.data) : opening.data;
  const centre = opening.data?.centre;
  const onView = useCallback((next: MapView) => setMoved({ key, view: next }), [key]);
  return (
    <Box sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <GroupedLocationsMap
        centre={centre ? [centre.lat, centre.lng] : FALLBACK_CENTRE}
        zoom={opening.data?.zoom ?? BIG_MAP_ZOOM}
        extent={opening.data?.extent ?? null}
        openKey={key}
        groups={shown?.groups ?? NO_GROUPS}
        onView={onView}
        height={420}
      />
    </Box>
  );
}
