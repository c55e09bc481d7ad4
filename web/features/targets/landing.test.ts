import { describe, expect, it } from 'vitest';
import { savedSelection } from './landing';

const row = (year: string, month: string, branch: string) => ({
  ROW: 2,
  YEAR_ID: year,
  MONTH_ID: month,
  KODE_CABANG: branch,
});

describe('the summary a target submit opens on', () => {
  it("is the sheet's month and its one branch", () => {
    expect(savedSelection([row('2026', '12', 'BKS'), row('2026', '12', 'BKS')])).toEqual({
      year: 2026,
      month: 12,
      branch: 'BKS',
    });
  });

  it('is the month most rows are of, on ALL BRANCH for a sheet of several branches', () => {
    expect(
      savedSelection([row('2027', '1', 'JKT'), row('2026', '12', 'BKS'), row('2027', '1', 'BKS')]),
    ).toEqual({ year: 2027, month: 1, branch: '0' });
  });

  it('is none for no rows, or a month that is no number', () => {
    expect(savedSelection([])).toBeUndefined();
    expect(savedSelection([row('x', '12', 'BKS')])).toBeUndefined();
  });
});
