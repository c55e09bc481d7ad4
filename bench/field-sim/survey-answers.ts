/**
 * Answers a rep gives to a campaign's survey, valid against the questions the app downloaded: each
 * of its type and within its limits, following the jumps (an option's nextQuestion) from the first
 * question, so that exactly the questions on the path are answered. `pick` varies the choices.
 */
import type { FieldCampaign } from '../../common/contract/field-app';
import { OPTION_TYPES, QUESTION_LIMITS } from '../../common/contract/push-activity';

type Question = FieldCampaign['QUESTIONS'][number]['DEFINITION'];
export type SimAnswer = { QUESTION_ID: string; ANSWER: string | number | string[] };

const TWO = (n: number) => String(n).padStart(2, '0');

function dateText(format: string, day: string): string {
  const [y, m, d] = day.split('-') as [string, string, string];
  switch (format) {
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'MM/DD/YY':
      return `${m}/${d}/${y.slice(2)}`;
    case 'DD/MM/YY':
      return `${d}/${m}/${y.slice(2)}`;
    default:
      return `${m}/${d}/${y}`;
  }
}

function numberIn(q: Question, pick: number, scale: boolean): number {
  const min = scale ? (q.minValue ?? QUESTION_LIMITS.scale.min) : q.hasMinMax ? (q.minValue ?? 0) : 0;
  const max = scale
    ? (q.maxValue ?? QUESTION_LIMITS.scale.max)
    : q.hasMinMax
      ? (q.maxValue ?? min + 100)
      : min + 100;
  const low = Math.ceil(min);
  const high = Math.floor(max);
  return high >= low ? low + (pick % (high - low + 1)) : low;
}

/** One answer to `q`, and the option it jumps by (if any). */
function answerTo(
  q: Question,
  pick: number,
  day: string,
): { answer: SimAnswer['ANSWER']; jump?: string | null } {
  if ((OPTION_TYPES as readonly string[]).includes(q.type)) {
    const options = [...(q.options ?? [])].sort((a, b) => a.sequence - b.sequence);
    const chosen = options[pick % Math.max(1, options.length)];
    if (!chosen) return { answer: '' };
    const many = q.type === 'Check Boxes' || q.multiSelect === true;
    return { answer: many ? [chosen.body] : chosen.body, jump: chosen.nextQuestion ?? null };
  }
  switch (q.type) {
    case 'Number':
      return { answer: numberIn(q, pick, false) };
    case 'Scale':
      return { answer: numberIn(q, pick, true) };
    case 'Date':
      return { answer: dateText(q.dateFormat ?? 'MM/DD/YYYY', day) };
    case 'Time':
      return {
        answer:
          Number(q.timeFormat ?? 12) === 12
            ? `${TWO(1 + (pick % 12))}:${TWO(pick % 60)} PM`
            : `${TWO(pick % 24)}:${TWO(pick % 60)}`,
      };
    default: {
      const limit = q.characterLimited === false ? 200 : (q.textLimit ?? QUESTION_LIMITS.textLimit.default);
      return { answer: `Stok rak cukup ${pick}`.slice(0, Math.max(1, limit)) };
    }
  }
}

/** The answers along the path the choices take through the survey's jumps. */
export function surveyAnswers(campaign: FieldCampaign, pick: number, day: string): SimAnswer[] {
  const ordered = [...campaign.QUESTIONS].sort((a, b) => a.SEQUENCE - b.SEQUENCE);
  const byId = new Map(ordered.map((q) => [q.QUESTION_ID, q]));
  const answers: SimAnswer[] = [];
  const seen = new Set<string>();
  let at = ordered[0];
  let n = pick;
  while (at && !seen.has(at.QUESTION_ID)) {
    seen.add(at.QUESTION_ID);
    const { answer, jump } = answerTo(at.DEFINITION, n++, day);
    answers.push({ QUESTION_ID: at.QUESTION_ID, ANSWER: answer });
    at = jump ? byId.get(jump) : ordered[ordered.indexOf(at) + 1];
  }
  return answers;
}
