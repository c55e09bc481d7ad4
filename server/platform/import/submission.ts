/**
 * The one submit protocol of every checked upload: a submit names the caller's kept batch by the id
 * its check answered, with the rows the screen shows as clean, which must be the batch's clean rows
 * (the user submits what the check showed, not an older or edited list). The spec writes the calls
 * differently and their payloads stay as they are on the wire: a call that sends no id names the
 * caller's kept batch of the upload, the one no newer check has replaced; a call that sends no rows
 * submits that batch as it was checked; rows come back as their sheet rows (the ROW the check
 * answered) or as the cells themselves, staged as the check staged them and compared with the
 * batch's clean rows in the database.
 */
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { unstorableTextPath } from '../storable-text';
import { type BatchOwner, currentBatch } from './batch';
import { stagedRows } from './staged-rows';

/** The rows a submit sends of those its check answered clean. */
export type SentRows =
  /** By the sheet row the check answered for each. */
  | { sheetRows: readonly number[] }
  /** As the cells themselves, staged again, in the order of the batch's clean rows. */
  | { staged: readonly Readonly<Record<string, string>>[] };

/** What a submit call names: its kept batch (by id, when the call sends one) and the rows sent. */
export interface Submission {
  batchId?: number;
  sent?: SentRows;
}

/**
 * The caller's kept batch of the upload that a submit naming `batchId` (or none) may submit; else
 * the refusal's message: none kept (never checked, or submitted already), or a newer check
 * replaced the one named.
 */
export async function namedBatch(
  db: Db,
  owner: Pick<BatchOwner, 'userId' | 'module'>,
  batchId: number | undefined,
): Promise<number | { refused: string }> {
  const kept = await currentBatch(db, owner);
  if (kept === null) return { refused: messages.uploadFileFirst };
  if (batchId !== undefined && batchId !== kept) return { refused: messages.uploadBatchReplaced };
  return kept;
}

/** The sheet rows of the batch's clean rows, in sheet order, when the rows sent are those; else null. */
export function cleanRowsSent(db: Db, batchId: number, sent: SentRows): Promise<number[] | null> {
  return 'sheetRows' in sent
    ? sameSheetRows(db, batchId, sent.sheetRows)
    : sameCells(db, batchId, sent.staged);
}

/** The batch's clean rows when the sheet rows sent are exactly those, else null. */
async function sameSheetRows(db: Db, batchId: number, sent: readonly number[]): Promise<number[] | null> {
  const clean = stagedRows(batchId);
  const found = await rows<{ row: number }>(
    db,
    sql`SELECT ${clean.rowNo}::int AS row FROM ${clean.from} ORDER BY ${clean.rowNo}`,
  );
  const sentRows = [...sent].sort((a, b) => a - b);
  if (sentRows.length !== found.length || found.some((c, i) => c.row !== sentRows[i])) return null;
  return found.map((c) => c.row);
}

/**
 * The batch's clean rows when the rows sent, staged, are exactly those in sheet order, else null.
 * Compared in the database as jsonb texts, so 50,000 rows cost one statement and no copy of the
 * batch in memory.
 */
async function sameCells(
  db: Db,
  batchId: number,
  staged: readonly Readonly<Record<string, string>>[],
): Promise<number[] | null> {
  // A kept batch's clean rows hold only storable text, and jsonb refuses the rest (a NUL): rows
  // holding it were never checked clean.
  if (unstorableTextPath(staged) !== undefined) return null;
  const clean = stagedRows(batchId);
  const [found] = await rows<{ same: boolean; rows: number[] | null }>(
    db,
    sql`WITH clean AS (SELECT ${clean.rowNo} AS row_no, ${clean.data} AS data FROM ${clean.from})
        SELECT (SELECT md5(string_agg(c.data::text, ',' ORDER BY c.row_no)) FROM clean c)
             = (SELECT md5(string_agg(e.value::text, ',' ORDER BY e.n))
                FROM jsonb_array_elements(${JSON.stringify(staged)}::jsonb) WITH ORDINALITY AS e(value, n)) AS same,
          (SELECT array_agg(c.row_no::int ORDER BY c.row_no) FROM clean c) AS rows`,
  );
  return found?.same === true ? (found.rows ?? []) : null;
}
