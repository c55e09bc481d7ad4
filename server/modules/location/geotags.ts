/** The lookups of Overview Location Relasi: the channel groups of its select, and a scan's photo. */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';

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
