/** The date rule of every form with a start and an end (types, titles, roles, periods). */
import { isIsoDate } from '../../common/dates';
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
