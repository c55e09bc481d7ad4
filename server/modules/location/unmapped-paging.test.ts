/**
 * API tests of Unmapping Sales as a server-paged list: the spec's body alone answers its first page
 * with the count; pages neither repeat nor skip a customer while customers become unmapped or
 * mapped between pages; search and sort on the server; and 'Unmapping Sales.xlsx' read back equals
 * the list, row for row, over several export batches.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { UnmappedRow } from '../../../common/contract/location';
import { rows, sql } from '../../db/client';
import { EXPORT_BATCH_ROWS } from '../../platform/list';
import { branchAdmin, ho, setUpDemoApp, t } from '../../test/demo-app';
import { pagedList } from '../../test/paged-list';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';

const { page, everyRow } = pagedList<UnmappedRow>(`${BASE}/overviewUnmapSales`);

const ids = (list: UnmappedRow[]) => list.map((r) => r.CUSTOMER_ID);
const listOf = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Ends every assignment of a customer yesterday: nobody serves it today. */
async function unmap(customerId: string): Promise<void> {
  await t.database.db.execute(sql`UPDATE sales_assignments
    SET start_date = least(start_date, current_date - 2), end_date = current_date - 1
    WHERE customer_id = ${customerId}`);
}

describe('Unmapping Sales paged on the server', () => {
  it("answers the spec's body alone with its first page, highest invoice value first, and the count", async () => {
    const first = await page({ orgID: 0 }, ho);
    const [counted] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM customers c WHERE c.active AND NOT EXISTS (
            SELECT 1 FROM sales_assignments a WHERE a.customer_id = c.customer_id
            AND a.start_date <= current_date AND a.end_date >= current_date)`,
    );
    expect(first.total).toBe(counted?.n);
    expect(first.rows).toHaveLength(100);
    const values = first.rows.map((r) => r.VAL);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(first.endCursor).toEqual(expect.any(String));
  });

  it('never repeats or skips a customer when customers are mapped and unmapped between pages', async () => {
    const body = { orgID: 0, BRANCH_CODE: 'SMG', sortField: 'CUSTOMER_ID', sortDir: 'asc' };
    const first = await page({ ...body, pageSize: 5 }, ho);
    const before = ids(await everyRow(body, ho));
    expect(before.length).toBeGreaterThan(12);
    const last = first.rows.at(-1)?.CUSTOMER_ID as string;
    // A mapped customer sorting among the pages to come becomes unmapped, one before the page on
    // screen too; a customer of a page to come gets an assignment from today.
    const [later, earlier] = await Promise.all([
      rows<{ id: string }>(
        t.database.db,
        sql`SELECT c.customer_id AS id FROM customers c WHERE c.branch_code = 'SMG' AND c.active
          AND c.customer_id > ${last} AND c.customer_id NOT IN (${listOf(before)})
          ORDER BY c.customer_id LIMIT 1`,
      ),
      rows<{ id: string }>(
        t.database.db,
        sql`SELECT c.customer_id AS id FROM customers c WHERE c.branch_code = 'SMG' AND c.active
          AND c.customer_id < ${first.rows[0]?.CUSTOMER_ID as string} AND c.customer_id NOT IN (${listOf(before)})
          ORDER BY c.customer_id LIMIT 1`,
      ),
    ]);
    const becameUnmapped = later[0]?.id as string;
    await unmap(becameUnmapped);
    if (earlier[0]) await unmap(earlier[0].id);
    const mapped = before[8] as string;
    await t.database.db.execute(sql`INSERT INTO sales_assignments (assigment_number, customer_id,
        customer_id_ref, customer_name, bisnis, type_desc, position_code, org_id, branch_code,
        start_date, end_date)
      SELECT 'T-' || nextval('sales_assignment_number_seq'), c.customer_id, c.customer_id_ref,
        c.customer_name, a.bisnis, a.type_desc, a.position_code, a.org_id, a.branch_code,
        current_date, '4001-12-31'
      FROM customers c, (SELECT * FROM sales_assignments WHERE branch_code = 'SMG' LIMIT 1) a
      WHERE c.customer_id = ${mapped}`);

    const rest: string[] = [];
    let current = first;
    while (current.endCursor && current.rows.length === 5) {
      current = await page({ ...body, pageSize: 5, after: current.endCursor, count: false }, ho);
      rest.push(...ids(current.rows));
    }
    const expected = [...before.filter((id) => id > last && id !== mapped), becameUnmapped].sort();
    expect(rest).toEqual(expected);
    expect(new Set([...ids(first.rows), ...rest]).size).toBe(first.rows.length + rest.length);
    // The next count shows both writes.
    expect((await page(body, ho)).total).toBe(before.length + (earlier[0] ? 2 : 1) - 1);
  });

  it('searches every word in the texts the table shows, and sorts by a column, on the server', async () => {
    const all = await everyRow({ orgID: 101 }, branchAdmin);
    const target = all[2] as UnmappedRow;
    const search = `${target.BRANCH_CODE.toLowerCase()} ${target.CATBISNIS}`;
    const found = await everyRow({ orgID: 101, search }, branchAdmin);
    const shown = (r: UnmappedRow) =>
      [r.BRANCH_CODE, r.CUSTOMER_ID, r.CUSTOMER_NAME, r.CHANNEL, r.CATBISNIS].join('\n').toLowerCase();
    const expected = all.filter((r) =>
      search
        .toLowerCase()
        .split(/\s+/)
        .every((w) => shown(r).includes(w)),
    );
    expect(ids(found)).toEqual(ids(expected));
    expect(found.length).toBeLessThan(all.length);
    expect((await page({ orgID: 101, search: target.CUSTOMER_ID }, branchAdmin)).rows).toEqual([target]);

    const byName = await everyRow(
      { orgID: 101, sortField: 'CUSTOMER_NAME', sortDir: 'desc' },
      branchAdmin,
      30,
    );
    const names = byName.map((r) => r.CUSTOMER_NAME);
    const stored = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT customer_name AS name FROM customers WHERE customer_id IN (${listOf(ids(all))})
        ORDER BY customer_name DESC`,
    );
    expect(names).toEqual(stored.map((r) => r.name));
    expect(new Set(ids(byName))).toEqual(new Set(ids(all)));
  });

  it('exports the list row for row, in its order, over several batches', async () => {
    // More unmapped customers than two export batches: every assignment ended yesterday.
    await t.database.db.execute(sql`UPDATE sales_assignments
      SET start_date = least(start_date, current_date - 2), end_date = current_date - 1`);
    const listed = await everyRow({ orgID: 0 }, ho);
    expect(listed.length).toBeGreaterThan(EXPORT_BATCH_ROWS);
    const res = await t.call('POST', `${BASE}/exportUnmapSales`, { orgID: 0 }, ho);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="Unmapping Sales.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', dense: true });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(Object.keys(records[0] ?? {})).toEqual([
      'Branch',
      'Customer ID',
      'Customer Name',
      'Channel',
      'Cat Business',
      'Invoice Value',
    ]);
    expect(records).toEqual(
      listed.map((r) => ({
        Branch: r.BRANCH_CODE,
        'Customer ID': r.CUSTOMER_ID,
        'Customer Name': r.CUSTOMER_NAME,
        Channel: r.CHANNEL,
        'Cat Business': r.CATBISNIS,
        'Invoice Value': r.VAL,
      })),
    );
    // The search and the order of the screen reach the file too.
    const sorted = await t.call(
      'POST',
      `${BASE}/exportUnmapSales`,
      { orgID: 0, BRANCH_CODE: 'BDG', search: 'BDG', sortField: 'CUSTOMER_NAME', sortDir: 'asc' },
      ho,
    );
    const sortedBook = XLSX.read(sorted.rawPayload, { type: 'buffer', dense: true });
    const sortedRecords = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      sortedBook.Sheets[sortedBook.SheetNames[0] as string] as XLSX.WorkSheet,
    );
    const bdg = await everyRow(
      { orgID: 0, BRANCH_CODE: 'BDG', sortField: 'CUSTOMER_NAME', sortDir: 'asc' },
      ho,
    );
    expect(sortedRecords.map((r) => r['Customer ID'])).toEqual(ids(bdg));
  });
});
