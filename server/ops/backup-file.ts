/**
 * The backup file itself: its default name, which kind of database it came from (read from its first
 * bytes, not its name, so that a renamed file is still recognised), and its writing through a
 * `.partial` file renamed at the end, so that a backup cut short never looks like a finished one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BackupKind } from './backup-target';
import { shownPath } from './backup-target';
import { OpsError } from './ops-error';

const EXTENSIONS: Record<BackupKind, string> = { pglite: 'tar', postgres: 'dump' };

/** `backups/armada-<kind>-<YYYYMMDD-HHMMSS>.<ext>`, in local time: the time the person sees. */
export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}-` +
    `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return path.resolve('backups', `armada-${kind}-${stamp}.${EXTENSIONS[kind]}`);
}

/** pg_dump's custom format starts with these bytes. */
const PG_DUMP_MAGIC = 'PGDMP';
/** A tar (POSIX ustar or GNU) has this at byte 257 of its first header. */
const TAR_MAGIC = 'ustar';
const TAR_MAGIC_AT = 257;

/** The kind of database a backup file holds; a clear refusal when it is none of Armada's. */
export function backupKindOf(file: string): BackupKind {
  const head = Buffer.alloc(512);
  let read: number;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      read = fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new OpsError(`The backup file ${shownPath(file)} does not exist.`);
    if (code === 'EISDIR') throw new OpsError(`${shownPath(file)} is a folder, not a backup file.`);
    throw new OpsError(`The backup file ${shownPath(file)} cannot be read (${code ?? String(err)}).`);
  }
  if (read === 0) throw new OpsError(`The backup file ${shownPath(file)} is empty.`);
  if (head.toString('latin1', 0, PG_DUMP_MAGIC.length) === PG_DUMP_MAGIC) return 'postgres';
  if (head.toString('latin1', TAR_MAGIC_AT, TAR_MAGIC_AT + TAR_MAGIC.length) === TAR_MAGIC) return 'pglite';
  throw new OpsError(
    `${shownPath(file)} is not an Armada backup: it is neither an embedded database's backup (a tar file) ` +
      'nor a PostgreSQL one (pg_dump custom format).',
  );
}

/** What a kind of backup is called in messages. */
export const KIND_NAMES: Record<BackupKind, string> = {
  pglite: 'an embedded (PGlite) database',
  postgres: 'a PostgreSQL database',
};

/**
 * Writes a backup to `file` through `write(partial)`: the partial file is renamed to `file` when
 * `write` succeeds and removed when it fails. An existing `file` is never overwritten: it may be
 * the only good backup there is.
 */
export async function writeThroughPartial<T>(
  file: string,
  write: (partial: string) => Promise<T>,
): Promise<T> {
  if (fs.existsSync(file)) {
    throw new OpsError(
      `${shownPath(file)} exists already: name another file (backups are never overwritten).`,
    );
  }
  // A backup holds every user's data and password hash: readable by its owner only.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    const result = await write(partial);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return result;
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GiB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
