/**
 * Reading an embedded database's backup: a tar of its data folder (pglite-tar-write.ts, or PGlite's
 * own dump, which the tests' demo database uses). A restore reads it here rather than handing it to
 * PGlite, for three reasons: the whole file is checked before the target folder is touched (a
 * truncated copy is refused, not half-loaded); Armada's own files in the folder are left out (the
 * lock, whose owner is the process that made the backup, and the ops socket); and nothing is written
 * outside the target folder. The file is read block by block, never whole: a big database's backup
 * need not fit in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { shownPath } from './backup-target';
import { OpsError } from './ops-error';
import { OPS_SOCKET } from './ops-protocol';

/** A tar is made of blocks of this size: a header, then the file's bytes padded to whole blocks. */
export const BLOCK = 512;

interface TarEntry {
  /** The path inside the folder, without a leading slash. */
  name: string;
  type: 'file' | 'dir';
  size: number;
  /** Where its bytes start in the file. */
  dataAt: number;
}

/** Entries of the data folder that belong to the process running on it, not to the database. */
export function isArmadaOwn(name: string): boolean {
  return name === 'armada.lock' || name.startsWith('armada.lock.stale-') || name === OPS_SOCKET;
}

const text = (block: Buffer, from: number, to: number): string => {
  const end = block.indexOf(0, from);
  return block.toString('utf8', from, end >= 0 && end < to ? end : to);
};

function octal(block: Buffer, from: number, to: number): number {
  // Base-256 (the high bit set) holds sizes too big for the octal field.
  if (((block[from] ?? 0) & 0x80) !== 0) {
    let value = 0;
    for (let i = from + 1; i < to; i++) value = value * 256 + (block[i] ?? 0);
    return value;
  }
  const digits = text(block, from, to).trim();
  return digits === '' ? 0 : Number.parseInt(digits, 8);
}

/** A header's checksum: the sum of its bytes, the checksum field counted as spaces. */
function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
  return sum;
}

/** `/base/1/1259` or `./base/1/1259` as `base/1/1259`; refused when it would leave the folder. */
function entryName(raw: string, file: string): string {
  const name = raw.replace(/^(\.?\/)+/, '').replace(/\/+$/, '');
  if (name.split('/').some((part) => part === '..') || path.isAbsolute(name)) {
    throw new OpsError(
      `${shownPath(file)} names a path outside the database folder: it is not an Armada backup.`,
    );
  }
  return name;
}

const truncated = (file: string) =>
  new OpsError(
    `${shownPath(file)} is truncated: it ends before the last file of the database. ` +
      'It was not copied completely; use another copy of the backup.',
  );

/** Each entry of the tar, its header checked; throws when the file ends early or a header is damaged. */
function* entriesOf(fd: number, file: string): Generator<TarEntry> {
  const size = fs.fstatSync(fd).size;
  const block = Buffer.alloc(BLOCK);
  let at = 0;
  for (;;) {
    if (fs.readSync(fd, block, 0, BLOCK, at) < BLOCK) throw truncated(file);
    if (block.every((b) => b === 0)) return;
    if (octal(block, 148, 156) !== checksumOf(block)) {
      throw new OpsError(
        `${shownPath(file)} is damaged (a header at byte ${at} does not match its checksum).`,
      );
    }
    // POSIX ustar ("ustar\0") splits long paths into a prefix; GNU tar ("ustar ") uses those bytes otherwise.
    const prefix = block[262] === 0 ? text(block, 345, 500) : '';
    const raw = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const length = octal(block, 124, 136);
    const flag = String.fromCharCode(block[156] ?? 0);
    const dataAt = at + BLOCK;
    if (dataAt + length > size) throw truncated(file);
    const name = entryName(raw, file);
    if (flag === '0' || flag === '\0') yield { name, type: 'file', size: length, dataAt };
    else if (flag === '5') yield { name, type: 'dir', size: 0, dataAt };
    else
      throw new OpsError(
        `${shownPath(file)} holds an entry of type '${flag}', which an Armada backup never has.`,
      );
    at = dataAt + Math.ceil(length / BLOCK) * BLOCK;
  }
}

function withFile<T>(file: string, work: (fd: number) => T): T {
  const fd = fs.openSync(file, 'r');
  try {
    return work(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Reads the whole tar's headers: complete, undamaged, and a PostgreSQL data folder. */
export function checkPgliteBackup(file: string): void {
  const names = withFile(file, (fd) => [...entriesOf(fd, file)].map((e) => e.name));
  if (!names.includes('PG_VERSION')) {
    throw new OpsError(
      `${shownPath(file)} is a tar file but not an embedded database's backup (no PG_VERSION in it).`,
    );
  }
}

/** Writes the database's files of the tar into `dir` (which must exist and be empty). */
export function extractPgliteBackup(file: string, dir: string): void {
  const buffer = Buffer.alloc(1024 * 1024);
  withFile(file, (fd) => {
    for (const entry of entriesOf(fd, file)) {
      if (entry.name === '' || isArmadaOwn(entry.name)) continue;
      const target = path.join(dir, entry.name);
      if (entry.type === 'dir') {
        fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const out = fs.openSync(target, 'wx', 0o600);
      try {
        for (let done = 0; done < entry.size; ) {
          const read = fs.readSync(
            fd,
            buffer,
            0,
            Math.min(buffer.length, entry.size - done),
            entry.dataAt + done,
          );
          if (read === 0) throw truncated(file);
          fs.writeSync(out, buffer, 0, read);
          done += read;
        }
      } finally {
        fs.closeSync(out);
      }
    }
  });
}
