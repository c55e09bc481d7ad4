/**
 * API tests of Unmapping Sales (overviewUnmapSales): which customers count as unmapped today, the
 * invoice value of the last 12 months, the order, and what each scope sees, read page by page as
 * the screen does; the list's paging, search and sort on the server are in unmapped-paging.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { UnmappedRow } from '../../../common/contract/location';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const PATH = '/api/mapping-sales-assignment/overviewUnmapSales';

/** Every row of a selection, along the cursors of its pages. */
async function unmapped(body: Record<string, unknown>, token: string): Promise<UnmappedRow[]> {
  const all: UnmappedRow[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await t.call('POST', PATH, { ...body, after, count: after === undefined }, token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { rows: UnmappedRow[]; total: number | null; endCursor: string | null };
    all.push(...page.rows);
    if (after === undefined) expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
    if (page.rows.length < 100 || page.endCursor === null) return all;
    after = page.endCursor;
  }
}

const idsOf = (list: UnmappedRow[]) => new Set(list.map((r) => r.CUSTOMER_ID));

/** A customer of the branch with some assignment active today. */
async function mappedCustomer(branch: string, skip = 0): Promise<string> {
  const [found] = await rows<{ id: string }>(
    t.database.db,
    sql`SELECT c.customer_id AS id FROM customers c WHERE c.branch_code = ${branch} AND c.active
        AND EXISTS (SELECT 1 FROM sales_assignments a WHERE a.customer_id = c.customer_id
          AND current_date BETWEEN a.start_date AND a.end_date)
        ORDER BY c.customer_id OFFSET ${skip} LIMIT 1`,
  );
  if (!found) throw new Error(`no mapped customer in ${branch}`);
  return found.id;
}

describe('the unmapped customers', () => {
  it('lists the few hundred customers nobody serves today, highest invoice value first', async () => {
    const all = await unmapped({ orgID: 0 }, ho);
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(all.length).toBeLessThan(600);
    expect(all[0]).toMatchObject({
      CUSTOMER_ID: expect.stringMatching(/^CUS\d{7}$/),
      CUSTOMER_ID_REF: expect.stringMatching(/^[A-Z]+-\d{6}$/),
      CUSTOMER_NAME: expect.any(String),
      BRANCH_CODE: expect.any(String),
      CHANNEL: expect.any(String),
      CATBISNIS: expect.any(String),
      VAL: expect.any(Number),
    });
    expect(new Set(all.map((r) => r.BRANCH_CODE)).size).toBeGreaterThan(5);
    // VAL descending, CUSTOMER_ID breaking ties the same way (the customers who never bought all hold 0).
    const sorted = [...all].sort((a, b) => b.VAL - a.VAL || b.CUSTOMER_ID.localeCompare(a.CUSTOMER_ID));
    expect(all.map((r) => r.CUSTOMER_ID)).toEqual(sorted.map((r) => r.CUSTOMER_ID));
    expect(all.some((r) => r.VAL === 0)).toBe(true);
    // The same as the database counts, whichever way head office says "every org".
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM customers c WHERE c.active AND NOT EXISTS (
            SELECT 1 FROM sales_assignments a WHERE a.customer_id = c.customer_id
            AND a.start_date <= current_date AND a.end_date >= current_date)`,
    );
    expect(all).toHaveLength(count?.n ?? -1);
    for (const orgID of [-1, 81]) expect(await unmapped({ orgID }, ho)).toHaveLength(all.length);
  });

  it('counts a customer whose assignments ended yesterday, not one served today or inactive', async () => {
    const ended = await mappedCustomer('JKT');
    // Its only assignment ran until yesterday.
    await t.database.db.execute(sql`DELETE FROM sales_assignments WHERE customer_id = ${ended}
      AND assignment_map_id <> (SELECT min(assignment_map_id) FROM sales_assignments WHERE customer_id = ${ended})`);
    await t.database.db.execute(sql`UPDATE sales_assignments
      SET start_date = current_date - 30, end_date = current_date - 1 WHERE customer_id = ${ended}`);
    // One starting tomorrow does not serve it today either.
    const later = await mappedCustomer('JKT', 1);
    await t.database.db.execute(sql`UPDATE sales_assignments
      SET start_date = current_date + 1, end_date = '4001-12-31' WHERE customer_id = ${later}`);

    const before = await unmapped({ orgID: 101 }, ho);
    expect(idsOf(before).has(ended)).toBe(true);
    expect(idsOf(before).has(later)).toBe(true);
    const served = before.find((r) => r.BRANCH_CODE === 'JKT' && ![ended, later].includes(r.CUSTOMER_ID));
    const inactive = before.find((r) => r.BRANCH_CODE === 'BKS');
    if (!served || !inactive) throw new Error('the demo has unmapped customers in JKT and BKS');
    expect(idsOf(before).has(await mappedCustomer('JKT', 2))).toBe(false);

    // An assignment from today on (a copy of another JKT row, onto this customer) maps it.
    await t.database.db.execute(sql`INSERT INTO sales_assignments (assigment_number, customer_id,
        customer_id_ref, customer_name, bisnis, type_desc, position_code, org_id, branch_code,
        start_date, end_date)
      SELECT 'T-' || nextval('sales_assignment_number_seq'), c.customer_id, c.customer_id_ref,
        c.customer_name, a.bisnis, a.type_desc, a.position_code, a.org_id, a.branch_code,
        current_date, current_date
      FROM customers c, (SELECT * FROM sales_assignments WHERE branch_code = 'JKT' LIMIT 1) a
      WHERE c.customer_id = ${served.CUSTOMER_ID}`);
    await t.database.db.execute(
      sql`UPDATE customers SET active = false WHERE customer_id = ${inactive.CUSTOMER_ID}`,
    );
    const after = idsOf(await unmapped({ orgID: 101 }, ho));
    expect(after.has(served.CUSTOMER_ID)).toBe(false);
    expect(after.has(inactive.CUSTOMER_ID)).toBe(false);
    expect(after.has(ended)).toBe(true);
    expect(after.size).toBe(before.length - 2);
  });

  it('sums the invoices of the last 12 months only, 0 without any', async () => {
    const [first, second] = (await unmapped({ orgID: 0, BRANCH_CODE: 'SMG' }, ho)).map((r) => r.CUSTOMER_ID);
    if (!first || !second) throw new Error('the demo has unmapped customers in SMG');
    // Their invoices go with their lines and any request on them (the lines are the invoices' details).
    const theirs = sql`SELECT trx_number FROM invoices WHERE customer_id IN (${first}, ${second})`;
    await t.database.db.execute(sql`DELETE FROM incentive_adjustments WHERE trx_number IN (${theirs})`);
    await t.database.db.execute(sql`DELETE FROM invoice_lines WHERE trx_number IN (${theirs})`);
    await t.database.db.execute(sql`DELETE FROM invoices WHERE customer_id IN (${first}, ${second})`);
    await t.database.db.execute(sql`INSERT INTO invoices (trx_number, customer_id, trx_date, amount) VALUES
      ('T-UNMAP-1', ${first}, current_date - 30, 12500000),
      ('T-UNMAP-2', ${first}, (current_date - interval '11 months')::date, 1000000.50),
      ('T-UNMAP-3', ${first}, (current_date - interval '12 months')::date, 7000000),
      ('T-UNMAP-4', ${first}, (current_date - interval '13 months')::date, 9000000),
      ('T-UNMAP-5', ${second}, (current_date - interval '2 years')::date, 5000000)`);
    const list = await unmapped({ orgID: 103, BRANCH_CODE: 'SMG' }, ho);
    expect(list.find((r) => r.CUSTOMER_ID === first)?.VAL).toBe(13500000.5);
    expect(list.find((r) => r.CUSTOMER_ID === second)?.VAL).toBe(0);
  });
});

describe('what each user sees', () => {
  it('keeps a branch user to its org, whatever org it sends', async () => {
    const all = await unmapped({ orgID: 0 }, ho);
    const org101 = all.filter((r) => ['JKT', 'BKS'].includes(r.BRANCH_CODE));
    for (const orgID of [0, -1, 81, 101, 102]) {
      const seen = await unmapped({ orgID }, branchAdmin);
      expect(seen.map((r) => r.CUSTOMER_ID)).toEqual(org101.map((r) => r.CUSTOMER_ID));
    }
    // Head office naming one org sees that org.
    const bdg = await unmapped({ orgID: 102 }, ho);
    expect(bdg.length).toBeGreaterThan(0);
    expect(new Set(bdg.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BDG']));
  });

  it('keeps a KEPALA CABANG to its branch', async () => {
    for (const body of [{ orgID: 0 }, { orgID: 101 }, { orgID: 101, BRANCH_CODE: '0' }]) {
      const seen = await unmapped(body, branchHead);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
    }
    expect(await unmapped({ orgID: 101, BRANCH_CODE: 'JKT' }, branchHead)).toEqual([]);
  });

  it('narrows to one branch, and answers nothing for a branch outside the scope', async () => {
    const jkt = await unmapped({ orgID: 0, BRANCH_CODE: 'JKT' }, ho);
    expect(jkt.length).toBeGreaterThan(0);
    expect(new Set(jkt.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT']));
    expect(await unmapped({ orgID: 101, BRANCH_CODE: 'JKT' }, branchAdmin)).toEqual(jkt);
    expect(await unmapped({ orgID: 101, BRANCH_CODE: 'BDG' }, branchAdmin)).toEqual([]);
    // A branch of another org than the one head office names.
    expect(await unmapped({ orgID: 102, BRANCH_CODE: 'JKT' }, ho)).toEqual([]);
  });

  it('refuses a call without a session', async () => {
    const res = await t.call('POST', PATH, { orgID: 0 });
    expect(res.statusCode).toBe(401);
  });
});
