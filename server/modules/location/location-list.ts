/**
 * Overview Location Relasi as a server-paged list: the latest location scan of each customer of a
 * branch and channel group, in the caller's scope, one page at a time, searched and sorted on the
 * server. A customer scanned again keeps its earlier scans in customer_geotags; the list shows where
 * the customer is now, one row per customer (and branch).
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { LocationRow } from '../../../common/contract/location';
import { type Db, rows } from '../../db/client';
import { customerGeotags, customers, salesChannels } from '../../db/schema';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import {
  jsonObjectOf,
  type KeysetOrder,
  type ListPageRequest,
  listPage,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface LocationFilter {
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string | undefined;
  /** One SALES_CHANNEL_GROUP; undefined: every group. */
  channelGroup?: string | undefined;
  search: string;
}

/** The row as the screen shows it: the scan `g`, its customer `c` and the customer's channel `ch`. */
const FIELDS = {
  GEOTAG_ID: sql`g.geotag_id`,
  BRANCH_CODE: sql`g.branch_code`,
  CUSTOMER_ID: sql`c.customer_id`,
  CUSTOMER_ID_REF: sql`c.customer_id_ref`,
  CUSTOMER_NAME: sql`c.customer_name`,
  ADDRESS: sql`c.address`,
  SALES_CHANNEL_GROUP: sql`ch.channel_group`,
  USER_ID_UPDATE: sql`g.scanned_by`,
  LAST_UPDATE: sql`g.scanned_at`,
  NOTE: sql`g.note`,
  TD: sql`g.near_photo_key`,
  TJ: sql`g.far_photo_key`,
  // numeric(9,6) becomes a JSON number.
  LATITUDE: sql`g.latitude`,
  LONGITUDE: sql`g.longitude`,
} satisfies Record<keyof LocationRow, SQL>;

/** A nullable text as a sort column: keyset paging has no place for NULL. */
const text = (value: SQLWrapper): SortColumn => ({ expr: sql`coalesce(${value}, '')`, nullAs: '' });

/**
 * The columns the table shows, newest scan first as the list always read. Ties (and a customer's
 * rows in two branches) are broken by the scan's id. The newest-first order is walked on the
 * (scope, scanned_at, geotag_id) indexes, so a page reads about its own rows at any depth.
 */
export const LOCATION_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['LAST_UPDATE', { expr: FIELDS.LAST_UPDATE }],
    ['BRANCH_CODE', { expr: FIELDS.BRANCH_CODE }],
    ['CUSTOMER_ID_REF', { expr: FIELDS.CUSTOMER_ID_REF }],
    ['CUSTOMER_NAME', { expr: FIELDS.CUSTOMER_NAME }],
    ['ADDRESS', text(FIELDS.ADDRESS)],
    ['USER_ID_UPDATE', { expr: FIELDS.USER_ID_UPDATE }],
    ['NOTE', text(FIELDS.NOTE)],
  ]),
  defaultField: 'LAST_UPDATE',
  defaultDir: 'desc',
  idField: 'GEOTAG_ID',
  id: FIELDS.GEOTAG_ID,
};

/**
 * The scan is its customer's newest in its branch: no later scan (by time, then id) exists, probed
 * on the (branch, customer, time) index. Unlike DISTINCT ON over the whole selection, this lets a
 * page stop after its own rows.
 */
const NEWEST = sql`NOT EXISTS (SELECT 1 FROM customer_geotags n
  WHERE n.branch_code = g.branch_code AND n.customer_id = g.customer_id
    AND (n.scanned_at, n.geotag_id) > (g.scanned_at, g.geotag_id))`;

/** The texts the table shows, one per line, so that no searched word spans two columns. */
const SHOWN_TEXT = sql`concat_ws(E'\\n', g.branch_code, c.customer_id_ref, c.customer_name, c.address,
  g.scanned_by, g.note)`;

/**
 * Which scans a selection holds: `scans` tells them by the scan alone (scope and branch), `customer`
 * by its customer and channel (channel group and search, undefined when neither is asked), and
 * `where` is both with NEWEST: the rows of the list.
 */
export interface LocationSelection {
  scans: SQL | undefined;
  customer: SQL | undefined;
  where: SQL;
}

/** The newest scan of each customer of the scope, the branch and channel group, holding every word searched. */
export function locationSelection(scope: Scope, filter: LocationFilter): LocationSelection {
  const scans = and(
    scopeFilter(scope, { orgId: sql`g.org_id`, branchCode: sql`g.branch_code` }),
    filter.branchCode === undefined ? undefined : sql`g.branch_code = ${filter.branchCode}`,
  );
  const customer = and(
    filter.channelGroup === undefined ? undefined : sql`ch.channel_group = ${filter.channelGroup}`,
    ...searchWords(filter.search).map((word) => sql`${SHOWN_TEXT} ILIKE ${containing(word)}`),
  );
  return { scans, customer, where: and(scans, customer, NEWEST) as SQL };
}

/** The customers and their channels of the scans `g`. */
export const CUSTOMER_JOIN = sql`JOIN customers c ON c.customer_id = g.customer_id
  JOIN sales_channels ch ON ch.channel_code = c.sales_channel`;

/**
 * The newest scan of each customer of the selection's scope and branch, as `g`: one ordered pass
 * over the (branch, customer, time) index instead of a probe per scan, for the calls that read the
 * whole selection (the count, the map). Its other conditions apply to these rows after it.
 */
export function newestScansOf(selection: LocationSelection): SQL {
  return sql`(SELECT DISTINCT ON (g.branch_code, g.customer_id) g.* FROM customer_geotags g
    WHERE ${selection.scans ?? sql`true`}
    ORDER BY g.branch_code, g.customer_id, g.scanned_at DESC, g.geotag_id DESC) g`;
}

/** The rows of one page plan. */
export function selectLocations(
  db: Db,
  selection: LocationSelection,
  plan: PagePlan,
): Promise<LocationRow[]> {
  const offset = plan.offset > 0 ? sql` OFFSET ${plan.offset}` : sql``;
  return readJsonBatch<LocationRow>(
    db,
    sql`SELECT ${jsonObjectOf(FIELDS)} AS j FROM customer_geotags g ${CUSTOMER_JOIN}
      WHERE ${and(selection.where, plan.where)}
      ORDER BY ${sql.join(plan.orderBy, sql`, `)} LIMIT ${plan.limit}${offset}`,
  );
}

/** How many customers the selection holds: without a channel or a search, the scans alone tell. */
export async function countLocations(db: Db, selection: LocationSelection): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    selection.customer === undefined
      ? sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT g.branch_code, g.customer_id FROM customer_geotags g
          WHERE ${selection.scans ?? sql`true`}) x`
      : sql`SELECT count(*)::int AS n FROM ${newestScansOf(selection)} ${CUSTOMER_JOIN}
          WHERE ${selection.customer}`,
  );
  return found?.n ?? 0;
}

/** The tables a selection of the overview reads: a write to any of them is seen by the next answer. */
export const LOCATION_TABLES = [customerGeotags, customers, salesChannels];

/**
 * One page of the overview, with the count of the selection when asked. The page is an index range
 * read in the default order; the count reads the whole selection, so it is kept per data version
 * (platform/data-version) and counted again only after a scan, a customer or a channel changed.
 * `answers`: the store of kept answers (the bench's floor passes one that keeps none).
 */
export function locationPage(
  db: Db,
  scope: Scope,
  filter: LocationFilter & ListPageRequest,
  answers?: AnswerStore,
) {
  const selection = locationSelection(scope, filter);
  const { branchCode, channelGroup, search } = filter;
  return listPage(LOCATION_ORDER, filter, {
    read: (plan) => selectLocations(db, selection, plan),
    count: () => countLocations(db, selection),
    keptCount: {
      db,
      key: answerKey('location overview count', { scope, branchCode, channelGroup, search }),
      tables: LOCATION_TABLES,
      ...(answers ? { store: answers } : {}),
    },
  });
}
