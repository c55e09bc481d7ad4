/**
 * Writes that must take turns over something no row lock covers (a month that may hold no row
 * yet, the one staged batch of a user) take a transaction-scoped advisory lock on the slot of each
 * key (LOCK_SLOTS): a second transaction naming one of the keys waits until the first commits or
 * rolls back, and then sees what it wrote. Locks are taken in one order, so two writes over overlapping keys cannot wait for
 * each other. PGlite runs one transaction at a time, where the locks are free and change nothing.
 */
import { type Db, sql } from '../../db/client';

/**
 * The most locks one write takes. PostgreSQL keeps advisory locks in its shared lock table, which
 * holds max_locks_per_transaction × max_connections of them (6,400 by default) for everyone: a
 * 100,000-row call plan names thousands of position-months, and one lock each answered 'out of
 * shared memory'. Keys share these slots by hash, so two writes over different keys of one slot
 * only take turns.
 */
export const LOCK_SLOTS = 1024;
/**
 * The first half of the two-number advisory lock key of a slot: a key space of its own, apart from
 * the one-number locks (PostgreSQL keeps the two forms apart).
 */
const SLOT_CLASS = 0x41524d; // 'ARM'

export async function lockKeys(db: Db, keys: readonly string[]): Promise<void> {
  const ordered = [...new Set(keys)].sort();
  if (ordered.length === 0) return;
  // One statement whatever the number of keys; the lock is volatile, so PostgreSQL calls it after
  // the sort, in the slots' order. (A hash may be negative, and abs() of the least bigint fails.)
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${SLOT_CLASS}, s.slot)
        FROM (SELECT DISTINCT ((hashtextextended(k.key, 0) % ${LOCK_SLOTS} + ${LOCK_SLOTS}) % ${LOCK_SLOTS})::int AS slot
                FROM jsonb_array_elements_text(${JSON.stringify(ordered)}::jsonb) AS k(key)) s
        ORDER BY s.slot`,
  );
}
