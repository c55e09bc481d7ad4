/** Reading a streamed .xlsx back with SheetJS, for the tests beside this file. */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import * as XLSX from '@e965/xlsx';

export interface ReadBack {
  book: XLSX.WorkBook;
  sheet: XLSX.WorkSheet;
  /** Cells by row, `undefined` where a cell is empty. */
  cells: (XLSX.CellObject | undefined)[][];
  /** The package's parts as text, by name. */
  parts: Record<string, string>;
}

export function readXlsx(bytes: Buffer): ReadBack {
  const book = XLSX.read(bytes, {
    type: 'buffer',
    cellDates: true,
    cellFormula: true,
    cellStyles: true,
    dense: true,
  });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const data = sheet['!data'] ?? [];
  const cells = Array.from(data, (row) => Array.from(row ?? [], (cell) => cell));
  const files = (
    XLSX.read(bytes, { type: 'buffer', bookFiles: true }) as unknown as {
      files: Record<string, { content?: Uint8Array }>;
    }
  ).files;
  const parts: Record<string, string> = {};
  for (const [name, file] of Object.entries(files)) {
    if (file.content) parts[name.replace(/^\//, '')] = Buffer.from(file.content).toString('utf8');
  }
  return { book, sheet, cells, parts };
}

export async function readStream(stream: Readable): Promise<ReadBack> {
  return readXlsx(await buffer(stream));
}

/** The values of every row, `null` for an empty cell. */
export function values(back: ReadBack): unknown[][] {
  return XLSX.utils.sheet_to_json<unknown[]>(back.sheet, { header: 1, defval: null, raw: true });
}
