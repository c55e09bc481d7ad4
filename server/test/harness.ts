/**
 * Starts the real server for an API test file on a real database of its own: an in-memory PGlite
 * by default, or a fresh PostgreSQL database (created and dropped) when DATABASE_URL is set. It
 * starts as a copy of the run's demo database (demo-template.ts), with the demo photos.
 * Requests go through Fastify's inject(), which runs the full HTTP pipeline without a socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../db/postgres-admin';
import { seed } from '../db/seed/index';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { allImplementations } from '../modules/index';
import { buildApp } from '../platform/app';
import { renumberDataVersions } from '../platform/data-version/index';
import { openStorage, type Storage } from '../platform/storage';
import { type PostCall, postUrl } from './contract-post';
import { copyDemoDatabase, copyDemoStorage } from './demo-template';

export const API_KEY = 'test-api-key';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's object storage: a folder of its own, removed at close. */
  storage: Storage;
  /** POST or GET with the api-key and, when given, a bearer token. */
  call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** POSTs a call of the contract, its URL from the call's declaration (contract-post.ts). */
  post(def: PostCall, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A database of the test file's own: a copy of the run's demo database, or migrated and seeded. */
async function ownDatabase(
  seedScale: number | undefined,
  storage: Storage,
  storageDir: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  // A test of another seed scale builds its own; the others copy the run's demo database.
  const template = seedScale === undefined ? inject('demoTemplate') : undefined;
  if (template) copyDemoStorage(template, storageDir);
  const pgUrl = process.env.DATABASE_URL;
  let drop = async () => {};
  let databaseUrlOfFile: string | undefined;
  let dataDir: string | undefined;
  if (template?.pgliteDir) {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'armada-test-db-'));
    dataDir = path.join(copy, 'pglite');
    copyDemoDatabase(template, dataDir);
    drop = async () => rmSync(copy, { recursive: true, force: true });
  } else if (pgUrl) {
    const name = freshDatabaseName('armada_t');
    const from = template?.postgresTemplate ? ` TEMPLATE ${template.postgresTemplate}` : '';
    await onServer(pgUrl, (c) => c.query(`CREATE DATABASE ${name}${from}`));
    databaseUrlOfFile = databaseUrl(pgUrl, name);
    drop = () =>
      onServer(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {});
  }
  const database = await openDatabase({ databaseUrl: databaseUrlOfFile, dataDir, poolSize: 5 });
  if (!template) await seed(database.db, { scale: seedScale ?? 1, storage });
  // Test files may share a process: each copy of the demo database keeps answers of its own.
  else await renumberDataVersions(database.db);
  return { database, drop };
}

export interface TestAppOptions {
  /** This database as it is (no copy of the demo data, no seed): a production start's own. */
  open?: { databaseUrl?: string; dataDir?: string };
  /** A database seeded at this scale for the file alone, instead of a copy of the run's demo data. */
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
  const { database, drop } = options.open
    ? { database: await openDatabase({ ...options.open, poolSize: 5 }), drop: async () => {} }
    : await ownDatabase(options.seed?.scale, storage, storageDir);
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
    post: (def, body, token) => call('POST', postUrl(def), body, token),
    async login(username, password = DEMO_PASSWORD) {
      const res = await call('POST', '/api/login', { username, password });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
      return (res.json() as { data: { TOKEN: string } }).data.TOKEN;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
