/**
 * The campaign's list of questions (spec part 2 section 4): Save adds a question or replaces it by
 * id, questions are deleted and moved up or down, and `sequence` always follows the list's order.
 * An answer may jump to another question; insertpa refuses a jump to a question that is not in the
 * campaign or one that leads back (a loop), so the list checks the same: live under the list, where
 * moving a question can undo a loop, and again before the submit.
 */
import type { SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { problemText, questionProblems } from './question-rules';

/** The questions numbered 1, 2, 3… in their order. */
export function inSequence(questions: readonly SurveyQuestion[]): SurveyQuestion[] {
  return questions.map((q, i) => (q.sequence === i + 1 ? q : { ...q, sequence: i + 1 }));
}

/** The list with the question added at the end, or put in place of the one with its id. */
export function saveQuestion(questions: readonly SurveyQuestion[], saved: SurveyQuestion): SurveyQuestion[] {
  const at = questions.findIndex((q) => q.id === saved.id);
  return inSequence(at < 0 ? [...questions, saved] : questions.map((q, i) => (i === at ? saved : q)));
}

/** The list without the question; answers that jumped to it go on to the next question again. */
export function removeQuestion(questions: readonly SurveyQuestion[], id: string): SurveyQuestion[] {
  return inSequence(
    questions
      .filter((q) => q.id !== id)
      .map((q) =>
        q.options?.some((o) => o.nextQuestion === id)
          ? {
              ...q,
              options: q.options.map((o) => (o.nextQuestion === id ? { ...o, nextQuestion: null } : o)),
            }
          : q,
      ),
  );
}

/** The list with the question moved one place up (-1) or down (+1); unchanged at either end. */
export function moveQuestion(
  questions: readonly SurveyQuestion[],
  id: string,
  step: -1 | 1,
): SurveyQuestion[] {
  const from = questions.findIndex((q) => q.id === id);
  const to = from + step;
  const moved = questions[from];
  const other = questions[to];
  if (from < 0 || !moved || !other) return [...questions];
  const next = [...questions];
  next[from] = other;
  next[to] = moved;
  return inSequence(next);
}

/**
 * Why the answers' jumps cannot stay, as insertpa says it: a jump to a question not in the list, or
 * a way through the survey (an answer's jump, or on to the next question) that comes back to a
 * question already asked — a loop. Checked as the server checks it, over the list's order.
 */
export function jumpsProblem(questions: readonly SurveyQuestion[]): string | undefined {
  const index = new Map(questions.map((q, i) => [q.id, i]));
  const ways: number[][] = [];
  for (const [i, q] of questions.entries()) {
    const options = q.options ?? [];
    const to = new Set<number>();
    // An answer without a jump, and a question without answers, go on to the next question.
    if ((options.length === 0 || options.some((o) => !o.nextQuestion)) && i + 1 < questions.length)
      to.add(i + 1);
    for (const o of options) {
      if (!o.nextQuestion) continue;
      const target = index.get(o.nextQuestion);
      if (target === undefined) return messages.jumpUnknown(i + 1);
      to.add(target);
    }
    ways.push([...to]);
  }
  // Depth-first: meeting a question again while still on the way from it closes a loop.
  const state = questions.map(() => 'new' as 'new' | 'open' | 'done');
  const loopFrom = (i: number): number | undefined => {
    state[i] = 'open';
    for (const to of ways[i] ?? []) {
      if (state[to] === 'open') return i;
      const found = state[to] === 'new' ? loopFrom(to) : undefined;
      if (found !== undefined) return found;
    }
    state[i] = 'done';
    return undefined;
  };
  for (let i = 0; i < questions.length; i++) {
    const loop = state[i] === 'new' ? loopFrom(i) : undefined;
    if (loop !== undefined) return messages.jumpLoop(loop + 1);
  }
  return undefined;
}

/** The first thing in the list insertpa would refuse, as the submit says it; none when all is well. */
export function questionsProblem(questions: readonly SurveyQuestion[]): string | undefined {
  for (const [i, q] of questions.entries()) {
    const broken = questionProblems(q)[0];
    if (broken) return problemText(broken, i + 1);
  }
  return jumpsProblem(questions);
}
