/** The downloadable template of an upload screen, built from the same column list the header check uses. */
import { type ExcelTemplate, type TemplateColumns, textColumnsOf } from '../../../common/excel-templates';
import { type ExcelColumn, rowsToExcelBlob } from '../../lib/excel';

/**
 * The columns of a file the user fills in and uploads (a template, rows exported to be corrected):
 * the template's text columns are formatted Text, down to the rows the user may type into, so
 * '0812...' typed there stays text with its zero (see TYPING_ROWS in web/lib/excel.ts).
 */
export function templateExcelColumns<Row>(
  template: TemplateColumns,
  value: (row: Row, column: string) => unknown,
): ExcelColumn<Row>[] {
  const text = new Set<string>(textColumnsOf(template));
  return template.columns.map((column) => ({
    header: column,
    value: (row) => value(row, column),
    typedText: text.has(column),
  }));
}

/**
 * The template file: the header row and the example row (or the rows given, for a template
 * pre-filled from the server), every cell written as text, the text columns formatted Text.
 */
export function templateBlob<C extends string>(
  template: ExcelTemplate<C>,
  rows: readonly Readonly<Record<C, string>>[] = [template.example],
): Blob {
  const columns = templateExcelColumns<Readonly<Record<C, string>>>(
    template,
    (row, column) => row[column as C],
  );
  return rowsToExcelBlob(columns, rows, template.fileName, template.sheetName);
}
