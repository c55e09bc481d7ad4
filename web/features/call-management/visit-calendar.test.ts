import { describe, expect, it } from 'vitest';
import type { VisitDay } from '../../../common/contract/call-management';
import { notMatching } from '../../../common/test-lists';
import { visitCalendarWeeks, visitMonthTotals } from './visit-calendar';

const visit = { CUSTOMERID_REF: 'C1', CUSTOMER_NAME: 'TOKO SATU', FREQUENCY: 1 };

function day(date: string, over: Partial<VisitDay> = {}): VisitDay {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return {
    YEARID: y,
    MONTHID: m,
    WEEK: Math.min(4, Math.ceil(d / 7)),
    DAY: 'SENIN',
    IS_DAYS_OFF: 'N',
    DATE: date,
    VISITS: [],
    ...over,
  };
}

describe('visitCalendarWeeks', () => {
  it('lays a month out Monday first, a row per calendar week, empty cells outside the month', () => {
    // June 2026 starts on a Monday and has 30 days: five rows, the last with two days.
    const june = visitCalendarWeeks(2026, 6, []);
    expect(june).toHaveLength(5);
    expect(june[0]?.[0]?.date).toBe('2026-06-01');
    expect(june[4]?.slice(0, 2).map((c) => c?.dayOfMonth)).toEqual([29, 30]);
    expect(notMatching(june[4]?.slice(2), (c) => c === null)).toEqual([]);
    // November 2026 starts on a Sunday: six leading empty cells, six rows.
    const november = visitCalendarWeeks(2026, 11, []);
    expect(november[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(november[0]?.[6]?.date).toBe('2026-11-01');
    expect(november).toHaveLength(6);
    expect(notMatching(november, (w) => w.length === 7)).toEqual([]);
  });

  it("carries the calendar's week, days off and visits; a day off never shows visits", () => {
    const weeks = visitCalendarWeeks(2026, 6, [
      day('2026-06-01', { VISITS: [visit] }),
      day('2026-06-07', { DAY: 'MINGGU', IS_DAYS_OFF: 'Y', VISITS: [visit] }),
      day('2026-06-09', { WEEK: 2 }),
    ]);
    const cells = weeks.flat();
    const at = (d: number) => cells.find((c) => c?.dayOfMonth === d);
    expect(at(1)).toMatchObject({ week: 1, dayOff: false, inCalendar: true, visits: [visit] });
    expect(at(7)).toMatchObject({ dayOff: true, visits: [] });
    expect(at(9)).toMatchObject({ week: 2, visits: [] });
    expect(at(10)).toMatchObject({ inCalendar: false, week: undefined, dayOff: false });
    expect(visitMonthTotals(weeks)).toEqual({ visits: 1, workingDays: 2, idleDays: 1 });
  });
});
