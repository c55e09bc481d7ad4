/**
 * The Mapping Salesrep list of head office (every rep with the mapping that matters now) at the
 * bench's big scale, under 20 concurrent users, next to its floor: the same query run directly in
 * the bench process, without HTTP, session or JSON.
 */
import { listSalesreps } from '../server/modules/salesrep-mapping/queries';
import { callApi, dataOf, headers, login } from './api';
import type { BenchDatabase } from './databases';
import { load, sequential } from './load';
import { count, ms, type Report, ratio } from './report';
import type { ServerProcess } from './server-process';

const USERS = 20;
const SECONDS = 5;
const PATH = '/structure/mapping-sales-rep-assignment/select';

/** Armada's answer under load; the server is the caller's. Answers the p50 for the ratio. */
export async function benchSalesrepList(
  server: ServerProcess,
  report: Report,
  column: string,
): Promise<number> {
  const token = await login(server, 'ho.admin');
  const reps = dataOf<unknown[]>(await callApi(server, 'POST', PATH, { orgID: 81 }, token), 'select').length;
  const r = await load(`${server.url}/api${PATH}`, {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ orgID: 81 }),
    connections: USERS,
    seconds: SECONDS,
  });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`sales rep list: ${r.non2xx} non-2xx, ${r.errors} errors`);
  report.set(
    `sales rep list (head office, every rep), ${USERS} users: p50 / p99`,
    column,
    `${ms(r.p50)} / ${ms(r.p99)}`,
    `${count(reps)} reps, ${count(r.rps)} req/s`,
  );
  return r.p50;
}

/** The floor: the list's query alone, 50 runs in the bench process (the server stopped). */
export async function benchSalesrepListFloor(
  db: BenchDatabase,
  armadaP50: number,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    const t = await sequential(50, () => listSalesreps(database.db, { kind: 'all' }, undefined), 3);
    report.set(
      'sales rep list: the same query run directly (floor): p50 / p99',
      db.label,
      `${ms(t.p50)} / ${ms(t.p99)}`,
      `one user at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(armadaP50 / t.p50)}`,
    );
  } finally {
    await database.close();
  }
}
