/**
 * Child processes the benchmarks load: the built Armada server (dist/server/main.js) and a bare
 * Fastify server, each on a free loopback port, started with the same Node as the bench.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../e2e/support/ports';
import { newestIn } from './source-dates';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
export const BENCH_API_KEY = 'bench-api-key';

/** The bench measures the built server: build its bundle when it is missing or older than the sources. */
export function ensureServerBuilt(): void {
  const builtAt = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  const changedAt = Math.max(newestIn(path.join(ROOT, 'server')), newestIn(path.join(ROOT, 'common')));
  if (builtAt >= changedAt) return;
  process.stderr.write('Building the server bundle (dist/server/main.js)...\n');
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server failed');
}

export { freePort };

export interface ServerProcess {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The process id, to read its memory from /proc. */
  pid: number;
  /** The last lines the process wrote, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

/** Keeps the last lines a child wrote, to explain a failed start. */
function tail(child: ChildProcess, keep = 40): () => string {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > keep) lines.splice(0, lines.length - keep);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => lines.join('\n');
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

async function start(args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = tail(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}${readyPath}`, child, output, 120_000);
  return { url, pid: child.pid as number, output, stop: stopper(child) };
}

/**
 * The built server on its own database: `database` is DATA_DIR (PGlite) or DATABASE_URL. The data is
 * seeded by the bench beforehand, so the server does not seed on start.
 */
export function startArmada(
  database: Record<string, string>,
  settings: Record<string, string> = {},
  /** Another checkout's built server, to time a change before and after in one run. */
  entry = SERVER_ENTRY,
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    API_KEY: BENCH_API_KEY,
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    // The bench's own photo folder (seedAt stores the demo photos there), never the user's data/.
    STORAGE_DIR: BENCH_STORAGE_DIR,
    ...settings,
    ...database,
  };
  return start(['--enable-source-maps', entry], env, '/api/health');
}

/** Where the bench's servers keep photos and thumbnails, and its seeds store the demo photos. */
export const BENCH_STORAGE_DIR = path.join(os.tmpdir(), 'armada-bench-storage');

/** A bare Fastify server reading `file` from disk on each GET /file (the floor of a served photo). */
export function startBareFileServer(file: string): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, BARE_FILE: file };
  return start([path.join(here, 'bare-server.mjs')], env, '/bare');
}

/** A bare Fastify server answering `payload` (a JSON text) on GET /bare. */
export function startBareFastify(payload: string): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, BARE_PAYLOAD: payload };
  return start([path.join(here, 'bare-server.mjs')], env, '/bare');
}

/** A bare Fastify route running the same branch query as the authenticated GET (see bare-query-server.ts). */
export function startBareQueryServer(database: Record<string, string>): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.DATABASE_URL ?? '',
  };
  return start(['--import', 'tsx', path.join(here, 'bare-query-server.ts')], env, '/bare');
}

/**
 * Bare Fastify routes running the role overview's page queries on the bench's own database (its
 * PGlite folder or PostgreSQL database; stop the Armada server first on PGlite).
 */
export function startBarePageServer(database: Record<string, string>): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...database };
  return start(['--import', 'tsx', path.join(here, 'bare-query-server.ts')], env, '/bare');
}
