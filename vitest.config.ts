import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    // Each API test file opens its own database; PGlite start-up and migrations take a moment.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
