/**
 * The rows of a list's export, read in one pass where the database allows it.
 *
 * - PostgreSQL: one cursor in one REPEATABLE READ READ ONLY transaction (snapshot-batches.ts). The
 *   query and its joins run once, and the file holds the selection as it stood when the export
 *   began, whatever other users write meanwhile. It holds one connection of the pool while it
 *   streams (one export per user at a time, export-slots.ts), and at most half the pool's
 *   connections hold export cursors at once: an export beyond them reads keyset batches.
 * - PGlite: keyset batches, each its own query of a few tens of milliseconds. PGlite has one
 *   connection, and a transaction keeps it until it ends: one snapshot held for a whole export
 *   (seconds at 300,000 rows) would make every other user wait for the file to end, where a batch
 *   makes them wait for one query. The file is then not one snapshot: a row appears as it was when
 *   its batch was read, a row added or removed ahead of the batch being read is in the file or not
 *   accordingly, and a row whose sort value changes during the export may be missed or appear
 *   twice (in the default order, by an id that never changes, every row appears at most once).
 */
import type { SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { readJsonBatch } from './json-batch';
import {
  type FieldOf,
  type KeysetOrder,
  keysetBatches,
  type PagePlan,
  type PageRequest,
  selectionPlan,
} from './keyset';
import { type BatchCompletion, snapshotBatches } from './snapshot-batches';

/**
 * The pool of connections behind a PostgreSQL database (drizzle's `$client`); none for PGlite, whose
 * one connection serves everyone, nor for a transaction.
 */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * Export cursors held at once per pool: at most half its connections, so exports of many users at
 * once never leave pages, counts and `/api/health` without a connection for the length of a file.
 */
const cursorsHeld = new WeakMap<pg.Pool, number>();
const cursorLimit = (pool: pg.Pool) => Math.max(1, Math.floor((pool.options.max ?? 10) / 2));

/**
 * Every row of the selection in the list's order, `size` rows at a time. `select` gives the query
 * of a plan: one column `j` (the row as a JSON object or array) in the plan's order with its limit;
 * `fieldOf` reads a keyset cursor's fields from such a row; `complete` reads what each batch lacks
 * (in the cursor's snapshot where there is one) before it is handed over. On PostgreSQL an export beyond the
 * cursors a pool may hold reads keyset batches, as on PGlite.
 */
export async function* exportBatches<Row>(
  db: Db,
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
  select: (plan: PagePlan) => SQLWrapper,
  size: number,
  fieldOf?: FieldOf<Row>,
  complete?: BatchCompletion<Row>,
): AsyncGenerator<Row[], void, undefined> {
  const pool = poolOf(db);
  const held = pool ? (cursorsHeld.get(pool) ?? 0) : 0;
  if (!pool || held >= cursorLimit(pool)) {
    const read = async (plan: PagePlan) => {
      const batch = await readJsonBatch<Row>(db, select(plan));
      return complete && batch.length > 0 ? complete(batch, (query) => readJsonBatch(db, query)) : batch;
    };
    yield* keysetBatches(order, sort, size, read, fieldOf);
    return;
  }
  const query = select(selectionPlan(order, sort));
  cursorsHeld.set(pool, held + 1);
  try {
    yield* snapshotBatches<Row>(pool, query, size, complete);
  } finally {
    cursorsHeld.set(pool, (cursorsHeld.get(pool) ?? 1) - 1);
  }
}
