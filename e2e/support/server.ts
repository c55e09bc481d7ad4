/**
 * Armada servers for the browser tests: the built server (dist/server/main.js) on its own port with
 * a throwaway PGlite folder, so every run starts from the demo data and nothing touches data/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const SERVER_ENTRY = 'dist/server/main.js';

/** A fresh folder for one server's database and stored files. */
export function makeRunDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'armada-e2e-'));
}

export interface ServerSettings {
  port: number;
  runDir: string;
  idleSeconds: number;
  /** The built web app; the default dist/web when not given. */
  webDir?: string;
  /** Where the page finds Zebra Browser Print (the tests' stand-in). */
  browserPrintPort?: number;
}

/**
 * The environment of a test server: the parent's, without API_KEY (the development key serves) and
 * without DATABASE_URL (the embedded database serves).
 */
export function serverEnv(settings: ServerSettings): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && key !== 'API_KEY' && key !== 'DATABASE_URL' && key !== 'NODE_ENV') {
      env[key] = value;
    }
  }
  Object.assign(env, {
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(settings.runDir, 'pglite'),
    STORAGE_DIR: path.join(settings.runDir, 'storage'),
    SESSION_IDLE_SECONDS: String(settings.idleSeconds),
    LOG_LEVEL: 'warn',
  });
  if (settings.webDir) env.WEB_DIR = settings.webDir;
  if (settings.browserPrintPort) env.BROWSER_PRINT_URL = `http://127.0.0.1:${settings.browserPrintPort}`;
  return env;
}

export interface RunningServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Armada server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Armada server at ${baseURL} did not answer /api/health within ${timeoutMs} ms`);
}

/** Fills a server's empty database with the demo data at a scale, as `npm run seed -- --scale` does. */
function seedAtScale(env: Record<string, string>, scale: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const seeding = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/db/seed/cli.ts', '--scale', String(scale)],
      {
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    seeding.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    seeding.on('error', reject);
    seeding.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding at scale ${scale} failed (${code}): ${errors}`)),
    );
  });
}

/**
 * Starts one more built server (for a test that needs other settings than the shared one) and
 * answers once /api/health does. stop() ends it and removes its folder.
 */
export async function startServer(options: {
  idleSeconds: number;
  /** Seeds the demo data at this scale first (server/db/seed/cli.ts), instead of scale 1 at start. */
  seedScale?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const runDir = makeRunDir();
  const env = serverEnv({ port, runDir, idleSeconds: options.idleSeconds, webDir: process.env.E2E_WEB_DIR });
  if (options.seedScale !== undefined) {
    try {
      await seedAtScale(env, options.seedScale);
    } catch (err) {
      rmSync(runDir, { recursive: true, force: true });
      throw err;
    }
  }
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, 60_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${errors}`);
  }
  return { baseURL, stop };
}
