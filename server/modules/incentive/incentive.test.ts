/**
 * API tests of the incentive screens with the spec's payloads, as every demo user: the invoice
 * lookup and its period, the structures, the save with its duplicate check and money rules, the
 * summary reconciled with the detail, the approval list, approve and reject with maker-checker and
 * two approvers at once, and the export read back.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { AdjustDetailRow, AdjustSummaryRow, AdjustTotals } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { pagePlan } from '../../platform/list/keyset';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { API_KEY } from '../../test/harness';
import type { PageOf } from '../../test/paged-list';
import { DETAIL_ORDER, detailPageQuery, selectionOf } from './adjust-lists';
import { entryRows, freshInvoice, lookup, ok, positionTo, refused, sent } from './test-requests';

setUpDemoApp();

type Totals = { totals: AdjustTotals | null };
type SummaryAnswer = {
  summary: (PageOf<AdjustSummaryRow> & Totals) | null;
  detail: (PageOf<AdjustDetailRow> & Totals) | null;
};

const thisMonth = () => {
  const now = new Date();
  return { month: now.getMonth() + 1, year: now.getFullYear() };
};

describe('invoice lookup', () => {
  it('answers the lines of an invoice of the scope, adding up to the invoice', async () => {
    const invoice = await freshInvoice('JKT');
    const lines = await lookup(invoice, branchAdmin);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const [stored] = await rows<{ amount: number }>(
      t.database.db,
      sql`SELECT amount::float8 AS amount FROM invoices WHERE trx_number = ${invoice}`,
    );
    expect(lines.reduce((s, l) => s + l.EXTENDED_AMOUNT, 0)).toBe(stored?.amount);
    expect(new Set(lines.map((l) => l.INVENTORY_ITEM_ID)).size).toBe(lines.length);
    // Lower case and spaces are the same number; another branch's head sees nothing of it.
    expect(await lookup(` ${invoice.toLowerCase()} `, ho)).toHaveLength(lines.length);
    expect(await lookup(invoice, branchHead)).toEqual([]);
    expect(await lookup('INV99999999', ho)).toEqual([]);
  });

  it("refuses with 'Periode sudah ditutup.' when the invoice's branch has no open INCENTIVE period", async () => {
    const invoice = await freshInvoice('BKS');
    const rowsToSave = await entryRows(invoice, ho);
    const [period] = await rows<{ end: string }>(
      t.database.db,
      sql`SELECT end_date::text AS end FROM periods WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
    );
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
    );
    try {
      const res = await refused('/adjust-incentive/getInvoiceByID', { invoiceNO: invoice }, branchHead, 422);
      expect(res.message).toBe(messages.periodClosed);
      const save = await refused('/adjust-incentive/insert', rowsToSave, branchAdmin, 422);
      expect(save.message).toBe(messages.periodClosed);
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = ${period?.end}::date WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
      );
    }
  });

  it('names the holders of a line and the positions of the org to credit, in the scope', async () => {
    const invoice = await freshInvoice('JKT');
    const [line] = await lookup(invoice, branchAdmin);
    if (!line) throw new Error('no line');
    const holders = await ok<{ POSITION_CODE: string; EMPLOYEE_NAME: string }[]>(
      '/adjust-incentive/getSelectStructureFrom',
      { productName: line.PRODUCT_NAME, custID: line.SOLD_TO_CUSTOMER_ID, invoiceDate: line.TRX_DATE },
      branchAdmin,
    );
    const [assigned] = await rows<{ position: string }>(
      t.database.db,
      sql`SELECT s.position_code AS position FROM sales_assignments s JOIN products p ON p.bisnis_code = s.bisnis
          WHERE s.customer_id = ${line.SOLD_TO_CUSTOMER_ID} AND p.inventory_item_id = ${line.INVENTORY_ITEM_ID}
            AND ${line.TRX_DATE}::date BETWEEN s.start_date AND s.end_date ORDER BY 1 LIMIT 1`,
    );
    expect(holders.map((h) => h.POSITION_CODE)).toContain(assigned?.position);

    const org = await ok<{ STRUCTURE: { POSITION_CODE: string; EMPLOYEE_NAME: string }[]; MORE: boolean }>(
      '/adjust-incentive/getSalesRepStructure',
      { orgID: 101 },
      branchAdmin,
    );
    expect(org.STRUCTURE.length).toBeGreaterThan(0);
    expect(notMatching(org.STRUCTURE, (s) => /^(JKT|BKS)-/.test(s.POSITION_CODE))).toEqual([]);
    // Each position names its own rep (the holder of that role today), not one rep for all.
    const [named] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(DISTINCT s.employee_name)::int AS n FROM salesrep_mappings m
          JOIN salesreps s ON s.employee_id = m.employee_id JOIN roles r ON r.role_map_id = m.role_map_id
          WHERE r.role_position_code IN (${sql.join(
            org.STRUCTURE.map((p) => sql`${p.POSITION_CODE}`),
            sql`, `,
          )}) AND current_date BETWEEN m.start_date AND m.end_date`,
    );
    expect(new Set(org.STRUCTURE.map((s) => s.EMPLOYEE_NAME).filter(Boolean)).size).toBe(named?.n);
    // A branch user asking for another org gets its own; a branch head its own branch only.
    const other = await ok<{ STRUCTURE: { POSITION_CODE: string }[] }>(
      '/adjust-incentive/getSalesRepStructure',
      { orgID: 102 },
      branchHead,
    );
    expect(notMatching(other.STRUCTURE, (s) => s.POSITION_CODE.startsWith('BKS-'))).toEqual([]);
    const searched = await ok<{ STRUCTURE: { POSITION_CODE: string }[] }>(
      '/adjust-incentive/getSalesRepStructure',
      { orgID: 102, search: 'BDG-' },
      ho,
    );
    expect(searched.STRUCTURE.length).toBeGreaterThan(0);
    expect(notMatching(searched.STRUCTURE, (s) => s.POSITION_CODE.startsWith('BDG-'))).toEqual([]);

    const reasons = await ok<{ REASON_DESC: string }[]>(
      '/adjust-incentive/getSelectReasonAdjustIncentive',
      {},
      ho,
    );
    expect(reasons.map((r) => r.REASON_DESC)).toContain('Salah mapping salesman');
  });
});

describe('saving requests', () => {
  it("saves every row as NEW with 'Data saved successfully', audited row by row", async () => {
    const invoice = await freshInvoice('JKT');
    const asked = await entryRows(invoice, branchAdmin, 2, 0.5);
    expect(asked).toHaveLength(2);
    const res = await t.post(contract.incentive.insert, asked.map(sent), branchAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.dataSaved, data: { SAVED: 2, DUPLICATES: [] } });
    const stored = await rows<{
      status: string;
      user_id_update: string;
      customer_name: string;
      notes: string;
    }>(
      t.database.db,
      sql`SELECT status, user_id_update, customer_name, notes FROM incentive_adjustments WHERE trx_number = ${invoice}`,
    );
    expect(stored).toHaveLength(2);
    expect(
      stored.every(
        (s) =>
          s.status === 'NEW' &&
          s.user_id_update === 'branch.admin' &&
          s.customer_name === asked[0]?.customerName &&
          s.notes === 'Salah mapping salesman',
      ),
    ).toBe(true);
    const audit = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log
          WHERE action = 'incentive:request' AND after->>'trx_number' = ${invoice} AND user_id = 'branch.admin'`,
    );
    expect(audit[0]?.n).toBe(2);
  });

  it('saves the rows that are not duplicates and names the duplicates, which it leaves unsaved', async () => {
    // branch.admin asks one line; then sends it again beside a new request of the other line.
    const invoice = await freshInvoice('JKT');
    const [first, second] = await entryRows(invoice, branchAdmin, 2, 0.5);
    if (!first || !second) throw new Error('no rows');
    await ok('/adjust-incentive/insert', [sent(first)], branchAdmin);
    const res = await t.call(
      'POST',
      '/api/adjust-incentive/insert',
      [sent(second), sent(first)],
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.duplicateData,
      data: { SAVED: 1, DUPLICATES: [1] },
    });
    const stored = await rows<{ item: number; n: number }>(
      t.database.db,
      sql`SELECT inventory_item_id AS item, count(*)::int AS n FROM incentive_adjustments
          WHERE trx_number = ${invoice} GROUP BY 1 ORDER BY 1`,
    );
    expect(stored).toEqual(
      [
        { item: first.productID, n: 1 },
        { item: second.productID, n: 1 },
      ].sort((x, y) => x.item - y.item),
    );

    // Only duplicates: nothing is saved, each is named.
    const again = await t.call(
      'POST',
      '/api/adjust-incentive/insert',
      [sent(first), sent(second)],
      branchAdmin,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      message: messages.duplicateData,
      data: { SAVED: 0, DUPLICATES: [0, 1] },
    });

    // A duplicate beside a row breaking another rule: that rule refuses the save, nothing lands.
    const third = await entryRows(await freshInvoice('JKT'), branchAdmin, 1, 0.5);
    const row = third[0];
    if (!row) throw new Error('no row');
    const [, other] = await lookup(row.invoice, branchAdmin);
    if (!other) throw new Error('no second line');
    await ok('/adjust-incentive/insert', [sent(row)], branchAdmin);
    const mixed = await refused(
      '/adjust-incentive/insert',
      [
        sent(row),
        {
          ...sent(row),
          productID: other.INVENTORY_ITEM_ID,
          productName: other.PRODUCT_NAME,
          reason: 'Tidak ada',
        },
      ],
      branchAdmin,
      422,
    );
    expect(mixed.message).toBe(messages.reasonUnknown('Tidak ada'));
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM incentive_adjustments WHERE trx_number = ${row.invoice}`,
    );
    expect(count?.n).toBe(1);
  });

  it("refuses an amount that is no cent or no sum in rupiah with the field's message, never a 500", async () => {
    const invoice = await freshInvoice('JKT');
    const [row] = await entryRows(invoice, branchAdmin, 1, 0.5);
    if (!row) throw new Error('no row');
    const body = JSON.stringify([{ ...sent(row), amount: 0 }]);
    const raw = (payload: string, path = '/api/adjust-incentive/insert', token = branchAdmin) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'api-key': API_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
    // Numbers as a client may write them: exponent forms, negative zero, beyond what is stored.
    for (const amount of ['1e-9', '1E-3', '0.001', '-0', '-0.0', '1e400', '1e12', '1000000000000.5', '-5']) {
      const res = await raw(body.replace('"amount":0', `"amount":${amount}`));
      expect(res.statusCode, `${amount}: ${res.body}`).toBe(400);
      expect(res.json().message, amount).toBe(messages.amountInvalid);
    }
    for (const quantity of ['0', '-0', '"-0"', '1e10', '2147483648', '"1e3"']) {
      const res = await raw(
        body
          .replace('"amount":0', '"amount":1')
          .replace(`"quantity":${row.quantity}`, `"quantity":${quantity}`),
      );
      expect(res.statusCode, `${quantity}: ${res.body}`).toBe(400);
    }
    // The module's other numbers: ids, months and years, org ids. Refused as a request, never a 500.
    const otherNumbers: [string, string, string][] = [
      [
        '/api/adjust-incentive/insert',
        body.replace('"amount":0', '"amount":1').replace(/"productID":\d+/, '"productID":2147483648'),
        branchAdmin,
      ],
      [
        '/api/adjust-incentive/insert',
        body.replace('"amount":0', '"amount":1').replace(/"productID":\d+/, '"productID":-0'),
        branchAdmin,
      ],
      ['/api/adjust-incentive/getMappingAdjustIncentive', '{"month":"1e1","year":2026,"orgID":81}', ho],
      ['/api/adjust-incentive/getMappingAdjustIncentive', '{"month":11,"year":1e400,"orgID":81}', ho],
      ['/api/adjust-incentive/getMappingAdjustIncentive', '{"month":-0,"year":2026,"orgID":81}', ho],
      [
        '/api/adjust-incentive-summary/selectAdjustIncentive',
        '{"month":11,"year":2026,"orgID":1e10,"position":""}',
        ho,
      ],
      ['/api/adjust-incentive/getSalesRepStructure', '{"orgID":2147483648}', ho],
      ['/api/adjust-incentive/approve', '[{"ADJUST_ID":2147483648}]', ho],
      ['/api/adjust-incentive/reject', '[{"ADJUST_ID":-0}]', ho],
    ];
    for (const [path, payload, token] of otherNumbers) {
      const res = await raw(payload, path, token);
      expect(res.statusCode, `${path} ${payload}: ${res.body}`).toBe(400);
    }
    // A cent, and an exponent form of a whole sum, are amounts.
    const cent = await t.call(
      'POST',
      '/api/adjust-incentive/insert',
      [{ ...sent(row), amount: 0.01 }],
      branchAdmin,
    );
    expect(cent.statusCode, cent.body).toBe(200);
    const [stored] = await rows<{ v: string }>(
      t.database.db,
      sql`SELECT value_adjust::text AS v FROM incentive_adjustments WHERE trx_number = ${invoice}`,
    );
    expect(stored?.v).toBe('0.01');
  });

  it('refuses credit beyond the line, a position not holding it, the same item twice, and a foreign position', async () => {
    const invoice = await freshInvoice('JKT');
    const [asked] = await entryRows(invoice, branchAdmin, 1, 1);
    if (!asked) throw new Error('no row');
    const row = sent(asked);
    const over = await refused(
      '/adjust-incentive/insert',
      [{ ...row, amount: row.amount + 100 }],
      branchAdmin,
      422,
    );
    expect(over.message).toContain(`sisa yang dapat dipindahkan dari ${row.positionFrom}`);
    const tooMany = await refused(
      '/adjust-incentive/insert',
      [{ ...row, quantity: row.quantity + 1 }],
      branchAdmin,
      422,
    );
    expect(tooMany.message).toContain('sisa yang dapat dipindahkan');

    const same = await refused(
      '/adjust-incentive/insert',
      [{ ...row, positionTo: row.positionFrom }],
      branchAdmin,
      422,
    );
    expect(same.message).toBe(messages.samePositions(row.productName));

    const twice = await refused(
      '/adjust-incentive/insert',
      [row, { ...row, positionTo: row.positionFrom }],
      branchAdmin,
      422,
    );
    expect(twice.message).toMatch(/^ITM-\d{4} already exist\.$/);

    const notHolder = await refused(
      '/adjust-incentive/insert',
      [{ ...row, positionFrom: row.positionTo, positionTo: row.positionFrom }],
      branchAdmin,
      422,
    );
    expect(notHolder.message).toContain('tidak memegang kredit');

    const bdg = await positionTo(102, '', ho);
    const foreign = await refused('/adjust-incentive/insert', [{ ...row, positionTo: bdg }], ho, 422);
    expect(foreign.message).toBe(messages.positionToInvalid(bdg));

    const empty = await refused('/adjust-incentive/insert', [{ ...row, reason: ' ' }], branchAdmin, 400);
    expect(empty.message).toBe(messages.fillAllData);

    // Half, then the other half, then one rupiah more: the last is refused, the first two land.
    await ok('/adjust-incentive/insert', [{ ...row, amount: row.amount / 2, quantity: 1 }], branchAdmin);
    const rest = await positionTo(101, row.positionTo, ho);
    await ok(
      '/adjust-incentive/insert',
      [
        {
          ...row,
          positionTo: rest === row.positionFrom ? row.positionTo : rest,
          amount: row.amount / 2,
          quantity: 1,
        },
      ],
      ho,
    );
    const third = await refused(
      '/adjust-incentive/insert',
      [{ ...row, positionTo: bdg, amount: 1, quantity: 1 }],
      ho,
      422,
    );
    expect(third.message).not.toBe(messages.duplicateData);
  });

  it('lets a branch head save only invoices of its branch', async () => {
    const invoice = await freshInvoice('JKT');
    const asked = await entryRows(invoice, ho, 1, 0.5);
    const res = await refused('/adjust-incentive/insert', asked, branchHead, 404);
    expect(res.message).toBe(messages.invoiceNotFound(invoice));
  });
});

/** Every page of a list asked with the body; the summary or detail part. */
async function allOf<Row>(body: Record<string, unknown>, part: 'summary' | 'detail', token: string) {
  const out: Row[] = [];
  let after: string | undefined;
  let totals: AdjustTotals | null = null;
  for (;;) {
    const answer = await ok<SummaryAnswer>(
      '/adjust-incentive-summary/selectAdjustIncentive',
      { ...body, part, pageSize: 100, ...(after ? { after, count: false } : {}) },
      token,
    );
    const page = answer[part] as PageOf<Row> & Totals;
    totals ??= page.totals;
    out.push(...page.rows);
    if (page.rows.length < 100 || !page.endCursor) break;
    after = page.endCursor;
  }
  return { rows: out, totals: totals as AdjustTotals };
}

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('summary', () => {
  it('answers both lists for the spec body, and the summary adds up to the detail for every filter', async () => {
    const { month, year } = thisMonth();
    const spec = await ok<SummaryAnswer>(
      '/adjust-incentive-summary/selectAdjustIncentive',
      { month, year, position: '', orgID: 81 },
      ho,
    );
    expect(spec.summary?.rows.length).toBeGreaterThan(0);
    expect(spec.detail?.rows.length).toBeGreaterThan(0);
    expect(spec.summary?.total).toBeGreaterThan(0);

    const filters: [Record<string, unknown>, string][] = [
      [{ month, year, position: '', orgID: 81 }, ho],
      [{ month, year, position: '', orgID: 101, branchCode: 'BKS' }, ho],
      [{ month, year, position: '', orgID: 0 }, branchAdmin],
      [{ month, year, position: '', orgID: 0 }, branchHead],
      [
        { month: month === 1 ? 12 : month - 1, year: month === 1 ? year - 1 : year, position: '', orgID: 81 },
        ho,
      ],
    ];
    const position = spec.summary?.rows[0]?.POSITION_TO ?? '';
    filters.push([{ month, year, position, orgID: 81 }, ho]);
    for (const [body, token] of filters) {
      const summary = await allOf<AdjustSummaryRow>(body, 'summary', token);
      const detail = await allOf<AdjustDetailRow>(body, 'detail', token);
      const by = (status: string) =>
        sum(detail.rows.filter((r) => r.STATUS === status).map((r) => r.VALUE_ADJUST));
      expect(sum(summary.rows.map((r) => r.CLAIM_PENGAJUAN))).toBe(
        sum(detail.rows.map((r) => r.VALUE_ADJUST)),
      );
      expect(sum(summary.rows.map((r) => r.SUM_APPROVE))).toBe(by('APPROVE'));
      expect(sum(summary.rows.map((r) => r.SUM_REJECT))).toBe(by('REJECT'));
      expect(notMatching(summary.rows, (r) => r.NET_CLAIM === r.SUM_APPROVE - r.SUM_REJECT)).toEqual([]);
      expect(summary.totals.CLAIM_PENGAJUAN).toBe(sum(detail.rows.map((r) => r.VALUE_ADJUST)));
      expect(detail.totals).toEqual(summary.totals);
      expect(new Set(summary.rows.map((r) => r.POSITION_TO)).size).toBe(summary.rows.length);
    }
    // Scope: a branch head sees its branch only.
    const head = await allOf<AdjustDetailRow>({ month, year, position: '', orgID: 81 }, 'detail', branchHead);
    expect(notMatching(head.rows, (r) => r.BRANCH_CODE === 'BKS')).toEqual([]);
  });

  it("exports the detail as 'Detail Incentive.xlsx' with the rows the search selects", async () => {
    const { month, year } = thisMonth();
    const res = await t.call(
      'POST',
      '/api/adjust-incentive-summary/exportDetail',
      { month, year, position: '', orgID: 101, search: 'BKS' },
      ho,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('Detail%20Incentive.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const read = XLSX.utils.sheet_to_json<AdjustDetailRow>(sheet);
    const detail = await allOf<AdjustDetailRow>(
      { month, year, position: '', orgID: 101, search: 'BKS' },
      'detail',
      ho,
    );
    expect(read.length).toBeGreaterThan(0);
    expect(read.map((r) => r.ADJUST_ID)).toEqual(detail.rows.map((r) => r.ADJUST_ID));
    expect(read[0]?.VALUE_ADJUST).toBe(detail.rows[0]?.VALUE_ADJUST);
  });
});

describe('the month order', () => {
  it.each([
    ['the approval list', 'NEW', 'incentive_adjustments_month_status_idx'],
    ['the detail', undefined, 'incentive_adjustments_month_order_idx'],
  ] as const)(
    "reads %s's first page as a range of the month in id order, not the table's primary key",
    async (_list, status, index) => {
      const { month, year } = thisMonth();
      const s = selectionOf({ kind: 'all' }, { year, month, orgID: 81, branchCode: '' }, status);
      const plan = pagePlan(DETAIL_ORDER, { page: 0, pageSize: 100 });
      // The seed is small: the planner is told to avoid reading the table whole.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const explained = await rows<{ 'QUERY PLAN': string }>(
          tx,
          sql`EXPLAIN ${detailPageQuery(t.database.db, s, '', plan)}`,
        );
        const text = explained.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toContain(index);
        expect(text).not.toContain('incentive_adjustments_pkey');
        expect(text).not.toMatch(/Sort Key/);
      });
    },
  );
});

describe('approval', () => {
  const approvalList = (body: Record<string, unknown>, token: string) =>
    ok<PageOf<AdjustDetailRow>>('/adjust-incentive/getMappingAdjustIncentive', body, token);

  it('lists the NEW requests of the month in scope; a user without the screen gets 403', async () => {
    const { month, year } = thisMonth();
    const page = await approvalList({ month, year, orgID: 81 }, ho);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(notMatching(page.rows, (r) => r.STATUS === 'NEW')).toEqual([]);
    const head = await approvalList({ month, year, orgID: 81 }, branchHead);
    expect(notMatching(head.rows, (r) => r.BRANCH_CODE === 'BKS')).toEqual([]);
    await refused(
      '/adjust-incentive/getMappingAdjustIncentive',
      { month, year, orgID: 101 },
      branchAdmin,
      403,
    );
    await refused('/adjust-incentive/approve', [{ ADJUST_ID: 1 }], branchAdmin, 403);
  });

  it('decides each request once, refuses the maker, and two approvers at once make one decision', async () => {
    // Head office asks; head office cannot decide it, the branch head can.
    const invoice = await freshInvoice('BKS');
    const asked = await entryRows(invoice, ho, 2, 0.5);
    await ok('/adjust-incentive/insert', asked, ho);
    const mine = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT adjust_id AS id FROM incentive_adjustments WHERE trx_number = ${invoice} ORDER BY 1`,
    );
    const ids = mine.map((m) => ({ ADJUST_ID: m.id }));
    const own = await refused('/adjust-incentive/approve', ids, ho, 403);
    expect(own.message).toBe(messages.ownRequest(ids.map((i) => i.ADJUST_ID)));

    const [first, second] = ids as [{ ADJUST_ID: number }, { ADJUST_ID: number }];
    expect(await ok('/adjust-incentive/approve', [first], branchHead)).toEqual({ DECIDED: 1 });
    expect(await ok('/adjust-incentive/reject', [second], branchHead)).toEqual({ DECIDED: 1 });
    const again = await refused('/adjust-incentive/reject', [first, second], branchHead, 422);
    expect(again.message).toBe(messages.alreadyDecided([first.ADJUST_ID, second.ADJUST_ID]));
    const decided = await rows<{ status: string; decided_by: string }>(
      t.database.db,
      sql`SELECT status, decided_by FROM incentive_adjustments WHERE trx_number = ${invoice} ORDER BY adjust_id`,
    );
    expect(decided).toEqual([
      { status: 'APPROVE', decided_by: 'branch.head' },
      { status: 'REJECT', decided_by: 'branch.head' },
    ]);

    // Two approvers on the same rows at the same moment: one decision, the other told.
    const { month, year } = thisMonth();
    const waiting = (await approvalList({ month, year, orgID: 81, pageSize: 20 }, branchHead)).rows
      .filter((r) => r.USERID_UPDATE !== 'ho.admin' && r.USERID_UPDATE !== 'branch.head')
      .map((r) => ({ ADJUST_ID: r.ADJUST_ID }));
    expect(waiting.length).toBeGreaterThan(1);
    const answers = await Promise.all([
      t.post(contract.incentive.approve, waiting, ho),
      t.post(contract.incentive.reject, waiting, branchHead),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((a) => a.statusCode === 422);
    expect(loser?.json().message).toContain('sudah diputuskan');
    const states = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT DISTINCT status FROM incentive_adjustments
          WHERE adjust_id IN (${sql.join(
            waiting.map((w) => sql`${w.ADJUST_ID}`),
            sql`, `,
          )})`,
    );
    expect(states).toHaveLength(1);
  });

  it('refuses an approval that would move more of a line than it invoiced', async () => {
    const invoice = await freshInvoice('JKT');
    const [row] = await entryRows(invoice, branchAdmin, 1, 1);
    if (!row) throw new Error('no row');
    await ok('/adjust-incentive/insert', [row], branchAdmin);
    // A second request of the whole line, stored behind the save's checks (as an import would).
    await t.database.db.execute(sql`INSERT INTO incentive_adjustments (customer_id, customer_name, trx_number,
        inventory_item_id, invoice_date, year_id, month_id, product_name, product_desc, position_from, position_to,
        quantity, value_adjust, notes, status, org_id, branch_code, user_id_update)
      SELECT customer_id, customer_name, trx_number, inventory_item_id, invoice_date, year_id, month_id,
        product_name, product_desc, position_from, ${'JKT-X'}, quantity, value_adjust, notes, 'NEW', org_id,
        branch_code, user_id_update FROM incentive_adjustments WHERE trx_number = ${invoice}`);
    const both = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT adjust_id AS id FROM incentive_adjustments WHERE trx_number = ${invoice} ORDER BY 1`,
    );
    const res = await refused(
      '/adjust-incentive/approve',
      both.map((b) => ({ ADJUST_ID: b.id })),
      ho,
      422,
    );
    expect(res.message).toContain('sisa yang dapat dipindahkan');
    expect(await ok('/adjust-incentive/approve', [{ ADJUST_ID: both[0]?.id }], ho)).toEqual({ DECIDED: 1 });
    const last = await refused('/adjust-incentive/approve', [{ ADJUST_ID: both[1]?.id }], ho, 422);
    expect(last.message).toContain('sisa yang dapat dipindahkan');
  });
});
