/**
 * Starts the real server for an API test file on a real database of its own: an in-memory PGlite
 * by default, or a fresh PostgreSQL database (created and dropped) when DATABASE_URL is set.
 * Requests go through Fastify's inject(), which runs the full HTTP pipeline without a socket.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seed } from '../db/seed/index';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { allImplementations } from '../modules/index';
import { buildApp } from '../platform/app';
import { openStorage, type Storage } from '../platform/storage';

export const API_KEY = 'test-api-key';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's object storage: a folder of its own, removed at close. */
  storage: Storage;
  /** POST or GET with the api-key and, when given, a bearer token. */
  call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `armada_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  seed?: { scale: number };
  /** Receives every line the server logs (tests of what a log holds); otherwise nothing is logged. */
  logLines?: string[];
}

export async function startTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const base = loadConfig({ ...process.env, API_KEY, NODE_ENV: 'test' });
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'armada-storage-'));
  const config: Config = { ...base, storage: { kind: 'local', dir: storageDir }, ...overrides };
  const storage = openStorage(config.storage);
  const pgUrl = process.env.DATABASE_URL;
  const fresh = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const database = await openDatabase({ databaseUrl: fresh?.url, poolSize: 5 });
  await seed(database.db, { ...(options.seed ?? { scale: 1 }), storage });
  const lines = options.logLines;
  const app = await buildApp({
    config,
    database,
    implementations: allImplementations(config, storage),
    ...(lines ? { logStream: { write: (line: string) => void lines.push(line) } } : { quiet: true }),
  });
  await app.ready();

  const call: TestApp['call'] = (method, url, body, token) =>
    app.inject({
      method,
      url,
      headers: { 'api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  return {
    app,
    database,
    config,
    storage,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const res = await call('POST', '/api/login', { username, password });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return (res.json() as { data: { TOKEN: string } }).data.TOKEN;
    },
    async close() {
      await app.close();
      await database.close();
      await fresh?.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
