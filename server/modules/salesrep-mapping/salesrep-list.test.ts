/**
 * API tests of the sales rep list as a server-paged list: the spec's body alone answers its first
 * page with the count; pages by cursor neither repeat nor skip a rep while reps are added between
 * them; search and sort run on the server over every shown column; each user sees its own scope;
 * the export read back equals the list. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { pagePlan } from '../../platform/list/keyset';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { SALESREP_ORDER, salesrepSelection, salesrepsQuery } from './list-queries';

setUpDemoApp();

interface Page {
  rows: SalesrepRow[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

type Body = Record<string, unknown>;

const call = (path: string, body: unknown, token: string) =>
  t.call('POST', `/api/structure/mapping-sales-rep-assignment/${path}`, body, token);

async function pageOf(body: Body, token: string): Promise<Page> {
  const res = await call('select', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** More rows than any selection of these tests: a list that pages in circles fails instead of looping. */
const MOST_ROWS = 20_000;

/** Every row of a selection, page after page by cursor. */
async function allPages(body: Body, token: string, pageSize = 100): Promise<SalesrepRow[]> {
  const found: SalesrepRow[] = [];
  let after: string | undefined;
  while (found.length < MOST_ROWS) {
    const page = await pageOf({ ...body, pageSize, after, count: false }, token);
    found.push(...page.rows);
    if (page.rows.length < pageSize || page.endCursor === null) return found;
    after = page.endCursor;
  }
  throw new Error(`more than ${MOST_ROWS} rows: the pages repeat`);
}

const idsOf = (list: SalesrepRow[]) => list.map((r) => r.SALESREP_EMPLOYEEID);

/** The columns the screen shows, which its search looks in. */
const SHOWN: (keyof SalesrepRow)[] = [
  'SALESREP_EMPLOYEEID',
  'SALESREP_EMPLOYEE_NAME',
  'BRANCH_CODE',
  'SALESREP_TYPE_CODE',
  'SALESREP_TITLE_CODE',
  'SALESREP_POSITION_CODE',
  'POSITION_CODE_HCM',
  'SALESREP_START_DATE',
  'SALESREP_END_DATE',
  'STATUS',
  'SUPERVISOR',
  'CSO',
];

/** The search as the browser ran it on a whole list: every word in one of the shown values. */
const matches = (row: SalesrepRow, search: string) => {
  const values = SHOWN.map((f) => String(row[f] ?? '').toLowerCase());
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => values.some((v) => v.includes(word)));
};

async function countWhere(where = sql`true`): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM salesreps WHERE ${where}`,
  );
  return found?.n ?? 0;
}

async function addRep(id: string, name: string, branch = 'JKT', org = 101): Promise<void> {
  await t.database.db.execute(
    sql`INSERT INTO salesreps (employee_id, employee_name, org_id, branch_code)
        VALUES (${id}, ${name}, ${org}, ${branch})`,
  );
}

describe('the sales rep list, paged on the server', () => {
  it("answers the spec's body alone with its first page, in name order, and the count", async () => {
    const page = await pageOf({ orgID: 81 }, ho);
    const all = await countWhere();
    expect(all).toBeGreaterThan(100);
    expect(page.total).toBe(all);
    expect(page.rows).toHaveLength(100);
    expect(page.startCursor).not.toBeNull();
    expect(page.endCursor).not.toBeNull();
    const byName = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT employee_id AS id FROM salesreps ORDER BY employee_name, employee_id LIMIT 100`,
    );
    expect(idsOf(page.rows)).toEqual(byName.map((r) => r.id));
  });

  it("chooses head office's first page on the (name, employee number) index, without sorting every rep", async () => {
    const selection = salesrepSelection({ kind: 'all' }, { orgId: undefined, search: '' });
    const plan = pagePlan(SALESREP_ORDER, { page: 0, pageSize: 100 });
    // The seed is small: the planner is told to avoid reading the table whole.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`EXPLAIN ${salesrepsQuery(selection, plan)}`,
      );
      const text = explained.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('salesreps_name_idx');
      expect(text).not.toContain('top-N');
    });
  });

  it('shows each rep with the mapping that matters now: the one holding today, else the latest', async () => {
    const list = await allPages({ orgID: 81 }, ho);
    const current = await rows<{ id: string; position: string | null; status: string | null }>(
      t.database.db,
      sql`SELECT s.employee_id AS id,
            (SELECT position_code FROM salesrep_mappings x WHERE x.employee_id = s.employee_id
              ORDER BY (current_date BETWEEN x.start_date AND x.end_date) DESC, x.start_date DESC LIMIT 1
            ) AS position,
            (SELECT CASE WHEN bool_or(current_date BETWEEN x.start_date AND x.end_date) THEN 'ACTIVE'
              ELSE 'INACTIVE' END FROM salesrep_mappings x WHERE x.employee_id = s.employee_id
              HAVING count(*) > 0) AS status
          FROM salesreps s`,
    );
    const expected = new Map(current.map((c) => [c.id, { position: c.position, status: c.status }]));
    expect(list).toHaveLength(current.length);
    for (const row of list) {
      expect({ position: row.SALESREP_POSITION_CODE, status: row.STATUS }, row.SALESREP_EMPLOYEEID).toEqual(
        expected.get(row.SALESREP_EMPLOYEEID),
      );
    }
    expect(list.filter((r) => r.STATUS === 'ACTIVE').length).toBeGreaterThan(90);
    expect(list.some((r) => r.STATUS === 'INACTIVE')).toBe(true);
  });

  it('keeps each user to its scope: head office all or one org, an org its own, a branch head its branch', async () => {
    const every = await pageOf({ orgID: 81 }, ho);
    expect(every.total).toBe(await countWhere());
    const bandung = await allPages({ orgID: 102 }, ho);
    expect(bandung.length).toBe(await countWhere(sql`org_id = 102`));
    expect(new Set(bandung.map((r) => r.ORG_ID))).toEqual(new Set([102]));

    // A branch admin asking for head office's org still gets its own.
    const own = await pageOf({ orgID: 81, pageSize: 100 }, branchAdmin);
    expect(own.total).toBe(await countWhere(sql`org_id = 101`));
    const ownAll = await allPages({ orgID: 81 }, branchAdmin);
    expect(ownAll.length).toBe(own.total);
    expect(new Set(ownAll.map((r) => r.ORG_ID))).toEqual(new Set([101]));

    const bks = await allPages({ orgID: 101 }, branchHead);
    expect(bks.length).toBe(await countWhere(sql`branch_code = 'BKS'`));
    expect(new Set(bks.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
    // Searching another branch's codes finds nothing outside the branch (often nothing at all).
    const searched = await pageOf({ orgID: 101, search: 'JKT-' }, branchHead);
    expect(searched.rows.filter((r) => r.BRANCH_CODE !== 'BKS')).toEqual([]);
  });

  it('searches every shown column on the server, each word anywhere in the row, % taken literally', async () => {
    const all = await allPages({ orgID: 81 }, ho);
    const name = all.find((r) => r.STATUS === 'INACTIVE')?.SALESREP_EMPLOYEE_NAME.split(' ')[0] ?? '';
    expect(name.length).toBeGreaterThanOrEqual(3);
    const oneId = all[7]?.SALESREP_EMPLOYEEID ?? '';
    for (const search of ['JKT-', 'bdg- inactive', '4001-12-31', `${name} ACTIVE`, 'BKS SALESMAN', oneId]) {
      const expected = idsOf(all.filter((r) => matches(r, search)));
      expect(expected.length, search).toBeGreaterThan(0);
      expect(expected.length, search).toBeLessThan(all.length);
      const first = await pageOf({ orgID: 81, search, pageSize: 50 }, ho);
      expect(first.total, search).toBe(expected.length);
      expect(idsOf(await allPages({ orgID: 81, search }, ho, 50)), search).toEqual(expected);
    }
    // A word never spans two columns, and % is a character, not a wildcard.
    expect((await pageOf({ orgID: 81, search: 'JKT%' }, ho)).total).toBe(0);
    const short = await call('select', { orgID: 81, search: 'JK' }, ho);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(messages.searchTooShort(3));
  });

  it('sorts on the server by the column asked, both ways, ties by employee number', async () => {
    const all = await allPages({ orgID: 81 }, ho);
    // Columns whose values order the same under any collation: upper-case codes, digits, ISO dates.
    for (const field of ['STATUS', 'SALESREP_END_DATE', 'BRANCH_CODE', 'SALESREP_EMPLOYEEID'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const sign = dir === 'asc' ? 1 : -1;
        const key = (r: SalesrepRow) => String(r[field] ?? '');
        const expected = [...all].sort(
          (a, b) =>
            sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) ||
            sign * (a.SALESREP_EMPLOYEEID < b.SALESREP_EMPLOYEEID ? -1 : 1),
        );
        const got = await allPages({ orgID: 81, sortField: field, sortDir: dir }, ho, 37);
        expect(idsOf(got), `${field} ${dir}`).toEqual(idsOf(expected));
      }
    }
    // Sort and search together.
    const searched = await allPages({ orgID: 81, search: 'JKT-', sortField: 'STATUS', sortDir: 'desc' }, ho);
    expect(searched.map((r) => r.STATUS ?? '')).toEqual(
      all
        .filter((r) => matches(r, 'JKT-'))
        .map((r) => r.STATUS ?? '')
        .sort()
        .reverse(),
    );
    const unknown = await call('select', { orgID: 81, sortField: 'ORG_ID' }, ho);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('sortField');
  });

  it('goes back a page by its first row, and to the last page at once', async () => {
    const all = await allPages({ orgID: 81 }, ho);
    const first = await pageOf({ orgID: 81, pageSize: 30 }, ho);
    const second = await pageOf({ orgID: 81, pageSize: 30, after: first.endCursor }, ho);
    expect(idsOf(second.rows)).toEqual(idsOf(all.slice(30, 60)));
    const back = await pageOf({ orgID: 81, pageSize: 30, before: second.startCursor }, ho);
    expect(idsOf(back.rows)).toEqual(idsOf(first.rows));
    const last = await pageOf({ orgID: 81, pageSize: 30, last: true }, ho);
    expect(idsOf(last.rows)).toEqual(idsOf(all.slice(-30)));
    // A cursor whose id is a whole number, as the lists keyed by one carry, is not one of this list.
    const numbered = Buffer.from(JSON.stringify(['SALESREP_EMPLOYEE_NAME', 'a', 'A', 5])).toString(
      'base64url',
    );
    const foreign = await call('select', { orgID: 81, after: numbered }, ho);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('after: not a cursor of this list');
  });

  it('exports every rep the search selects, in the order asked, as the list pages them', async () => {
    const body = { orgID: 81, search: 'JKT-', sortField: 'SALESREP_POSITION_CODE', sortDir: 'desc' };
    const list = await allPages(body, branchAdmin);
    expect(list.length).toBeGreaterThan(0);
    expect(await exported(body, branchAdmin)).toEqual(list.map(shownValues));
    // The spec's body alone exports the whole list.
    const whole = await allPages({ orgID: 81 }, ho);
    expect(await exported({ orgID: 81 }, ho)).toEqual(whole.map(shownValues));
  });

  it('counts a rep added, and a mapping ended, in the very next answer (counts are kept per data version)', async () => {
    const all = async () => (await pageOf({ orgID: 81 }, ho)).total;
    const before = await all();
    expect(await all()).toBe(before);
    await addRep('W0000001', 'Write Seen');
    expect(await all()).toBe((before ?? 0) + 1);

    // A searched count reads the mappings too: a mapping ended yesterday turns its rep INACTIVE.
    const inactive = async () => (await pageOf({ orgID: 81, search: 'INACTIVE' }, ho)).total;
    const inactiveBefore = await inactive();
    expect(await inactive()).toBe(inactiveBefore);
    const [running] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT salesrep_map_id AS id FROM salesrep_mappings
          WHERE current_date BETWEEN start_date AND end_date AND start_date < current_date - 1 LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE salesrep_mappings SET end_date = current_date - 1 WHERE salesrep_map_id = ${running?.id}`,
    );
    expect(await inactive()).toBe((inactiveBefore ?? 0) + 1);
  });

  it('pages neither repeat nor skip a rep while reps are added between pages', async () => {
    let added = 0;
    const sorts: Body[] = [
      {},
      { sortField: 'SALESREP_POSITION_CODE', sortDir: 'desc' },
      { sortField: 'STATUS' },
    ];
    for (const sort of sorts) {
      const before = idsOf(await allPages({ orgID: 81, ...sort }, ho));
      const seen: string[] = [];
      const sortsAfter: string[] = [];
      const sortsBefore: string[] = [];
      let after: string | undefined;
      while (seen.length < MOST_ROWS) {
        const page = await pageOf({ orgID: 81, ...sort, pageSize: 40, after, count: false }, ho);
        seen.push(...idsOf(page.rows));
        const last = page.rows.at(-1);
        if (page.rows.length < 40 || !last || !page.endCursor) break;
        after = page.endCursor;
        // Two reps named as the page's last row: by employee number one sorts before it, one after.
        added++;
        const early = `0${last.SALESREP_EMPLOYEEID}-${added}`;
        const late = `${last.SALESREP_EMPLOYEEID}-${added}`;
        await addRep(early, last.SALESREP_EMPLOYEE_NAME);
        await addRep(late, last.SALESREP_EMPLOYEE_NAME, 'BDG', 102);
        sortsBefore.push(early);
        sortsAfter.push(late);
      }
      expect(new Set(seen).size, 'a rep shown twice').toBe(seen.length);
      expect(seen, 'a rep skipped').toEqual(expect.arrayContaining(before));
      if (sort.sortField === undefined) {
        // In name order the reps added after the page shown come on a later page, the others do not.
        expect(sortsAfter.length).toBeGreaterThan(2);
        expect(seen).toEqual(expect.arrayContaining(sortsAfter));
        expect(seen.filter((id) => sortsBefore.includes(id))).toEqual([]);
      }
    }
  });

  it('exports a selection of several batches whole, in order, names shared by many reps', async () => {
    // 2,100 reps in 40 names: the batches of 2,000 meet inside a run of one name.
    await t.database.db.execute(
      sql`INSERT INTO salesreps (employee_id, employee_name, org_id, branch_code)
          SELECT 'B' || lpad(i::text, 5, '0'), 'BATCH REP ' || (i % 40), 101, 'BKS'
          FROM generate_series(1, 2100) AS i`,
    );
    const list = await allPages({ orgID: 81 }, ho);
    expect(list.length).toBeGreaterThan(2100);
    expect(await exported({ orgID: 81 }, ho)).toEqual(list.map(shownValues));
  });
});

/** The columns of a row as the export writes them (ORG_ID is not one of them). */
function shownValues(row: SalesrepRow): Record<string, unknown> {
  return Object.fromEntries(SHOWN.map((f) => [f, row[f]]));
}

async function exported(body: Body, token: string): Promise<Record<string, unknown>[]> {
  const res = await call('exportCSV', body, token);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toContain('Mapping%20Sales%20Rep.xlsx');
  const book = XLSX.read(res.rawPayload, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: null });
}
