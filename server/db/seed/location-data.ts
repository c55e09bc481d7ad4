/**
 * Demo location scans: most customers of the demo were tagged by a sales rep of their branch in the
 * last three months, some twice (the overview shows the newest), each scan a few metres from where
 * the customer is, with a note now and then and a near and a far photo. The photos are real JPEGs
 * made by demoPhotos: a pool of 24 of each kind, stored once under their content keys, which the
 * photo rows of every scan point to (different scans, same bytes: one stored object).
 */
import { sql } from 'drizzle-orm';
import type { Storage } from '../../platform/storage';
import { contentKey } from '../../platform/storage';
import { type Db, rows } from '../client';
import type { Random } from './random';

const PHOTO_POOL = 24;
const SCANNED = 0.76;
const SCANNED_TWICE = 0.15;
const INSERT_CHUNK = 4000;
const NOTES = [
  'Toko buka, pemilik ada di tempat',
  'Lokasi sesuai alamat',
  'Papan nama baru dipasang',
  'Pindah ke ruko sebelah',
  'Parkir sempit, akses dari gang samping',
  'Buka mulai jam 08.00',
];

interface ScanSeed {
  customer_id: string;
  org_id: number;
  branch_code: string;
  latitude: string;
  longitude: string;
  note: string | null;
  near_key: string;
  far_key: string;
  near_storage: string;
  far_storage: string;
  scanned_by: string;
  scanned_at: string;
}

export async function seedLocations(db: Db, random: Random, storage?: Storage): Promise<void> {
  // The painter (and its JPEG encoder) loads only when a seed paints: the server that seeds an empty
  // database on its first start does not carry it otherwise (the build splits it into a chunk).
  const { demoPhotos } = await import('./demo-photos');
  const pool = demoPhotos(PHOTO_POOL, 20261125);
  const near = pool.near.map((bytes) => ({ bytes, key: contentKey(bytes, 'jpg') }));
  const far = pool.far.map((bytes) => ({ bytes, key: contentKey(bytes, 'jpg') }));
  if (storage) {
    for (const photo of [...near, ...far]) {
      if (!(await storage.has(photo.key))) await storage.put(photo.key, photo.bytes, 'image/jpeg');
    }
  }
  const sizes = new Map([...near, ...far].map((p) => [p.key, p.bytes.length]));

  const reps = await rows<{ branch: string; id: string }>(
    db,
    sql`SELECT branch_code AS branch, employee_id AS id FROM salesreps ORDER BY employee_id`,
  );
  const repsOf = new Map<string, string[]>();
  for (const r of reps) repsOf.set(r.branch, [...(repsOf.get(r.branch) ?? []), r.id]);
  const customers = await rows<{ id: string; org: number; branch: string; lat: number; lng: number }>(
    db,
    sql`SELECT customer_id AS id, org_id AS org, branch_code AS branch, latitude::float8 AS lat,
          longitude::float8 AS lng
        FROM customers WHERE active AND latitude IS NOT NULL ORDER BY customer_id`,
  );

  const now = Date.now();
  const scans: ScanSeed[] = [];
  for (const c of customers) {
    if (random.next() >= SCANNED) continue;
    const times = random.next() < SCANNED_TWICE ? 2 : 1;
    for (let i = 0; i < times; i++) {
      const photoNear = random.pick(near);
      const photoFar = random.pick(far);
      const n = scans.length + 1;
      // About 10 m of GPS error around the customer.
      const jitter = () => (random.next() - 0.5) * 0.0002;
      scans.push({
        customer_id: c.id,
        org_id: c.org,
        branch_code: c.branch,
        latitude: (c.lat + jitter()).toFixed(6),
        longitude: (c.lng + jitter()).toFixed(6),
        note: random.next() < 0.4 ? random.pick(NOTES) : null,
        near_key: `geotag/${c.id}/${n}-TD.jpg`,
        far_key: `geotag/${c.id}/${n}-TJ.jpg`,
        near_storage: photoNear.key,
        far_storage: photoFar.key,
        scanned_by: random.pick(repsOf.get(c.branch) ?? ['seed']),
        // The older of two scans first; the newest within the last 90 days, in working hours.
        scanned_at: new Date(
          now - ((times - i) * 45 - random.int(0, 44)) * 86_400_000 + random.int(0, 8 * 3600) * 1000,
        ).toISOString(),
      });
    }
  }
  for (let at = 0; at < scans.length; at += INSERT_CHUNK) {
    await insertScans(db, scans.slice(at, at + INSERT_CHUNK), sizes);
  }
}

/** The photo rows of a chunk, then its scans, each in one statement from one jsonb parameter. */
async function insertScans(db: Db, chunk: ScanSeed[], sizes: Map<string, number>): Promise<void> {
  const photos = chunk.flatMap((s) => [
    { key: s.near_key, kind: 'NEAR', storage: s.near_storage, s },
    { key: s.far_key, kind: 'FAR', storage: s.far_storage, s },
  ]);
  const photoRows = photos.map((p) => ({
    photo_key: p.key,
    customer_id: p.s.customer_id,
    org_id: p.s.org_id,
    branch_code: p.s.branch_code,
    kind: p.kind,
    storage_key: p.storage,
    byte_size: sizes.get(p.storage) ?? 0,
    taken_by: p.s.scanned_by,
    taken_at: p.s.scanned_at,
  }));
  await rows(
    db,
    sql`INSERT INTO photos (photo_key, customer_id, org_id, branch_code, kind, storage_key, content_type,
          byte_size, taken_by, taken_at)
        SELECT x.photo_key, x.customer_id, x.org_id, x.branch_code, x.kind, x.storage_key, 'image/jpeg',
          x.byte_size, x.taken_by, x.taken_at
        FROM jsonb_to_recordset(${JSON.stringify(photoRows)}::jsonb) AS x(photo_key text, customer_id text,
          org_id int, branch_code text, kind text, storage_key text, byte_size int, taken_by text,
          taken_at timestamptz)`,
  );
  await rows(
    db,
    sql`INSERT INTO customer_geotags (customer_id, org_id, branch_code, latitude, longitude, note,
          near_photo_key, far_photo_key, scanned_by, scanned_at)
        SELECT x.customer_id, x.org_id, x.branch_code, x.latitude, x.longitude, x.note, x.near_key, x.far_key,
          x.scanned_by, x.scanned_at
        FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS x(customer_id text, org_id int,
          branch_code text, latitude numeric, longitude numeric, note text, near_key text, far_key text,
          scanned_by text, scanned_at timestamptz)`,
  );
}
