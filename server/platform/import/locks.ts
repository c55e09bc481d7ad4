/**
 * Writes that must take turns over something no row lock covers (a month that may hold no row
 * yet, the one staged batch of a user) take a transaction-scoped advisory lock per key: a second
 * transaction naming one of the keys waits until the first commits or rolls back, and then sees
 * what it wrote. Keys are taken in one order, so two writes over overlapping keys cannot wait for
 * each other. PGlite runs one transaction at a time, where the locks are free and change nothing.
 */
import { type Db, sql } from '../../db/client';

export async function lockKeys(db: Db, keys: readonly string[]): Promise<void> {
  const ordered = [...new Set(keys)].sort();
  if (ordered.length === 0) return;
  // One statement whatever the number of keys; the lock is volatile, so PostgreSQL calls it after
  // the sort, in the keys' order.
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(k.key, 0))
        FROM jsonb_array_elements_text(${JSON.stringify(ordered)}::jsonb) WITH ORDINALITY AS k(key, n)
        ORDER BY k.n`,
  );
}
