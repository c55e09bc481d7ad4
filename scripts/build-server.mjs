// Bundles the server into dist/server/main.js (dependencies stay in node_modules) and copies the
// SQL migrations and the embedded database's worker (plain JavaScript, run as it is) beside it.
// Split into chunks beside it, so that what is imported only when needed (the demo seed's photo
// painter) is a file of its own that the server loads then, not part of main.js.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts', 'server/db/seed/cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  splitting: true,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  entryNames: '[name]',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('server/db/pglite-worker.mjs', 'dist/server/pglite-worker.mjs');
cpSync('server/db/reads-beside.mjs', 'dist/server/reads-beside.mjs');
