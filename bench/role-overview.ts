/**
 * The role overview at 300,000 roles under 20 concurrent users: the first, a middle and the last
 * page by keyset, and the first page with the count of the selection (what Load List costs), each
 * next to a bare Fastify route running the module's same page queries on the same database.
 */
import { PAGE_NUMBER_MAX_ROWS } from '../common/contract/shared-schemas';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import type { LoadResult } from './load';
import { count, ms, type Report, ratio } from './report';
import { type ServerProcess, startArmada, startBarePageServer } from './server-process';

export const USERS = 20;
export const SECONDS = 5;
export const ALL_BRANCH = { branch: '0', position: '', search: '', pageSize: 100 };

export interface PageAnswer {
  rows: unknown[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
}

export interface OverviewRequests {
  total: number;
  bodies: { name: string; body: Record<string, unknown> }[];
}

/**
 * The four requests, with the middle page's cursor taken from the page at half the selection
 * (asked once by page number, as a client that jumps would), or from the deepest page a page
 * number reaches (PAGE_NUMBER_MAX_ROWS) when half the selection lies deeper.
 */
async function overviewRequests(server: ServerProcess, token: string): Promise<OverviewRequests> {
  const path = '/structure/role/selectRole';
  const first = dataOf<PageAnswer>(await callApi(server, 'POST', path, ALL_BRANCH, token), 'selectRole');
  const total = first.total ?? 0;
  const halfway = Math.min(Math.floor(total / 2 / 100), PAGE_NUMBER_MAX_ROWS / 100 - 1);
  const before = dataOf<PageAnswer>(
    await callApi(server, 'POST', path, { ...ALL_BRANCH, page: halfway, count: false }, token),
    'selectRole',
  );
  return {
    total,
    bodies: [
      { name: 'first page', body: { ...ALL_BRANCH, count: false } },
      {
        name: `middle page (${count(halfway + 2)} of ${count(Math.ceil(total / 100))})`,
        body: { ...ALL_BRANCH, after: before.endCursor, count: false },
      },
      { name: 'last page', body: { ...ALL_BRANCH, last: true, count: false } },
      { name: 'first page + count (Load List)', body: { ...ALL_BRANCH, count: true } },
    ],
  };
}

/** Each body under USERS users for SECONDS; throws on any answer outside 2xx. */
export async function loadEach(url: string, requests: OverviewRequests, token?: string) {
  const results = new Map<string, LoadResult>();
  for (const { name, body } of requests.bodies) {
    const result = await loadPost(`${name}`, url, body, token, { connections: USERS, seconds: SECONDS });
    results.set(name, result);
  }
  return results;
}

/**
 * Measures Armada first (the caller's server), then stops it and loads the bare routes on the same
 * database (PGlite allows one process per folder). Answers the Armada results for the ratios.
 */
export async function benchRoleOverviewLoad(
  db: BenchDatabase,
  server: ServerProcess,
  report: Report,
): Promise<{ armada: Map<string, LoadResult>; requests: OverviewRequests }> {
  const token = await login(server, 'ho.admin');
  const requests = await overviewRequests(server, token);
  const armada = await loadEach(`${server.url}/api/structure/role/selectRole`, requests, token);
  for (const [name, r] of armada) {
    report.set(
      `role overview, ${USERS} users: ${name.replace(/ \(.*\)$/, '')}: p50 / p99`,
      db.label,
      `${ms(r.p50)} / ${ms(r.p99)}`,
      `${name}, ${count(r.rps)} req/s; ${count(requests.total)} roles, ALL BRANCH, 100 rows`,
    );
  }
  const first = armada.get('first page') as LoadResult;
  const last = armada.get('last page') as LoadResult;
  report.set(
    'role overview: last page p99 / first page p99',
    db.label,
    ratio(last.p99 / first.p99),
    'goal ≤ 2x',
  );
  return { armada, requests };
}

/**
 * The floor: the same page queries behind a bare route, same load, same database. Load List is
 * measured there twice more: with its count computed on every request (the kept count cold, as
 * after a write) and with the page and count queries alone (the floor of that cold count).
 */
export async function benchRoleOverviewFloor(
  db: BenchDatabase,
  requests: OverviewRequests,
  armada: Map<string, LoadResult>,
  report: Report,
): Promise<void> {
  const bare = await startBarePageServer(db.env);
  try {
    const floor = await loadEach(`${bare.url}/page`, requests);
    for (const [name, r] of floor) {
      const short = name.replace(/ \(.*\)$/, '');
      const ours = armada.get(name) as LoadResult;
      report.set(
        `role overview floor (bare route, same queries): ${short}: p50 / p99`,
        db.label,
        `${ms(r.p50)} / ${ms(r.p99)}`,
        `p50 ratio Armada / floor ${ratio(ours.p50 / r.p50)}`,
      );
    }
    await benchColdLoadList(db, bare, requests, armada, report);
  } finally {
    await bare.stop();
  }
}

/** Load List with its count cold (computed on each request) next to the same queries with no kept count. */
async function benchColdLoadList(
  db: BenchDatabase,
  bare: ServerProcess,
  requests: OverviewRequests,
  armada: Map<string, LoadResult>,
  report: Report,
): Promise<void> {
  const loadList = requests.bodies.filter((b) => b.body.count === true);
  const only = { total: requests.total, bodies: loadList };
  const [name] = loadList.map((b) => b.name);
  if (name === undefined) return;
  const cold = (await loadEach(`${bare.url}/page-cold`, only)).get(name) as LoadResult;
  const uncached = (await loadEach(`${bare.url}/page-uncached`, only)).get(name) as LoadResult;
  const warm = armada.get(name) as LoadResult;
  report.set(
    'role overview floor (bare route): Load List, count cold (computed each request): p50 / p99',
    db.label,
    `${ms(cold.p50)} / ${ms(cold.p99)}`,
    `versions read, page and count; p99 ratio to the queries alone ${ratio(cold.p99 / uncached.p99)}`,
  );
  report.set(
    'role overview floor (bare route): Load List, page and count queries alone: p50 / p99',
    db.label,
    `${ms(uncached.p50)} / ${ms(uncached.p99)}`,
    `no kept count; Armada's Load List, count kept (warm), p99 / this p99: ${ratio(warm.p99 / uncached.p99)}`,
  );
}

/** Runs `work` against an Armada server on `db`, stopped afterwards whatever happened. */
export async function withArmada<T>(
  db: BenchDatabase,
  work: (server: ServerProcess) => Promise<T>,
  settings: Record<string, string> = {},
  entry?: string,
) {
  const server = await startArmada(db.env, settings, entry);
  try {
    return await work(server);
  } catch (err) {
    process.stderr.write(`server output:\n${server.output()}\n`);
    throw err;
  } finally {
    await server.stop();
  }
}
