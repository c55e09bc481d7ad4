/**
 * The data versions of some tables, read in one small query. A tracked table's version changes when
 * a transaction that wrote it commits (migration 0013: a statement trigger notes the table, a
 * deferred trigger bumps its version at commit, from a sequence, so a number is never given twice,
 * not even after a rollback). The same query tells whether the caller's own transaction has
 * written one of the tables and not yet committed, and the database's date.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../../db/client';

export interface DataVersions {
  /** The tables' versions in the order asked, e.g. 'roles=812;branches=77'. */
  stamp: string;
  /** The caller's transaction wrote one of the tables: its answer is its own until it commits. */
  pending: boolean;
  /** The database's current_date ('YYYY-MM-DD'), the "today" of its queries. */
  today: string;
}

interface VersionRow {
  table: string;
  version: string;
  pending: boolean;
  today: string;
}

export async function readVersions(db: Db, tables: readonly PgTable[]): Promise<DataVersions> {
  const names = [...new Set(tables.map((t) => getTableName(t)))];
  if (names.length === 0) throw new Error('an answer kept per data version must name the tables it reads');
  // txid_current_if_assigned() is NULL outside a transaction that has written: no pending row then.
  const found = await rows<VersionRow>(
    db,
    sql`SELECT v.table_name AS "table", v.version::text AS version, current_date::text AS today,
          EXISTS (SELECT 1 FROM data_version_pending p
                  WHERE p.txid = txid_current_if_assigned() AND p.table_name = v.table_name) AS pending
        FROM data_versions v
        WHERE v.table_name IN (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
  );
  const byName = new Map(found.map((r) => [r.table, r]));
  const missing = names.filter((n) => !byName.has(n));
  if (missing.length > 0) {
    // A table without its trigger would keep an answer for good: a programming error, not a miss.
    throw new Error(`no data version for ${missing.join(', ')}: track the table in a migration`);
  }
  return {
    stamp: names.map((n) => `${n}=${byName.get(n)?.version}`).join(';'),
    pending: found.some((r) => r.pending),
    today: found[0]?.today ?? '',
  };
}
