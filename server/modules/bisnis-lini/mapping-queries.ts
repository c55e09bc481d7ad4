/** The overview of the business line mappings: the values each filter offers, and the rows matching them. */

import type { SQL } from 'drizzle-orm';
import type { MappingRow } from '../../../common/contract/bisnis-lini';
import { type Db, rows, sql } from '../../db/client';

/** The columns the overview filters on, each offered as the distinct values stored. */
const FILTER_COLUMNS = {
  SLS_PERSON_TYPE: sql`sls_person_type`,
  BISNIS_GROUP: sql`bisnis_group`,
  SCH_GROUP: sql`sch_group`,
  TARGET_LEVEL: sql`target_level`,
} as const;
type FilterColumn = keyof typeof FILTER_COLUMNS;

export type MappingFilters = Record<FilterColumn, string[]>;

/** The distinct values of each filter column, sorted, in one statement. */
export async function mappingFilters(db: Db): Promise<MappingFilters> {
  const lists = Object.entries(FILTER_COLUMNS).map(
    ([name, column]) =>
      sql`coalesce((SELECT array_agg(v ORDER BY v) FROM (SELECT DISTINCT ${column} AS v
        FROM bisnis_lini_product_mappings) d), '{}'::text[]) AS ${sql.identifier(name)}`,
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
    sql`SELECT mapping_id AS "MAPPING_ID", sls_person_type_id::text AS "SLS_PERSON_TYPE_ID",
          sls_person_type AS "SLS_PERSON_TYPE", principal_line AS "PRINCIPAL_LINE",
          bisnis_group AS "BISNIS_GROUP", sch_group AS "SCH_GROUP", target_level AS "TARGET_LEVEL",
          mapping_level AS "MAPPING_LEVEL", dot_flag AS "DOT_FLAG",
          to_char(start_date, 'YYYY-MM-DD') AS "START_DATE", to_char(end_date, 'YYYY-MM-DD') AS "END_DATE",
          status AS "STATUS", user_id_update AS "USER_ID_UPDATE",
          to_char(last_update, 'YYYY-MM-DD HH24:MI:SS') AS "LAST_UPDATE"
        FROM bisnis_lini_product_mappings ${where}
        ORDER BY sls_person_type, principal_line, sch_group, start_date`,
  );
}
