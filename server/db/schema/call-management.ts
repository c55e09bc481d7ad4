/**
 * Call plans and the working calendar (spec part 2 sections 3 and 7).
 *
 * A fixed call row says: position P visits customer C on day D of week W of a month (YEAR_ID,
 * PERIODE). A master call row says, per position, month and customer, whom to meet (PIC) and in
 * which weeks of each weekday. The calendar holds every date with its day name, its call week
 * (1-4) and whether it is a day off; together with the fixed call plan it answers which customers a
 * position visits on a date. Uploading a month again replaces the month's plan of the positions in
 * the file; the rows replaced are kept in the audit log.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DAY_NAMES_ID } from '../../../common/call-plans';
import { branches } from './platform';

const callMonth = {
  yearId: integer('year_id').notNull(),
  periode: integer('periode').notNull(),
  orgId: integer('org_id').notNull(),
  branchCode: text('branch_code')
    .notNull()
    .references(() => branches.branchCode),
  /** POSITION_DESC of the sheet: the position's code. */
  positionCode: text('position_code').notNull(),
  /** The position's employee type when the plan was uploaded. */
  typeSalesman: text('type_salesman').notNull(),
  customerIdRef: text('customer_id_ref').notNull(),
  userIdUpdate: text('user_id_update'),
  lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The overviews' default order as one text: branch, position and customer, and for the fixed call
 * the weekday (Monday first) and the week, joined by a character no code holds and lower than any
 * it does, compared byte by byte (COLLATE "C") so that PGlite and PostgreSQL order alike and the
 * text orders as the columns would one after the other. One month of a plan holds each key once
 * (the plans' unique keys), so a page of the default order is an index range read of its rows at
 * any depth. Queries must use these same expressions for the indexes to serve them.
 */
const SEPARATOR = sql.raw(`E'\\x01'`);
const orderKeyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` || ${SEPARATOR} || `)}) COLLATE "C"`;

/** A day name's place in the week ('1' for SENIN); a name outside the week stays itself. */
function weekdayPlace(dayName: AnyPgColumn): SQL {
  const days = sql.raw(`ARRAY[${DAY_NAMES_ID.map((d) => `'${d}'`).join(', ')}]::text[]`);
  return sql`coalesce(array_position(${days}, ${dayName})::text, ${dayName})`;
}

export function fixedCallOrderKey(t: {
  branchCode: AnyPgColumn;
  positionCode: AnyPgColumn;
  customerIdRef: AnyPgColumn;
  dayName: AnyPgColumn;
  week: AnyPgColumn;
}): SQL {
  return orderKeyOf([
    sql`${t.branchCode}`,
    sql`${t.positionCode}`,
    sql`${t.customerIdRef}`,
    sql`${weekdayPlace(t.dayName)} || ${t.week}::text`,
  ]);
}

export function masterCallOrderKey(t: {
  branchCode: AnyPgColumn;
  positionCode: AnyPgColumn;
  customerIdRef: AnyPgColumn;
}): SQL {
  return orderKeyOf([sql`${t.branchCode}`, sql`${t.positionCode}`, sql`${t.customerIdRef}`]);
}

/**
 * What an overview's search looks in, but LAST_UPDATE: every column of its own the row shows, one
 * per line so that no searched word spans two. LAST_UPDATE is left out because its text follows
 * the session's time zone, which an index expression cannot; only a word of digits, '-' and ':'
 * can lie in it, and the search looks there for those alone. Queries must use these same
 * expressions for the trigram indexes to serve them.
 */
const searchTextOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` || E'\\n' || `)})`;

interface PlanColumns {
  yearId: AnyPgColumn;
  periode: AnyPgColumn;
  branchCode: AnyPgColumn;
  positionCode: AnyPgColumn;
  typeSalesman: AnyPgColumn;
  customerIdRef: AnyPgColumn;
  userIdUpdate: AnyPgColumn;
}

const identityTexts = (t: PlanColumns) => [
  sql`${t.yearId}::text`,
  sql`${t.periode}::text`,
  sql`${t.branchCode}`,
  sql`${t.positionCode}`,
  sql`${t.typeSalesman}`,
  sql`${t.customerIdRef}`,
];
const auditText = (t: PlanColumns) => sql`coalesce(${t.userIdUpdate}, '')`;

export function fixedCallSearchText(
  t: PlanColumns & { dayName: AnyPgColumn; frequency: AnyPgColumn; week: AnyPgColumn },
): SQL {
  return searchTextOf([
    ...identityTexts(t),
    sql`${t.dayName}`,
    sql`${t.frequency}::text`,
    sql`${t.week}::text`,
    auditText(t),
  ]);
}

const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export function masterCallSearchText(
  t: PlanColumns & Record<'picName' | 'picTelp' | 'notes' | (typeof WEEKDAY_COLUMNS)[number], AnyPgColumn>,
): SQL {
  return searchTextOf([
    ...identityTexts(t),
    sql`${t.picName}`,
    sql`${t.picTelp}`,
    ...WEEKDAY_COLUMNS.map((day) => sql`${t[day]}`),
    sql`${t.notes}`,
    auditText(t),
  ]);
}

export const fixedCallPlans = pgTable(
  'fixed_call_plans',
  {
    fixedCallId: serial('fixed_call_id').primaryKey(),
    ...callMonth,
    /** SENIN … MINGGU. */
    dayName: text('day_name').notNull(),
    frequency: integer('frequency').notNull(),
    week: integer('week').notNull(),
  },
  (t) => [
    uniqueIndex('fixed_call_plans_key').on(
      t.yearId,
      t.periode,
      t.positionCode,
      t.customerIdRef,
      t.dayName,
      t.week,
    ),
    // A page of the overview in its default order: of every branch, and of one branch (which also
    // serves the month of one branch).
    index('fixed_call_plans_month_order_idx').on(t.yearId, t.periode, fixedCallOrderKey(t)),
    index('fixed_call_plans_branch_order_idx').on(t.branchCode, t.yearId, t.periode, fixedCallOrderKey(t)),
    // The overview's search (fixedCallSearchText), and the plan rows of the customers whose name
    // holds a searched word, of one month.
    index('fixed_call_plans_search_trgm_idx').using('gin', sql`${fixedCallSearchText(t)} gin_trgm_ops`),
    index('fixed_call_plans_customer_month_idx').on(t.customerIdRef, t.yearId, t.periode),
    check('fixed_call_plans_week', sql`${t.week} BETWEEN 1 AND 4`),
    check('fixed_call_plans_frequency', sql`${t.frequency} >= 1`),
    check('fixed_call_plans_periode', sql`${t.periode} BETWEEN 1 AND 12`),
  ],
);

export const masterCallPlans = pgTable(
  'master_call_plans',
  {
    masterCallId: serial('master_call_id').primaryKey(),
    ...callMonth,
    picName: text('pic_name').notNull().default(''),
    picTelp: text('pic_telp').notNull().default(''),
    /** Per weekday the weeks of the visits, '1,3' ('' for none). */
    monday: text('monday').notNull().default(''),
    tuesday: text('tuesday').notNull().default(''),
    wednesday: text('wednesday').notNull().default(''),
    thursday: text('thursday').notNull().default(''),
    friday: text('friday').notNull().default(''),
    saturday: text('saturday').notNull().default(''),
    notes: text('notes').notNull().default(''),
  },
  (t) => [
    uniqueIndex('master_call_plans_key').on(t.yearId, t.periode, t.positionCode, t.customerIdRef),
    index('master_call_plans_month_order_idx').on(t.yearId, t.periode, masterCallOrderKey(t)),
    index('master_call_plans_branch_order_idx').on(t.branchCode, t.yearId, t.periode, masterCallOrderKey(t)),
    index('master_call_plans_search_trgm_idx').using('gin', sql`${masterCallSearchText(t)} gin_trgm_ops`),
    index('master_call_plans_customer_month_idx').on(t.customerIdRef, t.yearId, t.periode),
    check('master_call_plans_periode', sql`${t.periode} BETWEEN 1 AND 12`),
  ],
);

export const callCalendar = pgTable(
  'call_calendar',
  {
    fullDate: date('full_date', { mode: 'string' }).primaryKey(),
    yearId: integer('year_id').notNull(),
    monthId: integer('month_id').notNull(),
    dayName: text('day_name').notNull(),
    weekCall: integer('week_call').notNull(),
    isDaysOff: boolean('is_days_off').notNull(),
    userIdUpdate: text('user_id_update'),
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_calendar_month_idx').on(t.yearId, t.monthId),
    check('call_calendar_week', sql`${t.weekCall} BETWEEN 1 AND 4`),
  ],
);
