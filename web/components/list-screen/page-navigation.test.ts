import { describe, expect, it } from 'vitest';
import { navigate } from './page-navigation';

const shown = { page: 3, pageSize: 100, startCursor: 'S3', endCursor: 'E3' };

describe('navigate', () => {
  it('asks for the first page without a cursor', () => {
    expect(navigate({ page: 0, pageSize: 100 }, shown, 1000)).toEqual({ page: 0, pageSize: 100 });
  });

  it('moves to a neighbour of the page on screen by its cursors', () => {
    expect(navigate({ page: 4, pageSize: 100 }, shown, 1000)).toEqual({
      page: 4,
      pageSize: 100,
      after: 'E3',
    });
    expect(navigate({ page: 2, pageSize: 100 }, shown, 1000)).toEqual({
      page: 2,
      pageSize: 100,
      before: 'S3',
    });
  });

  it('asks for the end of the list for the last page, sized to what remains', () => {
    expect(navigate({ page: 9, pageSize: 100 }, shown, 950)).toEqual({ page: 9, pageSize: 50, last: true });
    expect(navigate({ page: 9, pageSize: 100 }, shown, 1000)).toEqual({ page: 9, pageSize: 100, last: true });
  });

  it('falls back to the page number when the rows on screen are not a settled page', () => {
    expect(navigate({ page: 4, pageSize: 100 }, undefined, 1000)).toEqual({ page: 4, pageSize: 100 });
    expect(navigate({ page: 6, pageSize: 100 }, shown, 1000)).toEqual({ page: 6, pageSize: 100 });
    expect(navigate({ page: 4, pageSize: 50 }, shown, 1000)).toEqual({ page: 4, pageSize: 50 });
  });

  it('never asks by number for a page past the depth the server serves by number', () => {
    const deep = { page: 150, pageSize: 100, startCursor: 'S150', endCursor: 'E150' };
    // The page of the last rows a page number reaches is still asked by number.
    expect(navigate({ page: 99, pageSize: 100 }, undefined, 1_000_000)).toEqual({ page: 99, pageSize: 100 });
    // One further while the rows load: no request, the pager waits for the page on its way.
    expect(navigate({ page: 100, pageSize: 100 }, undefined, 1_000_000)).toBeUndefined();
    expect(navigate({ page: 152, pageSize: 100 }, undefined, 1_000_000)).toBeUndefined();
    // Once the deep page is settled its cursors serve its neighbours, and the end is `last`.
    expect(navigate({ page: 151, pageSize: 100 }, deep, 1_000_000)).toEqual({
      page: 151,
      pageSize: 100,
      after: 'E150',
    });
    expect(navigate({ page: 149, pageSize: 100 }, deep, 1_000_000)).toEqual({
      page: 149,
      pageSize: 100,
      before: 'S150',
    });
    expect(navigate({ page: 9999, pageSize: 100 }, undefined, 1_000_000)).toEqual({
      page: 9999,
      pageSize: 100,
      last: true,
    });
  });
});
