import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import {
  calendarTemplateRows,
  calendarUploadRows,
  calendarValidation,
  defaultTemplateYear,
  templateRowOfDay,
  templateYears,
} from './calendar-rows';

const row = (FULL_DATE: string, DAY_NAME: string, WEEK_CALL = '1', HOLIDAY = 'N') => ({
  FULL_DATE,
  DAY_NAME,
  WEEK_CALL,
  HOLIDAY,
});

describe('calendar upload rows', () => {
  it('sends a clean row with its date as DD-MM-YYYY, its month, year, week and off flag', () => {
    // 2027-03-17 is a Wednesday (RABU), in the third call week.
    expect(calendarUploadRows([row('17-03-2027', 'rabu', '3', 'Y')], 'ho.admin')).toEqual([
      {
        Date: '17-03-2027',
        MonthID: 3,
        YearID: 2027,
        Day: 'RABU',
        Week: 3,
        IsDaysOff: 'Y',
        UserID: 'ho.admin',
        isValid: 'Y',
        Reason: '',
      },
    ]);
  });

  it('fails a day name not of its date, a week over 4, an unknown day name and a bad HOLIDAY', () => {
    const rows = calendarUploadRows(
      [
        row('17-03-2027', 'KAMIS'),
        row('18-03-2027', 'KAMIS', '5'),
        row('19-03-2027', 'FRIDAY'),
        row('20-03-2027', 'SABTU', '3', 'X'),
        row('31-02-2027', 'SENIN'),
      ],
      'ho.admin',
    );
    expect(rows.map((r) => r.Reason)).toEqual([
      messages.reasonDayNotOfDate('RABU'),
      messages.reasonWeek,
      messages.reasonDayName,
      messages.reasonHolidayFlag,
      messages.reasonCalendarDate,
    ]);
    expect(notMatching(rows, (r) => r.isValid === 'N')).toEqual([]);
  });

  it('fails every row of a date the file holds twice, and only those', () => {
    const rows = calendarUploadRows(
      [row('01-03-2027', 'SENIN'), row('02-03-2027', 'SELASA'), row('1-3-2027', 'SENIN', '1', 'Y')],
      'u',
    );
    expect(rows.map((r) => r.Reason)).toEqual([
      messages.reasonCalendarTwice,
      '',
      messages.reasonCalendarTwice,
    ]);
  });

  it('splits the rows into the tabs, numbered as sent, failed ones with their reason', () => {
    const v = calendarValidation([row('01-03-2027', 'SENIN'), row('02-03-2027', 'RABU')], 'u');
    expect(v.clean).toEqual([{ ...row('01-03-2027', 'SENIN'), ROW: 2 }]);
    expect(v.failed).toEqual([
      { ...row('02-03-2027', 'RABU'), ROW: 3, REASON: messages.reasonDayNotOfDate('SELASA') },
    ]);
  });
});

describe('calendar template', () => {
  const day: CalendarDay = {
    YEARID: 2027,
    MONTHID: 8,
    WEEK: 3,
    DAY: 'SELASA',
    IS_DAYS_OFF: 'Y',
    DATE: '2027-08-17',
  };

  it('writes a stored day as the sheet does', () => {
    expect(templateRowOfDay(day)).toEqual(row('17-08-2027', 'SELASA', '3', 'Y'));
  });

  it('fills a year with its stored days, else with every date of it (Sundays off)', () => {
    expect(calendarTemplateRows(2027, [day])).toHaveLength(1);
    const fresh = calendarTemplateRows(2028, []);
    expect(fresh).toHaveLength(366);
    expect(fresh[0]).toEqual(row('01-01-2028', 'SABTU', '1', 'N'));
    expect(fresh[1]).toEqual(row('02-01-2028', 'MINGGU', '1', 'Y'));
    // Every row of a fresh year passes the upload's check.
    expect(notMatching(calendarUploadRows(fresh, 'u'), (r) => r.isValid === 'Y')).toEqual([]);
  });

  it('starts on next year once this year is stored, and offers the years around it', () => {
    const now = new Date(2026, 10, 25);
    expect(defaultTemplateYear(true, now)).toBe(2027);
    expect(defaultTemplateYear(false, now)).toBe(2026);
    expect(templateYears([2020, 2026], now)).toEqual([2020, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
