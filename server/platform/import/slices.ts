/**
 * A big batch is written in slices of rows on the embedded database. PGlite runs one statement at
 * a time for every user: a 50,000-row upload written in one statement per step held every other
 * user's read for the step's whole length (seconds). Written a slice at a time, each statement
 * lasts about 50 ms, and between two of them another user's plain read runs beside the
 * upload's transaction (server/db/reads-beside.mjs). The transaction is still one: the upload
 * lands whole or not at all.
 *
 * PostgreSQL keeps one statement per step: other connections read beside it anyway (MVCC), one
 * statement makes fewer round trips, and an insert sorted by key in one statement takes its row
 * locks in one order, which concurrent uploads rely on not to deadlock.
 */
import type { SQL } from 'drizzle-orm';
import { type Db, isEmbedded, rows, sql } from '../../db/client';

/**
 * How the slices are sized on PGlite: each statement should last about `targetMs`, which is how long
 * a read beside the upload may wait. Rows cost differently per statement (staging a row is cheap,
 * landing one in an indexed table with its audit entry dear) and per machine, so each statement's
 * next slice is sized from the rate of its last one, between `minRows` and `maxRows`.
 */
export const slicePace = { firstRows: 500, targetMs: 50, minRows: 100, maxRows: 20_000 };

/** The size of the next slice, after `rows` rows took `ms`. */
export function nextSliceRows(rows: number, ms: number): number {
  const rate = rows / Math.max(ms, 1);
  return Math.min(slicePace.maxRows, Math.max(slicePace.minRows, Math.round(rate * slicePace.targetMs)));
}

/** Sheet rows [from, to] of a batch, or the whole batch. */
export type RowSlice = { from: number; to: number } | 'whole';

/** The rows of `slice` among the staged rows named by `alias` (a condition to AND into a WHERE). */
export function inSlice(slice: RowSlice, alias = 'r'): SQL {
  if (slice === 'whole') return sql`TRUE`;
  const rowNo = sql.raw(`${alias}.row_no`);
  return sql`${rowNo} BETWEEN ${slice.from} AND ${slice.to}`;
}

/** Runs one statement per slice of a batch: `each` may be called for several statements in turn. */
export interface BatchSlicing {
  each(work: (slice: RowSlice) => Promise<void>): Promise<void>;
}

/** The slicing of the batch's rows as staged now: the whole batch at once on PostgreSQL. */
export async function batchSlicing(db: Db, batchId: number): Promise<BatchSlicing> {
  const whole: BatchSlicing = { each: (work) => work('whole') };
  if (!isEmbedded(db)) return whole;
  const [span] = await rows<{ first: number | null; last: number | null }>(
    db,
    sql`SELECT min(row_no)::int AS first, max(row_no)::int AS last FROM import_rows WHERE batch_id = ${batchId}`,
  );
  const first = span?.first;
  const last = span?.last;
  if (first == null || last == null) return whole;
  return {
    async each(work) {
      let size = slicePace.firstRows;
      for (let from = first; from <= last; ) {
        const to = Math.min(last, from + size - 1);
        const started = performance.now();
        await work({ from, to });
        size = nextSliceRows(to - from + 1, performance.now() - started);
        from = to + 1;
      }
    },
  };
}

/** Runs `work` on runs of `list` sized as slices on the embedded database, on the whole list elsewhere. */
export async function eachRun<T>(
  db: Db,
  list: readonly T[],
  work: (run: readonly T[], before: number) => Promise<void>,
): Promise<void> {
  if (!isEmbedded(db)) return work(list, 0);
  let size = slicePace.firstRows;
  for (let before = 0; before < list.length; ) {
    const run = list.slice(before, before + size);
    const started = performance.now();
    await work(run, before);
    size = nextSliceRows(run.length, performance.now() - started);
    before += run.length;
  }
}

/**
 * Runs `work` over rows held in memory (not a staged batch): on PostgreSQL once, over them all; on
 * PGlite over paced slices, each sized like a batch's slices so a statement lasts about
 * `slicePace.targetMs`. Rows are given in groups a slice never splits (the lines of one invoice).
 * The caller's transaction holds every slice: the rows still land whole or not at all.
 */
export async function inPacedSlices<T, R>(
  db: Db,
  groups: readonly (readonly T[])[],
  work: (slice: T[]) => Promise<R>,
  /** Told the rows done after each slice (a command's progress on the terminal). */
  progress?: (rowsDone: number) => void,
): Promise<R[]> {
  if (!isEmbedded(db)) {
    const all = groups.flat();
    const result = await work(all);
    progress?.(all.length);
    return [result];
  }
  const out: R[] = [];
  let size = slicePace.firstRows;
  let slice: T[] = [];
  let done = 0;
  const run = async () => {
    const started = performance.now();
    out.push(await work(slice));
    size = nextSliceRows(slice.length, performance.now() - started);
    done += slice.length;
    progress?.(done);
    slice = [];
  };
  for (const group of groups) {
    slice.push(...group);
    if (slice.length >= size) await run();
  }
  if (slice.length > 0) await run();
  return out;
}
