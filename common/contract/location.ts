/**
 * Customer locations and customers nobody serves (spec part 1 sections 2, 3, 7; base
 * /mapping-sales-assignment): Overview Location Relasi with its photos, and Unmapping Sales.
 */
import { z } from 'zod';
import { locationModule } from '../modules/location';
import { defineCall } from './define';
import { branch, exportQuery, listQuery, looseInt, pageOf } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = locationModule.paths;

const BASE = '/mapping-sales-assignment';

/** A customer with no assignment active today (Unmapping Sales). */
export const unmappedRow = z.object({
  CUSTOMER_ID: z.string(),
  /** The reference staff know the customer by, shown with the id. */
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  BRANCH_CODE: z.string(),
  CHANNEL: z.string(),
  CATBISNIS: z.string(),
  /** Invoice total of the last 12 months, in rupiah. */
  VAL: z.number(),
});
export type UnmappedRow = z.infer<typeof unmappedRow>;

/** Unmapping Sales' filter: one org (0 for all, head office only), optionally one branch ('0' for all). */
const unmappedFilter = z.object({
  orgID: looseInt,
  BRANCH_CODE: z.string().trim().max(20).optional(),
});

/** The ALL option of the location overview's two selects, sent as the value of either filter. */
export const LOCATION_ALL = 'ALL';

/** The latest location scan of a customer (Overview Location Relasi). */
export const locationRow = z.object({
  GEOTAG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  CUSTOMER_ID: z.string(),
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  ADDRESS: z.string().nullable(),
  SALES_CHANNEL_GROUP: z.string(),
  /** Scan By. */
  USER_ID_UPDATE: z.string(),
  /** Date Scan: an ISO timestamp; the screen shows it 'DD MMMM YYYY HH:mm' in Indonesian. */
  LAST_UPDATE: z.string(),
  NOTE: z.string().nullable(),
  /** The near photo's key (geotagPhoto), null when the scan has none. */
  TD: z.string().nullable(),
  /** The far photo's key. */
  TJ: z.string().nullable(),
  LATITUDE: z.number(),
  LONGITUDE: z.number(),
});
export type LocationRow = z.infer<typeof locationRow>;

/** The filters of Overview Location Relasi: a branch and a channel group, 'ALL' for every one. */
const locationFilter = z.object({
  BRANCH_CODE: z.string().trim().min(1).max(20),
  SALES_CHANNEL_GROUP: z.string().trim().min(1).max(50),
});

/** The zoom the big map opens at (spec part 1 section 9), and the deepest the map's tiles go. */
export const BIG_MAP_ZOOM = 11;
export const MAX_MAP_ZOOM = 19;

/**
 * The most groups one markers answer may hold. A group is a square of the map about 60 pixels wide
 * at the zoom asked for, so a view holds a few hundred; a request whose bounds would need more (a
 * deep zoom over a whole country) is refused instead of answering a marker per customer.
 */
export const MAX_MARKER_GROUPS = 5000;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A part of the map: the view the user sees, with some margin. */
export const mapBounds = z
  .object({ south: latitude, west: longitude, north: latitude, east: longitude })
  .refine(
    (b) => b.south <= b.north && b.west <= b.east,
    'south must not lie north of north, nor west east of east',
  );
export type MapBounds = z.infer<typeof mapBounds>;

/**
 * The customers of a part of the map close enough together at a zoom to show as one marker: how
 * many, where (the mean of their locations), and for a group of one its scan and the popup's text.
 */
export const markerGroup = z.object({
  lat: z.number(),
  lng: z.number(),
  count: z.number().int(),
  /** The customer's scan (GEOTAG_ID) when the group is one customer, else null. */
  id: z.number().int().nullable(),
  /** 'CUSTOMER_NAME (CUSTOMER_ID_REF)' when the group is one customer, else null. */
  label: z.string().nullable(),
});
export type MarkerGroup = z.infer<typeof markerGroup>;

export const markersAnswer = z.object({
  /** The zoom the groups were made for. */
  zoom: z.number().int(),
  /** The customers counted (those of the bounds, or the whole selection without bounds). */
  count: z.number().int(),
  /** The mean of their locations, where the map opens; null when there are none. */
  centre: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /**
   * The squares of the groups together, a part of the map holding every customer counted: the map
   * opens farther out than zoom 11 when they do not fit its view at 11. Null when there are none.
   */
  extent: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }).nullable(),
  groups: z.array(markerGroup),
});
export type MarkersAnswer = z.infer<typeof markersAnswer>;

/** A photo key: what the field app reports, path-safe text. */
const photoKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'not a photo key');

export const location = {
  selectBranchSales: defineCall({
    method: 'GET',
    path: '/mapping-sales-assignment/selectBranchSales',
    module: 'location',
    access: { screens: [S.geotag] },
    summary: "The branches of the caller's scope (the screen adds ALL).",
    input: z.object({}),
    output: z.array(branch),
  }),
  selectChannelSales: defineCall({
    method: 'GET',
    path: '/mapping-sales-assignment/selectChannelSales',
    module: 'location',
    access: { screens: [S.geotag] },
    summary: 'The sales channel groups (SALES_CHANNEL_GROUP; the screen adds ALL).',
    input: z.object({}),
    output: z.array(z.object({ SALES_CHANNEL_GROUP: z.string() })),
  }),
  overviewBranchSales: defineCall({
    method: 'POST',
    path: '/mapping-sales-assignment/overviewBranchSales',
    module: 'location',
    access: { screens: [S.geotag] },
    summary:
      "One page of the latest location scan of each customer of the branch and channel group asked for ('ALL' for every one), in the caller's scope, newest first.",
    input: locationFilter.extend(listQuery.shape),
    output: pageOf(locationRow),
  }),
  overviewBranchSalesMap: defineCall({
    method: 'POST',
    path: `${BASE}/overviewBranchSalesMap`,
    module: 'location',
    access: { screens: [S.geotag] },
    summary:
      "The big map's markers of the same selection as overviewBranchSales and its search: the customers grouped per square of the map at the zoom asked for, within the bounds when given.",
    input: locationFilter.extend({
      search: listQuery.shape.search,
      zoom: z.number().int().min(1).max(MAX_MAP_ZOOM).default(BIG_MAP_ZOOM),
      bounds: mapBounds.optional(),
    }),
    output: markersAnswer,
  }),
  geotagPhoto: defineCall({
    method: 'GET',
    path: '/mapping-sales-assignment/geotagPhoto/:photoKey',
    module: 'location',
    access: { screens: [S.geotag] },
    file: true,
    summary: "A scan's photo (a TD or TJ key) as JPEG, to a caller whose scope covers the customer.",
    input: z.object({ photoKey }),
    output: z.unknown(),
  }),

  overviewUnmapSales: defineCall({
    method: 'POST',
    path: `${BASE}/overviewUnmapSales`,
    module: 'location',
    access: { screens: [S.unmapped] },
    summary:
      "One page of the active customers with no assignment active today, in the caller's scope: of one org (0 for all, head office only), optionally of one branch; highest invoice value first.",
    input: unmappedFilter.extend(listQuery.shape),
    output: pageOf(unmappedRow),
  }),
  exportUnmapSales: defineCall({
    method: 'POST',
    path: `${BASE}/exportUnmapSales`,
    module: 'location',
    access: { screens: [S.unmapped] },
    file: true,
    summary:
      "'Unmapping Sales.xlsx': every unmapped customer the filters and search select, in the list's order.",
    input: unmappedFilter.extend(exportQuery.shape),
    output: z.unknown(),
  }),
};
