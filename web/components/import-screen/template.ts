/** The downloadable template of an upload screen, built from the same column list the header check uses. */
import type { ExcelTemplate } from '../../../common/excel-templates';
import { type ExcelColumn, rowsToExcelBlob } from '../../lib/excel';

/** The template file: the header row and the example row, every cell written as text. */
export function templateBlob<C extends string>(template: ExcelTemplate<C>): Blob {
  const columns: ExcelColumn<Readonly<Record<C, string>>>[] = template.columns.map((column) => ({
    header: column,
    value: (row) => row[column],
  }));
  return rowsToExcelBlob(columns, [template.example], template.fileName, template.sheetName);
}
