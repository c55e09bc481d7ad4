/**
 * What the incentive API tests share: calls that must succeed or be refused, an invoice of a
 * branch no request names yet, and the entry rows of its lines as the screen sends them.
 */
import { expect } from 'vitest';
import type { InvoiceLine } from '../../../common/contract/incentive';
import { rows, sql } from '../../db/client';
import { t } from '../../test/demo-app';

export async function ok<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await t.call('POST', `/api${path}`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

export async function refused(path: string, body: unknown, token: string, status: number) {
  const res = await t.call('POST', `/api${path}`, body, token);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { message: string; data: unknown };
}

const used = new Map<string, number>();

/**
 * An invoice of a branch with at least `lines` lines whose credit a position holds (the customer's
 * assignment in the item's business on the invoice date), none of them asked for yet.
 */
export async function freshInvoice(branch: string, lines = 2): Promise<string> {
  const [found] = await rows<{ trx: string }>(
    t.database.db,
    sql`SELECT i.trx_number AS trx FROM invoices i JOIN customers c ON c.customer_id = i.customer_id
        WHERE c.branch_code = ${branch}
          AND (SELECT count(*) FROM invoice_lines l JOIN products p ON p.inventory_item_id = l.inventory_item_id
               WHERE l.trx_number = i.trx_number AND EXISTS (SELECT 1 FROM sales_assignments h
                 WHERE h.customer_id = c.customer_id AND h.bisnis = p.bisnis_code
                   AND i.trx_date BETWEEN h.start_date AND h.end_date)) >= ${lines}
          AND NOT EXISTS (SELECT 1 FROM incentive_adjustments a WHERE a.trx_number = i.trx_number)
          AND EXISTS (SELECT 1 FROM sales_assignments s WHERE s.customer_id = c.customer_id
            AND s.bisnis = 'FARMA' AND i.trx_date BETWEEN s.start_date AND s.end_date)
        ORDER BY i.trx_number LIMIT 1 OFFSET ${used.get(branch) ?? 0}`,
  );
  used.set(branch, (used.get(branch) ?? 0) + 1);
  if (!found) throw new Error(`no fresh invoice in ${branch}`);
  return found.trx;
}

export const lookup = (invoiceNO: string, token: string) =>
  ok<InvoiceLine[]>('/adjust-incentive/getInvoiceByID', { invoiceNO }, token);

/** A position of the org to credit that is not `not`. */
export async function positionTo(orgID: number, not: string, token: string): Promise<string> {
  const { STRUCTURE } = await ok<{ STRUCTURE: { POSITION_CODE: string }[] }>(
    '/adjust-incentive/getSalesRepStructure',
    { orgID },
    token,
  );
  const other = STRUCTURE.find((s) => s.POSITION_CODE !== not);
  if (!other) throw new Error('no position to credit');
  return other.POSITION_CODE;
}

/** An entry row as the screen sends it, with the line's item code beside it for the tests. */
export interface EntryRow {
  customerId: string;
  customerName: string;
  invoice: string;
  invoiceDate: string;
  productID: number;
  productName: string;
  productDesc: string;
  positionFrom: string;
  positionTo: string;
  quantity: number;
  amount: number;
  reason: string;
  userIdUpdate: string;
}

/** The entry rows for the first lines of an invoice, moving `share` of each to another position. */
export async function entryRows(invoice: string, token: string, count = 1, share = 1) {
  const lines = await lookup(invoice, token);
  const chosen: (EntryRow & { itemCode: string; line: InvoiceLine })[] = [];
  for (const line of lines) {
    if (chosen.length === count) break;
    const holders = await ok<{ POSITION_CODE: string }[]>(
      '/adjust-incentive/getSelectStructureFrom',
      { productName: line.PRODUCT_NAME, custID: line.SOLD_TO_CUSTOMER_ID, invoiceDate: line.TRX_DATE },
      token,
    );
    const from = holders[0]?.POSITION_CODE;
    if (!from) continue;
    chosen.push({
      customerId: line.SOLD_TO_CUSTOMER_ID,
      customerName: line.CUSTOMER_NAME,
      invoice: line.TRX_NUMBER,
      invoiceDate: line.TRX_DATE,
      productID: line.INVENTORY_ITEM_ID,
      productName: line.PRODUCT_NAME,
      productDesc: line.ITEM_DESCRIPTION,
      positionFrom: from,
      positionTo: await positionTo(line.ORG_ID, from, token),
      quantity: Math.max(1, Math.floor(line.QUANTITY_INVOICED * share)),
      amount: Math.round(line.EXTENDED_AMOUNT * share),
      reason: 'Salah mapping salesman',
      userIdUpdate: 'ignored',
      itemCode: line.ITEM_CODE,
      line,
    });
  }
  return chosen;
}

/** A row as the entry sends it: without what the tests keep beside it. */
export const sent = ({
  itemCode: _code,
  line: _line,
  ...row
}: EntryRow & { itemCode: string; line: InvoiceLine }) => row;
