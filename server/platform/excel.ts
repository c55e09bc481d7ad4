/**
 * What every server export shares: its columns and content type. Exports are streamed .xlsx files
 * (./xlsx-stream); the spec's small legacy .xls downloads are built in the browser from the rows a
 * screen holds (web/lib/excel.ts). Cells follow common/excel-cell.ts: texts are never formulas.
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelColumn<Row> {
  /** Header text of the column (first sheet row). */
  header: string;
  /** The row field the column shows. */
  key: keyof Row & string;
  /** Width in characters; the header length when absent. */
  width?: number;
}
