/**
 * Browser tests: Debian's Chromium against the built Armada server, with throwaway embedded
 * databases holding the demo data.
 *
 * The global setup builds the web app into the run's own folder (not dist/web), so a build started
 * by someone else during the run cannot swap the page's assets away, and seeds the demo data once.
 * Each worker then starts its own built server on a copy of that data (e2e/support/fixtures.ts), so
 * two workers run at once without seeing each other's writes. Set E2E_SKIP_BUILD=1 to test the
 * existing dist/ as it is; E2E_WORKERS sets how many workers run (default 2); E2E_IDLE_SECONDS sets
 * the servers' SESSION_IDLE_SECONDS (default 3600); E2E_TRACE=1 records a trace of each failed test.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';
import { makeRunDir } from './e2e/support/server';

// Playwright reads this file in the runner and again in every worker. Workers inherit the runner's
// environment, so the folder is chosen once, by the runner, and shared through it.
if (!process.env.E2E_RUN_DIR) {
  const runDir = makeRunDir();
  process.env.E2E_RUN_DIR = runDir;
  if (!process.env.E2E_SKIP_BUILD) process.env.E2E_WEB_DIR = path.join(runDir, 'web');
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two workers keep both cores of a small CI machine busy: one worker left a core idle while its
  // page waited on the server and the server on its database (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  // A test that passes only on a second try hides a race in the product or in the test: none here.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1366, height: 800 },
    screenshot: 'only-on-failure',
    // A trace records every step of every test, a fifth of the run's time, for the few that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    acceptDownloads: true,
  },
});
