import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

describe('PGlite folder lock', () => {
  it('keeps a second process out with a clear error, and takes over a stale lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-lock-'));
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'armada.lock'), String(other.pid));
      expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError);
      expect(() => acquireFolderLock(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
    await new Promise((r) => other.once('exit', r));
    // The holder is gone: its lock is stale and is taken over.
    const release = acquireFolderLock(dir);
    expect(fs.readFileSync(path.join(dir, 'armada.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'armada.lock'))).toBe(false);
  });
});
