/**
 * The big map's markers of Overview Location Relasi, grouped on the server. The customers of the
 * list's selection (its filters and search) that lie in the view are grouped per square of the map
 * about GROUP_PIXELS wide at the zoom asked for: a group answers its count, the mean of its
 * locations and, for a single customer, its scan and the popup's text. The answer holds at most a
 * few hundred groups per view whatever the number of customers, where a marker per customer was
 * a 10 MB answer and 100,000 markers for the browser to cluster at 100,000 customers.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MAX_MARKER_GROUPS,
  type MapBounds,
  type MarkerGroup,
  type MarkersAnswer,
} from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { customerGeotags, customers } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { type AnswerStore, answerKey, cachedAnswer, keptAnswers } from '../../platform/data-version';
import { AppError } from '../../platform/errors';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import {
  CUSTOMER_JOIN,
  c,
  g,
  LOCATION_TABLES,
  type LocationFilter,
  type LocationSelection,
  locationSelection,
  newestScansOf,
} from './location-list';

/** The scan a group of one names. */
const x = alias(customerGeotags, 'x');

/** The width of a group in screen pixels, about the size of a cluster marker. */
const GROUP_PIXELS = 60;
/** The map's tiles are 256 pixels wide; a zoom doubles the pixels of the world. */
const TILE_PIXELS = 256;

/**
 * The side of a group in degrees at a zoom. Latitude takes the same degrees as longitude: Web
 * Mercator stretches latitude by 1/cos(latitude), about 1% at Indonesia's latitudes.
 */
export const groupDegrees = (zoom: number) => (360 / 2 ** zoom) * (GROUP_PIXELS / TILE_PIXELS);

/** How many groups bounds may hold at a zoom: the squares they cover. */
export function squaresOf(bounds: MapBounds, zoom: number): number {
  const side = groupDegrees(zoom);
  const across = Math.floor(bounds.east / side) - Math.floor(bounds.west / side) + 1;
  const down = Math.floor(bounds.north / side) - Math.floor(bounds.south / side) + 1;
  return across * down;
}

/**
 * The query of the groups of the selection within the bounds at one zoom, at most `limit` (the
 * caller sees more as too many): one column `j` per group.
 */
export function markerGroupsQuery(
  selection: LocationSelection,
  bounds: MapBounds | undefined,
  zoom: number,
  limit: number,
): SQL {
  const side = groupDegrees(zoom);
  const within: SQL | undefined =
    bounds === undefined
      ? undefined
      : sql`${g.latitude} BETWEEN ${bounds.south} AND ${bounds.north}
          AND ${g.longitude} BETWEEN ${bounds.west} AND ${bounds.east}`;
  // The bounds apply to the newest scans: an older scan in view does not put its customer there.
  // With bounds, the scans in view are found on the (latitude, longitude) index and each is kept
  // when no later scan of its customer exists (the list's probe): panning reads the view, not the
  // scope. Without bounds the whole selection is grouped, from one ordered pass of its newest scans.
  // A group of one names its scan; its popup text is read for those groups only, after grouping.
  const join = selection.customer === undefined ? sql`` : CUSTOMER_JOIN;
  const scans =
    within === undefined
      ? sql`${newestScansOf(selection)} ${join} WHERE ${selection.customer ?? sql`true`}`
      : sql`${tableAs(customerGeotags, g)} ${join} WHERE ${and(selection.where, within)}`;
  const group = jsonObjectOf({
    lat: sql`k.lat`,
    lng: sql`k.lng`,
    count: sql`k.n`,
    id: sql`k.id`,
    label: sql`l.label`,
  });
  return sql`SELECT ${group} AS j
      FROM (
        SELECT avg(${g.latitude})::float8 AS lat, avg(${g.longitude})::float8 AS lng, count(*)::int AS n,
          CASE WHEN count(*) = 1 THEN min(${g.geotagId}) END AS id
        FROM ${scans}
        GROUP BY floor(${g.longitude}::float8 / ${side}::float8), floor(${g.latitude}::float8 / ${side}::float8)
        LIMIT ${limit}
      ) k
      LEFT JOIN LATERAL (
        SELECT ${c.customerName} || ' (' || ${c.customerIdRef} || ')' AS label
        FROM ${tableAs(customerGeotags, x)} JOIN ${tableAs(customers, c)} ON ${c.customerId} = ${x.customerId}
        WHERE ${x.geotagId} = k.id
      ) l ON true
      ORDER BY k.lat, k.lng`;
}

const readGroups = (db: Db, ...query: Parameters<typeof markerGroupsQuery>) =>
  readJsonBatch<MarkerGroup>(db, markerGroupsQuery(...query));

/** The answer of a set of groups: how many customers they hold, where the map opens, and their squares together. */
function answerOf(zoom: number, groups: MarkerGroup[]): MarkersAnswer {
  const side = groupDegrees(zoom);
  let count = 0;
  let lat = 0;
  let lng = 0;
  const extent = { south: 90, west: 180, north: -90, east: -180 };
  for (const g of groups) {
    count += g.count;
    lat += g.lat * g.count;
    lng += g.lng * g.count;
    // A group's mean lies in its square, which holds all its customers.
    const row = Math.floor(g.lat / side);
    const column = Math.floor(g.lng / side);
    extent.south = Math.min(extent.south, row * side);
    extent.north = Math.max(extent.north, (row + 1) * side);
    extent.west = Math.min(extent.west, column * side);
    extent.east = Math.max(extent.east, (column + 1) * side);
  }
  if (count === 0) return { zoom, count, centre: null, extent: null, groups };
  return { zoom, count, centre: { lat: lat / count, lng: lng / count }, extent, groups };
}

/**
 * The markers of a view. With bounds, the squares they cover bound the answer, and bounds holding
 * more than MAX_MARKER_GROUPS squares are refused (a deep zoom over a whole country). Without bounds
 * (the map opening on a new selection) the whole selection is grouped, coarser by two zooms at a
 * time while it would need more groups than that. The answer reads the whole selection in view, so
 * it is kept per data version: every user opening the same selection after the first is served
 * from memory until a scan, a customer or a channel changes. `answers`: the store of kept answers.
 */
export async function locationMarkers(
  db: Db,
  scope: Scope,
  filter: LocationFilter & { zoom: number; bounds?: MapBounds | undefined },
  answers: AnswerStore = keptAnswers,
): Promise<MarkersAnswer> {
  const { branchCode, channelGroup, search, zoom, bounds } = filter;
  if (bounds !== undefined && squaresOf(bounds, zoom) > MAX_MARKER_GROUPS) {
    throw new AppError(
      messages.invalidRequest(
        `bounds: more than ${MAX_MARKER_GROUPS} squares at zoom ${zoom}; zoom in or ask a smaller part of the map`,
      ),
      'VALIDATION',
    );
  }
  const selection = locationSelection(scope, filter);
  const compute = async (): Promise<MarkersAnswer> => {
    if (bounds !== undefined) {
      return answerOf(zoom, await readGroups(db, selection, bounds, zoom, MAX_MARKER_GROUPS));
    }
    for (let coarser = zoom; ; coarser -= 2) {
      const groups = await readGroups(db, selection, undefined, coarser, MAX_MARKER_GROUPS + 1);
      // The coarsest zoom groups the world in a few dozen squares: it always fits.
      if (groups.length <= MAX_MARKER_GROUPS || coarser <= 2) return answerOf(coarser, groups);
    }
  };
  const key = answerKey('location markers', { scope, branchCode, channelGroup, search, zoom, bounds });
  return cachedAnswer(db, { key, tables: LOCATION_TABLES, compute }, answers);
}
