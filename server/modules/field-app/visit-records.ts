/**
 * Visits from the field app into call_realizations, the table Overview Call Realization reads. The
 * row keeps what was true at the visit (the rep's, supervisor's and customer's names, the position's
 * org and branch) like the rows the overview already shows; the device's check-in and check-out
 * times and fixes, the device's clock at sending and the server's at arrival are kept beside them.
 *
 * A record from the app is the plan and its realization at once: STATUS_CALL_PLAN and
 * STATUS_CALL_REALISASI are SUBMITTED (awaiting the supervisor), TANGGAL_SUBMIT_CALL_PLAN is the
 * server's time of arrival and TANGGAL_INPUT_CALL_REALISASI the device's check-out.
 */
import { sql } from 'drizzle-orm';
import type { BatchAnswer, VisitRecord } from '../../../common/contract/field-records';
import { type Db, rows } from '../../db/client';
import { callRealizations, crcHeaders } from '../../db/schema';
import type { FieldRep } from '../../platform/field-rep';
import { customersOf } from './named-ids';
import { type Good, storeBatch } from './record-batch';
import { HEADER_COLUMNS, HEADER_TYPES, HEADER_VALUES, recordHeader } from './record-rows';
import { checkVisit } from './record-rules';
import { recordScope } from './record-scope';

export async function storeVisits(
  db: Db,
  rep: FieldRep,
  raws: readonly unknown[],
  sentAt: string | undefined,
  now = new Date(),
): Promise<BatchAnswer> {
  const { scope, held } = await recordScope(db, rep, { customers: customersOf(raws, 'TANGGAL_CALL_PLAN') });
  return storeBatch(
    raws,
    (raw) => checkVisit(raw, scope, now),
    async (good: readonly Good<VisitRecord>[]) => {
      const payload = JSON.stringify(
        good.map((g) => {
          const r = g.record;
          const p = held.get(g.positionCode);
          return {
            ...recordHeader(rep, held, g),
            supervisor_position_code: p?.supervisorPositionCode ?? 'NA',
            supervisor_name: p?.supervisorName ?? '',
            type_plan: r.TYPE_PLAN,
            plan_date: r.TANGGAL_CALL_PLAN,
            visit_plan: r.RENCANA_KUNJUNGAN,
            visit_result: r.HASIL_KUNJUNGAN,
            has_return: r.ADA_RETUR,
            return_note: r.KET_RETUR ?? null,
            near_expiry: r.ITEM_ED_DEKAT,
            item_name: r.NAMA_ITEM ?? null,
            quantity: r.QTY ?? null,
            expiry_date: r.DATE_ED ?? null,
            visit_status: r.STATUS_VISIT,
            check_in_at: r.CHECK_IN_AT,
            check_out_at: r.CHECK_OUT_AT,
            check_in_latitude: r.CHECK_IN_LATITUDE,
            check_in_longitude: r.CHECK_IN_LONGITUDE,
            check_in_accuracy: r.CHECK_IN_ACCURACY,
            check_out_latitude: r.CHECK_OUT_LATITUDE,
            check_out_longitude: r.CHECK_OUT_LONGITUDE,
            check_out_accuracy: r.CHECK_OUT_ACCURACY,
            crc_client_id: r.CRC_CLIENT_ID ?? null,
          };
        }),
      );
      const t = callRealizations;
      const inserted = await rows<{ clientId: string }>(
        db,
        sql`INSERT INTO ${t} (${HEADER_COLUMNS}, supervisor_position_code, supervisor_name, type_plan, plan_date,
              plan_submitted_at, visit_plan, plan_status, visit_result, has_return, return_note, near_expiry,
              item_name, quantity, expiry_date, visit_status, realization_status, realization_input_at,
              check_in_at, check_out_at, check_in_latitude, check_in_longitude, check_in_accuracy,
              check_out_latitude, check_out_longitude, check_out_accuracy, device_sent_at, received_at,
              crc_client_id, crc_header_id)
            SELECT ${HEADER_VALUES}, x.supervisor_position_code, x.supervisor_name, x.type_plan,
                   x.plan_date, now(), x.visit_plan, 'SUBMITTED', x.visit_result, x.has_return, x.return_note,
                   x.near_expiry, x.item_name, x.quantity, x.expiry_date, x.visit_status, 'SUBMITTED',
                   x.check_out_at, x.check_in_at, x.check_out_at, x.check_in_latitude, x.check_in_longitude,
                   x.check_in_accuracy, x.check_out_latitude, x.check_out_longitude, x.check_out_accuracy,
                   ${sentAt ?? null}::timestamptz, now(), x.crc_client_id,
                   (SELECT ${crcHeaders.crcHeaderId} FROM ${crcHeaders} WHERE ${crcHeaders.clientId} = x.crc_client_id)
              FROM jsonb_to_recordset(${payload}::jsonb) AS x(${HEADER_TYPES}, supervisor_position_code text,
                     supervisor_name text, type_plan text, plan_date date,
                     visit_plan text, visit_result text, has_return text, return_note text, near_expiry text,
                     item_name text, quantity int, expiry_date date, visit_status text, check_in_at timestamptz,
                     check_out_at timestamptz, check_in_latitude numeric, check_in_longitude numeric,
                     check_in_accuracy float8, check_out_latitude numeric, check_out_longitude numeric,
                     check_out_accuracy float8, crc_client_id text)
            ON CONFLICT (client_id) DO NOTHING
            RETURNING client_id AS "clientId"`,
      );
      return { stored: new Set(inserted.map((i) => i.clientId)) };
    },
  );
}
