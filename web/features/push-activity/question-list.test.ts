import { describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import {
  inSequence,
  jumpsProblem,
  moveQuestion,
  questionsProblem,
  removeQuestion,
  saveQuestion,
} from './question-list';

const text = (id: string): SurveyQuestion => ({
  id,
  type: 'Text',
  body: `Q ${id}`,
  options: [],
  sequence: 0,
});
const yesNo = (id: string, yes: string | null, no: string | null = null): SurveyQuestion => ({
  id,
  type: 'Yes or No',
  body: `Q ${id}`,
  options: [
    { body: 'Yes', sequence: 1, nextQuestion: yes },
    { body: 'No', sequence: 2, nextQuestion: no },
  ],
  multiSelect: false,
  sequence: 0,
});
const ids = (list: readonly SurveyQuestion[]) => list.map((q) => `${q.sequence}:${q.id}`);

describe('the list of questions', () => {
  it('adds a question at the end and replaces one by its id, numbering them in order', () => {
    let list = saveQuestion([], text('a'));
    list = saveQuestion(list, text('b'));
    expect(ids(list)).toEqual(['1:a', '2:b']);
    list = saveQuestion(list, { ...text('a'), body: 'changed' });
    expect(ids(list)).toEqual(['1:a', '2:b']);
    expect(list[0]?.body).toBe('changed');
  });

  it('moves a question up or down, and not past either end', () => {
    const list = inSequence([text('a'), text('b'), text('c')]);
    expect(ids(moveQuestion(list, 'c', -1))).toEqual(['1:a', '2:c', '3:b']);
    expect(ids(moveQuestion(list, 'a', 1))).toEqual(['1:b', '2:a', '3:c']);
    expect(ids(moveQuestion(list, 'a', -1))).toEqual(ids(list));
    expect(ids(moveQuestion(list, 'c', 1))).toEqual(ids(list));
  });

  it('deletes a question, and answers that jumped to it go on in order again', () => {
    const list = inSequence([yesNo('a', 'c'), text('b'), text('c')]);
    const left = removeQuestion(list, 'c');
    expect(ids(left)).toEqual(['1:a', '2:b']);
    expect(left[0]?.options?.map((o) => o.nextQuestion)).toEqual([null, null]);
  });

  it('lets an answer jump forward', () => {
    expect(jumpsProblem(inSequence([yesNo('a', 'c'), text('b'), text('c')]))).toBeUndefined();
  });

  it('refuses a jump back, which would ask the same questions again', () => {
    expect(jumpsProblem(inSequence([text('a'), yesNo('b', 'a')]))).toBe(messages.jumpLoop(2));
    expect(jumpsProblem(inSequence([yesNo('a', 'a')]))).toBe(messages.jumpLoop(1));
  });

  it('takes a jump back that no way through the survey follows into a loop', () => {
    // From a both answers jump past b, so nothing leads from a to b and back to a.
    expect(jumpsProblem(inSequence([yesNo('a', 'c', 'c'), yesNo('b', 'a', 'c'), text('c')]))).toBeUndefined();
  });

  it('refuses a jump to a question not in the list', () => {
    expect(jumpsProblem(inSequence([text('a'), yesNo('b', 'gone')]))).toBe(messages.jumpUnknown(2));
  });

  it('says the first problem of the list as the submit does', () => {
    const broken = { ...text('b'), characterLimited: true, textLimit: 5000 };
    expect(questionsProblem(inSequence([text('a'), broken]))).toBe(
      messages.questionLimit(2, messages.textLimitRule(1, 2048)),
    );
    expect(questionsProblem(inSequence([text('a'), yesNo('b', 'a')]))).toBe(messages.jumpLoop(2));
    expect(questionsProblem(inSequence([text('a'), text('b')]))).toBeUndefined();
  });
});
