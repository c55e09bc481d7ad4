/**
 * One position's month of planned visits laid out as a wall calendar: Monday-first columns, one
 * row per calendar week, each date with the calendar's call week, its day off flag and the
 * customers planned on it. Dates the working calendar lacks still get their cell (so the month
 * reads whole), marked as not in the calendar.
 */
import type { PlannedVisit, VisitDay } from '../../../common/contract/call-management';
import { isoDay, monthGrid } from './month-grid';

export interface VisitCell {
  /** YYYY-MM-DD. */
  date: string;
  dayOfMonth: number;
  /** The calendar's WEEK_CALL (1-4); undefined when the calendar lacks the date. */
  week: number | undefined;
  dayOff: boolean;
  inCalendar: boolean;
  visits: PlannedVisit[];
}

/** Seven cells, Monday to Sunday; null before the first and after the last day of the month. */
export type VisitWeekRow = (VisitCell | null)[];

export function visitCalendarWeeks(year: number, month: number, days: readonly VisitDay[]): VisitWeekRow[] {
  const byDate = new Map(days.map((d) => [d.DATE, d]));
  return monthGrid(year, month).map((week) =>
    week.map((dayOfMonth): VisitCell | null => {
      if (dayOfMonth === null) return null;
      const date = isoDay(year, month, dayOfMonth);
      const known = byDate.get(date);
      return {
        date,
        dayOfMonth,
        week: known?.WEEK,
        dayOff: known?.IS_DAYS_OFF === 'Y',
        inCalendar: known !== undefined,
        // A day off has no visits, whatever the plan says.
        visits: known && known.IS_DAYS_OFF !== 'Y' ? known.VISITS : [],
      };
    }),
  );
}

/** The month's sums shown above the grid: visits planned, working days, working days without a visit. */
export function visitMonthTotals(weeks: readonly VisitWeekRow[]) {
  let visits = 0;
  let workingDays = 0;
  let idleDays = 0;
  for (const cell of weeks.flat()) {
    if (!cell?.inCalendar || cell.dayOff) continue;
    workingDays++;
    visits += cell.visits.length;
    if (cell.visits.length === 0) idleDays++;
  }
  return { visits, workingDays, idleDays };
}
