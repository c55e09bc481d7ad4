/**
 * `npm run bench [-- --db pglite,postgres]`: times the built server on PGlite and on PostgreSQL and
 * prints a markdown table (also written to bench/results/latest.md). PostgreSQL comes from
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the bench creates a fresh
 * database beside it and drops it afterwards.
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
import { benchFoundation, benchSmallGetQueries } from './foundation';
import { Report } from './report';
import { ROOT, SERVER_ENTRY, startArmada } from './server-process';

const RESULTS = path.join(ROOT, 'bench/results/latest.md');

function kindsFromArgs(): DbKind[] {
  const at = process.argv.indexOf('--db');
  const raw = at >= 0 ? (process.argv[at + 1] ?? '') : 'pglite,postgres';
  const kinds = raw.split(',').filter((k): k is DbKind => k === 'pglite' || k === 'postgres');
  if (kinds.length === 0)
    throw new Error(`--db takes pglite, postgres or both (comma-separated), got '${raw}'`);
  return kinds;
}

function newestIn(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
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

async function openBenchDatabase(kind: DbKind, report: Report): Promise<BenchDatabase | undefined> {
  if (kind === 'pglite') return pgliteDatabase();
  const url = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  try {
    const version = await postgresVersion(url);
    report.line(`PostgreSQL ${version} at ${new URL(url).host}`);
    return await postgresDatabase(url);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    report.line(`PostgreSQL not measured: ${new URL(url).host} did not answer (${reason})`);
    return undefined;
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

async function benchOne(db: BenchDatabase, report: Report): Promise<void> {
  progress(`${db.label}: seeding the demo data`);
  await seeded(db, 1);
  await benchSmallGetQueries(db, report);
  const server = await startArmada(db.env);
  try {
    progress(`${db.label}: logins and the authenticated GET under load`);
    await benchFoundation(server, db.label, report);
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const kinds = kindsFromArgs();
  ensureServerBuilt();
  const started = performance.now();
  const report = new Report();
  report.line(`Armada bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  report.line(
    `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  for (const kind of kinds) {
    const db = await openBenchDatabase(kind, report);
    if (!db) continue;
    report.column(db.label);
    try {
      await benchOne(db, report);
    } finally {
      await db.drop();
    }
  }
  report.line(`Total bench time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
