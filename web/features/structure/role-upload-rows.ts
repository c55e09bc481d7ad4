/** Role upload: sheet rows to the rows of POST /structure/role/upload, and its answer to the screen's result. */
import { NA } from '../../../common/constants';
import type { RoleUploadRow } from '../../../common/contract/structure';
import type { RoleUploadColumn } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import type { ImportOutcome, ImportState } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';

/** One sheet row as the call takes it; an empty CSO becomes NA (spec part 1 section 5). */
export function roleUploadRowOf(r: SheetRecord<RoleUploadColumn>, userId: string): RoleUploadRow {
  return {
    rolePosCode: r.POSITION_CODE,
    typeCode: r.EMPLOYEE_TYPE_CODE,
    titleCode: r.EMPLOYEE_TITLE_CODE,
    orgId: r.ORG_ID,
    branchCode: r.BRANCH_CODE,
    CSOCode: r.CSO_CODE === '' ? NA : r.CSO_CODE,
    supCode: r.SUPERVISOR,
    emailSup: r.EMAIL_SUPERVISOR,
    secondaryPosition: r.SECONDARY_POSITION,
    roleAddType: r.ADDITIONAL_TYPE,
    startDate: r.START_DATE,
    endDate: r.END_DATE,
    userIdUpdate: userId,
  };
}

export interface RoleUploadAnswer {
  SUCCESS: number;
  FAIL: number;
  /** ROW is the sheet row number of the row as sent: header row 1, first row sent 2. */
  FAILED: { ROW: number; POSITION_CODE: string; REASON: string }[];
}

/**
 * The counts message and the failed rows, each with the columns the user uploaded, numbered as the
 * server numbered them (the screen shows the sheet's rows).
 */
export function roleUploadOutcome(
  state: Pick<ImportState, 'records'>,
  answer: RoleUploadAnswer,
): ImportOutcome {
  return {
    message: messages.importResult(answer.SUCCESS, answer.FAIL),
    failed: answer.FAILED.map((f) => ({ ...state.records[f.ROW - 2], ROW: f.ROW, REASON: f.REASON })),
  };
}
