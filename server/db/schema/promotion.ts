/**
 * Promotions (spec part 2 section 3: Promotion): an advert (IKLAN) or banner (BANNER) image for the
 * field app, for some employee titles, between two dates. The image lives in object storage under
 * the SHA-256 of its bytes; the row keeps its key, its checked size and the name it was sent as.
 * A delete clears IS_ACTIVE: the row and its image stay for the audit log.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const promotions = pgTable(
  'promotions',
  {
    promotionId: serial('promotion_id').primaryKey(),
    promotionType: text('promotion_type').notNull(),
    promotionDesc: text('promotion_desc').notNull(),
    url: text('url').notNull(),
    /** FILE_NAME: the image's storage key. */
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    isActive: text('is_active').notNull().default('Y'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    userIdUpdate: text('user_id_update').notNull(),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_type', sql`${t.promotionType} IN ('IKLAN', 'BANNER')`),
    check('promotions_active', sql`${t.isActive} IN ('Y', 'N')`),
    check('promotions_dates', sql`${t.endDate} >= ${t.startDate}`),
    // What the field app is shown today: the active promotions whose dates hold it.
    index('promotions_active_idx').on(t.isActive, t.endDate),
  ],
);

/** The titles a promotion is for (promoTitle, TITTLE_CODE). */
export const promotionTitles = pgTable(
  'promotion_titles',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.promotionId),
    tittleCode: text('tittle_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.tittleCode] })],
);
