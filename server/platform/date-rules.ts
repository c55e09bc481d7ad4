/** The date rule of every form with a start and an end (types, titles, roles, periods). */
import { daysCounted, isIsoDate } from '../../common/dates';
import { messages } from '../../common/messages';
import { rule } from './errors';

/** Both dates real YYYY-MM-DD dates and the end not before the start; `fail` builds the error. */
export function checkDates(
  startDate: string,
  endDate: string,
  fail: (message: string) => Error = rule,
  names = { start: 'startDate', end: 'endDate' },
): void {
  if (!isIsoDate(startDate)) throw fail(messages.dateInvalid(names.start));
  if (!isIsoDate(endDate)) throw fail(messages.dateInvalid(names.end));
  if (endDate < startDate) throw fail(messages.endBeforeStart);
}

/**
 * checkDates, and a range of at most `maxDays` days: a list over a date range reads (and counts)
 * every row of it, so the range a request may ask for is bounded like any other unbounded work.
 */
export function checkDateRange(
  startDate: string,
  endDate: string,
  maxDays: number,
  names = { start: 'StartDate', end: 'EndDate' },
): void {
  checkDates(startDate, endDate, rule, names);
  if (daysCounted(startDate, endDate) > maxDays) throw rule(messages.dateRangeTooLong(maxDays));
}
