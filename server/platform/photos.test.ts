/**
 * Photos and thumbnails on both storage adapters: the same photo rows served from the local folder
 * and from an S3 bucket (s3rver on the wire), each thumbnail made once even when asked for many
 * times at once, kept under its derived key, and served from there afterwards.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../db/client';
import { setUpDemoApp, t } from '../test/demo-app';
import { photoFile, THUMBNAIL_WIDTH, thumbnailKey } from './photos';
import type { Storage } from './storage';
import { type S3rverForTests, startS3rver } from './storage/s3rver-for-tests';

setUpDemoApp();

let s3: S3rverForTests;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.close());

const EVERYWHERE = { kind: 'all' } as const;

/** A display-check photo of the demo and its stored bytes. */
async function demoPhoto(): Promise<{ key: string; storageKey: string; bytes: Buffer }> {
  const [row] = await rows<{ key: string; storageKey: string }>(
    t.database.db,
    sql`SELECT photo_key AS key, storage_key AS "storageKey" FROM photos WHERE kind = 'CRC' ORDER BY photo_key LIMIT 1`,
  );
  if (!row) throw new Error('no display-check photo in the demo');
  const bytes = await t.storage.get(row.storageKey);
  if (!bytes) throw new Error(`no bytes under ${row.storageKey}`);
  return { ...row, bytes };
}

/** Counts the reads of the photo's own bytes, to show a thumbnail is made from them once. */
function countingReads(storage: Storage, storageKey: string): { storage: Storage; reads: () => number } {
  let reads = 0;
  const counted: Storage = {
    put: (key, body, type) => storage.put(key, body, type),
    get: (key) => {
      if (key === storageKey) reads++;
      return storage.get(key);
    },
    has: (key) => storage.has(key),
    delete: (key) => storage.delete(key),
    describe: () => storage.describe(),
  };
  return { storage: counted, reads: () => reads };
}

describe.each([
  ['the local folder', () => t.storage],
  ['an S3 bucket', () => s3.storage('photos-test')],
])('thumbnails in %s', (_name, open) => {
  it('are made once from the photo, kept under their key and served from there', async () => {
    const photo = await demoPhoto();
    const storage = open();
    await storage.put(photo.storageKey, photo.bytes, 'image/jpeg');
    await storage.delete(thumbnailKey(photo.storageKey));
    const { storage: counted, reads } = countingReads(storage, photo.storageKey);
    const ask = () =>
      photoFile(t.database.db, counted, EVERYWHERE, {
        photoKey: photo.key,
        kinds: ['CRC'],
        size: 'thumbnail',
      });

    const answers = await Promise.all(Array.from({ length: 5 }, ask));
    expect(reads()).toBe(1);
    const first = answers[0]?.body as Buffer;
    for (const answer of answers) expect((answer.body as Buffer).equals(first)).toBe(true);
    expect((await sharp(first).metadata()).width).toBe(THUMBNAIL_WIDTH);
    expect((await storage.get(thumbnailKey(photo.storageKey)))?.equals(first)).toBe(true);

    await ask();
    expect(reads()).toBe(1);
    const full = await photoFile(t.database.db, storage, EVERYWHERE, {
      photoKey: photo.key,
      kinds: ['CRC'],
      size: 'full',
    });
    expect((full.body as Buffer).equals(photo.bytes)).toBe(true);
    expect(full.options.immutable).toBe(true);
  });
});
