/**
 * Incentive adjustments (spec part 2 sections 3, 4: Incentive adjustment row, Detail/approval
 * row): a request to move the incentive credit of an invoice line, or of part of it, from the
 * position that holds it to another position of the same org, with a reason; NEW until an approver
 * approves or rejects it, once.
 *
 * A request keeps what it was made on as it was then (the customer's and product's names, the
 * invoice date and its month, the org and branch of the customer, the scope a user sees it in), so
 * a later rename or a change of who serves the customer does not rewrite what was asked and decided.
 * The checks in the table hold whatever writes a row: a positive amount and quantity, two different
 * positions, a known state, and a decision exactly when the state is not NEW.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches } from './platform';
import { customers, invoiceLines, products } from './reference';

/** REASON_DESC: why credit moves (getSelectReasonAdjustIncentive). */
export const adjustReasons = pgTable('adjust_reasons', {
  reasonId: serial('reason_id').primaryKey(),
  reasonDesc: text('reason_desc').notNull().unique(),
  active: text('active').notNull().default('Y'),
});

export const incentiveAdjustments = pgTable(
  'incentive_adjustments',
  {
    /** ADJUST_ID. */
    adjustId: serial('adjust_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    customerName: text('customer_name').notNull(),
    /** INVOICE_NUMBER (TRX_NUMBER) and the line's item. */
    trxNumber: text('trx_number').notNull(),
    inventoryItemId: integer('inventory_item_id')
      .notNull()
      .references(() => products.inventoryItemId),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** INVOICE_PERIODE: the month of the invoice date, the month a request counts in. */
    yearId: integer('year_id').notNull(),
    monthId: integer('month_id').notNull(),
    productName: text('product_name').notNull(),
    productDesc: text('product_desc').notNull(),
    positionFrom: text('position_from').notNull(),
    positionTo: text('position_to').notNull(),
    quantity: integer('quantity').notNull(),
    /** VALUE_ADJUST: the credit moved, in rupiah. */
    valueAdjust: numeric('value_adjust', { precision: 18, scale: 2 }).notNull(),
    /** NOTES: the reason chosen (REASON_DESC). */
    notes: text('notes').notNull(),
    /** NEW, APPROVE or REJECT. */
    status: text('status').notNull().default('NEW'),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    /** USERID_UPDATE: who asked, and when. */
    userIdUpdate: text('user_id_update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who approved or rejected it, and when. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'incentive_adjustments_line_fk',
      columns: [t.trxNumber, t.inventoryItemId],
      foreignColumns: [invoiceLines.trxNumber, invoiceLines.inventoryItemId],
    }),
    check('incentive_adjustments_status', sql`${t.status} IN ('NEW', 'APPROVE', 'REJECT')`),
    check('incentive_adjustments_value', sql`${t.valueAdjust} > 0 AND ${t.quantity} > 0`),
    check('incentive_adjustments_positions', sql`${t.positionFrom} <> ${t.positionTo}`),
    check(
      'incentive_adjustments_decided',
      sql`(${t.status} = 'NEW') = (${t.decidedBy} IS NULL AND ${t.decidedAt} IS NULL)`,
    ),
    // A month's requests in a scope (summary, detail, approval list), by state.
    index('incentive_adjustments_month_idx').on(t.yearId, t.monthId, t.orgId, t.branchCode, t.status),
    // The detail's and the approval list's pages in their default order (oldest request first), read
    // as a range of the month (of its NEW requests) instead of the whole table's primary key, which
    // grows with every month decided.
    index('incentive_adjustments_month_order_idx').on(t.yearId, t.monthId, t.adjustId),
    index('incentive_adjustments_month_status_idx').on(t.yearId, t.monthId, t.status, t.adjustId),
    // What has been asked of a line already (duplicates, the amount left to move).
    index('incentive_adjustments_line_idx').on(t.trxNumber, t.inventoryItemId),
  ],
);
