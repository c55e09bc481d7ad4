/**
 * Upload Adjust Incentive's rows between the screen and the server: the check's answer as the
 * screen's tabs (the tab says the verdict, the row keeps its REASON), and the clean rows a submit
 * names by the numbers the check answered them with.
 */
import type { AdjustUploadChecked } from '../../../common/contract/incentive';
import type { ImportValidation } from '../../components/import-screen/import-state';
import type { ResultRow } from '../../components/import-screen/ResultTable';
import { SENT_ROW } from '../../components/import-screen/sheet-rows';

/** The exports of the two tabs, in the template's format, so a corrected file can go back in. */
export const ADJUST_ERROR_FILE_NAME = 'Error Adjust Incentive.xlsx';
export const ADJUST_CLEAN_FILE_NAME = 'Valid Data Adjust Incentive.xlsx';

/** A checked row as shown, without the verdict its tab already says. */
export const shownRow = ({ IS_VALID: _verdict, ...row }: AdjustUploadChecked): ResultRow => row;

export function adjustValidation(answer: {
  success: readonly AdjustUploadChecked[];
  failed: readonly AdjustUploadChecked[];
  batchId: number;
}): ImportValidation {
  return {
    clean: answer.success.map(shownRow),
    failed: answer.failed.map(shownRow),
    batchId: answer.batchId,
  };
}

/** The numbers the check answered the shown rows with (the screen shows the sheet's own). */
export const checkedRowsOf = (shown: readonly ResultRow[]): number[] =>
  shown.map((row) => {
    const answered = row[SENT_ROW];
    return typeof answered === 'number' ? answered : row.ROW;
  });
