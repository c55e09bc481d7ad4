/** Sales channels and their groups (channel_groups, sales_channels), which customers name. */
import { sql } from 'drizzle-orm';
import { messages } from '../../../../common/messages';
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
        table: 'channel_groups',
        entity: 'channel_group',
        key: ['channel_group'],
        columns: ['group_desc'],
        source: sql`SELECT DISTINCT ON (s."CHANNEL_GROUP") s."CHANNEL_GROUP" AS channel_group, s."GROUP_DESC" AS group_desc
                    FROM ${src(json)} ORDER BY s."CHANNEL_GROUP", s.row_no`,
      },
      who,
    );
    const counts = await upsertChanged(
      db,
      {
        table: 'sales_channels',
        entity: 'sales_channel',
        key: ['channel_code'],
        columns: ['channel_desc', 'channel_group'],
        source: sql`SELECT s."SALES_CHANNEL" AS channel_code, s."CHANNEL_DESC" AS channel_desc, s."CHANNEL_GROUP" AS channel_group FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
