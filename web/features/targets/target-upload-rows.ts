/**
 * Target sheets to the rows of /target/upload and /target/uploadcab, and their answers to the
 * upload screen's tabs. The server numbers the rows it stages by their place in excelData (the first
 * row sent is row 2, as under a header); blank sheet rows are skipped before sending, so each
 * answer's ROW is turned back into the row of the sheet the user holds.
 */
import type { TargetAlternateRow, TargetSheetRow, TargetStaging } from '../../../common/contract/targets';
import type { TargetAlternateColumn } from '../../../common/excel-templates';
import type { ImportValidation } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import type { ResultRow } from '../../components/import-screen/ResultTable';

/** The exports of the two tabs (spec part 2 section 9): legacy .xls, so they can go back in. */
export const TARGET_ERROR_FILE_NAME = 'Error Data Assignment.xls';
export const TARGET_CLEAN_FILE_NAME = 'Valid Data Mapping Assignment.xls';

/** True when a row lacks a value of one of the columns ('Periksa Kembali Template Atau Data…'). */
export function lacksAColumn<C extends string>(
  records: readonly SheetRecord<C>[],
  columns: readonly C[],
): boolean {
  return records.some((r) => columns.some((c) => (r[c] ?? '').trim() === ''));
}

export function sheetRowsOf<C extends string>(
  records: readonly SheetRecord<C>[],
  userId: string,
): TargetSheetRow[] {
  return records.map((r) => ({ ...(r as Record<string, string>), USERIDUPDATE: userId }) as TargetSheetRow);
}

/** The staging answer as the screen's tabs. */
export function stagingAsValidation(answer: TargetStaging): ImportValidation {
  const [first] = answer.success;
  return {
    clean: answer.success.map((r) => r as unknown as ResultRow),
    failed: answer.failed.map((r) => r as unknown as ResultRow),
    ...(first?.RESULT ? { submitBlocked: first.RESULT } : {}),
  };
}

/**
 * The alternate sheet's headers under the names the server uses for them: the DATA_TARGET names
 * it is sent under (alternateRowOf), and the head office sheet's columns it is checked as, whose
 * names the reasons give. The screen shows the sheet's header instead.
 */
export const ALTERNATE_SERVER_COLUMNS: Readonly<Record<string, TargetAlternateColumn>> = {
  TGT_YEAR_ID: 'YEAR_ID',
  TGT_MONTH_ID: 'MONTH_ID',
  BRANCH_CODE: 'KODE_CABANG',
  PRODUCT_SUB_LINE: 'SUBLINI_OR_PRODUCT',
  OUTLET_CHANNEL_GROUP: 'CHANNEL_OUTLET_GROUP',
  ROLE_POSITION_CODE: 'SALESPERSON_POSITION',
  VALUE_TGT_HO: 'SUM_OF_TARGET_REKOMENDASI_HO',
  VALUE_TGT_CAB: 'SUM_OF_TARGET_CABANG',
  ITEM_SUBLINI: 'PRODUCT_NAME',
  SUBLINI_PRODUCT: 'SUBLINI_OR_PRODUCT',
  TERITORY_GEO_GROUP: 'TERRITORY_GEO_GROUP',
  TARGET_REKOMENDASI_HO: 'SUM_OF_TARGET_REKOMENDASI_HO',
  TARGET_CABANG: 'SUM_OF_TARGET_CABANG',
};

/** A row of the alternate sheet as /target/upload's DATA_TARGET takes it. */
export function alternateRowOf(r: SheetRecord<TargetAlternateColumn>): TargetAlternateRow {
  return {
    TGT_YEAR_ID: r.YEAR_ID,
    TGT_MONTH_ID: r.MONTH_ID,
    BRANCH_CODE: r.KODE_CABANG,
    PRODUCT_NAME: r.PRODUCT_NAME,
    PRODUCT_SUB_LINE: r.SUBLINI_OR_PRODUCT,
    OUTLET_CHANNEL_GROUP: r.CHANNEL_OUTLET_GROUP,
    ROLE_POSITION_CODE: r.SALESPERSON_POSITION,
    TERITORY_GEO_GROUP: r.TERRITORY_GEO_GROUP,
    VALUE_TGT_HO: r.SUM_OF_TARGET_REKOMENDASI_HO,
    VALUE_TGT_CAB: r.SUM_OF_TARGET_CABANG,
  };
}
