/**
 * API tests of the ERP's bulk loads: the key that opens them (and the ones that do not), the
 * all-or-nothing answer naming every rejected row, idempotence (the same call twice writes nothing
 * and audits nothing the second time), explicit deactivation, NDJSON, the bad inputs of the issue,
 * and the rules for rows a change breaks.
 */
import { describe, expect, it } from 'vitest';
import { INTEGRATION_MAX_ROWS, type LoadReport } from '../../../common/contract/integration';
import { today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { API_KEY } from '../../test/harness';
import { LOAD_ORDER } from './load';

setUpDemoApp();

const m = messages.integration;

/** A POST to an integration call with the api-key and the given bearer (the ERP's key by default). */
function send(entity: string, body: unknown, options: { key?: string | null; ndjson?: boolean } = {}) {
  const key = options.key === undefined ? t.config.integrationKey : options.key;
  return t.app.inject({
    method: 'POST',
    url: `/api/integration/${entity}`,
    headers: {
      'api-key': API_KEY,
      'content-type': options.ndjson ? 'application/x-ndjson' : 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]?.n ?? -1;
const auditRows = () => count(sql`SELECT count(*)::int AS n FROM audit_log`);
const versions = () =>
  rows<{ table_name: string; version: string }>(
    t.database.db,
    sql`SELECT table_name, version::text AS version FROM data_versions ORDER BY table_name`,
  );

const BRANCHES = [
  { BRANCH_CODE: 'KDS', ORG_ID: 301, BRANCH_DESC: 'Kudus' },
  { BRANCH_CODE: 'PKL', ORG_ID: 301, BRANCH_DESC: 'Pekalongan' },
  { BRANCH_CODE: 'TGL', ORG_ID: 302, BRANCH_DESC: 'Tegal' },
];
const CHANNELS = [
  { SALES_CHANNEL: 'KDS-APT', CHANNEL_DESC: 'Apotek', CHANNEL_GROUP: 'KDS-RTL', GROUP_DESC: 'Retail' },
  { SALES_CHANNEL: 'KDS-RS', CHANNEL_DESC: 'Rumah Sakit', CHANNEL_GROUP: 'KDS-INS', GROUP_DESC: 'Institusi' },
];
const customer = (i: number, extra: Record<string, unknown> = {}) => ({
  CUSTOMER_ID: `KDS-C${i}`,
  CUSTOMER_ID_REF: `KDSREF${i}`,
  CUSTOMER_NAME: `Apotek Sehat ${i}`,
  BRANCH_CODE: 'KDS',
  SALES_CHANNEL: 'KDS-APT',
  OUTLET_TYPE: 'APOTEK',
  ADDRESS: `Jl. Sunan Muria ${i}`,
  CITY: 'Kudus',
  LATITUDE: -6.98 - i / 1000,
  LONGITUDE: 110.41,
  ...extra,
});
const PRODUCT = {
  BISNIS_CODE: 'KDSOTC',
  BISNIS_DESC: 'Obat Bebas',
  LINI_ID: 'KDS-ANL',
  LINI_DESC: 'Analgesik',
  SUB_LINE_CODE: 'KDS-ANL-TAB',
  SUB_LINE_DESC: 'Analgesik Tablet',
  INVENTORY_ITEM_ID: 9_100_001,
  ITEM_CODE: 'KDS-PARA-500',
  ITEM_DESCRIPTION: 'Parasetamol 500 mg strip 10',
  PRODUCT_NAME: 'Parasetamol Kudus 500',
};

describe('the key', () => {
  it('opens the calls only with INTEGRATION_KEY as the bearer: not a session, not the field app key', async () => {
    for (const key of [null, 'wrong', ho, branchAdmin, branchHead, t.config.fieldAppKey ?? 'x', API_KEY]) {
      const res = await send('branches', { rows: BRANCHES }, { key });
      expect(res.statusCode, String(key)).toBe(401);
      expect(res.json().message).toBe(messages.integrationKeyMissing);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM branches WHERE branch_code = 'KDS'`)).toBe(0);
  });

  it('is not accepted by a browser call', async () => {
    const res = await t.call('POST', '/api/logout', {}, t.config.integrationKey);
    expect(res.statusCode).toBe(401);
  });
});

describe('a first load and the same load again', () => {
  it('writes branches, channels and customers once, and nothing (no audit, no version) the second time', async () => {
    for (const [entity, list] of [
      ['branches', BRANCHES],
      ['channels', CHANNELS],
      ['customers', [customer(1), customer(2)]],
    ] as const) {
      const first = await send(entity, { rows: list });
      expect(first.statusCode, first.body).toBe(200);
      const report = first.json().data as LoadReport;
      expect(report).toMatchObject({
        received: list.length,
        inserted: list.length,
        updated: 0,
        rejected: [],
      });
    }
    const audits = await auditRows();
    const before = await versions();
    const again = await send('customers', { rows: [customer(1), customer(2)] });
    expect(again.json().data).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await auditRows()).toBe(audits);
    expect(await versions()).toEqual(before);
    const [held] = await rows<{ org_id: number; latitude: string; active: boolean }>(
      t.database.db,
      sql`SELECT org_id, latitude::text, active FROM customers WHERE customer_id = 'KDS-C1'`,
    );
    expect(held).toEqual({ org_id: 301, latitude: '-6.981000', active: true });
  });

  it('updates a changed row with one audit entry holding before and after', async () => {
    const audits = await auditRows();
    const res = await send('customers', {
      rows: [customer(1, { CUSTOMER_NAME: 'Apotek Sehat Satu' }), customer(2)],
    });
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect(await auditRows()).toBe(audits + 1);
    const [entry] = await rows<{ before: string; after: string }>(
      t.database.db,
      sql`SELECT before->>'customer_name' AS before, after->>'customer_name' AS after FROM audit_log
          WHERE entity = 'customer' AND entity_id = 'KDS-C1' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ before: 'Apotek Sehat 1', after: 'Apotek Sehat Satu' });
  });

  it('finds rows held as sent by their hash, and compares in full a row written since by other means', async () => {
    const hashOf = async (id: string) =>
      (
        await rows<{ h: string | null }>(
          t.database.db,
          sql`SELECT source_hash AS h FROM customers WHERE customer_id = ${id}`,
        )
      )[0]?.h;
    const sent = [customer(1, { CUSTOMER_NAME: 'Apotek Sehat Satu' }), customer(2)];
    expect(await hashOf('KDS-C2')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    // A write of a column the ERP loads, by anything but the load, clears the row's hash.
    await t.database.db.execute(
      sql`UPDATE customers SET customer_name = 'Diubah di luar ERP' WHERE customer_id = 'KDS-C2'`,
    );
    expect(await hashOf('KDS-C2')).toBeNull();
    const audits = await auditRows();
    const res = await send('customers', { rows: sent });
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect(await auditRows()).toBe(audits + 1);
    const [back] = await rows<{ name: string; h: string | null }>(
      t.database.db,
      sql`SELECT customer_name AS name, source_hash AS h FROM customers WHERE customer_id = 'KDS-C2'`,
    );
    expect(back?.name).toBe('Apotek Sehat 2');
    expect(back?.h).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    // Rows held as sent, named twice in one call: the call is refused whole, as any repeated key.
    const twice = await send('customers', { rows: [...sent, customer(2)] });
    expect(twice.statusCode, twice.body).toBe(422);
    expect((twice.json().data as LoadReport).rejected).toEqual([
      { row: 3, key: 'CUSTOMER_ID KDS-C2', reason: m.duplicateKey('CUSTOMER_ID KDS-C2', 2) },
    ]);
  });

  it('checks a held row sent changed against the rows held, even beside rows sent unchanged', async () => {
    // Only rows that differ are checked against the rows held: a held customer moved to a branch
    // that is not held must differ (its org unknown), never pass as unchanged.
    const audits = await auditRows();
    const res = await send('customers', {
      rows: [customer(2), customer(1, { CUSTOMER_NAME: 'Apotek Sehat Satu', BRANCH_CODE: 'NOPE' })],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect((res.json().data as LoadReport).rejected).toEqual([
      { row: 2, key: 'CUSTOMER_ID KDS-C1', reason: m.unknownBranch('NOPE') },
    ]);
    expect(await auditRows()).toBe(audits);
    const resent = await send('customers', { rows: [customer(2), customer(1)] });
    expect(resent.json().data).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
  });

  it('loads territories and the kinds of area; a customer names a territory of its own branch', async () => {
    const groups = await send('geo-groups', {
      rows: [
        { TERITORY_GEO_GROUP: 'KDS-URBAN', GEO_GROUP_DESC: 'Kota' },
        { TERITORY_GEO_GROUP: 'KDS-RURAL', GEO_GROUP_DESC: 'Desa' },
      ],
    });
    expect(groups.json().data).toMatchObject({ inserted: 2, rejected: [] });
    const territories = await send('territories', {
      rows: [
        { TERRITORY_CODE: 'KDS-KOTA', TERRITORY_NAME: 'Kudus Kota', BRANCH_CODE: 'KDS' },
        { TERRITORY_CODE: 'PKL-KOTA', TERRITORY_NAME: 'Pekalongan Kota', BRANCH_CODE: 'PKL' },
        { TERRITORY_CODE: 'X-1', TERRITORY_NAME: 'Nowhere', BRANCH_CODE: 'NOPE' },
      ],
    });
    expect(territories.statusCode).toBe(422);
    expect((territories.json().data as LoadReport).rejected).toEqual([
      { row: 3, key: 'TERRITORY_CODE X-1', reason: m.unknownBranch('NOPE') },
    ]);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sales_territories WHERE territory_code IN ('KDS-KOTA', 'PKL-KOTA')`,
      ),
    ).toBe(0);
    const landed = await send('territories', {
      rows: [
        { TERRITORY_CODE: 'KDS-KOTA', TERRITORY_NAME: 'Kudus Kota', BRANCH_CODE: 'KDS' },
        { TERRITORY_CODE: 'PKL-KOTA', TERRITORY_NAME: 'Pekalongan Kota', BRANCH_CODE: 'PKL' },
      ],
    });
    expect(landed.json().data).toMatchObject({ inserted: 2 });

    const named = await send('customers', {
      rows: [customer(2, { TERRITORY_CODE: 'KDS-KOTA' }), customer(3, { TERRITORY_CODE: 'PKL-KOTA' })],
    });
    expect((named.json().data as LoadReport).rejected).toEqual([
      { row: 2, key: 'CUSTOMER_ID KDS-C3', reason: m.territoryOfBranch('PKL-KOTA', 'PKL') },
    ]);
    const [unknown] = (
      (await send('customers', { rows: [customer(2, { TERRITORY_CODE: 'NOPE' })] })).json().data as LoadReport
    ).rejected;
    expect(unknown?.reason).toBe(m.unknownTerritory('NOPE'));
    expect(
      (await send('customers', { rows: [customer(2, { TERRITORY_CODE: 'KDS-KOTA' })] })).statusCode,
    ).toBe(200);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM customers WHERE customer_id = 'KDS-C2' AND territory_code = 'KDS-KOTA'`,
      ),
    ).toBe(1);
    // A territory customers name stays in its branch; one that no customer names may move.
    const moved = await send('territories', {
      rows: [
        { TERRITORY_CODE: 'KDS-KOTA', TERRITORY_NAME: 'Kudus Kota', BRANCH_CODE: 'PKL' },
        { TERRITORY_CODE: 'PKL-KOTA', TERRITORY_NAME: 'Pekalongan Kota', BRANCH_CODE: 'KDS' },
      ],
    });
    expect((moved.json().data as LoadReport).rejected).toEqual([
      { row: 1, key: 'TERRITORY_CODE KDS-KOTA', reason: m.territoryMoved('KDS-KOTA', 'KDS', 'PKL') },
    ]);
    // Sent without its territory, the customer is in none (as an address left out is cleared).
    await send('customers', { rows: [customer(2)] });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM customers WHERE customer_id = 'KDS-C2' AND territory_code IS NULL`,
      ),
    ).toBe(1);
  });

  it('deactivates only when told: a row without ACTIVE keeps the flag held', async () => {
    await send('customers', { rows: [customer(2, { ACTIVE: false })] });
    await send('customers', { rows: [customer(2)] });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM customers WHERE customer_id = 'KDS-C2' AND NOT active`),
    ).toBe(1);
    await send('customers', { rows: [customer(2, { ACTIVE: 'Y' })] });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM customers WHERE customer_id = 'KDS-C2' AND active`),
    ).toBe(1);
  });

  it('lets two identical calls at once write the rows once: the second finds them held', async () => {
    const audits = await auditRows();
    const both = [customer(40), customer(41), customer(42)];
    const [a, b] = await Promise.all([send('customers', { rows: both }), send('customers', { rows: both })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const inserted = [a, b].map((r) => (r.json().data as LoadReport).inserted).sort();
    expect(inserted).toEqual([0, 3]);
    expect(await auditRows()).toBe(audits + 3);
  });

  it('takes NDJSON, one row a line', async () => {
    const body = `${[customer(3), customer(4)].map((r) => JSON.stringify(r)).join('\n')}\n`;
    const res = await send('customers', body, { ndjson: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ inserted: 2 });
  });
});

describe('a big call', () => {
  it('lands whole across the slices the embedded database writes it in, or not at all', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => customer(1000 + i));
    const refused = await send('customers', { rows: [...many, customer(9999, { BRANCH_CODE: 'NOPE' })] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.rejected).toEqual([
      { row: 3001, key: 'CUSTOMER_ID KDS-C9999', reason: m.unknownBranch('NOPE') },
    ]);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM customers WHERE customer_id LIKE 'KDS-C1___' OR customer_id LIKE 'KDS-C2___' OR customer_id LIKE 'KDS-C3___'`,
      ),
    ).toBe(0);
    const res = await send('customers', { rows: many });
    expect(res.json().data).toMatchObject({ inserted: 3000, rejected: [] });
    // The lines of an invoice stay in one slice: each invoice keeps both lines and their sum.
    const lines = Array.from({ length: 800 }, (_, i) => i).flatMap((i) =>
      [1, 2].map((line) => ({
        TRX_NUMBER: `BIGKDS-${i}`,
        TRX_DATE: '2025-11-01',
        CUSTOMER_ID: `KDS-C${1000 + i}`,
        LINE_NUMBER: line,
        INVENTORY_ITEM_ID: 100_000 + line,
        QUANTITY_INVOICED: 1,
        EXTENDED_AMOUNT: 100 * line,
      })),
    );
    // Sent with the lines of each invoice far apart.
    const shuffled = [
      ...lines.filter((l) => l.LINE_NUMBER === 1),
      ...lines.filter((l) => l.LINE_NUMBER === 2),
    ];
    const inv = await send('invoices', { rows: shuffled });
    expect(inv.statusCode, inv.body.slice(0, 500)).toBe(200);
    expect(inv.json().data).toMatchObject({ inserted: 1600, effects: [] });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM invoices WHERE trx_number LIKE 'BIGKDS-%' AND amount = 300`,
      ),
    ).toBe(800);
  }, 60_000);
});

describe('a call with rejected rows', () => {
  const customersHeld = () => count(sql`SELECT count(*)::int AS n FROM customers WHERE branch_code = 'KDS'`);

  it('writes nothing and names every rejected row with its reason', async () => {
    const held = await customersHeld();
    const audits = await auditRows();
    const res = await send('customers', {
      rows: [
        customer(10),
        customer(11, { COLOUR: 'red' }),
        customer(10, { CUSTOMER_ID_REF: 'OTHER' }),
        customer(12, { CUSTOMER_NAME: 'a\u0000b' }),
        customer(13, { CITY: 'x'.repeat(10 * 1024 * 1024) }),
        customer(14, { BRANCH_CODE: 'NOPE' }),
        customer(15, { LATITUDE: 91 }),
        customer(16, { CUSTOMER_ID_REF: 'KDSREF1' }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(m.rejectedCall(7));
    const report = res.json().data as LoadReport;
    expect(report.rejected.map((r) => [r.row, r.reason])).toEqual([
      [2, m.unknownColumn('COLOUR')],
      [3, m.duplicateKey('CUSTOMER_ID KDS-C10', 1)],
      [4, m.notStorable('CUSTOMER_NAME')],
      [5, m.tooLong('CITY', 240)],
      [6, m.unknownBranch('NOPE')],
      [7, m.notDegrees('LATITUDE', 90)],
      [8, m.refHeld('KDSREF1', 'KDS-C1')],
    ]);
    expect(await customersHeld()).toBe(held);
    expect(await auditRows()).toBe(audits);
  });

  it('repeats at most the start of a huge key or column name it refuses', async () => {
    const huge = 'K'.repeat(10 * 1024 * 1024);
    const res = await send('customers', {
      rows: [customer(30, { CUSTOMER_ID: huge }), { ...customer(31), [huge]: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.length).toBeLessThan(2000);
    expect(res.json().data.rejected).toEqual([
      { row: 1, key: `CUSTOMER_ID ${'K'.repeat(60)}…`, reason: m.tooLong('CUSTOMER_ID', 50) },
      { row: 2, key: 'CUSTOMER_ID KDS-C31', reason: m.unknownColumn(`${'K'.repeat(60)}…`) },
    ]);
  });

  it('refuses a lone surrogate in its row', async () => {
    const body = `{"rows":[${JSON.stringify(customer(20)).replace('"Kudus"', '"Sema\\ud800rang"')}]}`;
    const res = await send('customers', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().data.rejected).toEqual([
      { row: 1, key: 'CUSTOMER_ID KDS-C20', reason: m.notStorable('CITY') },
    ]);
  });

  it('refuses a body of more rows than a call takes before reading it', async () => {
    const row = JSON.stringify({ CUSTOMER_ID: 'x' });
    const body = `{"rows":[${Array.from({ length: 2 * INTEGRATION_MAX_ROWS }, () => row).join(',')}]}`;
    const res = await send('customers', body);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/Permintaan terlalu besar/);
  });

  it('refuses an empty call and a body that is not JSON', async () => {
    expect((await send('customers', { rows: [] })).statusCode).toBe(400);
    const bad = await send('customers', '{"rows": [');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.invalidRequest(messages.refused.bodyNotJson));
    const ndjson = await send('customers', '{"CUSTOMER_ID": "a"}\n{oops', { ndjson: true });
    expect(ndjson.statusCode).toBe(400);
    expect(ndjson.json().message).toMatch(/line 2/);
  });
});

describe('products and invoices', () => {
  it('load the hierarchy and the invoice lines; an invoice naming an unknown customer or product is refused', async () => {
    const p = await send('products', { rows: [PRODUCT] });
    expect(p.statusCode, p.body).toBe(200);
    expect(await count(sql`SELECT count(*)::int AS n FROM product_sub_lines WHERE lini_id = 'KDS-ANL'`)).toBe(
      1,
    );
    const line = {
      TRX_NUMBER: 'KDS-INV-1',
      TRX_DATE: today(),
      CUSTOMER_ID: 'KDS-C1',
      LINE_NUMBER: 1,
      INVENTORY_ITEM_ID: PRODUCT.INVENTORY_ITEM_ID,
      QUANTITY_INVOICED: 4,
      EXTENDED_AMOUNT: '48000.50',
    };
    const badDates = await send('invoices', {
      rows: ['0000-01-01', '2025-02-30', '20250101'].map((d, i) => ({
        ...line,
        LINE_NUMBER: i + 1,
        TRX_DATE: d,
      })),
    });
    expect(badDates.json().data.rejected.map((r: { reason: string }) => r.reason)).toEqual([
      m.notDate('TRX_DATE'),
      m.notDate('TRX_DATE'),
      m.notDate('TRX_DATE'),
    ]);
    const refused = await send('invoices', {
      rows: [
        line,
        { ...line, LINE_NUMBER: 2, INVENTORY_ITEM_ID: 1 },
        { ...line, TRX_NUMBER: 'KDS-INV-2', CUSTOMER_ID: 'NOBODY' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.rejected.map((r: { reason: string }) => r.reason)).toEqual([
      m.unknownProduct(1),
      m.unknownCustomer('NOBODY'),
    ]);
    expect(await count(sql`SELECT count(*)::int AS n FROM invoices WHERE trx_number LIKE 'KDS-%'`)).toBe(0);
    const ok = await send('invoices', {
      rows: [line, { ...line, LINE_NUMBER: 2, INVENTORY_ITEM_ID: 100_001, EXTENDED_AMOUNT: 1000 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [inv] = await rows<{ amount: string }>(
      t.database.db,
      sql`SELECT amount::text FROM invoices WHERE trx_number = 'KDS-INV-1'`,
    );
    expect(inv?.amount).toBe('49000.50');
    // Sent again with one line only: the other line is removed and the answer says so.
    const whole = await send('invoices', { rows: [line] });
    expect(whole.json().data.effects).toEqual([
      { row: 1, key: 'TRX_NUMBER KDS-INV-1', rule: m.invoiceLinesRemoved(1) },
    ]);
  });

  it('add the kinds of service of a business line once, and refuse an unknown business line', async () => {
    const types = [
      { BISNIS_CODE: 'KDSOTC', TYPE_DESC: 'REGULAR' },
      { BISNIS_CODE: 'KDSOTC', TYPE_DESC: 'MODERN TRADE' },
    ];
    expect((await send('business-types', { rows: types })).json().data).toMatchObject({ inserted: 2 });
    expect((await send('business-types', { rows: types })).json().data).toMatchObject({
      inserted: 0,
      unchanged: 2,
    });
    const refused = await send('business-types', { rows: [{ BISNIS_CODE: 'NOPE', TYPE_DESC: 'REGULAR' }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.rejected[0].reason).toBe(m.unknownBusinessLine('NOPE'));
  });

  it('refuses a line or sub-line moved to another parent, and a parent named twice differently', async () => {
    const res = await send('products', {
      rows: [
        { ...PRODUCT, BISNIS_CODE: 'ETH', BISNIS_DESC: 'Ethical' },
        {
          ...PRODUCT,
          INVENTORY_ITEM_ID: 9_100_002,
          ITEM_CODE: 'X2',
          PRODUCT_NAME: 'X2',
          LINI_DESC: 'Other name',
        },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.rejected.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [1, m.parentMoved('LINI_ID', 'KDS-ANL', 'BISNIS_CODE KDSOTC')],
      [2, m.parentDiffers('LINI_ID', 'KDS-ANL', 1)],
    ]);
  });
});

describe('changes that break rows Armada holds', () => {
  it('a customer moved to another organisation while assigned: its assignments end yesterday, listed', async () => {
    const [assigned] = await rows<{ customer_id: string; branch_code: string; n: number }>(
      t.database.db,
      sql`SELECT c.customer_id, c.branch_code, count(*)::int AS n FROM customers c
          JOIN sales_assignments a ON a.customer_id = c.customer_id AND a.end_date >= CURRENT_DATE AND a.start_date < CURRENT_DATE
          GROUP BY c.customer_id ORDER BY c.customer_id LIMIT 1`,
    );
    if (!assigned) throw new Error('the demo data holds no assigned customer');
    const [held] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT customer_id AS "CUSTOMER_ID", customer_id_ref AS "CUSTOMER_ID_REF", customer_name AS "CUSTOMER_NAME",
            sales_channel AS "SALES_CHANNEL", cat_business AS "OUTLET_TYPE"
          FROM customers WHERE customer_id = ${assigned.customer_id}`,
    );
    const res = await send('customers', { rows: [{ ...held, BRANCH_CODE: 'TGL' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.effects).toEqual([
      {
        row: 1,
        key: `CUSTOMER_ID ${assigned.customer_id}`,
        rule: m.customerMovedAssignments(302, assigned.n, 0),
      },
    ]);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sales_assignments WHERE customer_id = ${assigned.customer_id} AND end_date >= CURRENT_DATE`,
      ),
    ).toBe(0);
  });

  it('a customer deactivated while assigned: its assignments end yesterday, those not started are removed', async () => {
    const [assigned] = await rows<{ customer_id: string; ended: number; later: number }>(
      t.database.db,
      sql`SELECT c.customer_id,
            count(*) FILTER (WHERE a.start_date < CURRENT_DATE)::int AS ended,
            count(*) FILTER (WHERE a.start_date >= CURRENT_DATE)::int AS later
          FROM customers c JOIN sales_assignments a ON a.customer_id = c.customer_id AND a.end_date >= CURRENT_DATE
          WHERE c.active GROUP BY c.customer_id ORDER BY c.customer_id DESC LIMIT 1`,
    );
    if (!assigned) throw new Error('the demo data holds no assigned customer');
    const future = await rows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO sales_assignments (assigment_number, customer_id, customer_id_ref, customer_name, bisnis, type_desc,
            position_code, org_id, branch_code, start_date, end_date)
          SELECT assigment_number, customer_id, customer_id_ref, customer_name, bisnis, type_desc, position_code, org_id,
            branch_code, CURRENT_DATE + 10, '4001-12-31'
          FROM sales_assignments WHERE customer_id = ${assigned.customer_id} LIMIT 1
          RETURNING assignment_map_id AS id`,
    );
    const [held] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT customer_id AS "CUSTOMER_ID", customer_id_ref AS "CUSTOMER_ID_REF", customer_name AS "CUSTOMER_NAME",
            branch_code AS "BRANCH_CODE", sales_channel AS "SALES_CHANNEL", cat_business AS "OUTLET_TYPE"
          FROM customers WHERE customer_id = ${assigned.customer_id}`,
    );
    const audits = await auditRows();
    const res = await send('customers', { rows: [{ ...held, ACTIVE: false }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.effects).toEqual([
      {
        row: 1,
        key: `CUSTOMER_ID ${assigned.customer_id}`,
        rule: m.customerDeactivatedAssignments(assigned.ended, assigned.later + future.length),
      },
    ]);
    // The customer's own entry, and one per assignment ended or removed.
    expect(await auditRows()).toBe(audits + 1 + assigned.ended + assigned.later + future.length);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM sales_assignments WHERE customer_id = ${assigned.customer_id} AND end_date >= CURRENT_DATE`,
      ),
    ).toBe(0);
  });

  it('a product deactivated while incentive requests name it: applied, the requests kept, listed', async () => {
    const [named] = await rows<{ id: number; n: number }>(
      t.database.db,
      sql`SELECT inventory_item_id AS id, count(*)::int AS n FROM incentive_adjustments GROUP BY 1 ORDER BY 1 LIMIT 1`,
    );
    if (!named) throw new Error('the demo data holds no incentive request');
    const [row] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT p.bisnis_code AS "BISNIS_CODE", b.bisnis_desc AS "BISNIS_DESC", l.lini_id AS "LINI_ID", l.lini_desc AS "LINI_DESC",
            s.sub_line_code AS "SUB_LINE_CODE", s.sub_line_desc AS "SUB_LINE_DESC", p.inventory_item_id AS "INVENTORY_ITEM_ID",
            p.item_code AS "ITEM_CODE", p.item_description AS "ITEM_DESCRIPTION", p.product_name AS "PRODUCT_NAME"
          FROM products p JOIN product_sub_lines s ON s.sub_line_code = p.sub_line_code
          JOIN product_lines l ON l.lini_id = s.lini_id JOIN business_lines b ON b.bisnis_code = l.bisnis_code
          WHERE p.inventory_item_id = ${named.id}`,
    );
    const res = await send('products', { rows: [{ ...row, ACTIVE: false }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      updated: 1,
      effects: [
        { row: 1, key: `INVENTORY_ITEM_ID ${named.id}`, rule: m.productDeactivatedRequests(named.n) },
      ],
    });
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM incentive_adjustments WHERE inventory_item_id = ${named.id}`,
      ),
    ).toBe(named.n);
  });

  it('an employee deactivated while mapped to a position: applied, the mapping kept, listed', async () => {
    const [mapped] = await rows<{ id: string; name: string; branch: string; positions: string }>(
      t.database.db,
      sql`SELECT e.employee_id AS id, e.employee_name AS name, e.branch_code AS branch,
            string_agg(DISTINCT m.position_code, ', ' ORDER BY m.position_code) AS positions
          FROM salesreps e JOIN salesrep_mappings m ON m.employee_id = e.employee_id AND m.end_date >= CURRENT_DATE
          GROUP BY e.employee_id ORDER BY e.employee_id LIMIT 1`,
    );
    if (!mapped) throw new Error('the demo data holds no mapped employee');
    const row = {
      EMPLOYEE_ID: mapped.id,
      EMPLOYEE_NAME: mapped.name,
      BRANCH_CODE: mapped.branch,
      ACTIVE: false,
    };
    const res = await send('employees', { rows: [row] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.effects).toEqual([
      { row: 1, key: `EMPLOYEE_ID ${mapped.id}`, rule: m.employeeStillMapped(mapped.positions) },
    ]);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM salesrep_mappings WHERE employee_id = ${mapped.id} AND end_date >= CURRENT_DATE`,
      ),
    ).toBeGreaterThan(0);
    // Sent again: nothing changes, nothing is listed.
    const again = await send('employees', { rows: [row] });
    expect(again.json().data).toMatchObject({ updated: 0, unchanged: 1, effects: [] });
  });

  it('an invoice whose line incentive requests name keeps that line: sent as held it loads, otherwise it is refused', async () => {
    const [asked] = await rows<{ trx: string; item: number }>(
      t.database.db,
      sql`SELECT trx_number AS trx, inventory_item_id AS item FROM incentive_adjustments ORDER BY adjust_id LIMIT 1`,
    );
    if (!asked) throw new Error('the demo data holds no incentive request');
    const held = await rows<Record<string, string | number>>(
      t.database.db,
      sql`SELECT l.trx_number AS "TRX_NUMBER", i.trx_date::text AS "TRX_DATE", i.customer_id AS "CUSTOMER_ID",
            l.line_number AS "LINE_NUMBER", l.inventory_item_id AS "INVENTORY_ITEM_ID",
            l.quantity_invoiced AS "QUANTITY_INVOICED", l.extended_amount::text AS "EXTENDED_AMOUNT"
          FROM invoice_lines l JOIN invoices i USING (trx_number) WHERE l.trx_number = ${asked.trx} ORDER BY l.line_number`,
    );
    const same = await send('invoices', { rows: held });
    expect(same.json().data, same.body).toMatchObject({ inserted: 0, updated: 0, unchanged: held.length });
    const moved = held.map((l) => (l.INVENTORY_ITEM_ID === asked.item ? { ...l, LINE_NUMBER: 99 } : l));
    const without = held.filter((l) => l.INVENTORY_ITEM_ID !== asked.item);
    // An invoice of one line cannot be sent without it: a call holds at least one row.
    for (const body of [moved, without].filter((b) => b.length > 0)) {
      const res = await send('invoices', { rows: body });
      expect(res.statusCode).toBe(422);
      expect(res.json().data.rejected.map((r: { reason: string }) => r.reason)).toEqual([
        m.lineAsked(asked.trx, asked.item),
      ]);
    }
  });

  it('a branch holding customers is not moved to another organisation', async () => {
    const res = await send('branches', { rows: [{ BRANCH_CODE: 'KDS', ORG_ID: 999, BRANCH_DESC: 'Kudus' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.rejected[0].reason).toBe(m.branchOrgMoved('KDS', 301, 999));
  });
});

describe('the OpenAPI document', () => {
  it('describes each load, its key and the columns of its rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, { post?: { summary?: string; requestBody?: unknown } }>;
    };
    for (const entity of LOAD_ORDER) {
      const call = doc.paths[`/api/integration/${entity}`]?.post;
      expect(call?.summary, entity).toMatch(/INTEGRATION_KEY/);
      expect(JSON.stringify(call?.requestBody), entity).toMatch(/maxItems.{0,4}100000/);
    }
    const body = doc.paths['/api/integration/customers']?.post?.requestBody as {
      content: { 'application/json': { schema: { properties: { rows: { items: unknown } } } } };
    };
    expect(body.content['application/json'].schema.properties.rows.items).toMatchObject({
      properties: {
        OUTLET_TYPE: { type: 'string' },
        LATITUDE: { type: 'number' },
        ACTIVE: { type: 'boolean' },
      },
      required: [
        'CUSTOMER_ID',
        'CUSTOMER_ID_REF',
        'CUSTOMER_NAME',
        'BRANCH_CODE',
        'SALES_CHANNEL',
        'OUTLET_TYPE',
      ],
    });
  });
});
