/**
 * Crafted cursors on every server-paged list that takes one, as a hostile user sends them: a cursor
 * written by hand (a text for a number, a date past the calendar, an id beyond 32 bits), the
 * server's cursor with its value or id changed, another list's cursor and a garbled one are each
 * answered 400 naming the field, never 500; the cursor the server gave still serves the next page.
 * The lists are found in the contract (every call whose input takes `after`). On PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../../../common/contract';
import type { CallDef } from '../../../common/contract/define';
import { firstDayOfMonth } from '../../../common/dates';
import { rows, sql } from '../../db/client';
import { ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const START = firstDayOfMonth();
const TODAY = new Date().toISOString().slice(0, 10);
const now = new Date();
const MONTH = { month: now.getMonth() + 1, year: now.getFullYear() };

interface Page {
  rows: unknown[];
  startCursor: string | null;
  endCursor: string | null;
}

interface PagedList {
  /** The body that selects more than one row for `token`, without paging. */
  body: () => Promise<Record<string, unknown>>;
  /** Where the page lies in the answer's data (the incentive summary answers two lists). */
  pageOf?: (data: Record<string, unknown>) => Page;
}

/** A position with display checks this month, as the CRC cards are asked for one position. */
async function positionWithChecks(): Promise<string> {
  const [found] = await rows<{ position: string }>(
    t.database.db,
    sql`SELECT h.position_code AS position FROM crc_headers h JOIN crc_displays d ON d.crc_header_id = h.crc_header_id
        WHERE h.date_crc >= ${START}::date GROUP BY h.position_code HAVING count(*) > 2
        ORDER BY h.position_code LIMIT 1`,
  );
  if (!found) throw new Error('no position with display checks this month');
  return found.position;
}

const body = (b: Record<string, unknown>) => async () => b;
const part = (name: 'summary' | 'detail'): PagedList => ({
  body: body({ ...MONTH, orgID: 81, part: name }),
  pageOf: (data) => data[name] as Page,
});

/** Every paged list of the contract by path (the incentive summary twice: each of its parts). */
const LISTS: Record<string, PagedList[]> = {
  '/structure/role/selectRole': [{ body: body({ branch: '0', position: '' }) }],
  '/structure/mapping-sales-rep-assignment/select': [{ body: body({ orgID: 81 }) }],
  '/mapping-sales-assignment/select': [{ body: body({ positionCode: '0', orgID: 81 }) }],
  '/mapping-sales-assignment/overviewBranchSales': [
    { body: body({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }) },
  ],
  '/mapping-sales-assignment/overviewUnmapSales': [{ body: body({ orgID: 81 }) }],
  '/call-management/overview': [
    { body: body({ branchCode: 'JKT', position: '', ...periodOfPlans(), orgID: 101 }) },
  ],
  '/call-management/overviewmastercall': [
    { body: body({ branchCode: 'JKT', position: '', ...periodOfPlans(), orgID: 101 }) },
  ],
  '/call-management/OverviewCallRealization': [
    { body: body({ BranchCode: '', PositionCode: '', StartDate: START, EndDate: TODAY }) },
  ],
  '/file-viewer/overview': [
    { body: body({ BranchCode: '', PositionCode: '', Bisnis: '', StartDate: START, EndDate: TODAY }) },
  ],
  '/file-viewer/overviewNew': [
    {
      body: async () => ({ BranchCode: await positionWithChecks(), StartDate: START, EndDate: TODAY }),
    },
  ],
  '/adjust-incentive-summary/selectAdjustIncentive': [part('summary'), part('detail')],
  '/adjust-incentive/getMappingAdjustIncentive': [{ body: body({ ...MONTH, orgID: 81 }) }],
  '/users/list': [{ body: body({}) }],
  '/pushact/loadPAAnswers': [{ body: async () => ({ headerID: await campaignWithAnswers() }) }],
};

/** A campaign with answer sets from more than two outlets, as its answers are asked for one campaign. */
async function campaignWithAnswers(): Promise<number> {
  const [found] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT activity_header_id AS id FROM pa_answer_sets GROUP BY activity_header_id HAVING count(*) > 2
        ORDER BY activity_header_id LIMIT 1`,
  );
  if (!found) throw new Error('no campaign with answers');
  return found.id;
}

/** The year and periode (month) of the fixed and master call plans: the demo plans this month. */
function periodOfPlans() {
  return { year: MONTH.year, periode: MONTH.month };
}

const calls = Object.values(contract).flatMap((group) => Object.values(group) as CallDef[]);
/**
 * The back office's paged lists. The field app's (a rep's session, GET) are tried with the same
 * crafted cursors in server/modules/field-app/day-plan.test.ts.
 */
const takesCursor = (def: CallDef) =>
  def.access !== 'field-rep' && def.input instanceof z.ZodObject && 'after' in def.input.shape;

/** The cursor of the first format, unsigned: base64url of [field, 'a' | 'd', value, id]. */
const handWritten = (packed: unknown[]) => Buffer.from(JSON.stringify(packed)).toString('base64url');

/** The server's cursor taken apart: its payload and signature, its field, direction, value and id. */
function partsOf(cursor: string) {
  const [payload = '', tag = ''] = cursor.split('.');
  const [field, dir, value, id] = JSON.parse(Buffer.from(payload, 'base64url').toString()) as unknown[];
  return { payload, tag, field, dir, value, id };
}

/** The bad cursors a hostile user sends to a list whose genuine cursor is `genuine`. */
function crafted(genuine: string, another: string): [string, string][] {
  const { payload, tag, field, dir, value, id } = partsOf(genuine);
  const keepingTag = (packed: unknown[]) => `${handWritten(packed)}.${tag}`;
  return [
    ['a text for a number', handWritten(['ADJUST_ID', 'a', 'abc', 15])],
    ['a text for the sort value', handWritten([field, dir, 'abc', 15])],
    ['a date past the calendar', handWritten([field, dir, '2026-13-45', 1])],
    ['an id beyond 32 bits', handWritten([field, dir, value, 2147483648])],
    ['a number beyond every column', handWritten([field, dir, 1e300, 1])],
    ['the genuine cursor with a date past the calendar', keepingTag([field, dir, '2026-13-45', id])],
    ['the genuine cursor with an id beyond 32 bits', keepingTag([field, dir, value, 2147483648])],
    ['the genuine cursor with a made-up signature', `${payload}.${'A'.repeat(tag.length)}`],
    ['the genuine cursor without its signature', payload],
    ["another list's cursor", another],
    ['no base64', '%%%'],
    ['nothing', ''],
    ['dots', '..'],
  ];
}

async function firstPage(list: PagedList, path: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', `/api${path}`, { ...(await list.body()), pageSize: 1, ...extra }, ho);
  return res;
}

const pageIn = (list: PagedList, data: Record<string, unknown>) =>
  list.pageOf?.(data) ?? (data as unknown as Page);

describe('crafted cursors', () => {
  it('are tried on every list of the contract that takes a cursor', () => {
    const paged = calls.filter(takesCursor).map((def) => def.path);
    expect(paged.length).toBeGreaterThan(10);
    expect([...paged].sort()).toEqual(Object.keys(LISTS).sort());
  });

  const cases = Object.entries(LISTS).flatMap(([path, lists]) =>
    lists.map((list, n) => [lists.length > 1 ? `${path} (${n + 1})` : path, path, list] as const),
  );

  /** A genuine cursor of two lists of other orders: the roles, and the reps (keyed by a text). */
  async function cursorOf(path: string): Promise<string> {
    const list = LISTS[path]?.[0] as PagedList;
    return pageIn(list, (await firstPage(list, path)).json().data).endCursor as string;
  }

  it.each(cases)(
    '%s: refused with a 400 naming the field; the genuine cursor pages on',
    async (_name, path, list) => {
      const first = await firstPage(list, path);
      expect(first.statusCode, first.body).toBe(200);
      const page = pageIn(list, first.json().data);
      expect(page.rows).toHaveLength(1);
      const genuine = page.endCursor as string;
      expect(genuine).toEqual(expect.any(String));

      // The genuine cursor serves the next page, and back.
      const next = await firstPage(list, path, { after: genuine, count: false });
      expect(next.statusCode, next.body).toBe(200);
      const second = pageIn(list, next.json().data);
      expect(second.rows).toHaveLength(1);
      expect(second.rows[0]).not.toEqual(page.rows[0]);
      const back = await firstPage(list, path, { before: second.startCursor, count: false });
      expect(pageIn(list, back.json().data).rows).toEqual(page.rows);

      const roles = '/structure/role/selectRole';
      const another = await cursorOf(
        path === roles ? '/structure/mapping-sales-rep-assignment/select' : roles,
      );
      const refusals: string[] = [];
      for (const [what, cursor] of crafted(genuine, another)) {
        for (const field of ['after', 'before'] as const) {
          const res = await firstPage(list, path, { [field]: cursor, count: false });
          const message = String(res.json().message);
          if (res.statusCode !== 400 || !message.startsWith(`Invalid request: ${field}: `)) {
            refusals.push(`${field} ${what}: ${res.statusCode} ${message}`);
          }
        }
      }
      expect(refusals).toEqual([]);
    },
  );

  it('says to load the list again', async () => {
    const list = LISTS['/structure/role/selectRole']?.[0] as PagedList;
    const res = await firstPage(list, '/structure/role/selectRole', {
      after: handWritten(['ROLE_POSITION_CODE', 'a', 'abc', 15]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid request: after: not a cursor of this list; load the list again');
  });
});
