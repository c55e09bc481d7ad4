/**
 * The layout of a month as a wall calendar, Monday first as calendars in Indonesia are printed:
 * rows of seven cells, the days before the 1st and after the last left empty. Local calendar parts
 * only, so no time zone moves a day.
 */

/** A cell of the grid: the day of the month, or null before the 1st and after the last. */
export type MonthCell = number | null;

/** How many days the month has (February of a leap year has 29). */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(year, month, 0).getDate();
}

/** Empty cells before the 1st: 0 when the month starts on a Monday, 6 on a Sunday. */
export function mondayOffset(year: number, month: number): number {
  return (new Date(year, month - 1, 1).getDay() + 6) % 7;
}

/** The month's rows of seven cells (four to six rows). */
export function monthGrid(year: number, month: number): MonthCell[][] {
  const offset = mondayOffset(year, month);
  const days = daysInMonth(year, month);
  const rows: MonthCell[][] = [];
  for (let start = 0; start < offset + days; start += 7) {
    rows.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = start + i - offset + 1;
        return day >= 1 && day <= days ? day : null;
      }),
    );
  }
  return rows;
}

/** The month's cells in reading order, each with its place in the grid (a stable key for a blank). */
export function monthSlots(year: number, month: number): { slot: number; day: MonthCell }[] {
  return monthGrid(year, month)
    .flat()
    .map((day, slot) => ({ slot, day }));
}

/** The months of a year, January first. */
export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a day, as the overview answers DATE. */
export const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
