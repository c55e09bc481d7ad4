import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { type ExcelColumn, XLSX_CONTENT_TYPE, xlsxBuffer, xlsxFile } from './excel';

interface Row {
  CODE: string;
  AMOUNT: number | null;
  NOTE: string | null;
}

const columns: ExcelColumn<Row>[] = [
  { header: 'CODE', key: 'CODE' },
  { header: 'AMOUNT', key: 'AMOUNT', width: 14 },
  { header: 'NOTE', key: 'NOTE' },
];

const DANGEROUS = ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://x","y")', '-'];

function readBack(buffer: Buffer) {
  const book = XLSX.read(buffer, { type: 'buffer', cellFormula: true, dense: true });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return { book, sheet, cells: (sheet['!data'] ?? []).flat().filter(Boolean) as XLSX.CellObject[] };
}

describe('xlsxBuffer', () => {
  it('writes the header and the rows in column order', () => {
    const buffer = xlsxBuffer('Roles', columns, [
      { CODE: 'JKT-SLS-001', AMOUNT: 1500.5, NOTE: null },
      { CODE: 'BKS-SLS-002', AMOUNT: null, NOTE: 'ok' },
    ]);
    const { book, sheet } = readBack(buffer);
    expect(book.SheetNames).toEqual(['Roles']);
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
      ['CODE', 'AMOUNT', 'NOTE'],
      ['JKT-SLS-001', 1500.5, null],
      ['BKS-SLS-002', null, 'ok'],
    ]);
    const styled = XLSX.read(buffer, { type: 'buffer', cellStyles: true });
    expect(styled.Sheets.Roles?.['!cols']?.[1]?.wch).toBe(14);
  });

  it('keeps texts that look like formulas as plain strings that Excel never evaluates', () => {
    const rows = DANGEROUS.map((note, i) => ({ CODE: `C${i}`, AMOUNT: i, NOTE: note }));
    const buffer = xlsxBuffer('S', columns, rows);
    const { cells, sheet } = readBack(buffer);
    expect(cells.some((c) => c.f !== undefined)).toBe(false);
    const notes = XLSX.utils.sheet_to_json<Row>(sheet).map((r) => r.NOTE);
    expect(notes).toEqual(DANGEROUS);
    for (const c of cells.filter((x) => typeof x.v === 'string')) expect(c.t).toBe('s');
    // The sheet XML itself holds no formula element at all.
    const raw = XLSX.read(buffer, { type: 'buffer', bookFiles: true }) as unknown as {
      files: Record<string, { content: Uint8Array }>;
    };
    const sheetXml = Buffer.from(raw.files['xl/worksheets/sheet1.xml']?.content ?? []).toString('utf8');
    expect(sheetXml).toContain('<sheetData>');
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).not.toContain('t="str"');
  });

  it('writes an empty list as the header row only', () => {
    const { sheet } = readBack(xlsxBuffer('Empty', columns, []));
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([['CODE', 'AMOUNT', 'NOTE']]);
  });

  it('reads back every value when cells repeat, within and past the shared values of a column', () => {
    const notes = ['ok', '=1+1', null, 'NA'];
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      CODE: `P-${i}`,
      AMOUNT: i % 1500,
      NOTE: notes[i % notes.length] ?? null,
    }));
    const { sheet, cells } = readBack(xlsxBuffer('Repeats', columns, rows));
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null }).slice(1)).toEqual(
      rows.map((r) => [r.CODE, r.AMOUNT, r.NOTE]),
    );
    expect(cells.some((c) => c.f !== undefined)).toBe(false);
  });

  it("deflates with Node's zlib", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ CODE: `P-${i}`, AMOUNT: i, NOTE: 'x' }));
    const buffer = xlsxBuffer('Zip', columns, rows);
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    // The ZIP local file header: 30 bytes, the entry's name right after them.
    const header = buffer.indexOf(name) - 30;
    expect(buffer.readUInt32LE(header)).toBe(0x04034b50);
    expect(buffer.readUInt16LE(header + 8)).toBe(8);
    const stored = buffer.readUInt32LE(header + 18);
    const raw = XLSX.read(buffer, { type: 'buffer', bookFiles: true }) as unknown as {
      files: Record<string, { content: Uint8Array }>;
    };
    const xml = raw.files['xl/worksheets/sheet1.xml']?.content ?? new Uint8Array();
    expect(stored).toBe(zlib.deflateRawSync(xml, { level: zlib.constants.Z_BEST_SPEED }).length);
  });

  it('builds 100,000 rows in dense mode', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ CODE: `P-${i}`, AMOUNT: i, NOTE: 'x' }));
    const { sheet } = readBack(xlsxBuffer('Big', columns, rows));
    expect(sheet['!data']?.length).toBe(100_001);
    expect(sheet['!data']?.[100_000]?.[0]?.v).toBe('P-99999');
  });
});

describe('xlsxFile', () => {
  it('answers a download with the file name and the xlsx content type', () => {
    const file = xlsxFile('Overview Role.xlsx', 'Sheet1', columns, []);
    expect(file.fileName).toBe('Overview Role.xlsx');
    expect(file.contentType).toBe(XLSX_CONTENT_TYPE);
    expect(Buffer.isBuffer(file.body)).toBe(true);
  });
});
