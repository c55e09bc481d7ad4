import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUESTION_TYPE,
  type SurveyQuestion,
  surveyQuestion,
} from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import {
  defaultOptions,
  emptyDraft,
  fromQuestion,
  newId,
  problemText,
  type QuestionDraft,
  questionProblems,
  toQuestion,
  withType,
} from './question-rules';

const draftOf = (type: QuestionDraft['type'], next: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...withType({ ...emptyDraft(), body: 'Berapa stok?' }, type),
  ...next,
});
const fieldsOf = (d: QuestionDraft) => questionProblems(toQuestion(d, 'q1', 1)).map((p) => p.field);

describe('the question builder', () => {
  it('starts with no type chosen and asks for one', () => {
    const draft = emptyDraft();
    expect(draft.type).toBe(DEFAULT_QUESTION_TYPE);
    expect(questionProblems(toQuestion(draft, 'q1', 1))).toEqual([
      { field: 'type', rule: messages.chooseQuestionType },
    ]);
    expect(problemText({ field: 'type', rule: '' }, 4)).toBe(messages.questionTypeUnknown(4));
  });

  it('presets Yes and No, and two empty answers for Check Boxes and Multiple Choice', () => {
    expect(defaultOptions('Yes or No').map((o) => o.body)).toEqual(['Yes', 'No']);
    expect(defaultOptions('Check Boxes').map((o) => o.body)).toEqual(['', '']);
    expect(defaultOptions('Multiple Choice').map((o) => o.body)).toEqual(['', '']);
    expect(defaultOptions('Number')).toEqual([]);
  });

  it('starts each type from the spec defaults', () => {
    expect(draftOf('Text')).toMatchObject({ characterLimited: true, textLimit: '1024' });
    expect(draftOf('Scale')).toMatchObject({ intervals: '2', minValue: '1', maxValue: '8' });
    expect(draftOf('Date').dateFormat).toBe('MM/DD/YYYY');
    expect(draftOf('Time').timeFormat).toBe(12);
  });

  it('keeps the text on a new type, and answers typed between Check Boxes and Multiple Choice', () => {
    const boxes = draftOf('Check Boxes');
    boxes.options = boxes.options.map((o, i) => ({ ...o, body: `Merek ${i}` }));
    const choice = withType(boxes, 'Multiple Choice');
    expect(choice.body).toBe('Berapa stok?');
    expect(choice.options.map((o) => o.body)).toEqual(['Merek 0', 'Merek 1']);
    expect(withType(boxes, 'Yes or No').options.map((o) => o.body)).toEqual(['Yes', 'No']);
    expect(withType(withType(boxes, 'Yes or No'), 'Check Boxes').options.map((o) => o.body)).toEqual([
      '',
      '',
    ]);
  });

  it('makes a question the contract takes, with only its type’s settings', () => {
    const d = draftOf('Check Boxes');
    d.options = [
      { key: 'a', body: ' Ya ', nextQuestion: 'q9' },
      { key: 'b', body: 'Tidak', nextQuestion: null },
    ];
    const q = toQuestion(d, 'q1', 3);
    expect(q).toMatchObject({
      id: 'q1',
      type: 'Check Boxes',
      sequence: 3,
      multiSelect: true,
      options: [
        { body: 'Ya', sequence: 1, nextQuestion: 'q9' },
        { body: 'Tidak', sequence: 2, nextQuestion: null },
      ],
      textLimit: null,
      intervals: null,
      dateFormat: null,
    });
    expect(surveyQuestion.safeParse(q).success).toBe(true);
    const number = toQuestion(draftOf('Number', { hasMinMax: true, units: 'pcs' }), 'q2', 1);
    expect(number).toMatchObject({ minValue: 1, maxValue: 2048, hasUnits: true, units: 'pcs', options: [] });
    expect(toQuestion(draftOf('Number'), 'q2', 1)).toMatchObject({ minValue: null, maxValue: null });
    expect(toQuestion(draftOf('Scale', { labels: ['', 'Baik'] }), 'q3', 1).labels).toEqual(['', 'Baik']);
    expect(toQuestion(draftOf('Scale'), 'q3', 1).labels).toBeNull();
  });

  it('edits a listed question as it was saved', () => {
    for (const type of ['Yes or No', 'Number', 'Text', 'Scale', 'Date', 'Time'] as const) {
      const saved: SurveyQuestion = toQuestion(draftOf(type, { hasMinMax: true }), 'q1', 2);
      expect(toQuestion(fromQuestion(saved), 'q1', 2)).toEqual(saved);
    }
  });

  it('needs the text and every answer filled, and two answers at least', () => {
    const d = draftOf('Multiple Choice', { body: ' ' });
    expect(fieldsOf(d)).toEqual(['body', 'option-0', 'option-1']);
    d.options = d.options.slice(0, 1).map((o) => ({ ...o, body: 'A' }));
    expect(questionProblems(toQuestion(d, 'q', 1))).toContainEqual({
      field: 'options',
      rule: messages.optionsCountRule(2),
    });
  });

  it('refuses an answer differing from an earlier one only in case or spaces, under that answer', () => {
    const d = draftOf('Check Boxes');
    const bodies = ['Rak penuh', 'Stok', ' rak  PENUH ', 'RakPenuh', 'Rak penuh sekali'];
    d.options = bodies.map((body, i) => ({ key: `k${i}`, body, nextQuestion: null }));
    expect(questionProblems(toQuestion(d, 'q', 1))).toEqual([
      { field: 'option-2', rule: messages.optionTwiceRule('rak  PENUH', 'Rak penuh') },
      { field: 'option-3', rule: messages.optionTwiceRule('RakPenuh', 'Rak penuh') },
    ]);
    // Empty answers are told to be filled, not to be alike.
    d.options = ['', ''].map((body, i) => ({ key: `e${i}`, body, nextQuestion: null }));
    expect(fieldsOf(d)).toEqual(['option-0', 'option-1']);
    expect(questionProblems(toQuestion(d, 'q', 1)).map((p) => p.rule)).toEqual([
      messages.optionRequired,
      messages.optionRequired,
    ]);
  });

  it('keeps Number limits within 1-2048 and min not above max', () => {
    expect(fieldsOf(draftOf('Number', { hasMinMax: true }))).toEqual([]);
    expect(fieldsOf(draftOf('Number', { hasMinMax: true, minValue: '0', maxValue: '2049' }))).toEqual([
      'minValue',
      'maxValue',
    ]);
    expect(fieldsOf(draftOf('Number', { hasMinMax: true, minValue: '', maxValue: '1.5' }))).toEqual([
      'minValue',
      'maxValue',
    ]);
    const above = questionProblems(
      toQuestion(draftOf('Number', { hasMinMax: true, minValue: '9', maxValue: '3' }), 'q', 1),
    );
    expect(above).toEqual([{ field: 'maxValue', rule: messages.minAboveMaxRule }]);
    expect(fieldsOf(draftOf('Number', { hasMinMax: false, minValue: '0' }))).toEqual([]);
  });

  it('keeps the Text limit within 1-2048 when limited', () => {
    expect(fieldsOf(draftOf('Text', { textLimit: '2048' }))).toEqual([]);
    expect(fieldsOf(draftOf('Text', { textLimit: '0' }))).toEqual(['textLimit']);
    expect(fieldsOf(draftOf('Text', { textLimit: '2049' }))).toEqual(['textLimit']);
    expect(fieldsOf(draftOf('Text', { characterLimited: false, textLimit: '' }))).toEqual([]);
  });

  it('keeps Scale intervals within 2-100 and its low end below its high end', () => {
    expect(fieldsOf(draftOf('Scale', { intervals: '100' }))).toEqual([]);
    expect(fieldsOf(draftOf('Scale', { intervals: '1' }))).toEqual(['intervals']);
    expect(fieldsOf(draftOf('Scale', { intervals: '101' }))).toEqual(['intervals']);
    expect(fieldsOf(draftOf('Scale', { minValue: '8', maxValue: '8' }))).toEqual(['maxValue']);
    expect(fieldsOf(draftOf('Scale', { minValue: '' }))).toEqual(['maxValue']);
  });

  it('takes only the known date and time formats', () => {
    expect(fieldsOf(draftOf('Date', { dateFormat: 'DD/MM/YY' }))).toEqual([]);
    expect(fieldsOf(draftOf('Date', { dateFormat: 'YYYY-MM-DD' }))).toEqual(['format']);
    expect(fieldsOf(draftOf('Time', { timeFormat: 24 }))).toEqual([]);
    expect(fieldsOf(draftOf('Time', { timeFormat: 13 }))).toEqual(['format']);
  });

  it('gives each question an id of its own', () => {
    const ids = new Set(Array.from({ length: 50 }, newId));
    expect(ids.size).toBe(50);
  });
});
