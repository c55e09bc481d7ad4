/**
 * Serving photos (location scans, display checks): the photo row says whose it is and where its
 * bytes are; a photo goes only to a caller whose scope covers the row, and only through the route
 * of its own kind (the display-check route never serves a location scan's photo, whose screen the
 * caller may not open). A thumbnail is made once from the photo with sharp and kept in storage
 * beside it, under a key derived from the photo's content key, so every later request for it is a
 * plain read.
 *
 * A photo row is never changed (a new photo is a new row and key), and its bytes are stored under
 * their SHA-256, so the answer for a key never changes: browsers may keep it (`immutable`).
 *
 * An image a caller sends is never stored as sent: storableImage decodes it and keeps the image
 * encoded again (see there).
 */
import { sql } from 'drizzle-orm';
import { messages } from '../../common/messages';
import { type Db, rows } from '../db/client';
import { photos } from '../db/schema';
import { AppError } from './errors';
import { FileAnswer } from './implement';
import { foundInScope, type Scope } from './scope';
import type { Storage } from './storage';

/** The widest a thumbnail is: a card of the photo grid, a cell of a table. */
export const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_QUALITY = 72;

export interface PhotoRecord {
  storageKey: string;
  contentType: string;
  kind: string;
  orgId: number;
  branchCode: string;
}

/**
 * Photo rows found, per database, newest last: a row never changes, so a grid of thumbnails asked
 * again (every user paging the same cards) needs no database round trip. Bounded: the oldest go
 * first. A key not found is not kept, since its photo may arrive later.
 */
const KEPT_PHOTO_ROWS = 20_000;
const keptRows = new WeakMap<Db, Map<string, PhotoRecord>>();

/** A photo's row: where its bytes are, what kind it is and whose it is. */
export async function findPhoto(db: Db, photoKey: string): Promise<PhotoRecord | undefined> {
  let kept = keptRows.get(db);
  const known = kept?.get(photoKey);
  if (known) return known;
  const [found] = await rows<PhotoRecord>(
    db,
    sql`SELECT ${photos.storageKey} AS "storageKey", ${photos.contentType} AS "contentType",
          ${photos.kind} AS kind, ${photos.orgId} AS "orgId", ${photos.branchCode} AS "branchCode"
        FROM ${photos} WHERE ${photos.photoKey} = ${photoKey}`,
  );
  if (!found) return undefined;
  if (!kept) {
    kept = new Map();
    keptRows.set(db, kept);
  }
  if (kept.size >= KEPT_PHOTO_ROWS) kept.delete(kept.keys().next().value as string);
  kept.set(photoKey, found);
  return found;
}

/** An image as it is kept: the server's own encoding of the pixels it decoded. */
export interface StorableImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** JPEG quality of an image encoded again: indistinguishable from the sent one on screen. */
const STORED_JPEG_QUALITY = 90;
/**
 * The most pixels an image sent may decode to (a 50 MP camera's full frame): a small file declaring
 * a huge image (a decompression bomb) is refused from its header before any pixel is decoded.
 */
export const STORED_IMAGE_MAX_PIXELS = 50_000_000;

/**
 * The bytes to keep of an image a caller sends (a promotion's image, and every photo stored from
 * now on): the image the server decoded, encoded again in its own format (JPEG or PNG). None of
 * the sent bytes survives but as pixels: no comment or metadata segment (a `<script>` in a JPEG
 * comment, EXIF with a place and a camera, XMP, a PNG text chunk), nothing after the end of the
 * image (an HTML page or ZIP archive appended, which some readers would take for the file), and
 * no entropy-coded bytes chosen by the sender. Cutting the sent file at its end and dropping its
 * metadata segments would keep those last ones, which a sender may fill with any bytes; an image
 * encoded here holds none. Only the EXIF orientation is written again, so that the image shows
 * as it did. Undefined when the bytes are not a whole JPEG or PNG.
 */
export async function storableImage(sent: Buffer): Promise<StorableImage | undefined> {
  const { default: sharp } = await import('sharp');
  const options = { failOn: 'error', limitInputPixels: STORED_IMAGE_MAX_PIXELS } as const;
  try {
    const meta = await sharp(sent, options).metadata();
    if ((meta.format !== 'jpeg' && meta.format !== 'png') || !meta.width || !meta.height) return undefined;
    if (meta.width * meta.height > STORED_IMAGE_MAX_PIXELS) return undefined;
    const decoded = sharp(sent, options);
    const orientation =
      meta.orientation !== undefined && meta.orientation !== 1 ? meta.orientation : undefined;
    if (orientation !== undefined) decoded.withExif({ IFD0: { Orientation: String(orientation) } });
    const bytes =
      meta.format === 'jpeg'
        ? await decoded
            .jpeg({
              quality: STORED_JPEG_QUALITY,
              chromaSubsampling: meta.chromaSubsampling === '4:4:4' ? '4:4:4' : '4:2:0',
            })
            .toBuffer()
        : await decoded.png().toBuffer();
    return {
      bytes,
      contentType: meta.format === 'jpeg' ? 'image/jpeg' : 'image/png',
      width: meta.width,
      height: meta.height,
    };
  } catch {
    return undefined;
  }
}

/** Where a photo's thumbnail is kept: beside nothing else, named by the photo's content key. */
export const thumbnailKey = (storageKey: string) =>
  `thumbnails/w${THUMBNAIL_WIDTH}/${storageKey.replace(/\.[A-Za-z0-9]+$/, '')}.jpg`;

/**
 * The thumbnail of some photo bytes: at most THUMBNAIL_WIDTH wide, never enlarged, as JPEG.
 * Undefined when the bytes are not an image sharp can read (a broken upload): the screen shows its
 * placeholder for the refusal.
 */
async function makeThumbnail(bytes: Buffer): Promise<Buffer | undefined> {
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: false })
      .toBuffer();
  } catch {
    return undefined;
  }
}

/** Thumbnails being made now, by key: two requests for a new one make it once. */
const making = new Map<string, Promise<Buffer | undefined>>();

async function thumbnailOf(storage: Storage, storageKey: string): Promise<Buffer | undefined> {
  const key = thumbnailKey(storageKey);
  const kept = await storage.get(key);
  if (kept) return kept;
  const pending = making.get(key);
  if (pending) return pending;
  const made = (async () => {
    const bytes = await storage.get(storageKey);
    const thumbnail = bytes && (await makeThumbnail(bytes));
    if (thumbnail) await storage.put(key, thumbnail, 'image/jpeg');
    return thumbnail;
  })().finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

export interface PhotoRequest {
  photoKey: string;
  /** The kinds of photo the route serves (NEAR and FAR for location scans, CRC for display checks). */
  kinds: readonly string[];
  size: 'full' | 'thumbnail';
}

/**
 * A photo or its thumbnail as a file answer, kept by the browser. Refused as not found when no
 * photo of the route's kinds has the key, its bytes are gone or unreadable, or the caller's scope
 * does not cover it (alike, so that another branch's keys cannot be told from made-up ones).
 */
export async function photoFile(
  db: Db,
  storage: Storage,
  scope: Scope,
  req: PhotoRequest,
): Promise<FileAnswer> {
  const notFound = () => new AppError(messages.photoNotFound, 'NOT_FOUND');
  const found = await findPhoto(db, req.photoKey);
  const ofKind = found && req.kinds.includes(found.kind) ? found : undefined;
  const photo = foundInScope(scope, ofKind, (p) => p, notFound);
  const bytes =
    req.size === 'full' ? await storage.get(photo.storageKey) : await thumbnailOf(storage, photo.storageKey);
  if (!bytes) throw notFound();
  const name = req.photoKey.split('/').pop() ?? 'photo.jpg';
  const type = req.size === 'full' ? photo.contentType : 'image/jpeg';
  return new FileAnswer(name, type, bytes, { immutable: true });
}
