import { describe, expect, it } from 'vitest';
import { columnLetter, columnLetters } from './column-letters';

describe('columnLetter', () => {
  it("gives Excel's letters", () => {
    expect(columnLetters(3)).toEqual(['A', 'B', 'C']);
    expect([25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetter)).toEqual([
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});
