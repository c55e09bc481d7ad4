/**
 * The embedded database's safeguards, checked on real processes: a second Armada on the same
 * PGlite folder is refused with a clear error, and SIGTERM closes the database and frees the lock.
 * Its start-up warnings name a setting left unset, never a key's value.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-main-'));
const children: ChildProcess[] = [];

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_KEY: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return (await res.json()) as { data: { database: string } };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database alone: the run on PostgreSQL (DATABASE_URL set) has nothing of its own to
// check here, and this file's first start seeds the demo data (most of a minute).
describe.skipIf(Boolean(process.env.DATABASE_URL))('server process on the embedded database', () => {
  it('seeds on first start, refuses a second process on the same folder, and closes cleanly on SIGTERM', async () => {
    const port = 30000 + Math.floor(Math.random() * 20000);
    const first = startServer(port);
    const health = await waitForHealth(port);
    expect(health.data.database).toBe('pglite');
    expect(fs.existsSync(path.join(dataDir, 'armada.lock'))).toBe(true);

    // Demo data is there: a demo user can log in at once.
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': 'armada-dev-key' },
      body: JSON.stringify({ username: 'ho.admin', password: 'Armada2026!' }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
    // The start-up warning names the setting, never the development key's value.
    expect(first.output()).toContain('API_KEY is not set');
    expect(first.output()).not.toContain('armada-dev-key');

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'armada.lock'))).toBe(false);
  }, 120_000);
});
