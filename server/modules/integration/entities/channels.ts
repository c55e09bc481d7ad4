/** Sales channels and their groups (channel_groups, sales_channels), which customers name. */
import { sql } from 'drizzle-orm';
import { messages } from '../../../../common/messages';
import { channelGroups, salesChannels } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, sameWithin } from '../loader';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['SALES_CHANNEL', 'text'],
    ['CHANNEL_DESC', 'text'],
    ['CHANNEL_GROUP', 'text'],
    ['GROUP_DESC', 'text'],
  ]);

export const channelLoader: Loader = {
  checkAmong: (rows) =>
    sameWithin(
      rows,
      'CHANNEL_GROUP',
      (r) => String(r.GROUP_DESC),
      m.groupDiffers,
      (r) => `SALES_CHANNEL ${r.SALES_CHANNEL}`,
    ),
  checkHeld: async () => [],
  async write(db, json, who) {
    await upsertChanged(
      db,
      {
        table: channelGroups,
        entity: 'channel_group',
        key: [channelGroups.channelGroup],
        columns: [channelGroups.groupDesc],
        source: sql`SELECT DISTINCT ON (s."CHANNEL_GROUP") s."CHANNEL_GROUP" AS ${bare(channelGroups.channelGroup)}, s."GROUP_DESC" AS ${bare(channelGroups.groupDesc)}
                    FROM ${src(json)} ORDER BY s."CHANNEL_GROUP", s.row_no`,
      },
      who,
    );
    const counts = await upsertChanged(
      db,
      {
        table: salesChannels,
        entity: 'sales_channel',
        key: [salesChannels.channelCode],
        columns: [salesChannels.channelDesc, salesChannels.channelGroup],
        source: sql`SELECT s."SALES_CHANNEL" AS ${bare(salesChannels.channelCode)}, s."CHANNEL_DESC" AS ${bare(salesChannels.channelDesc)}, s."CHANNEL_GROUP" AS ${bare(salesChannels.channelGroup)} FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
