/**
 * PGlite is one PostgreSQL session inside this process: two processes opening the same folder
 * would corrupt it. A lock file holding the owner's pid keeps a second process out, and a clear
 * error says who holds it. A lock left by a process that no longer runs is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${folder} is in use by process ${pid}. Stop that Armada process first, ` +
        'or point DATA_DIR at another folder, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'FolderLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of a folder; returns the function that releases it. */
export function acquireFolderLock(folder: string): () => void {
  const lockFile = path.join(folder, 'armada.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new FolderLockedError(folder, pid);
      }
      // Stale lock of a process that ended without cleaning up.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
