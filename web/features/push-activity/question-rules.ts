/**
 * The question builder's rules (spec part 2 sections 3-5, 9): the draft the builder edits, the
 * defaults each type starts from, the survey question it becomes, and the limits a question must
 * keep — the same limits insertpa checks again on the server, so a campaign the screen lets
 * through is not refused for its questions.
 */
import {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_QUESTION_TYPE,
  DEFAULT_TIME_FORMAT,
  OPTION_TYPES,
  optionKey,
  QUESTION_LIMITS,
  QUESTION_TYPES,
  type QuestionType,
  type SurveyQuestion,
  TIME_FORMATS,
} from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';

/** The builder's type: DEFAULT until the user picks one. */
export type BuilderType = QuestionType | typeof DEFAULT_QUESTION_TYPE;

/** The answers a Yes or No question always offers. */
export const YES_NO_OPTIONS = ['Yes', 'No'] as const;

export interface OptionDraft {
  /** Keeps the option's field while others are added or removed. */
  key: string;
  body: string;
  /** The id of a listed question this answer jumps to; null goes on to the next one. */
  nextQuestion: string | null;
}

/** What the builder edits; numbers stay as typed until the question is saved. */
export interface QuestionDraft {
  /** The listed question being edited; null while building a new one. */
  id: string | null;
  type: BuilderType;
  body: string;
  options: OptionDraft[];
  hasMinMax: boolean;
  allowDecimals: boolean;
  units: string;
  /** Number's limits when it has them; Scale's ends. */
  minValue: string;
  maxValue: string;
  characterLimited: boolean;
  textLimit: string;
  intervals: string;
  /** Scale's labels of its lowest and highest point, both optional. */
  labels: [string, string];
  dateFormat: string;
  timeFormat: number;
}

/**
 * A unique id. crypto.randomUUID exists only on secure pages (https, localhost) and the portal may
 * be served over plain http inside the office network; getRandomValues exists on every page.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const isOptionType = (type: string): boolean => OPTION_TYPES.some((t) => t === type);
export const isQuestionType = (type: string): type is QuestionType => QUESTION_TYPES.some((t) => t === type);

const option = (body: string): OptionDraft => ({ key: newId(), body, nextQuestion: null });

/** The options a type starts with: Yes and No, two empty ones, or none. */
export function defaultOptions(type: BuilderType): OptionDraft[] {
  if (type === 'Yes or No') return YES_NO_OPTIONS.map(option);
  if (isOptionType(type)) return Array.from({ length: QUESTION_LIMITS.defaultOptions }, () => option(''));
  return [];
}

/** The type's defaults; Number's limits and Scale's ends share minValue and maxValue. */
function typeDefaults(type: BuilderType): Omit<QuestionDraft, 'id' | 'body'> {
  const scale = type === 'Scale';
  return {
    type,
    options: defaultOptions(type),
    hasMinMax: false,
    allowDecimals: false,
    units: '',
    minValue: String(scale ? QUESTION_LIMITS.scale.min : QUESTION_LIMITS.number.min),
    maxValue: String(scale ? QUESTION_LIMITS.scale.max : QUESTION_LIMITS.number.max),
    characterLimited: true,
    textLimit: String(QUESTION_LIMITS.textLimit.default),
    intervals: String(QUESTION_LIMITS.intervals.default),
    labels: ['', ''],
    dateFormat: DEFAULT_DATE_FORMAT,
    timeFormat: DEFAULT_TIME_FORMAT,
  };
}

export const emptyDraft = (): QuestionDraft => ({
  id: null,
  body: '',
  ...typeDefaults(DEFAULT_QUESTION_TYPE),
});

/**
 * The draft with another type: the question's text stays, the settings start from the type's
 * defaults. Options typed for Check Boxes stay for Multiple Choice and the other way round.
 */
export function withType(draft: QuestionDraft, type: BuilderType): QuestionDraft {
  const next = { ...draft, ...typeDefaults(type) };
  const keepsOptions = type !== 'Yes or No' && draft.type !== 'Yes or No';
  if (keepsOptions && isOptionType(type) && isOptionType(draft.type)) next.options = draft.options;
  return next;
}

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The survey question a draft becomes (insertpa's questionsList entry). */
export function toQuestion(d: QuestionDraft, id: string, sequence: number): SurveyQuestion {
  const is = (type: QuestionType) => d.type === type;
  const options = isOptionType(d.type);
  const [low, high] = d.labels.map((l) => l.trim());
  return {
    id,
    type: d.type,
    body: d.body.trim(),
    options: options
      ? d.options.map((o, i) => ({ body: o.body.trim(), sequence: i + 1, nextQuestion: o.nextQuestion }))
      : [],
    multiSelect: options ? is('Check Boxes') : null,
    hasMinMax: is('Number') ? d.hasMinMax : null,
    allowDecimals: is('Number') ? d.allowDecimals : null,
    hasUnits: is('Number') ? d.units.trim() !== '' : null,
    units: is('Number') && d.units.trim() !== '' ? d.units.trim() : null,
    minValue: (is('Number') && d.hasMinMax) || is('Scale') ? numberOf(d.minValue) : null,
    maxValue: (is('Number') && d.hasMinMax) || is('Scale') ? numberOf(d.maxValue) : null,
    characterLimited: is('Text') ? d.characterLimited : null,
    textLimit: is('Text') && d.characterLimited ? numberOf(d.textLimit) : null,
    intervals: is('Scale') ? numberOf(d.intervals) : null,
    labels: is('Scale') && (low || high) ? [low ?? '', high ?? ''] : null,
    dateFormat: is('Date') ? d.dateFormat : null,
    timeFormat: is('Time') ? d.timeFormat : null,
    sequence,
  };
}

/** The draft of a listed question, to edit it. */
export function fromQuestion(q: SurveyQuestion): QuestionDraft {
  const type = isQuestionType(q.type) ? q.type : DEFAULT_QUESTION_TYPE;
  const base = typeDefaults(type);
  const text = (value: number | null | undefined, fallback: string) =>
    value === null || value === undefined ? fallback : String(value);
  return {
    ...base,
    id: q.id,
    body: q.body,
    options: (q.options ?? []).map((o) => ({
      key: newId(),
      body: o.body,
      nextQuestion: o.nextQuestion ?? null,
    })),
    hasMinMax: q.hasMinMax ?? false,
    allowDecimals: q.allowDecimals ?? false,
    units: q.units ?? '',
    minValue: text(q.minValue, base.minValue),
    maxValue: text(q.maxValue, base.maxValue),
    characterLimited: q.characterLimited ?? base.characterLimited,
    textLimit: text(q.textLimit, base.textLimit),
    intervals: text(q.intervals, base.intervals),
    labels: [q.labels?.[0] ?? '', q.labels?.[1] ?? ''],
    dateFormat: q.dateFormat ?? base.dateFormat,
    timeFormat: Number(q.timeFormat ?? base.timeFormat),
  };
}

/** Where a broken rule shows in the builder: a field, the options, or one option (`option-<i>`). */
export type ProblemField =
  | 'type'
  | 'body'
  | 'options'
  | `option-${number}`
  | 'minValue'
  | 'maxValue'
  | 'textLimit'
  | 'intervals'
  | 'format';

export interface Problem {
  field: ProblemField;
  rule: string;
}

/** Whole numbers within the limits, as insertpa takes them. */
const within = (value: number | null | undefined, limits: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;

/** The rules a question breaks, in the builder's order; none when it may be saved. */
export function questionProblems(q: SurveyQuestion): Problem[] {
  if (!isQuestionType(q.type)) return [{ field: 'type', rule: messages.chooseQuestionType }];
  const problems: Problem[] = [];
  if (q.body.trim() === '') problems.push({ field: 'body', rule: messages.questionRequired });
  const options = q.options ?? [];
  if (isOptionType(q.type)) {
    if (options.length < QUESTION_LIMITS.defaultOptions) {
      problems.push({ field: 'options', rule: messages.optionsCountRule(QUESTION_LIMITS.defaultOptions) });
    }
    const seen = new Map<string, string>();
    options.forEach((o, i) => {
      if (o.body.trim() === '') problems.push({ field: `option-${i}`, rule: messages.optionRequired });
      // Each answer repeating an earlier one is marked, as the server refuses the first of them.
      const key = optionKey(o.body);
      const same = seen.get(key);
      if (key !== '' && same !== undefined) {
        problems.push({ field: `option-${i}`, rule: messages.optionTwiceRule(o.body.trim(), same) });
      } else if (key !== '') seen.set(key, o.body.trim());
    });
  }
  if (q.type === 'Number' && q.hasMinMax) {
    const rule = messages.numberLimitRule(QUESTION_LIMITS.number.min, QUESTION_LIMITS.number.max);
    if (!within(q.minValue, QUESTION_LIMITS.number)) problems.push({ field: 'minValue', rule });
    if (!within(q.maxValue, QUESTION_LIMITS.number)) problems.push({ field: 'maxValue', rule });
    else if (within(q.minValue, QUESTION_LIMITS.number) && Number(q.minValue) > Number(q.maxValue)) {
      problems.push({ field: 'maxValue', rule: messages.minAboveMaxRule });
    }
  }
  const { textLimit, intervals } = QUESTION_LIMITS;
  if (q.type === 'Text' && q.characterLimited && !within(q.textLimit, textLimit)) {
    problems.push({ field: 'textLimit', rule: messages.textLimitRule(textLimit.min, textLimit.max) });
  }
  if (q.type === 'Scale') {
    if (!within(q.intervals, intervals)) {
      problems.push({ field: 'intervals', rule: messages.intervalsRule(intervals.min, intervals.max) });
    }
    const ends = [q.minValue, q.maxValue];
    if (!ends.every((v) => Number.isFinite(v)) || Number(q.minValue) >= Number(q.maxValue)) {
      problems.push({ field: 'maxValue', rule: messages.scaleOrderRule });
    }
  }
  const formatKnown =
    q.type === 'Date'
      ? DATE_FORMATS.some((f) => f === q.dateFormat)
      : q.type !== 'Time' || TIME_FORMATS.some((f) => f === Number(q.timeFormat));
  if (!formatKnown) problems.push({ field: 'format', rule: messages.formatRule });
  return problems;
}

/** A broken rule as the campaign's submit says it: the question's number first. */
export function problemText(problem: Problem, question: number): string {
  return problem.field === 'type'
    ? messages.questionTypeUnknown(question)
    : messages.questionLimit(question, problem.rule);
}
