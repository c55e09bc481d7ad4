/**
 * The kinds of service of each business line (business_type_descs: BISNIS_CODE, TYPE_DESC), which
 * sales assignments name. Keys alone: a kind is added once and never removed by a load (sales
 * assignments name it).
 */
import { sql } from 'drizzle-orm';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { businessTypeDescs } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf } from '../loader';
import { staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['BISNIS_CODE', 'text'],
    ['TYPE_DESC', 'text'],
  ]);

export const businessTypeLoader: Loader = {
  async checkHeld(db, json) {
    const found = await rows<{ row_no: number; key: string; code: string }>(
      db,
      sql`SELECT s.row_no, 'BISNIS_CODE ' || s."BISNIS_CODE" || ' TYPE_DESC ' || s."TYPE_DESC" AS key, s."BISNIS_CODE" AS code
          FROM ${src(json)} LEFT JOIN business_lines b ON b.bisnis_code = s."BISNIS_CODE"
          WHERE b.bisnis_code IS NULL ORDER BY s.row_no`,
    );
    return rejectedOf(found, (r) => m.unknownBusinessLine(r.code));
  },
  async write(db, json, who) {
    const counts = await upsertChanged(
      db,
      {
        table: businessTypeDescs,
        entity: 'business_type_desc',
        key: [businessTypeDescs.bisnisCode, businessTypeDescs.typeDesc],
        columns: [],
        source: sql`SELECT s."BISNIS_CODE" AS ${bare(businessTypeDescs.bisnisCode)}, s."TYPE_DESC" AS ${bare(businessTypeDescs.typeDesc)} FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
