/**
 * The mapping sheet to the rows of /mapping-bisnis-lini-product/validation, and its answer to the
 * upload screen's tabs. The server names the columns without underscores and numbers the rows it
 * checks by their place in excelData (the first row sent is row 2, as under a header); blank sheet
 * rows are skipped before sending, so each answer's ROW is turned back into the row of the sheet
 * the user holds.
 *
 * A row lacking a column is sent like any other: the server fails that row with 'X wajib diisi.',
 * so the Error Mapping tab names the row and the column to fill, where refusing the whole file
 * ('Periksa Kembali Template Atau Data Yang Digunakan') would leave head office searching for it.
 */
import type { MappingChecked, MappingColumn, MappingSent } from '../../../common/contract/bisnis-lini';
import type { ImportValidation } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import type { ResultRow } from '../../components/import-screen/ResultTable';

/** The exports of the two tabs (legacy .xls, so a corrected file can go back in). */
export const MAPPING_ERROR_FILE_NAME = 'Error Mapping.xls';
export const MAPPING_CLEAN_FILE_NAME = 'Valid Data Mapping.xls';

/** A sheet row as the validation takes it: the columns without underscores, and ISVALID 'Y'. */
export function mappingSentOf(r: SheetRecord<MappingColumn>): MappingSent {
  return {
    SLSPERSONTYPEID: r.SLS_PERSON_TYPE_ID,
    SLSPERSONTYPE: r.SLS_PERSON_TYPE,
    PRINCIPALLINE: r.PRINCIPAL_LINE,
    BISNISGROUP: r.BISNIS_GROUP,
    SCHGROUP: r.SCH_GROUP,
    TARGETLEVEL: r.TARGET_LEVEL,
    MAPPINGLEVEL: r.MAPPING_LEVEL,
    DOTFLAG: r.DOT_FLAG,
    STARTDATE: r.START_DATE,
    ENDDATE: r.END_DATE,
    STATUS: r.STATUS,
    ISVALID: 'Y',
  };
}

/** The checked rows as the screen's tabs, without the verdict their tab already says. */
export function mappingValidation(answer: {
  success: readonly MappingChecked[];
  failed: readonly MappingChecked[];
}): ImportValidation {
  const shown = ({ IS_VALID: _verdict, ...row }: MappingChecked): ResultRow => row;
  return { clean: answer.success.map(shown), failed: answer.failed.map(shown) };
}

/** A checked row whose submit ends a stored period of its mapping: its sheet row and what it ends. */
export interface Takeover {
  row: number;
  note: string;
}

/** The clean rows of a check that end a stored period, at the rows of the user's sheet. */
export function takeoversOf(validation: ImportValidation): Takeover[] {
  return validation.clean
    .filter((r) => typeof r.NOTE === 'string' && r.NOTE !== '')
    .map((r) => ({ row: r.ROW, note: String(r.NOTE) }));
}
