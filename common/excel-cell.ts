/**
 * How a value becomes an Excel cell, the same in every export of the server and the browser.
 *
 * Formula injection: a text is always a text cell (type 's'), never a formula, so a value such as
 * '=HYPERLINK(...)' or '-2+3' is shown as typed and Excel never evaluates it. The text is kept
 * unchanged (no quote prefix): '-' and 'NA' are real values of the spec, and a sheet exported and
 * uploaded again must read back as the same data. Written with `bookSST` (see EXCEL_TEXT_OPTIONS),
 * .xlsx files store texts as shared strings rather than as 'str', the type Excel uses for the cached
 * result of a formula.
 */
import type { CellObject } from '@e965/xlsx';

/** Excel's limit of characters in one cell. */
export const MAX_CELL_TEXT = 32767;

export type CellValue = string | number | boolean | null | undefined | Date;

/**
 * How one writer makes each kind of cell. SheetJS's cell objects (excelCell) and the streamed .xlsx
 * writer (server/platform/xlsx-stream) are two such writers of the one rule set in `writeCell`.
 */
export interface CellWriter<T> {
  /** The empty cell: null, undefined, '' and non-finite numbers. */
  readonly empty: T;
  /** A text cell; the text is already cut to MAX_CELL_TEXT. */
  text(text: string): T;
  number(value: number): T;
  boolean(value: boolean): T;
  date(value: Date): T;
}

/** The one rule of which cell a value makes, written by `writer`. */
export function writeCell<T>(value: CellValue, writer: CellWriter<T>): T {
  if (value === null || value === undefined || value === '') return writer.empty;
  if (typeof value === 'number') return Number.isFinite(value) ? writer.number(value) : writer.empty;
  if (typeof value === 'boolean') return writer.boolean(value);
  if (value instanceof Date) return writer.date(value);
  return writer.text(value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value);
}

const cellObjects: CellWriter<CellObject | undefined> = {
  empty: undefined,
  text: (text) => ({ t: 's', v: text }),
  number: (value) => ({ t: 'n', v: value }),
  boolean: (value) => ({ t: 'b', v: value }),
  date: (value) => ({ t: 'd', v: value }),
};

/** The cell of a value; undefined leaves the cell empty. */
export function excelCell(value: CellValue): CellObject | undefined {
  return writeCell(value, cellObjects);
}

/** Write options every export uses with its book type. */
export const EXCEL_TEXT_OPTIONS = { bookSST: true, compression: true } as const;
