/**
 * The number format of every cell of a legacy .xls (BIFF8) file's first sheet, the empty formatted
 * cells included: SheetJS reads such a cell without its format, so this walks the file's records.
 * The tests use it to see that a template's empty rows are formatted Text, as Excel and LibreOffice
 * see them.
 */
import { CFB, SSF } from '@e965/xlsx';

/** One cell's format: its row and column (0-based) and the format text ('@', 'General', ...). */
export interface XlsCellFormat {
  row: number;
  column: number;
  format: string;
}

const RECORD = {
  BOF: 0x0809,
  EOF: 0x000a,
  FORMAT: 0x041e,
  XF: 0x00e0,
  BLANK: 0x0201,
  NUMBER: 0x0203,
  LABEL: 0x0204,
  BOOLERR: 0x0205,
  LABELSST: 0x00fd,
  RK: 0x027e,
  FORMULA: 0x0006,
  MULBLANK: 0x00be,
  MULRK: 0x00bd,
} as const;

/** Records that are one cell: row, column and XF index lead their data. */
const CELL_RECORDS: ReadonlySet<number> = new Set([
  RECORD.BLANK,
  RECORD.NUMBER,
  RECORD.LABEL,
  RECORD.BOOLERR,
  RECORD.LABELSST,
  RECORD.RK,
  RECORD.FORMULA,
]);

interface CfbEntry {
  name: string;
  content: ArrayLike<number>;
}

function workbookStream(bytes: Uint8Array): DataView {
  const container = CFB.read(bytes, { type: 'array' }) as { FileIndex: CfbEntry[] };
  const entry = container.FileIndex.find((e) => e.name === 'Workbook' || e.name === 'Book');
  if (!entry) throw new Error('Not a BIFF8 workbook: no Workbook stream');
  const content = Uint8Array.from(entry.content);
  return new DataView(content.buffer);
}

/** A FORMAT record's text: an XLUnicodeString of 8-bit or 16-bit characters. */
function formatText(view: DataView, at: number): string {
  const length = view.getUint16(at, true);
  const wide = (view.getUint8(at + 2) & 1) === 1;
  let text = '';
  for (let i = 0; i < length; i++)
    text += String.fromCharCode(wide ? view.getUint16(at + 3 + 2 * i, true) : view.getUint8(at + 3 + i));
  return text;
}

export function xlsCellFormats(bytes: Uint8Array): XlsCellFormat[] {
  const view = workbookStream(bytes);
  const builtIn = SSF.get_table() as Record<number, string>;
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  const cells: XlsCellFormat[] = [];
  const add = (row: number, column: number, xf: number) => {
    const id = xfFormats[xf] ?? 0;
    cells.push({ row, column, format: formats.get(id) ?? builtIn[id] ?? String(id) });
  };
  let substream = 0;
  for (let at = 0; at + 4 <= view.byteLength; ) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    const data = at + 4;
    at = data + size;
    if (type === RECORD.BOF) substream++;
    // The globals come first, then the first sheet: its end is as far as this reads.
    else if (type === RECORD.EOF && substream >= 2) break;
    else if (type === RECORD.FORMAT) formats.set(view.getUint16(data, true), formatText(view, data + 2));
    else if (type === RECORD.XF && substream === 1) xfFormats.push(view.getUint16(data + 2, true));
    else if (substream === 2 && CELL_RECORDS.has(type))
      add(view.getUint16(data, true), view.getUint16(data + 2, true), view.getUint16(data + 4, true));
    else if (substream === 2 && (type === RECORD.MULBLANK || type === RECORD.MULRK)) {
      // Row, first column, then per cell its XF (MULRK: and a 4-byte number), last column at the end.
      const row = view.getUint16(data, true);
      const first = view.getUint16(data + 2, true);
      const last = view.getUint16(data + size - 2, true);
      const step = type === RECORD.MULBLANK ? 2 : 6;
      for (let c = first; c <= last; c++) add(row, c, view.getUint16(data + 4 + (c - first) * step, true));
    }
  }
  return cells;
}

/** The format of each cell by row and column, as `formats[row][column]`. */
export function xlsFormatGrid(bytes: Uint8Array): (string | undefined)[][] {
  const grid: (string | undefined)[][] = [];
  for (const cell of xlsCellFormats(bytes)) {
    const line = grid[cell.row] ?? [];
    line[cell.column] = cell.format;
    grid[cell.row] = line;
  }
  return grid;
}
