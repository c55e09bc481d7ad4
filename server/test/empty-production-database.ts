/**
 * An empty database of a test file's own, as a production start meets it: a PGlite folder, or a
 * PostgreSQL database (created and dropped) when DATABASE_URL is set; and `npm run admin` run on it
 * as an operator does, without a terminal (so a one-time password is printed, never asked).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, freshDatabaseName, onServer } from '../db/postgres-admin';

export interface EmptyProductionDatabase {
  /** Where the database lies, as openDatabase and startTestApp({ open }) take it. */
  target: { databaseUrl?: string; dataDir?: string };
  /** The environment of a command run on it in production. */
  env: NodeJS.ProcessEnv;
  /** `npm run admin -- …args`: its exit status and what it printed. */
  admin(...args: string[]): { status: number | null; out: string; err: string };
  create(): Promise<void>;
  drop(): Promise<void>;
}

export function emptyProductionDatabase(prefix: string): EmptyProductionDatabase {
  const pgUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(path.join(os.tmpdir(), `armada-${prefix}-`));
  const name = freshDatabaseName(`armada_${prefix.replace(/\W/g, '_')}`);
  const target = pgUrl ? { databaseUrl: databaseUrl(pgUrl, name) } : { dataDir: path.join(dir, 'pglite') };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    API_KEY: `${prefix}-key`,
    ...(pgUrl ? { DATABASE_URL: target.databaseUrl } : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
  };
  return {
    target,
    env,
    admin(...args) {
      const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/ops/admin-cli.ts', ...args], {
        env,
        encoding: 'utf8',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      return { status: run.status, out: run.stdout, err: run.stderr };
    },
    async create() {
      if (pgUrl) await onServer(pgUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    },
    async drop() {
      if (pgUrl) await onServer(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
