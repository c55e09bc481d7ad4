import { describe, expect, it } from 'vitest';
import { groupQuestions, type QuestionRow } from './pa-questions';

const row = (id: string, sequence: number, answer: string, type = 'Multiple Choice'): QuestionRow => ({
  QUESTION_ID: id,
  SEQUENCE: sequence,
  QUESTION: `Q ${id}`,
  TYPE: type,
  ANSWER_DESC: answer,
});

describe('groupQuestions', () => {
  it('shows each question once, in SEQUENCE order, with its answers in the order they came', () => {
    const groups = groupQuestions([
      row('b', 2, 'Ya', 'Yes or No'),
      row('a', 1, 'Merah'),
      row('b', 2, 'Tidak', 'Yes or No'),
      row('a', 1, 'Biru'),
      row('c', 3, '', 'Number'),
    ]);
    expect(groups).toEqual([
      { id: 'a', question: 'Q a', type: 'Multiple Choice', answers: ['Merah', 'Biru'] },
      { id: 'b', question: 'Q b', type: 'Yes or No', answers: ['Ya', 'Tidak'] },
      // A question without options has no answers to list.
      { id: 'c', question: 'Q c', type: 'Number', answers: [] },
    ]);
  });

  it('keeps questions of one sequence in the order they came, and two answers that read alike', () => {
    const groups = groupQuestions([row('y', 1, 'Sama'), row('x', 1, 'Sama'), row('y', 1, 'Sama')]);
    expect(groups.map((g) => [g.id, g.answers])).toEqual([
      ['y', ['Sama', 'Sama']],
      ['x', ['Sama']],
    ]);
  });
});
