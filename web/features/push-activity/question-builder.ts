/**
 * The question builder's state: the draft, the rules it breaks (shown under its fields once Save
 * was pressed, and gone from a field as soon as the field changes), Save that adds the question or
 * replaces the one being edited, Cancel that starts a new one, and Edit that loads a listed one.
 */
import { useState } from 'react';
import { QUESTION_LIMITS, type SurveyQuestion } from '../../../common/contract/push-activity';
import { saveQuestion } from './question-list';
import {
  emptyDraft,
  fromQuestion,
  newId,
  type Problem,
  type QuestionDraft,
  questionProblems,
  toQuestion,
} from './question-rules';

export interface QuestionBuilder {
  draft: QuestionDraft;
  change(next: Partial<QuestionDraft>): void;
  /** The rules broken, by field (`option-<i>` for one option). */
  problems: Partial<Record<string, string>>;
  /** The number the question has (or will have) in the list. */
  number: number;
  /** The list is full: a new question cannot be added. */
  full: boolean;
  save(): void;
  cancel(): void;
  edit(question: SurveyQuestion): void;
}

export function useQuestionBuilder(
  questions: readonly SurveyQuestion[],
  setQuestions: (next: SurveyQuestion[]) => void,
): QuestionBuilder {
  const [draft, setDraft] = useState(emptyDraft);
  const [problems, setProblems] = useState<Problem[]>([]);
  const editedAt = draft.id === null ? -1 : questions.findIndex((q) => q.id === draft.id);
  // A question deleted while being edited is saved as a new one.
  const number = editedAt < 0 ? questions.length + 1 : editedAt + 1;
  const full = editedAt < 0 && questions.length >= QUESTION_LIMITS.questionsMax;

  const cancel = () => {
    setDraft(emptyDraft());
    setProblems([]);
  };

  return {
    draft,
    change: (next) => {
      setDraft((d) => ({ ...d, ...next }));
      const fields = new Set<string>(Object.keys(next));
      // Options and the number fields answer for their neighbours too (count, min above max).
      if (fields.has('options')) fields.add('option');
      if (fields.has('minValue') || fields.has('maxValue')) fields.add('minValue').add('maxValue');
      setProblems((all) =>
        fields.has('type')
          ? []
          : all.filter((p) => !fields.has(p.field) && !fields.has(p.field.split('-')[0] ?? '')),
      );
    },
    problems: Object.fromEntries(problems.toReversed().map((p) => [p.field, p.rule])),
    number,
    full,
    save: () => {
      if (full) return;
      const question = toQuestion(draft, draft.id ?? newId(), number);
      const broken = questionProblems(question);
      setProblems(broken);
      if (broken.length > 0) return;
      setQuestions(saveQuestion(questions, question));
      setDraft(emptyDraft());
    },
    cancel,
    edit: (question) => {
      setDraft(fromQuestion(question));
      setProblems([]);
    },
  };
}
