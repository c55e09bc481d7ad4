/**
 * The rows of the user's sheet in what an upload screen shows. The screen sends only the rows it
 * took (blank rows and rows lacking a required column stay home), and a server numbers what it
 * answers by the row's place among the rows sent, the first being 2 as under a header. The screen
 * turns each such number into the row of the user's sheet, in one place, so no upload page maps
 * row numbers itself.
 */
import type { ImportOutcome, ImportState, ImportValidation } from './import-state';
import type { ResultRow } from './ResultTable';

/**
 * Where a shown row keeps the number the server answered (its place among the rows sent), for a
 * page that sends the checked rows back as they were answered. No table or export shows it.
 */
export const SENT_ROW = 'SENT_ROW';

/** The sheet row of the row sent at `sent` (2 = the first sent); the number itself when unknown. */
const sheetRowOf = (sent: number, sheetRows: readonly number[]) => sheetRows[sent - 2] ?? sent;

function atSheetRow(row: ResultRow, sheetRows: readonly number[]): ResultRow {
  return { ...row, ROW: sheetRowOf(row.ROW, sheetRows), [SENT_ROW]: row.ROW };
}

/** A check's answer, numbered by the records sent, at the rows of the user's sheet. */
export function validationAtSheetRows(
  validation: ImportValidation,
  rowNumbers: readonly number[],
): ImportValidation {
  return {
    ...validation,
    clean: validation.clean.map((r) => atSheetRow(r, rowNumbers)),
    failed: validation.failed.map((r) => atSheetRow(r, rowNumbers)),
  };
}

/**
 * The sheet rows of what a submit sends, in order: the clean rows of a check, or, without a check,
 * the rows taken from the file.
 */
export function sentSheetRows(state: Pick<ImportState, 'validation' | 'rowNumbers'>): number[] {
  return state.validation ? state.validation.clean.map((r) => r.ROW) : state.rowNumbers;
}

/** A submit's answer, its refused rows numbered by the rows that submit sent, at the sheet's rows. */
export function outcomeAtSheetRows(outcome: ImportOutcome, sheetRows: readonly number[]): ImportOutcome {
  return { ...outcome, failed: outcome.failed.map((r) => atSheetRow(r, sheetRows)) };
}

/**
 * The text with 'Baris N' (N counting the rows sent, the first being 2) naming the sheet row of
 * that row instead.
 */
export function sentRowAsSheetRow(text: string, sheetRows: readonly number[]): string {
  return text.replace(/\bBaris (\d+)\b/g, (whole, sent: string) => {
    const row = sheetRows[Number(sent) - 2];
    return row === undefined ? whole : `Baris ${row}`;
  });
}
