/** Unit tests of the call plans' shared rules: day names, call weeks, calendar dates and rows. */
import { describe, expect, it } from 'vitest';
import {
  type CalendarSheetRow,
  calendarRowReason,
  calendarUploadRow,
  calendarYearRows,
  DAY_NAMES_ID,
  dayMonthYear,
  dayNameOf,
  defaultWeekOf,
  holidayFlag,
  isDayNameId,
  isoOfCalendarDate,
  parseCalendarDate,
  weekOf,
} from './call-plans';
import { messages } from './messages';
import { notMatching } from './test-lists';

describe('day names', () => {
  it('names Monday SENIN and Sunday MINGGU', () => {
    // 2026-11-30 is a Monday, 2026-12-06 a Sunday.
    expect(dayNameOf(2026, 11, 30)).toBe('SENIN');
    expect([1, 2, 3, 4, 5, 6].map((d) => dayNameOf(2026, 12, d))).toEqual([
      'SELASA',
      'RABU',
      'KAMIS',
      'JUMAT',
      'SABTU',
      'MINGGU',
    ]);
    expect(dayNameOf(2024, 2, 29)).toBe('KAMIS');
    expect(dayNameOf(2000, 1, 1)).toBe('SABTU');
  });

  it('names the days of years before 100 as those years, not as 19xx', () => {
    // 1 January of the year 50 was a Saturday (proleptic Gregorian, as PostgreSQL counts); 1 January 1950 a Sunday.
    expect(dayNameOf(50, 1, 1)).toBe('SABTU');
    expect(dayNameOf(1950, 1, 1)).toBe('MINGGU');
  });

  it('knows the seven names only, in upper case', () => {
    expect(DAY_NAMES_ID).toHaveLength(7);
    expect(notMatching(DAY_NAMES_ID, isDayNameId)).toEqual([]);
    expect(isDayNameId('senin')).toBe(false);
    expect(isDayNameId('MONDAY')).toBe(false);
  });
});

describe('call weeks', () => {
  it('puts days 1-7 in week 1 and every day after the 21st in week 4', () => {
    expect([1, 7, 8, 14, 15, 21, 22, 28, 29, 31].map(defaultWeekOf)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 4, 4]);
  });

  it('reads a week of 1 to 4 only', () => {
    expect(['1', ' 4 ', '04'].map(weekOf)).toEqual([1, 4, 4]);
    expect(['0', '5', '-1', '1.5', '', 'W1', '1000'].map(weekOf)).toEqual(Array(7).fill(undefined));
  });
});

describe('calendar dates', () => {
  it('reads day-month-year with - or /, and year-month-day', () => {
    expect(parseCalendarDate('17-08-2026')).toEqual({ year: 2026, month: 8, day: 17 });
    expect(parseCalendarDate('1/2/2026')).toEqual({ year: 2026, month: 2, day: 1 });
    expect(parseCalendarDate(' 2026-08-17 ')).toEqual({ year: 2026, month: 8, day: 17 });
  });

  it('refuses dates that are none and texts that are no dates', () => {
    for (const text of [
      '31-02-2026',
      '29-02-2026',
      '31-04-2026',
      '00-01-2026',
      '01-13-2026',
      '2026-02-30',
      '17-08-26',
      'x',
      '',
    ]) {
      expect(parseCalendarDate(text), text).toBeUndefined();
    }
    expect(parseCalendarDate('29-02-2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('29-02-2000')).toBeDefined();
    expect(parseCalendarDate('29-02-1900')).toBeUndefined();
    expect(parseCalendarDate('01-01-0000')).toBeUndefined();
  });

  it('takes the years before 100 as written', () => {
    expect(parseCalendarDate('01-01-0050')).toEqual({ year: 50, month: 1, day: 1 });
    expect(parseCalendarDate('29-02-0096')).toEqual({ year: 96, month: 2, day: 29 });
    expect(parseCalendarDate('29-02-0097')).toBeUndefined();
  });

  it('writes DD-MM-YYYY and YYYY-MM-DD with zeros', () => {
    const d = { year: 2026, month: 3, day: 5 };
    expect(dayMonthYear(d)).toBe('05-03-2026');
    expect(isoOfCalendarDate(d)).toBe('2026-03-05');
    expect(isoOfCalendarDate({ year: 50, month: 1, day: 1 })).toBe('0050-01-01');
  });

  it('reads HOLIDAY as Y or N (1 or 0 too)', () => {
    expect(['Y', 'y', '1', ' N', 'n', '0'].map(holidayFlag)).toEqual(['Y', 'Y', 'Y', 'N', 'N', 'N']);
    expect(['', 'YES', 'T', '2'].map(holidayFlag)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('a calendar row', () => {
  const row = { date: '17-08-2026', day: 'SENIN', week: '3', holiday: 'Y' };

  it('is clean when its date, day name, week and flag hold', () => {
    expect(calendarRowReason(row)).toBe('');
    expect(calendarRowReason({ ...row, day: ' senin ' })).toBe('');
  });

  it('gives the first reason it breaks', () => {
    expect(calendarRowReason({ ...row, date: '32-08-2026' })).toBe(messages.reasonCalendarDate);
    expect(calendarRowReason({ ...row, day: 'MONDAY' })).toBe(messages.reasonDayName);
    expect(calendarRowReason({ ...row, week: '5' })).toBe(messages.reasonWeek);
    expect(calendarRowReason({ ...row, day: 'SELASA' })).toBe(messages.reasonDayNotOfDate('SENIN'));
    expect(calendarRowReason({ ...row, holiday: 'X' })).toBe(messages.reasonHolidayFlag);
    // Day name before week, week before the date's day.
    expect(calendarRowReason({ ...row, day: 'X', week: '9' })).toBe(messages.reasonDayName);
    expect(calendarRowReason({ ...row, day: 'SELASA', week: '9' })).toBe(messages.reasonWeek);
  });

  it('is sent with its parts and verdict', () => {
    const sheet: CalendarSheetRow = {
      FULL_DATE: '2026-08-17',
      DAY_NAME: 'senin',
      WEEK_CALL: '3',
      HOLIDAY: '1',
    };
    expect(calendarUploadRow(sheet, 'ho.admin')).toEqual({
      Date: '17-08-2026',
      MonthID: 8,
      YearID: 2026,
      Day: 'SENIN',
      Week: 3,
      IsDaysOff: 'Y',
      UserID: 'ho.admin',
      isValid: 'Y',
      Reason: '',
    });
    const bad = calendarUploadRow({ ...sheet, FULL_DATE: '31-02-2026' }, 'ho.admin');
    expect(bad).toMatchObject({
      Date: '31-02-2026',
      MonthID: 0,
      YearID: 0,
      isValid: 'N',
      Reason: messages.reasonCalendarDate,
    });
  });

  it('sends a week that is not a whole number as 0, so that the server refuses it too', () => {
    const sheet: CalendarSheetRow = {
      FULL_DATE: '17-08-2026',
      DAY_NAME: 'SENIN',
      WEEK_CALL: '1.5',
      HOLIDAY: 'N',
    };
    const sent = calendarUploadRow(sheet, 'ho.admin');
    expect(sent).toMatchObject({ isValid: 'N', Reason: messages.reasonWeek });
    expect(
      calendarRowReason({ date: sent.Date, day: sent.Day, week: String(sent.Week), holiday: sent.IsDaysOff }),
    ).toBe(messages.reasonWeek);
    expect(calendarUploadRow({ ...sheet, WEEK_CALL: '7' }, 'ho.admin').Week).toBe(7);
  });
});

describe("a year's template", () => {
  it('holds every date once with its day name, default week and Sundays off', () => {
    const rows = calendarYearRows(2024);
    expect(rows).toHaveLength(366);
    expect(calendarYearRows(2026)).toHaveLength(365);
    expect(new Set(rows.map((r) => r.FULL_DATE)).size).toBe(366);
    expect(rows[0]).toEqual({ FULL_DATE: '01-01-2024', DAY_NAME: 'SENIN', WEEK_CALL: '1', HOLIDAY: 'N' });
    expect(rows.find((r) => r.FULL_DATE === '29-02-2024')).toMatchObject({
      DAY_NAME: 'KAMIS',
      WEEK_CALL: '4',
    });
    expect(notMatching(rows, (r) => (r.HOLIDAY === 'Y') === (r.DAY_NAME === 'MINGGU'))).toEqual([]);
    // Every row of the template passes the row check as it stands.
    expect(
      rows.every(
        (r) =>
          calendarRowReason({ date: r.FULL_DATE, day: r.DAY_NAME, week: r.WEEK_CALL, holiday: r.HOLIDAY }) ===
          '',
      ),
    ).toBe(true);
  });
});
