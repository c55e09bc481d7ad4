import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { bookTypeOf, cellOf, rowsToExcelBlob } from './excel';

describe('cellOf', () => {
  it('keeps texts as texts, formula-like ones included, and numbers as numbers', () => {
    expect(cellOf('=1+2')).toEqual({ t: 's', v: '=1+2' });
    expect(cellOf('-')).toEqual({ t: 's', v: '-' });
    expect(cellOf(12)).toEqual({ t: 'n', v: 12 });
    expect(cellOf(null)).toBeUndefined();
    expect(cellOf('')).toBeUndefined();
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

  it('writes a header and one line per row; a formula-like text reads back as typed, never as a formula', async () => {
    const blob = rowsToExcelBlob(columns, rows, 'Types.xlsx');
    const book = read(await blob.arrayBuffer(), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] as string];
    expect(sheet && utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['CODE', 'DESC', 'N'],
      ['SALESMAN', '=HYPERLINK("x")', 3],
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
