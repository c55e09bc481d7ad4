import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    // Each API test file opens its own database; PGlite start-up and migrations take a moment.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share their worker's process: the server's modules are evaluated once per worker, not
    // once per file (a fifth of the run's time). Each file still has a database of its own, with
    // data versions of its own (renumberDataVersions), so no kept answer crosses between files.
    isolate: false,
    // A test file spends much of its time waiting for its database's own thread (or server): two
    // files at once on two cores take 3.4 min where one at a time (vitest's default there) took 4.9.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The demo database the API test files start from, built once (server/test/demo-template.ts).
    globalSetup: ['server/test/global-setup.ts'],
  },
});
