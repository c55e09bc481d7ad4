/**
 * The kinds of area targets are set for (territory_geo_groups: TERITORY_GEO_GROUP, GEO_GROUP_DESC),
 * which Upload Target's rows name. A kind is never removed by a load: targets name it.
 */
import { sql } from 'drizzle-orm';
import { territoryGeoGroups } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import type { Loader } from '../loader';
import { staged, upsertChanged } from '../upsert';

const src = (json: string) =>
  staged(json, [
    ['TERITORY_GEO_GROUP', 'text'],
    ['GEO_GROUP_DESC', 'text'],
  ]);

export const geoGroupLoader: Loader = {
  // Nothing a kind of area names can be missing.
  checkHeld: async () => [],
  async write(db, json, who) {
    const counts = await upsertChanged(
      db,
      {
        table: territoryGeoGroups,
        entity: 'territory_geo_group',
        key: [territoryGeoGroups.geoGroup],
        columns: [territoryGeoGroups.geoGroupDesc],
        source: sql`SELECT s."TERITORY_GEO_GROUP" AS ${bare(territoryGeoGroups.geoGroup)}, s."GEO_GROUP_DESC" AS ${bare(territoryGeoGroups.geoGroupDesc)} FROM ${src(json)}`,
      },
      who,
    );
    return { ...counts, effects: [] };
  },
};
