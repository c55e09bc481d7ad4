/**
 * Display-check (CRC) photo files (spec part 2 sections 2, 3, 7: Photo files; base /file-viewer):
 * CRC File Viewer's filters, table and preview, Overview File CRC's card grid, and the photos
 * themselves, full size and as thumbnails. Overview Call Realization opens a visit's photos through
 * the same calls.
 */
import { z } from 'zod';
import { callManagementModule } from '../modules/call-management';
import { crcModule } from '../modules/crc';
import { positionSearchAnswer } from './call-management';
import { defineCall } from './define';
import { branch, DATE_RANGE_MAX_DAYS, dateRangeShape, listQuery, pageOf } from './shared-schemas';

const S = crcModule.paths;
/** Overview Call Realization's eye opens the photos of a visit's display check. */
const REALIZATION = callManagementModule.paths.realization;

const BASE = '/file-viewer';

/** The longest date range one request may ask for. */
export const PHOTO_RANGE_MAX_DAYS = DATE_RANGE_MAX_DAYS;

/** Overview File CRC shows 6 cards a page with 5 page links (spec part 2 section 9). */
export const CARDS_PER_PAGE = 6;
export const CARD_PAGE_LINKS = 5;

/** Is Acrylic's choices; Y is the default (spec part 2 section 9). */
export const ACRYLIC_CHOICES = ['Y', 'N'] as const;

/** A display check (one row of CRC File Viewer's table): the CRC record without its photos. */
export const crcRow = z.object({
  CRC_HEADERID: z.number().int(),
  BRANCH_CODE: z.string(),
  POSITION_CODE: z.string(),
  SALESREP_EMPLOYEE_NAME: z.string(),
  CUSTOMER_ID: z.string(),
  CUSTOMER_NAME: z.string(),
  CUSTOMER_OUTLET: z.string(),
  /** When the check was made: 'YYYY-MM-DD HH:mm:ss'. */
  DATE_CRC: z.string(),
  /** The planned visit's date: YYYY-MM-DD. */
  DATE_PLAN: z.string(),
  PRODUCT_GROUP_CODE: z.string(),
  SUB_LINE_DESC: z.string(),
  IS_ACRYLIC: z.enum(ACRYLIC_CHOICES),
  /** How many photos the check holds. */
  PHOTOS: z.number().int(),
  /** The first photo's key (its thumbnail shows in the row), null when the check has none. */
  ATTACHMENT_FILE: z.string().nullable(),
});
export type CrcRow = z.infer<typeof crcRow>;

/** One photo of a display check with its check: the CRC record of spec part 2 section 3. */
export const crcRecord = crcRow.omit({ PHOTOS: true }).extend({
  CRC_DISPLAYID: z.number().int(),
  DISPLAY_TYPE: z.string(),
  /** The photo's key (photo, thumbnail). */
  ATTACHMENT_FILE: z.string(),
  FILENAME: z.string(),
});
export type CrcRecord = z.infer<typeof crcRecord>;

/**
 * CRC File Viewer's counters over the whole selection but Is Acrylic: Acrylic, the customers with
 * a check in an acrylic rack; Total Relasi, the customers with any check.
 */
export const crcCounters = z.object({ ACRYLIC: z.number().int(), TOTAL_RELASI: z.number().int() });
export type CrcCounters = z.infer<typeof crcCounters>;

const dateRange = dateRangeShape;

/** A branch or position filter; '' (or ALL) is every one of the scope. */
const anyOf = z.string().trim().max(50).default('');

export const viewerFilter = z.object({
  BranchCode: anyOf,
  PositionCode: anyOf,
  /** The business (PRODUCT_GROUP_CODE); the screen sends '' for every one. */
  Bisnis: anyOf,
  isAcrylic: z.enum(ACRYLIC_CHOICES).default('Y'),
  ...dateRange,
});
export type ViewerFilter = z.input<typeof viewerFilter>;

/** A photo key: what the field app reports, path-safe text. */
export const photoKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'not a photo key');

/** The screens that show display-check photos. */
const PHOTO_SCREENS = [S.files, S.displays, REALIZATION] as const;

export const crc = {
  selectArea: defineCall({
    method: 'POST',
    path: `${BASE}/selectArea`,
    module: 'crc',
    access: { screens: [S.files] },
    summary:
      "The branches of the caller's scope (Area). username is the spec's; the session decides the scope.",
    input: z.object({ username: z.string().max(100).optional() }),
    output: z.array(branch),
  }),
  selectPositionCode: defineCall({
    method: 'POST',
    path: `${BASE}/selectPositionCode`,
    module: 'crc',
    access: { screens: [S.files, S.displays] },
    summary:
      "The positions of the caller's scope, of branchCode when given ('' for every branch), whose code contains search (from 3 characters), in code order: at most 50, POSITION_MORE when more match.",
    input: z.object({ branchCode: z.string().max(20).optional(), search: listQuery.shape.search }),
    output: positionSearchAnswer,
  }),
  overview: defineCall({
    method: 'POST',
    path: `${BASE}/overview`,
    module: 'crc',
    access: { screens: [S.files] },
    summary:
      'CRC File Viewer: one page of the display checks of the area, position, business and Is Acrylic asked for, made between StartDate and EndDate, newest first, with the count and the counters (Acrylic, Total Relasi) when counting.',
    input: viewerFilter.extend(listQuery.shape),
    output: pageOf(crcRow).extend({ counters: crcCounters.nullable() }),
  }),
  detailOverview: defineCall({
    method: 'POST',
    path: `${BASE}/detailOverview`,
    module: 'crc',
    access: { screens: PHOTO_SCREENS },
    summary:
      'The photos of one display check (CRCHeaderID), in the order taken, to a caller whose scope holds it.',
    input: z.object({ CRCHeaderID: z.coerce.number().int().min(1).max(2147483647) }),
    output: z.array(crcRecord),
  }),
  overviewNew: defineCall({
    method: 'POST',
    path: `${BASE}/overviewNew`,
    module: 'crc',
    access: { screens: [S.displays] },
    summary:
      'Overview File CRC: one page (6 by default) of the photos of the display checks of one position (BranchCode holds the position code) made between StartDate and EndDate, newest first; search finds customer names.',
    input: z
      .object({ BranchCode: z.string().trim().min(1).max(50), ...dateRange })
      .extend({ ...listQuery.shape, pageSize: z.number().int().min(1).max(100).default(CARDS_PER_PAGE) }),
    output: pageOf(crcRecord),
  }),
  photo: defineCall({
    method: 'GET',
    path: `${BASE}/photo/:photoKey`,
    module: 'crc',
    access: { screens: PHOTO_SCREENS },
    file: true,
    summary:
      "A display-check photo as stored (JPEG), to a caller whose scope covers its check; cached by the browser (a photo's key never names other bytes).",
    input: z.object({ photoKey }),
    output: z.unknown(),
  }),
  thumbnail: defineCall({
    method: 'GET',
    path: `${BASE}/thumbnail/:photoKey`,
    module: 'crc',
    access: { screens: PHOTO_SCREENS },
    file: true,
    summary:
      'The thumbnail of a display-check photo (JPEG, at most 320 px wide), made once and kept in storage; the same scope rule and caching as the photo.',
    input: z.object({ photoKey }),
    output: z.unknown(),
  }),
};
