/**
 * The check of a list's date range before it is asked for (Overview Call Realization, the photo
 * screens): both dates whole, the end not before the start, and at most the days the server takes
 * in one request. Said at once under the user's Find, with the server's own words, instead of
 * after a refused call.
 */
import { dateField } from '../../common/contract/shared-schemas';
import { daysCounted, parseIsoDate } from '../../common/dates';
import { messages } from '../../common/messages';

/** What is wrong with the range, or undefined when it can be asked for. */
export function dateRangeProblem(start: string, end: string, maxDays: number): string | undefined {
  for (const [label, value] of [
    [messages.startDateLabel, start],
    [messages.endDateLabel, end],
  ] as const) {
    const checked = dateField(label).safeParse(value);
    if (!checked.success) return checked.error.issues[0]?.message;
    if (!parseIsoDate(value)) return messages.dateInvalid(label);
  }
  if (end < start) return messages.endBeforeStart;
  if (daysCounted(start, end) > maxDays) return messages.dateRangeTooLong(maxDays);
  return undefined;
}
