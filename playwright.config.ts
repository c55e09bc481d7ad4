/**
 * Browser tests: Debian's Chromium against the built Armada server on a free port, with a
 * throwaway embedded database seeded with the demo data.
 *
 * The web app is built into the run's own folder (not dist/web), so a build started by someone
 * else during the run cannot swap the page's assets away. Set E2E_SKIP_BUILD=1 to test the
 * existing dist/ as it is. E2E_IDLE_SECONDS sets the server's SESSION_IDLE_SECONDS (default 3600).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';
import { freePortSync } from './e2e/support/ports';
import { makeRunDir, SERVER_ENTRY, serverEnv } from './e2e/support/server';

// Playwright reads this file in the runner and again in every worker. Workers inherit the runner's
// environment, so the port and folder are chosen once, by the runner, and shared through it.
if (!process.env.E2E_RUN_DIR) {
  const runDir = makeRunDir();
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_PORT ??= String(freePortSync());
  process.env.E2E_BROWSER_PRINT_PORT ??= String(freePortSync());
  if (!process.env.E2E_SKIP_BUILD) process.env.E2E_WEB_DIR = path.join(runDir, 'web');
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
}

const runDir = process.env.E2E_RUN_DIR;
if (!runDir) throw new Error('E2E_RUN_DIR is set above');
const port = Number(process.env.E2E_PORT);
const webDir = process.env.E2E_WEB_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const serve = `node --enable-source-maps ${SERVER_ENTRY}`;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    acceptDownloads: true,
  },
  webServer: {
    command: webDir
      ? `npx vite build --outDir "${webDir}" --emptyOutDir --logLevel warn && node scripts/build-server.mjs && ${serve}`
      : serve,
    url: `${baseURL}/api/health`,
    env: serverEnv({
      port,
      runDir,
      idleSeconds: Number(process.env.E2E_IDLE_SECONDS || 3600),
      webDir,
      browserPrintPort: Number(process.env.E2E_BROWSER_PRINT_PORT),
    }),
    reuseExistingServer: false,
    timeout: 240_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
