/**
 * The period of a campaign (spec part 2 sections 3, 5, 9): it starts no earlier than two days
 * after today, and insertpa receives it as `dates`, every day from start to end in order, which
 * the server checks the same way. Dates are local calendar days written 'YYYY-MM-DD'.
 */
import { CAMPAIGN_MAX_DAYS, CAMPAIGN_START_DAYS_AHEAD } from '../../../common/contract/push-activity';
import { parseIsoDate, today, toIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';

/** The day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const d = parseIsoDate(isoDate);
  if (!d) throw new Error(`not a date: ${isoDate}`);
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
}

/** The first day a campaign made today may start on. */
export function firstAllowedStart(todayIso: string = today()): string {
  return addDays(todayIso, CAMPAIGN_START_DAYS_AHEAD);
}

/** Every day from start to end, both included; none when either is not a date or end is before start. */
export function campaignDays(start: string, end: string): string[] {
  if (!parseIsoDate(start) || !parseIsoDate(end) || end < start) return [];
  const days: string[] = [];
  // Bounded: a longer period is refused anyway, and a typo of a year must not build a huge list.
  for (let day = start; day <= end && days.length <= CAMPAIGN_MAX_DAYS; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The messages under the period's fields, by field; none when both dates are fine (or still empty). */
export function periodProblems(
  startDate: string,
  endDate: string,
  todayIso: string = today(),
): { startDate?: string; endDate?: string } {
  const problems: { startDate?: string; endDate?: string } = {};
  const first = firstAllowedStart(todayIso);
  if (startDate && startDate < first) problems.startDate = messages.campaignStartTooSoon(first);
  if (startDate && endDate) {
    if (endDate < startDate) problems.endDate = messages.endBeforeStart;
    else if (campaignDays(startDate, endDate).length > CAMPAIGN_MAX_DAYS) {
      problems.endDate = messages.dateRangeTooLong(CAMPAIGN_MAX_DAYS);
    }
  }
  return problems;
}

/** The month of a day (YYYY-MM-DD): where the lists find a campaign starting on it. */
export function monthOf(isoDate: string): { month: number; year: number } {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return { month, year };
}
