/** The overview of the business line mappings: the values each filter offers, and the rows matching them. */

import type { SQL } from 'drizzle-orm';
import type { MappingRow } from '../../../common/contract/bisnis-lini';
import { type Db, rows, sql } from '../../db/client';
import { bisnisLiniProductMappings as mappings } from '../../db/schema';

/** The columns the overview filters on, each offered as the distinct values stored. */
const FILTER_COLUMNS = {
  SLS_PERSON_TYPE: mappings.slsPersonType,
  BISNIS_GROUP: mappings.bisnisGroup,
  SCH_GROUP: mappings.schGroup,
  TARGET_LEVEL: mappings.targetLevel,
} as const;
type FilterColumn = keyof typeof FILTER_COLUMNS;

export type MappingFilters = Record<FilterColumn, string[]>;

/** The distinct values of each filter column, sorted, in one statement. */
export async function mappingFilters(db: Db): Promise<MappingFilters> {
  const lists = Object.entries(FILTER_COLUMNS).map(
    ([name, column]) =>
      sql`coalesce((SELECT array_agg(v ORDER BY v) FROM (SELECT DISTINCT ${column} AS v
        FROM ${mappings}) d), '{}'::text[]) AS ${sql.identifier(name)}`,
  );
  const [found] = await rows<MappingFilters>(db, sql`SELECT ${sql.join(lists, sql`, `)}`);
  return found ?? { SLS_PERSON_TYPE: [], BISNIS_GROUP: [], SCH_GROUP: [], TARGET_LEVEL: [] };
}

/** The value a filter asks for; '' or ALL asks for any. */
const asked = (value: string) => {
  const v = value.trim().toUpperCase();
  return v === '' || v === 'ALL' ? undefined : v;
};

/** The mappings matching the filters, ordered by type, line, scheme group and start date. */
export function mappingOverview(db: Db, filters: Record<FilterColumn, string>): Promise<MappingRow[]> {
  const conditions: SQL[] = [];
  for (const [name, column] of Object.entries(FILTER_COLUMNS)) {
    const value = asked(filters[name as FilterColumn]);
    if (value !== undefined) conditions.push(sql`${column} = ${value}`);
  }
  const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
  return rows<MappingRow>(
    db,
    sql`SELECT ${mappings.mappingId} AS "MAPPING_ID", ${mappings.slsPersonTypeId}::text AS "SLS_PERSON_TYPE_ID",
          ${mappings.slsPersonType} AS "SLS_PERSON_TYPE", ${mappings.principalLine} AS "PRINCIPAL_LINE",
          ${mappings.bisnisGroup} AS "BISNIS_GROUP", ${mappings.schGroup} AS "SCH_GROUP",
          ${mappings.targetLevel} AS "TARGET_LEVEL", ${mappings.mappingLevel} AS "MAPPING_LEVEL",
          ${mappings.dotFlag} AS "DOT_FLAG", to_char(${mappings.startDate}, 'YYYY-MM-DD') AS "START_DATE",
          to_char(${mappings.endDate}, 'YYYY-MM-DD') AS "END_DATE", ${mappings.status} AS "STATUS",
          ${mappings.userIdUpdate} AS "USER_ID_UPDATE",
          to_char(${mappings.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS') AS "LAST_UPDATE"
        FROM ${mappings} ${where}
        ORDER BY ${mappings.slsPersonType}, ${mappings.principalLine}, ${mappings.schGroup}, ${mappings.startDate}`,
  );
}
