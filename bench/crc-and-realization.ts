/**
 * The CRC and call realization screens at the scale-2000 seed: Overview Call Realization's Load List and next page for a
 * month of every branch, CRC File Viewer's table and counters for a month of the largest branch,
 * Overview File CRC's page of 6 cards, each under 20 users next to the same queries run directly;
 * a thumbnail served from storage next to a bare Fastify route reading the same file; and the
 * realization export next to its writer writing the same rows from memory.
 */
import fs from 'node:fs';
import { REALIZATION_COLUMNS, type RealizationRow } from '../common/contract/call-realization';
import { firstDayOfMonth } from '../common/dates';
import { type Db, rows, sql } from '../server/db/client';
import {
  REALIZATION_ORDER,
  realizationPageQueries,
  realizationRows,
} from '../server/modules/call-management/realization-list';
import { AnswerStore } from '../server/platform/data-version';
import { thumbnailKey } from '../server/platform/photos';
import type { Scope } from '../server/platform/scope';
import { callApi, dataOf, headers, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import type { ExportSubject } from './list-export';
import { type LoadResult, load, sequential } from './load';
import { bytes, count, ms, type Report, ratio } from './report';
import { BENCH_STORAGE_DIR, type ServerProcess, startBareFileServer } from './server-process';

const USERS = 20;
const SECONDS = 5;
const HEAD_OFFICE: Scope = { kind: 'all' };
const keepsNothing = () => new AnswerStore({ entries: 0, chars: 0 });

const today = () => new Date().toISOString().slice(0, 10);
/** The spec's body of Overview Call Realization: ALL branches and positions (sent empty), this month. */
const realizationBody = () => ({
  BranchCode: '',
  PositionCode: '',
  StartDate: firstDayOfMonth(),
  EndDate: today(),
});

/** 'Overview Call Realization.xlsx' of every branch this month. */
export const REALIZATION_EXPORT: ExportSubject<RealizationRow> = {
  path: '/call-management/OverviewCallRealization/export',
  body: { ...realizationBody(), search: '' },
  sheetName: 'Overview Call Realization',
  columns: REALIZATION_COLUMNS.map((key) => ({ header: key, key })),
  order: REALIZATION_ORDER,
  read: (db, plan) => realizationRows(db, HEAD_OFFICE, { ...realizationBody(), search: '' }, plan),
};

/** The busiest branch and position of this month's display checks, and a photo of that position. */
export interface Busiest {
  branch: string;
  position: string;
  photoKey: string;
  storageKey: string;
}

async function busiestIn(db: Db): Promise<Busiest> {
  const [found] = await rows<Busiest>(
    db,
    sql`WITH month AS (SELECT * FROM crc_headers WHERE date_crc >= ${firstDayOfMonth()}::date),
          branch AS (SELECT branch_code FROM month GROUP BY 1 ORDER BY count(*) DESC LIMIT 1),
          position AS (SELECT position_code FROM month WHERE branch_code = (SELECT branch_code FROM branch)
                       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1)
        SELECT (SELECT branch_code FROM branch) AS branch, (SELECT position_code FROM position) AS position,
          p.photo_key AS "photoKey", p.storage_key AS "storageKey"
        FROM month h JOIN crc_displays d ON d.crc_header_id = h.crc_header_id
        JOIN photos p ON p.photo_key = d.photo_key
        WHERE h.position_code = (SELECT position_code FROM position) LIMIT 1`,
  );
  if (!found) throw new Error('no display checks this month');
  return found;
}

interface FieldRequest {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** The same work run in the bench process, the server stopped. */
  direct?(db: Db): Promise<unknown>;
}

export interface FieldEvidenceLoads {
  requests: FieldRequest[];
  armada: Map<string, LoadResult>;
}

async function requestsOf(server: ServerProcess, token: string, b: Busiest): Promise<FieldRequest[]> {
  const spec = realizationBody();
  const first = dataOf<{ total: number; endCursor: string }>(
    await callApi(server, 'POST', '/call-management/OverviewCallRealization', spec, token),
    'realization overview',
  );
  const dates = { StartDate: spec.StartDate, EndDate: spec.EndDate };
  return [
    {
      name: `Overview Call Realization, every branch this month (${count(first.total)} visits): Load List`,
      path: '/call-management/OverviewCallRealization',
      body: spec,
      direct: (db) =>
        realizationPageQueries({ ...spec, search: '', page: 0, pageSize: 100, count: true }, db, HEAD_OFFICE),
    },
    {
      name: 'Overview Call Realization, every branch this month: next page by cursor',
      path: '/call-management/OverviewCallRealization',
      body: { ...spec, after: first.endCursor, count: false },
    },
    {
      name: `CRC File Viewer, ${b.branch} this month: Load List with counters`,
      path: '/file-viewer/overview',
      body: { BranchCode: b.branch, PositionCode: '', Bisnis: '', isAcrylic: 'Y', ...dates },
    },
    {
      name: `Overview File CRC, ${b.position} this month: a page of 6 cards with the count`,
      path: '/file-viewer/overviewNew',
      body: { BranchCode: b.position, ...dates },
    },
  ];
}

/** What the loads ask for, read before the server starts (PGlite's folder has one user at a time). */
export async function busiest(db: BenchDatabase): Promise<Busiest> {
  const database = await db.open();
  return busiestIn(database.db).finally(() => database.close());
}

/** Each request under 20 head-office users on the running server (the scale-2000 seed). */
export async function benchFieldEvidenceLoads(
  server: ServerProcess,
  found: Busiest,
  column: string,
  report: Report,
): Promise<FieldEvidenceLoads> {
  const token = await login(server, 'ho.admin');
  const requests = await requestsOf(server, token, found);
  const armada = new Map<string, LoadResult>();
  for (const r of requests) {
    // One request first: the kept count is counted once, as after the first user's Load List.
    await callApi(server, 'POST', r.path, r.body, token);
    const result = await loadPost(`${r.name}`, `${server.url}/api${r.path}`, r.body, token, {
      connections: USERS,
      seconds: SECONDS,
    });
    armada.set(r.name, result);
    report.set(
      `field evidence, ${USERS} users: ${r.name}: p50 / p99`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}`,
      `${count(result.rps)} req/s; goal p99 < 100 ms on PostgreSQL, PGlite within 3x`,
    );
  }
  await benchThumbnail(server, token, found, column, report);
  return { requests, armada };
}

/** A thumbnail (made by the first request) under 20 users, next to a bare route reading the same file. */
export async function benchThumbnail(
  server: ServerProcess,
  token: string,
  b: Busiest,
  column: string,
  report: Report,
): Promise<void> {
  const path = `/file-viewer/thumbnail/${encodeURIComponent(b.photoKey)}`;
  // The first request makes the thumbnail and keeps it in storage.
  const made = await fetch(`${server.url}/api${path}`, { headers: headers(token, false) });
  const thumbnail = Buffer.from(await made.arrayBuffer());
  if (made.status !== 200) throw new Error(`the thumbnail answered ${made.status}`);
  const file = `${BENCH_STORAGE_DIR}/${thumbnailKey(b.storageKey)}`;
  if (!fs.existsSync(file)) throw new Error(`the thumbnail was not kept at ${file}`);
  const options = { headers: headers(token, false), connections: USERS, seconds: SECONDS };
  const served = await load(`${server.url}/api${path}`, options);
  const bare = await startBareFileServer(file);
  try {
    const floor = await load(`${bare.url}/file`, { connections: USERS, seconds: SECONDS });
    report.set(
      `field evidence, ${USERS} users: a thumbnail from storage: p50 / p99`,
      column,
      `${ms(served.p50)} / ${ms(served.p99)}`,
      `${bytes(thumbnail.length)}; ${count(served.rps)} req/s; ${served.non2xx} non-2xx`,
    );
    report.set(
      `field evidence, ${USERS} users: bare Fastify reading the same file: p50 / p99`,
      column,
      `${ms(floor.p50)} / ${ms(floor.p99)}`,
      `thumbnail / bare p50 ${ratio(served.p50 / floor.p50)}, goal ≤ 2x`,
    );
  } finally {
    await bare.stop();
  }
}

/** The floors: each request's queries run directly, one at a time, its count kept and computed. */
export async function benchFieldEvidenceFloors(
  db: BenchDatabase,
  loads: FieldEvidenceLoads,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    for (const r of loads.requests) {
      if (!r.direct) continue;
      const run = r.direct;
      const kept = await sequential(30, () => run(database.db), 3);
      const ours = loads.armada.get(r.name) as LoadResult;
      report.set(
        `field evidence floor (same queries, direct): ${r.name}: p50 / p99`,
        db.label,
        `${ms(kept.p50)} / ${ms(kept.p99)}`,
        `one at a time, count kept; Armada's p50 under ${USERS} users / this p50: ${ratio(ours.p50 / kept.p50)}`,
      );
    }
    const spec = { ...realizationBody(), search: '', page: 0, pageSize: 100, count: true };
    const cold = await sequential(10, () =>
      realizationPageQueries(spec, database.db, HEAD_OFFICE, keepsNothing()),
    );
    report.set(
      'field evidence floor: Overview Call Realization Load List with its count computed: p50 / p99',
      db.label,
      `${ms(cold.p50)} / ${ms(cold.p99)}`,
      'the first Load List after a write; 10 runs one at a time',
    );
  } finally {
    await database.close();
  }
}
