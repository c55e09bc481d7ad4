/**
 * The rules of a campaign that need no database: its days (consecutive, starting no earlier than
 * two days after today) and its questions (a chosen type, the limits and defaults of spec part 2
 * sections 5 and 9, options where the type has them, no two differing only in case or spaces, and
 * option jumps that stay within the campaign and form no loop). The builder on the screen follows
 * the same limits; the server checks them again.
 */

import type { z } from 'zod';
import {
  CAMPAIGN_START_DAYS_AHEAD,
  DATE_FORMATS,
  OPTION_TYPES,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type QuestionType,
  repeatedOption,
  type surveyQuestion,
  TIME_FORMATS,
} from '../../../common/contract/push-activity';
import { isIsoDate, toIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { rule } from '../../platform/errors';

type Question = z.output<typeof surveyQuestion>;

const dayAfter = (iso: string, days = 1) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return toIsoDate(new Date(y, m - 1, d + days));
};

/** The campaign's first and last day, checked: real dates, one a day, from today + 2 days. */
export function checkCampaignDays(dates: readonly string[], today: string): { start: string; end: string } {
  if (!dates.every(isIsoDate)) throw rule(messages.campaignDatesNotDaily);
  for (let i = 1; i < dates.length; i++) {
    if (dates[i] !== dayAfter(dates[i - 1] as string)) throw rule(messages.campaignDatesNotDaily);
  }
  const start = dates[0] as string;
  const first = dayAfter(today, CAMPAIGN_START_DAYS_AHEAD);
  if (start < first) throw rule(messages.campaignStartTooSoon(first));
  return { start, end: dates[dates.length - 1] as string };
}

const within = (v: number | null | undefined, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Each question's type and limits; numbered from 1 in the order sent. */
export function checkQuestions(questions: readonly Question[]): void {
  const ids = new Set<string>();
  questions.forEach((q, i) => {
    const n = i + 1;
    if (ids.has(q.id)) throw rule(messages.questionIdTwice(q.id));
    ids.add(q.id);
    if (!(QUESTION_TYPES as readonly string[]).includes(q.type)) throw rule(messages.questionTypeUnknown(n));
    const fail = (text: string) => rule(messages.questionLimit(n, text));
    const type = q.type as QuestionType;
    const options = q.options ?? [];
    if (OPTION_TYPES.includes(type)) {
      if (options.length < QUESTION_LIMITS.defaultOptions)
        throw fail(messages.optionsCountRule(QUESTION_LIMITS.defaultOptions));
      if (type === 'Yes or No' && options.map((o) => o.body).join('/') !== 'Yes/No') {
        throw fail(messages.yesNoOptionsRule);
      }
      const twice = repeatedOption(options);
      if (twice) throw fail(messages.optionTwiceRule(twice.body, twice.same));
    } else if (options.length > 0) throw fail(messages.noOptionsRule);
    const { min, max } = QUESTION_LIMITS.number;
    if (type === 'Number' && q.hasMinMax) {
      if (!within(q.minValue, min, max) || !within(q.maxValue, min, max))
        throw fail(messages.numberLimitRule(min, max));
      if ((q.minValue as number) > (q.maxValue as number)) throw fail(messages.minAboveMaxRule);
    }
    if (type === 'Text' && q.characterLimited) {
      const t = QUESTION_LIMITS.textLimit;
      if (!within(q.textLimit, t.min, t.max)) throw fail(messages.textLimitRule(t.min, t.max));
    }
    if (type === 'Scale') {
      const iv = QUESTION_LIMITS.intervals;
      if (q.intervals != null && !within(q.intervals, iv.min, iv.max))
        throw fail(messages.intervalsRule(iv.min, iv.max));
      if (q.minValue != null && q.maxValue != null && q.minValue >= q.maxValue) {
        throw fail(messages.scaleOrderRule);
      }
    }
    if (
      type === 'Date' &&
      q.dateFormat != null &&
      !(DATE_FORMATS as readonly string[]).includes(q.dateFormat)
    ) {
      throw fail(messages.formatRule);
    }
    if (
      type === 'Time' &&
      q.timeFormat != null &&
      !(TIME_FORMATS as readonly number[]).includes(Number(q.timeFormat))
    ) {
      throw fail(messages.formatRule);
    }
  });
  checkJumps(questions);
}

/**
 * Option jumps: each names a question of the campaign, and following the survey from any question
 * (an option's jump, or the next question in order) never comes back to it.
 */
function checkJumps(questions: readonly Question[]): void {
  const ordered = [...questions].sort((a, b) => a.sequence - b.sequence);
  const index = new Map(ordered.map((q, i) => [q.id, i]));
  const next: number[][] = ordered.map((q, i) => {
    const targets = new Set<number>();
    const options = q.options ?? [];
    for (const o of options) {
      if (o.nextQuestion == null || o.nextQuestion === '') {
        if (i + 1 < ordered.length) targets.add(i + 1);
        continue;
      }
      const to = index.get(o.nextQuestion);
      if (to === undefined) throw rule(messages.jumpUnknown(questions.indexOf(q) + 1));
      targets.add(to);
    }
    if (options.length === 0 && i + 1 < ordered.length) targets.add(i + 1);
    return [...targets];
  });
  // Depth-first: a question met again while on the current path closes a loop.
  const state = new Array<0 | 1 | 2>(ordered.length).fill(0);
  const visit = (i: number): void => {
    state[i] = 1;
    for (const to of next[i] ?? []) {
      if (state[to] === 1) throw rule(messages.jumpLoop(questions.indexOf(ordered[i] as Question) + 1));
      if (state[to] === 0) visit(to);
    }
    state[i] = 2;
  };
  for (let i = 0; i < ordered.length; i++) if (state[i] === 0) visit(i);
}
