/**
 * The simulator's photos: real small JPEGs (made once with sharp), each one made unique by a
 * comment segment naming it, so that every photo has bytes and a SHA-256 of its own, as a phone's
 * photos do, while only a handful of images is ever encoded.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface SimPhoto {
  sha256: string;
  bytes: Buffer;
}

const BASES = 4;
let bases: Promise<Buffer[]> | undefined;

/** A few 320×240 JPEGs of shelves in different colours (about 2-4 KiB each). */
function baseImages(): Promise<Buffer[]> {
  bases ??= Promise.all(
    Array.from({ length: BASES }, (_, i) =>
      sharp({
        create: {
          width: 320,
          height: 240,
          channels: 3,
          background: { r: 40 + i * 50, g: 120, b: 200 - i * 40 },
        },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="320" height="240"><rect x="20" y="30" width="${120 + i * 30}" height="60" fill="#fff"/><rect x="20" y="130" width="280" height="70" fill="#222"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  return bases;
}

/** A JPEG with a comment segment (FF FE) right after its start marker: the same image, other bytes. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4 + body.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  body.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A photo of its own for `name` (unique names give unique hashes). */
export async function simPhoto(name: string): Promise<SimPhoto> {
  const images = await baseImages();
  const pick = createHash('sha1').update(name).digest()[0] as number;
  const bytes = withComment(images[pick % images.length] as Buffer, `armada-field-sim ${name}`);
  return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}
