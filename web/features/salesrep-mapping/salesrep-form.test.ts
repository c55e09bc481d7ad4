import { describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { endDateNote, mappingEndDate } from './salesrep-form';

describe('mappingEndDate', () => {
  it('keeps an end after the start', () => {
    expect(mappingEndDate('2026-03-10', '2026-03-11')).toBe('2026-03-11');
    expect(mappingEndDate('2026-03-10', '4001-12-31')).toBe('4001-12-31');
  });

  it('turns an end not after the start into the end of the start month', () => {
    expect(mappingEndDate('2026-02-10', '2026-02-10')).toBe('2026-02-28');
    expect(mappingEndDate('2028-02-10', '2028-01-01')).toBe('2028-02-29');
    expect(mappingEndDate('2026-12-31', '')).toBe('2026-12-31');
  });
});

describe('endDateNote', () => {
  it('says under End Date which end Submit saves when the rule moves it', () => {
    expect(endDateNote({ startDate: '2026-02-10', endDate: '2026-02-01' })).toBe(
      messages.salesrepEndDateMoved('2026-02-28'),
    );
    expect(endDateNote({ startDate: '2026-02-10', endDate: '2026-02-10' })).toBe(
      messages.salesrepEndDateMoved('2026-02-28'),
    );
  });

  it('says nothing for an end after the start, or a date not yet whole', () => {
    expect(endDateNote({ startDate: '2026-02-10', endDate: '4001-12-31' })).toBeUndefined();
    expect(endDateNote({ startDate: '2026-02-10', endDate: '' })).toBeUndefined();
    expect(endDateNote({ startDate: '', endDate: '2026-01-01' })).toBeUndefined();
  });
});
