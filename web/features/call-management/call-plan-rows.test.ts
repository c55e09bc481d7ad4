import { describe, expect, it } from 'vitest';
import { fixedCallSentOf, masterCallSentOf } from '../../../common/call-plan-sent';
import {
  FIXED_CALL_COLUMNS,
  type FixedCallColumn,
  fixedCallSent,
  MASTER_CALL_REQUIRED,
  type MasterCallColumn,
  masterCallSent,
} from '../../../common/contract/call-management';
import { FIXED_CALL_TEMPLATE, MASTER_CALL_TEMPLATE } from '../../../common/excel-templates';
import { validationAtSheetRows } from '../../components/import-screen/sheet-rows';
import {
  answeredRows,
  type CheckedRow,
  fixedCallSentRows,
  masterCallSentRows,
  takenRows,
} from './call-plan-rows';

const who = { orgID: 81, userID: 'ho.admin' };
const fixed = (over: Partial<Record<FixedCallColumn, string>> = {}) => ({
  ...FIXED_CALL_TEMPLATE.example,
  ...over,
});
const master = (over: Partial<Record<MasterCallColumn, string>> = {}) => ({
  ...MASTER_CALL_TEMPLATE.example,
  ...over,
});

describe('takenRows', () => {
  it('takes a row only with every required column, keeping its sheet row, and counts the others', () => {
    const records = [fixed(), fixed({ WEEK: '' }), fixed({ DAYS: '  ' }), fixed({ CUSTOMERID_REF: 'C2' })];
    const taken = takenRows(records, [2, 3, 5, 9], FIXED_CALL_COLUMNS);
    expect(taken.skipped).toBe(2);
    expect(taken.rowNumbers).toEqual([2, 9]);
    expect(taken.records.map((r) => r.CUSTOMERID_REF)).toEqual([records[0]?.CUSTOMERID_REF, 'C2']);
  });

  it('takes a master call row with its first seven columns, the days and notes may be empty', () => {
    const records = [
      master({ PIC_NAME: '', PIC_TELP: '', MONDAY: '', THURSDAY: '', NOTES: '' }),
      master({ CUSTOMER_NAME: '' }),
    ];
    const taken = takenRows(records, [2, 3], MASTER_CALL_REQUIRED);
    expect(taken).toMatchObject({ rowNumbers: [2], skipped: 1 });
  });
});

describe('sent rows', () => {
  it("sends a fixed call row under the contract's names, MonthID '0', the verdict left to the server", () => {
    const sent = fixedCallSentOf(fixed({ DAYS: 'SENEN', WEEK: '5' }), who);
    expect(sent).toEqual({
      userORGID: 81,
      YearID: FIXED_CALL_TEMPLATE.example.YEAR_ID,
      MonthID: '0',
      Periode: FIXED_CALL_TEMPLATE.example.PERIODE,
      BranchCode: FIXED_CALL_TEMPLATE.example.BRANCH_CODE,
      PositionCode: FIXED_CALL_TEMPLATE.example.POSITION_DESC,
      TypeSalesman: FIXED_CALL_TEMPLATE.example.TYPE_SALESMAN,
      CustomerIDRef: FIXED_CALL_TEMPLATE.example.CUSTOMERID_REF,
      CustomerName: FIXED_CALL_TEMPLATE.example.CUSTOMER_NAME,
      Days: 'SENEN',
      Frequency: '2',
      Week: '5',
      UserID: 'ho.admin',
      isValid: '',
      Reason: '',
    });
    // The contract takes it as is.
    expect(fixedCallSent.safeParse(sent).success).toBe(true);
  });

  it('sends a master call row with the contact, the six day columns and the notes', () => {
    const sent = masterCallSentOf(master(), who);
    expect(sent).toMatchObject({
      PositionCode: MASTER_CALL_TEMPLATE.example.POSITION_DESC,
      PicName: 'IBU SARI',
      PicTelp: '081234567890',
      Monday: '1,3',
      Tuesday: '',
      Thursday: '2,4',
      Saturday: '',
      Notes: 'Kunjungi sebelum jam 10',
      MonthID: '0',
    });
    expect(masterCallSent.safeParse(sent).success).toBe(true);
  });

  it('maps a whole sheet: rows taken, their sheet rows, the count left out', () => {
    const f = fixedCallSentRows([fixed(), fixed({ FREQUENCY: '' }), fixed({ WEEK: '3' })], who);
    expect(f.rows.map((r) => r.Week)).toEqual(['1', '3']);
    expect(f.rowNumbers).toEqual([2, 4]);
    expect(f.skipped).toBe(1);
    const m = masterCallSentRows([master({ YEAR_ID: '' }), master()], who, [7, 8]);
    expect(m).toMatchObject({ rowNumbers: [8], skipped: 1 });
  });
});

describe('answers to tabs and back', () => {
  const checked = (
    row: number,
    over: Partial<CheckedRow<FixedCallColumn>> = {},
  ): CheckedRow<FixedCallColumn> => ({
    ...fixed(),
    ROW: row,
    IS_VALID: 'Y',
    REASON: '',
    ...over,
  });
  const answer = {
    success: [checked(2), checked(4, { CUSTOMERID_REF: 'C9' })],
    failed: [checked(3, { IS_VALID: 'N', DAYS: 'SENEN', REASON: 'Nama Hari tidak Sesuai' })],
  };
  // Sheet rows 5 and 6 were left out (blank or lacking a column): the third row sent is sheet row 7.
  const rowNumbers = [2, 4, 7];

  it('submits the clean rows exactly as the server answered them, shown at the sheet rows', () => {
    const v = validationAtSheetRows({ clean: answer.success, failed: answer.failed }, rowNumbers);
    expect(v.clean.map((r) => r.ROW)).toEqual([2, 7]);
    expect(answeredRows(v.clean, FIXED_CALL_COLUMNS)).toEqual(answer.success);
  });
});
