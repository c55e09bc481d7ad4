/**
 * A page number reaches only the first PAGE_NUMBER_MAX_ROWS rows of a list: deeper, it is refused
 * with a 400 that points to the cursors, which reach any depth at the cost of a first page. The
 * plan alone, and the role overview over HTTP on PGlite and on PostgreSQL (DATABASE_URL set).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_NUMBER_MAX_ROWS } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { startTestApp, type TestApp } from '../../test/harness';
import { encodeCursor } from './cursor';
import { type KeysetOrder, orderBinding, pagePlan } from './keyset';

const order: KeysetOrder = {
  sortable: new Map([['CODE', { expr: sql`code`, unique: true }]]),
  defaultField: 'CODE',
  idField: 'ID',
  id: sql`id`,
};

const refusal = messages.invalidRequest(`page: ${messages.pageTooDeep(PAGE_NUMBER_MAX_ROWS)}`);

describe('a page by number', () => {
  it('is an offset while its rows lie within the first PAGE_NUMBER_MAX_ROWS', () => {
    expect(PAGE_NUMBER_MAX_ROWS).toBe(10_000);
    expect(pagePlan(order, { page: 99, pageSize: 100 })).toMatchObject({ offset: 9_900, limit: 100 });
    expect(pagePlan(order, { page: 9_999, pageSize: 1 })).toMatchObject({ offset: 9_999, limit: 1 });
  });

  it('is refused past them, with a message that names the cursors', () => {
    for (const req of [
      { page: 100, pageSize: 100 },
      { page: 10_000, pageSize: 1 },
      { page: 1_000_000, pageSize: 100 },
    ]) {
      expect(() => pagePlan(order, req)).toThrow(refusal);
    }
    expect(refusal).toContain('after, before atau last');
  });

  it('is not needed with a cursor or `last`, which reach any depth', () => {
    expect(pagePlan(order, { page: 5_000, pageSize: 100, last: true })).toMatchObject({
      offset: 0,
      reversed: true,
    });
    const after = encodeCursor({ field: 'CODE', dir: 'asc', value: 'C1', id: 1 }, orderBinding(order));
    expect(pagePlan(order, { page: 5_000, pageSize: 100, after }).offset).toBe(0);
  });
});

describe('the role overview over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('ho.admin');
  });
  afterAll(() => t.close());

  const selectRole = (body: Record<string, unknown>) =>
    t.call(
      'POST',
      '/api/structure/role/selectRole',
      { branch: '0', position: '', search: '', ...body },
      token,
    );

  it('answers a page number past the depth with a 400 naming the cursors, and the same depth by cursor', async () => {
    const deep = await selectRole({ page: 100, pageSize: 100, count: false });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ success: false, message: refusal });

    expect((await selectRole({ page: 99, pageSize: 100, count: false })).statusCode).toBe(200);
    const last = await selectRole({ page: 100, pageSize: 100, last: true, count: false });
    expect(last.statusCode).toBe(200);
    const first = await selectRole({ pageSize: 5, count: false });
    const next = await selectRole({
      page: 2_000,
      pageSize: 5,
      after: first.json().data.endCursor,
      count: false,
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.rows.length).toBeGreaterThan(0);
  });
});
