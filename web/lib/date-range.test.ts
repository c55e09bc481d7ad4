import { describe, expect, it } from 'vitest';
import { daysCounted } from '../../common/dates';
import { messages } from '../../common/messages';
import { dateRangeProblem } from './date-range';

describe('a date range of a list', () => {
  it('counts both days', () => {
    expect(daysCounted('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysCounted('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysCounted('2026-01-01', '2026-03-31')).toBe(90);
  });

  it('passes a month and a quarter and a day', () => {
    expect(dateRangeProblem('2026-11-01', '2026-11-30', 92)).toBeUndefined();
    expect(dateRangeProblem('2026-10-01', '2026-12-31', 92)).toBeUndefined();
  });

  it('says what is wrong, in the words of the server', () => {
    expect(dateRangeProblem('', '2026-11-30', 92)).toBe('Start Date is required');
    expect(dateRangeProblem('2026-11-01', '', 92)).toBe('End Date is required');
    expect(dateRangeProblem('2026-02-30', '2026-03-01', 92)).toBe(messages.dateInvalid('Start Date'));
    expect(dateRangeProblem('2026-11-30', '2026-11-01', 92)).toBe(messages.endBeforeStart);
    expect(dateRangeProblem('2026-10-01', '2027-01-01', 92)).toBe(messages.dateRangeTooLong(92));
  });
});
