/**
 * Reads an Excel file the page offered as a download (exports, templates, failed rows) so a test
 * can check its file name, sheets, headers and rows.
 */
import { readFileSync } from 'node:fs';
import { read, utils, type WorkBook, write } from '@e965/xlsx';
import type { Download } from '@playwright/test';

export interface SheetFile {
  /** The name the page gave the file, e.g. 'Overview Role.xlsx'. */
  fileName: string;
  sheetNames: string[];
  /** The first row of a sheet (the first sheet when none is named). */
  headers(sheet?: string): string[];
  /** The rows under the header row, keyed by header, as the cells hold them (numbers stay numbers). */
  rows(sheet?: string): Record<string, unknown>[];
  /**
   * Every row, header row included, as the text Excel would show; the empty rows at the end (a
   * template's formatted rows left to type into) are not rows.
   */
  text(sheet?: string): string[][];
}

function sheetOf(book: WorkBook, name: string | undefined) {
  const sheetName = name ?? book.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : book.Sheets[sheetName];
  if (!sheet)
    throw new Error(`The workbook has no sheet ${sheetName ?? '(none)'}: ${book.SheetNames.join(', ')}`);
  return sheet;
}

/** The rows without the empty ones at the end. */
function withoutEmptyEnd(rows: string[][]): string[][] {
  let end = rows.length;
  while (end > 0 && (rows[end - 1] ?? []).every((cell) => cell === '')) end--;
  return rows.slice(0, end);
}

export function readSheetFile(filePath: string, fileName: string): SheetFile {
  const book = read(readFileSync(filePath), { type: 'buffer' });
  const text = (sheet?: string) =>
    withoutEmptyEnd(
      utils.sheet_to_json<string[]>(sheetOf(book, sheet), { header: 1, raw: false, defval: '' }),
    );
  return {
    fileName,
    sheetNames: [...book.SheetNames],
    headers: (sheet) => (text(sheet)[0] ?? []).map(String),
    rows: (sheet) => utils.sheet_to_json<Record<string, unknown>>(sheetOf(book, sheet), { defval: '' }),
    text,
  };
}

/** Waits for the download to finish and reads it (.xlsx, .xls and .csv alike). */
export async function readDownload(download: Download): Promise<SheetFile> {
  const filePath = await download.path();
  return readSheetFile(filePath, download.suggestedFilename());
}

/** A workbook of one sheet ('Sheet1') of the given rows, header first, as the page's file input takes it. */
export function sheetUpload(
  rows: readonly (readonly (string | number)[])[],
  name: string,
  bookType: 'xls' | 'xlsx' = 'xls',
) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Sheet1');
  return {
    name,
    mimeType:
      bookType === 'xls'
        ? 'application/vnd.ms-excel'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: write(book, { type: 'buffer', bookType }) as Buffer,
  };
}
