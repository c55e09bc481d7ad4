/**
 * API tests of the planned visits: the customers a position visits on a date are the fixed call
 * plan's rows of that weekday and call week, none on a day off (a day turned off by a calendar
 * upload, the plan itself untouched) or a date the calendar lacks; a month of them; the position's
 * existence and scope. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { CalendarDay, PlannedVisit, VisitDay } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

async function visitsOn(position: string, date: string, token = ho) {
  const res = await t.post(contract.callManagement.plannedvisits, { position, date }, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as { day: CalendarDay | null; visits: PlannedVisit[] };
}

/** A JKT position with plan rows this month, and a working date on which some of them fall. */
async function plannedWorkingDay(branch = 'JKT') {
  const [found] = await rows<{ position: string; date: string; day: string; week: number }>(
    t.database.db,
    sql`SELECT f.position_code AS position, to_char(c.full_date, 'YYYY-MM-DD') AS date,
          c.day_name AS day, c.week_call AS week
        FROM fixed_call_plans f
        JOIN call_calendar c ON c.year_id = f.year_id AND c.month_id = f.periode
          AND c.day_name = f.day_name AND c.week_call = f.week AND NOT c.is_days_off
        WHERE f.branch_code = ${branch}
          AND f.year_id = extract(year FROM current_date) AND f.periode = extract(month FROM current_date)
        ORDER BY f.position_code, c.full_date LIMIT 1`,
  );
  if (!found) throw new Error(`no planned working day in ${branch}`);
  return found;
}

/** The plan rows of a position's month, read straight from the tables. */
const planRows = (position: string, year: number, month: number) =>
  rows<{ ref: string; name: string; day: string; week: number; frequency: number }>(
    t.database.db,
    sql`SELECT f.customer_id_ref AS ref, c.customer_name AS name, f.day_name AS day, f.week, f.frequency
        FROM fixed_call_plans f JOIN customers c ON c.customer_id_ref = f.customer_id_ref
        WHERE f.position_code = ${position} AND f.year_id = ${year} AND f.periode = ${month}`,
  );

const calendarRow = (date: string, dayName: string, week: number, off: 'Y' | 'N') => {
  const [y, m, d] = date.split('-');
  return {
    Date: `${d}-${m}-${y}`,
    MonthID: Number(m),
    YearID: Number(y),
    Day: dayName,
    Week: week,
    IsDaysOff: off,
    UserID: 'ho.admin',
    isValid: 'Y',
    Reason: '',
  };
};

const byName = (a: { name: string; ref: string }, b: { name: string; ref: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0;

describe('planned visits on a date', () => {
  it("are the plan's rows of the date's weekday and call week, by customer name", async () => {
    const w = await plannedWorkingDay();
    const [year, month] = w.date.split('-').map(Number) as [number, number];
    const plan = await planRows(w.position, year, month);
    const expected = plan
      .filter((p) => p.day === w.day && p.week === w.week)
      .sort(byName)
      .map((p) => ({ CUSTOMERID_REF: p.ref, CUSTOMER_NAME: p.name, FREQUENCY: p.frequency }));
    expect(expected.length).toBeGreaterThan(0);

    const answer = await visitsOn(w.position, w.date, branchAdmin);
    expect(answer.day).toMatchObject({ DATE: w.date, DAY: w.day, WEEK: w.week, IS_DAYS_OFF: 'N' });
    expect(answer.visits).toEqual(expected);
  });

  it('are none on a day turned off by a calendar upload, and come back when it is on again', async () => {
    const w = await plannedWorkingDay();
    const before = await visitsOn(w.position, w.date);
    expect(before.visits.length).toBeGreaterThan(0);
    const [plans] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM fixed_call_plans`,
    );

    const off = await t.post(
      contract.callManagement.uploadcalendar,
      [calendarRow(w.date, w.day, w.week, 'Y')],
      ho,
    );
    expect(off.statusCode, off.body).toBe(200);
    const dayOff = await visitsOn(w.position, w.date);
    expect(dayOff.day).toMatchObject({ DATE: w.date, IS_DAYS_OFF: 'Y' });
    expect(dayOff.visits).toEqual([]);
    // The plan stays as it was: only the calendar changed.
    const [after] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM fixed_call_plans`,
    );
    expect(after?.n).toBe(plans?.n);

    const on = await t.post(
      contract.callManagement.uploadcalendar,
      [calendarRow(w.date, w.day, w.week, 'N')],
      ho,
    );
    expect(on.statusCode).toBe(200);
    expect((await visitsOn(w.position, w.date)).visits).toEqual(before.visits);
  });

  it('are none on a date the calendar lacks or that is no date', async () => {
    const w = await plannedWorkingDay();
    expect(await visitsOn(w.position, '2091-03-05')).toEqual({ day: null, visits: [] });
    expect(await visitsOn(w.position, '2026-02-30')).toEqual({ day: null, visits: [] });
    const bad = await t.post(
      contract.callManagement.plannedvisits,
      {
        position: w.position,
        date: '05-03-2026',
      },
      ho,
    );
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a position that does not exist, or lies outside the caller's scope", async () => {
    const missing = await t.post(
      contract.callManagement.plannedvisits,
      {
        position: 'NO-SUCH-POS',
        date: '2026-01-05',
      },
      ho,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.positionNotFound('NO-SUCH-POS'));

    const bdg = await plannedWorkingDay('BDG');
    // Answered as a position that does not exist: its code tells nothing.
    const foreign = await t.post(
      contract.callManagement.plannedvisits,
      { position: bdg.position, date: bdg.date },
      branchAdmin,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      success: false,
      message: messages.positionNotFound(bdg.position),
    });

    // A branch head sees its own branch only, not the other branch of its org.
    const jkt = await plannedWorkingDay('JKT');
    expect(
      (
        await t.post(
          contract.callManagement.plannedvisits,
          { position: jkt.position, date: jkt.date },
          branchHead,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.post(
          contract.callManagement.visitcalendar,
          { position: jkt.position, year: 2026, periode: 1 },
          branchHead,
        )
      ).statusCode,
    ).toBe(404);
    const bks = await plannedWorkingDay('BKS');
    expect((await visitsOn(bks.position, bks.date, branchHead)).visits.length).toBeGreaterThan(0);
  });
});

describe('a month of planned visits', () => {
  it("is every calendar day of the month with the visits of that day's weekday and week", async () => {
    const w = await plannedWorkingDay();
    const [year, month] = w.date.split('-').map(Number) as [number, number];
    const res = await t.post(
      contract.callManagement.visitcalendar,
      { position: w.position, year: String(year), periode: month },
      branchAdmin,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const days = res.json().data as VisitDay[];
    expect(days).toHaveLength(new Date(year, month, 0).getDate());
    expect(days.map((d) => d.DATE)).toEqual([...days.map((d) => d.DATE)].sort());
    expect(notMatching(days, (d) => d.YEARID === year && d.MONTHID === month)).toEqual([]);

    const plan = await planRows(w.position, year, month);
    for (const d of days) {
      const expected =
        d.IS_DAYS_OFF === 'Y' ? 0 : plan.filter((p) => p.day === d.DAY && p.week === d.WEEK).length;
      expect(d.VISITS, d.DATE).toHaveLength(expected);
    }
    expect(days.filter((d) => d.IS_DAYS_OFF === 'Y').length).toBeGreaterThan(0);
    expect(days.reduce((n, d) => n + d.VISITS.length, 0)).toBeGreaterThan(0);

    // A day of the month says what the call for that date says.
    const one = days.find((d) => d.DATE === w.date);
    expect(one?.VISITS).toEqual((await visitsOn(w.position, w.date)).visits);
  });

  it('is empty for a month the calendar lacks', async () => {
    const w = await plannedWorkingDay();
    const res = await t.post(
      contract.callManagement.visitcalendar,
      {
        position: w.position,
        year: 2091,
        periode: 3,
      },
      ho,
    );
    expect(res.json().data).toEqual([]);
  });
});
