/**
 * The rep's day as the app downloads it each morning: today's planned visits and the rep's
 * customers. Planned visits follow the call plans and the working calendar as Call Management
 * reads them: the fixed call plan's rows of the month whose weekday and week are today's (its
 * calendar's day name and WEEK_CALL), and the master call plan's rows whose column of today's
 * weekday holds today's call week ('1,3'); nobody on a day off or a day the calendar lacks.
 *
 * Every read is of the rep's positions today (FieldRep.positions) and of customers of the rep's
 * org and branch: a plan row naming another branch's customer is not answered. Each is a range of
 * the plans' unique keys (year, month, position, …) and primary-key reads of the customers, so a
 * rep's download costs the same with 3,615 reps as with ten.
 */

import { alias } from 'drizzle-orm/pg-core';
import { DAY_NAMES_ID, MASTER_CALL_DAY_COLUMNS } from '../../../common/call-plans';
import type { FieldCustomer, FieldVisit } from '../../../common/contract/field-app';
import { type Db, rows, sql } from '../../db/client';
import { callCalendar, customers, fixedCallPlans, masterCallPlans } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { type FieldRep, positionsParam } from '../../platform/field-rep';
import { decodeCursor, encodeCursor } from '../../platform/list/cursor';

const f = alias(fixedCallPlans, 'f');
const mc = alias(masterCallPlans, 'mc');
const c = alias(customers, 'c');

/** The customer columns every answer of the app carries. */
const customerColumns = sql`${c.customerId} AS "CUSTOMER_ID", ${c.customerIdRef} AS "CUSTOMERID_REF",
  ${c.customerName} AS "CUSTOMER_NAME", ${c.address} AS "ADDRESS", ${c.city} AS "CITY",
  ${c.salesChannel} AS "SALES_CHANNEL",
  ${c.latitude}::float8 AS "LATITUDE", ${c.longitude}::float8 AS "LONGITUDE"`;

/** The customer `c` is of the rep's org and branch. */
const ofRepsBranch = (rep: FieldRep) =>
  sql`${c.orgId} = ${rep.orgId} AND ${c.branchCode} = ${rep.branchCode}`;

export interface RepDay {
  DATE: string;
  DAY: string | null;
  WEEK: number | null;
  IS_DAYS_OFF: boolean;
  POSITIONS: string[];
  VISITS: FieldVisit[];
}

/** The master plan's column of a calendar day name (SENIN → monday); none for MINGGU. */
function masterColumnOf(dayName: string) {
  const place = (DAY_NAMES_ID as readonly string[]).indexOf(dayName);
  const column = MASTER_CALL_DAY_COLUMNS[place];
  if (!column) return undefined;
  const key = column.toLowerCase() as Lowercase<typeof column>;
  return mc[key];
}

/** Today's planned visits of the rep's positions. */
export async function repDay(db: Db, rep: FieldRep): Promise<RepDay> {
  const [day] = await rows<{ date: string; dayName: string; week: number; off: boolean }>(
    db,
    sql`SELECT current_date::text AS "date", ${callCalendar.dayName} AS "dayName",
          ${callCalendar.weekCall} AS "week", ${callCalendar.isDaysOff} AS "off"
        FROM (SELECT 1) one LEFT JOIN ${callCalendar} ON ${callCalendar.fullDate} = current_date`,
  );
  const date = day?.date ?? '';
  const base = { DATE: date, POSITIONS: rep.positions };
  if (!day?.dayName) return { ...base, DAY: null, WEEK: null, IS_DAYS_OFF: false, VISITS: [] };
  const calendarDay = { DAY: day.dayName, WEEK: Number(day.week), IS_DAYS_OFF: day.off };
  if (day.off || rep.positions.length === 0) return { ...base, ...calendarDay, VISITS: [] };

  const positions = positionsParam(rep);
  const year = sql`extract(year from current_date)::int`;
  const month = sql`extract(month from current_date)::int`;
  const masterColumn = masterColumnOf(day.dayName);
  // The master plan's weeks of the weekday, '1,3': the call week is one of them.
  const masterToday = masterColumn
    ? sql`${calendarDay.WEEK}::text = ANY(string_to_array(replace(${masterColumn}, ' ', ''), ','))`
    : sql`false`;
  const visits = await rows<FieldVisit>(
    db,
    sql`WITH fixed AS (
          SELECT ${f.positionCode} AS position, ${f.customerIdRef} AS ref, max(${f.frequency}) AS frequency
          FROM ${tableAs(fixedCallPlans, f)}
          WHERE ${f.yearId} = ${year} AND ${f.periode} = ${month} AND ${f.positionCode} = ANY(${positions})
            AND ${f.dayName} = ${calendarDay.DAY} AND ${f.week} = ${calendarDay.WEEK}
          GROUP BY 1, 2),
        master AS (
          SELECT ${mc.positionCode} AS position, ${mc.customerIdRef} AS ref, ${mc.picName} AS pic_name,
                 ${mc.picTelp} AS pic_telp, ${mc.notes} AS notes, ${masterToday} AS today
          FROM ${tableAs(masterCallPlans, mc)}
          WHERE ${mc.yearId} = ${year} AND ${mc.periode} = ${month} AND ${mc.positionCode} = ANY(${positions})),
        planned AS (
          SELECT position, ref FROM fixed UNION SELECT position, ref FROM master WHERE today)
        SELECT p.position AS "POSITION_CODE", ${customerColumns},
          (fixed.ref IS NOT NULL) AS "IN_FIXED_PLAN", coalesce(master.today, false) AS "IN_MASTER_PLAN",
          fixed.frequency AS "FREQUENCY", coalesce(master.pic_name, '') AS "PIC_NAME",
          coalesce(master.pic_telp, '') AS "PIC_TELP", coalesce(master.notes, '') AS "NOTES"
        FROM planned p
        JOIN ${tableAs(customers, c)} ON ${c.customerIdRef} = p.ref
        LEFT JOIN fixed ON fixed.position = p.position AND fixed.ref = p.ref
        LEFT JOIN master ON master.position = p.position AND master.ref = p.ref
        WHERE ${ofRepsBranch(rep)}
        ORDER BY ${c.customerName}, ${c.customerIdRef}, p.position`,
  );
  return { ...base, ...calendarDay, VISITS: visits };
}

/** What signs the customers list's cursors: a cursor of another list is refused. */
const CUSTOMERS_BINDING = 'field-app/customers:customer_id_ref';
const customersOrder = {
  field: 'CUSTOMERID_REF',
  dir: 'asc' as const,
  textId: true,
  binding: CUSTOMERS_BINDING,
};

/**
 * One page of the rep's customers, by CUSTOMERID_REF: this month's plans of the rep's positions
 * (both plans' unique keys), the customers by their unique reference, after the page before's last.
 */
export async function repCustomers(
  db: Db,
  rep: FieldRep,
  page: { after?: string | undefined; limit: number },
): Promise<{ rows: FieldCustomer[]; next: string | null }> {
  const after =
    page.after === undefined ? undefined : String(decodeCursor(page.after, 'after', customersOrder).value);
  if (rep.positions.length === 0) return { rows: [], next: null };
  const positions = positionsParam(rep);
  const year = sql`extract(year from current_date)::int`;
  const month = sql`extract(month from current_date)::int`;
  const found = await rows<FieldCustomer>(
    db,
    sql`SELECT ${customerColumns}
        FROM ${tableAs(customers, c)}
        WHERE ${c.customerIdRef} IN (
            SELECT ${f.customerIdRef} FROM ${tableAs(fixedCallPlans, f)}
            WHERE ${f.yearId} = ${year} AND ${f.periode} = ${month} AND ${f.positionCode} = ANY(${positions})
            UNION
            SELECT ${mc.customerIdRef} FROM ${tableAs(masterCallPlans, mc)}
            WHERE ${mc.yearId} = ${year} AND ${mc.periode} = ${month} AND ${mc.positionCode} = ANY(${positions}))
          AND ${ofRepsBranch(rep)}
          ${after === undefined ? sql`` : sql`AND ${c.customerIdRef} COLLATE "C" > ${after}`}
        ORDER BY ${c.customerIdRef} COLLATE "C"
        LIMIT ${page.limit + 1}`,
  );
  const more = found.length > page.limit;
  const shown = more ? found.slice(0, page.limit) : found;
  const last = shown.at(-1);
  const next =
    more && last
      ? encodeCursor(
          { ...customersOrder, value: last.CUSTOMERID_REF, id: last.CUSTOMERID_REF },
          CUSTOMERS_BINDING,
        )
      : null;
  return { rows: shown, next };
}
