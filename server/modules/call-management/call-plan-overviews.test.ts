/**
 * API tests of Overview Fixed Call and Overview Master Call Plan as server-paged lists: the spec's
 * body alone answers the first page with the count, in the default order; pages walked by cursor
 * neither repeat nor skip a row while visits are added between them; the count kept between writes
 * shows a write at the next Load List; search and sort happen on the server; each demo user sees
 * its own scope; and the export reads back as the list, row for row.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { FIXED_CALL_COLUMNS, MASTER_CALL_COLUMNS } from '../../../common/contract/call-management';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { CUSTOMER_LOOKUP_MAX, fixedCallSource, masterCallSource } from './call-plan-overview-queries';
import { countOf, dataOf, thisMonth } from './call-plan-test-fixtures';

setUpDemoApp();

type Row = Record<string, string | number | null>;
interface Page {
  rows: Row[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

const PLANS = [
  {
    name: 'fixed call',
    call: contract.callManagement.overview,
    exportCall: contract.callManagement.exportOverview,
    file: 'Overview Fixed Call.xlsx',
    table: 'fixed_call_plans',
    id: 'FIXED_CALL_ID',
    idColumn: 'fixed_call_id',
    columns: [...FIXED_CALL_COLUMNS, 'USER_ID_UPDATE', 'LAST_UPDATE'],
    /** The default order of a row: branch, position, customer, weekday (Monday first), week. */
    key: (r: Row) =>
      [r.BRANCH_CODE, r.POSITION_DESC, r.CUSTOMERID_REF, weekday(String(r.DAYS)), r.WEEK].join('\u0001'),
  },
  {
    name: 'master call',
    call: contract.callManagement.overviewmastercall,
    exportCall: contract.callManagement.exportOverviewMasterCall,
    file: 'Overview Master Call.xlsx',
    table: 'master_call_plans',
    id: 'MASTER_CALL_ID',
    idColumn: 'master_call_id',
    columns: [...MASTER_CALL_COLUMNS, 'USER_ID_UPDATE', 'LAST_UPDATE'],
    key: (r: Row) => [r.BRANCH_CODE, r.POSITION_DESC, r.CUSTOMERID_REF].join('\u0001'),
  },
] as const;
type Plan = (typeof PLANS)[number];

const weekday = (d: string) =>
  String(['SENIN', 'SELASA', 'RABU', 'KAMIS', 'JUMAT', 'SABTU', 'MINGGU'].indexOf(d) + 1);
/** Byte order, as the server's COLLATE "C" order key compares (the codes are ASCII). */
const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const month = () => {
  const { year, periode } = thisMonth();
  return { year, periode };
};
/** The spec's body: every branch ('0') and position (ALL) of the caller's scope. */
const everything = () => ({ branchCode: '0', position: 'ALL', ...month(), orgID: 81 });

const page = (plan: Plan, body: object, token: string) => dataOf<Page>(plan.call, body, token);

/** Every row of a selection, page after page by the cursor; `between` runs before each next page. */
async function walk(plan: Plan, body: object, token: string, between?: (n: number) => Promise<void>) {
  const all: Row[] = [];
  let after: string | undefined;
  for (let n = 0; ; n++) {
    // A walk that never ends is a paging that repeats: fail instead of waiting for the timeout.
    if (n > 500) throw new Error('more than 500 pages: the cursor does not move on');
    const p = await page(plan, { ...body, pageSize: 100, count: n === 0, after }, token);
    all.push(...p.rows);
    if (p.rows.length < 100 || p.endCursor === null) return all;
    after = p.endCursor;
    await between?.(n);
  }
}

/** This month's stored rows of the plan where `where` holds (a SQL condition on the table as x). */
const storedCount = (plan: Plan, where = sql`TRUE`) =>
  countOf(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(plan.table)} x
        WHERE x.year_id = ${month().year} AND x.periode = ${month().periode} AND ${where}`,
  );

describe.each(PLANS)('$name overview', (plan) => {
  it("answers the spec's body alone with its first page, the count and the default order", async () => {
    const res = await t.post(plan.call, everything(), ho);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const first = res.json().data as Page;
    const total = await storedCount(plan);
    expect(total).toBeGreaterThan(100);
    expect(first.total).toBe(total);
    expect(first.rows).toHaveLength(100);
    expect(first.startCursor).not.toBeNull();
    expect(first.endCursor).not.toBeNull();
    const keys = first.rows.map(plan.key);
    expect(keys).toEqual([...keys].sort(byBytes));
    // Every column of the screen, the row's id, and no order key of the cursor.
    expect(Object.keys(first.rows[0] ?? {}).sort()).toEqual([...plan.columns, plan.id].sort());

    // The next page goes on where it ended, without counting again.
    const second = await page(plan, { ...everything(), after: first.endCursor, count: false }, ho);
    expect(second.total).toBeNull();
    expect(byBytes(keys.at(-1) as string, plan.key(second.rows[0] as Row))).toBe(-1);
  });

  it('pages neither repeat nor skip a row while visits are added between them', async () => {
    const body = { ...everything(), branchCode: 'BKS' };
    const before = await storedCount(plan, sql`x.branch_code = 'BKS'`);
    const added: string[] = [];
    // Between pages: one visit sorting before every BKS row (the walk is past it) and one after.
    const addVisits = async (n: number) => {
      for (const position of [`BKS-000-${n}`, `BKS-ZZZ-${n}`]) {
        added.push(position);
        await insertVisit(plan, position);
      }
    };
    try {
      const seen = await walk(plan, body, branchAdmin, addVisits);
      const ids = seen.map((r) => r[plan.id]);
      expect(new Set(ids).size).toBe(ids.length);
      const ahead = seen.filter((r) => String(r.POSITION_DESC).startsWith('BKS-ZZZ-'));
      const behind = seen.filter((r) => String(r.POSITION_DESC).startsWith('BKS-000-'));
      expect(added.length).toBeGreaterThan(2);
      expect(ahead).toHaveLength(added.length / 2);
      expect(behind).toHaveLength(0);
      expect(seen.length).toBe(before + ahead.length);
      const keys = seen.map(plan.key);
      expect(keys).toEqual([...keys].sort(byBytes));
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM ${sql.identifier(plan.table)} WHERE user_id_update = 'PAGING TEST'`,
      );
    }
  });

  it('counts a visit added or removed at the next Load List (the count is kept until the plan changes)', async () => {
    const body = { ...everything(), branchCode: 'BKS' };
    const before = (await page(plan, body, branchAdmin)).total as number;
    expect((await page(plan, body, branchAdmin)).total).toBe(before);
    try {
      await insertVisit(plan, 'BKS-COUNT-1');
      expect((await page(plan, body, branchAdmin)).total).toBe(before + 1);
      expect((await page(plan, { ...body, search: 'BKS-COUNT' }, branchAdmin)).total).toBe(1);
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM ${sql.identifier(plan.table)} WHERE user_id_update = 'PAGING TEST'`,
      );
    }
    expect((await page(plan, body, branchAdmin)).total).toBe(before);
    expect((await page(plan, { ...body, search: 'BKS-COUNT' }, branchAdmin)).total).toBe(0);
  });

  it("counts anew when the org's branches change (an org's rows lie between its branch codes)", async () => {
    const body = { ...everything(), orgID: 101 };
    const { year, periode } = month();
    const [customer] = await rows<{ ref: string }>(
      t.database.db,
      sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS' ORDER BY 1 LIMIT 1`,
    );
    // A branch sorting before every code of org 101, first of another org, holding one visit of org 101.
    await t.database.db.execute(
      sql`INSERT INTO branches (branch_code, org_id, branch_desc) VALUES ('AAA', 999, 'AAA')`,
    );
    const insert =
      plan.table === 'fixed_call_plans'
        ? sql`INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                customer_id_ref, day_name, frequency, week, user_id_update)
              VALUES (${year}, ${periode}, 101, 'AAA', 'AAA-1', 'SALESMAN', ${customer?.ref}, 'SENIN', 1, 1, 'PAGING TEST')`
        : sql`INSERT INTO master_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                customer_id_ref, user_id_update)
              VALUES (${year}, ${periode}, 101, 'AAA', 'AAA-1', 'SALESMAN', ${customer?.ref}, 'PAGING TEST')`;
    try {
      await t.database.db.execute(insert);
      const before = (await page(plan, body, ho)).total as number;
      // Only the branches change: the kept count must not outlive them.
      await t.database.db.execute(sql`UPDATE branches SET org_id = 101 WHERE branch_code = 'AAA'`);
      expect((await page(plan, body, ho)).total).toBe(before + 1);
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM ${sql.identifier(plan.table)} WHERE user_id_update = 'PAGING TEST'`,
      );
      await t.database.db.execute(sql`DELETE FROM branches WHERE branch_code = 'AAA'`);
    }
  });

  it('searches and sorts on the server, the export reading back as the list', async () => {
    // A customer of BKS with a plan: found by its reference, and by its name.
    const [customer] = await rows<{ ref: string; name: string }>(
      t.database.db,
      sql`SELECT c.customer_id_ref AS ref, c.customer_name AS name FROM ${sql.identifier(plan.table)} x
          JOIN customers c USING (customer_id_ref)
          WHERE x.branch_code = 'BKS' AND x.year_id = ${month().year} AND x.periode = ${month().periode}
          ORDER BY 1 LIMIT 1`,
    );
    if (!customer) throw new Error('no planned BKS customer');
    const byRef = await page(plan, { ...everything(), search: customer.ref.toLowerCase() }, branchAdmin);
    expect(byRef.total).toBe(await storedCount(plan, sql`x.customer_id_ref = ${customer.ref}`));
    expect(notMatching(byRef.rows, (r) => r.CUSTOMERID_REF === customer.ref)).toEqual([]);
    // Every word of the name in what the row shows, as the screen searched rows it held whole.
    const byName = await page(plan, { ...everything(), search: customer.name }, branchAdmin);
    expect(byName.rows.some((r) => r.CUSTOMERID_REF === customer.ref)).toBe(true);
    const words = customer.name.toLowerCase().split(/\s+/);
    const shows = (r: Row, word: string) =>
      plan.columns.some((c) =>
        String(r[c] ?? '')
          .toLowerCase()
          .includes(word),
      );
    expect(notMatching(byName.rows, (r) => words.every((w) => shows(r, w)))).toEqual([]);

    // Sorted by the customer's name, newest id first among equals: as the database orders them.
    const sorted = { ...everything(), branchCode: 'BKS', sortField: 'CUSTOMER_NAME', sortDir: 'desc' };
    const listed = await walk(plan, sorted, branchAdmin);
    const expected = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT x.${sql.identifier(plan.idColumn)} AS id FROM ${sql.identifier(plan.table)} x
          LEFT JOIN customers c USING (customer_id_ref)
          WHERE x.branch_code = 'BKS' AND x.year_id = ${month().year} AND x.periode = ${month().periode}
          ORDER BY coalesce(c.customer_name, '') DESC, x.${sql.identifier(plan.idColumn)} DESC`,
    );
    expect(listed.map((r) => r[plan.id])).toEqual(expected.map((e) => e.id));

    const res = await t.post(plan.exportCall, sorted, branchAdmin);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(plan.file));
    const book = XLSX.read(res.rawPayload);
    const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
    const read = XLSX.utils.sheet_to_json<Row>(sheet, { raw: false, defval: '' });
    expect(Object.keys(read[0] ?? {})).toEqual([...plan.columns]);
    const shown = (r: Row) => plan.columns.map((c) => String(r[c] ?? ''));
    expect(read.map(shown)).toEqual(listed.map(shown));

    const refused = await t.post(plan.call, { ...everything(), sortField: 'NOT_A_COLUMN' }, ho);
    expect(refused.statusCode).toBe(400);
    const short = await t.post(plan.call, { ...everything(), search: 'bk' }, ho);
    expect(short.statusCode).toBe(400);
  });

  it('finds through its indexes what a search of every shown text of the month finds', async () => {
    const { year, periode } = month();
    const db = t.database.db;
    const [model] = await rows<{ id: string }>(
      db,
      sql`SELECT customer_id AS id FROM customers WHERE branch_code = 'BKS' ORDER BY 1 LIMIT 1`,
    );
    // More customers holding one word than the search looks up one by one, two of them planned
    // at a known time.
    const many = CUSTOMER_LOOKUP_MAX + 1;
    await db.execute(
      sql`INSERT INTO customers (customer_id, customer_id_ref, customer_name, org_id, branch_code, sales_channel, cat_business)
          SELECT 'ZZS-' || g, 'ZZS-' || lpad(g::text, 5, '0'), 'ZZSEARCH KLINIK ' || g, org_id, branch_code,
            sales_channel, cat_business
          FROM customers, generate_series(1, ${many}::int) AS g WHERE customer_id = ${model?.id}`,
    );
    const at = '2001-02-03 04:05:06+00';
    const insert = (ref: string) =>
      plan.table === 'fixed_call_plans'
        ? sql`INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                customer_id_ref, day_name, frequency, week, user_id_update, last_update)
              VALUES (${year}, ${periode}, 101, 'BKS', 'BKS-ZZS-1', 'SALESMAN', ${ref}, 'RABU', 1, 2, 'PAGING TEST', ${at})`
        : sql`INSERT INTO master_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                customer_id_ref, user_id_update, last_update, notes)
              VALUES (${year}, ${periode}, 101, 'BKS', 'BKS-ZZS-1', 'SALESMAN', ${ref}, 'PAGING TEST', ${at}, 'pintu belakang')`;
    // Every shown text of a row of org 101 this month, its customer's reference and name with it:
    // what the search matched before any index served it.
    const shown =
      plan.table === 'fixed_call_plans'
        ? sql`concat_ws(E'\n', x.year_id, x.periode, x.branch_code, x.position_code, x.type_salesman,
            x.customer_id_ref, x.day_name, x.frequency, x.week, x.user_id_update,
            to_char(x.last_update, 'YYYY-MM-DD HH24:MI:SS'), c.customer_id_ref || ' ' || c.customer_name)`
        : sql`concat_ws(E'\n', x.year_id, x.periode, x.branch_code, x.position_code, x.type_salesman,
            x.customer_id_ref, x.pic_name, x.pic_telp, x.monday, x.tuesday, x.wednesday, x.thursday, x.friday,
            x.saturday, x.notes, x.user_id_update, to_char(x.last_update, 'YYYY-MM-DD HH24:MI:SS'),
            c.customer_id_ref || ' ' || c.customer_name)`;
    const expected = async (search: string) => {
      const words = search.split(/\s+/).map((w) => sql`${shown} ILIKE ${`%${w}%`}`);
      const found = await rows<{ id: number }>(
        db,
        sql`SELECT x.${sql.identifier(plan.idColumn)} AS id FROM ${sql.identifier(plan.table)} x
            LEFT JOIN customers c USING (customer_id_ref)
            WHERE x.org_id = 101 AND x.year_id = ${year} AND x.periode = ${periode} AND ${sql.join(words, sql` AND `)}`,
      );
      return found.map((r) => r.id).sort((a, b) => a - b);
    };
    try {
      await db.execute(insert('ZZS-00001'));
      await db.execute(insert('ZZS-01234'));
      const searches = [
        'zzsearch', // more customers than looked up one by one
        'ZZS-01234', // the plan's own reference, and one customer
        'klinik 1234', // a name's words, one of them digits that may lie in a time
        '04:05:06', // LAST_UPDATE alone
        '2001-02 bks-zzs', // LAST_UPDATE and the position
        plan.table === 'fixed_call_plans' ? 'rabu zzsearch' : 'belakang zzsearch', // a column of the plan's own
      ];
      for (const search of searches) {
        const want = await expected(search);
        expect(want.length, search).toBeGreaterThan(0);
        const listed = await walk(plan, { ...everything(), search }, branchAdmin);
        expect(
          listed.map((r) => Number(r[plan.id])).sort((a, b) => a - b),
          search,
        ).toEqual(want);
      }

      // A rare word is found through the plan's trigram index and its (customer, month) index, not
      // in every row of the month. The seed's month is small enough to read whole, so the search is
      // planned over every month (a selection without one) with full reads avoided.
      const source = await (plan.table === 'fixed_call_plans' ? fixedCallSource : masterCallSource)(
        db,
        { scope: { kind: 'all' }, orgID: 81 },
        'ZZS-01234',
      );
      let explained = '';
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const found = await rows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${source.countQuery()}`);
        explained = found.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(explained).toContain(`${plan.table}_search_trgm_idx`);
      expect(explained).toContain(`${plan.table}_customer_month_idx`);
      expect(explained).toContain('BitmapOr');
    } finally {
      await db.execute(sql`DELETE FROM ${sql.identifier(plan.table)} WHERE user_id_update = 'PAGING TEST'`);
      await db.execute(sql`DELETE FROM customers WHERE customer_id LIKE 'ZZS-%'`);
    }
  });

  it('keeps each demo user to its scope', async () => {
    const all = await page(plan, everything(), ho);
    expect(all.total).toBe(await storedCount(plan));
    const lastAll = await page(plan, { ...everything(), last: true, count: false }, ho);
    expect(new Set([...all.rows, ...lastAll.rows].map((r) => r.BRANCH_CODE)).size).toBeGreaterThan(1);

    // Head office asking one org: that org alone, its branch sorting last of all included.
    const yog = await page(plan, { ...everything(), orgID: 105 }, ho);
    expect(yog.total).toBe(await storedCount(plan, sql`x.org_id = 105`));
    expect(new Set(yog.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['YOG']));

    // The branch admin: org 101 (BKS and JKT) whatever it asks for; BKS sorts first, JKT last.
    const admin = await page(plan, everything(), branchAdmin);
    expect(admin.total).toBe(await storedCount(plan, sql`x.org_id = 101`));
    const lastAdmin = await page(plan, { ...everything(), last: true, count: false }, branchAdmin);
    expect(new Set(admin.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
    expect(new Set(lastAdmin.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT']));

    // The branch head of BKS: its branch alone, ALL BRANCH or not.
    const head = await page(plan, { ...everything(), branchCode: '' }, branchHead);
    expect(head.total).toBe(await storedCount(plan, sql`x.branch_code = 'BKS'`));
    const lastHead = await page(plan, { ...everything(), last: true, count: false }, branchHead);
    expect(new Set(lastHead.rows.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));

    // Another org's branch, or for the branch head another branch: refused.
    for (const [branchCode, token] of [
      ['BDG', branchAdmin],
      ['JKT', branchHead],
    ] as const) {
      const res = await t.post(plan.call, { ...everything(), branchCode }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.outOfScope);
      expect((await t.post(plan.exportCall, { ...everything(), branchCode }, token)).statusCode).toBe(403);
    }
  });
});

describe('a month without a plan', () => {
  it("answers an empty first page; the master call plan says 'Data tidak ditemukan.'", async () => {
    const body = { ...everything(), year: 2001 };
    const fixed = await t.post(contract.callManagement.overview, body, ho);
    expect(fixed.json().data).toEqual({ rows: [], total: 0, startCursor: null, endCursor: null });
    const master = await t.post(contract.callManagement.overviewmastercall, body, ho);
    expect(master.statusCode).toBe(200);
    expect(master.json()).toMatchObject({
      data: { rows: [], total: 0 },
      message: messages.notFound,
    });
  });
});

/** A visit of a made-up BKS position this month, marked so the test removes it. */
async function insertVisit(plan: Plan, position: string): Promise<void> {
  const { year, periode } = month();
  const [customer] = await rows<{ ref: string }>(
    t.database.db,
    sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS' ORDER BY 1 LIMIT 1`,
  );
  const values =
    plan.table === 'fixed_call_plans'
      ? sql`INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
              customer_id_ref, day_name, frequency, week, user_id_update)
            VALUES (${year}, ${periode}, 101, 'BKS', ${position}, 'SALESMAN', ${customer?.ref}, 'SENIN', 1, 1,
              'PAGING TEST')`
      : sql`INSERT INTO master_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
              customer_id_ref, user_id_update)
            VALUES (${year}, ${periode}, 101, 'BKS', ${position}, 'SALESMAN', ${customer?.ref}, 'PAGING TEST')`;
  await t.database.db.execute(values);
}
