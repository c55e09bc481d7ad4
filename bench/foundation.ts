/**
 * Foundation rows: sequential logins, and an authenticated small GET under concurrent load next to
 * a bare Fastify route loaded the same way in the same run.
 */
import { branchesInScope } from '../server/platform/branches';
import { hashPassword } from '../server/platform/passwords';
import { scopeOf } from '../server/platform/scope';
import { createSession, resolveSession, storedSessionUser } from '../server/platform/session';
import { callApi, dataOf, headers, login } from './api';
import type { BenchDatabase } from './databases';
import { type LoadResult, load, sequential, timed } from './load';
import { count, ms, type Report, ratio } from './report';
import { type ServerProcess, startBareFastify, startBareQueryServer } from './server-process';

const LOGINS = 30;
const CONNECTIONS = 50;
const SECONDS = 10;
const SMALL_GET = '/structure/role/getBranchList';
const QUERY_RUNS = 1000;

/** What one scrypt hash costs in this process: the floor of a login. */
export async function scryptCost(): Promise<number> {
  await hashPassword('warm-up');
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) best = Math.min(best, (await timed(() => hashPassword('Armada2026!'))).ms);
  return best;
}

/**
 * The database share of the small GET: the session lookup and the branch query it runs, called
 * directly in this process (no HTTP, no Fastify), one after another. Run while the server is stopped
 * (PGlite allows one process per folder).
 */
export async function benchSmallGetQueries(db: BenchDatabase, report: Report): Promise<void> {
  const database = await db.open();
  try {
    const times = { idleSeconds: 3600, maxSeconds: 43200 };
    const token = await createSession(
      database.db,
      await storedSessionUser(database.db, 'ho.admin'),
      ['/structure/type'],
      times,
      {
        ip: '127.0.0.1',
        userAgent: 'bench',
      },
    );
    const once = async () => {
      const session = await resolveSession(database.db, token, times);
      if (!session) throw new Error('the bench session did not resolve');
      return branchesInScope(database.db, scopeOf(session.user));
    };
    const t = await sequential(QUERY_RUNS, once, 50);
    report.set(
      'getBranchList queries (session + branches) run directly: p50 / p99',
      db.label,
      `${ms(t.p50)} / ${ms(t.p99)}`,
      `${QUERY_RUNS} runs in the bench process, no HTTP: the database share of one request`,
    );
  } finally {
    await database.close();
  }
}

export async function benchFoundation(
  server: ServerProcess,
  database: Record<string, string>,
  column: string,
  report: Report,
): Promise<LoadResult> {
  const scrypt = await scryptCost();
  const logins = await sequential(LOGINS, () => login(server, 'ho.admin'));
  report.set(
    `login ×${LOGINS} sequential: p50 / p99`,
    column,
    `${ms(logins.p50)} / ${ms(logins.p99)}`,
    `one scrypt hash (N=16384) alone takes ${ms(scrypt)} here`,
  );

  const token = await login(server, 'ho.admin');
  const sample = await callApi(server, 'GET', SMALL_GET, undefined, token);
  const branches = dataOf<unknown[]>(sample, SMALL_GET);
  if (branches.length === 0) throw new Error(`${SMALL_GET} answered no branch for ho.admin`);

  const what = `GET ${SMALL_GET} (api-key + Bearer, ${CONNECTIONS} connections, ${SECONDS} s)`;
  const auth = await load(`${server.url}/api${SMALL_GET}`, {
    headers: headers(token, false),
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  report.set(
    `${what}: p50 / p99`,
    column,
    `${ms(auth.p50)} / ${ms(auth.p99)}`,
    `${branches.length} branches, ${sample.text.length} bytes`,
  );
  report.set(`${what}: req/s`, column, count(auth.rps));
  report.set(
    `${what}: non-2xx / errors`,
    column,
    `${auth.non2xx} / ${auth.errors}`,
    `of ${count(auth.total)} requests`,
  );

  // Floor 1: a bare Fastify route running the same query on the same kind of database.
  const bareQuery = await startBareQueryServer(database);
  let queryFloor: LoadResult;
  try {
    const floor = await load(`${bareQuery.url}/bare`, { connections: CONNECTIONS, seconds: SECONDS });
    queryFloor = floor;
    report.set(
      'bare Fastify + the same branch query, same load: p50 / p99',
      column,
      `${ms(floor.p50)} / ${ms(floor.p99)}`,
      'separate process, same Node, same database kind; no api-key, session, scope or schema',
    );
    report.set('bare Fastify + same query: req/s', column, count(floor.rps));
    report.set(
      'p50 ratio authenticated / bare + same query',
      column,
      ratio(auth.p50 / floor.p50),
      'goal < 2x',
    );
    report.set(
      'req/s ratio bare + same query / authenticated',
      column,
      ratio(floor.rps / auth.rps),
      'goal < 2x',
    );
  } finally {
    await bareQuery.stop();
  }

  // Floor 2: the same answer from a route with no auth and no database, loaded the same way.
  const bare = await startBareFastify(sample.text);
  try {
    const floor = await load(`${bare.url}/bare`, { connections: CONNECTIONS, seconds: SECONDS });
    report.set(
      'bare Fastify, same JSON, no database: p50 / p99',
      column,
      `${ms(floor.p50)} / ${ms(floor.p99)}`,
      'separate process, same Node: what HTTP alone costs',
    );
    report.set('bare Fastify, no database: req/s', column, count(floor.rps));
    report.set('p50 ratio authenticated / bare without database', column, ratio(auth.p50 / floor.p50));
  } finally {
    await bare.stop();
  }
  return queryFloor;
}

/**
 * The same authenticated GET on a server that reads the session from the database on every call
 * (SESSION_CACHE_SECONDS=0), against the bare route with the same query measured before.
 */
export async function benchSessionCacheOff(
  server: ServerProcess,
  floor: LoadResult,
  column: string,
  report: Report,
): Promise<void> {
  const token = await login(server, 'ho.admin');
  const what = `GET ${SMALL_GET}, session cache off (SESSION_CACHE_SECONDS=0)`;
  const off = await load(`${server.url}/api${SMALL_GET}`, {
    headers: headers(token, false),
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  report.set(
    `${what}: p50 / p99, req/s`,
    column,
    `${ms(off.p50)} / ${ms(off.p99)}, ${count(off.rps)}`,
    `${off.non2xx} non-2xx, ${off.errors} errors of ${count(off.total)}`,
  );
  report.set(
    'session cache off: p50 ratio to bare + same query; req/s ratio',
    column,
    `${ratio(off.p50 / floor.p50)}; ${ratio(floor.rps / off.rps)}`,
    'goal ≤ 2x',
  );
}
