/**
 * Validated assignment upload: sheet rows to the rows of POST /validation and /upload, and their
 * answers to the screen's tabs and result.
 *
 * The server numbers the rows it checks by their place in excelData (the first row sent is row 2,
 * as under a header). Blank sheet rows are skipped before sending, so each answer's ROW is turned
 * back into the row number of the sheet the user holds.
 */
import type {
  AssignmentUploadResult,
  AssignmentUploadRow,
  AssignmentValidation,
  ValidatedRow,
} from '../../../common/contract/sales-assignment';
import type { AssignmentUploadColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import type { ImportOutcome, ImportValidation } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import type { ResultRow } from '../../components/import-screen/ResultTable';

/** The exports of the two tabs (spec part 1 section 9): legacy .xls, so they can go back in. */
export const ASSIGNMENT_ERROR_FILE_NAME = 'Error Mapping Assignment.xls';
export const ASSIGNMENT_CLEAN_FILE_NAME = 'Valid Data Mapping Assignment.xls';

/** What the check adds to each row, shown after the template's columns. */
export const ASSIGNMENT_CHECK_COLUMNS = ['CHANNEL', 'PRIORITY'] as const;

/**
 * One sheet row as /validation takes it. START_DATE goes as the text parsing gave it: a real date
 * cell already became MM/DD/YYYY, and text stays as typed so the server judges it (and refuses
 * the file with 'Start Date tidak sesuai.'). IS_VALID is the server's to decide: sent empty.
 */
export function uploadRowOf(r: SheetRecord<AssignmentUploadColumn>, userId: string): AssignmentUploadRow {
  return {
    CUSTOMERIDREF: r.CUSTOMER_ID_REF,
    CUSTOMERNAME: r.CUSTOMER_NAME,
    BISNIS: r.BISNIS,
    TYPEDESC: r.TYPE_DESC,
    POSITIONCODE: r.POSITION,
    ADDSALESMANPOSITION: r.ADD_SALESMAN_POSITION,
    STARTDATE: r.START_DATE,
    IS_VALID: '',
    ASSIGNMENTUSERIDUPDATE: userId,
  };
}

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** A clean row of the check back in the upload row shape, for /upload. */
export function uploadRowOfChecked(r: ResultRow, userId: string): AssignmentUploadRow {
  return {
    CUSTOMERIDREF: text(r.CUSTOMER_ID_REF),
    CUSTOMERNAME: text(r.CUSTOMER_NAME),
    BISNIS: text(r.BISNIS),
    TYPEDESC: text(r.TYPE_DESC),
    POSITIONCODE: text(r.POSITION),
    ADDSALESMANPOSITION: text(r.ADD_SALESMAN_POSITION),
    STARTDATE: text(r.START_DATE),
    IS_VALID: text(r.IS_VALID),
    ASSIGNMENTUSERIDUPDATE: userId,
  };
}

/** A checked row with ROW as the row number of the rows sent (first sent = 2) replaced. */
function renumbered(row: ValidatedRow, rowOfSent: (sentRow: number) => number | undefined): ResultRow {
  return { ...row, ROW: rowOfSent(row.ROW) ?? row.ROW };
}

/** The answer of /validation as the screen's tabs; rowNumbers are the sheet rows of the records sent. */
export function validationOf(answer: AssignmentValidation, rowNumbers: readonly number[]): ImportValidation {
  const sheetRow = (sentRow: number) => rowNumbers[sentRow - 2];
  return {
    clean: answer.success.map((r) => renumbered(r, sheetRow)),
    failed: answer.failed.map((r) => renumbered(r, sheetRow)),
    ...(answer.FILE_REASON ? { fileReason: answer.FILE_REASON } : {}),
  };
}

/**
 * The answer of /upload as the screen's result: the first RESULT ('Sukses upload' without one),
 * and the rows refused at submit time (mapped by someone else since the check) at their sheet
 * rows. `sent` are the clean rows submitted, in order, each already holding its sheet row.
 */
export function uploadOutcomeOf(answer: AssignmentUploadResult, sent: readonly ResultRow[]): ImportOutcome {
  return {
    message: answer.success[0]?.RESULT || messages.uploadSuccess,
    failed: answer.failed.map((r) => renumbered(r, (sentRow) => sent[sentRow - 2]?.ROW)),
  };
}
