/**
 * The columns of the file a table of upload rows exports (failed rows to correct, clean rows, the
 * rows read): the template's columns first, so the file can be corrected and uploaded again, its
 * text columns formatted Text so what is typed there keeps its leading zeros; then REASON (of a
 * failed table) and the sheet's ROW.
 */
import type { ExcelColumn } from '../../lib/excel';
import type { ResultRow } from './ResultTable';

export function resultExcelColumns(
  columns: readonly string[],
  textColumns: readonly string[],
  failed: boolean,
): ExcelColumn<ResultRow>[] {
  const text = new Set(textColumns);
  return [
    ...columns.map((c) => ({ header: c, value: (r: ResultRow) => r[c], typedText: text.has(c) })),
    ...(failed ? [{ header: 'REASON', value: (r: ResultRow) => r.REASON }] : []),
    { header: 'ROW', value: (r: ResultRow) => r.ROW },
  ];
}
