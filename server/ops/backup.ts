/**
 * `npm run backup`: one file holding the whole database.
 *
 * - Embedded: a tar of the data folder (pglite-tar-write.ts). With the server stopped this process
 *   takes the folder's lock and copies the folder itself; while a server runs on it (its lock is
 *   held by a live process), the server makes the copy, asked through its ops socket.
 * - PostgreSQL: `pg_dump -Fc`, which reads one consistent snapshot while the servers go on serving.
 */
import fs from 'node:fs';
import path from 'node:path';
import { acquireFolderLock, FolderLockedError } from '../db/folder-lock';
import { writeThroughPartial } from './backup-file';
import { describeTarget, shownPath, type Target } from './backup-target';
import { backupThroughServer } from './ops-client';
import { OpsError } from './ops-error';
import { runPgTool } from './pg-tools';
import { writePgliteBackup } from './pglite-tar-write';

export interface BackupResult {
  bytes: number;
  ms: number;
  /** Who wrote it, for the person reading the output. */
  by: string;
}

/**
 * Copies the folder of a stopped server, holding its lock as a server would; answers the refusal
 * when a live process holds it. Nothing runs on the folder then: a copy of its files is the database
 * as it was left (after a crash, as it was left by the crash, which the restore recovers from).
 */
async function copyStoppedFolder(dataDir: string, partial: string): Promise<number | FolderLockedError> {
  let release: () => void;
  try {
    release = acquireFolderLock(dataDir);
  } catch (err) {
    if (err instanceof FolderLockedError) return err;
    throw err;
  }
  try {
    return await writePgliteBackup(dataDir, partial);
  } finally {
    release();
  }
}

async function backupPglite(dataDir: string, file: string): Promise<Omit<BackupResult, 'ms'>> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new OpsError(
      `There is no embedded database in ${describeTarget({ kind: 'pglite', dataDir })}. Set DATA_DIR to the ` +
        'folder Armada runs on, or DATABASE_URL to back up a PostgreSQL database.',
    );
  }
  return writeThroughPartial(file, async (partial) => {
    const stopped = await copyStoppedFolder(dataDir, partial);
    if (typeof stopped === 'number') return { bytes: stopped, by: 'this process, Armada being stopped' };
    const pid = stopped.pid;
    const asked = await backupThroughServer(dataDir, path.resolve(partial));
    if (!asked.answered) {
      throw new OpsError(
        `The database folder ${shownPath(dataDir)} is in use by process ${pid}, which does not answer on its ` +
          `ops socket (${asked.reason}): it is not a running Armada server (perhaps npm run seed or a restore), ` +
          'or an Armada older than this command. Wait for it to end, or stop it, and run the backup again.',
      );
    }
    if ('error' in asked)
      throw new OpsError(`The running server (process ${pid}) could not write the backup: ${asked.error}`);
    return { bytes: asked.bytes, by: `the running server, process ${pid}` };
  });
}

async function backupPostgres(url: string, file: string): Promise<Omit<BackupResult, 'ms'>> {
  return writeThroughPartial(file, async (partial) => {
    await runPgTool('pg_dump', ['--format=custom', `--file=${partial}`], url);
    return { bytes: fs.statSync(partial).size, by: 'pg_dump --format=custom' };
  });
}

/** Writes a backup of `target` to `file` (which must not exist yet). */
export async function backup(target: Target, file: string): Promise<BackupResult> {
  const started = Date.now();
  const made =
    target.kind === 'pglite'
      ? await backupPglite(target.dataDir, file)
      : await backupPostgres(target.url, file);
  return { ...made, ms: Date.now() - started };
}
