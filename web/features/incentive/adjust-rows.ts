/**
 * The rows of Adjust Incentive (spec part 2 sections 3 and 5): one per invoice line found, each
 * to be completed with the position the credit moves from and to and a reason. Submit sends every
 * row, so every field of every row must be filled; the server answers duplicates by their index
 * in what was sent, which is the row's place on the screen.
 */
import type { AdjustRow, InvoiceLine, StructureEntry } from '../../../common/contract/incentive';

export interface AdjustEntryRow {
  /** Keeps a row's fields (and their open searches) with the row when one above it goes. */
  key: number;
  /** The invoice line chosen as the row's product: its name and description come with it. */
  line: InvoiceLine | null;
  positionFrom: string;
  positionTo: StructureEntry | null;
  /** As typed: digits only. */
  quantity: string;
  /** As typed: digits and at most one decimal point, without thousands separators. */
  amount: string;
  reason: string;
}

export const emptyRow = (key: number): AdjustEntryRow => ({
  key,
  line: null,
  positionFrom: '',
  positionTo: null,
  quantity: '',
  amount: '',
  reason: '',
});

/** A row for an invoice line, prefilled with the line's whole quantity and amount. */
export const rowOfLine = (key: number, line: InvoiceLine): AdjustEntryRow => ({
  ...emptyRow(key),
  line,
  quantity: String(line.QUANTITY_INVOICED),
  amount: String(line.EXTENDED_AMOUNT),
});

/**
 * The row with another line chosen: quantity and amount are the line's; position from starts
 * again (who holds the credit depends on the item), the rest stays.
 */
export const withLine = (row: AdjustEntryRow, line: InvoiceLine): AdjustEntryRow => ({
  ...rowOfLine(row.key, line),
  positionTo: row.positionTo,
  reason: row.reason,
});

/** Whether another row than `key` has the item already ('{item} already exist.'). */
export const chosenElsewhere = (rows: readonly AdjustEntryRow[], key: number, line: InvoiceLine): boolean =>
  rows.some((r) => r.key !== key && r.line?.INVENTORY_ITEM_ID === line.INVENTORY_ITEM_ID);

/** Quantity as typed: whole units. */
export const quantityText = (typed: string): string => typed.replace(/\D/g, '').slice(0, 9);

/** Amount as typed: rupiah with at most two decimals (commas, the separators shown, are dropped). */
export function amountText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole.slice(0, 12) : `${whole.slice(0, 12)}.${rest.join('').slice(0, 2)}`;
}

/** Every field filled, quantity and amount above zero: what Submit needs of each row. */
export function isRowComplete(row: AdjustEntryRow): boolean {
  return (
    row.line !== null &&
    row.positionFrom !== '' &&
    row.positionTo !== null &&
    Number(row.quantity) > 0 &&
    Number(row.amount) > 0 &&
    row.reason !== ''
  );
}

/** The body of insert: the rows in screen order (complete rows only reach here). */
export function insertRowsOf(rows: readonly AdjustEntryRow[], userId: string): AdjustRow[] {
  return rows.flatMap((row) => {
    const line = row.line;
    if (!line || !row.positionTo) return [];
    return [
      {
        customerId: line.SOLD_TO_CUSTOMER_ID,
        customerName: line.CUSTOMER_NAME,
        invoice: line.TRX_NUMBER,
        invoiceDate: line.TRX_DATE,
        productID: line.INVENTORY_ITEM_ID,
        productName: line.PRODUCT_NAME,
        productDesc: line.ITEM_DESCRIPTION,
        positionFrom: row.positionFrom,
        positionTo: row.positionTo.POSITION_CODE,
        quantity: Number(row.quantity),
        amount: Number(row.amount),
        reason: row.reason,
        userIdUpdate: userId,
      },
    ];
  });
}

/** Only the duplicate rows stay on the screen (spec part 2 section 8), for the user to change. */
export const keepRowsAt = (rows: readonly AdjustEntryRow[], indexes: readonly number[]): AdjustEntryRow[] =>
  rows.filter((_, i) => indexes.includes(i));
