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

/** The cell of a value; undefined leaves the cell empty. */
export function excelCell(value: CellValue): CellObject | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? { t: 'n', v: value } : undefined;
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof Date) return { t: 'd', v: value };
  return { t: 's', v: value.length > MAX_CELL_TEXT ? value.slice(0, MAX_CELL_TEXT) : value };
}

/** Write options every export uses with its book type. */
export const EXCEL_TEXT_OPTIONS = { bookSST: true, compression: true } as const;
