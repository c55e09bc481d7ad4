/**
 * Rows of a sheet that lack a required column are left out before anything is sent (Upload
 * Target's ten columns): the screen keeps each one with its sheet row and the columns it lacks, so
 * it can say which rows they were, mark them in the preview and list them after Submit.
 */
import { messages } from '../../../common/messages';
import type { SheetRecord } from './parse-sheet';
import type { ResultRow } from './ResultTable';

/** A sheet row left out: its row number on the sheet, the required columns it left empty, the row. */
export interface SkippedRow {
  row: number;
  missing: readonly string[];
  record: SheetRecord;
}

/** The rows read, split into those taken (with their sheet rows) and those left out. */
export interface TakenRows<C extends string> {
  records: SheetRecord<C>[];
  rowNumbers: number[];
  skipped: SkippedRow[];
}

export function takeRequired<C extends string>(
  records: readonly SheetRecord<C>[],
  rowNumbers: readonly number[],
  required: readonly C[],
): TakenRows<C> {
  const taken: TakenRows<C> = { records: [], rowNumbers: [], skipped: [] };
  records.forEach((record, i) => {
    const row = rowNumbers[i] ?? i + 2;
    const missing = required.filter((c) => (record[c] ?? '').trim() === '');
    if (missing.length === 0) {
      taken.records.push(record);
      taken.rowNumbers.push(row);
    } else taken.skipped.push({ row, missing, record });
  });
  return taken;
}

/** A row left out as the upload tables show it: its columns, its sheet row and why. */
export function skippedAsResultRow(skipped: SkippedRow): ResultRow {
  return { ...skipped.record, ROW: skipped.row, REASON: messages.reasonSkipped(skipped.missing.join(', ')) };
}

/** How many rows the sentence names one by one; a file can leave out thousands. */
export const SKIPPED_ROWS_NAMED = 20;

/** The rows left out, each by its sheet row with the columns it lacks ('Baris 4: VALUE kosong; …'). */
export function skippedRowsList(skipped: readonly SkippedRow[], named = SKIPPED_ROWS_NAMED): string {
  const rows = skipped.slice(0, named).map((s) => messages.skippedRow(s.row, s.missing.join(', ')));
  if (skipped.length > named) rows.push(messages.moreRows(skipped.length - named));
  return `${rows.join('; ')}.`;
}

/** Rows of an upload table in the order of the sheet. */
export const bySheetRow = (rows: readonly ResultRow[]): ResultRow[] =>
  [...rows].sort((a, b) => a.ROW - b.ROW);
