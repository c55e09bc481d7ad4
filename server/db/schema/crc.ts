/**
 * Display checks (CRC) the field force made on its visits, with their photos (spec part 2 section 3:
 * CRC record).
 *
 * Rows are reports from the field app and never change, so they keep what was true at the visit:
 * the rep's and customer's names as they were then (a rep who moves on, or a customer renamed
 * later, does not rewrite what was reported). Each row carries the org and branch of its position,
 * the scope a user sees it in.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  accuracyColumn,
  clientIdColumn,
  coordinateColumn,
  deviceSentAtColumn,
  receivedAtColumn,
} from './field-record-columns';
import { branches } from './platform';
import { customers, photos } from './reference';

/** Display types of a CRC photo (spec part 2 section 3). */
export const DISPLAY_TYPES = [
  'VisibilityTATD',
  'VisibilityTATJ',
  'VisibilityTCTD',
  'VisibilityTCTJ',
  'VisibilityATD',
  'VisibilityATJ',
  'Visibility',
] as const;

/** A display check of one customer by one position on one day, for one product group. */
export const crcHeaders = pgTable(
  'crc_headers',
  {
    /** CRC_HEADERID. */
    crcHeaderId: serial('crc_header_id').primaryKey(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    positionCode: text('position_code').notNull(),
    /** SALESREP_EMPLOYEE_NAME at the visit. */
    employeeName: text('employee_name').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** CUSTOMER_NAME at the visit. */
    customerName: text('customer_name').notNull(),
    /** CUSTOMER_OUTLET: the outlet's kind (its category of business). */
    customerOutlet: text('customer_outlet').notNull(),
    /**
     * DATE_CRC: when the check was made, to the second: the viewer shows it to the second and
     * pages by it, so the shown value is the stored one.
     */
    dateCrc: timestamp('date_crc', { withTimezone: true, precision: 0 }).notNull(),
    /** DATE_PLAN: the planned visit it was made on. */
    datePlan: date('date_plan', { mode: 'string' }).notNull(),
    /** PRODUCT_GROUP_CODE: the business (Bisnis) whose display was checked. */
    productGroupCode: text('product_group_code').notNull(),
    /** SUB_LINE_DESC: the product line on display. */
    subLineDesc: text('sub_line_desc').notNull(),
    /** IS_ACRYLIC: the display stands in the distributor's acrylic rack. */
    isAcrylic: text('is_acrylic').notNull(),
    // What the field app reported (server/modules/field-app/crc-records.ts); null on seed rows.
    clientId: clientIdColumn('crc_headers'),
    employeeId: text('employee_id'),
    latitude: coordinateColumn('latitude'),
    longitude: coordinateColumn('longitude'),
    accuracy: accuracyColumn(),
    deviceSentAt: deviceSentAtColumn(),
    receivedAt: receivedAtColumn(),
  },
  (t) => [
    // The viewer's table, newest first, in the caller's scope: every org, one org, one branch,
    // one position (also the card grid's position).
    index('crc_headers_time_idx').on(t.dateCrc, t.crcHeaderId),
    index('crc_headers_org_time_idx').on(t.orgId, t.dateCrc, t.crcHeaderId),
    index('crc_headers_branch_time_idx').on(t.branchCode, t.dateCrc, t.crcHeaderId),
    index('crc_headers_position_time_idx').on(t.positionCode, t.dateCrc, t.crcHeaderId),
    check('crc_headers_acrylic', sql`${t.isAcrylic} IN ('Y', 'N')`),
  ],
);

/** One photo of a display check: its display type and the photo (photos, kind CRC). */
export const crcDisplays = pgTable(
  'crc_displays',
  {
    /** CRC_DISPLAYID. */
    crcDisplayId: serial('crc_display_id').primaryKey(),
    crcHeaderId: integer('crc_header_id')
      .notNull()
      .references(() => crcHeaders.crcHeaderId, { onDelete: 'cascade' }),
    displayType: text('display_type').notNull(),
    /** ATTACHMENT_FILE: the photo's key. */
    photoKey: text('photo_key')
      .notNull()
      .references(() => photos.photoKey),
    /** FILENAME: the file's name as the app sent it. */
    fileName: text('file_name').notNull(),
  },
  (t) => [index('crc_displays_header_idx').on(t.crcHeaderId, t.crcDisplayId)],
);
