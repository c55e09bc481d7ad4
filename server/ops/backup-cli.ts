/**
 * `npm run backup [-- FILE]`: writes one file holding the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR), while Armada runs or not, and prints its size and how long it took.
 */
import path from 'node:path';
import { backup } from './backup';
import { defaultBackupFile, formatSeconds, formatSize } from './backup-file';
import { configuredFromEnvironment, describeTarget, shownPath } from './backup-target';
import { runCli, usage } from './cli-run';

const USAGE =
  'Usage: npm run backup [-- FILE]\n' +
  'Writes a backup of the configured database (DATABASE_URL, else the folder DATA_DIR) to FILE, by default\n' +
  'backups/armada-<kind>-<date>-<time>.<tar|dump>.';

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) usage(USAGE);
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) usage(USAGE);
  const target = configuredFromEnvironment();
  const file = args[0] ? path.resolve(args[0]) : defaultBackupFile(target.kind);
  const done = await backup(target, file);
  console.log(
    `Backed up ${describeTarget(target)} (by ${done.by}) to ${shownPath(file)}: ` +
      `${formatSize(done.bytes)} in ${formatSeconds(done.ms)}.`,
  );
});
