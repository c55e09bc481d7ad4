/**
 * The push activity screens at the scale-2000 seed, as head office uses them: the simulation of a
 * campaign for a whole business line (every salesman, every org, every channel), the approval
 * header list of this month and a branch head's overview of it, each under 20 users next to the
 * same queries run directly in the bench process; then a campaign listing 20,000 outlets saved
 * through /pushact/insertpa next to a bare insert of the same rows in one transaction.
 *
 * The seed makes a handful of campaigns whatever the scale; a distributor of this size runs far
 * more, so the bench adds campaigns to this month (copies of the seeded ones, with their details)
 * before the server starts, and the lists answer a month holding that many.
 */
import { HEAD_OFFICE_ORG_ID } from '../common/constants';
import { contract } from '../common/contract';
import type { CampaignInput } from '../common/contract/push-activity';
import { toIsoDate } from '../common/dates';
import { type Db, rows, sql } from '../server/db/client';
import { DEMO_SURVEY } from '../server/db/seed/push-activity-data';
import { readCampaignsOfMonth } from '../server/modules/push-activity/campaign-lists';
import { computeReach, type SimulationAsk } from '../server/modules/push-activity/lookups';
import type { Scope } from '../server/platform/scope';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import { type LoadResult, median, sequential, timed } from './load';
import { bytes, count, ms, type Report, ratio } from './report';
import { SECONDS, USERS } from './role-overview';
import type { ServerProcess } from './server-process';

/** Untimed load before each measured one: a server just started compiles a route under its first requests. */
const WARMUP_SECONDS = 2;
/** Campaigns running this month once the bench has added its own (the seed makes four). */
const CAMPAIGNS_IN_MONTH = 300;
/** Outlets of the campaign the bench saves. */
export const SAVED_OUTLETS = 20_000;
/** Saves timed, each a new campaign: the median is reported. The floor runs as many. */
const SAVE_RUNS = 3;
/** Runs of each query floor, one at a time, after 3 untimed ones. */
const FLOOR_RUNS = 30;
const HEAD_OFFICE: Scope = { kind: 'all' };
/** Who loads the head-office screens and saves: head office's admin. */
const MAKER = 'ho.admin';
/** Whose overview is loaded: a branch head, whose list is filtered to the campaigns reaching the branch. */
const BRANCH_HEAD = 'branch.head';

interface Outlet {
  customer_id: string;
  customer_id_ref: string;
  customer_name: string;
  org_id: number;
}

/** What the loads and the save ask for, read (and the month's campaigns added) before the server starts. */
export interface CampaignBench {
  year: number;
  month: number;
  /** Campaigns running this month, the bench's added ones included. */
  campaigns: number;
  added: number;
  /** The branch head's scope and the campaigns of the month reaching it. */
  branchScope: Scope;
  branchCampaigns: number;
  simulation: SimulationAsk;
  /** Active assignments of the business line today: what the reach counts over. */
  assignments: number;
  /** The campaign saved, less its name (each save its own), and the rows a bare insert writes. */
  campaign: Omit<CampaignInput, 'campaignName'>;
  outlets: Outlet[];
  titles: { id: number; code: string; desc: string }[];
  branches: { orgId: number; code: string }[];
}

/** The business line with the most assignments active today, and how many. */
async function busiestBusiness(db: Db): Promise<{ bisnis: string; assignments: number }> {
  const [found] = await rows<{ bisnis: string; assignments: number }>(
    db,
    sql`SELECT bisnis, count(*)::int AS assignments FROM sales_assignments
        WHERE current_date BETWEEN start_date AND end_date GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  if (!found) throw new Error('the seed made no assignments');
  return found;
}

/**
 * Adds campaigns until `wanted` run in the month: copies of the month's seeded campaigns in turn,
 * each with its source's titles, branches, channels, products, questions and outlets, its state
 * and who decided it.
 */
async function addCampaigns(db: Db, first: string, wanted: number): Promise<number> {
  const inMonth = sql`start_date < (${first}::date + interval '1 month')::date AND end_date >= ${first}::date`;
  const sources = await rows<{ id: number }>(
    db,
    sql`SELECT activity_header_id AS id FROM pa_headers WHERE ${inMonth} ORDER BY 1`,
  );
  if (sources.length === 0) throw new Error(`the seed made no campaign running in ${first}`);
  const toAdd = Math.max(0, wanted - sources.length);
  for (let i = 0; i < toAdd; i++) {
    const source = (sources[i % sources.length] as { id: number }).id;
    const [made] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO pa_headers (name, description, bisnis_code, start_date, end_date, employee_type_id,
            employee_type_code, is_picture, status, user_id_update, decided_by, decided_at)
          SELECT name || ' ' || ${i + 1}, description, bisnis_code, start_date, end_date, employee_type_id,
            employee_type_code, is_picture, status, user_id_update, decided_by, decided_at
          FROM pa_headers WHERE activity_header_id = ${source}
          RETURNING activity_header_id AS id`,
    );
    const id = (made as { id: number }).id;
    await db.execute(sql`INSERT INTO pa_titles SELECT ${id}, tittle_id, tittle_code, tittle_desc
      FROM pa_titles WHERE activity_header_id = ${source}`);
    await db.execute(sql`INSERT INTO pa_branches SELECT ${id}, org_id, branch_code
      FROM pa_branches WHERE activity_header_id = ${source}`);
    await db.execute(sql`INSERT INTO pa_channels SELECT ${id}, channel_group
      FROM pa_channels WHERE activity_header_id = ${source}`);
    await db.execute(sql`INSERT INTO pa_products SELECT ${id}, product_group
      FROM pa_products WHERE activity_header_id = ${source}`);
    await db.execute(sql`INSERT INTO pa_questions SELECT ${id}, question_id, sequence, type, body, definition
      FROM pa_questions WHERE activity_header_id = ${source}`);
    await db.execute(sql`INSERT INTO pa_customers SELECT ${id}, customer_id, customer_id_ref, customer_name, org_id
      FROM pa_customers WHERE activity_header_id = ${source}`);
  }
  return toAdd;
}

/**
 * Active customers of the branches holding the most, taken branch by branch until `wanted`: the
 * outlets of the saved campaign, and its branches.
 */
async function outletsOfBiggestBranches(db: Db, wanted: number) {
  const outlets = await rows<Outlet & { branch_code: string }>(
    db,
    sql`WITH sized AS (SELECT branch_code, count(*) AS n FROM customers WHERE active GROUP BY 1)
        SELECT c.customer_id, c.customer_id_ref, c.customer_name, c.org_id, c.branch_code
        FROM customers c JOIN sized s ON s.branch_code = c.branch_code
        WHERE c.active ORDER BY s.n DESC, c.branch_code, c.customer_id LIMIT ${wanted}`,
  );
  if (outlets.length < wanted) throw new Error(`${outlets.length} active customers, ${wanted} wanted`);
  const branches = new Map<string, number>();
  for (const o of outlets) branches.set(o.branch_code, o.org_id);
  return {
    outlets: outlets.map(({ branch_code: _branch, ...o }) => o),
    branches: [...branches].map(([code, orgId]) => ({ code, orgId })),
  };
}

/** Every day from `days` after today, `length` of them. */
function daysAhead(days: number, length: number): string[] {
  const now = new Date();
  return Array.from({ length }, (_, i) =>
    toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days + i)),
  );
}

export async function prepareCampaignBench(db: BenchDatabase): Promise<CampaignBench> {
  const database = await db.open();
  try {
    const d = database.db;
    const now = new Date();
    const year = now.getFullYear();
    const month = now.getMonth() + 1;
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const added = await addCampaigns(d, first, CAMPAIGNS_IN_MONTH);
    await d.execute(sql`ANALYZE pa_headers`);
    await d.execute(sql`ANALYZE pa_branches`);
    const campaigns = await readCampaignsOfMonth(d, HEAD_OFFICE, { year, month });
    const [head] = await rows<{ orgId: number; branchCode: string }>(
      d,
      sql`SELECT org_id AS "orgId", branch_code AS "branchCode" FROM users WHERE user_id = ${BRANCH_HEAD}`,
    );
    if (!head) throw new Error(`no user ${BRANCH_HEAD}`);
    const branchScope: Scope = { kind: 'branch', orgId: head.orgId, branchCode: head.branchCode };
    const branchCampaigns = await readCampaignsOfMonth(d, branchScope, { year, month });

    const [salesman] = await rows<{ id: number; code: string }>(
      d,
      sql`SELECT employee_type_id AS id, code FROM employee_types WHERE code = 'SALESMAN'`,
    );
    if (!salesman) throw new Error('no SALESMAN employee type');
    const { bisnis, assignments } = await busiestBusiness(d);
    const titles = await rows<{ id: number; code: string; desc: string }>(
      d,
      sql`SELECT employee_title_id AS id, code, description AS "desc" FROM employee_titles
          WHERE type_code = ${salesman.code} AND current_date BETWEEN start_date AND end_date ORDER BY code`,
    );
    const channels = await rows<{ code: string }>(
      d,
      sql`SELECT channel_group AS code FROM channel_groups ORDER BY 1`,
    );
    const products = await rows<{ code: string }>(
      d,
      sql`SELECT lini_id AS code FROM product_lines WHERE bisnis_code = ${bisnis} ORDER BY 1`,
    );
    const { outlets, branches } = await outletsOfBiggestBranches(d, SAVED_OUTLETS);
    return {
      year,
      month,
      campaigns: campaigns.length,
      added,
      branchScope,
      branchCampaigns: branchCampaigns.length,
      simulation: {
        empTypeId: salesman.id,
        bisnis,
        typeDesc: '',
        orgId: HEAD_OFFICE_ORG_ID,
        salesChannel: '',
      },
      assignments,
      campaign: {
        campaignDesc: `Kunjungan ${count(SAVED_OUTLETS)} outlet`,
        bisnis: { BISNIS_MASTER_ID: bisnis },
        // Four weeks from the first day the rule allows (two days after today).
        dates: daysAhead(3, 28),
        empType: { EMPLOYEE_TYPE_ID: salesman.id, EMPLOYEE_TYPE_CODE: salesman.code },
        title: titles.map((t) => ({ TITTLE_ID: t.id, TITTLE_CODE: t.code })),
        branch: branches.map((b) => ({ ORG_ID: b.orgId, BRANCH_CODE: b.code })),
        channel: channels.map((c) => ({ SALES_CHANNEL_GROUP: c.code })),
        product: products.map((p) => ({ PRODUCT_GROUP: p.code })),
        custPA: outlets.map((o) => ({
          CUSTOMERIDREF: o.customer_id_ref,
          CUSTOMERNAME: o.customer_name,
          ORGID: o.org_id,
        })),
        questionsList: DEMO_SURVEY,
        ispicture: 1,
      },
      outlets,
      titles,
      branches,
    };
  } finally {
    await database.close();
  }
}

interface CampaignRequest {
  key: string;
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** Who asks. */
  user: string;
  /** The queries the route runs, run in the bench process (the server stopped). */
  direct(db: Db): Promise<unknown>;
}

export interface CampaignLoads {
  requests: CampaignRequest[];
  armada: Map<string, LoadResult>;
}

type Reach = Record<string, { PEOPLE: number; OUTLET: number }[]>;

function requestsOf(b: CampaignBench): CampaignRequest[] {
  const c = contract.pushActivity;
  const m = { month: b.month, year: b.year };
  const period = `${b.year}-${String(b.month).padStart(2, '0')}`;
  return [
    {
      key: 'simulation',
      name: `simulation (/pushact/simulation, ${b.simulation.bisnis}: every salesman, org and channel, over ${count(b.assignments)} assignments)`,
      path: c.simulation.path,
      body: { ...b.simulation },
      user: MAKER,
      direct: (db) => computeReach(db, HEAD_OFFICE, b.simulation),
    },
    {
      key: 'approval',
      name: `approval header list (/pushact/loadApprovalHeader, ${period}: ${count(b.campaigns)} campaigns)`,
      path: c.loadApprovalHeader.path,
      body: m,
      user: MAKER,
      direct: (db) => readCampaignsOfMonth(db, HEAD_OFFICE, m),
    },
    {
      key: 'overview',
      name: `overview as the branch head (/pushact/overview, ${period}: ${count(b.branchCampaigns)} campaigns reach the branch)`,
      path: c.overview.path,
      body: m,
      user: BRANCH_HEAD,
      direct: (db) => readCampaignsOfMonth(db, b.branchScope, m),
    },
  ];
}

/**
 * Each request under 20 users on the running server. The simulation's first answer computes the
 * reach (timed apart); the load then gets the reach kept for this data version, as every user after
 * the first does until an assignment or mapping changes.
 */
export async function benchCampaignLoads(
  server: ServerProcess,
  b: CampaignBench,
  column: string,
  report: Report,
): Promise<CampaignLoads> {
  const tokens = new Map<string, string>();
  const requests = requestsOf(b);
  const armada = new Map<string, LoadResult>();
  for (const r of requests) {
    const token = tokens.get(r.user) ?? (await login(server, r.user));
    tokens.set(r.user, token);
    const first = await timed(() => callApi(server, 'POST', r.path, r.body, token));
    const answer = dataOf<unknown>(first.value, r.key);
    if (r.key === 'simulation') {
      const byBranch = (answer as Reach).resultSimulationPAByBranch ?? [];
      const people = byBranch.reduce((sum, x) => sum + x.PEOPLE, 0);
      const outlets = byBranch.reduce((sum, x) => sum + x.OUTLET, 0);
      report.set(
        `push activity: ${r.name}: first answer (the reach computed)`,
        column,
        ms(first.ms),
        `${count(byBranch.length)} branches, ${count(people)} people, ${count(outlets)} outlets reached; ${bytes(first.value.text.length)}`,
      );
    } else {
      const listed = (Object.values(answer as Record<string, unknown[]>)[0] ?? []).length;
      const expected = r.key === 'approval' ? b.campaigns : b.branchCampaigns;
      if (listed !== expected) throw new Error(`${r.key}: ${listed} campaigns, ${expected} stored`);
      report.set(
        `push activity: ${r.name}: answer size`,
        column,
        bytes(first.value.text.length),
        'the whole month, as the spec shapes the call',
      );
    }
    const url = `${server.url}/api${r.path}`;
    await loadPost(r.name, url, r.body, token, { connections: USERS, seconds: WARMUP_SECONDS });
    const result = await loadPost(r.name, url, r.body, token, { connections: USERS, seconds: SECONDS });
    armada.set(r.key, result);
    report.set(
      `push activity, ${USERS} users: ${r.name}: p50 / p99, req/s`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}, ${count(result.rps)}`,
      `${count(result.total)} answers in ${SECONDS} s; goal p99 < 100 ms on PostgreSQL, PGlite within 3x; ` +
        (r.key === 'simulation'
          ? 'the reach kept for the data version'
          : 'the month kept for the data version'),
    );
  }
  return { requests, armada };
}

/** POST /pushact/insertpa of the 20,000-outlet campaign, SAVE_RUNS times: the median, in ms, and the ids. */
export async function benchCampaignSave(
  server: ServerProcess,
  b: CampaignBench,
  column: string,
  report: Report,
): Promise<{ ms: number; ids: number[] }> {
  const token = await login(server, MAKER);
  const times: number[] = [];
  const ids: number[] = [];
  const bodySize = JSON.stringify({ campaignName: 'x', ...b.campaign }).length;
  for (let run = 1; run <= SAVE_RUNS; run++) {
    const body = { campaignName: `Bench ${count(SAVED_OUTLETS)} outlet ${run}`, ...b.campaign };
    const t = await timed(() => callApi(server, 'POST', contract.pushActivity.insertpa.path, body, token));
    ids.push(dataOf<{ ACTIVITY_HEADER_ID: number }>(t.value, 'insertpa').ACTIVITY_HEADER_ID);
    times.push(t.ms);
  }
  const middle = median(times);
  report.set(
    `push activity: save a campaign of ${count(SAVED_OUTLETS)} outlets (/pushact/insertpa, one transaction): median of ${SAVE_RUNS}`,
    column,
    `${ms(middle)} (${times.map(ms).join(', ')})`,
    `${bytes(bodySize)} body; ${b.branches.length} branches, ${b.titles.length} titles, ${DEMO_SURVEY.length} questions; every rule checked again; the runs in brackets`,
  );
  return { ms: middle, ids };
}

/** The saved campaigns hold every outlet: checked once the server has stopped. */
async function checkSaved(db: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    const [saved] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM pa_customers WHERE activity_header_id = ${id}`,
    );
    if (saved?.n !== SAVED_OUTLETS) throw new Error(`campaign ${id}: ${saved?.n} outlets saved`);
  }
}

/**
 * A bare insert of what a save writes, in one transaction: the header, its titles, branches,
 * channels, products and questions, and the outlets from one JSON parameter (the rows already
 * known: no look-up, no rule), the fastest a client gets short of COPY.
 */
async function bareInsert(db: Db, b: CampaignBench, run: number): Promise<void> {
  const c = b.campaign;
  const start = c.dates[0] as string;
  const end = c.dates[c.dates.length - 1] as string;
  const json = (x: unknown) => JSON.stringify(x);
  await db.transaction(async (tx) => {
    const [header] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO pa_headers (name, description, bisnis_code, start_date, end_date, employee_type_id,
            employee_type_code, is_picture, user_id_update)
          VALUES (${`Bare ${run}`}, ${c.campaignDesc}, ${c.bisnis.BISNIS_MASTER_ID}, ${start}, ${end},
            ${Number(c.empType.EMPLOYEE_TYPE_ID)}, 'SALESMAN', 1, 'bench')
          RETURNING activity_header_id AS id`,
    );
    const id = (header as { id: number }).id;
    await tx.execute(sql`INSERT INTO pa_titles SELECT ${id}, x.id, x.code, x."desc"
      FROM jsonb_to_recordset(${json(b.titles)}::jsonb) AS x(id int, code text, "desc" text)`);
    await tx.execute(sql`INSERT INTO pa_branches SELECT ${id}, x."orgId", x.code
      FROM jsonb_to_recordset(${json(b.branches)}::jsonb) AS x("orgId" int, code text)`);
    await tx.execute(sql`INSERT INTO pa_channels SELECT ${id}, x
      FROM jsonb_array_elements_text(${json(c.channel.map((x) => x.SALES_CHANNEL_GROUP))}::jsonb) AS x`);
    await tx.execute(sql`INSERT INTO pa_products SELECT ${id}, x
      FROM jsonb_array_elements_text(${json((c.product ?? []).map((x) => x.PRODUCT_GROUP))}::jsonb) AS x`);
    await tx.execute(sql`INSERT INTO pa_questions SELECT ${id}, q->>'id', (q->>'sequence')::int, q->>'type', q->>'body', q
      FROM jsonb_array_elements(${json(c.questionsList)}::jsonb) AS q`);
    await tx.execute(sql`INSERT INTO pa_customers SELECT ${id}, x.customer_id, x.customer_id_ref, x.customer_name, x.org_id
      FROM jsonb_to_recordset(${json(b.outlets)}::jsonb)
        AS x(customer_id text, customer_id_ref text, customer_name text, org_id int)`);
  });
}

/**
 * The floors, the server stopped: each request's queries run directly, one at a time; then the bare
 * insert of the saved campaign's rows, SAVE_RUNS times.
 */
export async function benchCampaignFloors(
  db: BenchDatabase,
  b: CampaignBench,
  loads: CampaignLoads,
  save: { ms: number; ids: number[] },
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    await checkSaved(database.db, save.ids);
    for (const r of loads.requests) {
      const run = r.direct;
      const kept = await sequential(FLOOR_RUNS, () => run(database.db), 3);
      const ours = loads.armada.get(r.key) as LoadResult;
      report.set(
        `push activity floor (same queries, direct): ${r.name}: p50 / p99 (Armada's p50 ÷ this p50)`,
        db.label,
        `${ms(kept.p50)} / ${ms(kept.p99)} (${ratio(ours.p50 / kept.p50)})`,
        `${FLOOR_RUNS} runs one at a time` +
          (r.key === 'simulation'
            ? '; the reach computed every time, where Armada keeps it per data version'
            : '; read every time, where Armada keeps the month per data version'),
      );
    }
    const times: number[] = [];
    for (let run = 1; run <= SAVE_RUNS; run++) {
      times.push((await timed(() => bareInsert(database.db, b, run))).ms);
    }
    const floor = median(times);
    report.set(
      `push activity floor: bare insert of the campaign's rows (${count(SAVED_OUTLETS)} outlets, one transaction): median of ${SAVE_RUNS}`,
      db.label,
      `${ms(floor)} (${times.map(ms).join(', ')})`,
      'the rows known beforehand, from JSON parameters; the runs in brackets',
    );
    report.set(
      `push activity: save of ${count(SAVED_OUTLETS)} outlets ÷ bare insert`,
      db.label,
      ratio(save.ms / floor),
      'goal ≤ 3x',
    );
  } finally {
    await database.close();
  }
}
