/**
 * PGlite is one PostgreSQL session inside this process: two processes opening the same folder
 * would corrupt it. A lock file names its owner, and a clear error says who holds it.
 *
 * A pid alone does not name a process for long: after a kill -9 and a reboot, or in a container
 * where the server is always pid 1, the pid of a dead owner belongs to another live process, and a
 * killed owner stays a zombie until its parent reaps it. So the lock holds the owner's pid, its
 * start time and the boot it ran in, and the owner is alive only when a running (not zombie)
 * process has that pid and that start time in this boot. A lock of a crashed Armada is then taken
 * over at the next start, and a live Armada's lock always refuses it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/** What a lock file holds. `started` and `boot` are absent where the system cannot tell them. */
export interface LockOwner {
  pid: number;
  /** The process's start, as the system gives it (clock ticks after boot on Linux). */
  started?: string;
  /** The boot the process ran in (Linux's boot id). */
  boot?: string;
  /** Makes each lock's text unique, so that a takeover can tell which lock it moved. */
  nonce?: string;
}

/** A process as the system shows it: gone (or a zombie, which holds nothing), or running. */
type Seen = { running: false } | { running: true; started: string | undefined };

/** Linux: /proc/<pid>/stat gives the state (Z: killed, not yet reaped) and the start time. */
function seenInProc(pid: number): Seen | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return { running: false };
  }
  // The command name in parentheses may hold spaces: fields are counted after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const state = fields[0] ?? '';
  if (state === 'Z' || state === 'X' || state === 'x') return { running: false };
  return { running: true, started: fields[19] };
}

/** macOS and the BSDs: ps gives the state and the start time; undefined when there is no ps. */
function seenByPs(pid: number): Seen | undefined {
  try {
    const out = execFileSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (out === '') return { running: false };
    const [state = '', ...start] = out.split(/\s+/);
    if (state.startsWith('Z')) return { running: false };
    return { running: true, started: start.join(' ') };
  } catch (err) {
    // ps exits with 1 when no process has the pid.
    return (err as { status?: number }).status === 1 ? { running: false } : undefined;
  }
}

/** Elsewhere: a signal 0 says whether the pid runs, not which process has it. */
function seenBySignal(pid: number): Seen {
  try {
    process.kill(pid, 0);
    return { running: true, started: undefined };
  } catch (err) {
    return { running: (err as NodeJS.ErrnoException).code === 'EPERM', started: undefined };
  }
}

const seen = (pid: number): Seen => seenInProc(pid) ?? seenByPs(pid) ?? seenBySignal(pid);

function currentBoot(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The lock record of a running process (this one, when it takes a lock). */
export function lockOwnerOf(pid: number): LockOwner {
  const now = seen(pid);
  const started = now.running ? now.started : undefined;
  const boot = currentBoot();
  return { pid, ...(started ? { started } : {}), ...(boot ? { boot } : {}) };
}

/** Reads a lock file's owner: the JSON record, or a bare pid written by an older Armada. */
function parseOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return {
      pid: value.pid as number,
      ...(typeof value.started === 'string' ? { started: value.started } : {}),
      ...(typeof value.boot === 'string' ? { boot: value.boot } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the lock's owner still runs: a running process with its pid and, where both are known,
 * its start time, in the same boot. Without a start time (an older lock, a system that cannot
 * tell) a running pid counts as the owner: refusing wrongly is safer than opening twice.
 */
export function ownerIsAlive(owner: LockOwner): boolean {
  const boot = currentBoot();
  if (owner.boot !== undefined && boot !== undefined && owner.boot !== boot) return false;
  const now = seen(owner.pid);
  if (!now.running) return false;
  if (owner.started !== undefined && now.started !== undefined) return owner.started === now.started;
  return true;
}

/** Waits without giving up the thread: the lock is taken before anything else runs. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readLock(lockFile: string): string | undefined {
  try {
    return fs.readFileSync(lockFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Moves a stale lock aside, unless another process took it over since it was read: then its new
 * lock is put back. Answers whether the stale lock is gone.
 */
function removeStale(lockFile: string, staleText: string): boolean {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
  if (fs.readFileSync(aside, 'utf8') === staleText) {
    fs.rmSync(aside, { force: true });
    return true;
  }
  fs.renameSync(aside, lockFile);
  return false;
}

/** Takes the lock of a folder; returns the function that releases it. */
export function acquireFolderLock(folder: string): () => void {
  const lockFile = path.join(folder, 'armada.lock');
  const text = JSON.stringify({ ...lockOwnerOf(process.pid), nonce: randomBytes(8).toString('hex') });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      try {
        fs.writeSync(fd, text);
      } finally {
        fs.closeSync(fd);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Only this process's own lock: never one another process took over meanwhile.
        if (readLock(lockFile) === text) fs.rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let held = readLock(lockFile);
    if (held === undefined) continue;
    let owner = parseOwner(held);
    if (owner === undefined) {
      // Perhaps created a moment ago and not written yet: look again before calling it broken.
      pause(100);
      held = readLock(lockFile);
      if (held === undefined) continue;
      owner = parseOwner(held);
    }
    if (owner !== undefined && ownerIsAlive(owner)) throw new FolderLockedError(folder, owner.pid);
    // A lock of a process that has ended (crashed, killed, or from before a reboot), or unreadable.
    removeStale(lockFile, held);
  }
  throw new Error(`Could not lock ${folder}`);
}
