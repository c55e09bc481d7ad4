import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  dayBefore,
  endOfLastMonth,
  endOfMonthOf,
  endOfThisMonth,
  firstDayOfMonth,
  formatDayMonthYear,
  formatIndonesianDateTime,
  isIsoDate,
  usDateToIso,
} from './dates';

describe('dates', () => {
  const now = new Date(2026, 10, 22, 9, 5);
  it('gives the form defaults and shortcuts', () => {
    expect(firstDayOfMonth(now)).toBe('2026-11-01');
    expect(endOfThisMonth(now)).toBe('2026-11-30');
    expect(endOfLastMonth(now)).toBe('2026-10-31');
    expect(endOfMonthOf('2024-02-10')).toBe('2024-02-29');
  });

  it('steps a day across month and year ends', () => {
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(usDateToIso('11/05/2026')).toBe('2026-11-05');
    expect(usDateToIso('13/05/2026')).toBeUndefined();
  });
  it('formats as the spec shows', () => {
    expect(formatDayMonthYear('2026-11-01')).toBe('01 Nov 2026');
    expect(formatIndonesianDateTime(now)).toBe('22 November 2026 09:05');
  });
});
