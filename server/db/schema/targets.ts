/**
 * Monthly sales targets (spec part 2 sections 3, 4, 7): one row per target key (year, month,
 * branch, business line, product line, sub-line, outlet channel group, position, territory geo
 * group) holding head office's recommendation (VALUE_TGT_HO), the branch's own target
 * (VALUE_TGT_CAB, VALUE_TGT_GROSS) and the row's STATUS. A head-office upload writes the
 * recommendation of its keys, a branch upload its own values; neither ever makes a second row for a
 * key (the unique index below).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './platform';
import { businessLines, channelGroups, productLines, productSubLines, territoryGeoGroups } from './reference';

export const targets = pgTable(
  'targets',
  {
    targetId: serial('target_id').primaryKey(),
    tgtYearId: integer('tgt_year_id').notNull(),
    tgtMonthId: integer('tgt_month_id').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branches.branchCode),
    bisnis: text('bisnis')
      .notNull()
      .references(() => businessLines.bisnisCode),
    liniId: text('lini_id')
      .notNull()
      .references(() => productLines.liniId),
    productSubLine: text('product_sub_line')
      .notNull()
      .references(() => productSubLines.subLineCode),
    outletChannelGroup: text('outlet_channel_group')
      .notNull()
      .references(() => channelGroups.channelGroup),
    rolePositionCode: text('role_position_code').notNull(),
    teritoryGeoGroup: text('teritory_geo_group')
      .notNull()
      .references(() => territoryGeoGroups.geoGroup),
    /** Head office's recommendation; 0 for a key only the branch has set. */
    valueTgtHo: numeric('value_tgt_ho', { precision: 18, scale: 2 }).notNull().default('0'),
    /** The branch's target; null until the branch submits its own. */
    valueTgtCab: numeric('value_tgt_cab', { precision: 18, scale: 2 }),
    valueTgtGross: numeric('value_tgt_gross', { precision: 18, scale: 2 }),
    /** NEW, APPROVE or REJECT. */
    status: text('status').notNull().default('NEW'),
    /** Why head office rejected the branch-month (REJECT rows). */
    rejectReason: text('reject_reason'),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('targets_key_idx').on(
      t.tgtYearId,
      t.tgtMonthId,
      t.branchCode,
      t.bisnis,
      t.liniId,
      t.productSubLine,
      t.outletChannelGroup,
      t.rolePositionCode,
      t.teritoryGeoGroup,
    ),
    // A year of summaries per branch-month, and one org's branches.
    index('targets_month_org_idx').on(t.tgtYearId, t.tgtMonthId, t.orgId, t.branchCode),
    index('targets_status_idx').on(t.tgtYearId, t.tgtMonthId, t.branchCode, t.status),
    // Whatever writes a row: a real month, a year of the selects, a known status, no negative target.
    check('targets_month_check', sql`${t.tgtMonthId} BETWEEN 1 AND 12`),
    check('targets_year_check', sql`${t.tgtYearId} BETWEEN 2000 AND 2200`),
    check('targets_status_check', sql`${t.status} IN ('NEW', 'APPROVE', 'REJECT')`),
    check(
      'targets_values_check',
      sql`${t.valueTgtHo} >= 0 AND coalesce(${t.valueTgtCab}, 0) >= 0 AND coalesce(${t.valueTgtGross}, 0) >= 0`,
    ),
  ],
);

/** The reasons a branch target may be deleted for (GET /target/selectReason). */
export const targetDeleteReasons = pgTable('target_delete_reasons', {
  reasonId: serial('reason_id').primaryKey(),
  reasonDesc: text('reason_desc').notNull().unique(),
});
