/**
 * Every detail call of a campaign as every demo user: head office saves a campaign reaching four
 * branches of three orgs (JKT and BKS of org 101, BDG of 102, SMG of 103) with outlets of each, and
 * each user reads its six details. Branches and outlets (their count and search too) answer only
 * the rows of the caller's scope: their org's, a branch head's own branch's; titles, channel
 * groups, product groups and questions are the whole campaign's. A campaign reaching none of the
 * caller's branches answers 404 to every detail call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignInput } from '../../../common/contract/push-activity';
import { toIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { DEMO_SURVEY } from '../../db/seed/push-activity-data';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const BRANCHES = ['JKT', 'BKS', 'BDG', 'SMG'];
const OUTLETS_PER_BRANCH = 3;

interface Caller {
  user: string;
  token: () => string;
  /** The campaign's branches in the caller's scope. */
  branches: string[];
  /** The scope as a condition on pa_branches, to find a campaign reaching none of its branches. */
  reaches: ReturnType<typeof sql> | null;
}

let bdgAdmin = '';
const CALLERS: Caller[] = [
  { user: 'ho.admin', token: () => ho, branches: ['BDG', 'BKS', 'JKT', 'SMG'], reaches: null },
  { user: 'branch.admin', token: () => branchAdmin, branches: ['BKS', 'JKT'], reaches: sql`b.org_id = 101` },
  {
    user: 'branch.head',
    token: () => branchHead,
    branches: ['BKS'],
    reaches: sql`b.org_id = 101 AND b.branch_code = 'BKS'`,
  },
  { user: 'bdg.admin', token: () => bdgAdmin, branches: ['BDG'], reaches: sql`b.org_id = 102` },
];

async function detail<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await t.call('POST', `/api/pushact/${path}`, body, token);
  expect(res.statusCode, `${path} ${res.body}`).toBe(200);
  return res.json().data as T;
}

type Outlet = { CUSTOMER_NAME: string; CUSTOMER_ID_REF: string };
type Outlets = { resultPACust: Outlet[]; TOTAL: number };

/** The outlets saved, each with the branch of its customer. */
let outlets: { ref: string; name: string; branch: string }[] = [];
let id = 0;

beforeAll(async () => {
  bdgAdmin = await t.login('bdg.admin');
  const [type] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT employee_type_id AS id FROM employee_types WHERE code = 'SALESMAN'`,
  );
  const titles = await detail<{ resultTitle: { TITTLE_ID: number }[] }>(
    'gettitle',
    { TypeEmp: type?.id },
    ho,
  );
  outlets = await rows<{ ref: string; name: string; branch: string }>(
    t.database.db,
    sql`SELECT ref, name, branch FROM (
          SELECT customer_id_ref AS ref, customer_name AS name, branch_code AS branch,
            row_number() OVER (PARTITION BY branch_code ORDER BY customer_id_ref) AS n
          FROM customers WHERE active AND branch_code IN ('JKT', 'BKS', 'BDG', 'SMG')) c
        WHERE n <= ${OUTLETS_PER_BRANCH} ORDER BY ref`,
  );
  const now = new Date();
  const body: CampaignInput = {
    campaignName: 'Campaign empat cabang',
    campaignDesc: 'Menjangkau tiga org',
    bisnis: { BISNIS_MASTER_ID: 'FARMA' },
    dates: [3, 4, 5].map((d) => toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + d))),
    empType: { EMPLOYEE_TYPE_ID: type?.id ?? 0 },
    title: titles.resultTitle.slice(0, 2),
    branch: BRANCHES.map((BRANCH_CODE) => ({ BRANCH_CODE })),
    channel: [{ SALES_CHANNEL_GROUP: 'GENERAL TRADE' }],
    product: [{ PRODUCT_GROUP: 'FRM-OTC' }],
    custPA: outlets.map((o) => ({ CUSTOMERIDREF: o.ref, CUSTOMERNAME: o.name })),
    questionsList: DEMO_SURVEY,
    ispicture: 0,
  };
  id = (await detail<{ ACTIVITY_HEADER_ID: number }>('insertpa', body, ho)).ACTIVITY_HEADER_ID;
});

const refsOf = (list: readonly Outlet[]) => list.map((o) => o.CUSTOMER_ID_REF).sort();

describe('the details of a campaign reaching several orgs', () => {
  it('saved one outlet list holding every branch', () => {
    expect(outlets.length).toBe(BRANCHES.length * OUTLETS_PER_BRANCH);
    expect(new Set(outlets.map((o) => o.branch))).toEqual(new Set(BRANCHES));
  });

  it.each(CALLERS)(
    "answers $user only its scope's branches and outlets, and the whole campaign's rest",
    async (caller) => {
      const token = caller.token();
      const mine = outlets.filter((o) => caller.branches.includes(o.branch));
      expect(mine.length).toBe(caller.branches.length * OUTLETS_PER_BRANCH);

      const branches = await detail<{ resultPABranch: { BRANCH_CODE: string }[] }>(
        'loadPABranch',
        { headerID: id },
        token,
      );
      expect(branches.resultPABranch.map((b) => b.BRANCH_CODE)).toEqual(caller.branches);

      const all = await detail<Outlets>('loadPACust', { headerID: id }, token);
      expect(all.TOTAL).toBe(mine.length);
      expect(refsOf(all.resultPACust)).toEqual(mine.map((o) => o.ref).sort());

      // Searched by another branch's references: only the caller's rows, and the count of those.
      for (const branch of BRANCHES) {
        const searched = await detail<Outlets>('loadPACust', { headerID: id, search: `${branch}-` }, token);
        const expected = caller.branches.includes(branch) ? outlets.filter((o) => o.branch === branch) : [];
        expect(searched.TOTAL, `${caller.user} searching ${branch}-`).toBe(expected.length);
        expect(refsOf(searched.resultPACust)).toEqual(expected.map((o) => o.ref).sort());
      }
      // An outlet out of scope is not found by its exact reference or name either.
      for (const other of outlets.filter((o) => !caller.branches.includes(o.branch))) {
        for (const search of [other.ref, other.name]) {
          const found = await detail<Outlets>('loadPACust', { headerID: id, search }, token);
          expect(refsOf(found.resultPACust)).not.toContain(other.ref);
        }
      }

      // Titles, channel groups, product groups and questions: the campaign's, as head office reads them.
      for (const path of ['loadTitle', 'loadPAChannel', 'loadPAProduct', 'loadPAQues']) {
        const answer = await detail<Record<string, unknown[]>>(path, { headerID: id }, token);
        const whole = await detail<Record<string, unknown[]>>(path, { headerID: id }, ho);
        expect(Object.values(answer)[0]?.length, path).toBeGreaterThan(0);
        expect(answer, path).toEqual(whole);
      }
    },
  );

  it.each(CALLERS)(
    'answers $user 404 on every detail of a campaign reaching none of its branches',
    async (caller) => {
      const [other] =
        caller.reaches === null
          ? [{ id: 2_000_000_000 }]
          : await rows<{ id: number }>(
              t.database.db,
              sql`SELECT h.activity_header_id AS id FROM pa_headers h
                WHERE NOT EXISTS (SELECT 1 FROM pa_branches b
                  WHERE b.activity_header_id = h.activity_header_id AND ${caller.reaches})
                ORDER BY 1 LIMIT 1`,
            );
      expect(other).toBeDefined();
      const headerID = other?.id;
      for (const path of [
        'loadTitle',
        'loadPABranch',
        'loadPAChannel',
        'loadPAProduct',
        'loadPACust',
        'loadPAQues',
      ]) {
        const res = await t.call('POST', `/api/pushact/${path}`, { headerID }, caller.token());
        expect(res.statusCode, `${caller.user} ${path}`).toBe(404);
        expect(res.json().message).toBe(messages.campaignNotFound(String(headerID)));
      }
    },
  );
});
