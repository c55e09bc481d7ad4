/**
 * Location scans from the field app into customer_geotags, the table Overview Location Relasi
 * reads (its latest scan per customer). The row carries the customer's org and branch; the scan's
 * time is the device's (LAST_UPDATE, what the overview shows), the server's time of arrival beside
 * it. The near (TD) and far (TJ) photos are named by hash: their photos rows (kinds NEAR and FAR)
 * are made at once, and the overview shows a placeholder until the bytes arrive.
 */
import { sql } from 'drizzle-orm';
import type { BatchAnswer, LocationScanRecord } from '../../../common/contract/field-records';
import { type Db, rows } from '../../db/client';
import { customerGeotags } from '../../db/schema';
import type { FieldRep } from '../../platform/field-rep';
import { fieldPhotoKey, missingPhotosOf, type NamedPhoto, namedPhoto, namePhotos } from './field-photos';
import { customersOf } from './named-ids';
import { type Good, storeBatch } from './record-batch';
import { checkLocationScan } from './record-rules';
import { recordScope } from './record-scope';

export async function storeLocationScans(
  db: Db,
  rep: FieldRep,
  raws: readonly unknown[],
  sentAt: string | undefined,
  now = new Date(),
): Promise<BatchAnswer> {
  const { scope } = await recordScope(db, rep, { customers: customersOf(raws, 'LAST_UPDATE') });
  const photosOf = (good: readonly Good<LocationScanRecord>[]): NamedPhoto[] =>
    good.flatMap(({ record: r, customer: c }) =>
      (
        [
          ['NEAR', r.TD],
          ['FAR', r.TJ],
        ] as const
      ).flatMap(([kind, sha256]) => (sha256 ? [namedPhoto(rep.userId, c, kind, sha256, r.LAST_UPDATE)] : [])),
    );
  return storeBatch(
    raws,
    (raw) => checkLocationScan(raw, scope, now),
    async (good) => {
      await namePhotos(db, photosOf(good));
      const payload = JSON.stringify(
        good.map(({ record: r, customer: c }) => ({
          client_id: r.CLIENT_ID,
          customer_id: c.customerId,
          org_id: c.orgId,
          branch_code: c.branchCode,
          latitude: r.LATITUDE,
          longitude: r.LONGITUDE,
          accuracy: r.ACCURACY,
          note: r.NOTE ?? null,
          near_photo_key: r.TD ? fieldPhotoKey('NEAR', r.TD) : null,
          far_photo_key: r.TJ ? fieldPhotoKey('FAR', r.TJ) : null,
          scanned_at: r.LAST_UPDATE,
        })),
      );
      const inserted = await rows<{ clientId: string }>(
        db,
        sql`INSERT INTO ${customerGeotags} (client_id, customer_id, org_id, branch_code, latitude, longitude,
              accuracy, note, near_photo_key, far_photo_key, scanned_by, scanned_at, employee_id,
              device_sent_at, received_at)
            SELECT x.client_id, x.customer_id, x.org_id, x.branch_code, x.latitude, x.longitude, x.accuracy,
                   x.note, x.near_photo_key, x.far_photo_key, ${rep.userId}, x.scanned_at, ${rep.employeeId},
                   ${sentAt ?? null}::timestamptz, now()
              FROM jsonb_to_recordset(${payload}::jsonb) AS x(client_id text, customer_id text, org_id int,
                     branch_code text, latitude numeric, longitude numeric, accuracy float8, note text,
                     near_photo_key text, far_photo_key text, scanned_at timestamptz)
            ON CONFLICT (client_id) DO NOTHING
            RETURNING client_id AS "clientId"`,
      );
      return { stored: new Set(inserted.map((i) => i.clientId)) };
    },
    missingPhotosOf(db, photosOf),
  );
}
