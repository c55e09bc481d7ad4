import { describe, expect, it } from 'vitest';
import { notMatching } from '../../../common/test-lists';
import { daysInMonth, isoDay, mondayOffset, monthGrid, monthSlots } from './month-grid';

describe('month grid', () => {
  it('counts the empty cells before the 1st from Monday', () => {
    // 2027-03-01 is a Monday, 2026-11-01 a Sunday, 2027-01-01 a Friday.
    expect(mondayOffset(2027, 3)).toBe(0);
    expect(mondayOffset(2026, 11)).toBe(6);
    expect(mondayOffset(2027, 1)).toBe(4);
  });

  it('knows the days of each month, February of leap years included', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2027, 4)).toBe(30);
    expect(daysInMonth(2027, 12)).toBe(31);
  });

  it('lays a month out in rows of seven, four to six rows', () => {
    // February 2027 starts on a Monday and has 28 days: exactly four rows.
    const feb = monthGrid(2027, 2);
    expect(feb).toHaveLength(4);
    expect(feb[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(feb[3]).toEqual([22, 23, 24, 25, 26, 27, 28]);
    // November 2026 starts on a Sunday: the 1st is the last cell of the first row, and 30 ends row six.
    const nov = monthGrid(2026, 11);
    expect(nov).toHaveLength(6);
    expect(nov[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(nov[5]).toEqual([30, null, null, null, null, null, null]);
    // February 2028 (leap) starts on a Tuesday: five rows ending on the 29th, a Tuesday.
    const leap = monthGrid(2028, 2);
    expect(leap).toHaveLength(5);
    expect(leap[4]).toEqual([28, 29, null, null, null, null, null]);
    for (const grid of [feb, nov, leap]) {
      expect(notMatching(grid, (r) => r.length === 7)).toEqual([]);
    }
    expect(leap.flat().filter((d) => d !== null)).toHaveLength(29);
  });

  it('numbers the cells in reading order', () => {
    const slots = monthSlots(2026, 11);
    expect(slots).toHaveLength(42);
    expect(slots[6]).toEqual({ slot: 6, day: 1 });
    expect(slots[41]).toEqual({ slot: 41, day: null });
  });

  it('writes a day as the overview answers DATE', () => {
    expect(isoDay(2027, 3, 7)).toBe('2027-03-07');
  });
});
