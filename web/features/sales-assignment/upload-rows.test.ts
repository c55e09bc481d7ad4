import { type CellObject, utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_UPLOAD_COLUMNS, type ValidatedRow } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';
import { parseSheet } from '../../components/import-screen/parse-sheet';
import { uploadOutcomeOf, uploadRowOf, uploadRowOfChecked, validationOf } from './upload-rows';
import { assignmentUploadTemplate } from './upload-template';

const template = assignmentUploadTemplate(new Date(2026, 4, 17));
const header = [...ASSIGNMENT_UPLOAD_COLUMNS];
const row = ['JKT-000007', 'APOTEK MAJU', 'ALKES', 'PROYEK', 'JKT-SLS-002', 'NA'];

/** A legacy .xls of the rows, as Excel 97-2003 saves it. */
function xls(rows: unknown[][], edit?: (sheet: ReturnType<typeof utils.aoa_to_sheet>) => void) {
  const sheet = utils.aoa_to_sheet(rows);
  edit?.(sheet);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return write(book, { type: 'array', bookType: 'xls' }) as ArrayBuffer;
}

function startDates(file: ArrayBuffer): string[] {
  const parsed = parseSheet(file, template, 100);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((r) => r.START_DATE);
}

const checked = (n: number, extra: Partial<ValidatedRow> = {}): ValidatedRow => ({
  ROW: n,
  CUSTOMER_ID_REF: `JKT-00000${n}`,
  CUSTOMER_NAME: 'APOTEK MAJU',
  BISNIS: 'ALKES',
  TYPE_DESC: 'PROYEK',
  POSITION: 'JKT-SLS-002',
  ADD_SALESMAN_POSITION: 'NA',
  START_DATE: '05/01/2026',
  CHANNEL: 'APOTEK',
  PRIORITY: 1,
  IS_VALID: 'Y',
  REASON: '',
  ...extra,
});

describe('sales assignment upload rows', () => {
  it('maps a sheet row to the row /validation takes, START_DATE as read', () => {
    const [record] = (() => {
      const parsed = parseSheet(xls([header, [...row, '05/01/2026']]), template, 10);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.records;
    })();
    if (!record) throw new Error('no record');
    expect(uploadRowOf(record, 'ho.admin')).toEqual({
      CUSTOMERIDREF: 'JKT-000007',
      CUSTOMERNAME: 'APOTEK MAJU',
      BISNIS: 'ALKES',
      TYPEDESC: 'PROYEK',
      POSITIONCODE: 'JKT-SLS-002',
      ADDSALESMANPOSITION: 'NA',
      STARTDATE: '05/01/2026',
      IS_VALID: '',
      ASSIGNMENTUSERIDUPDATE: 'ho.admin',
    });
  });

  it('sends a real Excel date cell as MM/DD/YYYY text, whatever the sheet displays', () => {
    const file = xls([header, [...row, new Date(2026, 4, 1)], [...row, ''], [...row, '']], (sheet) => {
      // 2026-01-31 shown day first, and 2026-12-01 shown as a long date.
      sheet.G3 = { t: 'n', v: 46053, z: 'dd/mm/yyyy' } satisfies CellObject;
      sheet.G4 = { t: 'n', v: 46357, z: 'd mmmm yyyy' } satisfies CellObject;
    });
    expect(startDates(file)).toEqual(['05/01/2026', '01/31/2026', '12/01/2026']);
  });

  it('sends a date typed as text as typed, for the server to judge', () => {
    const file = xls([header, [...row, '31/12/2026'], [...row, ' 5/1/2026 '], [...row, '2026-05-01']]);
    expect(startDates(file)).toEqual(['31/12/2026', '5/1/2026', '2026-05-01']);
  });

  it('answers the checked rows as the server numbered them (the screen shows the sheet rows)', () => {
    const validation = validationOf({
      success: [checked(2), checked(4)],
      failed: [checked(3, { IS_VALID: 'N', REASON: 'BISNIS tidak ditemukan.' })],
      FILE_REASON: null,
    });
    expect(validation.clean.map((r) => r.ROW)).toEqual([2, 4]);
    expect(validation.failed).toEqual([checked(3, { IS_VALID: 'N', REASON: 'BISNIS tidak ditemukan.' })]);
    expect(validation.fileReason).toBeUndefined();
  });

  it('passes the reason a whole file is refused on', () => {
    const validation = validationOf({ success: [], failed: [], FILE_REASON: 'Start Date tidak sesuai.' });
    expect(validation.fileReason).toBe('Start Date tidak sesuai.');
  });

  it('sends a clean row back in the upload row shape', () => {
    const [clean] = validationOf({ success: [checked(2)], failed: [], FILE_REASON: null }).clean;
    if (!clean) throw new Error('no clean row');
    expect(uploadRowOfChecked(clean, 'ho.admin')).toEqual({
      CUSTOMERIDREF: 'JKT-000002',
      CUSTOMERNAME: 'APOTEK MAJU',
      BISNIS: 'ALKES',
      TYPEDESC: 'PROYEK',
      POSITIONCODE: 'JKT-SLS-002',
      ADDSALESMANPOSITION: 'NA',
      STARTDATE: '05/01/2026',
      IS_VALID: 'Y',
      ASSIGNMENTUSERIDUPDATE: 'ho.admin',
    });
  });

  it("shows the upload's RESULT, 'Sukses upload' without one, and late refusals", () => {
    const outcome = uploadOutcomeOf({
      success: [{ RESULT: messages.assignmentsUploaded(1), COUNT: 1 }],
      failed: [checked(3, { IS_VALID: 'N', REASON: 'mapped meanwhile' })],
      FILE_REASON: null,
    });
    expect(outcome.message).toBe(messages.assignmentsUploaded(1));
    expect(outcome.failed.map((r) => [r.ROW, r.REASON])).toEqual([[3, 'mapped meanwhile']]);
    expect(uploadOutcomeOf({ success: [], failed: [], FILE_REASON: null }).message).toBe('Sukses upload');
  });
});
