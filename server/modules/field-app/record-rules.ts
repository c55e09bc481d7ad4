/**
 * The checks every record from the field app passes before it is stored, one record at a time, so
 * that a bad record is answered with its reason while the good ones of its batch are stored. They
 * take what the rep serves (RecordScope, read once per batch) as a parameter and read nothing
 * themselves, so each rule is tested without a server.
 */
import type { z } from 'zod';
import {
  type CrcRecord,
  crcRecord,
  FIELD_ACCURACY_MAX_METRES,
  FIELD_CLOCK_AHEAD_MINUTES,
  FIELD_RECORD_MAX_AGE_DAYS,
  type LocationScanRecord,
  locationScanRecord,
  type SurveyAnswerRecord,
  surveyAnswerRecord,
  type VisitRecord,
  visitRecord,
} from '../../../common/contract/field-records';
import { unstorableTextPath } from '../../platform/storable-text';
import { type CampaignQuestion, checkSurveyAnswers } from './survey-rules';

/** A customer the rep serves today, as the records about it are stored. */
export interface ServedCustomer {
  customerId: string;
  customerName: string;
  orgId: number;
  branchCode: string;
  /** CATBISNIS: the outlet's kind (CRC's CUSTOMER_OUTLET). */
  catBusiness: string;
  channelGroup: string | null;
  /** The months (YYYY-MM) whose call plans of the rep's positions hold it (the rep's scope, field-rep.ts). */
  months: ReadonlySet<string>;
}

/** A campaign that reaches the rep today (approved, the rep's title and branch). */
export interface ServedCampaign {
  activityHeaderId: number;
  startDate: string;
  endDate: string;
  isPicture: boolean;
  branchCodes: ReadonlySet<string>;
  channelGroups: ReadonlySet<string>;
  /** The outlets it lists; null when it lists none (every outlet of its branches and channels). */
  outlets: ReadonlySet<string> | null;
  questions: readonly CampaignQuestion[];
}

/** What the rep serves, for the records of one batch. */
export interface RecordScope {
  userId: string;
  employeeId: string;
  /** The position codes the rep holds today. */
  positions: readonly string[];
  /** The customers the batch names that the rep serves; one missing is not the rep's. */
  customers: ReadonlyMap<string, ServedCustomer>;
  /** The campaigns the batch names that reach the rep. */
  campaigns: ReadonlyMap<number, ServedCampaign>;
}

export type Checked<T> =
  | { ok: true; record: T; customer: ServedCustomer; positionCode: string }
  | { ok: false; reason: string };

const refused = (reason: string) => ({ ok: false as const, reason });

/** The record's first problem of its shape, as `FIELD: rule`. */
function parsed<S extends z.ZodType>(schema: S, raw: unknown): { data: z.output<S> } | { reason: string } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { reason: 'a record is an object' };
  const text = unstorableTextPath(raw);
  if (text !== undefined)
    return { reason: `${text}: text holds a NUL or a lone surrogate, which cannot be stored` };
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  const path = issue?.path.join('.') || 'record';
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown field ${issue.keys.join(', ')}`
      : (issue?.message ?? 'invalid');
  return { reason: `${path}: ${message}` };
}

const MS_PER_DAY = 86_400_000;

/** A device's time: not ahead of the server by more than its clock may drift, not years past. */
export function timeProblem(field: string, iso: string, now: Date): string | undefined {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return `${field}: not a time`;
  if (at > now.getTime() + FIELD_CLOCK_AHEAD_MINUTES * 60_000) return `${field}: ${iso} is in the future`;
  if (at < now.getTime() - FIELD_RECORD_MAX_AGE_DAYS * MS_PER_DAY)
    return `${field}: ${iso} is more than ${FIELD_RECORD_MAX_AGE_DAYS} days past`;
  return undefined;
}

/** A calendar day (YYYY-MM-DD) that exists, within the same window as times (a day of slack ahead: time zones). */
export function dayProblem(field: string, day: string, now: Date): string | undefined {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== day)
    return `${field}: ${day} is not a date`;
  if (at > now.getTime() + MS_PER_DAY) return `${field}: ${day} is in the future`;
  if (at < now.getTime() - (FIELD_RECORD_MAX_AGE_DAYS + 1) * MS_PER_DAY)
    return `${field}: ${day} is more than ${FIELD_RECORD_MAX_AGE_DAYS} days past`;
  return undefined;
}

/** A fix: finite degrees within range, an accuracy from 0, and not 0,0 (a device with no fix reports it). */
export function placeProblem(
  prefix: string,
  lat: number | undefined,
  lon: number | undefined,
  accuracy: number | undefined,
): string | undefined {
  const given = [lat, lon, accuracy].filter((v) => v !== undefined).length;
  if (given === 0) return undefined;
  if (given !== 3) return `${prefix}LATITUDE, ${prefix}LONGITUDE and ${prefix}ACCURACY come together`;
  if (!Number.isFinite(lat) || (lat as number) < -90 || (lat as number) > 90)
    return `${prefix}LATITUDE: ${lat} is not within -90 to 90`;
  if (!Number.isFinite(lon) || (lon as number) < -180 || (lon as number) > 180)
    return `${prefix}LONGITUDE: ${lon} is not within -180 to 180`;
  if (lat === 0 && lon === 0) return `${prefix}LATITUDE, ${prefix}LONGITUDE: 0, 0 is a device without a fix`;
  if (
    !Number.isFinite(accuracy) ||
    (accuracy as number) < 0 ||
    (accuracy as number) > FIELD_ACCURACY_MAX_METRES
  )
    return `${prefix}ACCURACY: ${accuracy} is not within 0 to ${FIELD_ACCURACY_MAX_METRES} metres`;
  return undefined;
}

/**
 * The customer and the position a record is stored under, or why the rep may not report it: the
 * customer must be on a call plan of the rep's positions for the month of the record's day.
 */
function servedBy(
  scope: RecordScope,
  customerId: string,
  positionCode: string | undefined,
  day: string,
): { customer: ServedCustomer; positionCode: string } | { reason: string } {
  const position = positionCode ?? scope.positions[0];
  if (position === undefined) return { reason: 'POSITION_CODE: the rep holds no position today' };
  if (!scope.positions.includes(position))
    return { reason: `POSITION_CODE: ${position} is not a position the rep holds today` };
  const customer = scope.customers.get(customerId);
  if (!customer?.months.has(day.slice(0, 7)))
    return { reason: `CUSTOMER_ID: ${customerId} is not a customer the rep serves (in ${day.slice(0, 7)})` };
  return { customer, positionCode: position };
}

/** The day (YYYY-MM-DD) of a device time as written, in the device's own offset. */
export const dayOfTime = (iso: string) => iso.slice(0, 10);

const first = (...problems: (string | undefined)[]) => problems.find((p) => p !== undefined);

/** What a record says of whom it concerns: the customer, the position it names (if any) and its day. */
interface Concerns {
  customerId: string;
  positionCode: string | undefined;
  day: string;
}

/**
 * The steps each record kind takes: its shape, then its own rules in order (the first problem found
 * is the reason), then whether the rep serves its customer on its day.
 */
function checkServed<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  rules: (r: z.output<S>) => (string | undefined)[],
  concerns: (r: z.output<S>) => Concerns,
  scope: RecordScope,
): Checked<z.output<S>> {
  const shape = parsed(schema, raw);
  if ('reason' in shape) return refused(shape.reason);
  const r = shape.data;
  const problem = first(...rules(r));
  if (problem) return refused(problem);
  const { customerId, positionCode, day } = concerns(r);
  const served = servedBy(scope, customerId, positionCode, day);
  if ('reason' in served) return refused(served.reason);
  return { ok: true, record: r, ...served };
}

export const checkVisit = (raw: unknown, scope: RecordScope, now: Date): Checked<VisitRecord> =>
  checkServed(
    visitRecord,
    raw,
    (r) => [
      dayProblem('TANGGAL_CALL_PLAN', r.TANGGAL_CALL_PLAN, now),
      timeProblem('CHECK_IN_AT', r.CHECK_IN_AT, now),
      timeProblem('CHECK_OUT_AT', r.CHECK_OUT_AT, now),
      Date.parse(r.CHECK_OUT_AT) < Date.parse(r.CHECK_IN_AT)
        ? `CHECK_OUT_AT: ${r.CHECK_OUT_AT} is before CHECK_IN_AT ${r.CHECK_IN_AT}`
        : undefined,
      placeProblem('CHECK_IN_', r.CHECK_IN_LATITUDE, r.CHECK_IN_LONGITUDE, r.CHECK_IN_ACCURACY),
      placeProblem('CHECK_OUT_', r.CHECK_OUT_LATITUDE, r.CHECK_OUT_LONGITUDE, r.CHECK_OUT_ACCURACY),
      r.ADA_RETUR === 'Y' && !r.KET_RETUR?.trim()
        ? 'KET_RETUR: a return (ADA_RETUR Y) says what is returned'
        : undefined,
      r.ITEM_ED_DEKAT === 'Y' && (!r.NAMA_ITEM?.trim() || r.QTY === undefined || r.DATE_ED === undefined)
        ? 'NAMA_ITEM, QTY, DATE_ED: an item near its expiry date (ITEM_ED_DEKAT Y) names the item, quantity and date'
        : undefined,
      r.DATE_ED !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(r.DATE_ED) ? 'DATE_ED: not a date' : undefined,
    ],
    (r) => ({ customerId: r.CUSTOMER_ID, positionCode: r.POSITION_CODE, day: r.TANGGAL_CALL_PLAN }),
    scope,
  );

export const checkCrc = (raw: unknown, scope: RecordScope, now: Date): Checked<CrcRecord> =>
  checkServed(
    crcRecord,
    raw,
    (r) => [
      timeProblem('DATE_CRC', r.DATE_CRC, now),
      dayProblem('DATE_PLAN', r.DATE_PLAN, now),
      placeProblem('', r.LATITUDE, r.LONGITUDE, r.ACCURACY),
    ],
    (r) => ({ customerId: r.CUSTOMER_ID, positionCode: r.POSITION_CODE, day: r.DATE_PLAN }),
    scope,
  );

export const checkLocationScan = (raw: unknown, scope: RecordScope, now: Date): Checked<LocationScanRecord> =>
  checkServed(
    locationScanRecord,
    raw,
    (r) => [
      timeProblem('LAST_UPDATE', r.LAST_UPDATE, now),
      placeProblem('', r.LATITUDE, r.LONGITUDE, r.ACCURACY),
    ],
    (r) => ({ customerId: r.CUSTOMER_ID, positionCode: undefined, day: dayOfTime(r.LAST_UPDATE) }),
    scope,
  );

/** A survey answer set, with each answer as stored (the text the back office shows). */
export interface CheckedAnswers {
  record: SurveyAnswerRecord;
  campaign: ServedCampaign;
  answers: { questionId: string; sequence: number; answer: string }[];
}

export function checkSurveyAnswerSet(raw: unknown, scope: RecordScope, now: Date): Checked<CheckedAnswers> {
  const shape = parsed(surveyAnswerRecord, raw);
  if ('reason' in shape) return refused(shape.reason);
  const r = shape.data;
  const campaign = scope.campaigns.get(r.ACTIVITY_HEADER_ID);
  const problem = first(
    timeProblem('ANSWERED_AT', r.ANSWERED_AT, now),
    dayProblem('CAMPAIGN_DAY', r.CAMPAIGN_DAY, now),
    placeProblem('', r.LATITUDE, r.LONGITUDE, r.ACCURACY),
    campaign
      ? undefined
      : `ACTIVITY_HEADER_ID: ${r.ACTIVITY_HEADER_ID} is not a campaign that reaches the rep`,
  );
  if (problem || !campaign) return refused(problem ?? 'ACTIVITY_HEADER_ID: unknown');
  if (r.CAMPAIGN_DAY < campaign.startDate || r.CAMPAIGN_DAY > campaign.endDate)
    return refused(
      `CAMPAIGN_DAY: ${r.CAMPAIGN_DAY} is outside the campaign's days (${campaign.startDate} to ${campaign.endDate})`,
    );
  if (campaign.isPicture && r.PHOTO_SHA256 === undefined)
    return refused('PHOTO_SHA256: the campaign asks for a picture');
  const served = servedBy(scope, r.CUSTOMER_ID, r.POSITION_CODE, r.CAMPAIGN_DAY);
  if ('reason' in served) return refused(served.reason);
  const c = served.customer;
  const reaches =
    campaign.branchCodes.has(c.branchCode) &&
    (campaign.outlets
      ? campaign.outlets.has(c.customerId)
      : c.channelGroup !== null && campaign.channelGroups.has(c.channelGroup));
  if (!reaches)
    return refused(`CUSTOMER_ID: ${c.customerId} is not an outlet of campaign ${campaign.activityHeaderId}`);
  const answers = checkSurveyAnswers(campaign.questions, r.ANSWERS);
  if ('reason' in answers) return refused(answers.reason);
  return { ok: true, record: { record: r, campaign, answers: answers.answers }, ...served };
}
