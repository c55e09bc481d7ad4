/**
 * The built server (dist/server/main.js, what production runs) as a child process, for the tests
 * of what only a process shows: signals, exit codes, restarts, several processes on one database.
 * The bundle is built first when it is missing or older than the sources; test files that run at
 * once build it one at a time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/ports';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { API_KEY } from './harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'dist/server/main.js');
const BUILD_LOCK = path.join(ROOT, 'dist/.server-build.lock');

/** The latest modification time of any file below `dir`. */
function newestIn(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newestIn(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

function isBuilt(): boolean {
  const builtAt = fs.existsSync(ENTRY) ? fs.statSync(ENTRY).mtimeMs : 0;
  return builtAt >= Math.max(newestIn(path.join(ROOT, 'server')), newestIn(path.join(ROOT, 'common')));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the bundle unless it is up to date. A lock folder (mkdir is atomic) makes a second test
 * file wait for the first one's build instead of deleting dist/server under it.
 */
export async function ensureServerBuilt(): Promise<void> {
  fs.mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch {
      // A lock older than any build is left by a run that was killed.
      const lockedAt = fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (lockedAt !== undefined && Date.now() - lockedAt > 180_000)
        fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      await pause(250);
    }
  }
  try {
    if (isBuilt()) return;
    await new Promise<void>((resolve, reject) => {
      const build = spawn(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
      build.on('error', reject);
      build.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`building the server failed (${code})`)),
      );
    });
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  url: string;
  /** Settles when the process has exited: its code, or the signal that ended it. */
  exited: Promise<Exit>;
  /** What the process wrote (its warnings and errors), to explain a failure. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The built server on its own port with `settings` (its database: DATA_DIR or DATABASE_URL, and
 * any other variable), answered once /api/health answers. The parent's environment is passed on
 * without the database, the api-key and NODE_ENV, which the test decides.
 */
export async function startBuiltServer(settings: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !['DATABASE_URL', 'DATA_DIR', 'API_KEY', 'NODE_ENV'].includes(key))
      env[key] = value;
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_KEY,
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    ...settings,
  });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let written = '';
  const keep = (chunk: Buffer) => {
    written = (written + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: BuiltServer = {
    url,
    exited,
    output: () => written,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${written}`);
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) return server;
    await pause(100);
  }
  server.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health:\n${written}`);
}

export interface Answered {
  status: number;
  body: { success: boolean; data: unknown; message: string };
}

/** A call of the API, as the web app makes it (JSON, the api-key, a bearer token). */
export async function callOf(server: { url: string }, urlPath: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api${urlPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'api-key': API_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answered['body'] };
}

/** Logs in and answers the session token. */
export async function loginOn(
  server: { url: string },
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await callOf(server, '/login', { username, password });
  if (res.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(res.body)}`);
  return (res.body.data as { TOKEN: string }).TOKEN;
}
