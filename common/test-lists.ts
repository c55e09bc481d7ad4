/**
 * Test code shared by the API, web and browser tests: the items of a list a condition fails, for
 * `expect(notMatching(rows, (r) => …)).toEqual([])`. A missing or empty list throws instead, so that
 * a check meant for every row cannot pass on no rows, and a failure names the rows that broke it.
 */
export function notMatching<T>(items: readonly T[] | undefined, holds: (item: T) => unknown): T[] {
  if (items === undefined || items.length === 0) throw new Error('notMatching: no items to check');
  return items.filter((item) => !holds(item));
}
