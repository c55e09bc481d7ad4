/**
 * `npm run restore FILE`: a backup back into an empty target, never over a database.
 *
 * - Embedded: the tar is checked whole, then its files are written into the empty folder (taking
 *   the folder's lock, as a server would) and the database is opened once to prove it starts. Any
 *   failure removes what was written.
 * - PostgreSQL: `pg_restore` in one transaction that stops at the first error, so a failed restore
 *   leaves the database as empty as it was.
 *
 * Migrations are not run here: the next start of Armada runs them, so a backup of an older version
 * restores as it was made and is brought up to date like any database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { acquireFolderLock, FolderLockedError } from '../db/folder-lock';
import { PgliteWorkerClient } from '../db/pglite-client';
import { backupKindOf, KIND_NAMES } from './backup-file';
import { describeTarget, sentence, shownPath, type Target } from './backup-target';
import { OpsError } from './ops-error';
import { findPgTool, runPgTool } from './pg-tools';
import { checkPgliteBackup, extractPgliteBackup } from './pglite-tar-read';

export interface RestoreResult {
  bytes: number;
  ms: number;
}

/** What a folder holds besides a lock file (a stale one is taken over like any other). */
const contentsOf = (dir: string) => fs.readdirSync(dir).filter((name) => name !== 'armada.lock');

/** Removes what a failed restore wrote: the folder's contents, or the folders it created. */
function undo(dir: string, createdFrom: string | undefined): void {
  if (createdFrom) {
    fs.rmSync(createdFrom, { recursive: true, force: true });
    return;
  }
  for (const name of contentsOf(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  checkPgliteBackup(file);
  const where = describeTarget({ kind: 'pglite', dataDir });
  if (fs.existsSync(dataDir) && !fs.statSync(dataDir).isDirectory())
    throw new OpsError(`${shownPath(dataDir)} is a file, not a folder.`);
  const createdFrom = fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireFolderLock(dataDir);
  } catch (err) {
    if (createdFrom) fs.rmSync(createdFrom, { recursive: true, force: true });
    if (err instanceof FolderLockedError) {
      throw new OpsError(
        `${sentence(where)} is in use by process ${err.pid} (a running Armada). A restore goes into an empty folder: ` +
          'restore into another folder (--into FOLDER), or stop Armada and move its folder aside first.',
      );
    }
    throw err;
  }
  try {
    const contents = contentsOf(dataDir);
    if (contents.length > 0) {
      const what = contents.includes('PG_VERSION') ? 'holds a database' : 'is not empty';
      throw new OpsError(
        `${sentence(where)} ${what}. A restore never writes over data: restore into an empty or new folder ` +
          '(--into FOLDER, or DATA_DIR), or move this folder aside first.',
      );
    }
    try {
      extractPgliteBackup(file, dataDir);
      // Opened once, as the server would: a backup that does not start is found now, not at the next start.
      const client = await PgliteWorkerClient.open(dataDir);
      try {
        await client.query('SELECT 1');
      } finally {
        await client.close();
      }
    } catch (err) {
      undo(dataDir, createdFrom);
      const reason =
        err instanceof OpsError ? err.message : `the database did not open: ${(err as Error).message}`;
      throw new OpsError(`The restore failed and what it wrote was removed. ${reason}`);
    }
  } finally {
    release();
  }
}

/** The tables a PostgreSQL database holds outside the system schemas. */
async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(
      `Cannot connect to ${describeTarget({ kind: 'postgres', url })}: ${(err as Error).message}. ` +
        'A restore needs an empty database that exists: create it first (createdb, or CREATE DATABASE).',
    );
  }
  try {
    const result = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function restorePostgres(file: string, url: string): Promise<void> {
  findPgTool('pg_restore');
  const tables = await tableCount(url);
  if (tables > 0) {
    throw new OpsError(
      `${sentence(describeTarget({ kind: 'postgres', url }))} already holds ${tables} tables. A restore never writes over ` +
        'data: create an empty database (createdb, or CREATE DATABASE) and restore into it.',
    );
  }
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      // The only comment in Armada's dump is pg_trgm's, which only the extension's owner may set.
      '--no-comments',
      '--single-transaction',
      '--exit-on-error',
      file,
    ],
    url,
  ).catch((err: unknown) => {
    throw new OpsError(
      `The restore failed and was rolled back: the database is as empty as before.\n${(err as Error).message}`,
    );
  });
}

/** Restores the backup `file` into `target`, which must be empty and of the backup's kind. */
export async function restore(file: string, target: Target): Promise<RestoreResult> {
  const started = Date.now();
  const kind = backupKindOf(file);
  if (kind !== target.kind) {
    const hint =
      kind === 'postgres'
        ? 'Set DATABASE_URL (or --into postgres://…) to an empty PostgreSQL database to restore it.'
        : 'Unset DATABASE_URL (or give --into FOLDER) to restore it into an empty folder for the embedded database.';
    throw new OpsError(
      `${shownPath(file)} is a backup of ${KIND_NAMES[kind]}, but the restore goes into ${describeTarget(target)}. ${hint}`,
    );
  }
  if (target.kind === 'pglite') await restorePglite(file, target.dataDir);
  else await restorePostgres(file, target.url);
  return { bytes: fs.statSync(file).size, ms: Date.now() - started };
}
