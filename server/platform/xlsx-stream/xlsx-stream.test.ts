import { describe, expect, it } from 'vitest';
import type { ExcelColumn } from '../excel';
import { inBatches, xlsxStream, xlsxStreamOfRows } from './index';
import { readStream, values } from './test-helpers';

interface Row {
  CODE: string;
  AMOUNT: number | null;
  NOTE: string | null;
  ACTIVE?: boolean | null;
  START?: Date | null;
}

const columns: ExcelColumn<Row>[] = [
  { header: 'CODE', key: 'CODE' },
  { header: 'AMOUNT', key: 'AMOUNT', width: 14 },
  { header: 'NOTE', key: 'NOTE', width: 40 },
  { header: 'ACTIVE', key: 'ACTIVE' },
  { header: 'START', key: 'START' },
];

/** Each text as one row's NOTE, read back as the NOTE column. */
async function notesRoundTrip(notes: string[]) {
  const rows = notes.map((NOTE, i) => ({ CODE: `C${i}`, AMOUNT: i, NOTE }));
  const back = await readStream(xlsxStreamOfRows('Notes', columns, rows, 3));
  const noteCells = back.cells.slice(1).map((row) => row[2]);
  return { back, noteCells, read: noteCells.map((cell) => cell?.v) };
}

describe('xlsxStream', () => {
  it('writes the header row, the rows in column order, the widths and the sheet name', async () => {
    const back = await readStream(
      xlsxStreamOfRows('Overview Role', columns, [
        { CODE: 'JKT-SLS-001', AMOUNT: 1500.5, NOTE: null, ACTIVE: true },
        { CODE: 'BKS-SLS-002', AMOUNT: null, NOTE: 'ok', ACTIVE: false },
      ]),
    );
    expect(back.book.SheetNames).toEqual(['Overview Role']);
    expect(values(back)).toEqual([
      ['CODE', 'AMOUNT', 'NOTE', 'ACTIVE', 'START'],
      ['JKT-SLS-001', 1500.5, null, true, null],
      ['BKS-SLS-002', null, 'ok', false, null],
    ]);
    // Widths in characters as given, or the header's length + 2 (at least 10).
    expect(back.sheet['!cols']?.map((col) => col.wch)).toEqual([10, 14, 40, 10, 10]);
  });

  it('keeps texts that look like formulas as text cells, never formulas', async () => {
    const dangerous = [
      '=HYPERLINK("http://x.example","click")',
      '-2+3',
      '@SUM(A1:A2)',
      '+1',
      '=1+1',
      '\t=1',
      '-',
    ];
    const { back, noteCells, read } = await notesRoundTrip(dangerous);
    expect(read).toEqual(dangerous);
    for (const cell of noteCells) expect(cell?.t).toBe('s');
    expect(back.cells.flat().some((cell) => cell?.f !== undefined)).toBe(false);
    const sheet = back.parts['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheet).toContain('t="inlineStr"');
    expect(sheet).not.toMatch(/<f[ >]/);
    expect(sheet).not.toContain('t="str"');
  });

  it('keeps unicode, emoji, XML-special characters and surrounding white space', async () => {
    const texts = [
      'Ñandú № 5 — café',
      '日本語のテキスト',
      'مرحبا',
      '😀👍🏽 👨‍👩‍👧',
      '<b>&amp;</b> "quoted" \'single\'',
      'a]]>b <![CDATA[x]]>',
      '  padded  ',
      ' ',
      'tab\tinside',
      'line\nbreak',
      '\tleading tab',
      'trailing newline\n',
    ];
    const { read } = await notesRoundTrip(texts);
    expect(read).toEqual(texts);
  });

  it('never writes a broken file for characters XML cannot hold', async () => {
    const texts = [
      'bell\u0007 nul\u0000 esc\u001b',
      '\u000b\u000c\u001f',
      'cr\ronly',
      'non-characters \ufffe\uffff',
      // A text that holds Excel's own escape stays as written.
      'literal _x0041_ and _X00e9_',
    ];
    const { read } = await notesRoundTrip(texts);
    // Excel's escape _xHHHH_ keeps each character.
    expect(read).toEqual(texts);
    // A lone surrogate cannot be UTF-8: it becomes U+FFFD, the rest of the text stays.
    const lone = await notesRoundTrip(['high \ud800 alone', 'low \udc00 alone']);
    expect(lone.read).toEqual(['high \ufffd alone', 'low \ufffd alone']);
  });

  it("cuts texts to Excel's 32,767 characters", async () => {
    const { read } = await notesRoundTrip([
      'x'.repeat(40_000),
      'y'.repeat(32_767),
      `${'z'.repeat(32_766)}😀`,
    ]);
    expect(read[0]).toBe('x'.repeat(32_767));
    expect(read[1]).toBe('y'.repeat(32_767));
    // The cut leaves half an emoji, written as U+FFFD.
    expect(read[2]).toBe(`${'z'.repeat(32_766)}\ufffd`);
  });

  it('writes numbers, booleans and dates as typed cells, and empty cells for nothing', async () => {
    const numbers = [0, -0.5, 1e21, -1e21, 123_456_789_012_345, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300];
    const start = new Date(Date.UTC(2024, 0, 15, 10, 30));
    const rows: Row[] = [
      ...numbers.map((AMOUNT, i) => ({ CODE: `N${i}`, AMOUNT, NOTE: null })),
      { CODE: 'NaN', AMOUNT: Number.NaN, NOTE: '', ACTIVE: null, START: null },
      { CODE: 'Infinity', AMOUNT: Number.POSITIVE_INFINITY, NOTE: null, ACTIVE: undefined, START: undefined },
      { CODE: 'bool', AMOUNT: null, NOTE: null, ACTIVE: true, START: start },
      { CODE: 'bool', AMOUNT: null, NOTE: null, ACTIVE: false, START: new Date(Date.UTC(1999, 11, 31)) },
      { CODE: 'bad date', AMOUNT: null, NOTE: null, START: new Date(Number.NaN) },
    ];
    const back = await readStream(xlsxStreamOfRows('Typed', columns, rows, 4));
    const body = back.cells.slice(1);
    body.slice(0, numbers.length).forEach((row, i) => {
      expect(row[1]?.t).toBe('n');
      expect(row[1]?.v).toBe(numbers[i] === 0 ? 0 : numbers[i]);
    });
    const [nan, infinity, yes, no, badDate] = body.slice(numbers.length);
    expect(nan?.slice(1).filter(Boolean)).toEqual([]);
    expect(infinity?.slice(1).filter(Boolean)).toEqual([]);
    expect(yes?.[3]).toMatchObject({ t: 'b', v: true });
    expect(no?.[3]).toMatchObject({ t: 'b', v: false });
    expect(yes?.[4]?.t).toBe('d');
    expect((yes?.[4]?.v as Date | undefined)?.getTime()).toBe(start.getTime());
    expect((no?.[4]?.v as Date | undefined)?.getTime()).toBe(Date.UTC(1999, 11, 31));
    expect(badDate?.[4]).toBeUndefined();
    expect(back.parts['xl/styles.xml']).toContain('numFmtId="14"');
  });

  it('writes more rows than one batch, across many batches, in order', async () => {
    const rows: Row[] = Array.from({ length: 2_345 }, (_, i) => ({
      CODE: `ROLE-${String(i).padStart(5, '0')}`,
      AMOUNT: i * 1.25 - 100,
      NOTE: i % 7 === 0 ? null : `note ${i} <${i}> & ${'😀'.repeat(i % 3)}`,
    }));
    const back = await readStream(xlsxStream('Many', columns, inBatches(rows, 100)));
    const read = values(back);
    expect(read.length).toBe(rows.length + 1);
    rows.forEach((row, i) => {
      expect(read[i + 1]).toEqual([row.CODE, row.AMOUNT, row.NOTE, null, null]);
    });
    expect(back.sheet['!ref']).toBe('A1:E2346');
  });

  it('writes a batch larger than one piece of XML whole and in order', async () => {
    const rows: Row[] = Array.from({ length: 1_234 }, (_, i) => ({ CODE: `R${i}`, AMOUNT: i, NOTE: null }));
    const back = await readStream(xlsxStream('One batch', columns, inBatches(rows, rows.length)));
    expect(values(back).map((row) => row[0])).toEqual(['CODE', ...rows.map((row) => row.CODE)]);
    expect(back.sheet['!ref']).toBe('A1:E1235');
  });

  it('skips empty batches', async () => {
    async function* batches() {
      yield [];
      yield [{ CODE: 'A', AMOUNT: 1, NOTE: null }];
      yield [];
      yield [{ CODE: 'B', AMOUNT: 2, NOTE: null }];
    }
    const back = await readStream(xlsxStream('S', columns, batches()));
    expect(values(back).map((row) => row[0])).toEqual(['CODE', 'A', 'B']);
  });

  it('gives a valid file with just the header when there are no rows', async () => {
    async function* none(): AsyncGenerator<Row[]> {}
    const back = await readStream(xlsxStream('Empty', columns, none()));
    expect(back.book.SheetNames).toEqual(['Empty']);
    expect(values(back)).toEqual([['CODE', 'AMOUNT', 'NOTE', 'ACTIVE', 'START']]);
  });

  it('cuts the sheet name to 31 characters and strips what Excel forbids', async () => {
    const back = await readStream(
      xlsxStreamOfRows('\'Roles: a/b\\c?d*e[f]g & <h> "i" and more text\'', columns, []),
    );
    const name = back.book.SheetNames[0] as string;
    expect(name).toBe('Roles abcdefg & <h> "i" and mor');
    expect(name.length).toBe(31);
  });
});
