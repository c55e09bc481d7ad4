import jpeg from 'jpeg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPhotos, encodeJpeg, PHOTO_HEIGHT, PHOTO_WIDTH, reusesJpegEncoder } from './demo-photos';

const SEED = 20261125;

describe('demo photos', () => {
  let photos: { near: Buffer[]; far: Buffer[] };
  let all: Buffer[];
  beforeAll(() => {
    photos = demoPhotos(48, SEED);
    all = [...photos.near, ...photos.far];
  });

  it('makes as many near and far photos as asked for, with one JPEG encoder for all', () => {
    expect(photos.near).toHaveLength(48);
    expect(photos.far).toHaveLength(48);
    // What keeps the seed fast (about 0.4 s for these): the encoder's tables are built once.
    expect(reusesJpegEncoder()).toBe(true);
  });

  it('makes real JPEGs of 320x240 and at most 40 KB', () => {
    for (const photo of all) {
      expect(photo.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(photo.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      const image = jpeg.decode(photo, { useTArray: true });
      expect([image.width, image.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
      expect(photo.length).toBeGreaterThan(4_000);
      expect(photo.length).toBeLessThan(40_000);
    }
  });

  it('gives the same bytes for the same seed, whatever the count', () => {
    const again = demoPhotos(5, SEED);
    for (let i = 0; i < 5; i++) {
      expect(again.near[i]?.equals(photos.near[i] as Buffer)).toBe(true);
      expect(again.far[i]?.equals(photos.far[i] as Buffer)).toBe(true);
    }
  });

  it('gives every index, and another seed, photos of their own', () => {
    const distinct = new Set(all.map((photo) => photo.toString('base64')));
    expect(distinct.size).toBe(all.length);
    const other = demoPhotos(2, SEED + 1);
    expect(other.near[0]?.equals(photos.near[0] as Buffer)).toBe(false);
    expect(other.far[1]?.equals(photos.far[1] as Buffer)).toBe(false);
  });

  it('encodes byte for byte as jpeg-js does, with one encoder for all photos', () => {
    const image = jpeg.decode(photos.near[3] as Buffer);
    expect(encodeJpeg(image).equals(jpeg.encode(image, 70).data)).toBe(true);
    expect(encodeJpeg(image, 90).equals(jpeg.encode(image, 90).data)).toBe(true);
    // And back to the default quality after another.
    expect(encodeJpeg(image).equals(jpeg.encode(image, 70).data)).toBe(true);
  });
});
