/**
 * API tests of the label print calls: the relation rows of a position (served today, labels not
 * printed first, the state of each label), a print recorded as history (first print, reprint,
 * renamed since), the sticker file read back, and what each scope may print.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { POSITION_OPTIONS_MAX } from '../../../common/contract/call-management';
import type { RelationPrintRow } from '../../../common/contract/labels';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';

async function relations(position: string, orgId: number, token: string): Promise<RelationPrintRow[]> {
  const res = await t.call(
    'GET',
    `${BASE}/getRelasiPrint/${encodeURIComponent(position)}/${orgId}`,
    undefined,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const mark = (body: Record<string, unknown>, token: string) =>
  t.call('POST', `${BASE}/markRelasiAsPrinted`, body, token);

/** The position of the branch serving the most customers today. */
async function busyPosition(branch: string): Promise<{ code: string; org: number; served: number }> {
  const [found] = await rows<{ code: string; org: number; served: number }>(
    t.database.db,
    sql`SELECT position_code AS code, min(org_id)::int AS org, count(DISTINCT customer_id)::int AS served
        FROM sales_assignments WHERE branch_code = ${branch} AND current_date BETWEEN start_date AND end_date
        GROUP BY position_code ORDER BY 3 DESC, 1 LIMIT 1`,
  );
  if (!found) throw new Error(`no position serving customers in ${branch}`);
  return found;
}

const printCount = async (customerId: string) => {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM label_prints WHERE customer_id = ${customerId}`,
  );
  return found?.n ?? 0;
};

describe('getRelasiPrint', () => {
  it('lists each customer the position serves today once, labels not printed first', async () => {
    const position = await busyPosition('JKT');
    const list = await relations(position.code, position.org, ho);
    expect(list).toHaveLength(position.served);
    expect(new Set(list.map((r) => r.CUSTOMER_ID)).size).toBe(list.length);
    expect(list[0]).toMatchObject({
      BRANCH_CODE: 'JKT',
      POSITION_CODE: position.code,
      EMPLOYEE_TITLE_CODE: expect.any(String),
      CUSTOMER_ID: expect.stringMatching(/^CUS\d{7}$/),
      CUSTOMER_ID_REF: expect.stringMatching(/^JKT-\d{6}$/),
      ORG_ID: 101,
    });
    // The demo printed some labels and not others: both kinds, the unprinted ones first.
    const printed = list.map((r) => r.IsPrint);
    expect(printed).toContain(0);
    expect(printed).toContain(1);
    expect(printed).toEqual([...printed].sort());
    for (const r of list) {
      if (r.IsPrint === 0) {
        expect(r).toMatchObject({
          LAST_UPDATE_PRINT: null,
          CUSTOMER_NAME_PRINT: null,
          PRINT_COUNT: 0,
          ShouldReprint: 0,
        });
      } else {
        expect(r.LAST_UPDATE_PRINT).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(r.PRINT_COUNT).toBeGreaterThan(0);
        expect(r.ShouldReprint).toBe(r.CUSTOMER_NAME_PRINT === r.CUSTOMER_NAME ? 0 : 1);
      }
    }
  });

  it('answers the position of another org to nobody but head office and that org', async () => {
    const bdg = await busyPosition('BDG');
    expect((await relations(bdg.code, bdg.org, ho)).length).toBe(bdg.served);
    // Answered as a position that does not exist: its code tells nothing.
    const res = await t.call('GET', `${BASE}/getRelasiPrint/${bdg.code}/101`, undefined, branchAdmin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.positionNotFound(bdg.code));
    // A branch head of BKS: JKT is another branch of its own org.
    const jkt = await busyPosition('JKT');
    expect(
      (await t.call('GET', `${BASE}/getRelasiPrint/${jkt.code}/101`, undefined, branchHead)).statusCode,
    ).toBe(404);
    const unknown = await t.call('GET', `${BASE}/getRelasiPrint/NO-SUCH-POS/101`, undefined, ho);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.positionNotFound('NO-SUCH-POS'));
  });
});

describe('markRelasiAsPrinted', () => {
  it('records a first print and a reprint as two rows, with who printed them, audited', async () => {
    const position = await busyPosition('JKT');
    const list = await relations(position.code, 101, branchAdmin);
    const fresh = list.find((r) => r.IsPrint === 0) as RelationPrintRow;
    const body = {
      customer_id: fresh.CUSTOMER_ID,
      customer_name: fresh.CUSTOMER_NAME,
      org_id: 101,
      user_id: 'whoever the screen says',
      position_code: position.code,
      layout: '49x39',
    };
    const first = await mark(body, branchAdmin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      CUSTOMER_ID: fresh.CUSTOMER_ID,
      IsPrint: 1,
      ShouldReprint: 0,
      PRINT_COUNT: 1,
      LAST_UPDATE_PRINT: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await mark(body, branchAdmin)).json().data.PRINT_COUNT).toBe(2);
    const history = await rows<{ reprint: boolean; printed_by: string; via: string; layout: string }>(
      t.database.db,
      sql`SELECT reprint, printed_by, via, layout FROM label_prints WHERE customer_id = ${fresh.CUSTOMER_ID}
          ORDER BY label_print_id`,
    );
    expect(history).toEqual([
      { reprint: false, printed_by: 'branch.admin', via: 'ZPL', layout: '49x39' },
      { reprint: true, printed_by: 'branch.admin', via: 'ZPL', layout: '49x39' },
    ]);
    const [audited] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'label' AND entity_id = ${fresh.CUSTOMER_ID}`,
    );
    expect(audited?.n).toBe(2);
    // The row now reads printed, and moves behind the labels still to print.
    const after = await relations(position.code, 101, branchAdmin);
    const row = after.find((r) => r.CUSTOMER_ID === fresh.CUSTOMER_ID);
    expect(row).toMatchObject({ IsPrint: 1, PRINT_COUNT: 2, CUSTOMER_NAME_PRINT: fresh.CUSTOMER_NAME });
  });

  it('asks for a reprint once the customer is renamed, and not after the new label', async () => {
    const position = await busyPosition('JKT');
    const list = await relations(position.code, 101, ho);
    const printed = list.find((r) => r.IsPrint === 1 && r.ShouldReprint === 0) as RelationPrintRow;
    await t.database.db.execute(
      sql`UPDATE customers SET customer_name = customer_name || ' BARU' WHERE customer_id = ${printed.CUSTOMER_ID}`,
    );
    const renamed = (await relations(position.code, 101, ho)).find(
      (r) => r.CUSTOMER_ID === printed.CUSTOMER_ID,
    );
    expect(renamed).toMatchObject({ ShouldReprint: 1, CUSTOMER_NAME: `${printed.CUSTOMER_NAME} BARU` });
    await mark(
      { customer_id: printed.CUSTOMER_ID, customer_name: `${printed.CUSTOMER_NAME} BARU`, org_id: 101 },
      ho,
    );
    const again = (await relations(position.code, 101, ho)).find(
      (r) => r.CUSTOMER_ID === printed.CUSTOMER_ID,
    );
    expect(again?.ShouldReprint).toBe(0);
  });

  it('refuses a customer out of scope, of another org, unknown, or a bad body, recording nothing', async () => {
    const bdg = (await relations((await busyPosition('BDG')).code, 102, ho))[0] as RelationPrintRow;
    const before = await printCount(bdg.CUSTOMER_ID);
    const outside = await mark(
      { customer_id: bdg.CUSTOMER_ID, customer_name: 'x', org_id: 102 },
      branchAdmin,
    );
    expect(outside.statusCode).toBe(403);
    const otherOrg = await mark({ customer_id: bdg.CUSTOMER_ID, customer_name: 'x', org_id: 101 }, ho);
    expect(otherOrg.statusCode).toBe(422);
    expect(otherOrg.json().message).toBe(messages.customerOtherOrg(bdg.CUSTOMER_ID, 101));
    expect((await mark({ customer_id: 'CUS9999999', customer_name: 'x', org_id: 101 }, ho)).statusCode).toBe(
      404,
    );
    expect(
      (await mark({ customer_id: bdg.CUSTOMER_ID, customer_name: '', org_id: 102 }, ho)).statusCode,
    ).toBe(400);
    expect(
      (await mark({ customer_id: bdg.CUSTOMER_ID, customer_name: 'x', org_id: 102, layout: '10x10' }, ho))
        .statusCode,
    ).toBe(400);
    expect(await printCount(bdg.CUSTOMER_ID)).toBe(before);
  });
});

describe('printRelasiSticker', () => {
  const sticker = (body: Record<string, unknown>, token: string) =>
    t.call('POST', `${BASE}/printRelasiSticker`, body, token);

  it('answers one PDF page per label in the order asked, and records each as printed', async () => {
    const position = await busyPosition('BKS');
    const list = await relations(position.code, 101, branchHead);
    const chosen = list.slice(0, 3).reverse();
    const counts = await Promise.all(chosen.map((r) => printCount(r.CUSTOMER_ID)));
    const res = await sticker(
      { position: position.code, orgId: 101, customerIds: chosen.map((r) => r.CUSTOMER_ID) },
      branchHead,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`QR Relasi ${position.code}`);
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), disableFontFace: true }).promise;
    expect(pdf.numPages).toBe(3);
    for (const [i, r] of chosen.entries()) {
      const page = await pdf.getPage(i + 1);
      const text = (await page.getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
      expect(text).toContain(r.CUSTOMER_ID_REF);
      expect(await printCount(r.CUSTOMER_ID)).toBe((counts[i] ?? 0) + 1);
    }
    const [via] = await rows<{ via: string; layout: string; printed_by: string }>(
      t.database.db,
      sql`SELECT via, layout, printed_by FROM label_prints ORDER BY label_print_id DESC LIMIT 1`,
    );
    expect(via).toEqual({ via: 'PDF', layout: '80x55', printed_by: 'branch.head' });
  });

  it('refuses customers the position does not serve today, and another branch, making nothing', async () => {
    const position = await busyPosition('BKS');
    const served = (await relations(position.code, 101, ho))[0] as RelationPrintRow;
    const [stranger] = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT customer_id AS id FROM customers WHERE branch_code = 'JKT' ORDER BY customer_id LIMIT 1`,
    );
    const before = await printCount(served.CUSTOMER_ID);
    const res = await sticker(
      { position: position.code, orgId: 101, customerIds: [served.CUSTOMER_ID, stranger?.id] },
      ho,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.customersNotServed(position.code, [stranger?.id as string]));
    expect(await printCount(served.CUSTOMER_ID)).toBe(before);
    const jkt = await busyPosition('JKT');
    const foreign = await sticker(
      { position: jkt.code, orgId: 101, customerIds: [served.CUSTOMER_ID] },
      branchHead,
    );
    // Another branch's position is answered as one that does not exist.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(messages.positionNotFound(jkt.code));
    expect((await sticker({ position: position.code, orgId: 101, customerIds: [] }, ho)).statusCode).toBe(
      400,
    );
  });
});

describe('getRelasiPrintPositions', () => {
  const offered = async (token: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams(query).toString();
    const res = await t.call(
      'GET',
      `${BASE}/getRelasiPrintPositions${params ? `?${params}` : ''}`,
      undefined,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { POSITION_DESC: string; BRANCH_CODE: string }[];
  };
  /** At most a select's worth and one more, which tells the select that more match. */
  const bound = POSITION_OPTIONS_MAX + 1;

  /** The positions serving customers today, by the assignments themselves, in code order. */
  const serving = async (where = sql`true`) =>
    (
      await rows<{ code: string }>(
        t.database.db,
        sql`SELECT DISTINCT a.position_code AS code FROM sales_assignments a JOIN roles r
              ON r.role_position_code = a.position_code
            WHERE current_date BETWEEN a.start_date AND a.end_date AND ${where} ORDER BY 1`,
      )
    ).map((r) => r.code);

  it("offers the scope's first positions that serve customers today, with their branch, and finds the rest by search", async () => {
    // Head office's scope serves from more positions than an answer holds: the first of them.
    const everyOne = await serving();
    expect(everyOne.length).toBeGreaterThan(bound);
    const all = await offered(ho);
    expect(all.map((p) => p.POSITION_DESC)).toEqual(everyOne.slice(0, bound));
    // Supervisors and CSOs serve no customer: never offered, though the position filters list them.
    const [supervisor] = await rows<{ code: string }>(
      t.database.db,
      sql`SELECT role_position_code AS code FROM roles WHERE employee_type_code IN ('SUP', 'SUPERVISOR') LIMIT 1`,
    );
    expect(supervisor).toBeDefined();
    const inJkt = await offered(ho, { branchCode: 'JKT' });
    expect(inJkt.map((p) => p.POSITION_DESC)).toEqual(await serving(sql`r.branch_code = 'JKT'`));
    const jkt = await busyPosition('JKT');
    expect(inJkt).toContainEqual({ POSITION_DESC: jkt.code, BRANCH_CODE: 'JKT' });

    // The last of them, past the first answer, is found by a part of its code, any case.
    const last = everyOne.at(-1) as string;
    const part = last.slice(-5).toLowerCase();
    const found = await offered(ho, { search: part });
    expect(found.map((p) => p.POSITION_DESC)).toEqual(
      everyOne.filter((c) => c.toLowerCase().includes(part)).slice(0, bound),
    );
    expect(found.map((p) => p.POSITION_DESC)).toContain(last);
    for (const code of [supervisor?.code as string]) {
      expect((await offered(ho, { search: code })).map((p) => p.POSITION_DESC)).not.toContain(code);
    }
    // ALL BRANCH is every branch; a search of fewer than three characters is refused.
    expect(await offered(ho, { branchCode: '0' })).toEqual(all);
    expect((await t.call('GET', `${BASE}/getRelasiPrintPositions?search=ab`, undefined, ho)).statusCode).toBe(
      400,
    );

    // A position whose assignments all ended is no longer offered.
    await t.database.db.execute(
      sql`UPDATE sales_assignments SET end_date = current_date - 1
          WHERE position_code = ${jkt.code} AND end_date >= current_date`,
    );
    expect((await offered(ho, { branchCode: 'JKT' })).map((p) => p.POSITION_DESC)).not.toContain(jkt.code);

    // A branch head sees its own branch's (none of another branch), a branch user its org's.
    const bks = await offered(branchHead);
    expect(bks.length).toBeGreaterThan(0);
    expect(bks.map((p) => p.POSITION_DESC)).toEqual(await serving(sql`r.branch_code = 'BKS'`));
    expect(await offered(branchHead, { branchCode: 'JKT' })).toEqual([]);
    const org = await offered(branchAdmin);
    expect(org.map((p) => p.POSITION_DESC)).toEqual((await serving(sql`r.org_id = 101`)).slice(0, bound));
    expect(new Set(org.map((p) => p.BRANCH_CODE))).toEqual(new Set(['JKT', 'BKS']));
  });
});

describe('the order of the relation rows', () => {
  it('lists the labels not printed, then those to print again, then the printed ones still right', async () => {
    const position = await busyPosition('BKS');
    const list = await relations(position.code, 101, ho);
    // Two printed labels whose customers are renamed since: they now need a new label.
    const printed = list.filter((r) => r.IsPrint === 1 && r.ShouldReprint === 0);
    expect(printed.length).toBeGreaterThan(2);
    const renamed = printed.slice(-2).map((r) => r.CUSTOMER_ID);
    await t.database.db.execute(
      sql`UPDATE customers SET customer_name = customer_name || ' (PINDAH)'
          WHERE customer_id IN (${sql.join(
            renamed.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    const after = await relations(position.code, 101, ho);
    const kinds = after.map((r) => (r.IsPrint === 0 ? 'print' : r.ShouldReprint === 1 ? 'reprint' : 'done'));
    const order = { print: 0, reprint: 1, done: 2 };
    expect(kinds).toEqual([...kinds].sort((a, b) => order[a] - order[b]));
    expect(kinds).toContain('print');
    for (const id of renamed) {
      expect(after.find((r) => r.CUSTOMER_ID === id)?.ShouldReprint).toBe(1);
    }
  });
});
