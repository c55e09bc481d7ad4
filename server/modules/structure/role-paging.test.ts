/**
 * API tests of the role overview's keyset paging: next, previous and last pages by cursor, a
 * count only when asked, and a selection that changes between two pages never making a page
 * repeat or skip a row. Seed at scale 1: 150 roles over 15 branches.
 */
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { Role } from '../../../common/contract/structure';
import { rows, sql } from '../../db/client';
import { roleSearchText, roles } from '../../db/schema';
import { ho, setUpDemoApp, t } from '../../test/demo-app';
import { jktSalesman } from './test-helpers';

setUpDemoApp();

interface Page {
  rows: Role[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

async function page(body: Record<string, unknown>): Promise<Page> {
  const res = await t.post(
    contract.structure.selectRole,
    { branch: '0', position: '', pageSize: 20, ...body },
    ho,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const codes = (p: Page) => p.rows.map((r) => r.ROLE_POSITION_CODE);

async function storedCodes(order: 'asc' | 'desc' = 'asc'): Promise<string[]> {
  const found = await rows<{ code: string }>(
    t.database.db,
    sql`SELECT role_position_code AS code FROM roles ORDER BY role_position_code ${sql.raw(order)}`,
  );
  return found.map((r) => r.code);
}

describe('role overview keyset paging', () => {
  it('walks forward with after and back with before, and reaches the last page directly', async () => {
    const all = await storedCodes();
    const seen: string[] = [];
    let current = await page({});
    expect(current.total).toBe(all.length);
    seen.push(...codes(current));
    while (current.endCursor && seen.length < all.length) {
      current = await page({ after: current.endCursor, count: false });
      expect(current.total).toBeNull();
      seen.push(...codes(current));
    }
    expect(seen).toEqual(all);

    // Backwards from the end: the last page first, then the pages before it.
    const last = await page({ last: true, pageSize: 10 });
    expect(codes(last)).toEqual(all.slice(-10));
    const before = await page({ before: last.startCursor, pageSize: 20 });
    expect(codes(before)).toEqual(all.slice(-30, -10));
  });

  it('pages a descending sort on a non-unique column with the id breaking ties', async () => {
    const order = { sortField: 'EMPLOYEE_TYPE_CODE', sortDir: 'desc', pageSize: 7 };
    const ids: number[] = [];
    let current = await page(order);
    ids.push(...current.rows.map((r) => r.ROLE_MAP_ID));
    while (current.endCursor) {
      current = await page({ ...order, after: current.endCursor, count: false });
      ids.push(...current.rows.map((r) => r.ROLE_MAP_ID));
    }
    expect(ids).toHaveLength(150);
    expect(new Set(ids).size).toBe(150);
    const byId = await rows<{ id: number; type: string }>(
      t.database.db,
      sql`SELECT role_map_id::int AS id, employee_type_code AS type FROM roles`,
    );
    const typeOf = new Map(byId.map((r) => [r.id, r.type]));
    const types = ids.map((id) => typeOf.get(id) as string);
    expect(types).toEqual([...types].sort().reverse());
  });

  it('never repeats or skips a row when roles are added and removed between pages', async () => {
    const first = await page({ branch: 'JKT', pageSize: 4 });
    const firstCodes = codes(first);
    // A role sorting before the page on screen, and one sorting among the pages still to come;
    // one role of the next page disappears.
    await t.post(
      contract.structure.roleInsert,
      { ...jktSalesman, rolePosCode: 'JKT-AAA-000', orgId: 101 },
      ho,
    );
    await t.post(
      contract.structure.roleInsert,
      { ...jktSalesman, rolePosCode: 'JKT-SLS-0055', orgId: 101 },
      ho,
    );
    const after = await storedCodes();
    const upcoming = after.filter((c) => c.startsWith('JKT-') && c > (firstCodes.at(-1) as string));
    const removed = upcoming[1] as string;
    // The product never deletes a role; the test does, with the sales rep stints that point at it.
    await t.database.db.execute(sql`DELETE FROM salesrep_mappings WHERE position_code = ${removed}`);
    await t.database.db.execute(sql`DELETE FROM roles WHERE role_position_code = ${removed}`);

    const rest: string[] = [];
    let current = first;
    while (current.endCursor) {
      current = await page({ branch: 'JKT', pageSize: 4, after: current.endCursor, count: false });
      rest.push(...codes(current));
    }
    const expected = upcoming.filter((c) => c !== removed);
    expect(rest).toEqual(expected);
    expect(rest).toContain('JKT-SLS-0055');
    expect([...firstCodes, ...rest]).not.toContain('JKT-AAA-000');

    // And backwards from the page after the first: exactly the first page again.
    const second = await page({ branch: 'JKT', pageSize: 4, after: first.endCursor, count: false });
    const back = await page({ branch: 'JKT', pageSize: 4, before: second.startCursor, count: false });
    expect(codes(back)).toEqual([...['JKT-AAA-000'], ...firstCodes].slice(-4));
  });

  it('refuses a cursor of another order, a forged cursor and both directions at once', async () => {
    const first = await page({ sortField: 'BRANCH_CODE' });
    const other = await t.post(
      contract.structure.selectRole,
      { branch: '0', position: '', after: first.endCursor, sortField: 'ROLE_END_DATE' },
      ho,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^Invalid request: after: the list was sorted differently/);
    for (const forged of ['x', Buffer.from('{"a":1}').toString('base64url'), '']) {
      const res = await t.post(
        contract.structure.selectRole,
        { branch: '0', position: '', before: forged },
        ho,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request: before:/);
    }
    const both = await t.post(
      contract.structure.selectRole,
      {
        branch: '0',
        position: '',
        after: first.endCursor,
        before: first.startCursor,
        sortField: 'BRANCH_CODE',
      },
      ho,
    );
    expect(both.statusCode).toBe(400);
  });

  it('sorts on the position code when no sort field is given, and refuses one that is no column', async () => {
    const res = await t.post(contract.structure.selectRole, { branch: '0', position: '', pageSize: 5 }, ho);
    expect(codes(res.json().data as Page)).toEqual((await storedCodes()).slice(0, 5));
    for (const sortField of ['__proto__', 'constructor', 'NOT_A_COLUMN']) {
      const refused = await t.post(
        contract.structure.selectRole,
        { branch: '0', position: '', sortField },
        ho,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Invalid request: sortField: /);
    }
  });

  it('can serve the search from the trigram index', async () => {
    // The seed is small, so the planner is told to avoid a full scan where any index serves.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN SELECT role_map_id FROM roles WHERE ${roleSearchText(roles)} ILIKE '%spv-001%'`,
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('roles_search_trgm_idx');
    });
  });
});
