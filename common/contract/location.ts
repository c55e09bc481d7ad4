/**
 * Customer locations and customers nobody serves (spec part 1 sections 2, 3, 7; base
 * /mapping-sales-assignment): Overview Location Relasi with its photos, and Unmapping Sales.
 */
import { z } from 'zod';
import { MODULE_SCREENS } from '../modules';
import { defineCall } from './define';
import { branch, looseInt } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = MODULE_SCREENS.location;

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
      "The latest location scan of every customer of the branch and channel group asked for ('ALL' for every one), in the caller's scope, newest first.",
    input: z.object({
      BRANCH_CODE: z.string().trim().min(1).max(20),
      SALES_CHANNEL_GROUP: z.string().trim().min(1).max(50),
    }),
    output: z.array(locationRow),
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
      "Active customers with no assignment active today, in the caller's scope: of one org (0 for all, head office only), optionally of one branch.",
    input: z.object({
      orgID: looseInt,
      BRANCH_CODE: z.string().trim().max(20).optional(),
    }),
    output: z.array(unmappedRow),
  }),
};
