/**
 * The sheet's XML, made batch by batch: the head (column widths and the header row), the rows of
 * each batch as one string, then the tail. Nothing but the current batch is held.
 */
import { cellXml } from './cell-xml';
import { columnLetter, columnLetters } from './column-letters';

/**
 * A column of the sheet: its header, width, and where a row holds its value: a field name of a row
 * object, or the index in a row array (an export reads its rows as arrays, see platform/list).
 */
export interface SheetColumn {
  header: string;
  key: string | number;
  width?: number | undefined;
}

/**
 * The width Excel stores for a column of `characters` characters, as SheetJS computes it for
 * a `wch` column width (maximum digit width 6 pixels, 5 pixels of padding, in 1/256ths).
 */
function columnWidth(characters: number): number {
  return Math.round(((characters * 6 + 5) / 6) * 256) / 256;
}

function columnsXml(columns: readonly SheetColumn[]): string {
  // <cols> may not be empty.
  if (columns.length === 0) return '';
  let xml = '<cols>';
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c] as SheetColumn;
    const width = columnWidth(column.width ?? Math.max(column.header.length + 2, 10));
    xml += `<col min="${c + 1}" max="${c + 1}" width="${width}" customWidth="1"/>`;
  }
  return `${xml}</cols>`;
}

function headerRowXml(columns: readonly SheetColumn[], letters: readonly string[]): string {
  let xml = '<row r="1">';
  for (let c = 0; c < columns.length; c++) {
    const cell = cellXml((columns[c] as SheetColumn).header);
    if (cell !== '') xml += `<c r="${letters[c]}1"${cell}`;
  }
  return `${xml}</row>`;
}

/** The rows of one batch, the first of them sheet row `firstRow` (1-based). */
export function rowsXml(
  keys: readonly (string | number)[],
  letters: readonly string[],
  rows: readonly object[],
  firstRow: number,
): string {
  let xml = '';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Record<string | number, unknown>;
    const r = String(firstRow + i);
    xml += `<row r="${r}">`;
    for (let c = 0; c < keys.length; c++) {
      const cell = cellXml(row[keys[c] as string | number]);
      if (cell !== '') xml += `<c r="${letters[c]}${r}"${cell}`;
    }
    xml += '</row>';
  }
  return xml;
}

/**
 * After the rows: Excel's green "number stored as text" marks switched off over the sheet, as
 * SheetJS does, since codes such as '0012' are texts on purpose.
 */
function tailXml(columnCount: number, lastRow: number): string {
  const ignored =
    columnCount === 0
      ? ''
      : `<ignoredErrors><ignoredError numberStoredAsText="1" sqref="A1:${columnLetter(columnCount - 1)}${lastRow}"/></ignoredErrors>`;
  return `</sheetData>${ignored}</worksheet>`;
}

/**
 * Rows per piece of XML, whatever the batch size: a piece is one string (about 370,000 characters
 * for the role export's 14 columns), made while the event loop waits. Measured at 300,000 rows,
 * pieces of 5,000 rows took 4x the memory and held the loop for 180 ms; 250 to 1,000 were alike.
 */
const ROWS_PER_PIECE = 500;

/**
 * The sheet XML in pieces: the head, the rows of each batch in pieces of ROWS_PER_PIECE, the tail.
 * The next batch is pulled only when the last piece was taken. The caller owns `batches` (it returns
 * it when the sheet stops early).
 */
export async function* sheetXml(
  columns: readonly SheetColumn[],
  batches: AsyncIterator<readonly object[]>,
): AsyncGenerator<string, void, undefined> {
  const letters = columnLetters(columns.length);
  const keys = columns.map((column) => column.key);
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `${columnsXml(columns)}<sheetData>${headerRowXml(columns, letters)}`;
  let lastRow = 1;
  for (;;) {
    const batch = await batches.next();
    if (batch.done) break;
    const rows = batch.value;
    for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
      const piece = rows.length <= ROWS_PER_PIECE ? rows : rows.slice(start, start + ROWS_PER_PIECE);
      yield rowsXml(keys, letters, piece, lastRow + 1);
      lastRow += piece.length;
    }
  }
  yield tailXml(columns.length, lastRow);
}
