/**
 * Call plan sheets (fixed call and master call) to the rows of their validation calls (each row
 * under the sent names of common/call-plan-sent.ts), and the answers back to the upload screen's tabs.
 *
 * A sheet row is taken only when it holds every required column (all ten of the fixed call, the
 * first seven of the master call, spec part 2 section 5); the others are not sent, and the screen
 * says how many were left out. The screen shows each answered row at the user's sheet row and
 * keeps the ROW the server answered (SENT_ROW), so the clean rows go back exactly as answered.
 */
import { fixedCallSentOf, masterCallSentOf, type Sender } from '../../../common/call-plan-sent';
import {
  FIXED_CALL_COLUMNS,
  type FixedCallColumn,
  MASTER_CALL_REQUIRED,
  type MasterCallColumn,
  type MasterCallSent,
} from '../../../common/contract/call-management';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import type { ResultRow } from '../../components/import-screen/ResultTable';
import { takeRequired } from '../../components/import-screen/required-rows';
import { SENT_ROW } from '../../components/import-screen/sheet-rows';

/** The sheet rows a validation sends: those holding every required column. */
export interface TakenRows<C extends string> {
  records: SheetRecord<C>[];
  /** The sheet row of each record taken. */
  rowNumbers: number[];
  /** How many read rows lacked a required column and were left out. */
  skipped: number;
}

export function takenRows<C extends string>(
  records: readonly SheetRecord<C>[],
  rowNumbers: readonly number[],
  required: readonly C[],
): TakenRows<C> {
  // The upload screen's own rule (it leaves these rows out before the check).
  const taken = takeRequired(records, rowNumbers, required);
  return { records: taken.records, rowNumbers: taken.rowNumbers, skipped: taken.skipped.length };
}

/** The sent rows of a sheet: the rows taken, mapped to the sent names; rowNumbers default to 2, 3, … */
function sentRows<C extends string, Sent>(
  records: readonly SheetRecord<C>[],
  required: readonly C[],
  sentOf: (r: SheetRecord<C>) => Sent,
  rowNumbers: readonly number[],
) {
  const taken = takenRows(records, rowNumbers, required);
  return { rows: taken.records.map(sentOf), rowNumbers: taken.rowNumbers, skipped: taken.skipped };
}

const sheetRowNumbers = (n: number) => Array.from({ length: n }, (_, i) => i + 2);

export const fixedCallSentRows = (
  records: readonly SheetRecord<FixedCallColumn>[],
  who: Sender,
  rowNumbers = sheetRowNumbers(records.length),
) => sentRows(records, FIXED_CALL_COLUMNS, (r) => fixedCallSentOf(r, who), rowNumbers);

export const masterCallSentRows = (
  records: readonly SheetRecord<MasterCallColumn>[],
  who: Sender,
  rowNumbers = sheetRowNumbers(records.length),
) =>
  sentRows<MasterCallColumn, MasterCallSent>(
    records,
    MASTER_CALL_REQUIRED,
    (r) => masterCallSentOf(r, who),
    rowNumbers,
  );

/** A checked row as the server answers it: its place in excelData, the sheet's columns, the verdict. */
export type CheckedRow<C extends string> = { ROW: number; IS_VALID: 'Y' | 'N'; REASON: string } & Record<
  C,
  string
>;

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The clean rows shown, back as the server answered them (its ROW, the columns, the verdict), to submit. */
export function answeredRows<C extends string>(
  shown: readonly ResultRow[],
  columns: readonly C[],
): CheckedRow<C>[] {
  return shown.map((row) => {
    const answered = row[SENT_ROW];
    const values = Object.fromEntries(columns.map((c) => [c, text(row[c])])) as Record<C, string>;
    return {
      ...values,
      ROW: typeof answered === 'number' ? answered : row.ROW,
      IS_VALID: row.IS_VALID === 'N' ? 'N' : 'Y',
      REASON: text(row.REASON),
    };
  });
}
