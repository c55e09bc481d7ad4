import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { type KeysetOrder, keysetBatches, orderBinding, type PagePlan, pageOfRows, pagePlan } from './keyset';

const order: KeysetOrder = {
  sortable: new Map([
    ['CODE', { expr: sql`code`, unique: true }],
    ['NAME', { expr: sql`coalesce(name, '')`, nullAs: '' }],
  ]),
  defaultField: 'CODE',
  idField: 'ID',
  id: sql`id`,
};

interface Row {
  ID: number;
  CODE: string;
}

/**
 * Rows 1..n paged by CODE, recording every read. The batches are read one after the other, each
 * after the last row of the one before, so the k-th read answers the k-th slice.
 */
function source(n: number) {
  const all: Row[] = Array.from({ length: n }, (_, i) => ({
    ID: i + 1,
    CODE: `C${String(i + 1).padStart(5, '0')}`,
  }));
  const reads: PagePlan[] = [];
  const read = async (plan: PagePlan) => {
    const start = reads.length * plan.limit;
    reads.push(plan);
    return all.slice(start, start + plan.limit);
  };
  return { all, reads, read };
}

describe('keysetBatches', () => {
  it('hands over every row once, in order, reading at most one batch ahead', async () => {
    const s = source(25);
    const seen: string[] = [];
    for await (const batch of keysetBatches(order, {}, 10, s.read)) {
      // While the consumer holds this batch, only the next one has been asked for.
      expect(s.reads.length).toBeLessThanOrEqual(Math.ceil((seen.length + batch.length) / 10) + 1);
      seen.push(...batch.map((r) => r.CODE));
    }
    expect(seen).toEqual(s.all.map((r) => r.CODE));
    expect(s.reads).toHaveLength(3);
  });

  it('stops reading when the consumer stops', async () => {
    const s = source(100);
    for await (const _batch of keysetBatches(order, {}, 10, s.read)) break;
    expect(s.reads.length).toBeLessThanOrEqual(2);
  });
});

describe('cursors', () => {
  it('refuse a cursor of another sort, of another list, a forged one and a changed one', () => {
    const binding = orderBinding(order);
    const sorting = { field: 'CODE', dir: 'asc' as const, binding };
    const text = encodeCursor({ field: 'CODE', dir: 'asc', value: 'C1', id: 1 }, binding);
    expect(decodeCursor(text, 'after', sorting)).toEqual({ field: 'CODE', dir: 'asc', value: 'C1', id: 1 });
    expect(() => decodeCursor(text, 'after', { ...sorting, dir: 'desc' })).toThrow(
      /after: the list was sorted differently; load the list again/,
    );
    expect(() => decodeCursor('%%%', 'after', sorting)).toThrow(/after: not a cursor of this list/);
    // Written by hand, as the cursors were before they were signed.
    const unsigned = Buffer.from(JSON.stringify(['CODE', 'a', 'abc', 15])).toString('base64url');
    expect(() => decodeCursor(unsigned, 'before', sorting)).toThrow(/before: not a cursor/);
    // The server's cursor with another value under its signature.
    const [, tag] = text.split('.');
    const changed = `${Buffer.from(JSON.stringify(['CODE', 'a', '2026-13-45', 1])).toString('base64url')}.${tag}`;
    expect(() => decodeCursor(changed, 'after', sorting)).toThrow(/after: not a cursor/);
    // Signed for a list whose CODE is another column.
    const other: KeysetOrder = { ...order, sortable: new Map([['CODE', { expr: sql`other_code` }]]) };
    const foreign = encodeCursor({ field: 'CODE', dir: 'asc', value: 'C1', id: 1 }, orderBinding(other));
    expect(() => decodeCursor(foreign, 'after', sorting)).toThrow(/after: not a cursor/);
  });

  it('carry a text id for a list keyed by one, and refuse an id of the other kind', () => {
    const textOrder: KeysetOrder = { ...order, idField: 'EMPLOYEE_ID', id: sql`employee_id`, textId: true };
    const plan = pagePlan(textOrder, { page: 0, pageSize: 5, sortField: 'NAME' });
    const { endCursor } = pageOfRows(textOrder, plan, [{ EMPLOYEE_ID: '00012', NAME: 'Budi' }]);
    const sorting = { field: 'NAME', dir: 'asc' as const, binding: orderBinding(textOrder) };
    expect(decodeCursor(endCursor ?? '', 'after', { ...sorting, textId: true })).toMatchObject({
      value: 'Budi',
      id: '00012',
    });
    // The numbered list's cursor is not one of the list keyed by text, nor the other way round.
    expect(() =>
      pagePlan(order, { page: 0, pageSize: 5, sortField: 'NAME', after: endCursor ?? '' }),
    ).toThrow(/after: not a cursor/);
    const numbered = encodeCursor({ field: 'NAME', dir: 'asc', value: 'Budi', id: 12 }, orderBinding(order));
    expect(() => pagePlan(textOrder, { page: 0, pageSize: 5, sortField: 'NAME', after: numbered })).toThrow(
      /after: not a cursor/,
    );
  });

  it('plan the last page as the first of the reversed order, and a page by number as an offset', () => {
    const last = pagePlan(order, { page: 0, pageSize: 50, last: true });
    expect(last).toMatchObject({ reversed: true, offset: 0, limit: 50, where: undefined });
    expect(pagePlan(order, { page: 3, pageSize: 50 })).toMatchObject({ reversed: false, offset: 150 });
    expect(pagePlan(order, { page: 0, pageSize: 5, sortField: '' }).field).toBe('CODE');
  });

  it('sort only on a declared column: any other name, object keys included, is refused', () => {
    for (const sortField of ['__proto__', 'constructor', 'toString', 'NOT_A_COLUMN']) {
      expect(() => pagePlan(order, { page: 0, pageSize: 5, sortField })).toThrow(
        /sortField: is not a column/,
      );
    }
  });
});
