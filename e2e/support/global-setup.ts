/**
 * Once per browser test run, before any worker: builds the web app into the run's folder (unless
 * E2E_SKIP_BUILD tests dist/ as it is) and the server, then puts in place the demo data every
 * worker's server starts from (server.ts): a copy of the API tests' demo template when CI hands it
 * on (ARMADA_DEMO_TEMPLATE_DIR, the same seed of the same code), else the built server's first start
 * seeds it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { demoDataDir, prepareDemoData } from './server';

export default async function globalSetup(): Promise<void> {
  const webDir = process.env.E2E_WEB_DIR;
  if (webDir) {
    const run = (args: string[]) => execFileSync(process.execPath, args, { stdio: 'inherit' });
    run([
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      webDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ]);
    run(['scripts/build-server.mjs']);
  }
  const template = process.env.ARMADA_DEMO_TEMPLATE_DIR;
  if (template && existsSync(path.join(template, 'pglite', 'PG_VERSION'))) {
    cpSync(template, demoDataDir(), { recursive: true });
    console.log(`demo data copied from the API tests' template ${template}`);
    return;
  }
  const started = Date.now();
  await prepareDemoData(demoDataDir(), webDir);
  // The one seed of the run, for docs/testing.md's figures.
  console.log(`demo data seeded by the built server's first start in ${Date.now() - started} ms`);
}
