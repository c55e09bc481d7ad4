/**
 * Survey answers from the field app into pa_answer_sets and pa_answers, which the push activity
 * overview lists per campaign and outlet. One set per outlet and campaign day: a set whose client id
 * arrived before is "already stored"; another set for an outlet and day already answered is refused
 * with that reason (the first one stands). A set is written with all its answers or not at all.
 */
import { sql } from 'drizzle-orm';
import type { BatchAnswer } from '../../../common/contract/field-records';
import { type Db, rows } from '../../db/client';
import { paAnswerSets, paAnswers } from '../../db/schema';
import type { FieldRep } from '../../platform/field-rep';
import { fieldPhotoKey, missingPhotosOf, type NamedPhoto, namedPhoto, namePhotos } from './field-photos';
import { campaignIdsOf, customersOf } from './named-ids';
import { type Good, storeBatch } from './record-batch';
import { HEADER_COLUMNS, HEADER_TYPES, HEADER_VALUES, recordHeader } from './record-rows';
import { type CheckedAnswers, checkSurveyAnswerSet } from './record-rules';
import { recordScope } from './record-scope';

export async function storeSurveyAnswers(
  db: Db,
  rep: FieldRep,
  raws: readonly unknown[],
  sentAt: string | undefined,
  now = new Date(),
): Promise<BatchAnswer> {
  const { scope, held } = await recordScope(db, rep, {
    customers: customersOf(raws, 'CAMPAIGN_DAY'),
    campaignIds: campaignIdsOf(raws),
  });
  const photosOf = (good: readonly Good<CheckedAnswers>[]): NamedPhoto[] =>
    good.flatMap(({ record: { record: r }, customer: c }) =>
      r.PHOTO_SHA256 ? [namedPhoto(rep.userId, c, 'PA', r.PHOTO_SHA256, r.ANSWERED_AT)] : [],
    );
  return storeBatch(
    raws,
    (raw) => checkSurveyAnswerSet(raw, scope, now),
    async (good) => {
      const payload = JSON.stringify(
        good.map(({ record: { record: r }, ...g }) => ({
          ...recordHeader(rep, held, g),
          activity_header_id: r.ACTIVITY_HEADER_ID,
          campaign_day: r.CAMPAIGN_DAY,
          answered_at: r.ANSWERED_AT,
          latitude: r.LATITUDE ?? null,
          longitude: r.LONGITUDE ?? null,
          accuracy: r.ACCURACY ?? null,
          photo_key: r.PHOTO_SHA256 ? fieldPhotoKey('PA', r.PHOTO_SHA256) : null,
        })),
      );
      const stored = await rows<{ clientId: string; id: number }>(
        db,
        sql`INSERT INTO ${paAnswerSets} (${HEADER_COLUMNS}, activity_header_id, campaign_day, answered_at,
              latitude, longitude, accuracy, photo_key, device_sent_at, received_at)
            SELECT ${HEADER_VALUES}, x.activity_header_id, x.campaign_day, x.answered_at,
                   x.latitude, x.longitude, x.accuracy, x.photo_key, ${sentAt ?? null}::timestamptz, now()
              FROM jsonb_to_recordset(${payload}::jsonb) AS x(${HEADER_TYPES}, activity_header_id int,
                     campaign_day date, answered_at timestamptz, latitude numeric, longitude numeric,
                     accuracy float8, photo_key text)
            ON CONFLICT DO NOTHING
            RETURNING client_id AS "clientId", answer_set_id AS id`,
      );
      const idOf = new Map(stored.map((s) => [s.clientId, s.id]));
      // Only the sets stored now name their picture: nothing of a refused set is written.
      await namePhotos(db, photosOf(good.filter((g) => idOf.has(g.clientId))));
      const answers = JSON.stringify(
        good.flatMap((g) => {
          const id = idOf.get(g.clientId);
          return id === undefined
            ? []
            : g.record.answers.map((a) => ({
                answer_set_id: id,
                question_id: a.questionId,
                sequence: a.sequence,
                answer: a.answer,
              }));
        }),
      );
      if (idOf.size > 0)
        await db.execute(
          sql`INSERT INTO ${paAnswers} (answer_set_id, question_id, sequence, answer)
              SELECT x.answer_set_id, x.question_id, x.sequence, x.answer
                FROM jsonb_to_recordset(${answers}::jsonb)
                     AS x(answer_set_id int, question_id text, sequence int, answer text)`,
        );
      // Not stored now: sent before (its client id is there), or another set holds its outlet and day.
      const notNow = good.filter((g) => !idOf.has(g.clientId));
      const before =
        notNow.length === 0
          ? []
          : await rows<{ clientId: string }>(
              db,
              sql`SELECT client_id AS "clientId" FROM ${paAnswerSets}
                   WHERE client_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(notNow.map((g) => g.clientId))}::jsonb))`,
            );
      const sentBefore = new Set(before.map((b) => b.clientId));
      const refused = new Map(
        notNow
          .filter((g) => !sentBefore.has(g.clientId))
          .map((g) => {
            const r = g.record.record;
            return [
              g.clientId,
              `CAMPAIGN_DAY: outlet ${r.CUSTOMER_ID} already has its answers to campaign ${r.ACTIVITY_HEADER_ID} for ${r.CAMPAIGN_DAY}`,
            ] as const;
          }),
      );
      return { stored: new Set(idOf.keys()), refused };
    },
    missingPhotosOf(db, photosOf),
  );
}
