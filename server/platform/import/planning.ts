/**
 * Staged rows have no planner statistics while they are checked (they were inserted a moment ago,
 * in the same transaction, and nothing has analysed them): PostgreSQL then expects about one row
 * per batch and may plan a statement that joins the batch to itself, or to the rows an insert just
 * returned, as a nested loop, which is quadratic (seen: 5,000 rows, 22 s for one rule). Such
 * statements are planned with hash joins instead, whatever the estimate.
 *
 * The same statements sort, hash or keep whole batches (up to 60,000 rows, tens of MB with the
 * rows' snapshots): with the default work_mem of 4 MB each of those spills to temporary files,
 * which costs about a tenth of the statement on PostgreSQL and more on PGlite. They get 64 MB.
 *
 * Takes effect inside a transaction only (the settings are local to it); every step of the import
 * pipeline runs in the caller's transaction.
 */
import { type Db, rows, sql } from '../../db/client';

const BATCH_SETTINGS = { enable_nestloop: 'off', work_mem: '64MB' } as const;
type Setting = keyof typeof BATCH_SETTINGS;

export async function withBatchPlanning<T>(db: Db, statement: () => Promise<T>): Promise<T> {
  const names = Object.keys(BATCH_SETTINGS) as Setting[];
  const [current] = await rows<Record<Setting, string>>(
    db,
    sql`SELECT ${sql.join(
      names.map((name) => sql`current_setting(${name}) AS ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  const set = (values: Record<Setting, string>) =>
    db.execute(
      sql`SELECT ${sql.join(
        names.map((name) => sql`set_config(${name}, ${values[name]}, true)`),
        sql`, `,
      )}`,
    );
  await set(BATCH_SETTINGS);
  // No restore after a failure: the transaction is aborted then, and its local settings go with it.
  const result = await statement();
  if (current) await set(current);
  return result;
}
