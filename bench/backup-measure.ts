/**
 * The backup bench's measures on one seeded database (bench/backup.ts runs them at scale 2000 on a
 * quiet machine): `npm run backup` and `npm run restore` as a person runs them, against the same
 * work without Armada around it — on PostgreSQL a bare `pg_dump -Fc` and `pg_restore`, on PGlite a
 * plain copy of the data folder (`cp -r`, the server stopped). On PGlite also the backup made
 * while Armada runs (through its ops socket) and how long a login waits meanwhile.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { databaseUrl, freshDatabaseName, onServer } from '../server/db/postgres-admin';
import { findPgTool } from '../server/ops/pg-tools';
import { login } from './api';
import { type BenchDatabase, postgresUrl } from './databases';
import { median } from './load';
import { bytes, ms, type Report, ratio, sec } from './report';
import { withArmada } from './role-overview';
import { ROOT } from './server-process';

const BACKUP_CLI = path.join(ROOT, 'server/ops/backup-cli.ts');
const RESTORE_CLI = path.join(ROOT, 'server/ops/restore-cli.ts');

/** Runs a command to its end and answers its wall time; throws with its error output when it fails. */
function timedCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(performance.now() - started);
      else
        reject(
          new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}): ${stderr.slice(0, 2000)}`),
        );
    });
  });
}

/** `npm run backup` / `npm run restore`: the same Node and tsx as the npm scripts, without npm. */
const armadaCommand = (cli: string, args: string[], env: NodeJS.ProcessEnv) =>
  timedCommand(process.execPath, ['--import', 'tsx', cli, ...args], env);

/** The size of a folder's files. */
function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => fs.lstatSync(path.join(dir, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0);
}

export interface BackupFigures {
  backupMs: number;
  backupBytes: number;
  restoreMs: number;
  floorBackupMs: number;
  floorBytes: number;
  floorRestoreMs: number;
}

function reportFigures(figures: BackupFigures, column: string, report: Report): void {
  report.set(
    'backup: npm run backup',
    column,
    sec(figures.backupMs),
    'the command as run by hand, its start included',
  );
  report.set('backup: file size', column, bytes(figures.backupBytes));
  report.set(
    'floor: backup (PostgreSQL: pg_dump -Fc; PGlite: cp -r of the folder)',
    column,
    sec(figures.floorBackupMs),
  );
  report.set('floor: size (the dump file; the folder)', column, bytes(figures.floorBytes));
  report.set('backup ÷ floor', column, ratio(figures.backupMs / figures.floorBackupMs));
  report.set('restore: npm run restore into an empty target', column, sec(figures.restoreMs));
  report.set(
    'floor: restore (PostgreSQL: bare pg_restore; PGlite: cp -r of the folder)',
    column,
    sec(figures.floorRestoreMs),
  );
  report.set('restore ÷ floor', column, ratio(figures.restoreMs / figures.floorRestoreMs));
}

/** The embedded database: stopped and running backups, the restore, and copies of the folder. */
async function measurePglite(
  db: BenchDatabase,
  dir: string,
  column: string,
  report: Report,
  serverEntry: string | undefined,
): Promise<BackupFigures> {
  const dataDir = db.env.DATA_DIR as string;
  // DATABASE_URL may name the PostgreSQL the bench creates its databases beside: not this database.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const stoppedFile = path.join(dir, 'stopped.tar');
  const backupMs = await armadaCommand(BACKUP_CLI, [stoppedFile], env);

  const running = await withArmada(
    db,
    async (server) => {
      const alone: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await login(server, 'ho.admin');
        alone.push(performance.now() - started);
      }
      // Users log in one after another all through the backup: the longest wait is what one of them saw.
      let backingUp = true;
      const during: number[] = [];
      const logins = (async () => {
        while (backingUp) {
          const started = performance.now();
          await login(server, 'ho.admin');
          during.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const runningMs = await armadaCommand(BACKUP_CLI, [path.join(dir, 'running.tar')], env).finally(() => {
        backingUp = false;
      });
      await logins;
      return { runningMs, during, alone: median(alone) };
    },
    {},
    serverEntry,
  );
  report.set('backup while Armada runs (through its ops socket)', column, sec(running.runningMs));
  report.set(
    'longest login during that backup',
    column,
    ms(Math.max(0, ...running.during)),
    `${running.during.length} logins during it, median ${running.during.length > 0 ? ms(median(running.during)) : '—'}; a login alone: ${ms(running.alone)} (median of 5)`,
  );

  const restoreMs = await armadaCommand(
    RESTORE_CLI,
    [stoppedFile, '--into', path.join(dir, 'restored')],
    env,
  );
  // The backup made while Armada ran restores too: its log is replayed as the restore opens it.
  const runningRestoreMs = await armadaCommand(
    RESTORE_CLI,
    [path.join(dir, 'running.tar'), '--into', path.join(dir, 'restored-running')],
    env,
  );
  report.set('restore of the backup made while Armada ran (its log replayed)', column, sec(runningRestoreMs));
  const copy = path.join(dir, 'copy');
  const floorBackupMs = await timedCommand('cp', ['-r', dataDir, copy]);
  const floorRestoreMs = await timedCommand('cp', ['-r', copy, path.join(dir, 'copy-back')]);
  return {
    backupMs,
    backupBytes: fs.statSync(stoppedFile).size,
    restoreMs,
    floorBackupMs,
    floorBytes: folderBytes(copy),
    floorRestoreMs,
  };
}

/** A fresh empty database beside the bench's, for a restore; dropped after `work`. */
async function withEmptyPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = postgresUrl();
  const name = freshDatabaseName('armada_bench_restore');
  await onServer(admin, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    return await work(databaseUrl(admin, name));
  } finally {
    await onServer(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/** PostgreSQL: Armada's commands against bare pg_dump -Fc and pg_restore of the same database. */
async function measurePostgres(db: BenchDatabase, dir: string): Promise<BackupFigures> {
  const url = db.env.DATABASE_URL as string;
  const env = { ...process.env, DATABASE_URL: url };
  const file = path.join(dir, 'armada.dump');
  const backupMs = await armadaCommand(BACKUP_CLI, [file], env);
  const restoreMs = await withEmptyPostgres((into) =>
    armadaCommand(RESTORE_CLI, [file, '--into', into], env),
  );
  const bare = path.join(dir, 'bare.dump');
  const floorBackupMs = await timedCommand(findPgTool('pg_dump'), ['-Fc', '-f', bare, `--dbname=${url}`]);
  const floorRestoreMs = await withEmptyPostgres((into) =>
    timedCommand(findPgTool('pg_restore'), [`--dbname=${into}`, bare]),
  );
  return {
    backupMs,
    backupBytes: fs.statSync(file).size,
    restoreMs,
    floorBackupMs,
    floorBytes: fs.statSync(bare).size,
    floorRestoreMs,
  };
}

/**
 * Measures on `db` (seeded, no server running), writing its files under `dir`. `serverEntry`: another
 * build of the server than dist/server/main.js, to try the bench without rebuilding that one.
 */
export async function measureBackup(
  db: BenchDatabase,
  dir: string,
  column: string,
  report: Report,
  serverEntry?: string,
): Promise<BackupFigures> {
  const figures =
    db.kind === 'pglite'
      ? await measurePglite(db, dir, column, report, serverEntry)
      : await measurePostgres(db, dir);
  reportFigures(figures, column, report);
  return figures;
}
