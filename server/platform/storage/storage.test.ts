/**
 * One behaviour suite, run against the local folder and against S3 through a real S3-protocol
 * server (s3rver on a loopback port): both adapters must answer the same way, and the S3 one is
 * tested on the wire, not against a mocked SDK.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { type S3rverForTests, startS3rver, TEST_BUCKET } from './s3rver-for-tests';
import { assertStorageKey, contentKey, type Storage } from './storage';

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `armada-${name}-`));

/** Every byte value, so that no encoding step can pass unnoticed. */
const binary = Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 7) % 256));

const HOSTILE_KEYS = [
  '../x',
  '/etc/passwd',
  'a\\b',
  'a/../../b',
  'a\u0000b',
  '',
  '..',
  './a',
  'a//b',
  'a/',
  'a b',
  'C:x',
  'x'.repeat(301),
];

function behaviour(name: string, open: () => Storage) {
  describe(name, () => {
    let storage: Storage;
    beforeAll(() => {
      storage = open();
    });

    it('gives back the exact binary bytes it stored', async () => {
      await storage.put('photos/round-trip.bin', binary, 'application/octet-stream');
      expect(await storage.get('photos/round-trip.bin')).toEqual(binary);
      expect(await storage.has('photos/round-trip.bin')).toBe(true);
    });

    it('stores an empty body', async () => {
      await storage.put('empty.bin', Buffer.alloc(0), 'application/octet-stream');
      expect(await storage.get('empty.bin')).toEqual(Buffer.alloc(0));
      expect(await storage.has('empty.bin')).toBe(true);
    });

    it('replaces the bytes on a second put of the same key', async () => {
      await storage.put('replace/me.txt', Buffer.from('first, and longer'), 'text/plain');
      await storage.put('replace/me.txt', Buffer.from('second'), 'text/plain');
      expect((await storage.get('replace/me.txt'))?.toString()).toBe('second');
    });

    it('answers undefined and false for a key that holds nothing, and deletes', async () => {
      expect(await storage.get('nothing/here.jpg')).toBeUndefined();
      expect(await storage.has('nothing/here.jpg')).toBe(false);
      await storage.put('gone/soon.jpg', binary, 'image/jpeg');
      await storage.delete('gone/soon.jpg');
      expect(await storage.get('gone/soon.jpg')).toBeUndefined();
      expect(await storage.has('gone/soon.jpg')).toBe(false);
      // Deleting what is not there succeeds.
      await storage.delete('gone/soon.jpg');
      await storage.delete('never/was.jpg');
    });

    it('reads a folder-like prefix of stored keys as nothing stored there', async () => {
      await storage.put('deep/folder/file.txt', Buffer.from('x'), 'text/plain');
      expect(await storage.get('deep/folder')).toBeUndefined();
      expect(await storage.has('deep/folder')).toBe(false);
      expect(await storage.get('deep/folder/file.txt/more')).toBeUndefined();
    });

    it('stores content under its content key once', async () => {
      const key = contentKey(binary, 'jpg');
      await storage.put(key, binary, 'image/jpeg');
      await storage.put(contentKey(Buffer.from(binary), 'jpg'), Buffer.from(binary), 'image/jpeg');
      expect(await storage.get(key)).toEqual(binary);
    });

    it('refuses hostile keys in every operation', async () => {
      for (const key of HOSTILE_KEYS) {
        await expect(storage.put(key, binary, 'image/jpeg'), key).rejects.toThrow(/storage key/);
        await expect(storage.get(key), key).rejects.toThrow(/storage key/);
        await expect(storage.has(key), key).rejects.toThrow(/storage key/);
        await expect(storage.delete(key), key).rejects.toThrow(/storage key/);
      }
    });

    it('describes where it stores without secrets', () => {
      expect(storage.describe()).not.toMatch(/S3RVER/);
    });
  });
}

describe('storage keys', () => {
  it('names content by its SHA-256, stable and equal for equal bytes', () => {
    const key = contentKey(Buffer.from('hello'), 'jpg');
    expect(key).toBe('sha256/2c/2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824.jpg');
    expect(contentKey(Buffer.from('hello'), '.JPG')).toBe(key);
    expect(contentKey(Buffer.from('hello!'), 'jpg')).not.toBe(key);
    expect(contentKey(Buffer.from('hello'), 'png')).not.toBe(key);
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it('refuses an extension that is not a few letters or digits', () => {
    for (const ext of ['', 'j/pg', '../x', 'a.b', 'x'.repeat(11)]) {
      expect(() => contentKey(Buffer.from('x'), ext), ext).toThrow(/extension/);
    }
  });

  it('accepts plain relative paths and refuses everything else with a plain Error', () => {
    for (const key of ['a', 'a/b.c', 'promo-images/2026_01/x.PNG', '.hidden', 'a/..b/c..', 'x'.repeat(300)]) {
      expect(() => assertStorageKey(key), key).not.toThrow();
    }
    for (const key of HOSTILE_KEYS) {
      expect(() => assertStorageKey(key), JSON.stringify(key)).toThrow(Error);
    }
  });
});

/** The storage folder sits alone in a folder of its own, so that anything written beside it shows. */
const outside = tempDir('storage');
const localFolder = path.join(outside, 'store');
const passwdBefore = fs.readFileSync('/etc/passwd');

behaviour('local folder storage', () => new LocalStorage(localFolder));

describe('local folder storage on disk', () => {
  const storage = new LocalStorage(localFolder);

  it('keeps its files inside the folder, with no temporary file left behind', async () => {
    await storage.put('disk/check.jpg', binary, 'image/jpeg');
    expect(fs.readFileSync(path.join(localFolder, 'disk', 'check.jpg'))).toEqual(binary);
    expect(fs.readdirSync(path.join(localFolder, 'disk'))).toEqual(['check.jpg']);
    expect(storage.describe()).toBe(localFolder);
  });

  it('wrote nothing outside its folder, whatever the keys tried', async () => {
    for (const key of HOSTILE_KEYS) await storage.put(key, binary, 'image/jpeg').catch(() => undefined);
    expect(fs.readdirSync(outside)).toEqual(['store']);
    expect(fs.readFileSync('/etc/passwd')).toEqual(passwdBefore);
  });

  it('refuses a resolved path outside the folder even for a key that passes the check', () => {
    // The folder's own path is no file of a key.
    expect(() => storage.fileOf('.')).toThrow(/storage key/);
    expect(storage.fileOf('a/b.jpg')).toBe(path.join(localFolder, 'a', 'b.jpg'));
  });

  it('replaces a file whole: concurrent puts of one key leave one of the bodies', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i));
    await Promise.all(bodies.map((body) => storage.put('race/one.bin', body, 'application/octet-stream')));
    const stored = await storage.get('race/one.bin');
    expect(bodies.some((body) => stored?.equals(body))).toBe(true);
    expect(fs.readdirSync(path.join(localFolder, 'race'))).toEqual(['one.bin']);
  });
});

let s3: S3rverForTests;
let endpoint = '';

beforeAll(async () => {
  s3 = await startS3rver();
  endpoint = s3.endpoint;
});

afterAll(() => s3.close());

const BUCKET = TEST_BUCKET;
const s3Storage = (prefix: string, bucket = BUCKET) => s3.storage(prefix, bucket);

behaviour('S3 storage (s3rver)', () => s3Storage(''));
behaviour('S3 storage under a prefix (s3rver)', () => s3Storage('armada/photos'));

describe('S3 storage specifics', () => {
  it('keeps prefixes apart and says where it stores', async () => {
    const root = s3Storage('');
    const prefixed = s3Storage('/tenant-a/');
    await prefixed.put('shared/key.txt', Buffer.from('a'), 'text/plain');
    expect(await root.get('tenant-a/shared/key.txt')).toEqual(Buffer.from('a'));
    expect(await root.has('shared/key.txt')).toBe(false);
    expect(prefixed.describe()).toBe(`s3://${BUCKET}/tenant-a at ${endpoint}`);
    expect(root.describe()).toBe(`s3://${BUCKET} at ${endpoint}`);
  });

  it('refuses a hostile prefix and half a pair of credentials', () => {
    expect(
      () => new S3Storage({ bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, prefix: '../other' }),
    ).toThrow(/storage key/);
    expect(
      () =>
        new S3Storage({
          bucket: BUCKET,
          region: 'us-east-1',
          forcePathStyle: true,
          accessKeyId: 'S3RVER',
          prefix: '',
        }),
    ).toThrow(/together/);
  });

  it('names a missing bucket instead of reading it as a missing object', async () => {
    const missing = s3Storage('', 'no-such-bucket');
    await expect(missing.get('a.txt')).rejects.toThrow();
    await expect(missing.put('a.txt', Buffer.from('a'), 'text/plain')).rejects.toThrow();
  });
});
