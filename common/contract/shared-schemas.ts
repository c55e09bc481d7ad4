/** Schemas that several contracts share. */
import { z } from 'zod';
import { messages } from '../messages';

/**
 * The date field of a form, named by its label so the message under the field reads like the
 * spec's own ('Start Date is required'); the service checks that it is a real calendar date.
 */
export const dateField = (label: string) =>
  z
    .string()
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a whole date (YYYY-MM-DD)`);

/**
 * The longest range of days one list request may ask for (Overview Call Realization, the photo
 * screens): a quarter and a day to spare. A range is read and counted whole, so it is bounded.
 */
export const DATE_RANGE_MAX_DAYS = 92;

/** A list's range of days as the spec's calls send it; the server checks the dates and the span. */
export const dateRangeShape = { StartDate: dateField('Start Date'), EndDate: dateField('End Date') };

/** Y or N flags (collector, secondary position). */
export const yesNo = z.enum(['Y', 'N']);

/**
 * Ids and org ids are PostgreSQL `integer` columns: a number beyond 32 bits would fail in the
 * query, so the schema refuses it with the field named.
 */
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const outOfRange = messages.refused.wholeNumberOutOfRange;
export const int32 = z.number().int(outOfRange).min(INT32_MIN, outOfRange).max(INT32_MAX, outOfRange);

/** Numbers that older clients send as strings; 32-bit like the columns they are compared with. */
export const looseInt = z
  .union([z.number(), z.string().regex(/^-?\d+$/, outOfRange)])
  .transform(Number)
  .pipe(int32);

export const branch = z.object({
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BRANCH_DESC: z.string(),
});
export type Branch = z.infer<typeof branch>;

/** An opaque position in a list (server/platform/list/cursor.ts): the sort value and id of a row. */
const cursor = z.string().max(512);

/**
 * A search needs three characters: shorter ones cannot use a trigram index and scan the whole
 * selection, which on the embedded database holds every other user's call meanwhile.
 */
export const SEARCH_MIN_LENGTH = 3;
const search = z
  .string()
  .max(200)
  .refine((text) => {
    const length = text.trim().length;
    return length === 0 || length >= SEARCH_MIN_LENGTH;
  }, messages.searchTooShort(SEARCH_MIN_LENGTH))
  .default('');

/**
 * The field a list is sorted on: the name of one of its columns. The server sorts only on the
 * columns the screen declares (server/platform/list/keyset.ts) and refuses any other name.
 */
const sortField = z
  .string()
  .max(64)
  .regex(/^(?:[A-Za-z][A-Za-z0-9_]*)?$/, messages.refused.sortFieldMalformed);

/**
 * How deep a page number (`page`, an offset) may reach: its rows must lie within the first 10,000
 * rows of the selection, as search engines stop. An offset reads and skips every row before the page,
 * so a deeper one would cost as much as the table; past this depth the server refuses it and points
 * to the cursors (`after`, `before`, `last`), which reach any depth at the cost of a first page.
 */
export const PAGE_NUMBER_MAX_ROWS = 10_000;

/**
 * Server paging, sorting and search of a list screen. Export calls take the same minus paging.
 *
 * A page is addressed by keyset: `after` the last row of the page before it, `before` the first row
 * of the page after it, `last` for the end of the list, or nothing for the first page; so a page
 * never costs a walk over the rows before it, and paging through a list that changes meanwhile never
 * repeats or skips a row. `page` (an offset in pages) stays for clients that jump to a page number,
 * within the first PAGE_NUMBER_MAX_ROWS rows.
 * `count: false` skips counting the selection while the user pages through a selection already
 * counted.
 */
export const listQuery = z.object({
  page: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.number().int().min(1).max(100).default(100),
  search,
  sortField: sortField.optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  after: cursor.optional(),
  before: cursor.optional(),
  last: z.boolean().optional(),
  count: z.boolean().default(true),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The export of a list: the selection its search picks, in the order the screen shows. */
export const exportQuery = listQuery.pick({ search: true, sortField: true, sortDir: true });

/**
 * A page of a server-paged list: its rows, the count of the whole selection (null when the request
 * asked not to count), and the cursors of its first and last rows (null on an empty page).
 */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int().nullable(),
    startCursor: cursor.nullable(),
    endCursor: cursor.nullable(),
  });

/**
 * A cell of an uploaded sheet as the screen sends it: text, or a number SheetJS read, as text. The
 * one schema of a sheet's cells for every upload's contract.
 */
export const sheetCellValue = z.union([z.string().max(200), z.number()]).transform(String);

/** A sheet cell the row may lack: '' when absent. */
export const sheetCell = sheetCellValue.optional().default('');

/** The same schema for each column of a sheet (a staged row's cells, a checked row's texts). */
export function eachColumn<C extends string, S extends z.ZodType>(
  columns: readonly C[],
  schema: S,
): Record<C, S> {
  return Object.fromEntries(columns.map((c) => [c, schema])) as Record<C, S>;
}
