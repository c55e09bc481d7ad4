/**
 * Reads the first sheet of an uploaded workbook into rows of text keyed by the template's
 * columns. Cells are read raw (a number is its value, not its display format; a text starting
 * with '=' stays text and is never evaluated); a real date cell becomes text in the template's
 * date format, whatever format the sheet displays it in. Pure and synchronous, so it runs in a
 * web worker for big files and in unit tests as is.
 */
import { type CellObject, read, type WorkBook } from '@e965/xlsx';
import type { ExcelTemplate } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { cellText } from '../../../common/sheet-cell-text';

/** One data row of the sheet: every template column as trimmed text, '' when blank. */
export type SheetRecord<C extends string = string> = Record<C, string>;

export type ParseResult<C extends string = string> =
  | {
      ok: true;
      records: SheetRecord<C>[];
      /** The sheet row number (header = 1) of each record, blank rows being skipped. */
      rowNumbers: number[];
    }
  | { ok: false; message: string };

export { cellText };

function readBook(data: ArrayBuffer | Uint8Array): WorkBook | undefined {
  try {
    return read(data, {
      type: 'array',
      dense: true,
      // Number formats are needed to tell a date cell from a number cell.
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
      // CSV: keep every value as the text written in the file.
      raw: true,
    });
  } catch {
    return undefined;
  }
}

/**
 * Parses an uploaded file against a template: header check ('Template tidak sesuai.'), empty
 * sheet (messages.fileEmpty), more rows than maxRows (messages.fileTooLarge).
 */
export function parseSheet<C extends string>(
  data: ArrayBuffer | Uint8Array,
  template: Pick<ExcelTemplate<C>, 'columns' | 'dateFormat'>,
  maxRows: number,
): ParseResult<C> {
  const book = readBook(data);
  if (!book) return { ok: false, message: messages.fileUnreadable };
  const firstName = book.SheetNames[0];
  const sheet = firstName === undefined ? undefined : book.Sheets[firstName];
  const grid: (CellObject[] | undefined)[] = sheet?.['!data'] ?? [];

  const headerIndex = grid.findIndex((row) =>
    row?.some((cell) => cellText(cell, template.dateFormat) !== ''),
  );
  if (headerIndex < 0) return { ok: false, message: messages.fileEmpty };
  const header = (grid[headerIndex] ?? []).map((cell) => cellText(cell, template.dateFormat));

  const columnIndex = new Map<C, number>();
  for (const column of template.columns) {
    const at = header.indexOf(column);
    if (at < 0) return { ok: false, message: messages.templateMismatch };
    columnIndex.set(column, at);
  }

  const records: SheetRecord<C>[] = [];
  const rowNumbers: number[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const row = grid[r];
    if (!row) continue;
    const record = {} as SheetRecord<C>;
    let blank = true;
    for (const [column, at] of columnIndex) {
      const text = cellText(row[at], template.dateFormat);
      if (text !== '') blank = false;
      record[column] = text;
    }
    if (blank) continue;
    if (records.length === maxRows) return { ok: false, message: messages.fileTooLarge(maxRows) };
    records.push(record);
    rowNumbers.push(r + 1);
  }
  if (records.length === 0) return { ok: false, message: messages.fileEmpty };
  return { ok: true, records, rowNumbers };
}
