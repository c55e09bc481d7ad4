/**
 * Location scans (spec part 1 sections 3, 7: Overview Location Relasi): a sales rep at a customer
 * tags where the customer is, with a near and a far photo and a note. Rows are history: a customer
 * scanned again keeps its earlier scans; the overview shows the latest one.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  accuracyColumn,
  clientIdColumn,
  coordinateColumn,
  deviceSentAtColumn,
  receivedAtColumn,
} from './field-record-columns';
import { branches } from './platform';
import { customers, photos } from './reference';

export const customerGeotags = pgTable(
  'customer_geotags',
  {
    geotagId: serial('geotag_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    /** The customer's org and branch when scanned: the scope of the row. */
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    latitude: coordinateColumn('latitude').notNull(),
    longitude: coordinateColumn('longitude').notNull(),
    note: text('note'),
    /** TD: the near photo. */
    nearPhotoKey: text('near_photo_key').references(() => photos.photoKey),
    /** TJ: the far photo. */
    farPhotoKey: text('far_photo_key').references(() => photos.photoKey),
    /** USER_ID_UPDATE: who scanned. */
    scannedBy: text('scanned_by').notNull(),
    /** LAST_UPDATE: when. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    // What the field app reported (server/modules/field-app/location-scan-records.ts); null on seed rows.
    clientId: clientIdColumn('customer_geotags'),
    employeeId: text('employee_id'),
    accuracy: accuracyColumn(),
    deviceSentAt: deviceSentAtColumn(),
    receivedAt: receivedAtColumn(),
  },
  (t) => [
    // The latest scan per customer of a branch (DISTINCT ON customer, newest first).
    index('customer_geotags_branch_customer_idx').on(
      t.branchCode,
      t.customerId,
      sql`${t.scannedAt} DESC`,
      sql`${t.geotagId} DESC`,
    ),
    // Overview Location Relasi pages newest first (scanned_at, geotag_id) within the caller's
    // scope: of every org, of one org, and of one branch, each an index range read of its page.
    index('customer_geotags_time_idx').on(sql`${t.scannedAt} DESC`, sql`${t.geotagId} DESC`),
    index('customer_geotags_org_time_idx').on(t.orgId, sql`${t.scannedAt} DESC`, sql`${t.geotagId} DESC`),
    index('customer_geotags_branch_time_idx').on(
      t.branchCode,
      sql`${t.scannedAt} DESC`,
      sql`${t.geotagId} DESC`,
    ),
    // The big map's view (its bounds): the scans within a latitude band, their longitude read in
    // the index, so panning reads about the scans in view instead of the whole scope.
    index('customer_geotags_place_idx').on(t.latitude, t.longitude),
  ],
);
