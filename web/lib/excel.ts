/**
 * Client-side SheetJS helpers: build a workbook from rows (list exports, templates, failed rows)
 * and turn it into a Blob for saveBlob(). Pure: nothing here touches the page, so the upload
 * parser's web worker can share the module.
 */
import { type CellObject, utils, type WorkSheet, write } from '@e965/xlsx';
import { EXCEL_TEXT_OPTIONS, excelCell } from '../../common/excel-cell';

export type BookType = 'xlsx' | 'xls';

/** One column of an exported sheet: its header and how a row gives the cell. */
export interface ExcelColumn<Row> {
  header: string;
  value(row: Row): unknown;
  /**
   * The column holds text a person types (codes, phone numbers): see TYPING_ROWS. A template's
   * text columns (textColumnsOf in common/excel-templates.ts) are such columns.
   */
  typedText?: boolean;
}

/** Excel's number format Text: what is typed into the cell stays the text typed. */
export const TEXT_FORMAT = '@';

/**
 * The rows below the header whose cells a typedText column formats Text, when fewer rows are
 * written: Excel and LibreOffice keep a cell's format when one types into it, so the rows a person
 * fills in keep '0812...' as typed instead of turning it into the number 812... Empty cells are
 * written as formatted stubs, which the upload parser reads as empty (no rows are added).
 */
export const TYPING_ROWS = 1000;

/** The cell a value becomes: the same rule as the server's exports (common/excel-cell.ts). */
export function cellOf(value: unknown): CellObject | undefined {
  if (value === null || value === undefined) return undefined;
  if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    value instanceof Date
  ) {
    return excelCell(value);
  }
  return excelCell(String(value));
}

const MAX_COLUMN_WIDTH = 60;

/** The cell of a typedText column: formatted Text, and a formatted stub when empty. */
function typedTextCell(value: unknown): CellObject {
  const cell = cellOf(value);
  return cell ? { ...cell, z: TEXT_FORMAT } : { t: 'z', z: TEXT_FORMAT };
}

/** The rows of cells under the header, typedText columns formatted Text down to TYPING_ROWS. */
function bodyOf<Row>(
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
): (CellObject | undefined)[][] {
  const body = rows.map((row) =>
    columns.map((c) => (c.typedText ? typedTextCell(c.value(row)) : cellOf(c.value(row)))),
  );
  if (!columns.some((c) => c.typedText)) return body;
  for (let r = body.length; r < TYPING_ROWS; r++)
    body.push(columns.map((c) => (c.typedText ? typedTextCell(undefined) : undefined)));
  return body;
}

/** A sheet with a header row and one row per item; column widths fit the longest text. */
export function sheetOf<Row>(columns: readonly ExcelColumn<Row>[], rows: readonly Row[]): WorkSheet {
  const header = columns.map((c) => c.header);
  const body = bodyOf(columns, rows);
  const widths = header.map((h) => h.length);
  for (const line of body) {
    line.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, String(cell?.v ?? '').length);
    });
  }
  const sheet = utils.aoa_to_sheet([header, ...body], { dense: true });
  sheet['!cols'] = widths.map((w) => ({ wch: Math.min(MAX_COLUMN_WIDTH, w + 2) }));
  return sheet;
}

/** The bytes of a one-sheet workbook. */
export function workbookBytes(sheet: WorkSheet, bookType: BookType, sheetName = 'Sheet1'): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return write(book, { type: 'array', bookType, ...EXCEL_TEXT_OPTIONS }) as ArrayBuffer;
}

const CONTENT_TYPES: Record<BookType, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The book type a file name asks for ('.xls' is the legacy BIFF8 format). */
export function bookTypeOf(fileName: string): BookType {
  return fileName.toLowerCase().endsWith('.xls') ? 'xls' : 'xlsx';
}

/** Rows as an Excel file ready for saveBlob(); the file name's extension picks the format. */
export function rowsToExcelBlob<Row>(
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
  fileName: string,
  sheetName = 'Sheet1',
): Blob {
  const bookType = bookTypeOf(fileName);
  return new Blob([workbookBytes(sheetOf(columns, rows), bookType, sheetName)], {
    type: CONTENT_TYPES[bookType],
  });
}
