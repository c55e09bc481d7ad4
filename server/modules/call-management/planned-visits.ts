/**
 * What a fixed call plan means on dates: a plan row says "position P visits customer C on day D of
 * week W of a month", and the calendar says which dates are working days and in which call week
 * (WEEK_CALL) each lies. A position visits on a date the customers of the plan rows of the date's
 * month whose day is the date's weekday and whose week is the date's call week; on a day off, or a
 * date the calendar lacks, it visits no one.
 */

import { alias } from 'drizzle-orm/pg-core';
import { parseCalendarDate } from '../../../common/call-plans';
import type { CalendarDay, PlannedVisit, VisitDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { callCalendar, customers, fixedCallPlans, roles } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { AppError } from '../../platform/errors';
import { foundInScope, type Scope } from '../../platform/scope';
import { calendarDayFields, calendarDay as d } from './calendar';

/** The position asked for: it must exist and lie in the caller's scope (404 for either). */
async function plannedPosition(db: Db, scope: Scope, code: string): Promise<string> {
  const [found] = await rows<{ code: string; orgId: number; branchCode: string }>(
    db,
    sql`SELECT ${roles.rolePositionCode} AS "code", ${roles.orgId} AS "orgId", ${roles.branchCode} AS "branchCode"
        FROM ${roles} WHERE ${roles.rolePositionCode} = ${code.trim().toUpperCase()}`,
  );
  return foundInScope(
    scope,
    found,
    (position) => position,
    () => new AppError(messages.positionNotFound(code), 'NOT_FOUND'),
  ).code;
}

const f = alias(fixedCallPlans, 'f');
const c = alias(customers, 'c');

/** A visit of the plan `f` with its customer `c`, as the calls answer it. */
const visitFields = sql`${f.customerIdRef} AS "CUSTOMERID_REF", coalesce(${c.customerName}, '') AS "CUSTOMER_NAME",
  ${f.frequency} AS "FREQUENCY"`;

/** The plan rows of one position and month, with their customers' names. */
const planOfMonth = (position: string, year: number, month: number) =>
  sql`${tableAs(fixedCallPlans, f)} LEFT JOIN ${tableAs(customers, c)} ON ${c.customerIdRef} = ${f.customerIdRef}
      WHERE ${f.positionCode} = ${position} AND ${f.yearId} = ${year} AND ${f.periode} = ${month}`;

/** The customers the position visits on a date (YYYY-MM-DD), and the calendar's day of it. */
export async function plannedVisits(
  db: Db,
  scope: Scope,
  positionCode: string,
  isoDate: string,
): Promise<{ day: CalendarDay | null; visits: PlannedVisit[] }> {
  const position = await plannedPosition(db, scope, positionCode);
  const date = parseCalendarDate(isoDate);
  // 2026-02-30 has the shape of a date but is none: the calendar cannot hold it.
  if (!date) return { day: null, visits: [] };
  const [day] = await rows<CalendarDay>(
    db,
    sql`SELECT ${calendarDayFields} FROM ${tableAs(callCalendar, d)} WHERE ${d.fullDate} = ${isoDate}::date`,
  );
  if (!day || day.IS_DAYS_OFF === 'Y') return { day: day ?? null, visits: [] };
  const visits = await rows<PlannedVisit>(
    db,
    sql`SELECT ${visitFields} FROM ${planOfMonth(position, date.year, date.month)}
          AND ${f.dayName} = ${day.DAY} AND ${f.week} = ${day.WEEK}
        ORDER BY "CUSTOMER_NAME", ${f.customerIdRef}`,
  );
  return { day, visits };
}

/**
 * One position's month as calendar days, each with its visits (none on a day off). Two queries
 * whatever the month's length: the days, and the month's plan rows grouped by weekday and week,
 * which every working day of that weekday and call week shares.
 */
export async function visitCalendar(
  db: Db,
  scope: Scope,
  positionCode: string,
  year: number,
  month: number,
): Promise<VisitDay[]> {
  const position = await plannedPosition(db, scope, positionCode);
  const [days, planned] = await Promise.all([
    rows<CalendarDay>(
      db,
      sql`SELECT ${calendarDayFields} FROM ${tableAs(callCalendar, d)}
          WHERE ${d.yearId} = ${year} AND ${d.monthId} = ${month} ORDER BY ${d.fullDate}`,
    ),
    rows<PlannedVisit & { day: string; week: number }>(
      db,
      sql`SELECT ${f.dayName} AS "day", ${f.week} AS "week", ${visitFields}
          FROM ${planOfMonth(position, year, month)}
          ORDER BY "CUSTOMER_NAME", ${f.customerIdRef}`,
    ),
  ]);
  const bySlot = new Map<string, PlannedVisit[]>();
  for (const { day, week, ...visit } of planned) {
    const slot = `${day}|${week}`;
    const list = bySlot.get(slot);
    if (list) list.push(visit);
    else bySlot.set(slot, [visit]);
  }
  return days.map((d) => ({
    ...d,
    VISITS: d.IS_DAYS_OFF === 'Y' ? [] : (bySlot.get(`${d.DAY}|${d.WEEK}`) ?? []),
  }));
}
