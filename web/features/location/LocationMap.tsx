/**
 * The maps of Overview Location Relasi (spec part 1 sections 2, 9): Leaflet with the deployment's
 * tile server (OpenStreetMap by default). The big map (zoom 11) shows the customers of the list's
 * selection as the server groups them for the view (overviewBranchSalesMap): a group of several
 * is a round marker with its count, which zooms in when clicked; a single customer is a marker
 * whose popup names the customer. The dialog's map (zoom 18) shows one location.
 *
 * The server groups, not the browser: at 100,000 customers a marker per customer was a 10 MB answer
 * and 100,000 markers to cluster here; a view's groups are a few hundred whatever the number of
 * customers. Moving or zooming the map asks for the groups of the new view, with a margin around
 * it so a short pan needs no new answer.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { MAX_MAP_ZOOM, type MapBounds, type MarkerGroup } from '../../../common/contract/location';
import { serverSettings } from '../../lib/server-settings';

export { BIG_MAP_ZOOM } from '../../../common/contract/location';

/** Leaflet finds its marker images by CSS path guessing, which a bundler breaks: name them. */
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Jakarta, for a list without a single location. */
export const FALLBACK_CENTRE: [number, number] = [-6.2, 106.82];

export const ONE_LOCATION_ZOOM = 18;
/** The deepest zoom a group's click goes to: the street, where groups part into customers. */
const DEEPEST_GROUP_ZOOM = 18;

export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  /** The popup's text: the customer's name (and reference). */
  label: string;
}

/** The look of leaflet.markercluster's groups (its stylesheet): small, medium and large by count. */
function groupIcon(count: number): L.DivIcon {
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const label = document.createElement('div');
  const text = document.createElement('span');
  text.textContent = String(count);
  label.append(text);
  return L.divIcon({ html: label, className: `marker-cluster marker-cluster-${size}`, iconSize: [40, 40] });
}

/** The markers of a view's groups, in one layer made anew when the groups change. */
function GroupMarkers({ groups }: { groups: readonly MarkerGroup[] }) {
  const map = useMap();
  useEffect(() => {
    const layer = L.layerGroup();
    for (const g of groups) {
      if (g.count === 1) {
        const marker = L.marker([g.lat, g.lng], { icon, title: g.label ?? '' });
        // Popups are made when opened: hundreds of them up front would cost for nothing.
        marker.bindPopup(() => {
          const text = document.createElement('span');
          text.textContent = g.label ?? '';
          return text;
        });
        layer.addLayer(marker);
      } else {
        const marker = L.marker([g.lat, g.lng], { icon: groupIcon(g.count) });
        marker.on('click', () =>
          map.setView([g.lat, g.lng], Math.min(map.getZoom() + 2, DEEPEST_GROUP_ZOOM)),
        );
        layer.addLayer(marker);
      }
    }
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, groups]);
  return null;
}

/** Bounds as the contract takes them, held within the world's coordinates. */
function boundsOf(b: L.LatLngBounds): MapBounds {
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  return {
    south: clamp(b.getSouth(), 90),
    west: clamp(b.getWest(), 180),
    north: clamp(b.getNorth(), 90),
    east: clamp(b.getEast(), 180),
  };
}

/** A view the map asks groups for: its zoom and the bounds around what it shows. */
export interface MapView {
  zoom: number;
  bounds: MapBounds;
}

/**
 * Opens the map on `centre` at `zoom` when they change (a new selection), and tells each move the
 * user makes afterwards as a view, with half a view's margin on every side. The move that opening
 * makes is not told: the first answer already holds the whole selection. A selection whose
 * `extent` does not fit the view at `zoom` (head office's customers across the country) opens
 * farther out, on the whole extent, and that view is told: its groups are asked for its zoom.
 */
function FollowView({
  centre,
  zoom,
  extent,
  openKey,
  onView,
}: {
  centre: [number, number];
  zoom: number;
  extent: MapBounds | null;
  openKey: string;
  onView(view: MapView): void;
}) {
  const map = useMap();
  const opening = useRef(false);
  const [lat, lng] = centre;
  // The listener stays on the map for good and calls the latest onView: one taken off and put
  // back at each render would miss the move that opening makes while it is off.
  const tell = useRef(onView);
  useEffect(() => {
    tell.current = onView;
  });
  useEffect(() => {
    const moved = () => {
      if (opening.current) return;
      const zoom = Math.min(MAX_MAP_ZOOM, Math.max(1, Math.round(map.getZoom())));
      tell.current({ zoom, bounds: boundsOf(map.getBounds().pad(0.5)) });
    };
    map.on('moveend', moved);
    return () => {
      map.off('moveend', moved);
    };
  }, [map]);
  // openKey: the same selection loaded again opens again, even where the centre did not move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: openKey is what makes the map open again
  useEffect(() => {
    const whole = extent
      ? L.latLngBounds([extent.south, extent.west], [extent.north, extent.east])
      : undefined;
    if (whole && map.getBoundsZoom(whole) < zoom) {
      map.fitBounds(whole, { animate: false });
      return;
    }
    opening.current = true;
    map.setView([lat, lng], zoom, { animate: false });
    opening.current = false;
  }, [map, lat, lng, zoom, extent, openKey]);
  return null;
}

export interface GroupedMapProps {
  /** Where the map opens (the selection's centre) and at which zoom; a change moves it there. */
  centre: [number, number];
  zoom: number;
  /** The part of the map holding the whole selection (the opening answer's extent). */
  extent: MapBounds | null;
  /** Names the selection: a new one (or the same loaded again) opens the map anew. */
  openKey: string;
  groups: readonly MarkerGroup[];
  onView(view: MapView): void;
  height: number | string;
}

export function GroupedLocationsMap({
  centre,
  zoom,
  extent,
  openKey,
  groups,
  onView,
  height,
}: GroupedMapProps) {
  return (
    // react-leaflet passes no data attributes to the map's element: the box carries the test id.
    <div data-testid="locations-map">
      <MapContainer center={centre} zoom={zoom} style={{ height, width: '100%' }}>
        <TileLayer url={serverSettings.mapTileUrl()} attribution={ATTRIBUTION} />
        <FollowView centre={centre} zoom={zoom} extent={extent} openKey={openKey} onView={onView} />
        <GroupMarkers groups={groups} />
      </MapContainer>
    </div>
  );
}

export function OneLocationMap({ point, height }: { point: MapPoint; height: number | string }) {
  return (
    <div data-testid="location-map">
      <MapContainer
        center={[point.lat, point.lng]}
        zoom={ONE_LOCATION_ZOOM}
        style={{ height, width: '100%' }}
      >
        <TileLayer url={serverSettings.mapTileUrl()} attribution={ATTRIBUTION} maxZoom={19} />
        <Marker position={[point.lat, point.lng]} icon={icon}>
          <Popup>{point.label}</Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
