/**
 * The maps of Overview Location Relasi (spec part 1 sections 2, 9): Leaflet with the deployment's
 * tile server (OpenStreetMap by default). The big map (zoom 11) shows every customer of the list,
 * clustered, each marker's popup naming the customer; the dialog's map (zoom 18) shows one.
 *
 * The markers are added to one leaflet.markercluster layer in a single addLayers call with chunked
 * loading, not as one React component each: 10,000 markers then load in slices between frames and
 * the page stays responsive, where a component per marker would add them one by one.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { serverSettings } from '../../lib/server-settings';

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
const FALLBACK_CENTRE: [number, number] = [-6.2, 106.82];

export const BIG_MAP_ZOOM = 11;
export const ONE_LOCATION_ZOOM = 18;

export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  /** The popup's text: the customer's name (and reference). */
  label: string;
}

/** The middle of the points (the mean of their coordinates), where the big map opens. */
export function centreOf(points: readonly MapPoint[]): [number, number] {
  if (points.length === 0) return FALLBACK_CENTRE;
  let lat = 0;
  let lng = 0;
  for (const p of points) {
    lat += p.lat;
    lng += p.lng;
  }
  return [lat / points.length, lng / points.length];
}

function ClusteredMarkers({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const cluster = L.markerClusterGroup({ chunkedLoading: true, chunkInterval: 100, chunkDelay: 16 });
    cluster.addLayers(
      points.map((p) => {
        const marker = L.marker([p.lat, p.lng], { icon, title: p.label });
        // Popups are made when opened: 10,000 of them up front would cost for nothing.
        marker.bindPopup(() => {
          const text = document.createElement('span');
          text.textContent = p.label;
          return text;
        });
        return marker;
      }),
    );
    map.addLayer(cluster);
    return () => {
      map.removeLayer(cluster);
    };
  }, [map, points]);
  return null;
}

/**
 * Moves the map when the list it shows changes (a new Load List, a search), and only then: a move
 * redraws the clusters, which closes an open popup.
 */
function FollowCentre({ lat, lng, zoom }: { lat: number; lng: number; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([lat, lng], zoom, { animate: false });
  }, [map, lat, lng, zoom]);
  return null;
}

export function LocationsMap({ points, height }: { points: readonly MapPoint[]; height: number | string }) {
  const centre = useMemo(() => centreOf(points), [points]);
  return (
    // react-leaflet passes no data attributes to the map's element: the box carries the test id.
    <div data-testid="locations-map">
      <MapContainer center={centre} zoom={BIG_MAP_ZOOM} style={{ height, width: '100%' }}>
        <TileLayer url={serverSettings.mapTileUrl()} attribution={ATTRIBUTION} />
        <FollowCentre lat={centre[0]} lng={centre[1]} zoom={BIG_MAP_ZOOM} />
        <ClusteredMarkers points={points} />
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
