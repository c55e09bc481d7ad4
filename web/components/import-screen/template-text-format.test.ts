/**
 * Every template the upload screens write, and the rows they export to be corrected, format their
 * text columns Text ('@'), in the example rows and in the empty rows below, in .xls and .xlsx: a
 * phone number typed there as 0812... keeps its zero. Date and number columns stay General. The
 * formatted empty cells add no rows to an upload.
 */
import { type CellObject, read } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { MasterCallColumn } from '../../../common/contract/call-management';
import * as templates from '../../../common/excel-templates';
import { type ExcelTemplate, MASTER_CALL_TEMPLATE, textColumnsOf } from '../../../common/excel-templates';
import { type BookType, rowsToExcelBlob, TEXT_FORMAT, TYPING_ROWS } from '../../lib/excel';
import { xlsFormatGrid } from '../../lib/xls-cell-formats';
import { parseSheet } from './parse-sheet';
import type { ResultRow } from './ResultTable';
import { resultExcelColumns } from './result-export';
import { templateBlob } from './template';

const isTemplate = (value: unknown): value is ExcelTemplate =>
  typeof value === 'object' && value !== null && 'columns' in value && 'example' in value;

/** Every template of common/excel-templates.ts: a new one is checked without being listed here. */
const ALL_TEMPLATES: ExcelTemplate[] = Object.values<unknown>(templates).filter(isTemplate);

const BOOK_TYPES: readonly BookType[] = ['xls', 'xlsx'];

const withBookType = <T extends ExcelTemplate>(template: T, bookType: BookType): T => ({
  ...template,
  fileName: template.fileName.replace(/\.xlsx?$/, `.${bookType}`),
});

/** The first sheet's cells as SheetJS reads them, empty formatted cells (stubs) included. */
async function gridOf(blob: Blob): Promise<(CellObject | undefined)[][]> {
  const book = read(await blob.arrayBuffer(), { type: 'array', dense: true, cellNF: true, sheetStubs: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return sheet?.['!data'] ?? [];
}

type FormatGrid = (string | undefined)[][];

/**
 * The number format of each cell of the first sheet. SheetJS reads an empty .xlsx cell with its
 * format, but an empty .xls cell without it: the .xls records are read for the formats instead.
 */
async function formatsOf(blob: Blob, bookType: BookType): Promise<FormatGrid> {
  if (bookType === 'xls') return xlsFormatGrid(new Uint8Array(await blob.arrayBuffer()));
  return (await gridOf(blob)).map((line) =>
    (line ?? []).map((cell) => (cell?.z === undefined ? undefined : String(cell.z))),
  );
}

const formatOf = (grid: FormatGrid, row: number, column: number) => grid[row]?.[column];

describe('the text columns of the templates', () => {
  it('are every column that is neither a date nor a number', () => {
    expect(textColumnsOf(MASTER_CALL_TEMPLATE)).toEqual([
      'BRANCH_CODE',
      'POSITION_DESC',
      'TYPE_SALESMAN',
      'CUSTOMERID_REF',
      'CUSTOMER_NAME',
      'PIC_NAME',
      'PIC_TELP',
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'NOTES',
    ]);
    expect(ALL_TEMPLATES.length).toBeGreaterThanOrEqual(10);
    for (const template of ALL_TEMPLATES) {
      // A date or number column the template does not have would hide a typing mistake.
      for (const column of [...template.dateColumns, ...template.numberColumns])
        expect(template.columns, template.fileName).toContain(column);
    }
  });

  for (const bookType of BOOK_TYPES) {
    it(`are formatted Text in every template written as .${bookType}, down to the rows typed into`, async () => {
      for (const template of ALL_TEMPLATES) {
        const grid = await formatsOf(templateBlob(withBookType(template, bookType)), bookType);
        const text = new Set<string>(textColumnsOf(template));
        expect(text.size, template.fileName).toBeGreaterThan(0);
        template.columns.forEach((column, c) => {
          const where = `${template.fileName} .${bookType} ${column}`;
          // The example row, the first empty row and the last one formatted.
          for (const row of [1, 2, TYPING_ROWS]) {
            if (text.has(column)) expect(formatOf(grid, row, c), `${where} row ${row + 1}`).toBe(TEXT_FORMAT);
            else expect(formatOf(grid, row, c), `${where} row ${row + 1}`).not.toBe(TEXT_FORMAT);
          }
          expect(formatOf(grid, 0, c), `${where} header`).not.toBe(TEXT_FORMAT);
        });
        // Every row between is formatted too, and none below.
        const picTelp = template.columns.indexOf('PIC_TELP');
        if (picTelp >= 0) {
          const formatted = grid.slice(1).filter((line) => line?.[picTelp] === TEXT_FORMAT).length;
          expect(formatted).toBe(TYPING_ROWS);
        }
      }
    });
  }

  it('are formatted Text in a pre-filled template longer than the rows typed into', async () => {
    const rows = Array.from({ length: TYPING_ROWS + 5 }, () => MASTER_CALL_TEMPLATE.example);
    const blob = templateBlob(MASTER_CALL_TEMPLATE, rows);
    const picTelp = MASTER_CALL_TEMPLATE.columns.indexOf('PIC_TELP');
    expect(formatOf(await formatsOf(blob, 'xls'), TYPING_ROWS + 5, picTelp)).toBe(TEXT_FORMAT);
    expect((await gridOf(blob))[TYPING_ROWS + 5]?.[picTelp]?.v).toBe('081234567890');
  });
});

describe('the failed rows exported to be corrected', () => {
  const columns = MASTER_CALL_TEMPLATE.columns;
  const failedRow = (row: number, picTelp: string): ResultRow => ({
    ...MASTER_CALL_TEMPLATE.example,
    PIC_TELP: picTelp,
    ROW: row,
    REASON: 'PIC_TELP 81298765432: ...',
  });

  for (const bookType of BOOK_TYPES) {
    it(`format the template's text columns Text, not REASON nor ROW (.${bookType})`, async () => {
      const blob = rowsToExcelBlob(
        resultExcelColumns(columns, textColumnsOf(MASTER_CALL_TEMPLATE), true),
        [failedRow(2, '81298765432'), failedRow(5, '')],
        `Error Master Call.${bookType}`,
      );
      const cells = await gridOf(blob);
      const grid = await formatsOf(blob, bookType);
      const header = (cells[0] ?? []).map((cell) => cell?.v);
      expect(header).toEqual([...columns, 'REASON', 'ROW']);
      const at = (name: string) => header.indexOf(name);
      for (const row of [1, 2, TYPING_ROWS]) {
        expect(formatOf(grid, row, at('PIC_TELP'))).toBe(TEXT_FORMAT);
        expect(formatOf(grid, row, at('NOTES'))).toBe(TEXT_FORMAT);
        expect(formatOf(grid, row, at('YEAR_ID'))).not.toBe(TEXT_FORMAT);
        expect(formatOf(grid, row, at('REASON'))).not.toBe(TEXT_FORMAT);
        expect(formatOf(grid, row, at('ROW'))).not.toBe(TEXT_FORMAT);
      }
      expect(cells[1]?.[at('PIC_TELP')]).toMatchObject({ t: 's', v: '81298765432' });

      // Uploaded back: the two rows, not the formatted empty ones below.
      const parsed = parseSheet(await blob.arrayBuffer(), MASTER_CALL_TEMPLATE, 100);
      expect(parsed.ok && parsed.rowNumbers).toEqual([2, 3]);
    });
  }
});

describe('an upload of a template', () => {
  const filled: Readonly<Record<MasterCallColumn, string>>[] = ['081298765432', '6281298765432', ''].map(
    (PIC_TELP, i) => ({ ...MASTER_CALL_TEMPLATE.example, CUSTOMERID_REF: `C000${i + 1}`, PIC_TELP }),
  );

  for (const bookType of BOOK_TYPES) {
    it(`with three rows filled gives three rows, not the formatted empty ones (.${bookType})`, async () => {
      const blob = templateBlob(withBookType(MASTER_CALL_TEMPLATE, bookType), filled);
      const parsed = parseSheet(await blob.arrayBuffer(), MASTER_CALL_TEMPLATE, 100);
      expect(parsed).toEqual({ ok: true, records: filled, rowNumbers: [2, 3, 4] });
    });
  }

  it('of only its formatted empty rows is empty', async () => {
    const blob = templateBlob(MASTER_CALL_TEMPLATE, []);
    const parsed = parseSheet(await blob.arrayBuffer(), MASTER_CALL_TEMPLATE, 100);
    expect(parsed.ok).toBe(false);
  });
});
