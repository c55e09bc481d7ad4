/**
 * A page of a list held whole in memory (a small aggregate kept per data version, such as the
 * incentive summary's rows per position): the same request and answer as a keyset page of the
 * database (cursors, the last page, a page number), over rows sorted by one unique text key.
 */
import { decodeCursor, encodeCursor } from './cursor';
import type { PageRequest } from './keyset';

export function arrayPage<Row>(
  sorted: readonly Row[],
  keyName: string,
  keyOf: (row: Row) => string,
  req: PageRequest,
) {
  // Compared in memory, never in a query; signed all the same, so every list answers alike.
  const order = { field: keyName, dir: 'asc' as const, textId: true, binding: `in memory: ${keyName}` };
  const after = req.after === undefined ? undefined : String(decodeCursor(req.after, 'after', order).value);
  const before =
    req.before === undefined ? undefined : String(decodeCursor(req.before, 'before', order).value);
  let rows: Row[];
  if (after !== undefined) {
    rows = sorted.filter((r) => keyOf(r) > after).slice(0, req.pageSize);
  } else if (before !== undefined) {
    const earlier = sorted.filter((r) => keyOf(r) < before);
    rows = earlier.slice(Math.max(0, earlier.length - req.pageSize));
  } else if (req.last) {
    rows = sorted.slice(Math.max(0, sorted.length - req.pageSize));
  } else {
    rows = sorted.slice(req.page * req.pageSize, (req.page + 1) * req.pageSize);
  }
  const cursorOf = (row: Row | undefined) =>
    row === undefined
      ? null
      : encodeCursor({ field: keyName, dir: 'asc', value: keyOf(row), id: keyOf(row) }, order.binding);
  return { rows, startCursor: cursorOf(rows[0]), endCursor: cursorOf(rows[rows.length - 1]) };
}
