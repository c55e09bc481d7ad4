/** Paging a list held in memory answers as a keyset page does: forward, back, last, by number. */
import { describe, expect, it } from 'vitest';
import { arrayPage } from './array-page';

const rows = Array.from({ length: 250 }, (_, i) => ({ code: `P${String(i).padStart(4, '0')}` }));
const key = (r: { code: string }) => r.code;
const req = { page: 0, pageSize: 100 };

describe('arrayPage', () => {
  it('walks forward and back by cursors, and reaches the last page and a page by number', () => {
    const first = arrayPage(rows, 'POSITION_TO', key, req);
    expect(first.rows.map(key)).toEqual(rows.slice(0, 100).map(key));
    const second = arrayPage(rows, 'POSITION_TO', key, { ...req, page: 1, after: first.endCursor ?? '' });
    expect(second.rows[0]).toEqual(rows[100]);
    const back = arrayPage(rows, 'POSITION_TO', key, { ...req, before: second.startCursor ?? '' });
    expect(back.rows).toEqual(first.rows);
    expect(arrayPage(rows, 'POSITION_TO', key, { ...req, pageSize: 50, last: true }).rows).toEqual(
      rows.slice(200),
    );
    expect(arrayPage(rows, 'POSITION_TO', key, { ...req, page: 2 }).rows).toEqual(rows.slice(200));
    expect(arrayPage([], 'POSITION_TO', key, req)).toEqual({ rows: [], startCursor: null, endCursor: null });
  });

  it("refuses a cursor that is not one of the list's", () => {
    expect(() => arrayPage(rows, 'POSITION_TO', key, { ...req, after: 'bm90IGEgY3Vyc29y' })).toThrow(
      /cursor/,
    );
  });
});
