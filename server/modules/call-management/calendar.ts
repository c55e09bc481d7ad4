/**
 * The working calendar (spec part 2 sections 5 and 7): head office uploads days, everyone reads a
 * year of them. The calendar decides which dates are working days and in which call week each lies,
 * so it is what turns a fixed call plan into visits on dates (planned-visits.ts).
 *
 * A day turned off is only marked off: the fixed call plans that named its weekday and week stay
 * as they are, and the planned visits of that date simply come out empty. Turning it back on brings
 * them back, with nothing to restore.
 */
import type { z } from 'zod';
import {
  calendarRowReason,
  holidayFlag,
  isoOfCalendarDate,
  parseCalendarDate,
  weekOf,
} from '../../../common/call-plans';
import type { CalendarDay, calendarSent } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { FIRST_DATA_ROW } from '../../platform/import';
import { isHeadOffice } from '../../platform/scope';

export type CalendarSent = z.output<typeof calendarSent>;

/** A calendar day as stored. */
interface CalendarRow {
  full_date: string;
  year_id: number;
  month_id: number;
  day_name: string;
  week_call: number;
  is_days_off: boolean;
}

/**
 * The day a sent row stores, or the reason it cannot be stored. The screen has checked the row
 * already, but what it says (isValid, Reason) is not trusted: the same rules run again here.
 */
function checkedDay(sent: CalendarSent): CalendarRow | string {
  const reason = calendarRowReason({
    date: sent.Date,
    day: sent.Day,
    week: String(sent.Week),
    holiday: sent.IsDaysOff,
  });
  if (reason !== '') return reason;
  const date = parseCalendarDate(sent.Date);
  const week = weekOf(String(sent.Week));
  const flag = holidayFlag(sent.IsDaysOff);
  // calendarRowReason has accepted all three; the checks narrow the types.
  if (!date || week === undefined || flag === undefined) return messages.reasonCalendarDate;
  if (sent.MonthID !== date.month || sent.YearID !== date.year) return messages.reasonCalendarMonthYear;
  return {
    full_date: isoOfCalendarDate(date),
    year_id: date.year,
    month_id: date.month,
    day_name: sent.Day.trim().toUpperCase(),
    week_call: week,
    is_days_off: flag === 'Y',
  };
}

/**
 * Every row checked, in sheet order: the first that fails refuses the whole upload, naming its sheet
 * row (the header is row 1), so that nothing of a half-right calendar is stored.
 */
export function checkedCalendar(sent: readonly CalendarSent[]): CalendarRow[] {
  const days: CalendarRow[] = [];
  const seen = new Set<string>();
  sent.forEach((row, i) => {
    const day = checkedDay(row);
    const reason =
      typeof day === 'string' ? day : seen.has(day.full_date) ? messages.reasonCalendarTwice : '';
    if (reason !== '' || typeof day === 'string')
      throw rule(messages.calendarRowRefused(i + FIRST_DATA_ROW, reason));
    seen.add(day.full_date);
    days.push(day);
  });
  return days;
}

/**
 * Stores the days (head office only), a date uploaded again replacing the stored one, in one
 * statement: the days read before the write, the upsert, and an audit entry (before and after) for
 * every day that is new or changed. A day uploaded as it already was is left untouched, so its
 * last change keeps its author. Answers how many days the upload holds.
 */
export async function uploadCalendar(ctx: CallContext, sent: readonly CalendarSent[]): Promise<number> {
  if (!isHeadOffice(ctx.scope)) throw new AppError(messages.calendarHeadOfficeOnly, 'FORBIDDEN');
  const days = checkedCalendar(sent);
  await ctx.db.execute(sql`
    WITH incoming AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb)
        AS x(full_date date, year_id int, month_id int, day_name text, week_call int, is_days_off boolean)
    ),
    previous AS (
      SELECT c.full_date, to_jsonb(c) AS snapshot
      FROM call_calendar c JOIN incoming i ON i.full_date = c.full_date
    ),
    saved AS (
      INSERT INTO call_calendar AS c (full_date, year_id, month_id, day_name, week_call, is_days_off, user_id_update)
      SELECT i.full_date, i.year_id, i.month_id, i.day_name, i.week_call, i.is_days_off, ${ctx.user.USER_ID}
      FROM incoming i
      ON CONFLICT (full_date) DO UPDATE SET year_id = EXCLUDED.year_id, month_id = EXCLUDED.month_id,
        day_name = EXCLUDED.day_name, week_call = EXCLUDED.week_call, is_days_off = EXCLUDED.is_days_off,
        user_id_update = EXCLUDED.user_id_update, last_update = now()
      WHERE (c.day_name, c.week_call, c.is_days_off)
        IS DISTINCT FROM (EXCLUDED.day_name, EXCLUDED.week_call, EXCLUDED.is_days_off)
      RETURNING c.full_date, to_jsonb(c) AS snapshot
    )
    INSERT INTO audit_log (user_id, action, entity, entity_id, before, after, request_id)
    SELECT ${ctx.user.USER_ID}, 'upload', 'calendar-day', to_char(s.full_date, 'YYYY-MM-DD'),
      p.snapshot, s.snapshot, ${ctx.requestId}
    FROM saved s LEFT JOIN previous p ON p.full_date = s.full_date`);
  return days.length;
}

/** The years the calendar holds and the current year (the screen's default), ascending. */
export async function calendarYears(db: Db, currentYear: number): Promise<{ YEAR: number }[]> {
  const stored = await rows<{ year: number }>(
    db,
    sql`SELECT DISTINCT year_id AS year FROM call_calendar ORDER BY year_id`,
  );
  const years = new Set([...stored.map((r) => r.year), currentYear]);
  return [...years].sort((a, b) => a - b).map((YEAR) => ({ YEAR }));
}

/** A calendar day `c` as the calls answer it. */
export const calendarDayFields = sql`c.year_id AS "YEARID", c.month_id AS "MONTHID", c.week_call AS "WEEK",
  c.day_name AS "DAY", CASE WHEN c.is_days_off THEN 'Y' ELSE 'N' END AS "IS_DAYS_OFF",
  to_char(c.full_date, 'YYYY-MM-DD') AS "DATE"`;

/** Every stored day of a year, in date order. */
export function calendarOfYear(db: Db, year: number): Promise<CalendarDay[]> {
  return rows<CalendarDay>(
    db,
    sql`SELECT ${calendarDayFields} FROM call_calendar c WHERE c.year_id = ${year} ORDER BY c.full_date`,
  );
}
