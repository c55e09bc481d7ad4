/**
 * Overview Location Relasi: the latest location scan of each customer of a branch and channel group,
 * in the caller's scope. A customer scanned again keeps its earlier scans in customer_geotags; the
 * map and the table show where the customer is now, one marker per customer.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { LocationRow } from '../../../common/contract/location';
import { type Db, rows } from '../../db/client';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface LocationFilter {
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string;
  /** One SALES_CHANNEL_GROUP; undefined: every group. */
  channelGroup?: string;
}

const locationFields = {
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
};

/**
 * One statement: DISTINCT ON picks each customer's newest scan along the (branch, customer, time)
 * index, then the rows are ordered newest first and arrive as one JSON text.
 */
export function listLocations(db: Db, scope: Scope, filter: LocationFilter): Promise<LocationRow[]> {
  const where: SQL | undefined = and(
    scopeFilter(scope, { orgId: sql`g.org_id`, branchCode: sql`g.branch_code` }),
    filter.branchCode === undefined ? undefined : sql`g.branch_code = ${filter.branchCode}`,
  );
  const channel =
    filter.channelGroup === undefined ? sql`true` : sql`ch.channel_group = ${filter.channelGroup}`;
  return readJsonBatch<LocationRow>(
    db,
    sql`SELECT ${jsonObjectOf(locationFields)} AS j
      FROM (
        SELECT DISTINCT ON (g.branch_code, g.customer_id) g.*
        FROM customer_geotags g
        WHERE ${where ?? sql`true`}
        ORDER BY g.branch_code, g.customer_id, g.scanned_at DESC, g.geotag_id DESC
      ) g
      JOIN customers c ON c.customer_id = g.customer_id
      JOIN sales_channels ch ON ch.channel_code = c.sales_channel
      WHERE ${channel}
      ORDER BY g.scanned_at DESC, g.geotag_id DESC`,
  );
}

/** The channel groups of the channel select. */
export async function channelGroups(db: Db): Promise<{ SALES_CHANNEL_GROUP: string }[]> {
  return rows<{ SALES_CHANNEL_GROUP: string }>(
    db,
    sql`SELECT DISTINCT channel_group AS "SALES_CHANNEL_GROUP" FROM sales_channels ORDER BY 1`,
  );
}

export interface PhotoRecord {
  storageKey: string;
  contentType: string;
  orgId: number;
  branchCode: string;
}

/** A photo's row: where its bytes are and whose it is. */
export async function findPhoto(db: Db, photoKey: string): Promise<PhotoRecord | undefined> {
  const [found] = await rows<PhotoRecord>(
    db,
    sql`SELECT storage_key AS "storageKey", content_type AS "contentType", org_id AS "orgId",
          branch_code AS "branchCode"
        FROM photos WHERE photo_key = ${photoKey}`,
  );
  return found;
}
