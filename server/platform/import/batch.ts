/**
 * Staged uploads: one batch per user and upload, holding every sheet row as sent (jsonb) and the
 * first reason it failed. Rows go in with one statement whatever their number (on PGlite one per
 * slice, see slices.ts), so 50,000 rows stage in a moment on PGlite and PostgreSQL alike.
 */
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { isStorable, storableCopy } from '../storable-text';
import { batchSlicing, eachRun } from './slices';
import { stagedWhere, type Verdict } from './staged-rows';

export interface BatchOwner {
  userId: string;
  /** The upload's name (a module may have several uploads), e.g. 'structure/role-upload'. */
  module: string;
  orgId: number;
}

/** One staged row: its sheet row number, the values as sent (trimmed) and why it failed. */
export interface StagedRow {
  row: number;
  data: Record<string, string>;
  reason: string | null;
}

export interface BatchSummary {
  total: number;
  failed: number;
  clean: number;
}

/** Sheet row of the first data row: row 1 holds the header of every template. */
export const FIRST_DATA_ROW = 2;

/** A staged row and, when one of its cells holds text the database cannot store, that column. */
interface CleanRow {
  data: Record<string, string>;
  unstorable: string | undefined;
}

/**
 * Every value as trimmed text, so that rules compare what the user sees. A cell the database
 * cannot store (a NUL, broken Unicode: see storable-text.ts) is staged as the user would see it
 * and names its column, so that the row fails alone instead of the whole upload. (A loop over the
 * keys: Object.entries allocates a pair per value, which costs more than the trimming on 50,000 rows.)
 */
function cleanRow(row: Record<string, unknown>): CleanRow {
  const data: Record<string, string> = {};
  let unstorable: string | undefined;
  for (const key of Object.keys(row)) {
    const value = row[key];
    const text =
      typeof value === 'string'
        ? value.trim()
        : value === null || value === undefined
          ? ''
          : String(value).trim();
    if (isStorable(text) && isStorable(key)) {
      data[key] = text;
      continue;
    }
    const column = storableCopy(key);
    unstorable ??= column;
    data[column] = storableCopy(text).trim();
  }
  return { data, unstorable };
}

/**
 * Replaces the owner's previous batch of this upload with the given rows and returns the new batch
 * id. Row n of the array is sheet row n + FIRST_DATA_ROW.
 */
export async function stageBatch(
  db: Db,
  owner: BatchOwner,
  sheetRows: readonly Record<string, unknown>[],
  sheetReasons?: readonly string[],
): Promise<number> {
  const previous = await rows<{ id: number }>(
    db,
    sql`SELECT batch_id::int AS id FROM import_batches WHERE user_id = ${owner.userId} AND module = ${owner.module}`,
  );
  for (const { id } of previous) await deleteBatch(db, id);
  // A concurrent upload by the same user may have created the batch meanwhile: take it over.
  const [batch] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO import_batches (user_id, module, org_id)
        VALUES (${owner.userId}, ${owner.module}, ${owner.orgId})
        ON CONFLICT (user_id, module) DO UPDATE SET org_id = EXCLUDED.org_id, created_at = now()
        RETURNING batch_id::int AS id`,
  );
  const batchId = (batch as { id: number }).id;
  await deleteRows(db, batchId);
  if (sheetRows.length === 0) return batchId;
  const cleaned = sheetRows.map(cleanRow);
  await eachRun(db, cleaned, async (run, before) => {
    const payload = JSON.stringify(run.map((r) => r.data));
    await db.execute(
      sql`INSERT INTO import_rows (batch_id, row_no, data)
          SELECT ${batchId}, (e.ord + ${FIRST_DATA_ROW - 1 + before})::int, e.value
          FROM jsonb_array_elements(${payload}::jsonb) WITH ORDINALITY AS e(value, ord)`,
    );
  });
  await failBeforeRules(db, batchId, cleaned, sheetReasons);
  return batchId;
}

/**
 * Rows with a cell the database could not store fail before any rule runs, with that column named;
 * so do rows with a reason of `sheetReasons` (the rules of a screen that checks each row in
 * JavaScript, shared with the server through common/, run on the row as sent; '' for none). The
 * rules then pass them by, as they pass every row that already failed.
 */
async function failBeforeRules(
  db: Db,
  batchId: number,
  cleaned: readonly CleanRow[],
  sheetReasons: readonly string[] | undefined,
): Promise<void> {
  const failed: { row_no: number; reason: string }[] = [];
  cleaned.forEach((r, i) => {
    const reason =
      r.unstorable !== undefined ? messages.reasonUnstorableText(r.unstorable) : sheetReasons?.[i] || '';
    if (reason !== '') failed.push({ row_no: i + FIRST_DATA_ROW, reason });
  });
  await failRows(db, batchId, failed);
}

/**
 * Fails the batch's rows given by sheet row with their reasons, worked out outside SQL (rules in
 * JavaScript, or read from the stored rows); a row that failed already keeps its first reason.
 */
export async function failRows(
  db: Db,
  batchId: number,
  reasons: readonly { row_no: number; reason: string }[],
): Promise<void> {
  if (reasons.length === 0) return;
  await db.execute(
    sql`UPDATE import_rows AS r SET reason = f.reason
        FROM jsonb_to_recordset(${JSON.stringify(reasons)}::jsonb) AS f(row_no int, reason text)
        WHERE ${stagedWhere('r', batchId, 'clean')} AND r.row_no = f.row_no`,
  );
}

/**
 * The owner's staged batch of this upload, if any (the submit step of a two-step upload), locked
 * until the caller's transaction ends: two submits of one batch at once take turns, and the second
 * finds the batch the first committed gone, instead of comparing its rows while they are deleted.
 */
export async function currentBatch(
  db: Db,
  owner: Pick<BatchOwner, 'userId' | 'module'>,
): Promise<number | null> {
  const [found] = await rows<{ id: number }>(
    db,
    sql`SELECT batch_id::int AS id FROM import_batches
        WHERE user_id = ${owner.userId} AND module = ${owner.module} FOR UPDATE`,
  );
  return found?.id ?? null;
}

export async function summariseBatch(db: Db, batchId: number): Promise<BatchSummary> {
  const [s] = await rows<BatchSummary>(
    db,
    sql`SELECT count(*)::int AS total,
               count(reason)::int AS failed,
               (count(*) - count(reason))::int AS clean
        FROM import_rows WHERE batch_id = ${batchId}`,
  );
  return s ?? { total: 0, failed: 0, clean: 0 };
}

export interface ReadOptions {
  /** Only rows that failed (the error tab). */
  failedOnly?: boolean;
  /** Only rows that passed every rule (the clean tab). */
  cleanOnly?: boolean;
  /** Zero-based page; every row when absent. */
  page?: number;
  pageSize?: number;
}

/** Staged rows in sheet order, for the tabs and exports of an upload screen. */
export async function readBatch(
  db: Db,
  batchId: number,
  options: ReadOptions = {},
): Promise<{ rows: StagedRow[]; total: number }> {
  const verdict: Verdict = options.failedOnly ? 'failed' : options.cleanOnly ? 'clean' : 'any';
  const filter = stagedWhere('r', batchId, verdict);
  const paging =
    options.page === undefined
      ? sql``
      : sql`LIMIT ${options.pageSize ?? 100} OFFSET ${options.page * (options.pageSize ?? 100)}`;
  const found = await rows<StagedRow>(
    db,
    sql`SELECT r.row_no::int AS row, r.data, r.reason FROM import_rows r
        WHERE ${filter} ORDER BY r.row_no ${paging}`,
  );
  // Every row read: they are the total, no count needed.
  if (options.page === undefined) return { rows: found, total: found.length };
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM import_rows r WHERE ${filter}`,
  );
  return { rows: found, total: count?.n ?? 0 };
}

/** Deletes the batch's rows (a slice at a time on PGlite) and keeps the batch. */
async function deleteRows(db: Db, batchId: number): Promise<void> {
  await (await batchSlicing(db, batchId)).each(async (slice) => {
    await db.execute(sql`DELETE FROM import_rows r WHERE ${stagedWhere('r', batchId, 'any', slice)}`);
  });
}

export async function deleteBatch(db: Db, batchId: number): Promise<void> {
  await deleteRows(db, batchId);
  await db.execute(sql`DELETE FROM import_batches WHERE batch_id = ${batchId}`);
}
