/**
 * The business line to product mapping (spec part 2 section 3): per salesperson type, principal
 * line and scheme group, from a start date, the business group, target level, mapping level, DOT
 * flag, end date and status. An upload of a key already stored updates it in place.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessLines, productLines } from './reference';

export const bisnisLiniProductMappings = pgTable(
  'bisnis_lini_product_mappings',
  {
    mappingId: serial('mapping_id').primaryKey(),
    slsPersonTypeId: integer('sls_person_type_id').notNull(),
    slsPersonType: text('sls_person_type').notNull(),
    principalLine: text('principal_line')
      .notNull()
      .references(() => productLines.liniId),
    bisnisGroup: text('bisnis_group')
      .notNull()
      .references(() => businessLines.bisnisCode),
    schGroup: text('sch_group').notNull(),
    targetLevel: text('target_level').notNull(),
    mappingLevel: text('mapping_level').notNull(),
    dotFlag: text('dot_flag').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bisnis_lini_product_mappings_key').on(
      t.slsPersonTypeId,
      t.principalLine,
      t.schGroup,
      t.startDate,
    ),
    check('bisnis_lini_product_mappings_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
