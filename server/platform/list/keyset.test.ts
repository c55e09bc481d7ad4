import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeCursor, encodeCursor } from './cursor';
import { type KeysetOrder, keysetBatches, type PagePlan, pageOfRows, pagePlan } from './keyset';

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
  it('refuse a cursor of another sort, a forged one, and a NUL in its value', () => {
    const text = encodeCursor({ field: 'CODE', dir: 'asc', value: 'C1', id: 1 });
    expect(decodeCursor(text, 'after', { field: 'CODE', dir: 'asc' })).toEqual({
      field: 'CODE',
      dir: 'asc',
      value: 'C1',
      id: 1,
    });
    expect(() => decodeCursor(text, 'after', { field: 'CODE', dir: 'desc' })).toThrow(AppError);
    expect(() => decodeCursor('%%%', 'after', { field: 'CODE', dir: 'asc' })).toThrow(/after: not a cursor/);
    const nul = encodeCursor({ field: 'CODE', dir: 'asc', value: 'a\u0000b', id: 1 });
    expect(() => decodeCursor(nul, 'before', { field: 'CODE', dir: 'asc' })).toThrow(/before: not a cursor/);
  });

  it('carry a text id for a list keyed by one, and refuse an id of the other kind', () => {
    const textOrder: KeysetOrder = { ...order, idField: 'EMPLOYEE_ID', id: sql`employee_id`, textId: true };
    const plan = pagePlan(textOrder, { page: 0, pageSize: 5, sortField: 'NAME' });
    const { endCursor } = pageOfRows(textOrder, plan, [{ EMPLOYEE_ID: '00012', NAME: 'Budi' }]);
    const sorting = { field: 'NAME', dir: 'asc' as const };
    expect(decodeCursor(endCursor ?? '', 'after', { ...sorting, textId: true })).toMatchObject({
      value: 'Budi',
      id: '00012',
    });
    expect(() => decodeCursor(endCursor ?? '', 'after', sorting)).toThrow(/after: not a cursor/);
    const numbered = encodeCursor({ ...sorting, value: 'Budi', id: 12 });
    expect(() => decodeCursor(numbered, 'after', { ...sorting, textId: true })).toThrow(
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
