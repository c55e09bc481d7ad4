/**
 * What is kept of an image a user sends (storableImage): the image the server decoded, encoded
 * again. Real crafted files: a JPEG with an HTML page or a ZIP archive after its end, one with a
 * `<script>` in a comment and in its EXIF, a PNG with a text chunk and a tail. None of the crafted
 * bytes is kept; the image decodes to the same size and colour, and its orientation is kept.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { solidJpeg } from '../test/solid-jpeg';
import { STORED_IMAGE_MAX_PIXELS, storableImage } from './photos';

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

/** A ZIP archive of one stored file: local header, data, central directory, end record. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const sum = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(sum, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(sum, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const entryLength = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(entryLength, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** A JPEG with a comment segment (FF FE) right after its start. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/** The markers of a JPEG's segments before its scan (APPn, COM, DQT …). */
function segmentMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

/** The mean of each channel: the same picture gives the same means, within a re-encoding's loss. */
async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

const FORBIDDEN = ['<script', '<html', 'alert(', 'PK\u0003\u0004', 'PK\u0005\u0006', 'secret.txt'];

function expectClean(stored: Buffer): void {
  const text = stored.toString('latin1');
  for (const word of FORBIDDEN) expect(text, word).not.toContain(word);
}

describe('storableImage', () => {
  it('keeps a JPEG cut at its end: no HTML page or ZIP archive after it', async () => {
    const jpeg = await solidJpeg(640, 480, '#c0392b');
    const zip = zipOf('secret.txt', HTML);
    for (const sent of [Buffer.concat([jpeg, HTML]), Buffer.concat([jpeg, zip])]) {
      // The crafted file is what it claims: an image that decodes, carrying the other file.
      expect((await sharp(sent).metadata()).width).toBe(640);
      const text = sent.toString('latin1');
      expect(text.includes('<script') || text.includes('PK\u0003\u0004')).toBe(true);
      const stored = await storableImage(sent);
      expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
      const bytes = stored?.bytes as Buffer;
      expectClean(bytes);
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
      expect(await meanColour(bytes)).toEqual(await meanColour(jpeg));
    }
  });

  it('drops comments and metadata: a <script> comment, EXIF text, XMP', async () => {
    const plain = await solidJpeg(320, 240, '#27ae60');
    const commented = withComment(plain, '<script>alert(1)</script>');
    const exif = await sharp(plain)
      .withExif({ IFD0: { ImageDescription: '<script>alert(2)</script>', Artist: 'secret.txt' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><script>alert(3)</script></x:xmpmeta>')
      .jpeg()
      .toBuffer();
    for (const sent of [commented, exif]) {
      expect(sent.toString('latin1')).toContain('<script>');
      const bytes = (await storableImage(sent))?.bytes as Buffer;
      expectClean(bytes);
      const markers = segmentMarkers(bytes);
      expect(markers).toContain(0xda);
      // No comment (FE) and no application segment but JFIF's (E0).
      expect(markers.filter((m) => m === 0xfe || (m >= 0xe1 && m <= 0xef))).toEqual([]);
      expect(await meanColour(bytes)).toEqual(await meanColour(plain));
    }
  });

  it('keeps the orientation, so the image shows as it did', async () => {
    const turned = await sharp(await solidJpeg(400, 200))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'secret.txt' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(turned).metadata()).orientation).toBe(6);
    const bytes = (await storableImage(turned))?.bytes as Buffer;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 400, height: 200, orientation: 6 });
    expectClean(bytes);
  });

  it('keeps a PNG without its text chunks and without what follows its end', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    // A tEXt chunk before IDAT: length, type, keyword NUL text, CRC.
    const data = Buffer.concat([Buffer.from('Comment\u0000'), HTML]);
    const chunk = Buffer.alloc(8);
    chunk.writeUInt32BE(data.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(Buffer.concat([chunk.subarray(4), data])), 0);
    // The signature (8 bytes) and IHDR (25 bytes) come first.
    const sent = Buffer.concat([
      png.subarray(0, 33),
      chunk,
      data,
      sum,
      png.subarray(33),
      zipOf('secret.txt', HTML),
    ]);
    expect((await sharp(sent).metadata()).width).toBe(200);
    const stored = await storableImage(sent);
    expect(stored).toMatchObject({ contentType: 'image/png', width: 200, height: 100 });
    const bytes = stored?.bytes as Buffer;
    expectClean(bytes);
    expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
    expect(await meanColour(bytes)).toEqual(await meanColour(png));
  });

  it('keeps nothing of what is no whole JPEG or PNG, nor of a decompression bomb', async () => {
    const jpeg = await solidJpeg(64, 64);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const sent of [HTML, zipOf('secret.txt', HTML), gif, jpeg.subarray(0, 40), Buffer.alloc(0)]) {
      expect(await storableImage(sent)).toBeUndefined();
    }
    // A small file whose frame header declares more pixels than an image may have (30000 × 30000):
    // refused from its header, before any pixel is decoded.
    const bomb = Buffer.from(jpeg);
    const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    bomb.writeUInt16BE(30_000, frame + 5);
    bomb.writeUInt16BE(30_000, frame + 7);
    expect(30_000 * 30_000).toBeGreaterThan(STORED_IMAGE_MAX_PIXELS);
    expect(await storableImage(bomb)).toBeUndefined();
  });
});
