/**
 * The rows of Mapping New Customer (spec part 1 section 5): a row counts only when every field is
 * filled; the counted rows go to /insert in one call, in the order shown.
 */
import type { AssignmentInsertRow } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';
import type { AssignmentValues } from './assignment-values';

export interface EntryRow extends AssignmentValues {
  /** Keeps a row's fields (and their open searches) with the row when one above it goes. */
  key: number;
}

export function insertRowOf(values: AssignmentValues, userId: string): AssignmentInsertRow {
  return {
    customerId: values.customer?.CUSTOMER_ID ?? '',
    customerName: values.customer?.CUSTOMER_NAME ?? '',
    bisnis: values.bisnis,
    typeDesc: values.typeDesc,
    position: values.position,
    addSalesmanPosition: values.addSalesmanPosition,
    startDate: values.startDate,
    endDate: values.endDate,
    userIdUpdate: userId,
  };
}

const REQUIRED = [
  'customerId',
  'customerName',
  'bisnis',
  'typeDesc',
  'position',
  'addSalesmanPosition',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof AssignmentInsertRow)[];

export function isRowComplete(values: AssignmentValues): boolean {
  const row = insertRowOf(values, '');
  return REQUIRED.every((field) => row[field].trim() !== '');
}

export interface RowsToSend {
  payload: AssignmentInsertRow[];
  /** The number each sent row has on the screen (1-based), in the payload's order. */
  screenRows: number[];
  /** Rows on the screen left out because a field is empty. */
  skipped: number;
}

export function rowsToSend(rows: readonly AssignmentValues[], userId: string): RowsToSend {
  const payload: AssignmentInsertRow[] = [];
  const screenRows: number[] = [];
  rows.forEach((row, i) => {
    if (!isRowComplete(row)) return;
    payload.push(insertRowOf(row, userId));
    screenRows.push(i + 1);
  });
  return { payload, screenRows, skipped: rows.length - payload.length };
}

/**
 * The server names a failed row by its place in the payload ('Baris 2: …', as
 * messages.rowNote writes it); with incomplete rows left out that is not the row the
 * user sees, so the message is told the screen's number.
 */
export function onScreenRows(message: string, screenRows: readonly number[]): string {
  const named = /^Baris (\d+): ([\s\S]*)$/.exec(message);
  const shown = named ? screenRows[Number(named[1]) - 1] : undefined;
  return named && shown !== undefined ? messages.rowNote(shown, named[2] ?? '') : message;
}
