/**
 * Storage in a local folder, the default: `npm start` needs no object store. A key is a file path
 * under the folder.
 *
 * A put writes a temporary file beside the target, flushes it to disk and renames it over the
 * target, so a reader sees the old bytes or the new ones, never half a file, and a crash leaves at
 * most a stray '.…tmp' file. Besides the key check, the resolved path must lie inside the folder.
 * Symbolic links inside the folder are followed: only whoever runs the server can place them (to
 * put a part of the folder on another disk, say); no key can create one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type Storage } from './storage';

/** Errors that mean "no file under this key": none, a file where a folder would be, or a folder. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

const isAbsent = (err: unknown) => ABSENT.has((err as NodeJS.ErrnoException).code ?? '');

export class LocalStorage implements Storage {
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  /** The file of a key, refused unless it lies strictly inside the folder. */
  fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    const relative = path.relative(this.root, file);
    if (
      relative === '' ||
      relative === '..' ||
      relative.startsWith(`..${path.sep}`) ||
      path.isAbsolute(relative)
    ) {
      throw new Error(`The storage key ${JSON.stringify(key)} leaves the storage folder.`);
    }
    return file;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.fileOf(key);
    const dir = path.dirname(file);
    await fs.mkdir(dir, { recursive: true });
    const temp = path.join(
      dir,
      `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      const handle = await fs.open(temp, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, file);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.fileOf(key);
    try {
      return await fs.readFile(file);
    } catch (err) {
      if (isAbsent(err)) return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    const file = this.fileOf(key);
    try {
      return (await fs.stat(file)).isFile();
    } catch (err) {
      if (isAbsent(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    try {
      await fs.unlink(file);
    } catch (err) {
      if (!isAbsent(err)) throw err;
    }
  }

  describe(): string {
    return this.root;
  }
}
