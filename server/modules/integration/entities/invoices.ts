/**
 * Invoices with their lines, one row per line. An invoice is sent whole: the lines of a call are all
 * its lines, its amount is their sum, and a line held but not sent is removed (audited, listed).
 * A line naming an unknown customer or product is refused; so is an invoice sent without a line
 * (an item, on the line number held) that incentive requests name, since the requests stand on it.
 */
import { sql } from 'drizzle-orm';
import type { RejectedRow } from '../../../../common/contract/integration';
import { messages } from '../../../../common/messages';
import { rows } from '../../../db/client';
import { invoiceLines, invoices } from '../../../db/schema';
import { bare } from '../../../db/typed-sql';
import { type Loader, rejectedOf, sameWithin } from '../loader';
import type { CheckedRow } from '../row-check';
import { AUDIT_INTO, staged, upsertChanged } from '../upsert';

const m = messages.integration;
const src = (json: string) =>
  staged(json, [
    ['TRX_NUMBER', 'text'],
    ['TRX_DATE', 'date'],
    ['CUSTOMER_ID', 'text'],
    ['LINE_NUMBER', 'int'],
    ['INVENTORY_ITEM_ID', 'int'],
    ['QUANTITY_INVOICED', 'int'],
    ['EXTENDED_AMOUNT', 'numeric'],
  ]);
const keyOf = (r: CheckedRow) => `TRX_NUMBER ${r.TRX_NUMBER} LINE_NUMBER ${r.LINE_NUMBER}`;

export const invoiceLoader: Loader = {
  // An invoice is sent whole: its lines are checked and written in one slice.
  groupOf: (r) => String(r.TRX_NUMBER),
  checkAmong(all) {
    const header = sameWithin(
      all,
      'TRX_NUMBER',
      (r) => `${r.TRX_DATE}\u0000${r.CUSTOMER_ID}`,
      m.headerDiffers,
      keyOf,
    );
    const items = new Map<string, number>();
    const twice: RejectedRow[] = [];
    for (const r of all) {
      const k = `${r.TRX_NUMBER}\u0000${r.INVENTORY_ITEM_ID}`;
      const first = items.get(k);
      if (first === undefined) items.set(k, r.row_no);
      else twice.push({ row: r.row_no, key: keyOf(r), reason: m.itemTwice(String(r.TRX_NUMBER), first) });
    }
    return [...header, ...twice].sort((a, b) => a.row - b.row);
  },
  async checkHeld(db, json) {
    const unknown = await rows<{ row_no: number; key: string; customer: string | null; item: number | null }>(
      db,
      sql`SELECT s.row_no, 'TRX_NUMBER ' || s."TRX_NUMBER" || ' LINE_NUMBER ' || s."LINE_NUMBER" AS key,
            CASE WHEN c.customer_id IS NULL THEN s."CUSTOMER_ID" END AS customer,
            CASE WHEN p.inventory_item_id IS NULL THEN s."INVENTORY_ITEM_ID" END AS item
          FROM ${src(json)}
          LEFT JOIN customers c ON c.customer_id = s."CUSTOMER_ID"
          LEFT JOIN products p ON p.inventory_item_id = s."INVENTORY_ITEM_ID"
          WHERE c.customer_id IS NULL OR p.inventory_item_id IS NULL ORDER BY s.row_no`,
    );
    const asked = await rows<{ row_no: number; key: string; trx: string; item: number }>(
      db,
      sql`WITH sent AS (SELECT * FROM ${src(json)})
          SELECT min(sent.row_no)::int AS row_no, 'TRX_NUMBER ' || a.trx_number AS key, a.trx_number AS trx,
            a.inventory_item_id AS item
          FROM incentive_adjustments a JOIN sent ON sent."TRX_NUMBER" = a.trx_number
          JOIN invoice_lines l ON l.trx_number = a.trx_number AND l.inventory_item_id = a.inventory_item_id
          WHERE NOT EXISTS (SELECT 1 FROM sent s2 WHERE s2."TRX_NUMBER" = a.trx_number
                              AND s2."INVENTORY_ITEM_ID" = a.inventory_item_id AND s2."LINE_NUMBER" = l.line_number)
          GROUP BY a.trx_number, a.inventory_item_id ORDER BY 1`,
    );
    return [
      ...rejectedOf(unknown, (r) =>
        r.customer !== null ? m.unknownCustomer(r.customer) : m.unknownProduct(Number(r.item)),
      ),
      ...rejectedOf(asked, (r) => m.lineAsked(r.trx, r.item)),
    ].sort((a, b) => a.row - b.row);
  },
  async write(db, json, who) {
    await upsertChanged(
      db,
      {
        table: invoices,
        entity: 'invoice',
        key: [invoices.trxNumber],
        columns: [invoices.customerId, invoices.trxDate, invoices.amount],
        source: sql`SELECT s."TRX_NUMBER" AS ${bare(invoices.trxNumber)}, min(s."CUSTOMER_ID") AS ${bare(invoices.customerId)}, min(s."TRX_DATE") AS ${bare(invoices.trxDate)},
            sum(s."EXTENDED_AMOUNT")::numeric(18, 2) AS ${bare(invoices.amount)}
          FROM ${src(json)} GROUP BY s."TRX_NUMBER"`,
      },
      who,
    );
    // Lines held but not sent go first, so that an item moved to another line number fits the
    // one-item-per-invoice key again.
    const removed = await rows<{ trx: string; n: number; row_no: number }>(
      db,
      sql`WITH sent AS (SELECT * FROM ${src(json)}),
          gone AS (DELETE FROM invoice_lines l USING (SELECT DISTINCT "TRX_NUMBER" FROM sent) inv
                   WHERE l.trx_number = inv."TRX_NUMBER"
                     AND NOT EXISTS (SELECT 1 FROM sent s WHERE s."TRX_NUMBER" = l.trx_number
                                     AND s."LINE_NUMBER" = l.line_number AND s."INVENTORY_ITEM_ID" = l.inventory_item_id)
                   RETURNING l.*),
          aud AS (INSERT INTO ${AUDIT_INTO}
                  SELECT ${who.userId}, 'delete', 'invoice_line', gone.trx_number || ' ' || gone.line_number, to_jsonb(gone), NULL, ${who.requestId}
                  FROM gone)
          SELECT gone.trx_number AS trx, count(*)::int AS n,
            (SELECT min(row_no) FROM sent WHERE sent."TRX_NUMBER" = gone.trx_number)::int AS row_no
          FROM gone GROUP BY gone.trx_number`,
    );
    // The rows of a call are lines: the counts answered are the lines'.
    const counts = await upsertChanged(
      db,
      {
        table: invoiceLines,
        entity: 'invoice_line',
        key: [invoiceLines.trxNumber, invoiceLines.lineNumber],
        columns: [invoiceLines.inventoryItemId, invoiceLines.quantityInvoiced, invoiceLines.extendedAmount],
        source: sql`SELECT s."TRX_NUMBER" AS ${bare(invoiceLines.trxNumber)}, s."LINE_NUMBER" AS ${bare(invoiceLines.lineNumber)}, s."INVENTORY_ITEM_ID" AS ${bare(invoiceLines.inventoryItemId)},
            s."QUANTITY_INVOICED" AS ${bare(invoiceLines.quantityInvoiced)}, s."EXTENDED_AMOUNT"::numeric(18, 2) AS ${bare(invoiceLines.extendedAmount)}
          FROM ${src(json)}`,
      },
      who,
    );
    return {
      ...counts,
      effects: removed.map((r) => ({
        row: r.row_no,
        key: `TRX_NUMBER ${r.trx}`,
        rule: m.invoiceLinesRemoved(r.n),
      })),
    };
  },
};
