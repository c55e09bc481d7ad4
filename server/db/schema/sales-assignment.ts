/**
 * Sales assignments (spec part 1 sections 3, 5, 7): which position serves which customer for which
 * business line and type description, from a start to an end date.
 *
 * Rows are history. An edit of dates alone changes the row in place (audited with before and
 * after); an edit of who serves the customer ends the row the day before the new start and adds a
 * new row under the same ASSIGMENT_NUMBER, so the overview and the audit log both still show who
 * served the customer before (server/modules/sales-assignment/assignments.ts).
 *
 * The customer's reference and name and the position's org and branch are kept on the row as they
 * were at mapping time: the spec's calls send the name with every write, the overview sorts and
 * searches them over 300,000 rows through the indexes below, and scope filters need no join.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches } from './platform';
import { businessLines, businessTypeDescs, customers } from './reference';

/** ASSIGMENT_NUMBER: one number per customer-business-type mapping, kept across its history rows. */
export const assignmentNumberSeq = pgSequence('sales_assignment_number_seq', { startWith: 1 });

export const salesAssignments = pgTable(
  'sales_assignments',
  {
    assignmentMapId: serial('assignment_map_id').primaryKey(),
    /** The spec's spelling. */
    assigmentNumber: text('assigment_number').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    customerIdRef: text('customer_id_ref').notNull(),
    customerName: text('customer_name').notNull(),
    bisnis: text('bisnis')
      .notNull()
      .references(() => businessLines.bisnisCode),
    typeDesc: text('type_desc').notNull(),
    /** The role position serving the customer (roles.role_position_code). */
    positionCode: text('position_code').notNull(),
    /** A second position helping on the customer, or NA. */
    addSalesmanPosition: text('add_salesman_position').notNull().default('NA'),
    /** The position's org and branch (BRANCH_CODE_POSITION): the scope of the row. */
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.bisnis, t.typeDesc],
      foreignColumns: [businessTypeDescs.bisnisCode, businessTypeDescs.typeDesc],
    }),
    // Overlap checks and "who serves this customer today" (unmapped list, listTypeDesc).
    index('sales_assignments_customer_idx').on(t.customerId, t.bisnis, t.typeDesc, t.endDate),
    // The overview's sortable columns, each with the id that breaks ties (keyset paging).
    index('sales_assignments_position_idx').on(t.positionCode, t.assignmentMapId),
    index('sales_assignments_number_idx').on(t.assigmentNumber, t.assignmentMapId),
    index('sales_assignments_ref_idx').on(t.customerIdRef, t.assignmentMapId),
    index('sales_assignments_name_idx').on(t.customerName, t.assignmentMapId),
    index('sales_assignments_start_idx').on(t.startDate, t.assignmentMapId),
    index('sales_assignments_end_idx').on(t.endDate, t.assignmentMapId),
    // A branch's overview in its default order.
    index('sales_assignments_scope_idx').on(t.orgId, t.branchCode, t.assignmentMapId),
    // The overview's search: customer reference, customer name, position.
    index('sales_assignments_search_trgm_idx').using(
      'gin',
      sql`(${t.customerIdRef} || ' ' || ${t.customerName} || ' ' || ${t.positionCode}) gin_trgm_ops`,
    ),
  ],
);

/** The text the overview's search looks in: the expression of the trigram index above. */
export const assignmentSearchText = (t: typeof salesAssignments) =>
  sql`(${t.customerIdRef} || ' ' || ${t.customerName} || ' ' || ${t.positionCode})`;
