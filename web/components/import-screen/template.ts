/** The downloadable template of an upload screen, built from the same column list the header check uses. */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { type ExcelColumn, rowsToExcelBlob } from '../../lib/excel';

/**
 * The template file: the header row and the example row (or the rows given, for a template
 * pre-filled from the server), every cell written as text.
 */
export function templateBlob<C extends string>(
  template: ExcelTemplate<C>,
  rows: readonly Readonly<Record<C, string>>[] = [template.example],
): Blob {
  const columns: ExcelColumn<Readonly<Record<C, string>>>[] = template.columns.map((column) => ({
    header: column,
    value: (row) => row[column],
  }));
  return rowsToExcelBlob(columns, rows, template.fileName, template.sheetName);
}
