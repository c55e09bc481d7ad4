/**
 * `npm run restore FILE [-- --into FOLDER|postgres://…]`: brings a backup back into an empty target,
 * by default the configured one (DATABASE_URL, else the folder DATA_DIR), and prints the backup's size
 * and how long the restore took.
 */
import path from 'node:path';
import { formatSeconds, formatSize } from './backup-file';
import { configuredFromEnvironment, describeTarget, shownPath, type Target, targetOf } from './backup-target';
import { runCli, usage } from './cli-run';
import { restore } from './restore';

const USAGE =
  'Usage: npm run restore FILE [-- --into FOLDER|postgres://…]\n' +
  'Restores the backup FILE into an empty folder or an empty PostgreSQL database: by default the configured\n' +
  'one (DATABASE_URL, else the folder DATA_DIR).';

/** How to start Armada on what was restored. */
function startHint(target: Target, configured: boolean): string {
  if (configured) return 'npm start';
  return target.kind === 'pglite'
    ? `DATA_DIR=${shownPath(target.dataDir)} npm start`
    : 'npm start, DATABASE_URL naming that database';
}

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) usage(USAGE);
  const at = args.indexOf('--into');
  const into = at >= 0 ? args[at + 1] : undefined;
  if (at >= 0 && (!into || into.startsWith('-'))) usage(USAGE);
  const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  if (rest.length !== 1 || rest.some((a) => a.startsWith('-'))) usage(USAGE);
  const file = path.resolve(rest[0] as string);
  const target = into ? targetOf(into) : configuredFromEnvironment();
  const done = await restore(file, target);
  console.log(
    `Restored ${shownPath(file)} (${formatSize(done.bytes)}) into ${describeTarget(target)} in ` +
      `${formatSeconds(done.ms)}. Start Armada on it with ${startHint(target, !into)} (it first brings the ` +
      'database up to this version).',
  );
});
