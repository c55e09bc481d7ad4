/** What tests read of the staging table, so that no module's test names it. */
import { type Db, rows, sql } from '../../db/client';

/** How many staged rows the database holds, of every batch. */
export async function stagedRowCount(db: Db): Promise<number> {
  const [staged] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM import_rows`);
  return staged?.n ?? 0;
}
