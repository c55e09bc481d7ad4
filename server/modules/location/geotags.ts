/** The lookups of Overview Location Relasi: the channel groups of its select, and a scan's photo. */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { photos, salesChannels } from '../../db/schema';

/** The channel groups of the channel select. */
export async function channelGroups(db: Db): Promise<{ SALES_CHANNEL_GROUP: string }[]> {
  return rows<{ SALES_CHANNEL_GROUP: string }>(
    db,
    sql`SELECT DISTINCT ${salesChannels.channelGroup} AS "SALES_CHANNEL_GROUP" FROM ${salesChannels} ORDER BY 1`,
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
    sql`SELECT ${photos.storageKey} AS "storageKey", ${photos.contentType} AS "contentType",
          ${photos.orgId} AS "orgId", ${photos.branchCode} AS "branchCode"
        FROM ${photos} WHERE ${photos.photoKey} = ${photoKey}`,
  );
  return found;
}
