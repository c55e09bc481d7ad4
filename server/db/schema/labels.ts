/**
 * Printed QR labels (spec part 1 sections 3, 4, 7: Print Barcode Relasi). Every label printed is a
 * row, first prints and reprints alike, with who printed it, when, how (ZPL on a label printer or a
 * sticker file) and what it said: the history of every label survives. A customer's relation row
 * reads its latest print (IsPrint, LAST_UPDATE_PRINT, CUSTOMER_NAME_PRINT), and asks for a reprint
 * (ShouldReprint) when what the label says no longer matches the customer.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './reference';

export const labelPrints = pgTable(
  'label_prints',
  {
    labelPrintId: serial('label_print_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** What the label says: the reference, the name (CUSTOMER_NAME_PRINT), the org and branch. */
    customerIdRef: text('customer_id_ref').notNull(),
    customerName: text('customer_name').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code').notNull(),
    /** The position whose list it was printed from. */
    positionCode: text('position_code'),
    /** True when the customer had a label before. */
    reprint: boolean('reprint').notNull(),
    /** ZPL (a label printer through Zebra Browser Print) or PDF (a sticker file). */
    via: text('via').notNull(),
    layout: text('layout').notNull(),
    printedBy: text('printed_by').notNull(),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('label_prints_customer_idx').on(t.customerId, sql`${t.labelPrintId} DESC`)],
);
