/**
 * Upload Adjust Incentive's calls with real .xlsx files: each sheet is written as Excel writes it,
 * read back as the upload screen reads it (numbers as numbers), and its rows sent to the check, as
 * the demo users. Good rows are saved by the submit; every rule of the entry screen's save fails
 * its row with its reason; a sheet with other headers fails every row, an empty one is refused; the
 * submit saves only the batch checked, once, and checks again what changed since the check.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ADJUST_UPLOAD_COLUMNS, type AdjustUploadChecked } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { n } from '../../../common/messages/format';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { writtenAsN } from './adjust-rules';
import { entryRows, freshInvoice, lookup, ok, positionTo, refused, sent } from './test-requests';

setUpDemoApp();

type Cell = string | number;

/** The sheet written as an .xlsx file and read back as the upload screen reads it. */
function roundTrip(header: readonly string[], data: readonly Cell[][]): Record<string, Cell>[] {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...header], ...data]), 'Sheet1');
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const read = XLSX.read(file, { type: 'buffer' });
  const sheet = read.Sheets[read.SheetNames[0] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<Record<string, Cell>>(sheet, { defval: '', raw: true });
}

/** A request's row in the template's column order. */
function requestRow(r: {
  invoice: string;
  item: string;
  from: string;
  to: string;
  quantity: Cell;
  amount: Cell;
  reason?: string;
}): Cell[] {
  return [r.invoice, r.item, r.from, r.to, r.quantity, r.amount, r.reason ?? 'Salah mapping salesman'];
}

interface CheckAnswer {
  success: AdjustUploadChecked[];
  failed: AdjustUploadChecked[];
  batchId: number;
}

const check = (excelData: Record<string, Cell>[], token: string) =>
  ok<CheckAnswer>('/adjust-incentive/uploadValidation', { excelData }, token);

/** The reason of each sheet row (2 is the first), '' for a clean one. */
const reasons = (answer: CheckAnswer) =>
  Object.fromEntries([...answer.success, ...answer.failed].map((r) => [r.ROW, r.REASON]));

/** A row asking `share` of a held line of a fresh invoice of the branch, as a sheet writes it. */
async function goodRows(branch: string, token: string, count: number, share = 0.5) {
  const asked = await entryRows(await freshInvoice(branch), token, count, share);
  expect(asked).toHaveLength(count);
  return asked.map((a) => ({
    asked: a,
    cells: requestRow({
      invoice: a.invoice,
      item: a.itemCode,
      from: a.positionFrom,
      to: a.positionTo,
      quantity: a.quantity,
      amount: a.amount,
    }),
  }));
}

describe('upload adjust incentive', () => {
  it('writes the numbers of a reason as the screens write them', async () => {
    const values = [0, 5, 100, 1000, 0.5, 12.05, 1234567.5, 1234567.05, 999999999999.99];
    const written = await rows<{ text: string }>(
      t.database.db,
      sql`SELECT ${writtenAsN(sql`v::numeric`)} AS text
          FROM unnest(${`{${values.join(',')}}`}::numeric[]) WITH ORDINALITY AS u(v, i) ORDER BY i`,
    );
    expect(written.map((w) => w.text)).toEqual(values.map((v) => n(v)));
  });

  it('checks good rows clean and saves them as NEW requests, once', async () => {
    const good = await goodRows('JKT', branchAdmin, 2);
    const checked = await check(
      roundTrip(
        ADJUST_UPLOAD_COLUMNS,
        good.map((g) => g.cells),
      ),
      branchAdmin,
    );
    expect(checked.failed).toEqual([]);
    expect(checked.success.map((r) => [r.ROW, r.IS_VALID, r.INVOICE_NUMBER])).toEqual([
      [2, 'Y', good[0]?.asked.invoice],
      [3, 'Y', good[1]?.asked.invoice],
    ]);

    const res = await t.call(
      'POST',
      '/api/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId, ROWS: [2, 3] },
      branchAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.adjustUploaded(2), data: { SAVED: 2, failed: [] } });
    const invoice = good[0]?.asked.invoice ?? '';
    const stored = await rows<{ status: string; by: string; amount: number; name: string; org: number }>(
      t.database.db,
      sql`SELECT status, user_id_update AS by, value_adjust::float8 AS amount, customer_name AS name, org_id AS org
          FROM incentive_adjustments WHERE trx_number = ${invoice} ORDER BY adjust_id`,
    );
    expect(stored).toEqual(
      good.map((g) => ({
        status: 'NEW',
        by: 'branch.admin',
        amount: g.asked.amount,
        name: g.asked.customerName,
        org: 101,
      })),
    );
    const [audited] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'incentive:upload' AND after->>'trx_number' = ${invoice}`,
    );
    expect(audited?.n).toBe(2);

    // Submitted: the batch is gone, a second submit saves nothing.
    const again = await refused(
      '/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId, ROWS: [2, 3] },
      branchAdmin,
      422,
    );
    expect(again.message).toBe(messages.uploadFileFirst);
  });

  it("fails each row breaking a rule of the entry screen's save with its reason, and saves the clean one", async () => {
    // Four invoices, two lines each.
    const [good, twice, same, reason, foreignTo, notHolder, asked, over] = [
      ...(await goodRows('JKT', ho, 2)),
      ...(await goodRows('JKT', ho, 2)),
      ...(await goodRows('JKT', ho, 2)),
      ...(await goodRows('JKT', ho, 2)),
    ];
    if (!good || !twice || !same || !reason || !foreignTo || !notHolder || !asked || !over)
      throw new Error('rows');
    // Asked before through the entry screen: the same request again is a duplicate; of the line
    // over, half is asked, so the whole line is more than is left.
    await ok('/adjust-incentive/insert', [sent(asked.asked)], ho);
    await ok('/adjust-incentive/insert', [sent(over.asked)], ho);
    const [line] = (await lookup(over.asked.invoice, ho)).filter((l) => l.ITEM_CODE === over.asked.itemCode);
    if (!line) throw new Error('no line');
    const bdgInvoice = await freshInvoice('BDG', 1);
    const bdgTo = await positionTo(102, '', ho);
    const otherLine = (await lookup(good.asked.invoice, ho)).find((l) => l.ITEM_CODE !== good.asked.itemCode);
    const [absent] = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT item_code AS code FROM products p WHERE NOT EXISTS (SELECT 1 FROM invoice_lines l
          WHERE l.trx_number = ${bdgInvoice} AND l.inventory_item_id = p.inventory_item_id) ORDER BY 1 LIMIT 1`,
    );
    const notOnInvoice = absent?.code ?? '';
    // Another position than the one holding the line and the one asked: the request is no duplicate.
    const { STRUCTURE } = await ok<{ STRUCTURE: { POSITION_CODE: string }[] }>(
      '/adjust-incentive/getSalesRepStructure',
      { orgID: 101 },
      ho,
    );
    const third =
      STRUCTURE.map((p) => p.POSITION_CODE).find(
        (code) => code !== over.asked.positionFrom && code !== over.asked.positionTo,
      ) ?? '';
    const g = good.asked;
    const cells: [Cell[], string][] = [
      [good.cells, ''],
      [requestRow({ ...base(g), invoice: '' }), messages.reasonRequired('INVOICE_NUMBER')],
      [requestRow({ ...base(g), reason: '' }), messages.reasonRequired('REASON_DESC')],
      [requestRow({ ...base(g), quantity: 'dua' }), messages.quantityInvalid],
      [requestRow({ ...base(g), quantity: 0 }), messages.quantityInvalid],
      [requestRow({ ...base(g), amount: 1e-9 }), messages.amountInvalid],
      [requestRow({ ...base(g), amount: -5000 }), messages.amountInvalid],
      [requestRow({ ...base(g), amount: 1250.505 }), messages.amountInvalid],
      [requestRow({ ...base(g), amount: 1e13 }), messages.amountInvalid],
      [requestRow({ ...base(g), amount: '1,250,000' }), messages.amountInvalid],
      // The same item of the same invoice again: the second is refused as the entry screen does.
      [requestRow({ ...base(g), to: twice.asked.positionTo }), messages.itemExists(g.itemCode)],
      [requestRow({ ...base(g), invoice: 'INV99999999' }), messages.invoiceNotFound('INV99999999')],
      [
        requestRow({ ...base(g), invoice: bdgInvoice, item: notOnInvoice }),
        messages.lineNotFound(bdgInvoice, notOnInvoice),
      ],
      [
        requestRow({ ...base(g), item: otherLine?.ITEM_CODE ?? '', from: 'JKT-SLS-999' }),
        messages.notHolder(g.invoice, otherLine?.ITEM_CODE ?? '', 'JKT-SLS-999'),
      ],
      [
        requestRow({ ...base(same.asked), to: same.asked.positionFrom }),
        messages.samePositions(same.asked.productName),
      ],
      [requestRow({ ...base(reason.asked), reason: 'Tidak ada' }), messages.reasonUnknown('Tidak ada')],
      [requestRow({ ...base(foreignTo.asked), to: bdgTo }), messages.positionToInvalid(bdgTo)],
      [
        requestRow({
          ...base(notHolder.asked),
          from: notHolder.asked.positionTo,
          to: notHolder.asked.positionFrom,
        }),
        messages.notHolder(notHolder.asked.invoice, notHolder.asked.itemCode, notHolder.asked.positionTo),
      ],
      [requestRow(base(asked.asked)), messages.reasonAskedBefore],
      [
        requestRow({ ...base(over.asked), to: third, quantity: 1, amount: line.EXTENDED_AMOUNT }),
        messages.overLine(
          `${over.asked.invoice} ${over.asked.itemCode}`,
          over.asked.positionFrom,
          n(Math.round((line.EXTENDED_AMOUNT - over.asked.amount) * 100) / 100),
          n(line.QUANTITY_INVOICED - over.asked.quantity),
        ),
      ],
    ];
    const checked = await check(
      roundTrip(
        ADJUST_UPLOAD_COLUMNS,
        cells.map(([c]) => c),
      ),
      ho,
    );
    const byRow = reasons(checked);
    expect(cells.map((_, i) => byRow[i + 2])).toEqual(cells.map(([, r]) => r));
    expect(checked.success.map((r) => r.ROW)).toEqual([2]);

    // Submit: the clean row lands, the failed ones stay out.
    const saved = await ok<{ SAVED: number; failed: unknown[] }>(
      '/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId, ROWS: [2] },
      ho,
    );
    expect(saved).toEqual({ SAVED: 1, failed: [] });
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM incentive_adjustments WHERE trx_number = ${g.invoice}`,
    );
    expect(count?.n).toBe(1);
  });

  it("fails a row of a branch whose INCENTIVE period is closed, and a branch head's row of another branch", async () => {
    const [bks] = await goodRows('BKS', ho, 1);
    const [jkt] = await goodRows('JKT', ho, 1);
    if (!bks || !jkt) throw new Error('rows');
    const [period] = await rows<{ end: string }>(
      t.database.db,
      sql`SELECT end_date::text AS end FROM periods WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
    );
    await t.database.db.execute(
      sql`UPDATE periods SET end_date = current_date - 1 WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
    );
    try {
      const checked = await check(roundTrip(ADJUST_UPLOAD_COLUMNS, [bks.cells, jkt.cells]), branchAdmin);
      expect(reasons(checked)).toEqual({ 2: messages.periodClosed, 3: '' });
    } finally {
      await t.database.db.execute(
        sql`UPDATE periods SET end_date = ${period?.end}::date WHERE type = 'INCENTIVE' AND branch_code = 'BKS'`,
      );
    }
    const head = await check(roundTrip(ADJUST_UPLOAD_COLUMNS, [bks.cells, jkt.cells]), branchHead);
    expect(reasons(head)).toEqual({ 2: '', 3: messages.invoiceNotFound(jkt.asked.invoice) });
  });

  it('fails every row of a sheet with other headers, and refuses an empty sheet', async () => {
    const [good] = await goodRows('JKT', branchAdmin, 1);
    if (!good) throw new Error('rows');
    const renamed = ['INVOICE', ...ADJUST_UPLOAD_COLUMNS.slice(1)];
    const checked = await check(roundTrip(renamed, [good.cells, good.cells]), branchAdmin);
    expect(checked.success).toEqual([]);
    expect(checked.failed.map((r) => r.REASON)).toEqual([
      messages.reasonRequired('INVOICE_NUMBER'),
      messages.reasonRequired('INVOICE_NUMBER'),
    ]);

    const empty = roundTrip(ADJUST_UPLOAD_COLUMNS, []);
    expect(empty).toEqual([]);
    const res = await refused('/adjust-incentive/uploadValidation', { excelData: empty }, branchAdmin, 422);
    expect(res.message).toBe(messages.fileEmpty);
  });

  it('saves only the batch checked, with its clean rows, and checks again what changed since', async () => {
    const good = await goodRows('JKT', branchAdmin, 2);
    const [first, second] = good;
    if (!first || !second) throw new Error('rows');
    const checked = await check(
      roundTrip(
        ADJUST_UPLOAD_COLUMNS,
        good.map((g) => g.cells),
      ),
      branchAdmin,
    );
    const other = await refused(
      '/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId + 1000, ROWS: [2, 3] },
      branchAdmin,
      422,
    );
    expect(other.message).toBe(messages.uploadBatchReplaced);
    const fewer = await refused(
      '/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId, ROWS: [2] },
      branchAdmin,
      422,
    );
    expect(fewer.message).toBe(messages.uploadRowsMismatch);

    // Meanwhile the second request is asked on the entry screen: the submit leaves it out.
    await ok('/adjust-incentive/insert', [sent(second.asked)], ho);
    const saved = await ok<{ SAVED: number; failed: AdjustUploadChecked[] }>(
      '/adjust-incentive/uploadSubmit',
      { batchId: checked.batchId, ROWS: [2, 3] },
      branchAdmin,
    );
    expect(saved.SAVED).toBe(1);
    expect(saved.failed.map((r) => [r.ROW, r.REASON])).toEqual([[3, messages.reasonAskedBefore]]);
    const stored = await rows<{ by: string }>(
      t.database.db,
      sql`SELECT user_id_update AS by FROM incentive_adjustments WHERE trx_number = ${first.asked.invoice}
          ORDER BY adjust_id`,
    );
    expect(stored.map((s) => s.by).sort()).toEqual(['branch.admin', 'ho.admin']);
  });
});

/** The fields of an asked row a test changes one of. */
function base(a: {
  invoice: string;
  itemCode: string;
  positionFrom: string;
  positionTo: string;
  quantity: number;
  amount: number;
}) {
  return {
    invoice: a.invoice,
    item: a.itemCode,
    from: a.positionFrom,
    to: a.positionTo,
    quantity: a.quantity as Cell,
    amount: a.amount as Cell,
  };
}
