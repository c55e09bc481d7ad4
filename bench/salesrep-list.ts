/**
 * The Mapping Salesrep list of head office at the bench's big scale, under 20 concurrent users: the
 * first page as the spec's body alone asks for it (with the count of every rep, what opening the
 * screen costs) and the next page as the screen asks for it (by cursor, without the count), next to
 * its floor: the same page queries run directly in the bench process, without HTTP, session or JSON.
 */
import { salesrepPageQueries } from '../server/modules/salesrep-mapping/salesrep-list';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import { sequential } from './load';
import { count, ms, type Report, ratio } from './report';
import type { ServerProcess } from './server-process';

const USERS = 20;
const SECONDS = 5;
const PATH = '/structure/mapping-sales-rep-assignment/select';
/** The spec's body: head office's org, no paging fields. */
const SPEC_BODY = { orgID: 81 };

interface PageAnswer {
  rows: unknown[];
  total: number | null;
  endCursor: string | null;
}

/** Armada's answers under load; the server is the caller's. Answers the first page's p50 for the ratio. */
export async function benchSalesrepList(
  server: ServerProcess,
  report: Report,
  column: string,
): Promise<number> {
  const token = await login(server, 'ho.admin');
  const first = dataOf<PageAnswer>(await callApi(server, 'POST', PATH, SPEC_BODY, token), 'select');
  const requests = [
    { name: 'first page + count (the spec body alone)', body: SPEC_BODY },
    { name: 'next page by cursor', body: { ...SPEC_BODY, after: first.endCursor, count: false } },
  ];
  let firstP50 = 0;
  for (const { name, body } of requests) {
    const r = await loadPost(`sales rep list, ${name}`, `${server.url}/api${PATH}`, body, token, {
      connections: USERS,
      seconds: SECONDS,
    });
    if (firstP50 === 0) firstP50 = r.p50;
    report.set(
      `sales rep list (head office), ${USERS} users: ${name}: p50 / p99`,
      column,
      `${ms(r.p50)} / ${ms(r.p99)}`,
      `${count(first.rows.length)} of ${count(first.total ?? 0)} reps, ${count(r.rps)} req/s; goal p99 < 100 ms`,
    );
  }
  return firstP50;
}

/** The floor: the first page's queries alone (page and count), 50 runs in the bench process (the server stopped). */
export async function benchSalesrepListFloor(
  db: BenchDatabase,
  armadaP50: number,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    const firstPage = () =>
      salesrepPageQueries(
        database.db,
        { kind: 'all' },
        { ...SPEC_BODY, search: '', page: 0, pageSize: 100, count: true },
      );
    const t = await sequential(50, firstPage, 3);
    report.set(
      'sales rep list: the first page + count run directly (floor): p50 / p99',
      db.label,
      `${ms(t.p50)} / ${ms(t.p99)}`,
      `one user at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(armadaP50 / t.p50)}`,
    );
  } finally {
    await database.close();
  }
}
