/**
 * A table of numbered rows for the export tests beside this file: created in the test's database,
 * filled afresh before each test, and read through the same kind of query a list gives its export
 * (one column `j`, the row's JSON object, in the plan's order with its limit).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import type { KeysetOrder, PagePlan } from './keyset';

export interface ProbeRow {
  ID: number;
  NAME: string;
}

export const PROBE_ORDER: KeysetOrder = {
  sortable: new Map([
    ['ID', { expr: sql`id`, unique: true }],
    ['NAME', { expr: sql`name` }],
  ]),
  defaultField: 'ID',
  idField: 'ID',
  id: sql`id`,
};

export async function fillProbe(db: Db, count: number): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS export_probe (id integer PRIMARY KEY, name text NOT NULL)`);
  await db.execute(sql`TRUNCATE export_probe`);
  await db.execute(
    // Names of 80 characters that deflate poorly: a file of a few thousand rows then fills the
    // stream's buffers, so an export nobody reads stays in the middle of its rows.
    sql`INSERT INTO export_probe
        SELECT g, 'row ' || lpad(g::text, 6, '0') || ' ' || md5(g::text) || md5((-g)::text)
        FROM generate_series(1, ${count}::int) AS g`,
  );
}

/** The query of one plan over the probe table. */
export function probeQuery(plan: PagePlan): SQL {
  return sql`SELECT json_build_object('ID', id, 'NAME', name) AS j FROM export_probe
    ${plan.where ? sql`WHERE ${plan.where}` : sql``}
    ORDER BY ${sql.join(plan.orderBy, sql`, `)} LIMIT ${plan.limit}`;
}

/** The whole table as a list shows it, by id. */
export async function probeRows(db: Db): Promise<ProbeRow[]> {
  return rows<ProbeRow>(db, sql`SELECT id AS "ID", name AS "NAME" FROM export_probe ORDER BY id`);
}
