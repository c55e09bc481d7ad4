/**
 * API tests of Overview Call Realization: the spec's body alone answers the first page with the
 * count, newest plan date first, in the caller's scope; branch, position, dates and search narrow
 * it on the server; pages neither repeat nor skip while rows are added; a write shows in the next
 * count; bad dates and foreign branches are refused; the export holds exactly the selected rows.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { RealizationRow } from '../../../common/contract/call-realization';
import { REALIZATION_COLUMNS } from '../../../common/contract/call-realization';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { pagedList } from '../../test/paged-list';

setUpDemoApp();

const PATH = '/api/call-management/OverviewCallRealization';
const { page, everyRow } = pagedList<RealizationRow>(PATH);

const START = firstDayOfMonth();
const TODAY = new Date().toISOString().slice(0, 10);
/** The spec's body: branch and position ALL (sent empty), this month. */
const specBody = { BranchCode: '', PositionCode: '', StartDate: START, EndDate: TODAY };

/** The ids of the realization rows a condition selects, newest plan date first, as stored. */
async function storedIds(where: ReturnType<typeof sql>): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT realization_id AS id FROM call_realizations
        WHERE plan_date BETWEEN ${START}::date AND ${TODAY}::date AND ${where}
        ORDER BY plan_date DESC, realization_id DESC`,
  );
  return found.map((r) => r.id);
}

describe('the first page of the spec body', () => {
  it("answers head office's first 100 rows of every branch, newest plan date first, with the count", async () => {
    const first = await page(specBody, ho);
    const expected = await storedIds(sql`true`);
    expect(expected.length).toBeGreaterThan(100);
    expect(first.total).toBe(expected.length);
    expect(first.rows.map((r) => r.REALIZATION_ID)).toEqual(expected.slice(0, 100));
    const row = first.rows[0] as RealizationRow;
    for (const column of REALIZATION_COLUMNS) expect(row).toHaveProperty(column);
    expect(row.TANGGAL_CALL_PLAN).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.TANGGAL_SUBMIT_CALL_PLAN).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps branch staff to their org and a branch head to its branch', async () => {
    const org = await page(specBody, branchAdmin);
    expect(org.total).toBe((await storedIds(sql`org_id = 101`)).length);
    expect(new Set(org.rows.map((r) => r.AREA_CODE))).toEqual(new Set(['JKT', 'BKS']));
    const branch = await page(specBody, branchHead);
    expect(branch.total).toBe((await storedIds(sql`branch_code = 'BKS'`)).length);
    expect(notMatching(branch.rows, (r) => r.AREA_CODE === 'BKS')).toEqual([]);
  });

  it("refuses a branch outside the caller's scope", async () => {
    const res = await t.call('POST', PATH, { ...specBody, BranchCode: 'BDG' }, branchAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.outOfScope);
  });
});

describe('filters and search on the server', () => {
  it('narrows to a branch and a position', async () => {
    const [one] = await rows<{ position: string }>(
      t.database.db,
      sql`SELECT position_code AS position FROM call_realizations WHERE branch_code = 'JKT' LIMIT 1`,
    );
    const position = one?.position as string;
    const all = await everyRow({ ...specBody, BranchCode: 'JKT', PositionCode: position }, ho);
    expect(all.map((r) => r.REALIZATION_ID)).toEqual(await storedIds(sql`position_code = ${position}`));
    expect(notMatching(all, (r) => r.AREA_CODE === 'JKT' && r.POSITION_CODE === position)).toEqual([]);
  });

  it('finds rows holding every searched word, in any text column', async () => {
    const found = await everyRow({ ...specBody, search: 'toko TUTUP' }, branchAdmin);
    const expected = await storedIds(
      sql`org_id = 101 AND concat_ws(' ', customer_name, visit_result) ILIKE '%toko%'
          AND concat_ws(' ', customer_name, visit_result) ILIKE '%tutup%'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((r) => r.REALIZATION_ID)).toEqual(expected);
  });

  it('sorts on any column the table shows', async () => {
    const byName = await page(
      { ...specBody, sortField: 'NAMA_RELASI', sortDir: 'asc', pageSize: 50 },
      branchHead,
    );
    const names = byName.rows.map((r) => r.NAMA_RELASI);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byQty = await page({ ...specBody, sortField: 'QTY', sortDir: 'desc', pageSize: 5 }, ho);
    expect(byQty.rows[0]?.QTY).toBeGreaterThan(0);
  });
});

describe('paging and writes', () => {
  it('walks every row of a branch once while rows are added between pages', async () => {
    const expected = await storedIds(sql`branch_code = 'BKS'`);
    const seen: number[] = [];
    let current = await page({ ...specBody, pageSize: 100 }, branchHead);
    seen.push(...current.rows.map((r) => r.REALIZATION_ID));
    let added = 0;
    while (current.endCursor && current.rows.length === 100) {
      // A visit of today reported meanwhile: newer than every page read, so never on a later page.
      await t.database.db.execute(sql`
        INSERT INTO call_realizations (org_id, branch_code, position_code, employee_name, supervisor_position_code,
          supervisor_name, customer_id, customer_name, type_plan, plan_date, plan_submitted_at, visit_plan,
          plan_status, visit_status, realization_status)
        SELECT org_id, branch_code, position_code, employee_name, supervisor_position_code, supervisor_name,
          customer_id, customer_name, 'UNPLANNED', ${TODAY}::date, now(), 'Cek stok', 'APPROVED', 'VISITED', 'SUBMITTED'
        FROM call_realizations WHERE branch_code = 'BKS' LIMIT 1`);
      added++;
      current = await page(
        { ...specBody, pageSize: 100, after: current.endCursor, count: false },
        branchHead,
      );
      seen.push(...current.rows.map((r) => r.REALIZATION_ID));
    }
    expect(added).toBeGreaterThan(0);
    expect(seen).toEqual(expected);
    // The next count shows every row added.
    expect((await page(specBody, branchHead)).total).toBe(expected.length + added);
  });
});

describe('refusals', () => {
  it.each([
    [{ StartDate: '2026-02-30' }, messages.dateInvalid('StartDate')],
    [{ StartDate: '2026-11-20', EndDate: '2026-11-01' }, messages.endBeforeStart],
    [{ StartDate: '2026-01-01', EndDate: '2026-06-30' }, messages.dateRangeTooLong(92)],
  ])('refuses dates %j', async (dates, message) => {
    const res = await t.call('POST', PATH, { ...specBody, ...dates }, ho);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body without dates', async () => {
    const res = await t.call('POST', PATH, { BranchCode: '', PositionCode: '' }, ho);
    expect(res.statusCode).toBe(400);
  });
});

describe('the export', () => {
  it("writes 'Overview Call Realization.xlsx' with exactly the rows the filters and search select", async () => {
    const body = { ...specBody, BranchCode: 'JKT', search: 'order' };
    const listed = await everyRow(body, branchAdmin);
    const res = await t.call('POST', `${PATH}/export`, body, branchAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Overview%20Call%20Realization.xlsx');
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer' });
    const data = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      sheet.Sheets[sheet.SheetNames[0] as string] as XLSX.WorkSheet,
      {
        defval: null,
      },
    );
    expect(data.length).toBe(listed.length);
    expect(Object.keys(data[0] ?? {})).toEqual([...REALIZATION_COLUMNS]);
    expect(data.map((r) => r.NAMA_RELASI)).toEqual(listed.map((r) => r.NAMA_RELASI));
    expect(data.map((r) => r.TANGGAL_CALL_PLAN)).toEqual(listed.map((r) => r.TANGGAL_CALL_PLAN));
    const withQty = data.find((r) => r.QTY !== null);
    if (withQty) expect(typeof withQty.QTY).toBe('number');
  });
});
