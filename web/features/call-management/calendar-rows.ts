/**
 * The calendar sheet on the Upload Calendar screen: its rows as /setting/uploadcalendar takes them,
 * each with the verdict of the shared rule (calendarUploadRow) plus a date given twice in the file,
 * and the rows of the template a year is filled with. The screen checks here so head office sees
 * every bad row before sending; the server checks the same rules again.
 */
import {
  type CalendarSheetRow,
  type CalendarUploadRow,
  calendarUploadRow,
  calendarYearRows,
  dayMonthYear,
  parseCalendarDate,
} from '../../../common/call-plans';
import type { CalendarColumn, CalendarDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import type { ImportValidation } from '../../components/import-screen/import-state';
import type { SheetRecord } from '../../components/import-screen/parse-sheet';
import type { ResultRow } from '../../components/import-screen/ResultTable';

/** The exports of the validation tabs: the template's format, so a corrected file goes back in. */
export const CALENDAR_ERROR_FILE_NAME = 'Error Calendar.xlsx';
export const CALENDAR_CLEAN_FILE_NAME = 'Valid Data Calendar.xlsx';

/** Cache keys of a year's stored days and of Overview Calendar's table: an upload refreshes both. */
export const CALENDAR_DAYS_KEY = 'overview-calendar';
export const CALENDAR_LIST_KEY = 'overview-calendar-list';

const sheetRowOf = (r: SheetRecord<CalendarColumn>): CalendarSheetRow => ({
  FULL_DATE: r.FULL_DATE,
  DAY_NAME: r.DAY_NAME,
  WEEK_CALL: r.WEEK_CALL,
  HOLIDAY: r.HOLIDAY,
});

/**
 * Every sheet row as the upload sends it, with its verdict. A date the file holds twice fails on
 * each of its rows: which one head office meant is for head office to say.
 */
export function calendarUploadRows(
  records: readonly SheetRecord<CalendarColumn>[],
  userId: string,
): CalendarUploadRow[] {
  const rows = records.map((r) => calendarUploadRow(sheetRowOf(r), userId));
  const seen = new Map<string, number>();
  for (const r of rows) if (r.isValid === 'Y') seen.set(r.Date, (seen.get(r.Date) ?? 0) + 1);
  return rows.map((r) =>
    r.isValid === 'Y' && (seen.get(r.Date) ?? 0) > 1
      ? { ...r, isValid: 'N', Reason: messages.reasonCalendarTwice }
      : r,
  );
}

/** The checked rows as the screen's tabs: the sheet's columns, numbered as sent (the first is 2). */
export function calendarValidation(
  records: readonly SheetRecord<CalendarColumn>[],
  userId: string,
): ImportValidation {
  const clean: ResultRow[] = [];
  const failed: ResultRow[] = [];
  const checked = calendarUploadRows(records, userId);
  records.forEach((record, i) => {
    const shown: ResultRow = { ...sheetRowOf(record), ROW: i + 2 };
    const reason = checked[i]?.Reason ?? '';
    if (reason === '') clean.push(shown);
    else failed.push({ ...shown, REASON: reason });
  });
  return { clean, failed };
}

/** A stored day as a template row: the year as it stands, for head office to change. */
export function templateRowOfDay(day: CalendarDay): CalendarSheetRow {
  const date = parseCalendarDate(day.DATE);
  return {
    FULL_DATE: date ? dayMonthYear(date) : day.DATE,
    DAY_NAME: day.DAY,
    WEEK_CALL: String(day.WEEK),
    HOLIDAY: day.IS_DAYS_OFF,
  };
}

/** The template of a year: its stored days when it has them, else a fresh year (Sundays off). */
export function calendarTemplateRows(year: number, stored: readonly CalendarDay[]): CalendarSheetRow[] {
  return stored.length > 0 ? stored.map(templateRowOfDay) : calendarYearRows(year);
}

/** The year the template starts on: next year once this year's calendar is stored, else this year. */
export function defaultTemplateYear(thisYearStored: boolean, now: Date = new Date()): number {
  return now.getFullYear() + (thisYearStored ? 1 : 0);
}

/** The years the template offers: last year to five years ahead, and any other year stored. */
export function templateYears(stored: readonly number[], now: Date = new Date()): number[] {
  const year = now.getFullYear();
  const years = new Set(stored);
  for (let y = year - 1; y <= year + 5; y++) years.add(y);
  return [...years].sort((a, b) => a - b);
}
