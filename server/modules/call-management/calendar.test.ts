/**
 * API tests of the working calendar: the upload (head office only, every row checked again, one
 * bad row refusing the whole upload, a date uploaded again replaced and audited), the year filter
 * and the overview. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import {
  type CalendarUploadRow,
  calendarUploadRow,
  calendarYearRows,
  dayMonthYear,
} from '../../../common/call-plans';
import { contract } from '../../../common/contract';
import type { CalendarDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const upload = (body: unknown, token = ho) => t.post(contract.callManagement.uploadcalendar, body, token);
const overview = async (year: number) => {
  const res = await t.post(contract.callManagement.overviewcalendar, { year }, ho);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as CalendarDay[];
};

/** A year's days as the screen sends them after reading the template back. */
const yearUpload = (year: number): CalendarUploadRow[] =>
  calendarYearRows(year).map((r) => calendarUploadRow(r, 'ho.admin'));

/** 2 January 2041 is a Wednesday (RABU), week 1. */
const good = (over: Partial<CalendarUploadRow> = {}): CalendarUploadRow => ({
  Date: '02-01-2041',
  MonthID: 1,
  YearID: 2041,
  Day: 'RABU',
  Week: 1,
  IsDaysOff: 'N',
  UserID: 'ho.admin',
  isValid: 'Y',
  Reason: '',
  ...over,
});

const storedDays = async (year: number) => {
  const [n] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM call_calendar WHERE year_id = ${year}`,
  );
  return n?.n ?? 0;
};

describe('upload calendar', () => {
  it('refuses branch users, whatever their rows', async () => {
    // Their menus do not open Upload Calendar, so the call is closed to them before any row is read.
    for (const token of [branchAdmin, branchHead]) {
      const res = await upload([good()], token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: messages.forbidden });
    }
    expect(await storedDays(2041)).toBe(0);
  });

  it.each([
    ['a date that is none', { Date: '30-02-2041' }, messages.reasonCalendarDate],
    ['a day name not of the seven', { Day: 'MONDAY' }, messages.reasonDayName],
    ['week 5', { Week: 5 }, messages.reasonWeek],
    ['week 0', { Week: 0 }, messages.reasonWeek],
    ['a day name not of its date', { Day: 'KAMIS' }, messages.reasonDayNotOfDate('RABU')],
    ['a HOLIDAY flag neither Y nor N', { IsDaysOff: 'X' }, messages.reasonHolidayFlag],
    ["a MonthID not the date's", { MonthID: 2 }, messages.reasonCalendarMonthYear],
    ["a YearID not the date's", { YearID: 2040 }, messages.reasonCalendarMonthYear],
  ])('refuses the whole upload for %s, whatever isValid says', async (_what, over, reason) => {
    // The bad row is sheet row 3; row 2 is clean and is not stored either.
    const res = await upload([good({ Date: '01-01-2041', Day: 'SELASA' }), good(over)]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: messages.calendarRowRefused(3, reason) });
    expect(await storedDays(2041)).toBe(0);
  });

  it('refuses a date sent twice, naming the second', async () => {
    const res = await upload([good(), good({ Date: '03-01-2041', Day: 'KAMIS' }), good({ IsDaysOff: 'Y' })]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.calendarRowRefused(4, messages.reasonCalendarTwice));
    expect(await storedDays(2041)).toBe(0);
  });

  it('stores a year, then replaces the days uploaded again, auditing the days changed', async () => {
    const days = yearUpload(2040);
    expect(days).toHaveLength(366);
    const first = await upload(days);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: { saved: 366 },
      message: messages.uploadSuccess,
    });

    const year = await overview(2040);
    expect(year).toHaveLength(366);
    expect(year[0]).toEqual({
      YEARID: 2040,
      MONTHID: 1,
      WEEK: 1,
      DAY: 'MINGGU',
      IS_DAYS_OFF: 'Y',
      DATE: '2040-01-01',
    });
    expect(year.at(-1)).toMatchObject({ DATE: '2040-12-31', DAY: 'SENIN', WEEK: 4, IS_DAYS_OFF: 'N' });
    expect(year.map((d) => d.DATE)).toEqual([...year.map((d) => d.DATE)].sort());
    expect(
      notMatching(
        year.filter((d) => d.IS_DAYS_OFF === 'Y'),
        (d) => d.DAY === 'MINGGU',
      ),
    ).toEqual([]);

    // Independence Day off, the last days of January moved to week 3, and one day sent as it is.
    const changed = [
      { ...days.find((d) => d.Date === '17-08-2040'), IsDaysOff: 'Y' },
      ...days.filter((d) => ['29-01-2040', '30-01-2040'].includes(d.Date)).map((d) => ({ ...d, Week: 3 })),
      days.find((d) => d.Date === '02-01-2040'),
    ];
    const auditBefore = await rows<{ n: number; id: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS id FROM audit_log WHERE entity = 'calendar-day'`,
    );
    const again = await upload(changed);
    expect(again.json()).toMatchObject({ data: { saved: 4 }, message: messages.uploadSuccess });
    expect(await storedDays(2040)).toBe(366);
    const after = await overview(2040);
    expect(after.find((d) => d.DATE === '2040-08-17')).toMatchObject({ DAY: 'JUMAT', IS_DAYS_OFF: 'Y' });
    expect(after.filter((d) => d.MONTHID === 1 && d.WEEK === 3).map((d) => d.DATE)).toContain('2040-01-30');

    // Each day changed is in the audit log as it was, then as it is; the day sent as it was is not.
    const audited = await rows<{
      id: string;
      action: string;
      before: { is_days_off: boolean; week_call: number } | null;
      after: { is_days_off: boolean; week_call: number } | null;
    }>(
      t.database.db,
      sql`SELECT entity_id AS id, action, before, after FROM audit_log
          WHERE entity = 'calendar-day' AND entity_id LIKE '2040-%' AND id > ${auditBefore[0]?.id ?? 0}
          ORDER BY entity_id, id`,
    );
    expect(audited.map((a) => [a.id, a.action])).toEqual([
      ['2040-01-29', 'upload:before'],
      ['2040-01-29', 'upload'],
      ['2040-01-30', 'upload:before'],
      ['2040-01-30', 'upload'],
      ['2040-08-17', 'upload:before'],
      ['2040-08-17', 'upload'],
    ]);
    expect(audited[4]).toMatchObject({ before: { is_days_off: false }, after: null });
    expect(audited[5]).toMatchObject({ before: null, after: { is_days_off: true } });
    expect(audited[0]?.before?.week_call).toBe(4);
    expect(audited[1]?.after?.week_call).toBe(3);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'calendar-day'`,
    );
    expect((n?.n ?? 0) - (auditBefore[0]?.n ?? 0)).toBe(6);
  });

  it('takes a date written year first as well', async () => {
    const res = await upload([good({ Date: '2042-01-01', MonthID: 1, YearID: 2042, Day: 'RABU' })]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await overview(2042)).toEqual([
      { YEARID: 2042, MONTHID: 1, WEEK: 1, DAY: 'RABU', IS_DAYS_OFF: 'N', DATE: '2042-01-01' },
    ]);
    expect(dayMonthYear({ year: 2042, month: 1, day: 1 })).toBe('01-01-2042');
  });
});

describe('calendar filter and overview', () => {
  it('offers the years the calendar holds and the current year, ascending', async () => {
    const res = await t.call(
      'POST',
      '/api/call-management/prepareFilterCalendar',
      { orgID: 81 },
      branchAdmin,
    );
    expect(res.statusCode).toBe(200);
    const years = (res.json().data as { YEAR: number }[]).map((y) => y.YEAR);
    const now = new Date().getFullYear();
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
    expect(years).toEqual(expect.arrayContaining([now - 1, now, now + 1]));
  });

  it("answers the seeded year's days to any user, a year with no day with none", async () => {
    const now = new Date().getFullYear();
    const res = await t.call(
      'POST',
      '/api/call-management/overviewcalendar',
      { year: String(now) },
      branchHead,
    );
    expect(res.statusCode).toBe(200);
    const days = res.json().data as CalendarDay[];
    const leap = new Date(now, 1, 29).getDate() === 29;
    expect(days).toHaveLength(leap ? 366 : 365);
    expect(days.find((d) => d.DATE === `${now}-08-17`)?.IS_DAYS_OFF).toBe('Y');
    expect(await overview(1999)).toEqual([]);
  });
});
