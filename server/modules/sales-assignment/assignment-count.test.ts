/**
 * API tests of the assignment overview's count, kept per data version (platform/data-version):
 * Load List right after a row entry, an edit, a delete or an upload commit shows the change, and
 * no scope, org, position or search is ever answered with the count of another.
 */

import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPEN_END_DATE } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { AssignmentUploadRow } from '../../../common/contract/sales-assignment';
import { firstDayOfMonth } from '../../../common/dates';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { freeCustomer, salesPosition } from '../../test/demo-rows';

setUpDemoApp();

const thisMonth = firstDayOfMonth();

/** Load List: the first page with the count of the selection. */
async function loadListTotal(token: string, filter: Record<string, unknown> = {}): Promise<number> {
  const res = await t.post(
    contract.salesAssignment.select,
    { positionCode: 0, orgID: 81, search: '', pageSize: 5, count: true, ...filter },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.total as number;
}

async function storedCount(where: SQL = sql`true`): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM sales_assignments WHERE ${where}`,
  );
  return found?.n ?? 0;
}

const entryRow = (customerId: string, position: string) => ({
  customerId,
  customerName: 'as typed',
  bisnis: 'ALKES',
  typeDesc: 'PROYEK',
  position,
  addSalesmanPosition: 'NA',
  startDate: thisMonth,
  endDate: OPEN_END_DATE,
  userIdUpdate: 'ignored',
});

describe('the assignment overview count', () => {
  it('shows a row entry, an edit and a delete in the next Load List', async () => {
    const [position, other] = [await salesPosition(t, 'JKT', 0), await salesPosition(t, 'JKT', 1)];
    const customer = await freeCustomer(t, 'JKT', 0);
    const before = {
      all: await loadListTotal(ho),
      org: await loadListTotal(ho, { orgID: 101 }),
      position: await loadListTotal(ho, { positionCode: position }),
      other: await loadListTotal(ho, { positionCode: other }),
      customer: await loadListTotal(ho, { search: customer.ref }),
    };
    expect(before.all).toBe(await storedCount());
    expect(before.customer).toBe(0);

    const added = await t.post(
      contract.salesAssignment.insert,
      [entryRow(customer.id, position)],
      branchAdmin,
    );
    expect(added.json().success, added.body).toBe(true);
    expect(await loadListTotal(ho)).toBe(before.all + 1);
    expect(await loadListTotal(ho, { orgID: 101 })).toBe(before.org + 1);
    expect(await loadListTotal(ho, { positionCode: position })).toBe(before.position + 1);
    expect(await loadListTotal(ho, { search: customer.ref })).toBe(1);

    // A row changed in place is counted under its new position at once.
    const [row] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT assignment_map_id::int AS id FROM sales_assignments WHERE customer_id = ${customer.id}`,
    );
    await t.database.db.execute(
      sql`UPDATE sales_assignments SET position_code = ${other} WHERE assignment_map_id = ${row?.id}`,
    );
    expect(await loadListTotal(ho, { positionCode: position })).toBe(before.position);
    expect(await loadListTotal(ho, { positionCode: other })).toBe(before.other + 1);

    await t.database.db.execute(sql`DELETE FROM sales_assignments WHERE assignment_map_id = ${row?.id}`);
    expect(await loadListTotal(ho)).toBe(before.all);
    expect(await loadListTotal(ho, { search: customer.ref })).toBe(0);
  });

  it('shows the rows of an upload commit in the next Load List', async () => {
    const position = await salesPosition(t, 'JKT', 2);
    const customers = await Promise.all([1, 2, 3].map((n) => freeCustomer(t, 'JKT', n)));
    const iso = firstDayOfMonth();
    const sheet: AssignmentUploadRow[] = customers.map((c) => ({
      CUSTOMERIDREF: c.ref,
      CUSTOMERNAME: c.name,
      BISNIS: 'ALKES',
      TYPEDESC: 'PROYEK',
      POSITIONCODE: position,
      ADDSALESMANPOSITION: '',
      STARTDATE: `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
      IS_VALID: '',
      ASSIGNMENTUSERIDUPDATE: 'ignored',
    }));
    const before = {
      ho: await loadListTotal(ho),
      org: await loadListTotal(branchAdmin),
      bks: await loadListTotal(branchHead),
    };
    const res = await t.post(contract.salesAssignment.upload, { excelData: sheet, orgID: 101 }, branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await loadListTotal(ho)).toBe(before.ho + 3);
    expect(await loadListTotal(branchAdmin)).toBe(before.org + 3);
    // JKT's rows are not the BKS branch head's.
    expect(await loadListTotal(branchHead)).toBe(before.bks);
  });

  it('answers each scope with its own count, though the same filters are asked', async () => {
    const counts = {
      ho: await loadListTotal(ho),
      org: await loadListTotal(branchAdmin),
      bks: await loadListTotal(branchHead),
    };
    expect(counts).toEqual({
      ho: await storedCount(),
      org: await storedCount(sql`org_id = 101`),
      bks: await storedCount(sql`org_id = 101 AND branch_code = 'BKS'`),
    });
    expect(await loadListTotal(ho, { orgID: 102 })).toBe(await storedCount(sql`org_id = 102`));
    // A branch user asking for another org still gets its own scope, not head office's answer.
    expect(await loadListTotal(branchAdmin, { orgID: 102 })).toBe(counts.org);
    expect(await loadListTotal(branchHead)).toBe(counts.bks);
  });
});
