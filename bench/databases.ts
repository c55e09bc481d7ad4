/**
 * The databases a bench run uses: a fresh PGlite folder, or a fresh PostgreSQL database created
 * for the run and dropped after it. The bench opens them itself to seed and to time raw SQL, and
 * hands the server the environment variable that points at them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../server/db/client';

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

async function admin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Creates a fresh database beside the one `adminUrl` names; fails when PostgreSQL does not answer. */
export async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `armada_bench_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, poolSize: 4 }),
    drop: () =>
      admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** The server version, for the report header. */
export async function postgresVersion(adminUrl: string): Promise<string> {
  return admin(adminUrl, async (c) => {
    const r = await c.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return r.rows[0]?.v ?? '?';
  });
}
