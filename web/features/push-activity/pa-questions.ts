/**
 * A campaign's questions as the Activity dialog shows them (spec part 2 sections 2 and 3):
 * loadPAQues answers one row per answer option (one row for a question without options); the
 * dialog shows each question once, in SEQUENCE order, with its type and its answers in the order
 * the rows came.
 */
import type { CallOutput } from '../../../common/contract/define';
import type { pushActivity } from '../../../common/contract/push-activity';

export type QuestionRow = CallOutput<typeof pushActivity.loadPAQues>['resultPAQuest'][number];

export interface QuestionGroup {
  id: string;
  question: string;
  type: string;
  /** The answer options' descriptions; none for a question without options. */
  answers: string[];
}

export function groupQuestions(rows: readonly QuestionRow[]): QuestionGroup[] {
  const groups = new Map<string, QuestionGroup & { sequence: number }>();
  for (const row of rows) {
    let group = groups.get(row.QUESTION_ID);
    if (!group) {
      group = {
        id: row.QUESTION_ID,
        question: row.QUESTION,
        type: row.TYPE,
        answers: [],
        sequence: row.SEQUENCE,
      };
      groups.set(row.QUESTION_ID, group);
    }
    group.sequence = Math.min(group.sequence, row.SEQUENCE);
    const answer = row.ANSWER_DESC.trim();
    if (answer) group.answers.push(answer);
  }
  // Array.prototype.sort is stable: questions of one sequence keep the order they came in.
  return [...groups.values()]
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ sequence: _, ...group }) => group);
}
