/**
 * Whether the server stays responsive while one user's long work runs: `/api/health` and a small
 * read of another user (getBranchList as branch.admin, session and all) are each asked every 50 ms
 * while ho.admin's 50,000-row role upload commits and while ho.admin's role export streams, on a
 * fresh database with the demo data. Goal: p99 under 200 ms for both, on PGlite too.
 */
import type { RoleUploadRow } from '../common/contract/structure';
import { seed } from '../server/db/seed/index';
import { callApi, dataOf, headers, login } from './api';
import type { BenchDatabase } from './databases';
import { summarise, type Timings, timed } from './load';
import { count, ms, type Report, sec } from './report';
import { type ServerProcess, startArmada } from './server-process';

const PROBE_EVERY_MS = 50;
const SMALL_READ = '/structure/role/getBranchList';
const IDLE_MS = 2000;

export interface Probes {
  health: Timings;
  read: Timings;
}

/** Asks `url` every PROBE_EVERY_MS until `running()` turns false; answers each wait. */
async function poll(url: string, init: RequestInit, running: () => boolean): Promise<number[]> {
  const waits: number[] = [];
  while (running()) {
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status} while probing`);
    const took = performance.now() - started;
    waits.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, PROBE_EVERY_MS - took)));
  }
  return waits;
}

/** Runs `work` while health and the small read of `readerToken` are probed; answers both with the work's own result. */
export async function probedDuring<T>(
  server: ServerProcess,
  readerToken: string,
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; probes: Probes }> {
  let running = true;
  const health = poll(`${server.url}/api/health`, {}, () => running);
  const read = poll(
    `${server.url}/api${SMALL_READ}`,
    { headers: headers(readerToken, false) },
    () => running,
  );
  try {
    const done = await timed(work);
    running = false;
    const [healthWaits, readWaits] = await Promise.all([health, read]);
    return { ...done, probes: { health: summarise(healthWaits), read: summarise(readWaits) } };
  } finally {
    running = false;
    await Promise.allSettled([health, read]);
  }
}

const shown = (t: Timings) => `${ms(t.p50)} / ${ms(t.p99)} / ${ms(t.max)}`;

function reportProbes(report: Report, column: string, what: string, probes: Probes, note: string): void {
  report.set(
    `${what}: /api/health p50 / p99 / max`,
    column,
    shown(probes.health),
    `${probes.health.count} asks every ${PROBE_EVERY_MS} ms; ${note}; goal p99 < 200 ms`,
  );
  report.set(
    `${what}: another user's small read p50 / p99 / max`,
    column,
    shown(probes.read),
    `GET ${SMALL_READ} as branch.admin, ${probes.read.count} asks; goal p99 < 200 ms`,
  );
}

/** Health and the small read with nothing else running, then during the upload and during an export. */
export async function measureResponsiveness(
  server: ServerProcess,
  uploadRows: readonly RoleUploadRow[],
  column: string,
  report: Report,
): Promise<void> {
  const writer = await login(server, 'ho.admin');
  const reader = await login(server, 'branch.admin');
  dataOf(await callApi(server, 'GET', SMALL_READ, undefined, reader), 'the small read');

  const idle = await probedDuring(server, reader, () => new Promise((r) => setTimeout(r, IDLE_MS)));
  reportProbes(report, column, 'nothing else running', idle.probes, `${sec(IDLE_MS)}`);

  const upload = await probedDuring(server, reader, () =>
    callApi(server, 'POST', '/structure/role/upload', uploadRows, writer),
  );
  const landed = dataOf<{ SUCCESS: number }>(upload.value, 'role upload').SUCCESS;
  reportProbes(
    report,
    column,
    `during a ${count(uploadRows.length)}-row role upload`,
    upload.probes,
    `the upload took ${sec(upload.ms)}, ${count(landed)} landed`,
  );

  const exported = await probedDuring(server, reader, async () => {
    const res = await fetch(`${server.url}/api/structure/role/export`, {
      method: 'POST',
      headers: headers(writer),
      body: JSON.stringify({ branch: '0', position: '', search: '' }),
    });
    const size = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`role export answered ${res.status}`);
    return size;
  });
  reportProbes(
    report,
    column,
    'during the role export of every branch',
    exported.probes,
    `the export took ${sec(exported.ms)}`,
  );
}

/** On a fresh database of its own: the demo data, the server, then the measures above. */
export async function benchResponsiveness(
  db: BenchDatabase,
  uploadRows: readonly RoleUploadRow[],
  column: string,
  report: Report,
): Promise<void> {
  const database = await db.open();
  try {
    await seed(database.db, { scale: 1, reset: true });
  } finally {
    await database.close();
  }
  const server = await startArmada(db.env);
  try {
    await measureResponsiveness(server, uploadRows, column, report);
  } catch (err) {
    process.stderr.write(`server output:\n${server.output()}\n`);
    throw err;
  } finally {
    await server.stop();
  }
}
