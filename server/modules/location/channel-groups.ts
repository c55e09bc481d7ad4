/** The channel groups of Overview Location Relasi's channel select. */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { salesChannels } from '../../db/schema';

/** The channel groups of the channel select. */
export async function channelGroups(db: Db): Promise<{ SALES_CHANNEL_GROUP: string }[]> {
  return rows<{ SALES_CHANNEL_GROUP: string }>(
    db,
    sql`SELECT DISTINCT ${salesChannels.channelGroup} AS "SALES_CHANNEL_GROUP" FROM ${salesChannels} ORDER BY 1`,
  );
}
