/**
 * The field app's photos: sent on their own, named by the SHA-256 of the bytes sent, so that a photo
 * sent twice (a retry on a bad network) is decoded and stored once. Records name photos by that hash
 * before or after the bytes arrive: each naming makes a `photos` row (the key the back office's
 * screens fetch, with the record's customer as its scope) that points where the bytes are or will
 * be; until they arrive the screens fetch nothing and show their placeholder.
 *
 * What is kept is the image the server decoded, encoded again (storableImage), and always as JPEG:
 * a row naming a photo before it arrives already knows where it will be and what type it is.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FIELD_PHOTO_MAX_BYTES } from '../../../common/contract/field-records';
import type { Db } from '../../db/client';
import { rows } from '../../db/client';
import { fieldPhotos, photos } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { STORED_IMAGE_MAX_PIXELS, storableImage } from '../../platform/photos';
import type { Storage } from '../../platform/storage';

/** Where a field photo's bytes are kept, known from its hash alone. */
export const fieldPhotoStorageKey = (sha256: string) => `field-photos/${sha256.slice(0, 2)}/${sha256}.jpg`;

/** The key of the photos row a record's naming makes: one per kind, so a photo may serve two screens. */
export const fieldPhotoKey = (kind: FieldPhotoKind, sha256: string) =>
  `field-${kind.toLowerCase()}-${sha256}`;

/** CRC for display checks, NEAR and FAR for location scans, PA for a campaign's picture. */
export type FieldPhotoKind = 'CRC' | 'NEAR' | 'FAR' | 'PA';

const JPEG_QUALITY = 90;

const refuse = (message: string, code: 'VALIDATION' | 'TOO_LARGE' = 'VALIDATION') =>
  new AppError(message, code);

/** The bytes of a base64 photo, with or without its data: URL prefix; refused when not base64 or too big. */
export function photoBytes(image: string): Buffer {
  const base64 = image.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) throw refuse('image: not base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('image: empty');
  if (bytes.length > FIELD_PHOTO_MAX_BYTES)
    throw refuse(
      `image: ${bytes.length} bytes, more than the ${FIELD_PHOTO_MAX_BYTES / 1024 / 1024} MB a photo may have`,
      'TOO_LARGE',
    );
  return bytes;
}

export interface PhotoStored {
  sha256: string;
  outcome: 'stored' | 'already stored';
  byteSize: number;
}

/**
 * Stores a photo sent by the app: the bytes must hash to the name given (a cut upload does not), be
 * a whole JPEG or PNG of at most STORED_IMAGE_MAX_PIXELS (a bomb is refused from its header), and
 * are kept once. The photos rows that already name it learn its size.
 */
export async function storeFieldPhoto(
  db: Db,
  storage: Storage,
  sentBy: string,
  sha256: string,
  image: string,
): Promise<PhotoStored> {
  const bytes = photoBytes(image);
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256)
    throw refuse(`sha256: the bytes sent hash to ${actual}, not to the name given (a photo cut short?)`);
  const [known] = await rows<{ byteSize: number }>(
    db,
    sql`SELECT ${fieldPhotos.byteSize} AS "byteSize" FROM ${fieldPhotos} WHERE ${fieldPhotos.sha256} = ${sha256}`,
  );
  if (known) return { sha256, outcome: 'already stored', byteSize: known.byteSize };
  const decoded = await storableImage(bytes);
  if (!decoded)
    throw refuse(
      `image: not a whole JPEG or PNG the server can decode of at most ${STORED_IMAGE_MAX_PIXELS.toLocaleString('en')} pixels`,
    );
  const jpeg =
    decoded.contentType === 'image/jpeg'
      ? decoded.bytes
      : await (await import('sharp'))
          .default(decoded.bytes)
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY })
          .toBuffer();
  const storageKey = fieldPhotoStorageKey(sha256);
  // Bytes first: a row is never there without its bytes. Bytes without a row (the transaction
  // failed) are put again, under the same key, when the app sends the photo again.
  await storage.put(storageKey, jpeg, 'image/jpeg');
  const inserted = await rows<{ sha256: string }>(
    db,
    sql`INSERT INTO ${fieldPhotos} (sha256, storage_key, content_type, byte_size, width, height, sent_by)
        VALUES (${sha256}, ${storageKey}, 'image/jpeg', ${jpeg.length}, ${decoded.width}, ${decoded.height}, ${sentBy})
        ON CONFLICT (sha256) DO NOTHING RETURNING sha256`,
  );
  await db.execute(
    sql`UPDATE ${photos} SET byte_size = ${jpeg.length} WHERE ${photos.sha256} = ${sha256} AND ${photos.byteSize} IS NULL`,
  );
  return { sha256, outcome: inserted.length > 0 ? 'stored' : 'already stored', byteSize: jpeg.length };
}

/** A photo a record names: the photos row to make for it. */
export interface NamedPhoto {
  kind: FieldPhotoKind;
  sha256: string;
  customerId: string;
  orgId: number;
  branchCode: string;
  takenBy: string;
  takenAt: string;
}

/** The photo a record names: of the record's customer, taken by the rep at the record's time. */
export const namedPhoto = (
  takenBy: string,
  customer: { customerId: string; orgId: number; branchCode: string },
  kind: FieldPhotoKind,
  sha256: string,
  takenAt: string,
): NamedPhoto => ({
  kind,
  sha256,
  customerId: customer.customerId,
  orgId: customer.orgId,
  branchCode: customer.branchCode,
  takenBy,
  takenAt,
});

/** For a batch's answer: the hashes its records name whose bytes have not arrived. */
export const missingPhotosOf =
  <G>(db: Db, photosOf: (good: readonly G[]) => NamedPhoto[]) =>
  (good: readonly G[]): Promise<string[]> =>
    photosNotArrived(
      db,
      photosOf(good).map((p) => p.sha256),
    );

/**
 * Makes the photos rows the records name (each kind and hash once; the first naming's customer is
 * its scope), with the size of the bytes when they have arrived.
 */
export async function namePhotos(db: Db, named: readonly NamedPhoto[]): Promise<void> {
  if (named.length === 0) return;
  const payload = JSON.stringify(
    named.map((p) => ({
      photo_key: fieldPhotoKey(p.kind, p.sha256),
      sha256: p.sha256,
      storage_key: fieldPhotoStorageKey(p.sha256),
      customer_id: p.customerId,
      org_id: p.orgId,
      branch_code: p.branchCode,
      kind: p.kind,
      taken_by: p.takenBy,
      taken_at: p.takenAt,
    })),
  );
  await db.execute(sql`
    INSERT INTO ${photos} (photo_key, customer_id, org_id, branch_code, kind, storage_key, content_type,
                           byte_size, taken_by, taken_at, sha256)
    SELECT DISTINCT ON (x.photo_key) x.photo_key, x.customer_id, x.org_id, x.branch_code, x.kind,
           x.storage_key, 'image/jpeg',
           f.byte_size, x.taken_by, x.taken_at, x.sha256
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(photo_key text, sha256 text, storage_key text, customer_id text,
             org_id int, branch_code text, kind text, taken_by text, taken_at timestamptz)
      LEFT JOIN ${fieldPhotos} f ON f.sha256 = x.sha256
     ORDER BY x.photo_key
    ON CONFLICT (photo_key) DO NOTHING`);
}

/** Of the hashes given, those whose bytes the server does not hold yet. */
export async function photosNotArrived(db: Db, sha256s: readonly string[]): Promise<string[]> {
  const hashes = [...new Set(sha256s)];
  if (hashes.length === 0) return [];
  const arrived = await rows<{ sha256: string }>(
    db,
    sql`SELECT ${fieldPhotos.sha256} AS sha256 FROM ${fieldPhotos}
         WHERE ${fieldPhotos.sha256} IN (SELECT jsonb_array_elements_text(${JSON.stringify(hashes)}::jsonb))`,
  );
  const have = new Set(arrived.map((a) => a.sha256));
  return hashes.filter((h) => !have.has(h));
}
