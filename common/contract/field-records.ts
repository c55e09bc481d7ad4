/**
 * What the field app sends in: visits (call realization), display checks (CRC), location scans and
 * survey answers, each a batch of records with ids the app made, and the photos they name, sent on
 * their own by the SHA-256 of their bytes. The record schemas are declared here once: the server
 * checks every record against them on its own (server/modules/field-app/record-rules.ts), and the
 * OpenAPI document describes them.
 *
 * A batch is answered record by record: each record is stored, was already stored (the same
 * client id arrived before: a batch sent twice, or cut halfway and sent again), or is refused with
 * its reason, and nothing of a refused record is stored. The good records of a batch land together
 * in one transaction: the answer is sent after it committed, so a record answered "stored" is there.
 */
import { z } from 'zod';
import { defineCall } from './define';

/** The most records one batch may hold: a rep's day (about 40 visits) many times over. */
export const FIELD_BATCH_MAX_RECORDS = 5_000;
/** The most displays (photos) one display check names. */
export const CRC_DISPLAYS_MAX = 30;
/** The largest photo accepted, as sent (a phone camera's JPEG is 2-6 MB). */
export const FIELD_PHOTO_MAX_BYTES = 12 * 1024 * 1024;
/** How far in the future a device's time may be (its clock running ahead) before it is refused. */
export const FIELD_CLOCK_AHEAD_MINUTES = 10;
/** How old a record may be: records arrive days late, never years. */
export const FIELD_RECORD_MAX_AGE_DAYS = 366;
/** The widest accuracy (metres) a fix may claim and still be stored as a place. */
export const FIELD_ACCURACY_MAX_METRES = 100_000;

/** The outcome of one record of a batch. */
export const RECORD_OUTCOMES = ['stored', 'already stored', 'refused'] as const;
export type RecordOutcome = (typeof RECORD_OUTCOMES)[number];

/** A client-made id: a UUID is best; any 8 to 64 letters, digits and ._:- will do. */
export const clientId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,64}$/, 'a client id is 8 to 64 letters, digits or . _ : -');
/** The SHA-256 of a photo's bytes as sent, 64 lower-case hex digits. */
export const photoSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'a photo is named by the SHA-256 of its bytes (64 lower-case hex digits)');
/** A time with its offset, as the device's clock read it (2026-11-28T09:15:00+07:00). */
const deviceTime = z.iso.datetime({ offset: true, message: 'a time is ISO 8601 with its offset' });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');
const code = z.string().trim().min(1).max(50);
const latitude = z.number().describe('Degrees, -90 to 90');
const longitude = z.number().describe('Degrees, -180 to 180');
const accuracy = z.number().describe('The fix’s error estimate in metres (0 and up)');
const yesNo = z.enum(['Y', 'N']);

/** A visit (call realization): the plan it realises, check-in and check-out, and the report. */
export const visitRecord = z.strictObject({
  CLIENT_ID: clientId,
  CUSTOMER_ID: code,
  /** One of the rep's positions today; left out, the position serving the customer. */
  POSITION_CODE: code.optional(),
  TYPE_PLAN: z.enum(['FIXED CALL', 'UNPLANNED']),
  TANGGAL_CALL_PLAN: day,
  RENCANA_KUNJUNGAN: z.string().max(1000).default(''),
  CHECK_IN_AT: deviceTime,
  CHECK_IN_LATITUDE: latitude,
  CHECK_IN_LONGITUDE: longitude,
  CHECK_IN_ACCURACY: accuracy,
  CHECK_OUT_AT: deviceTime,
  CHECK_OUT_LATITUDE: latitude,
  CHECK_OUT_LONGITUDE: longitude,
  CHECK_OUT_ACCURACY: accuracy,
  HASIL_KUNJUNGAN: z.string().max(2000).default(''),
  ADA_RETUR: yesNo.default('N'),
  KET_RETUR: z.string().max(1000).optional(),
  ITEM_ED_DEKAT: yesNo.default('N'),
  NAMA_ITEM: z.string().max(240).optional(),
  QTY: z.number().int().min(0).max(1_000_000).optional(),
  DATE_ED: day.optional(),
  STATUS_VISIT: z.enum(['VISITED', 'NOT VISITED']),
  /** The CLIENT_ID of the display check made on the visit, sent before or after it. */
  CRC_CLIENT_ID: clientId.optional(),
});
export type VisitRecord = z.output<typeof visitRecord>;

export const crcDisplayRecord = z.strictObject({
  DISPLAY_TYPE: z.enum([
    'VisibilityTATD',
    'VisibilityTATJ',
    'VisibilityTCTD',
    'VisibilityTCTJ',
    'VisibilityATD',
    'VisibilityATJ',
    'Visibility',
  ]),
  PHOTO_SHA256: photoSha256,
  FILENAME: z.string().trim().min(1).max(200),
});

/** A display check (CRC): its header and its displays, each with a photo named by its hash. */
export const crcRecord = z.strictObject({
  CLIENT_ID: clientId,
  CUSTOMER_ID: code,
  POSITION_CODE: code.optional(),
  DATE_CRC: deviceTime,
  DATE_PLAN: day,
  PRODUCT_GROUP_CODE: code,
  SUB_LINE_DESC: z.string().trim().min(1).max(240),
  IS_ACRYLIC: yesNo,
  LATITUDE: latitude.optional(),
  LONGITUDE: longitude.optional(),
  ACCURACY: accuracy.optional(),
  DISPLAYS: z.array(crcDisplayRecord).min(1).max(CRC_DISPLAYS_MAX),
});
export type CrcRecord = z.output<typeof crcRecord>;

/** A location scan of a customer: where it is, a near (TD) and a far (TJ) photo, a note. */
export const locationScanRecord = z.strictObject({
  CLIENT_ID: clientId,
  CUSTOMER_ID: code,
  LATITUDE: latitude,
  LONGITUDE: longitude,
  ACCURACY: accuracy,
  /** When scanned, by the device's clock. */
  LAST_UPDATE: deviceTime,
  NOTE: z.string().max(1000).optional(),
  TD: photoSha256.optional(),
  TJ: photoSha256.optional(),
});
export type LocationScanRecord = z.output<typeof locationScanRecord>;

/** One answer: text, a number, or the option texts chosen (Check Boxes; one for the other option types). */
export const surveyAnswer = z.strictObject({
  QUESTION_ID: z.string().min(1).max(100),
  ANSWER: z.union([z.string().max(4096), z.number(), z.array(z.string().max(500)).max(50)]),
});

/** A rep's answers to a campaign's survey at one outlet on one campaign day. */
export const surveyAnswerRecord = z.strictObject({
  CLIENT_ID: clientId,
  ACTIVITY_HEADER_ID: z.number().int().min(1).max(2147483647),
  CUSTOMER_ID: code,
  POSITION_CODE: code.optional(),
  CAMPAIGN_DAY: day,
  ANSWERED_AT: deviceTime,
  LATITUDE: latitude.optional(),
  LONGITUDE: longitude.optional(),
  ACCURACY: accuracy.optional(),
  /** The campaign's picture, required when the campaign asks for one (IS_PICTURE 1). */
  PHOTO_SHA256: photoSha256.optional(),
  ANSWERS: z.array(surveyAnswer).min(1).max(100),
});
export type SurveyAnswerRecord = z.output<typeof surveyAnswerRecord>;

/**
 * A record as the OpenAPI document shows it: its fields, their types and which are required. The
 * schema that validates accepts any object, so that each record is checked on its own and a bad
 * one is answered with its reason beside the others instead of failing the batch.
 */
function documented(schema: z.ZodObject, what: string) {
  const doc = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  return z
    .record(z.string(), z.unknown())
    .meta({ properties: doc.properties, required: doc.required })
    .describe(what);
}

export const batchInput = (schema: z.ZodObject, what: string) =>
  z.object({
    /** The device's clock when it sent the batch: with the server's, how far off the device was. */
    SENT_AT: deviceTime.optional(),
    records: z
      .array(documented(schema, what))
      .max(
        FIELD_BATCH_MAX_RECORDS,
        `a batch holds at most ${FIELD_BATCH_MAX_RECORDS.toLocaleString('en')} records: send the rest in another batch`,
      ),
  });

const recordResult = z.object({
  /** The record's place in the batch, from 0. */
  index: z.number().int(),
  CLIENT_ID: z.string(),
  outcome: z.enum(RECORD_OUTCOMES),
  /** Why a refused record was refused (the field and the rule). */
  reason: z.string().optional(),
});
export type RecordResult = z.output<typeof recordResult>;

export const batchAnswer = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  alreadyStored: z.number().int(),
  refused: z.number().int(),
  results: z.array(recordResult),
  /** The photos the batch's records name that the server does not hold yet: send them. */
  photosMissing: z.array(z.string()),
});
export type BatchAnswer = z.output<typeof batchAnswer>;

/** A photo as the app sends it: the bytes as base64, named by the SHA-256 of those bytes. */
export const photoUpload = z.object({
  sha256: photoSha256,
  /** The JPEG or PNG bytes as base64 (a data: URL prefix is allowed). */
  image: z
    .string()
    .min(1)
    .max(
      Math.ceil((FIELD_PHOTO_MAX_BYTES * 4) / 3) + 100,
      `a photo is at most ${FIELD_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
    ),
});

export const photoUploadAnswer = z.object({
  sha256: z.string(),
  outcome: z.enum(['stored', 'already stored']),
  /** The size of what the server keeps (the image decoded and encoded again). */
  byteSize: z.number().int(),
});

const BATCH_RULES = `At most ${FIELD_BATCH_MAX_RECORDS.toLocaleString('en')} records a batch (a day's records fit easily); more is refused whole (400) before any is read. Each record is answered by its index: "stored", "already stored" (its CLIENT_ID arrived before: a batch sent twice, or cut off and sent again, stores each record once; resend freely) or "refused" with the field and the rule broken; nothing of a refused record is stored. A record is atomic (a display check lands with all its displays, an answer set with all its answers). The good records of a batch land together in one transaction, committed before the answer is sent: a record answered "stored" is there. Records may arrive in any order and days late (up to ${FIELD_RECORD_MAX_AGE_DAYS} days); a device time more than ${FIELD_CLOCK_AHEAD_MINUTES} minutes ahead of the server's clock is refused. The customer must be one the rep serves (on a fixed or master call plan of the rep's position for the month of the record's day, in the rep's branch); POSITION_CODE, when sent, one the rep holds today. photosMissing lists the photo hashes the batch names that the server does not hold yet: send them with POST /api/field/photos; the back office shows a placeholder until they arrive.`;
const ERRORS =
  ' 400: the body is not a batch (records not an array, more records than the limit, SENT_AT not a time). 401: no field app key, or no live field session (Field-Session header). 403: a one-time password not yet changed, or the rep deactivated.';

const batchCall = (path: string, schema: z.ZodObject, what: string, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    module: 'field-app',
    access: 'field-rep',
    write: true,
    summary: `${summary} ${BATCH_RULES}${ERRORS}`,
    input: batchInput(schema, what),
    output: batchAnswer,
  });

/** The field app's calls that send records and photos in, spread into the field-app contract. */
export const fieldRecordCalls = {
  sendVisits: batchCall(
    '/field/visits',
    visitRecord,
    'One visit (call realization).',
    'Visits the rep made: check-in and check-out (device times and fixes with accuracy), the plan realised and the report (HASIL_KUNJUNGAN, ADA_RETUR, KET_RETUR, ITEM_ED_DEKAT, NAMA_ITEM, QTY, DATE_ED, STATUS_VISIT), shown by Overview Call Realization as SUBMITTED. A return (ADA_RETUR Y) needs KET_RETUR; an item near expiry (ITEM_ED_DEKAT Y) needs NAMA_ITEM, QTY and DATE_ED; CHECK_OUT_AT not before CHECK_IN_AT. CRC_CLIENT_ID links the display check made on the visit, sent before or after.',
  ),
  sendDisplayChecks: batchCall(
    '/field/crc',
    crcRecord,
    'One display check (CRC): header and displays.',
    'Display checks (CRC) the rep made: the header (DATE_CRC, DATE_PLAN, PRODUCT_GROUP_CODE, SUB_LINE_DESC, IS_ACRYLIC, an optional fix) and its displays (DISPLAY_TYPE, the photo by PHOTO_SHA256, FILENAME), shown by the CRC File Viewer and Overview File CRC.',
  ),
  sendLocationScans: batchCall(
    '/field/location-scans',
    locationScanRecord,
    'One location scan of a customer.',
    "Location scans of customers: the fix (LATITUDE, LONGITUDE, ACCURACY; 0,0 is refused as no fix), the device's time (LAST_UPDATE), a NOTE and the near (TD) and far (TJ) photos by hash, shown by Overview Location Relasi (the latest scan per customer).",
  ),
  sendSurveyAnswers: batchCall(
    '/field/survey-answers',
    surveyAnswerRecord,
    "One outlet's answers to a campaign's survey on one campaign day.",
    "Answers to push activity surveys: one set per outlet and campaign day (another set for the same outlet and day is refused; the first stands). The campaign must be approved and reach the rep (the title and employee type of the rep's position, the outlet's branch and channel group, or its outlet list), CAMPAIGN_DAY within its dates, and PHOTO_SHA256 given when it asks for a picture. Each answer is checked against its question: an option's text (Yes or No, Multiple Choice: one; Check Boxes: one or more), a number within the question's min and max (whole unless it allows decimals), a Scale value within its range, a Text within its character limit, a Date in its format, a Time in 12 or 24 hours. Every question on the path the answers take through the jumps (an option's nextQuestion) is answered, and none off it.",
  ),
  sendPhoto: defineCall({
    method: 'POST',
    path: '/field/photos',
    module: 'field-app',
    access: 'field-rep',
    write: true,
    summary: `A photo named by a record, sent on its own: the JPEG or PNG bytes as base64 and their SHA-256 (hex), which must match (a photo cut short does not). The same photo sent twice is stored once ("already stored", nothing decoded again). The server decodes it and keeps its own JPEG encoding (no metadata kept but the orientation); at most ${FIELD_PHOTO_MAX_BYTES / 1024 / 1024} MB as sent (413 above it) and 50,000,000 pixels (a decompression bomb is refused from its header, 400). 400: not base64, not a whole JPEG or PNG, the hash not matching.${ERRORS.replace(' 400: the body is not a batch (records not an array, more records than the limit, SENT_AT not a time).', '')}`,
    input: photoUpload,
    output: photoUploadAnswer,
  }),
};
