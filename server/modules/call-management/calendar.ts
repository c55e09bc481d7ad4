/**
 * The working calendar (spec part 2 sections 5 and 7): head office uploads days, everyone reads a
 * year of them. The calendar decides which dates are working days and in which call week each lies,
 * so it is what turns a fixed call plan into visits on dates (planned-visits.ts).
 *
 * A day turned off is only marked off: the fixed call plans that named its weekday and week stay
 * as they are, and the planned visits of that date simply come out empty. Turning it back on brings
 * them back, with nothing to restore.
 */
import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { callCalendar } from '../../db/schema';
import { bare, columnNames, excluded, tableAs } from '../../db/typed-sql';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import {
  type CheckedUpload,
  type CommitPlan,
  checkUpload,
  type StagedRows,
  submitUpload,
  uniqueInBatch,
} from '../../platform/import';
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

/** The columns a day is staged with. */
type DayColumn = 'FULL_DATE' | 'YEAR_ID' | 'MONTH_ID' | 'DAY_NAME' | 'WEEK_CALL' | 'DAYS_OFF';

/** A day as staged: its stored values as text (a row that failed its checks has none). */
function stagedDay(day: CalendarRow | string): Partial<Record<DayColumn, string>> {
  if (typeof day === 'string') return { FULL_DATE: '' };
  return {
    FULL_DATE: day.full_date,
    YEAR_ID: String(day.year_id),
    MONTH_ID: String(day.month_id),
    DAY_NAME: day.day_name,
    WEEK_CALL: String(day.week_call),
    DAYS_OFF: day.is_days_off ? 'Y' : 'N',
  };
}

const CALENDAR_UPLOAD: CheckedUpload = { batch: 'call-management/calendar' };

/** A stored calendar day, aliased c. */
export const calendarDay = alias(callCalendar, 'c');
const c = calendarDay;

/** The stored day `c` of a staged row differs from it (only clean rows reach the casts). */
const changedDay = ({ col }: StagedRows<DayColumn>) => sql`(${c.dayName}, ${c.weekCall}, ${c.isDaysOff})
  IS DISTINCT FROM (${col('DAY_NAME')}, ${col('WEEK_CALL')}::int, ${col('DAYS_OFF')} = 'Y')`;

/** The columns an upload sets of a stored day on conflict, each to the value of the row sent. */
const UPDATED = [c.yearId, c.monthId, c.dayName, c.weekCall, c.isDaysOff, c.userIdUpdate];

/** Every stored day the file changes is audited before and after; a day sent as stored is left as it is. */
function calendarPlan(ctx: CallContext): CommitPlan<DayColumn> {
  const dayId = sql`to_char(${c.fullDate}, 'YYYY-MM-DD')`;
  return {
    table: getTableName(callCalendar),
    keyColumn: 'FULL_DATE',
    // A clean row that does not come back is a day sent as it is stored: not a lost race.
    lostReason: null,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action: 'upload', entity: 'calendar-day' },
    updates: (rows) => sql`SELECT ${dayId} AS id, to_jsonb(${c}) AS snapshot
      FROM ${rows.from} JOIN ${tableAs(callCalendar, c)} ON ${c.fullDate} = ${rows.col('FULL_DATE')}::date
      WHERE ${changedDay(rows)}`,
    insert: ({
      from,
      col,
    }) => sql`INSERT INTO ${callCalendar} AS ${c} (${columnNames(c.fullDate, ...UPDATED)})
      SELECT ${col('FULL_DATE')}::date, ${col('YEAR_ID')}::int, ${col('MONTH_ID')}::int, ${col('DAY_NAME')},
        ${col('WEEK_CALL')}::int, ${col('DAYS_OFF')} = 'Y', ${ctx.user.USER_ID}
      FROM ${from}
      ON CONFLICT (${bare(c.fullDate)}) DO UPDATE SET ${excluded(...UPDATED)}, ${bare(c.lastUpdate)} = now()
      WHERE (${c.dayName}, ${c.weekCall}, ${c.isDaysOff})
        IS DISTINCT FROM (EXCLUDED.${bare(c.dayName)}, EXCLUDED.${bare(c.weekCall)}, EXCLUDED.${bare(c.isDaysOff)})
      RETURNING ${dayId} AS key, ${dayId} AS id, to_jsonb(${c}) AS snapshot`,
  };
}

/**
 * Stores the days (head office only) on the checked-upload workflow, checked and submitted in one
 * call: each row is checked by the rules the screen runs (common/call-plans.ts), a date sent twice
 * fails its second row, and the first failed row in sheet order refuses the whole upload, naming its
 * sheet row, so that nothing of a half-right calendar is stored. A date uploaded again replaces the
 * stored day, audited before and after; a day uploaded as it already was is left untouched, so its
 * last change keeps its author. Answers how many days the upload holds.
 */
export async function uploadCalendar(ctx: CallContext, sent: readonly CalendarSent[]): Promise<number> {
  if (!isHeadOffice(ctx.scope)) throw new AppError(messages.calendarHeadOfficeOnly, 'FORBIDDEN');
  const days = sent.map(checkedDay);
  const checked = await checkUpload(ctx, CALENDAR_UPLOAD, days.map(stagedDay), {
    orgId: ctx.user.ORG_ID,
    sheetReasons: days.map((day) => (typeof day === 'string' ? day : '')),
    rules: [uniqueInBatch(['FULL_DATE'], messages.reasonCalendarTwice)],
  });
  const firstFailed = checked.rows.find((r) => r.reason !== null);
  if (firstFailed) throw rule(messages.calendarRowRefused(firstFailed.row, firstFailed.reason ?? ''));
  await submitUpload(
    ctx,
    CALENDAR_UPLOAD,
    { batchId: checked.batchId },
    { failedRows: 'refuse', plan: calendarPlan(ctx) },
  );
  return sent.length;
}

/** The years the calendar holds and the current year (the screen's default), ascending. */
export async function calendarYears(db: Db, currentYear: number): Promise<{ YEAR: number }[]> {
  const stored = await rows<{ year: number }>(
    db,
    sql`SELECT DISTINCT ${callCalendar.yearId} AS year FROM ${callCalendar} ORDER BY ${callCalendar.yearId}`,
  );
  const years = new Set([...stored.map((r) => r.year), currentYear]);
  return [...years].sort((a, b) => a - b).map((YEAR) => ({ YEAR }));
}

/** A calendar day `c` as the calls answer it. */
export const calendarDayFields = sql`${c.yearId} AS "YEARID", ${c.monthId} AS "MONTHID", ${c.weekCall} AS "WEEK",
  ${c.dayName} AS "DAY", CASE WHEN ${c.isDaysOff} THEN 'Y' ELSE 'N' END AS "IS_DAYS_OFF",
  to_char(${c.fullDate}, 'YYYY-MM-DD') AS "DATE"`;

/** Every stored day of a year, in date order. */
export function calendarOfYear(db: Db, year: number): Promise<CalendarDay[]> {
  return rows<CalendarDay>(
    db,
    sql`SELECT ${calendarDayFields} FROM ${tableAs(callCalendar, c)} WHERE ${c.yearId} = ${year} ORDER BY ${c.fullDate}`,
  );
}
