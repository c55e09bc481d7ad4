/**
 * The one object-storage interface of Armada: photos of location scans, display-check photos and
 * promotion images live behind it, in a local folder by default or in any S3-compatible store. The
 * database keeps only keys.
 *
 * Keys are checked here, once, for every adapter: a key is a relative path of plain segments, so
 * the same key names the same object in a folder and in a bucket, and no key can leave the folder
 * or reach another prefix of the bucket. Content is stored under the SHA-256 of its bytes, so the
 * same photo sent twice is stored once and a key never names two different contents.
 */
import { createHash } from 'node:crypto';

export interface Storage {
  /** Stores bytes under a key; a second put of the same key replaces it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or undefined when nothing is stored there. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Where it stores, for logs and health (folder path or s3://bucket), no secrets. */
  describe(): string;
}

export const MAX_STORAGE_KEY_LENGTH = 300;

const KEY_CHARACTERS = /^[A-Za-z0-9._/-]+$/;

/**
 * Refuses a key that is not a plain relative path: empty, longer than 300 characters, a character
 * outside [A-Za-z0-9._/-] (so no backslash, NUL, space or colon), a leading '/', or an empty, '.'
 * or '..' segment. A key therefore has one spelling: 'a//b' and 'a/./b' are refused rather than
 * meaning 'a/b' in a folder and something else in a bucket.
 */
export function assertStorageKey(key: string): void {
  const shown = JSON.stringify(key.slice(0, 60));
  if (key.length === 0) throw new Error('A storage key must not be empty.');
  if (key.length > MAX_STORAGE_KEY_LENGTH) {
    throw new Error(`A storage key must be at most ${MAX_STORAGE_KEY_LENGTH} characters: ${shown}…`);
  }
  if (!KEY_CHARACTERS.test(key)) {
    throw new Error(`A storage key may hold only letters, digits and . _ / -: ${shown}`);
  }
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(`A storage key must be a relative path without empty, '.' or '..' parts: ${shown}`);
    }
  }
}

/**
 * The content-addressed key of some bytes: 'sha256/ab/<64 hex>.<ext>', the two first hex digits
 * as a folder so that no folder holds more than a 256th of the files.
 */
export function contentKey(body: Buffer, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(ext)) {
    throw new Error(
      `A content key extension must be 1 to 10 letters or digits: ${JSON.stringify(extension)}`,
    );
  }
  const hex = createHash('sha256').update(body).digest('hex');
  return `sha256/${hex.slice(0, 2)}/${hex}.${ext}`;
}
