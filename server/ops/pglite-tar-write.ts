/**
 * Writing an embedded database's backup: its data folder as one tar file, the layout of PGlite's own
 * dump (so `openDatabase({ loadFrom })` starts a database from it too), streamed file by file.
 * PGlite's dump builds the whole tar in memory, several times the folder's size, and Node cannot
 * hold one buffer of over 4 GiB on Node 20: the folder of the scale-2000 demo data is 6.3 GB.
 *
 * Two ways (the order of each is the one PostgreSQL's base backup relies on):
 * - stopped: nothing writes to the folder (its lock is held, no server runs). The control file
 *   first, the write-ahead log last.
 * - online: the running server goes on writing while the files are read, between
 *   `pg_backup_start` and `pg_backup_stop` (`OnlineCopy`). The data files first, the control file
 *   after them, then the backup label the stop answers, then the log, which now covers every change
 *   a data file caught while it was read: the restored folder replays it from the label's checkpoint.
 */
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BLOCK, isArmadaOwn } from './pglite-tar-read';

/** The control file, read first: where recovery of the restored folder starts. */
const CONTROL = 'global/pg_control';
const WAL = 'pg_wal';
/** The file the stop of an online backup answers, which starts the restored folder's recovery there. */
const LABEL = 'backup_label';
const TABLESPACE_MAP = 'tablespace_map';
/** What PostgreSQL's base backup leaves out too: the running server's own marks. */
const RUNTIME = new Set(['postmaster.pid', 'postmaster.opts']);

function field(header: Buffer, at: number, length: number, text: string): void {
  header.write(text, at, Math.min(length, Buffer.byteLength(text)), 'utf8');
}

function octalField(header: Buffer, at: number, length: number, value: number): void {
  const digits = value.toString(8);
  if (digits.length < length) {
    field(header, at, length, `${digits.padStart(length - 1, '0')}\0`);
    return;
  }
  // Too big for the octal digits: base-256, the high bit of the first byte set.
  header[at] = 0x80;
  let rest = value;
  for (let i = at + length - 1; i > at; i--) {
    header[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
}

/** A ustar header; names are written as PGlite writes them, from the folder's root ("/base/1/1259"). */
function headerOf(name: string, type: 'file' | 'dir', mode: number, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const full = `/${name}`;
  let prefix = '';
  let base = full;
  if (Buffer.byteLength(full) > 100) {
    // ustar splits a long path at a slash: up to 155 bytes before it, up to 100 after.
    const cut = full.lastIndexOf('/', 155);
    prefix = full.slice(0, cut);
    base = full.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(base) > 100) throw new Error(`a path too long for a backup: ${name}`);
  }
  field(header, 0, 100, base);
  octalField(header, 100, 8, mode & 0o7777);
  octalField(header, 108, 8, 0);
  octalField(header, 116, 8, 0);
  octalField(header, 124, 12, size);
  octalField(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header[156] = (type === 'dir' ? '5' : '0').charCodeAt(0);
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  field(header, 345, 155, prefix);
  // The checksum is counted with its own field as spaces.
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return header;
}

class TarWriter {
  bytes = 0;
  readonly #buffer = Buffer.alloc(1024 * 1024);
  readonly #written = new Set<string>();

  constructor(
    readonly out: fs.FileHandle,
    readonly root: string,
  ) {}

  async #write(data: Buffer, length = data.length): Promise<void> {
    await this.out.write(data, 0, length);
    this.bytes += length;
  }

  async dir(name: string): Promise<void> {
    if (this.#written.has(name)) return;
    this.#written.add(name);
    const stat = await fs.stat(path.join(this.root, name));
    await this.#write(headerOf(name, 'dir', stat.mode, 0, stat.mtime));
  }

  async file(name: string): Promise<void> {
    if (this.#written.has(name)) return;
    this.#written.add(name);
    const input = await fs.open(path.join(this.root, name), 'r');
    try {
      const stat = await input.stat();
      await this.#write(headerOf(name, 'file', stat.mode, stat.size, stat.mtime));
      for (let done = 0; done < stat.size; ) {
        const { bytesRead } = await input.read(
          this.#buffer,
          0,
          Math.min(this.#buffer.length, stat.size - done),
          done,
        );
        if (bytesRead === 0) throw new Error(`${name} shrank while it was being copied`);
        await this.#write(this.#buffer, bytesRead);
        done += bytesRead;
      }
      const padding = (BLOCK - (stat.size % BLOCK)) % BLOCK;
      if (padding > 0) await this.#write(Buffer.alloc(padding));
    } finally {
      await input.close();
    }
  }

  /** A file of the given text, which the folder does not hold (the backup label). */
  async content(name: string, text: string): Promise<void> {
    const data = Buffer.from(text, 'utf8');
    await this.#write(headerOf(name, 'file', 0o600, data.length, new Date()));
    await this.#write(data);
    const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (padding > 0) await this.#write(Buffer.alloc(padding));
  }

  /** A folder and everything under it, but what `skip` names; folders before their contents. */
  async tree(name: string, skip: (name: string) => boolean): Promise<void> {
    if (name !== '') await this.dir(name);
    const entries: Dirent[] = await fs.readdir(path.join(this.root, name), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = name === '' ? entry.name : `${name}/${entry.name}`;
      if (skip(child)) continue;
      // A PGlite folder holds files and folders only; a socket (Armada's own) or the like is no data.
      if (entry.isDirectory()) await this.tree(child, skip);
      else if (entry.isFile()) await this.file(child);
    }
  }

  async end(): Promise<void> {
    await this.#write(Buffer.alloc(2 * BLOCK));
  }
}

/** What `pg_backup_stop` answers: the label, and the tablespace map (empty: Armada makes none). */
export interface BackupStop {
  labelfile: string;
  spcmapfile: string | null;
}

/** An online copy: the server's database runs on; `stop` ends the backup it started. */
export interface OnlineCopy {
  stop(): Promise<BackupStop>;
  /** Runs once the data files are read, before the stop (a test writes there, as users would). */
  afterDataFiles?: () => Promise<void>;
}

/** The log segment the label starts from: '... (file 00000001000000000000000B)'. */
function startSegmentOf(label: string): string | undefined {
  return /^START WAL LOCATION: .* \(file ([0-9A-F]{24})\)$/m.exec(label)?.[1];
}

/**
 * Writes the data folder `dataDir` to `file` as one tar; answers its size in bytes. Without
 * `online`, nothing may write to the folder meanwhile.
 */
export async function writePgliteBackup(dataDir: string, file: string, online?: OnlineCopy): Promise<number> {
  const out = await fs.open(file, 'wx', 0o600);
  try {
    const tar = new TarWriter(out, dataDir);
    const own = (name: string) => isArmadaOwn(name) || RUNTIME.has(name);
    if (!online) {
      await tar.dir(path.dirname(CONTROL));
      await tar.file(CONTROL);
      await tar.tree('', (name) => own(name) || name === WAL);
    } else {
      await tar.tree('', (name) => own(name) || name === WAL || name === CONTROL || name === LABEL);
      await online.afterDataFiles?.();
      await tar.file(CONTROL);
      const stop = await online.stop();
      const start = startSegmentOf(stop.labelfile);
      // The log from the label's start on must be there to be copied, or the copy restores nothing.
      if (!start || !(await fs.stat(path.join(dataDir, WAL, start)).catch(() => undefined)))
        throw new Error(`the write-ahead log the backup starts from (${start ?? '?'}) is gone`);
      await tar.content(LABEL, stop.labelfile);
      if (stop.spcmapfile) await tar.content(TABLESPACE_MAP, stop.spcmapfile);
    }
    await tar.tree(WAL, () => false);
    await tar.end();
    return tar.bytes;
  } finally {
    await out.close();
  }
}
