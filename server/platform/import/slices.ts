/**
 * A big batch is written in slices of rows on the embedded database. PGlite runs one statement at
 * a time for every user: a 50,000-row upload written in one statement per step held every other
 * user's read for the step's whole length (seconds). Written a slice at a time, each statement
 * lasts a fraction of a second, and between two of them another user's plain read runs beside the
 * upload's transaction (server/db/reads-beside.mjs). The transaction is still one: the upload
 * lands whole or not at all.
 *
 * PostgreSQL keeps one statement per step: other connections read beside it anyway (MVCC), one
 * statement makes fewer round trips, and an insert sorted by key in one statement takes its row
 * locks in one order, which concurrent uploads rely on not to deadlock.
 */
import type { SQL } from 'drizzle-orm';
import { type Db, isEmbedded, rows, sql } from '../../db/client';

/** Rows per statement on PGlite: a slice of a 50,000-row role commit takes about 0.1 s. */
export const EMBEDDED_SLICE_ROWS = 2500;

/** Sheet rows [from, to] of a batch, or the whole batch. */
export type RowSlice = { from: number; to: number } | 'whole';

/** The rows of `slice` among the staged rows named by `alias` (a condition to AND into a WHERE). */
export function inSlice(slice: RowSlice, alias = 'r'): SQL {
  if (slice === 'whole') return sql`TRUE`;
  const rowNo = sql.raw(`${alias}.row_no`);
  return sql`${rowNo} BETWEEN ${slice.from} AND ${slice.to}`;
}

/** Consecutive ranges of `size` covering first..last. */
export function rangesOf(first: number, last: number, size: number): RowSlice[] {
  const slices: RowSlice[] = [];
  for (let from = first; from <= last; from += size)
    slices.push({ from, to: Math.min(last, from + size - 1) });
  return slices;
}

/** The slices in which to write the batch's rows: the whole batch on PostgreSQL. */
export async function batchSlices(db: Db, batchId: number, size = EMBEDDED_SLICE_ROWS): Promise<RowSlice[]> {
  if (!isEmbedded(db)) return ['whole'];
  const [span] = await rows<{ first: number | null; last: number | null }>(
    db,
    sql`SELECT min(row_no)::int AS first, max(row_no)::int AS last FROM import_rows WHERE batch_id = ${batchId}`,
  );
  if (span?.first == null || span.last == null) return ['whole'];
  return rangesOf(span.first, span.last, size);
}

/** Items of `list` in runs of at most `size` on the embedded database, in one run elsewhere. */
export function runsOf<T>(db: Db, list: readonly T[], size = EMBEDDED_SLICE_ROWS): (readonly T[])[] {
  if (!isEmbedded(db) || list.length <= size) return [list];
  const runs: (readonly T[])[] = [];
  for (let i = 0; i < list.length; i += size) runs.push(list.slice(i, i + size));
  return runs;
}
