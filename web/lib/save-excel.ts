/**
 * Saves rows the screen holds as an Excel file (a client list's export, an upload's failed or
 * clean rows). SheetJS loads on the first such export; when it cannot be fetched because the
 * server cannot be reached, the snackbar says so and the press can be repeated, instead of the
 * button doing nothing.
 */
import { ApiError, loadChunk, saveBlob } from './api';
import type { ExcelColumn } from './excel';

/** Answers false when the file could not be made: the snackbar has said why. */
export async function saveRowsAsExcel<Row>(
  columns: readonly ExcelColumn<Row>[],
  rows: readonly Row[],
  fileName: string,
): Promise<boolean> {
  try {
    const { rowsToExcelBlob } = await loadChunk(() => import('./excel'));
    saveBlob(rowsToExcelBlob(columns, rows, fileName), fileName);
    return true;
  } catch (err) {
    if (err instanceof ApiError) return false;
    throw err;
  }
}
