import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError, lockOwnerOf } from './folder-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const linux = fs.existsSync('/proc/self/stat');

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function freshFolder(): { dir: string; lockFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-lock-'));
  return { dir, lockFile: path.join(dir, 'armada.lock') };
}

/** A live process that is not Armada. */
function otherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

/** The first line a child writes. */
function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] as string);
    });
    child.once('exit', () => reject(new Error(`exited before writing a line: ${out}`)));
  });
}

describe('PGlite folder lock', () => {
  it('keeps a second process out with a clear error while its owner runs', async () => {
    const { dir, lockFile } = freshFolder();
    const owner = otherProcess();
    // The lock as that process would have written it.
    fs.writeFileSync(lockFile, JSON.stringify(lockOwnerOf(owner.pid as number)));
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(dir)).toThrow(/in use by process/);
    owner.kill();
    await exited(owner);
    // The owner is gone: its lock is stale and is taken over.
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to a live unrelated process', () => {
    const { dir, lockFile } = freshFolder();
    const unrelated = otherProcess();
    // The pid of a crashed Armada, reused by a process that started later.
    const crashed = { ...lockOwnerOf(unrelated.pid as number), started: '1' };
    fs.writeFileSync(lockFile, JSON.stringify(crashed));
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it.runIf(linux)(
    'takes over the lock of a process of an earlier boot, even with a live pid and start',
    () => {
      const { dir, lockFile } = freshFolder();
      const live = otherProcess();
      const beforeReboot = { ...lockOwnerOf(live.pid as number), boot: 'an-earlier-boot' };
      fs.writeFileSync(lockFile, JSON.stringify(beforeReboot));
      acquireFolderLock(dir)();
    },
  );

  it.runIf(linux)('takes over the lock of this very pid in an earlier life (a container’s pid 1)', () => {
    const { dir, lockFile } = freshFolder();
    const earlierLife = { ...lockOwnerOf(process.pid), started: 'long-ago' };
    fs.writeFileSync(lockFile, JSON.stringify(earlierLife));
    acquireFolderLock(dir)();
  });

  it('refuses a second lock of the same folder by this process: one process, one open database', () => {
    const { dir } = freshFolder();
    const first = acquireFolderLock(dir);
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
    first();
    acquireFolderLock(dir)();
  });

  it.runIf(linux)('takes over the lock of a killed owner that is not reaped yet (a zombie)', async () => {
    const { dir, lockFile } = freshFolder();
    // The shell becomes `sleep`, which never reaps the child it inherits: that child stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(parent);
    const zombie = Number(await firstLine(parent));
    const stat = () => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8');
    for (let i = 0; i < 50 && !/\) Z /.test(stat()); i++) await new Promise((r) => setTimeout(r, 20));
    expect(stat()).toMatch(/\) Z /);
    // Its lock, with its real pid, start time and boot: only its state says it is dead.
    const started = stat()
      .slice(stat().lastIndexOf(')') + 2)
      .split(' ')[19];
    fs.writeFileSync(lockFile, JSON.stringify({ ...lockOwnerOf(process.pid), pid: zombie, started }));
    acquireFolderLock(dir)();
  });

  it('lets the next start in at once after an Armada holding the lock is killed with SIGKILL, reaped or not', async () => {
    const { dir, lockFile } = freshFolder();
    const script = `import('${path.join(here, 'folder-lock.ts')}').then((m) => { m.acquireFolderLock(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 60000); })`;
    const armada = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(armada);
    expect(await firstLine(armada)).toBe('locked');
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
    armada.kill('SIGKILL');
    const pid = armada.pid as number;
    if (linux) {
      // Waited for without yielding to the event loop, so Node cannot reap the child meanwhile: it
      // is dead and not reaped (a zombie) when the lock is taken.
      const dead = () =>
        !fs.existsSync(`/proc/${pid}/stat`) || / Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      for (let i = 0; i < 500 && !dead(); i++)
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    } else {
      await exited(armada);
    }
    const release = acquireFolderLock(dir);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('keeps a lock file written by an older Armada (a bare pid) while that pid runs', async () => {
    const { dir, lockFile } = freshFolder();
    const owner = otherProcess();
    fs.writeFileSync(lockFile, String(owner.pid));
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
    owner.kill();
    await exited(owner);
    acquireFolderLock(dir)();
  });

  it('removes only its own lock when released', () => {
    const { dir, lockFile } = freshFolder();
    const release = acquireFolderLock(dir);
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 999999, started: 'another' }));
    release();
    expect(fs.existsSync(lockFile)).toBe(true);
  });
});
