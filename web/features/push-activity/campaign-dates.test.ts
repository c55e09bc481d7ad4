import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MAX_DAYS } from '../../../common/contract/push-activity';
import { messages } from '../../../common/messages';
import { addDays, campaignDays, firstAllowedStart, monthOf, periodProblems } from './campaign-dates';

describe('the campaign period', () => {
  it('starts two days after today at the earliest, across months and years', () => {
    expect(firstAllowedStart('2026-05-10')).toBe('2026-05-12');
    expect(firstAllowedStart('2026-02-27')).toBe('2026-03-01');
    expect(firstAllowedStart('2026-12-31')).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names the month a campaign starts in, where the overview opens after the save', () => {
    expect(monthOf('2026-07-01')).toEqual({ month: 7, year: 2026 });
    expect(monthOf('2027-01-02')).toEqual({ month: 1, year: 2027 });
  });

  it('is sent as every day from start to end, both included', () => {
    expect(campaignDays('2026-05-30', '2026-06-02')).toEqual([
      '2026-05-30',
      '2026-05-31',
      '2026-06-01',
      '2026-06-02',
    ]);
    expect(campaignDays('2026-05-30', '2026-05-30')).toEqual(['2026-05-30']);
  });

  it('has no days while a date is missing or the end is before the start', () => {
    expect(campaignDays('', '2026-06-02')).toEqual([]);
    expect(campaignDays('2026-06-02', '2026-06-01')).toEqual([]);
    expect(campaignDays('2026-02-30', '2026-03-02')).toEqual([]);
  });

  it('says when the start is too soon, naming the first day allowed', () => {
    expect(periodProblems('2026-05-11', '2026-05-20', '2026-05-10')).toEqual({
      startDate: messages.campaignStartTooSoon('2026-05-12'),
    });
    expect(periodProblems('2026-05-12', '2026-05-20', '2026-05-10')).toEqual({});
    expect(periodProblems('', '', '2026-05-10')).toEqual({});
  });

  it('says when the end is before the start or the period is too long', () => {
    expect(periodProblems('2026-05-20', '2026-05-19', '2026-05-10')).toEqual({
      endDate: messages.endBeforeStart,
    });
    const tooLate = addDays('2026-05-20', CAMPAIGN_MAX_DAYS);
    expect(periodProblems('2026-05-20', tooLate, '2026-05-10')).toEqual({
      endDate: messages.dateRangeTooLong(CAMPAIGN_MAX_DAYS),
    });
    expect(periodProblems('2026-05-20', addDays(tooLate, -1), '2026-05-10')).toEqual({});
  });
});
