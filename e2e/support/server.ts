/**
 * Armada servers for the browser tests: the built server (dist/server/main.js) on its own port with
 * a throwaway PGlite folder, so every run starts from the demo data and nothing touches data/.
 *
 * The demo data is seeded once per run (`prepareDemoData`, the run's global setup): the built server
 * seeds an empty folder at its first start, and every test server after it starts from a copy of
 * that folder, in about a second instead of the seed's ten or more.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

export const SERVER_ENTRY = 'dist/server/main.js';

/** A fresh folder for one server's database and stored files. */
export function makeRunDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'armada-e2e-'));
}

/** The run's seeded demo data (a server folder: pglite/ and storage/), made by the global setup. */
export function demoDataDir(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is set by playwright.config.ts');
  return path.join(runDir, 'demo');
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
    await new Promise((resolve) => setTimeout(resolve, 100));
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
 * Runs the built server on `runDir` until /api/health answers. Its warnings and errors go to the
 * test run's own output (a 500 in a test is found there); stop() ends it with SIGTERM, as a
 * service manager does, and waits for it to exit.
 */
async function launch(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    // E2E_START_SECONDS: a machine busy with other work may need longer for the first start's seed.
    await waitForHealth(baseURL, child, (Number(process.env.E2E_START_SECONDS) || 120) * 1000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${errors}`);
  }
  return { baseURL, stop };
}

/**
 * Runs a command of the project on a stopped server's folder (`npm run admin`, `npm run import`, as
 * an operator does before the first start) and answers what it printed; a failed run throws.
 */
function runCommand(env: Record<string, string>, script: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errors = '';
    run.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    run.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    run.on('error', reject);
    run.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${script} ${args.join(' ')} failed (${code}): ${errors}`)),
    );
  });
}

/** The commands an operator runs on an empty installation before its first start. */
export interface OperatorCommands {
  /** `npm run admin -- …args`: what it printed. */
  admin(...args: string[]): Promise<string>;
  /** `npm run import -- …args`: what it printed. */
  import(...args: string[]): Promise<string>;
}

/**
 * Starts a built server in production (NODE_ENV=production: no demo data, ever) on an empty folder,
 * after `prepare` has run the operator's commands on it; stop() ends it and removes its folder. Its
 * API_KEY is the tests' development key, so the helpers calling the API work on it alike.
 */
export async function startEmptyProductionServer(options: {
  prepare: (commands: OperatorCommands) => Promise<void>;
  browserPrintPort?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const runDir = makeRunDir();
  const env = {
    ...serverEnv({
      port,
      runDir,
      idleSeconds: 3600,
      webDir: process.env.E2E_WEB_DIR,
      browserPrintPort: options.browserPrintPort,
    }),
    NODE_ENV: 'production',
    API_KEY: 'armada-dev-key',
  };
  try {
    await options.prepare({
      admin: (...args) => runCommand(env, 'server/ops/admin-cli.ts', args),
      import: (...args) => runCommand(env, 'server/modules/integration/import-cli.ts', args),
    });
    const server = await launch(env, port);
    return {
      baseURL: server.baseURL,
      stop: async () => {
        await server.stop();
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(runDir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Seeds the demo data into `dir` (empty) by one start of the built server, which loads it on the
 * first start of an empty database, and stops it: `startServer({ from: dir })` copies the result.
 */
export async function prepareDemoData(dir: string, webDir?: string): Promise<void> {
  const port = await freePort();
  const server = await launch(serverEnv({ port, runDir: dir, idleSeconds: 3600, webDir }), port);
  await server.stop();
}

/**
 * Starts a built server and answers once /api/health does; stop() ends it and removes its folder.
 * Its database is a copy of the folder `from` (the run's demo data), else seeded at `seedScale`
 * first (server/db/seed/cli.ts), else the demo data the server seeds at its first start.
 */
export async function startServer(options: {
  idleSeconds: number;
  from?: string;
  seedScale?: number;
  browserPrintPort?: number;
}): Promise<RunningServer> {
  const port = await freePort();
  const runDir = makeRunDir();
  const env = serverEnv({
    port,
    runDir,
    idleSeconds: options.idleSeconds,
    webDir: process.env.E2E_WEB_DIR,
    browserPrintPort: options.browserPrintPort,
  });
  try {
    if (options.from) cpSync(options.from, runDir, { recursive: true });
    else if (options.seedScale !== undefined) await seedAtScale(env, options.seedScale);
    const server = await launch(env, port);
    return {
      baseURL: server.baseURL,
      stop: async () => {
        await server.stop();
        rmSync(runDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(runDir, { recursive: true, force: true });
    throw err;
  }
}
