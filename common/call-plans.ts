/**
 * The rules of call plans and of the working calendar that the screens and the server share (spec
 * part 2 sections 5 and 9): the Indonesian day names, the week of the month (at most 4), a contact's
 * phone number, the calendar's day-month-year dates, and the check of one calendar row.
 */
import { messages } from './messages';

/** Monday to Sunday in Indonesian, as the sheets write them. */
export const DAY_NAMES_ID = ['SENIN', 'SELASA', 'RABU', 'KAMIS', 'JUMAT', 'SABTU', 'MINGGU'] as const;
export type DayNameId = (typeof DAY_NAMES_ID)[number];

/** The master call plan's day columns, Monday to Saturday, with the Indonesian day each stands for. */
export const MASTER_CALL_DAY_COLUMNS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type MasterCallDayColumn = (typeof MASTER_CALL_DAY_COLUMNS)[number];

/** Week of the month a call plan names: 1 to 4 (spec part 2 section 9). */
export const WEEK_MAX = 4;

/**
 * The reason a phone number fails ('' when it does not): only digits, starting neither with 0 nor
 * with 62 (the country code; '+62...' is not only digits). Excel and LibreOffice turn 0812... typed
 * into a General cell into the number 812..., and the upload cannot tell which zeros were lost: the
 * row fails, naming the column and the value, rather than store a number nobody can call.
 */
export function phoneNumberReason(column: string, value: string): string {
  const text = value.trim();
  return /^[0-9]+$/.test(text) && !/^(0|62)/.test(text) ? messages.reasonPhoneLeadingZero(column, text) : '';
}

export function isDayNameId(text: string): text is DayNameId {
  return (DAY_NAMES_ID as readonly string[]).includes(text);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A calendar date as midnight UTC, so that no time zone shifts it. setUTCFullYear, because the Date
 * constructor and Date.UTC read the years 0 to 99 as 1900 to 1999. Days and months out of range
 * roll over (day 0 is the last day of the month before).
 */
function utcDate(year: number, month: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

/** The Indonesian name of a date's weekday. */
export function dayNameOf(year: number, month: number, day: number): DayNameId {
  // getUTCDay: 0 is Sunday; DAY_NAMES_ID starts on Monday.
  const weekday = utcDate(year, month, day).getUTCDay();
  return DAY_NAMES_ID[(weekday + 6) % 7] as DayNameId;
}

/**
 * The call week a date falls in when nobody has said otherwise: days 1-7 are week 1, 8-14 week 2,
 * 15-21 week 3, and the rest of the month week 4 (a plan has four weeks; the days after the 28th
 * repeat the fourth).
 */
export function defaultWeekOf(day: number): number {
  return Math.min(WEEK_MAX, Math.floor((day - 1) / 7) + 1);
}

/** A calendar date as parts, read from the sheet's 'DD-MM-YYYY' (also 'DD/MM/YYYY') or 'YYYY-MM-DD'. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DMY = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The parts of a real calendar date; undefined for anything else (31-02-2026 included). */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const t = text.trim();
  const dmy = DMY.exec(t);
  const ymd = dmy ? undefined : YMD.exec(t);
  const parts = dmy
    ? { day: Number(dmy[1]), month: Number(dmy[2]), year: Number(dmy[3]) }
    : ymd
      ? { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]) }
      : undefined;
  if (!parts || parts.year < 1) return undefined;
  const d = utcDate(parts.year, parts.month, parts.day);
  const real =
    d.getUTCFullYear() === parts.year && d.getUTCMonth() === parts.month - 1 && d.getUTCDate() === parts.day;
  return real ? parts : undefined;
}

/** 'DD-MM-YYYY': the Date the calendar upload sends (spec part 2 section 3). */
export const dayMonthYear = (d: CalendarDate) => `${pad(d.day)}-${pad(d.month)}-${pad(d.year, 4)}`;
/** 'YYYY-MM-DD': the date as stored and as the overview answers it. */
export const isoOfCalendarDate = (d: CalendarDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** HOLIDAY of the sheet: Y (or 1) is a day off, N (or 0) a working day. */
export function holidayFlag(text: string): 'Y' | 'N' | undefined {
  const t = text.trim().toUpperCase();
  if (t === 'Y' || t === '1') return 'Y';
  if (t === 'N' || t === '0') return 'N';
  return undefined;
}

/** A week text of 1 to WEEK_MAX; a bigger or malformed week is 'Week Tidak Sesuai'. */
export function weekOf(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return undefined;
  const week = Number(t);
  return week >= 1 && week <= WEEK_MAX ? week : undefined;
}

/** One sheet row of the calendar, as the screen reads it. */
export interface CalendarSheetRow {
  FULL_DATE: string;
  DAY_NAME: string;
  WEEK_CALL: string;
  HOLIDAY: string;
}

/** A calendar row as /setting/uploadcalendar takes it (spec part 2 section 3, Calendar day). */
export interface CalendarUploadRow {
  Date: string;
  MonthID: number;
  YearID: number;
  Day: string;
  Week: number;
  IsDaysOff: string;
  UserID: string;
  isValid: 'Y' | 'N';
  Reason: string;
}

/**
 * The reason a calendar row cannot be stored, or '' when it can. The rules are the spec's (day
 * name one of the seven, week at most 4) plus a real date whose weekday is the day named and a
 * HOLIDAY flag of Y or N.
 */
export function calendarRowReason(row: { date: string; day: string; week: string; holiday: string }): string {
  const date = parseCalendarDate(row.date);
  if (!date) return messages.reasonCalendarDate;
  const day = row.day.trim().toUpperCase();
  if (!isDayNameId(day)) return messages.reasonDayName;
  if (weekOf(row.week) === undefined) return messages.reasonWeek;
  if (dayNameOf(date.year, date.month, date.day) !== day)
    return messages.reasonDayNotOfDate(dayNameOf(date.year, date.month, date.day));
  if (holidayFlag(row.holiday) === undefined) return messages.reasonHolidayFlag;
  return '';
}

/** A sheet row as the upload sends it, with its verdict. */
export function calendarUploadRow(sheet: CalendarSheetRow, userId: string): CalendarUploadRow {
  const reason = calendarRowReason({
    date: sheet.FULL_DATE,
    day: sheet.DAY_NAME,
    week: sheet.WEEK_CALL,
    holiday: sheet.HOLIDAY,
  });
  const date = parseCalendarDate(sheet.FULL_DATE);
  return {
    Date: date ? dayMonthYear(date) : sheet.FULL_DATE.trim(),
    MonthID: date?.month ?? 0,
    YearID: date?.year ?? 0,
    Day: sheet.DAY_NAME.trim().toUpperCase(),
    // A week that is no whole number goes as 0, which the server refuses as well: parseInt would
    // send '1.5' as a week 1 the server accepts.
    Week: weekOf(sheet.WEEK_CALL) ?? (/^\d{1,9}$/.test(sheet.WEEK_CALL.trim()) ? Number(sheet.WEEK_CALL) : 0),
    IsDaysOff: holidayFlag(sheet.HOLIDAY) ?? sheet.HOLIDAY.trim(),
    UserID: userId,
    isValid: reason === '' ? 'Y' : 'N',
    Reason: reason,
  };
}

/**
 * A whole year as the calendar template writes it: every date, its day name, its default week,
 * and Sunday off. Head office marks the public holidays and uploads it back.
 */
export function calendarYearRows(year: number): CalendarSheetRow[] {
  const out: CalendarSheetRow[] = [];
  for (let month = 1; month <= 12; month++) {
    const days = utcDate(year, month + 1, 0).getUTCDate();
    for (let day = 1; day <= days; day++) {
      const name = dayNameOf(year, month, day);
      out.push({
        FULL_DATE: dayMonthYear({ year, month, day }),
        DAY_NAME: name,
        WEEK_CALL: String(defaultWeekOf(day)),
        HOLIDAY: name === 'MINGGU' ? 'Y' : 'N',
      });
    }
  }
  return out;
}
