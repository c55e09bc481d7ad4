/**
 * The databases a bench run uses: a fresh PGlite folder, or a fresh PostgreSQL database created
 * for the run and dropped after it. The bench opens them itself to seed and to time raw SQL, and
 * hands the server the environment variable that points at them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../server/db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../server/db/postgres-admin';
import type { Report } from './report';

export type DbKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: DbKind;
  label: string;
  /** DATA_DIR or DATABASE_URL for the server process. */
  env: Record<string, string>;
  /** Opens (and migrates) it from the bench process; close it before the server starts (PGlite). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function pgliteDatabase(): BenchDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-bench-pglite-'));
  return {
    kind: 'pglite',
    label: 'PGlite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Creates a fresh database beside the one `adminUrl` names; fails when PostgreSQL does not answer.
 * A `named` database is the caller's own: one left over by a run that was killed is dropped first.
 */
export async function postgresDatabase(adminUrl: string, named?: string): Promise<BenchDatabase> {
  const name = named ?? freshDatabaseName('armada_bench');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: '${name}'`);
  if (named) await onServer(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await onServer(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(adminUrl, name);
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, poolSize: 4 }),
    drop: () =>
      onServer(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** The server version, for the report header. */
export async function postgresVersion(adminUrl: string): Promise<string> {
  return onServer(adminUrl, async (c) => {
    const r = await c.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return r.rows[0]?.v ?? '?';
  });
}

/** The PostgreSQL the bench creates its databases beside. */
export const postgresUrl = () => process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;

export const DB_LABELS: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The kinds `--db` names (comma-separated), else `fallback`. */
export function kindsFromArgs(fallback = 'pglite,postgres'): DbKind[] {
  const at = process.argv.indexOf('--db');
  const raw = at >= 0 ? (process.argv[at + 1] ?? '') : fallback;
  const kinds = raw.split(',').filter((k): k is DbKind => k === 'pglite' || k === 'postgres');
  if (kinds.length === 0)
    throw new Error(`--db takes pglite, postgres or both (comma-separated), got '${raw}'`);
  return kinds;
}

/**
 * Runs `work` on a fresh database of `kind` (a PostgreSQL one named `name` when given) and drops it
 * afterwards, whatever happened.
 */
export async function withDatabase(
  kind: DbKind,
  work: (db: BenchDatabase) => Promise<void>,
  name?: string,
): Promise<void> {
  const db = kind === 'pglite' ? pgliteDatabase() : await postgresDatabase(postgresUrl(), name);
  try {
    await work(db);
  } finally {
    // Dropping a PostgreSQL database also ends a query still running in it (an upload cut off).
    await db.drop();
  }
}

/** True when the database kind can be measured; says why not in the report otherwise. */
export async function available(kind: DbKind, report: Pick<Report, 'line'>): Promise<boolean> {
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
