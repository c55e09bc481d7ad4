/**
 * Validated assignment upload: sheet rows to the rows of POST /validation and /upload, and their
 * answers to the screen's tabs and result.
 * Rows stay numbered as the server answers them (their place among the rows sent); the import
 * screen shows the sheet's rows.
 */
import type {
  AssignmentUploadResult,
  AssignmentUploadRow,
  AssignmentValidation,
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

/** The answer of /validation as the screen's tabs. */
export function validationOf(answer: AssignmentValidation): ImportValidation {
  return {
    clean: [...answer.success],
    failed: [...answer.failed],
    ...(answer.FILE_REASON ? { fileReason: answer.FILE_REASON } : {}),
  };
}

/**
 * The answer of /upload as the screen's result: the first RESULT ('Sukses upload' without one),
 * and the rows refused at submit time (mapped by someone else since the check).
 */
export function uploadOutcomeOf(answer: AssignmentUploadResult): ImportOutcome {
  return {
    message: answer.success[0]?.RESULT || messages.uploadSuccess,
    failed: [...answer.failed],
  };
}
