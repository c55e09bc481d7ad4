/**
 * A survey's answers against its questions (spec part 2 sections 3, 5, 9: Survey question): each
 * answer of its question's type and within its limits, and the questions answered exactly those on
 * the path the answers take through the jumps.
 *
 * The path starts at the first question (by sequence). An option answered with a nextQuestion jumps
 * there (Check Boxes: the first option chosen, by the option's sequence, that jumps); otherwise the
 * path goes on to the next question by sequence; a jump to an id the survey does not hold ends it.
 * Every question on the path is answered; a question off the path (skipped by a jump) is not.
 */
import { OPTION_TYPES, optionKey, QUESTION_LIMITS } from '../../../common/contract/push-activity';

export interface QuestionOption {
  body: string;
  sequence: number;
  nextQuestion?: string | null;
}

/** A question as the campaign's builder saved it (pa_questions.definition). */
export interface CampaignQuestion {
  id: string;
  type: string;
  sequence: number;
  options?: QuestionOption[];
  dateFormat?: string | null;
  timeFormat?: number | string | null;
  minValue?: number | null;
  maxValue?: number | null;
  textLimit?: number | null;
  hasMinMax?: boolean | null;
  allowDecimals?: boolean | null;
  characterLimited?: boolean | null;
  multiSelect?: boolean | null;
}

export type AnswerValue = string | number | string[];

type Outcome = { answer: string; jumpTo?: string | null } | { reason: string };

function optionAnswer(q: CampaignQuestion, value: AnswerValue): Outcome {
  const chosen = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (!chosen) return { reason: 'an option is answered by its text' };
  const many = q.type === 'Check Boxes' || q.multiSelect === true;
  if (chosen.length === 0) return { reason: 'no option chosen' };
  if (!many && chosen.length > 1) return { reason: 'one option only' };
  const options = [...(q.options ?? [])].sort((a, b) => a.sequence - b.sequence);
  const byKey = new Map(options.map((o) => [optionKey(o.body), o]));
  const picked: QuestionOption[] = [];
  for (const text of chosen) {
    const option = byKey.get(optionKey(text));
    if (!option) return { reason: `"${text}" is not one of its options` };
    if (picked.includes(option)) return { reason: `"${text}" chosen twice` };
    picked.push(option);
  }
  picked.sort((a, b) => a.sequence - b.sequence);
  const jump = picked.find((o) => o.nextQuestion)?.nextQuestion;
  return { answer: picked.map((o) => o.body.trim()).join(', '), jumpTo: jump ?? null };
}

function numberAnswer(q: CampaignQuestion, value: AnswerValue, scale: boolean): Outcome {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return { reason: 'a number is asked' };
  if ((scale || q.allowDecimals !== true) && !Number.isInteger(n))
    return { reason: `${n} is not a whole number` };
  const min = scale ? (q.minValue ?? QUESTION_LIMITS.scale.min) : q.hasMinMax ? q.minValue : undefined;
  const max = scale ? (q.maxValue ?? QUESTION_LIMITS.scale.max) : q.hasMinMax ? q.maxValue : undefined;
  if (min !== undefined && min !== null && n < min) return { reason: `${n} is below the least, ${min}` };
  if (max !== undefined && max !== null && n > max) return { reason: `${n} is above the most, ${max}` };
  return { answer: String(n) };
}

function textAnswer(q: CampaignQuestion, value: AnswerValue): Outcome {
  if (typeof value !== 'string') return { reason: 'a text is asked' };
  const text = value.trim();
  if (text === '') return { reason: 'the answer is empty' };
  const limit =
    q.characterLimited === false
      ? QUESTION_LIMITS.textLimit.max
      : (q.textLimit ?? QUESTION_LIMITS.textLimit.default);
  if ([...text].length > limit) return { reason: `longer than its ${limit} characters` };
  return { answer: text };
}

const DATE_PARTS: Record<string, { re: RegExp; order: 'MDY' | 'DMY'; shortYear: boolean }> = {
  'MM/DD/YY': { re: /^(\d{2})\/(\d{2})\/(\d{2})$/, order: 'MDY', shortYear: true },
  'DD/MM/YY': { re: /^(\d{2})\/(\d{2})\/(\d{2})$/, order: 'DMY', shortYear: true },
  'MM/DD/YYYY': { re: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: 'MDY', shortYear: false },
  'DD/MM/YYYY': { re: /^(\d{2})\/(\d{2})\/(\d{4})$/, order: 'DMY', shortYear: false },
};

function dateAnswer(q: CampaignQuestion, value: AnswerValue): Outcome {
  const format = q.dateFormat ?? 'MM/DD/YYYY';
  const parts = DATE_PARTS[format] ?? DATE_PARTS['MM/DD/YYYY'];
  const m = typeof value === 'string' && parts ? parts.re.exec(value.trim()) : null;
  if (!m || !parts) return { reason: `a date written ${format} is asked` };
  const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [month, dayOf] = parts.order === 'MDY' ? [a, b] : [b, a];
  const year = parts.shortYear ? 2000 + y : y;
  const d = new Date(Date.UTC(year, month - 1, dayOf));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== dayOf)
    return { reason: `${value} is not a date` };
  return { answer: (value as string).trim() };
}

function timeAnswer(q: CampaignQuestion, value: AnswerValue): Outcome {
  const twelve = Number(q.timeFormat ?? 12) === 12;
  const text = typeof value === 'string' ? value.trim() : '';
  const ok = twelve
    ? /^(0?[1-9]|1[0-2]):[0-5]\d ?(AM|PM)$/i.test(text)
    : /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
  if (!ok) return { reason: `a time written ${twelve ? 'hh:mm AM/PM' : 'HH:mm'} is asked` };
  return { answer: text };
}

function answerOf(q: CampaignQuestion, value: AnswerValue): Outcome {
  if ((OPTION_TYPES as readonly string[]).includes(q.type)) return optionAnswer(q, value);
  switch (q.type) {
    case 'Number':
      return numberAnswer(q, value, false);
    case 'Scale':
      return numberAnswer(q, value, true);
    case 'Text':
      return textAnswer(q, value);
    case 'Date':
      return dateAnswer(q, value);
    case 'Time':
      return timeAnswer(q, value);
    default:
      return { reason: `its type ${q.type} takes no answer` };
  }
}

/** The answers as stored, in the survey's order, or the first reason the set is refused. */
export function checkSurveyAnswers(
  questions: readonly CampaignQuestion[],
  sent: readonly { QUESTION_ID: string; ANSWER: AnswerValue }[],
): { answers: { questionId: string; sequence: number; answer: string }[] } | { reason: string } {
  const ordered = [...questions].sort((a, b) => a.sequence - b.sequence);
  const byId = new Map(ordered.map((q) => [q.id, q]));
  const given = new Map<string, AnswerValue>();
  for (const a of sent) {
    if (!byId.has(a.QUESTION_ID))
      return { reason: `ANSWERS: question ${a.QUESTION_ID} is not in the survey` };
    if (given.has(a.QUESTION_ID)) return { reason: `ANSWERS: question ${a.QUESTION_ID} answered twice` };
    given.set(a.QUESTION_ID, a.ANSWER);
  }
  const answers: { questionId: string; sequence: number; answer: string }[] = [];
  const visited = new Set<string>();
  let at = ordered[0];
  while (at && !visited.has(at.id)) {
    visited.add(at.id);
    const value = given.get(at.id);
    if (value === undefined) return { reason: `ANSWERS: question ${at.id} is not answered` };
    const outcome = answerOf(at, value);
    if ('reason' in outcome) return { reason: `ANSWERS: question ${at.id}: ${outcome.reason}` };
    answers.push({ questionId: at.id, sequence: at.sequence, answer: outcome.answer });
    const jump = 'jumpTo' in outcome ? outcome.jumpTo : null;
    at = jump ? byId.get(jump) : ordered[ordered.indexOf(at) + 1];
  }
  for (const id of given.keys())
    if (!visited.has(id)) return { reason: `ANSWERS: question ${id} is skipped by the answers before it` };
  return { answers };
}
