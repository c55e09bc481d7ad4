/**
 * The `test` every browser test file uses: Playwright's, with an Armada server of each worker's own.
 *
 * Two workers run at once, each with its own built server on its own copy of the run's demo data
 * (server.ts), so the tests of one worker never see the writes of the other's. A test file runs
 * whole in one worker, its tests in order; a worker that lost a test starts again on a fresh copy.
 */
import { test as base } from '@playwright/test';
import { freePort } from './ports';
import { demoDataDir, type RunningServer, startServer } from './server';
import { setWorkerServer } from './worker-server';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with an Armada server of each worker's own, started by `start` (given the port
 * the server's pages look for Browser Print on) and stopped when the worker ends.
 */
export function testOnServer(start: (browserPrintPort: number) => Promise<RunningServer>) {
  return base.extend<object, { armada: RunningServer }>({
    armada: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
      async ({}, use) => {
        const browserPrintPort = await freePort();
        const server = await start(browserPrintPort);
        setWorkerServer({ baseURL: server.baseURL, browserPrintPort });
        await use(server);
        await server.stop();
      },
      // auto: started before any hook of the worker, which may start the Browser Print stand-in.
      { scope: 'worker', timeout: 180_000, auto: true },
    ],
    baseURL: async ({ armada }, use) => {
      await use(armada.baseURL);
    },
  });
}

/** The test of every file on the demo data: a copy of the run's, on the worker's own server. */
export const test = testOnServer((browserPrintPort) =>
  startServer({
    idleSeconds: Number(process.env.E2E_IDLE_SECONDS || 3600),
    from: demoDataDir(),
    browserPrintPort,
  }),
);
