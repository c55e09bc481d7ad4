import { type CellObject, utils, type WorkSheet, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ROLE_UPLOAD_COLUMNS } from '../../../common/contract/structure';
import { ASSIGNMENT_UPLOAD_TEMPLATE, ROLE_UPLOAD_TEMPLATE } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { cellText, parseSheet } from './parse-sheet';
import { templateBlob } from './template';

const header = [...ROLE_UPLOAD_COLUMNS];
const goodRow = [
  'JKT-SLS-001',
  'SALESMAN',
  'SALESMAN TO',
  101,
  'JKT',
  '',
  'JKT-SUP-001',
  'sup@example.com',
  'N',
  'NA',
  '2026-01-01',
  '4001-12-31',
];

function fileOf(sheet: WorkSheet, bookType: 'xls' | 'xlsx' = 'xls'): ArrayBuffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return write(book, { type: 'array', bookType }) as ArrayBuffer;
}
const fileOfRows = (rows: unknown[][], bookType: 'xls' | 'xlsx' = 'xls') =>
  fileOf(utils.aoa_to_sheet(rows), bookType);

const parseRoles = (data: ArrayBuffer, maxRows = 100) => parseSheet(data, ROLE_UPLOAD_TEMPLATE, maxRows);

describe('parseSheet', () => {
  it('reads a role file into text records keyed by the template columns', () => {
    const result = parseRoles(fileOfRows([header, goodRow]));
    expect(result).toEqual({
      ok: true,
      rowNumbers: [2],
      records: [
        {
          POSITION_CODE: 'JKT-SLS-001',
          EMPLOYEE_TYPE_CODE: 'SALESMAN',
          EMPLOYEE_TITLE_CODE: 'SALESMAN TO',
          ORG_ID: '101',
          BRANCH_CODE: 'JKT',
          CSO_CODE: '',
          SUPERVISOR: 'JKT-SUP-001',
          EMAIL_SUPERVISOR: 'sup@example.com',
          SECONDARY_POSITION: 'N',
          ADDITIONAL_TYPE: 'NA',
          START_DATE: '2026-01-01',
          END_DATE: '4001-12-31',
        },
      ],
    });
  });

  it('reads .xlsx files the same way, columns in any order, extra columns ignored', () => {
    const reordered = [...header].reverse();
    const row = [...goodRow].reverse();
    const result = parseRoles(
      fileOfRows(
        [
          [...reordered, 'NOTE'],
          [...row, 'ignored'],
        ],
        'xlsx',
      ),
    );
    expect(result.ok && result.records[0]?.POSITION_CODE).toBe('JKT-SLS-001');
    expect(result.ok && result.records[0]?.END_DATE).toBe('4001-12-31');
  });

  it('refuses a sheet with a missing column', () => {
    const rows = [header.filter((c) => c !== 'CSO_CODE'), goodRow.slice(0, 11)];
    expect(parseRoles(fileOfRows(rows))).toEqual({ ok: false, message: messages.templateMismatch });
  });

  it('refuses a sheet with a misspelled column', () => {
    const misspelled = header.map((c) => (c === 'EMAIL_SUPERVISOR' ? 'EMAIL_SUPERVISIOR' : c));
    expect(parseRoles(fileOfRows([misspelled, goodRow]))).toEqual({
      ok: false,
      message: messages.templateMismatch,
    });
    const lowerCase = header.map((c) => c.toLowerCase());
    expect(parseRoles(fileOfRows([lowerCase, goodRow])).ok).toBe(false);
  });

  it('calls a sheet without data rows empty', () => {
    expect(parseRoles(fileOfRows([]))).toEqual({ ok: false, message: messages.fileEmpty });
    expect(parseRoles(fileOfRows([header]))).toEqual({ ok: false, message: messages.fileEmpty });
    expect(parseRoles(fileOfRows([header, ['', '  ', '']]))).toEqual({
      ok: false,
      message: messages.fileEmpty,
    });
  });

  it('refuses more rows than the screen allows, counting only non-blank rows', () => {
    const rows = [header, ...Array.from({ length: 4 }, (_, i) => [`P${i}`, ...goodRow.slice(1)])];
    expect(parseRoles(fileOfRows(rows), 4).ok).toBe(true);
    expect(parseRoles(fileOfRows(rows), 3)).toEqual({ ok: false, message: messages.fileTooLarge(3) });
  });

  it('skips blank rows and keeps the sheet row number of each record', () => {
    const result = parseRoles(fileOfRows([header, goodRow, [], ['', ''], ['P2', ...goodRow.slice(1)]]));
    expect(result.ok && result.rowNumbers).toEqual([2, 5]);
  });

  it('keeps cells starting with = as text and never evaluates them', () => {
    const row = ['=1+2', '=HYPERLINK("http://x","y")', '+SUM(A1)', '@x', ...goodRow.slice(4)];
    const result = parseRoles(fileOfRows([header, row]));
    expect(result.ok && result.records[0]).toMatchObject({
      POSITION_CODE: '=1+2',
      EMPLOYEE_TYPE_CODE: '=HYPERLINK("http://x","y")',
      EMPLOYEE_TITLE_CODE: '+SUM(A1)',
      ORG_ID: '@x',
    });
  });

  it('reads a real formula cell as its cached value, not its formula', () => {
    const sheet = utils.aoa_to_sheet([header, goodRow]);
    sheet.D2 = { t: 'n', v: 101, f: '100+1' } satisfies CellObject;
    const result = parseRoles(fileOf(sheet, 'xlsx'));
    expect(result.ok && result.records[0]?.ORG_ID).toBe('101');
  });

  it('writes real date cells in the template format, whatever the sheet displays', () => {
    const sheet = utils.aoa_to_sheet([header, goodRow]);
    // 2026-01-31 as an Excel serial date shown as dd/mm/yyyy, and 2026-02-01 with the default format.
    sheet.K2 = { t: 'n', v: 46053, z: 'dd/mm/yyyy' } satisfies CellObject;
    sheet.L2 = { t: 'n', v: 46054, z: 'm/d/yy' } satisfies CellObject;
    const result = parseRoles(fileOf(sheet));
    expect(result.ok && result.records[0]).toMatchObject({
      START_DATE: '2026-01-31',
      END_DATE: '2026-02-01',
    });

    const assignment = parseSheet(
      fileOf(
        utils.aoa_to_sheet([
          [...ASSIGNMENT_UPLOAD_TEMPLATE.columns],
          ['C1', 'N', 'B', 'T', 'P', 'A', new Date(2026, 0, 31)],
        ]),
      ),
      ASSIGNMENT_UPLOAD_TEMPLATE,
      10,
    );
    expect(assignment.ok && assignment.records[0]?.START_DATE).toBe('01/31/2026');
  });

  it('leaves a date typed as text in another format as it is, for the server to refuse', () => {
    const row = [...goodRow.slice(0, 10), '31/01/2026', '4001/12/31'];
    const result = parseRoles(fileOfRows([header, row]));
    expect(result.ok && result.records[0]).toMatchObject({
      START_DATE: '31/01/2026',
      END_DATE: '4001/12/31',
    });
  });

  it('reads numbers raw, not as the sheet formats them', () => {
    expect(cellText({ t: 'n', v: 1234.5, z: '#,##0.00', w: '1,234.50' }, 'YYYY-MM-DD')).toBe('1234.5');
    expect(cellText({ t: 's', v: '  JKT ' }, 'YYYY-MM-DD')).toBe('JKT');
    expect(cellText({ t: 'b', v: true }, 'YYYY-MM-DD')).toBe('TRUE');
    expect(cellText(undefined, 'YYYY-MM-DD')).toBe('');
  });

  it('answers fileUnreadable for bytes that are no workbook', () => {
    const junk = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]);
    expect(parseRoles(junk.buffer)).toEqual({ ok: false, message: messages.fileUnreadable });
  });

  it('accepts the template it offers for download', async () => {
    const blob = templateBlob(ROLE_UPLOAD_TEMPLATE);
    const result = parseRoles(await blob.arrayBuffer());
    expect(result.ok && result.records).toEqual([ROLE_UPLOAD_TEMPLATE.example]);
  });
});
