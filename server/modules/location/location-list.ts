/**
 * Overview Location Relasi as a server-paged list: the latest location scan of each customer of a
 * branch and channel group, in the caller's scope, one page at a time, searched and sorted on the
 * server. A customer scanned again keeps its earlier scans in customer_geotags; the list shows where
 * the customer is now, one row per customer (and branch).
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LocationRow } from '../../../common/contract/location';
import { type Db, rows } from '../../db/client';
import { customerGeotags, customers, salesChannels } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
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
import { everyWordIn } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface LocationFilter {
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string | undefined;
  /** One SALES_CHANNEL_GROUP; undefined: every group. */
  channelGroup?: string | undefined;
  search: string;
}

/** A scan, aliased g (also the name of the newest scans of a selection, see newestScansOf). */
export const g = alias(customerGeotags, 'g');
/** A customer of the scans, aliased c. */
export const c = alias(customers, 'c');
const ch = alias(salesChannels, 'ch');
/** An other scan of the same customer. */
const n = alias(customerGeotags, 'n');

/** The row as the screen shows it: the scan `g`, its customer `c` and the customer's channel `ch`. */
const FIELDS = {
  GEOTAG_ID: sql`${g.geotagId}`,
  BRANCH_CODE: sql`${g.branchCode}`,
  CUSTOMER_ID: sql`${c.customerId}`,
  CUSTOMER_ID_REF: sql`${c.customerIdRef}`,
  CUSTOMER_NAME: sql`${c.customerName}`,
  ADDRESS: sql`${c.address}`,
  SALES_CHANNEL_GROUP: sql`${ch.channelGroup}`,
  USER_ID_UPDATE: sql`${g.scannedBy}`,
  LAST_UPDATE: sql`${g.scannedAt}`,
  NOTE: sql`${g.note}`,
  TD: sql`${g.nearPhotoKey}`,
  TJ: sql`${g.farPhotoKey}`,
  // numeric(9,6) becomes a JSON number.
  LATITUDE: sql`${g.latitude}`,
  LONGITUDE: sql`${g.longitude}`,
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
const NEWEST = sql`NOT EXISTS (SELECT 1 FROM ${tableAs(customerGeotags, n)}
  WHERE ${n.branchCode} = ${g.branchCode} AND ${n.customerId} = ${g.customerId}
    AND (${n.scannedAt}, ${n.geotagId}) > (${g.scannedAt}, ${g.geotagId}))`;

/** The texts the table shows, one per line, so that no searched word spans two columns. */
const SHOWN_TEXT = sql`concat_ws(E'\\n', ${g.branchCode}, ${c.customerIdRef}, ${c.customerName}, ${c.address},
  ${g.scannedBy}, ${g.note})`;

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
    scopeFilter(scope, { orgId: sql`${g.orgId}`, branchCode: sql`${g.branchCode}` }),
    filter.branchCode === undefined ? undefined : sql`${g.branchCode} = ${filter.branchCode}`,
  );
  const customer = and(
    filter.channelGroup === undefined ? undefined : sql`${ch.channelGroup} = ${filter.channelGroup}`,
    everyWordIn(SHOWN_TEXT, filter.search),
  );
  return { scans, customer, where: and(scans, customer, NEWEST) as SQL };
}

/** The customers and their channels of the scans `g`. */
export const CUSTOMER_JOIN = sql`JOIN ${tableAs(customers, c)} ON ${c.customerId} = ${g.customerId}
  JOIN ${tableAs(salesChannels, ch)} ON ${ch.channelCode} = ${c.salesChannel}`;

/**
 * The newest scan of each customer of the selection's scope and branch, as `g`: one ordered pass
 * over the (branch, customer, time) index instead of a probe per scan, for the calls that read the
 * whole selection (the count, the map). Its other conditions apply to these rows after it.
 */
export function newestScansOf(selection: LocationSelection): SQL {
  return sql`(SELECT DISTINCT ON (${g.branchCode}, ${g.customerId}) ${g}.* FROM ${tableAs(customerGeotags, g)}
    WHERE ${selection.scans ?? sql`true`}
    ORDER BY ${g.branchCode}, ${g.customerId}, ${g.scannedAt} DESC, ${g.geotagId} DESC) ${g}`;
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
    sql`SELECT ${jsonObjectOf(FIELDS)} AS j FROM ${tableAs(customerGeotags, g)} ${CUSTOMER_JOIN}
      WHERE ${and(selection.where, plan.where)}
      ORDER BY ${sql.join(plan.orderBy, sql`, `)} LIMIT ${plan.limit}${offset}`,
  );
}

/** How many customers the selection holds: without a channel or a search, the scans alone tell. */
export async function countLocations(db: Db, selection: LocationSelection): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    selection.customer === undefined
      ? sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT ${g.branchCode}, ${g.customerId} FROM ${tableAs(customerGeotags, g)}
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
