/**
 * The streamed .xlsx writer of every server export: rows read in batches become sheet XML inside a
 * zip as they are read, so an export of any size holds about one batch in memory. Any batch size
 * works (the XML is made 500 rows at a time); 500 to 1,000 rows keep the database round trips few
 * and the batch arrays small.
 */
import type { Readable } from 'node:stream';
import { type ExcelColumn, XLSX_CONTENT_TYPE } from '../excel';
import { FileAnswer } from '../implement';
import type { SheetColumn } from './sheet-xml';
import { xlsxStream, xlsxStreamOfArrays } from './xlsx-stream';

export { excelSheetName } from './sheet-name';
export { xlsxStream, xlsxStreamOfArrays } from './xlsx-stream';

/** Rows already in memory, handed out in batches of `size`. */
export async function* inBatches<Row>(rows: readonly Row[], size = 1000): AsyncGenerator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** The same writer over rows already in memory (small exports, and the bench's floor). */
export function xlsxStreamOfRows<Row extends object>(
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
  batchSize?: number,
): Readable {
  return xlsxStream(sheetName, columns, inBatches(rows, batchSize));
}

/** A download answer streaming one .xlsx sheet of rows read as arrays (xlsxStreamOfArrays). */
export function xlsxArrayFile(
  fileName: string,
  sheetName: string,
  columns: readonly (SheetColumn & { key: number })[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): FileAnswer {
  return new FileAnswer(fileName, XLSX_CONTENT_TYPE, xlsxStreamOfArrays(sheetName, columns, batches));
}

/** A download answer streaming one .xlsx sheet. */
export function xlsxStreamFile<Row extends object>(
  fileName: string,
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): FileAnswer {
  return new FileAnswer(fileName, XLSX_CONTENT_TYPE, xlsxStream(sheetName, columns, batches));
}
