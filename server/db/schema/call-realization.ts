/**
 * The realization of each planned visit (spec part 2 sections 2, 3, 7: Call realization row), read
 * by Overview Call Realization of the call-management module.
 *
 * Rows are reports from the field app and never change once approved, so they keep what was true
 * at the visit: the rep's, supervisor's and customer's names as they were then. Each row carries
 * the org and branch of its position, the scope a user sees it in.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { crcHeaders } from './crc';
import {
  accuracyColumn,
  clientIdColumn,
  coordinateColumn,
  deviceSentAtColumn,
  receivedAtColumn,
} from './field-record-columns';
import { branches } from './platform';
import { customers } from './reference';

/**
 * What Overview Call Realization searches in: every text column the row shows but the dates, one
 * per line so that no searched word spans two. Queries must use this same expression for the
 * trigram index to serve them.
 */
export function realizationSearchText(t: {
  branchCode: AnyPgColumn;
  positionCode: AnyPgColumn;
  employeeName: AnyPgColumn;
  supervisorPositionCode: AnyPgColumn;
  supervisorName: AnyPgColumn;
  customerName: AnyPgColumn;
  typePlan: AnyPgColumn;
  visitPlan: AnyPgColumn;
  supervisorNote: AnyPgColumn;
  planStatus: AnyPgColumn;
  visitResult: AnyPgColumn;
  returnNote: AnyPgColumn;
  itemName: AnyPgColumn;
  visitStatus: AnyPgColumn;
  realizationStatus: AnyPgColumn;
}): SQL {
  const parts = [
    t.branchCode,
    t.positionCode,
    t.employeeName,
    t.supervisorPositionCode,
    t.supervisorName,
    t.customerName,
    t.typePlan,
    t.visitPlan,
    t.supervisorNote,
    t.planStatus,
    t.visitResult,
    t.returnNote,
    t.itemName,
    t.visitStatus,
    t.realizationStatus,
  ].map((column) => sql`coalesce(${column}, '')`);
  return sql`(${sql.join(parts, sql` || E'\\n' || `)})`;
}

/**
 * A planned visit and what came of it: the plan as submitted and approved by the supervisor, then
 * the rep's report of the visit (result, returns, an item near its expiry date) and its approval.
 */
export const callRealizations = pgTable(
  'call_realizations',
  {
    realizationId: serial('realization_id').primaryKey(),
    orgId: integer('org_id').notNull(),
    /** AREA_CODE: the position's branch. */
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    positionCode: text('position_code').notNull(),
    employeeName: text('employee_name').notNull(),
    supervisorPositionCode: text('supervisor_position_code').notNull(),
    supervisorName: text('supervisor_name').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** NAMA_RELASI at the visit. */
    customerName: text('customer_name').notNull(),
    /** TYPE_PLAN: FIXED CALL (from the fixed call plan) or UNPLANNED. */
    typePlan: text('type_plan').notNull(),
    /** TANGGAL_CALL_PLAN: the day the visit was planned for. */
    planDate: date('plan_date', { mode: 'string' }).notNull(),
    planSubmittedAt: timestamp('plan_submitted_at', { withTimezone: true }).notNull(),
    planApprovedAt: timestamp('plan_approved_at', { withTimezone: true }),
    /** RENCANA_KUNJUNGAN: what the rep planned to do there. */
    visitPlan: text('visit_plan').notNull(),
    supervisorNote: text('supervisor_note'),
    /** STATUS_CALL_PLAN: SUBMITTED, APPROVED or REJECTED. */
    planStatus: text('plan_status').notNull(),
    /** HASIL_KUNJUNGAN. */
    visitResult: text('visit_result'),
    /** ADA_RETUR: Y or N. */
    hasReturn: text('has_return').notNull().default('N'),
    returnNote: text('return_note'),
    /** ITEM_ED_DEKAT: Y when the rep found an item near its expiry date. */
    nearExpiry: text('near_expiry').notNull().default('N'),
    itemName: text('item_name'),
    quantity: integer('quantity'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** STATUS_VISIT: VISITED or NOT VISITED. */
    visitStatus: text('visit_status').notNull(),
    /** STATUS_CALL_REALISASI: OPEN (not reported yet), SUBMITTED, APPROVED or REJECTED. */
    realizationStatus: text('realization_status').notNull(),
    realizationInputAt: timestamp('realization_input_at', { withTimezone: true }),
    realizationApprovedAt: timestamp('realization_approved_at', { withTimezone: true }),
    /** CRC_HEADERID: the display check made on the visit, whose photos the row's eye opens. */
    crcHeaderId: integer('crc_header_id').references(() => crcHeaders.crcHeaderId),
    // What the field app reported (server/modules/field-app/visit-records.ts); null on rows of the seed.
    clientId: clientIdColumn('call_realizations'),
    /** The rep (EMPLOYEE_ID) who reported it. */
    employeeId: text('employee_id'),
    /** Check-in and check-out as the device's clock read them. */
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    checkInLatitude: coordinateColumn('check_in_latitude'),
    checkInLongitude: coordinateColumn('check_in_longitude'),
    checkInAccuracy: accuracyColumn('check_in_accuracy'),
    checkOutLatitude: coordinateColumn('check_out_latitude'),
    checkOutLongitude: coordinateColumn('check_out_longitude'),
    checkOutAccuracy: accuracyColumn('check_out_accuracy'),
    deviceSentAt: deviceSentAtColumn(),
    receivedAt: receivedAtColumn(),
    /** The client id of the display check made on the visit: crcHeaderId once both have arrived. */
    crcClientId: text('crc_client_id'),
  },
  (t) => [
    // The overview's default order (plan date, newest first) within the caller's scope and the
    // filters: every org, one org, one branch, one position; each an index range read of a page.
    index('call_realizations_date_idx').on(t.planDate, t.realizationId),
    index('call_realizations_org_date_idx').on(t.orgId, t.planDate, t.realizationId),
    index('call_realizations_branch_date_idx').on(t.branchCode, t.planDate, t.realizationId),
    index('call_realizations_position_date_idx').on(t.positionCode, t.planDate, t.realizationId),
    index('call_realizations_search_trgm_idx').using('gin', sql`${realizationSearchText(t)} gin_trgm_ops`),
    check('call_realizations_return', sql`${t.hasReturn} IN ('Y', 'N')`),
    check('call_realizations_near_expiry', sql`${t.nearExpiry} IN ('Y', 'N')`),
    // A display check arriving after its visit finds the visit to link.
    index('call_realizations_crc_client_idx').on(t.crcClientId),
  ],
);
