/**
 * Excel exports of every module: one .xlsx sheet built with SheetJS from a column list and rows.
 * Cells are made by common/excel-cell.ts, as in the browser's exports: texts are never formulas.
 */
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { type CellValue, EXCEL_TEXT_OPTIONS, excelCell } from '../../common/excel-cell';
import { FileAnswer } from './implement';

/**
 * SheetJS deflates with its own JavaScript unless it is handed Node's zlib through its
 * `CFB.utils.use_zlib` hook (no write option does it). At level 1 zlib writes 300,000 roles in 21 MiB instead of 45.5 MiB and
 * about 1.5 s sooner; its default level 6 would compress to 16 MiB but take longer than the
 * JavaScript deflate.
 *
 * SheetJS checks the inflater through its deprecated `bytesRead` (DEP0108, a warning on every
 * start): this inflater answers it with `bytesWritten`, the same count under its current name.
 */
class InflateRaw extends zlib.InflateRaw {
  override get bytesRead(): number {
    return this.bytesWritten;
  }
}
const cfb = XLSX.CFB as { utils: { use_zlib(zlib: object): void } };
cfb.utils.use_zlib({
  InflateRaw,
  deflateRawSync: (data: Uint8Array) => zlib.deflateRawSync(data, { level: zlib.constants.Z_BEST_SPEED }),
});

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelColumn<Row> {
  /** Header text of the column (first sheet row). */
  header: string;
  /** The row field the column shows. */
  key: keyof Row & string;
  /** Width in characters; the header length when absent. */
  width?: number;
}

/**
 * A column repeats few values (types, branches, flags, dates) in most sheets: the cells of up to
 * this many distinct values per column are shared, which saves a sixth of the export's memory at
 * 300,000 rows. SheetJS writes text, boolean and finite number cells without changing them.
 */
const SHARED_CELLS_PER_COLUMN = 1000;

/** The workbook of one sheet, in dense mode (fast and lean for sheets of 100,000 rows and more). */
export function sheetBook<Row extends object>(
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
): XLSX.WorkBook {
  const data: XLSX.CellObject[][] = new Array(rows.length + 1);
  data[0] = columns.map((c) => ({ t: 's', v: c.header }));
  const shared = columns.map(() => new Map<string | number | boolean, XLSX.CellObject>());
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    const line: XLSX.CellObject[] = new Array(columns.length);
    for (let c = 0; c < columns.length; c++) {
      const value = row[(columns[c] as ExcelColumn<Row>).key] as CellValue;
      if (value === null || value === undefined || value instanceof Date) {
        const cell = excelCell(value);
        if (cell) line[c] = cell;
        continue;
      }
      const cache = shared[c] as Map<string | number | boolean, XLSX.CellObject>;
      let cell = cache.get(value);
      if (!cell) {
        cell = excelCell(value);
        if (cell && cache.size < SHARED_CELLS_PER_COLUMN) cache.set(value, cell);
      }
      if (cell) line[c] = cell;
    }
    data[r + 1] = line;
  }
  const lastCol = Math.max(columns.length - 1, 0);
  const sheet = {
    '!data': data,
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: lastCol } }),
    '!cols': columns.map((c) => ({ wch: c.width ?? Math.max(c.header.length + 2, 10) })),
  } as XLSX.WorkSheet;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.slice(0, 31));
  return book;
}

/** The .xlsx bytes of one sheet. */
export function xlsxBuffer<Row extends object>(
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
): Buffer {
  return XLSX.write(sheetBook(sheetName, columns, rows), {
    type: 'buffer',
    bookType: 'xlsx',
    ...EXCEL_TEXT_OPTIONS,
  }) as Buffer;
}

/** A download answer holding one .xlsx sheet: the export of every list screen. */
export function xlsxFile<Row extends object>(
  fileName: string,
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
): FileAnswer {
  return new FileAnswer(fileName, XLSX_CONTENT_TYPE, xlsxBuffer(sheetName, columns, rows));
}
