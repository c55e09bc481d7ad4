/**
 * Staged rows have no planner statistics while they are checked (they were inserted a moment ago,
 * in the same transaction, and nothing has analysed them): PostgreSQL then expects about one row
 * per batch and may plan a statement that joins the batch to itself, or to the rows an insert just
 * returned, as a nested loop, which is quadratic (seen: 5,000 rows, 22 s for one rule). Such
 * statements are planned with hash joins instead, whatever the estimate.
 *
 * Takes effect inside a transaction only (the setting is local to it); every step of the import
 * pipeline runs in the caller's transaction.
 */
import { type Db, rows, sql } from '../../db/client';

export async function withoutNestedLoops<T>(db: Db, statement: () => Promise<T>): Promise<T> {
  const [current] = await rows<{ value: string }>(
    db,
    sql`SELECT current_setting('enable_nestloop') AS value`,
  );
  await db.execute(sql`SELECT set_config('enable_nestloop', 'off', true)`);
  // No restore after a failure: the transaction is aborted then, and its local setting goes with it.
  const result = await statement();
  await db.execute(sql`SELECT set_config('enable_nestloop', ${current?.value ?? 'on'}, true)`);
  return result;
}
