/**
 * Search and export of client lists (small lists loaded whole): the rows a search selects, and
 * the Excel columns of the grid's columns, so the export holds exactly what the table shows.
 */
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ExcelColumn } from '../../lib/excel';

/** The fields of the columns that show data (action columns have none worth searching). */
export function dataFields<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[]): string[] {
  return columns.filter((c) => c.type !== 'actions').map((c) => c.field);
}

/** True when any of the fields of the row contains every word of the search, case-insensitive. */
export function matchesSearch(
  row: Record<string, unknown>,
  fields: readonly string[],
  search: string,
): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fields
    .map((f) => row[f])
    .filter((v) => v !== null && v !== undefined)
    .map((v) => String(v).toLowerCase())
    .join('\u0000');
  return words.every((w) => text.includes(w));
}

export function searchRows<Row extends GridValidRowModel>(
  rows: readonly Row[],
  fields: readonly string[],
  search: string,
): Row[] {
  if (search.trim() === '') return [...rows];
  return rows.filter((row) => matchesSearch(row, fields, search));
}

/** Excel columns from grid columns: the header the grid shows, the value the row holds. */
export function excelColumnsOf<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
): ExcelColumn<Row>[] {
  return columns
    .filter((c) => c.type !== 'actions')
    .map((c) => ({ header: c.headerName ?? c.field, value: (row: Row) => row[c.field] }));
}
