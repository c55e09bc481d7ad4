/**
 * A row read by its key that lies outside the caller's scope is answered exactly as a missing one:
 * the same status and message, so that trying keys never tells a branch user which of another
 * branch's checks, photos, roles, assignments, reps or positions exist (scope.ts foundInScope). As
 * the branch users: bdg.admin (org 102) reading Jakarta's rows, branch.head (BKS) reading JKT's,
 * while branch.admin (JKT and BKS) still reads them. On PGlite, and on PostgreSQL when DATABASE_URL
 * is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { rows, sql } from '../db/client';
import { branchAdmin, branchHead, setUpDemoApp, t } from '../test/demo-app';

setUpDemoApp();

let bdgAdmin: string;
beforeAll(async () => {
  bdgAdmin = await t.login('bdg.admin');
});

const now = new Date();
const TODAY = now.toISOString().slice(0, 10);

/** One value the query finds in the demo data. */
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [found] = await rows<{ v: T }>(t.database.db, query);
  if (found === undefined) throw new Error('the demo data holds no such row');
  return found.v;
}

interface DetailRead {
  name: string;
  /** The call for a key: [method, url, body]. */
  call: (key: string) => ['GET' | 'POST', string, unknown];
  /** A key of a Jakarta row, and one that exists nowhere. */
  jakarta: () => Promise<string>;
  missing: string;
  /** What a missing key is answered. */
  notFound: (key: string) => string;
}

const enc = encodeURIComponent;

const READS: DetailRead[] = [
  {
    name: 'a display check (detailOverview)',
    call: (id) => ['POST', '/api/file-viewer/detailOverview', { CRCHeaderID: Number(id) }],
    jakarta: async () =>
      String(
        await one<number>(sql`SELECT min(crc_header_id) AS v FROM crc_headers WHERE branch_code = 'JKT'`),
      ),
    missing: '2000000000',
    notFound: () => messages.notFound,
  },
  {
    name: "a display check's photo",
    call: (key) => ['GET', `/api/file-viewer/photo/${enc(key)}`, undefined],
    jakarta: () =>
      one(sql`SELECT min(photo_key) AS v FROM photos WHERE kind = 'CRC' AND branch_code = 'JKT'`),
    missing: 'CRC/JKT/no-such-photo.jpg',
    notFound: () => messages.photoNotFound,
  },
  {
    name: "a display check's thumbnail",
    call: (key) => ['GET', `/api/file-viewer/thumbnail/${enc(key)}`, undefined],
    jakarta: () =>
      one(sql`SELECT min(photo_key) AS v FROM photos WHERE kind = 'CRC' AND branch_code = 'JKT'`),
    missing: 'CRC/JKT/no-such-photo.jpg',
    notFound: () => messages.photoNotFound,
  },
  {
    name: "a location scan's photo",
    call: (key) => ['GET', `/api/mapping-sales-assignment/geotagPhoto/${enc(key)}`, undefined],
    jakarta: () =>
      one(sql`SELECT min(photo_key) AS v FROM photos WHERE kind <> 'CRC' AND branch_code = 'JKT'`),
    missing: 'TD/no-such-photo.jpg',
    notFound: () => messages.photoNotFound,
  },
  {
    name: 'a role',
    call: (id) => ['GET', `/api/structure/role/${id}`, undefined],
    jakarta: async () =>
      String(await one<number>(sql`SELECT min(role_map_id) AS v FROM roles WHERE branch_code = 'JKT'`)),
    missing: '2000000000',
    notFound: () => messages.notFound,
  },
  {
    name: 'an assignment',
    call: (id) => ['POST', '/api/mapping-sales-assignment/selectByID', { ASSIGNMENT_MAP_ID: Number(id) }],
    jakarta: async () =>
      String(
        await one<number>(
          sql`SELECT min(a.assignment_map_id) AS v FROM sales_assignments a
              JOIN roles r ON r.role_position_code = a.position_code WHERE r.branch_code = 'JKT'`,
        ),
      ),
    missing: '2000000000',
    notFound: (id) => messages.assignmentNotFound(Number(id)),
  },
  {
    name: "a sales rep's history",
    call: (id) => [
      'POST',
      '/api/structure/mapping-sales-rep-assignment/selectHistorybySalesrepID',
      { employeeID: id },
    ],
    jakarta: () => one(sql`SELECT min(employee_id) AS v FROM salesreps WHERE branch_code = 'JKT'`),
    missing: 'NO-SUCH-REP',
    notFound: (id) => messages.salesrepNotFound(id),
  },
  {
    name: "a position's planned visits",
    call: (code) => ['POST', '/api/call-management/plannedvisits', { position: code, date: TODAY }],
    jakarta: () => one(sql`SELECT min(role_position_code) AS v FROM roles WHERE branch_code = 'JKT'`),
    missing: 'JKT-NO-SUCH-POSITION',
    notFound: (code) => messages.positionNotFound(code),
  },
  {
    name: "a position's visit calendar",
    call: (code) => [
      'POST',
      '/api/call-management/visitcalendar',
      { position: code, year: now.getFullYear(), periode: now.getMonth() + 1 },
    ],
    jakarta: () => one(sql`SELECT min(role_position_code) AS v FROM roles WHERE branch_code = 'JKT'`),
    missing: 'JKT-NO-SUCH-POSITION',
    notFound: (code) => messages.positionNotFound(code),
  },
  {
    name: "a position's labels",
    call: (code) => ['GET', `/api/mapping-sales-assignment/getRelasiPrint/${enc(code)}/101`, undefined],
    jakarta: () => one(sql`SELECT min(role_position_code) AS v FROM roles WHERE branch_code = 'JKT'`),
    missing: 'JKT-NO-SUCH-POSITION',
    notFound: (code) => messages.positionNotFound(code),
  },
];

const answer = async (read: DetailRead, key: string, token: string) => {
  const [method, url, body] = read.call(key);
  const res = await t.call(method, url, body, token);
  return { status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().message };
};

describe('a row read by its key outside the scope', () => {
  it.each(READS.map((read) => [read.name, read] as const))(
    '%s: answered as a missing one to the users who may not see it',
    async (_name, read) => {
      const jakarta = await read.jakarta();
      // The row is there: branch.admin (org 101, JKT among its branches) reads it.
      expect((await answer(read, jakarta, branchAdmin)).status).toBe(200);
      const asked: string[] = [];
      for (const [user, token] of [
        ['bdg.admin', bdgAdmin],
        ['branch.head', branchHead],
      ] as const) {
        const missing = await answer(read, read.missing, token);
        // A user whose menu does not open the screen learns nothing either way.
        if (missing.status === 403) continue;
        asked.push(user);
        expect(missing).toEqual({ status: 404, message: read.notFound(read.missing) });
        expect(await answer(read, jakarta, token), user).toEqual({
          status: 404,
          message: read.notFound(jakarta),
        });
      }
      // At least one branch user is asked for every read.
      expect(asked.length).toBeGreaterThan(0);
    },
  );
});
