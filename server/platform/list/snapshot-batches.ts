/**
 * Every row of a query through one cursor in one REPEATABLE READ READ ONLY transaction on a
 * connection of its own (PostgreSQL): the query and its joins run once, and the rows come `size` at
 * a time (FETCH) as the consumer asks, all of them as they stood when the export began, whatever
 * other users write meanwhile. The next batch is fetched while the consumer works on the one just
 * handed over, and no further. The connection is held until the last row was read or the consumer
 * stops; stopping (the client went) waits for the fetch in flight, then ends the transaction (its
 * cursor with it) and gives the connection back before the iteration's return settles.
 */
import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

const dialect = new PgDialect();

/** The cursor's name: a cursor lives only in the transaction that declared it. */
const CURSOR = 'export_rows';

/** Reads the rows of a query selecting one column `j` (a JSON value per row), as parsed values. */
export type JsonRowsReader = (query: SQLWrapper) => Promise<unknown[]>;

/** Completes a batch with more reads in the same snapshot (an export's lookups, see index.ts). */
export type BatchCompletion<Row> = (batch: Row[], read: JsonRowsReader) => Promise<Row[]>;

/**
 * `query` selects one column `j` (the row as a JSON object or array) in the list's order. Each
 * batch arrives as `size` JSON texts in rows of one value, parsed as one array: no field-by-field
 * mapping. `complete`, when given, reads what the batch lacks on the same connection, in the same
 * snapshot, before the batch is handed over (and ahead, with its fetch).
 */
export async function* snapshotBatches<Row>(
  pool: pg.Pool,
  query: SQLWrapper,
  size: number,
  complete?: BatchCompletion<Row>,
): AsyncGenerator<Row[], void, undefined> {
  const declare = dialect.sqlToQuery(
    sql`DECLARE ${sql.raw(CURSOR)} NO SCROLL CURSOR FOR SELECT x.j::text FROM (${query}) AS x`,
  );
  const client = await pool.connect();
  // The pool listens for a lost connection only while the connection is idle in the pool: one held
  // for a whole export, lost meanwhile (a restart, an administrator's kill), would otherwise emit
  // an error with no listener, which ends the process. Its next fetch fails instead.
  let lost: Error | undefined;
  const onLost = (error: Error) => {
    lost ??= error;
  };
  client.on('error', onLost);
  let pending: Promise<Row[]> | undefined;
  let ended = false;
  const read: JsonRowsReader = async (rowsOf) => {
    const all = dialect.sqlToQuery(sql`SELECT coalesce(json_agg(x.j), '[]')::text FROM (${rowsOf}) AS x`);
    const found = await client.query<[string]>({ text: all.sql, values: all.params, rowMode: 'array' });
    return JSON.parse(found.rows[0]?.[0] ?? '[]') as unknown[];
  };
  const fetch = async (): Promise<Row[]> => {
    const found = await client.query<[string]>({ text: `FETCH ${size} FROM ${CURSOR}`, rowMode: 'array' });
    const batch = JSON.parse(`[${found.rows.map((row) => row[0]).join(',')}]`) as Row[];
    return complete && batch.length > 0 ? complete(batch, read) : batch;
  };
  // A fetch started ahead may fail while the consumer is busy, or after it stopped: marked handled
  // at once (Node ends the process on an unhandled rejection); the consumer still meets it.
  const fetchAhead = () => {
    const started = fetch();
    started.catch(() => undefined);
    return started;
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(declare.sql, declare.params);
    pending = fetchAhead();
    while (pending) {
      const batch: Row[] = await pending;
      pending = batch.length === size ? fetchAhead() : undefined;
      // A batch fetched while the consumer worked is ready at once: the event loop turns first, so
      // a consumer that keeps up never writes batch after batch while other requests wait.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (batch.length > 0) yield batch;
    }
    await client.query('COMMIT');
    ended = true;
  } finally {
    let broken = lost;
    if (!ended) {
      await pending?.catch(() => undefined);
      await client.query('ROLLBACK').catch((error: Error) => {
        broken ??= error;
      });
    }
    // A lost connection keeps the listener: the pool ends it, and it may still report errors.
    if (!broken) client.off('error', onLost);
    client.release(broken);
  }
}
