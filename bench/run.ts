/**
 * `npm run bench [-- --db pglite,postgres]`: times the built server on PGlite and on PostgreSQL and
 * prints a markdown table (also written to bench/results/latest.md). PostgreSQL comes from
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the bench creates a fresh
 * database beside it and drops it afterwards. docs/benchmarks.md says what each row measures.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '../server/db/seed/index';
import {
  type BenchDatabase,
  type DbKind,
  DEFAULT_POSTGRES_URL,
  pgliteDatabase,
  postgresDatabase,
  postgresVersion,
} from './databases';
import { benchFirstLoad, ensureWebBuilt } from './first-load';
import { benchFoundation, benchSessionCacheOff, benchSmallGetQueries } from './foundation';
import { benchLabels } from './labels';
import type { LoadResult } from './load';
import { Report } from './report';
import { benchResponsiveness } from './responsiveness';
import { withArmada } from './role-overview';
import { ROOT, SERVER_ENTRY, startArmada } from './server-process';
import { newestIn } from './source-dates';
import {
  benchBareInsert,
  benchRoleOverview,
  benchRoleUpload,
  SCALE,
  structureImplemented,
} from './structure';
import { UPLOAD_ROWS, uploadFile } from './upload-file';

const RESULTS = path.join(ROOT, 'bench/results/latest.md');

function kindsFromArgs(): DbKind[] {
  const at = process.argv.indexOf('--db');
  const raw = at >= 0 ? (process.argv[at + 1] ?? '') : 'pglite,postgres';
  const kinds = raw.split(',').filter((k): k is DbKind => k === 'pglite' || k === 'postgres');
  if (kinds.length === 0)
    throw new Error(`--db takes pglite, postgres or both (comma-separated), got '${raw}'`);
  return kinds;
}

/** The bench measures the built server: build its bundle when it is missing or older than the sources. */
function ensureServerBuilt(): void {
  const builtAt = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  const changedAt = Math.max(newestIn(path.join(ROOT, 'server')), newestIn(path.join(ROOT, 'common')));
  if (builtAt >= changedAt) return;
  process.stderr.write('Building the server bundle (dist/server/main.js)...\n');
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server failed');
}

function progress(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

const postgresUrl = () => process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;

const LABELS: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** True when the database kind can be measured; says why not in the report otherwise. */
async function available(kind: DbKind, report: Report): Promise<boolean> {
  if (kind === 'pglite') return true;
  const url = postgresUrl();
  try {
    report.line(`PostgreSQL ${await postgresVersion(url)} at ${new URL(url).host}`);
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    report.line(`PostgreSQL not measured: ${new URL(url).host} did not answer (${reason})`);
    return false;
  }
}

async function seeded(db: BenchDatabase, scale: number): Promise<number> {
  const database = await db.open();
  try {
    const started = performance.now();
    await seed(database.db, { scale, reset: true });
    return performance.now() - started;
  } finally {
    await database.close();
  }
}

/** Runs `work` on a fresh database of `kind` and drops it afterwards, whatever happened. */
async function withDatabase(kind: DbKind, work: (db: BenchDatabase) => Promise<void>): Promise<void> {
  const db = kind === 'pglite' ? pgliteDatabase() : await postgresDatabase(postgresUrl());
  try {
    await work(db);
  } finally {
    // Dropping a PostgreSQL database also ends a query still running in it (an upload cut off).
    await db.drop();
  }
}

/** Foundation rows and the role upload on demo data at scale 1; answers the upload's rows. */
async function foundationAndUpload(db: BenchDatabase, report: Report, structure: boolean) {
  progress(`${db.label}: seeding the demo data`);
  await seeded(db, 1);
  await benchSmallGetQueries(db, report);
  const file = structure ? await uploadFile(db) : undefined;
  const server = await startArmada(db.env);
  let queryFloor: LoadResult | undefined;
  try {
    progress(`${db.label}: logins and the authenticated GET under load`);
    queryFloor = await benchFoundation(server, db.env, db.label, report);
    if (!file) return undefined;
    progress(`${db.label}: role upload of ${UPLOAD_ROWS} rows`);
    return await benchRoleUpload(server, file, db.label, report);
  } catch (err) {
    process.stderr.write(`server output:\n${server.output()}\n`);
    throw err;
  } finally {
    await server.stop();
    if (queryFloor) {
      progress(`${db.label}: the authenticated GET with the session cache off`);
      const floor = queryFloor;
      await withArmada(db, (uncached) => benchSessionCacheOff(uncached, floor, db.label, report), {
        SESSION_CACHE_SECONDS: '0',
      });
    }
  }
}

async function benchOne(kind: DbKind, label: string, report: Report, structure: boolean): Promise<void> {
  let upload: Awaited<ReturnType<typeof foundationAndUpload>>;
  await withDatabase(kind, async (db) => {
    upload = await foundationAndUpload(db, report, structure);
  });
  if (!upload) return;
  const sent = upload;
  progress(`${label}: bare insert of the same rows into a scratch database`);
  await withDatabase(kind, (scratch) => benchBareInsert(scratch, sent.rows, sent, label, report));
  progress(`${label}: health and another user's read during an upload and during an export`);
  await withDatabase(kind, (fresh) => benchResponsiveness(fresh, sent.rows, label, report));
  progress(`${label}: seeding a fresh database at scale ${SCALE}, then the role overview and export`);
  await withDatabase(kind, (large) => benchRoleOverview(large, label, report));
}

async function main(): Promise<void> {
  const kinds = kindsFromArgs();
  ensureServerBuilt();
  // The servers serve the web app found when they start (the location page is measured in it).
  await ensureWebBuilt();
  const started = performance.now();
  const report = new Report();
  report.line(`Armada bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  report.line(
    `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  const structure = structureImplemented();
  if (!structure)
    report.line(
      'Structure rows not measured: the structure module does not implement roleUpload, selectRole and export yet',
    );
  for (const kind of kinds) {
    if (!(await available(kind, report))) continue;
    report.column(LABELS[kind]);
    await benchOne(kind, LABELS[kind], report, structure);
  }
  progress('labels: ZPL and sticker file');
  await benchLabels(report);
  progress('first load of the web app against its floor app');
  await benchFirstLoad(report);
  report.line(`Total bench time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  const cause = err instanceof Error && err.cause ? `\ncaused by: ${String(err.cause)}` : '';
  process.stderr.write(
    `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}\n`,
  );
  process.exit(1);
});
