/**
 * An ERP extract read into rows for the shared load (load.ts): a .csv or an .xlsx whose first row
 * names the entity's columns (common/contract/integration.ts), in any order.
 *
 * CSV: UTF-8, with or without a byte-order mark. Any other encoding is refused, never guessed: a
 * UTF-16 file (its byte-order mark) and a file whose bytes are not UTF-8 (Windows-1252, a "CSV"
 * saved by an old Excel) are answered with the line of the first bad byte and how to save it
 * again. Values are separated by commas, or by semicolons when the header holds semicolons and no
 * comma (Excel's CSV in an Indonesian locale); quotes as RFC 4180 (a quote doubled inside quotes).
 *
 * XLSX: the first sheet. A cell holding a formula is refused (its address named): its cached value
 * may be stale, or absent when the file was written by a program that does not compute, so the
 * operator pastes the values instead. Cells are read as the upload screens read them
 * (common/sheet-cell-text.ts): dates as YYYY-MM-DD.
 */
import { type CellObject, read, utils } from '@e965/xlsx';
import { INTEGRATION_ENTITIES, type IntegrationEntity } from '../../../common/contract/integration';
import { messages } from '../../../common/messages';
import { cellText } from '../../../common/sheet-cell-text';

const m = messages.integration;

export interface FileRows {
  rows: Record<string, string>[];
  /** Each row's line (CSV) or sheet row (XLSX), the header being 1. */
  rowNumbers: number[];
}

/** A file refused whole, with its reason. */
export class FileRefused extends Error {}

export function readEntityFile(entity: IntegrationEntity, fileName: string, bytes: Uint8Array): FileRows {
  const lower = fileName.toLowerCase();
  const grid = lower.endsWith('.csv') ? csvGrid(bytes) : lower.endsWith('.xlsx') ? xlsxGrid(bytes) : null;
  if (!grid) throw new FileRefused(m.fileType);
  return rowsOf(entity, grid);
}

interface Grid {
  /** Each record's cells, and the line or sheet row it starts on. */
  records: { cells: string[]; line: number }[];
}

function rowsOf(entity: IntegrationEntity, grid: Grid): FileRows {
  const [header, ...data] = grid.records;
  const names = (header?.cells ?? []).map((c) => c.trim());
  const columns = INTEGRATION_ENTITIES[entity].columns;
  const known = new Set(columns.map((c) => c.name as string));
  const unknown = names.filter((n) => n !== '' && !known.has(n));
  if (unknown.length > 0) throw new FileRefused(m.headerUnknown(unknown.join(', ')));
  const missing = columns.filter((c) => c.required && !names.includes(c.name)).map((c) => c.name);
  if (missing.length > 0) throw new FileRefused(m.headerMissing(missing.join(', ')));
  const twice = names.find((n, i) => n !== '' && names.indexOf(n) !== i);
  if (twice !== undefined) throw new FileRefused(m.headerTwice(twice));

  const rows: Record<string, string>[] = [];
  const rowNumbers: number[] = [];
  for (const record of data) {
    // A blank line or row is skipped, as the upload screens skip it.
    if (record.cells.every((c) => c.trim() === '')) continue;
    const row: Record<string, string> = {};
    names.forEach((name, i) => {
      if (name !== '') row[name] = record.cells[i] ?? '';
    });
    rows.push(row);
    rowNumbers.push(record.line);
  }
  return { rows, rowNumbers };
}

function decodeUtf8(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new FileRefused(m.utf16);
  }
  try {
    // ignoreBOM false (the default): a UTF-8 byte-order mark is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FileRefused(m.notUtf8(lineOfFirstBadByte(bytes)));
  }
}

/** The line holding the first byte sequence that is not UTF-8. */
function lineOfFirstBadByte(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      line++;
      start = i + 1;
    }
  }
  return line;
}

export function csvGrid(bytes: Uint8Array): Grid {
  const text = decodeUtf8(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const sep = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: Grid['records'] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        cell += c;
      }
      continue;
    }
    if (c === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (c === sep) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ cells, line: recordLine });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) throw new FileRefused(m.unclosedQuote(quoteLine));
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ cells, line: recordLine });
  }
  return { records };
}

function xlsxGrid(bytes: Uint8Array): Grid {
  const book = read(bytes, { type: 'array', dense: true, cellNF: true, cellFormula: true, cellHTML: false });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) throw new FileRefused(m.noSheet);
  const data: (CellObject[] | undefined)[] = sheet['!data'] ?? [];
  const records: Grid['records'] = [];
  data.forEach((row, r) => {
    const cells = (row ?? []).map((cell, c) => {
      if (cell?.f !== undefined) throw new FileRefused(m.formula(utils.encode_cell({ r, c })));
      return cellText(cell, 'YYYY-MM-DD');
    });
    records.push({ cells, line: r + 1 });
  });
  return { records };
}
