/**
 * Demo display checks (CRC): a quarter of the visits made (call-realization-data.ts) carry a display
 * check of one business with one to three photos, and the realization row names it (CRC_HEADERID).
 * The photos are real JPEGs of a shop's shelves, a pool of 12 stored once under their content keys
 * through the storage interface, as the location seed does; every photo row points to one.
 */
import { sql } from 'drizzle-orm';
import { contentKey, type Storage } from '../../platform/storage';
import type { Db } from '../client';
import { DISPLAY_TYPES } from '../schema';
import { DEMO_PRODUCT_LINES } from './reference-data';
import { words } from './sql-words';

const PHOTO_POOL = 12;
/** The pool's size: a phone photo, large enough that a grid needs its thumbnail. */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 720;

/** The pool of display photos: shelves painted by the location seed's painter, at a phone's size. */
async function photoPool(storage: Storage | undefined): Promise<{ key: string; size: number }[]> {
  const [{ demoPhotos }, { default: sharp }] = await Promise.all([import('./demo-photos'), import('sharp')]);
  const painted = demoPhotos(PHOTO_POOL, 20261130).near;
  return Promise.all(
    painted.map(async (small) => {
      const bytes = await sharp(small)
        .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'lanczos3' })
        .jpeg({ quality: 80 })
        .toBuffer();
      const key = contentKey(bytes, 'jpg');
      if (storage && !(await storage.has(key))) await storage.put(key, bytes, 'image/jpeg');
      return { key, size: bytes.length };
    }),
  );
}

/**
 * A display check on a quarter of the visits made, of one business's line, and its photos (kind CRC)
 * from the pool: one to three, each a display type; the realization row names its check.
 */
export async function seedDisplayChecks(db: Db, storage?: Storage): Promise<void> {
  const pool = await photoPool(storage);
  const lines = DEMO_PRODUCT_LINES.flatMap((l) => l.subLines.map((s) => `${l.bisnisCode}|${s}`));
  const line = sql`(${words(lines)})[(1 + (abs(hashtext(r.customer_id)::bigint) + r.realization_id) % ${lines.length})::int]`;
  await db.execute(sql`
    WITH checked AS (
      INSERT INTO crc_headers (org_id, branch_code, position_code, employee_name, customer_id,
        customer_name, customer_outlet, date_crc, date_plan, product_group_code, sub_line_desc, is_acrylic)
      SELECT r.org_id, r.branch_code, r.position_code, r.employee_name, r.customer_id, r.customer_name,
        c.cat_business, r.realization_input_at - interval '10 minutes', r.plan_date,
        split_part(${line}, '|', 1), split_part(${line}, '|', 2),
        CASE WHEN r.realization_id % 5 < 2 THEN 'Y' ELSE 'N' END
      FROM call_realizations r JOIN customers c ON c.customer_id = r.customer_id
      WHERE r.visit_status = 'VISITED' AND r.realization_id % 4 = 0
      RETURNING crc_header_id, position_code, customer_id, date_plan
    )
    UPDATE call_realizations r SET crc_header_id = checked.crc_header_id
    FROM checked
    WHERE r.position_code = checked.position_code AND r.customer_id = checked.customer_id
      AND r.plan_date = checked.date_plan`);
  const keys = words(pool.map((p) => p.key));
  const sizes = sql.raw(`ARRAY[${pool.map((p) => p.size).join(',')}]::int[]`);
  const shots = sql`
    SELECT h.crc_header_id, h.customer_id, h.org_id, h.branch_code, h.employee_name, h.date_crc, n,
      1 + (h.crc_header_id * 7 + n * 3) % ${pool.length} AS pooled
    FROM crc_headers h CROSS JOIN generate_series(1, 1 + h.crc_header_id % 3) AS n`;
  await db.execute(sql`
    INSERT INTO photos (photo_key, customer_id, org_id, branch_code, kind, storage_key, content_type,
      byte_size, taken_by, taken_at)
    SELECT 'crc/' || s.crc_header_id || '/' || s.n || '.jpg', s.customer_id, s.org_id, s.branch_code,
      'CRC', (${keys})[s.pooled], 'image/jpeg', (${sizes})[s.pooled], s.employee_name,
      s.date_crc + make_interval(secs => s.n * 20)
    FROM (${shots}) s`);
  await db.execute(sql`
    INSERT INTO crc_displays (crc_header_id, display_type, photo_key, file_name)
    SELECT s.crc_header_id, (${words(DISPLAY_TYPES)})[1 + (s.crc_header_id + s.n) % ${DISPLAY_TYPES.length}],
      'crc/' || s.crc_header_id || '/' || s.n || '.jpg',
      'IMG_' || to_char(s.date_crc, 'YYYYMMDD') || '_' || s.crc_header_id || '_' || s.n || '.jpg'
    FROM (${shots}) s`);
}
