import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { bookTypeOf, cellOf, neutraliseCell, rowsToExcelBlob } from './excel';

describe('neutraliseCell', () => {
  it('prefixes texts that a spreadsheet would run as a formula', () => {
    expect(neutraliseCell('=1+2')).toBe("'=1+2");
    expect(neutraliseCell('+SUM(A1:A3)')).toBe("'+SUM(A1:A3)");
    expect(neutraliseCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(neutraliseCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
  });
  it('leaves ordinary texts, placeholders and signed numbers alone', () => {
    expect(neutraliseCell('JKT-SLS-001')).toBe('JKT-SLS-001');
    expect(neutraliseCell('-')).toBe('-');
    expect(neutraliseCell('=')).toBe('=');
    expect(neutraliseCell('-12.5')).toBe('-12.5');
    expect(neutraliseCell('+6281234567')).toBe('+6281234567');
    expect(neutraliseCell('')).toBe('');
  });
  it('keeps numbers as numbers', () => {
    expect(cellOf(12)).toBe(12);
    expect(cellOf(null)).toBe('');
    expect(cellOf('=A1')).toBe("'=A1");
  });
});

describe('rowsToExcelBlob', () => {
  const rows = [
    { code: 'SALESMAN', desc: '=HYPERLINK("x")', n: 3 },
    { code: 'SUP', desc: 'Supervisor', n: 4 },
  ];
  const columns = [
    { header: 'CODE', value: (r: (typeof rows)[number]) => r.code },
    { header: 'DESC', value: (r: (typeof rows)[number]) => r.desc },
    { header: 'N', value: (r: (typeof rows)[number]) => r.n },
  ];

  it('writes a header and one line per row, neutralised', async () => {
    const blob = rowsToExcelBlob(columns, rows, 'Types.xlsx');
    const book = read(await blob.arrayBuffer(), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] as string];
    expect(sheet && utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['CODE', 'DESC', 'N'],
      ['SALESMAN', '\'=HYPERLINK("x")', 3],
      ['SUP', 'Supervisor', 4],
    ]);
    expect(sheet?.B2?.f).toBeUndefined();
  });

  it('writes legacy .xls when the name asks for it', async () => {
    const blob = rowsToExcelBlob(columns, rows, 'Error Mapping Assignment.xls');
    const head = new Uint8Array(await blob.arrayBuffer()).subarray(0, 4);
    expect([...head]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    expect(bookTypeOf('a.XLS')).toBe('xls');
    expect(bookTypeOf('a.xlsx')).toBe('xlsx');
  });
});
