import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks } from './card-pages';

describe('the card pages', () => {
  it('counts the pages of 6 cards', () => {
    expect(pageCount(0, 6)).toBe(0);
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(600, 6)).toBe(100);
  });

  it('shows 5 consecutive links, the current page in the middle away from the ends', () => {
    expect(pageLinks(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(pageLinks(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageLinks(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are 5 or fewer, and none for no page', () => {
    expect(pageLinks(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1, 5)).toEqual([1]);
    expect(pageLinks(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 0, 5)).toEqual([]);
  });
});
