/**
 * Display checks (CRC) from the field app into crc_headers and crc_displays, the tables the CRC
 * File Viewer and Overview File CRC read. A check is its header and its displays together: the
 * displays are written only with a header this batch stored, so a check is never half there. Each
 * display names its photo by hash; its photos row (kind CRC, the customer's scope) is made at once,
 * and the screens show a placeholder until the bytes arrive. A visit sent before its check gets the
 * check's id when the check arrives.
 */
import { sql } from 'drizzle-orm';
import type { BatchAnswer, CrcRecord } from '../../../common/contract/field-records';
import { type Db, rows } from '../../db/client';
import { callRealizations, crcDisplays, crcHeaders } from '../../db/schema';
import type { FieldRep } from '../../platform/field-rep';
import { fieldPhotoKey, missingPhotosOf, namedPhoto, namePhotos } from './field-photos';
import { customersOf } from './named-ids';
import { type Good, storeBatch } from './record-batch';
import { HEADER_COLUMNS, HEADER_TYPES, HEADER_VALUES, recordHeader } from './record-rows';
import { checkCrc } from './record-rules';
import { recordScope } from './record-scope';

export async function storeCrcs(
  db: Db,
  rep: FieldRep,
  raws: readonly unknown[],
  sentAt: string | undefined,
  now = new Date(),
): Promise<BatchAnswer> {
  const { scope, held } = await recordScope(db, rep, { customers: customersOf(raws, 'DATE_PLAN') });
  const photosOf = (good: readonly Good<CrcRecord>[]) =>
    good.flatMap(({ record: r, customer: c }) =>
      r.DISPLAYS.map((d) => namedPhoto(rep.userId, c, 'CRC', d.PHOTO_SHA256, r.DATE_CRC)),
    );
  return storeBatch(
    raws,
    (raw) => checkCrc(raw, scope, now),
    async (good) => {
      const headers = JSON.stringify(
        good.map((g) => {
          const { record: r, customer: c } = g;
          return {
            ...recordHeader(rep, held, g),
            customer_outlet: c.catBusiness,
            date_crc: r.DATE_CRC,
            date_plan: r.DATE_PLAN,
            product_group_code: r.PRODUCT_GROUP_CODE,
            sub_line_desc: r.SUB_LINE_DESC,
            is_acrylic: r.IS_ACRYLIC,
            latitude: r.LATITUDE ?? null,
            longitude: r.LONGITUDE ?? null,
            accuracy: r.ACCURACY ?? null,
          };
        }),
      );
      const stored = await rows<{ clientId: string; id: number }>(
        db,
        sql`INSERT INTO ${crcHeaders} (${HEADER_COLUMNS}, customer_outlet, date_crc, date_plan, product_group_code,
              sub_line_desc, is_acrylic, latitude, longitude, accuracy, device_sent_at, received_at)
            SELECT ${HEADER_VALUES}, x.customer_outlet, date_trunc('second', x.date_crc), x.date_plan,
                   x.product_group_code, x.sub_line_desc, x.is_acrylic, x.latitude, x.longitude, x.accuracy,
                   ${sentAt ?? null}::timestamptz, now()
              FROM jsonb_to_recordset(${headers}::jsonb) AS x(${HEADER_TYPES}, customer_outlet text, date_crc timestamptz, date_plan date,
                     product_group_code text, sub_line_desc text, is_acrylic text, latitude numeric,
                     longitude numeric, accuracy float8)
            ON CONFLICT (client_id) DO NOTHING
            RETURNING client_id AS "clientId", crc_header_id AS id`,
      );
      if (stored.length === 0) return { stored: new Set() };
      const idOf = new Map(stored.map((s) => [s.clientId, s.id]));
      const fresh = good.filter((g) => idOf.has(g.clientId));
      await namePhotos(db, photosOf(fresh));
      const displays = JSON.stringify(
        fresh.flatMap(({ record: r }) =>
          r.DISPLAYS.map((d, n) => ({
            n,
            crc_header_id: idOf.get(r.CLIENT_ID),
            display_type: d.DISPLAY_TYPE,
            photo_key: fieldPhotoKey('CRC', d.PHOTO_SHA256),
            file_name: d.FILENAME,
          })),
        ),
      );
      await db.execute(
        sql`INSERT INTO ${crcDisplays} (crc_header_id, display_type, photo_key, file_name)
            SELECT x.crc_header_id, x.display_type, x.photo_key, x.file_name
              FROM jsonb_to_recordset(${displays}::jsonb)
                   AS x(n int, crc_header_id int, display_type text, photo_key text, file_name text)
             ORDER BY x.crc_header_id, x.n`,
      );
      // Visits that arrived before their check.
      await db.execute(
        sql`UPDATE ${callRealizations} r SET crc_header_id = h.crc_header_id
              FROM ${crcHeaders} h
             WHERE h.client_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...idOf.keys()])}::jsonb))
               AND r.crc_client_id = h.client_id AND r.crc_header_id IS NULL`,
      );
      return { stored: new Set(idOf.keys()) };
    },
    missingPhotosOf(db, photosOf),
  );
}
