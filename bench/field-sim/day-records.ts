/**
 * A rep's day of work as the app records it, from what it downloaded that morning: visits (the
 * day's planned ones first, then other customers of the rep's as unplanned ones, up to the day's
 * count), display checks with their photos linked to visits, location scans with a near and a far
 * photo, and survey answers for each visited outlet of a campaign that reaches the rep.
 */
import { randomUUID } from 'node:crypto';
import type { FieldCampaign, FieldCustomer, FieldVisit } from '../../common/contract/field-app';
import { type SimPhoto, simPhoto } from './photos';
import { surveyAnswers } from './survey-answers';

export interface DayShape {
  visits: number;
  /** Display checks a day, each of `displaysPerCheck` photos. */
  displayChecks: number;
  displaysPerCheck: number;
  /** Location scans a day, each of two photos (near and far). */
  locationScans: number;
}

/** About 40 visits and 10 photos a rep's day (3 checks of 2 photos, 2 scans of 2). */
export const DEFAULT_DAY: DayShape = { visits: 40, displayChecks: 3, displaysPerCheck: 2, locationScans: 2 };

export interface Downloaded {
  visits: FieldVisit[];
  customers: FieldCustomer[];
  campaigns: FieldCampaign[];
}

export type FieldKind = 'visits' | 'crc' | 'location-scans' | 'survey-answers';
export const FIELD_KINDS: readonly FieldKind[] = ['visits', 'crc', 'location-scans', 'survey-answers'];

export interface DayRecords {
  batches: Record<FieldKind, Record<string, unknown>[]>;
  photos: SimPhoto[];
}

const DISPLAY_TYPES = ['VisibilityTATD', 'VisibilityTATJ', 'VisibilityTCTD', 'Visibility'] as const;
const MINUTE = 60_000;

/** A fix near the customer (its master location, or central Jakarta when it has none). */
function fixNear(c: { LATITUDE: number | null; LONGITUDE: number | null }, n: number) {
  const lat = c.LATITUDE ?? -6.2;
  const lon = c.LONGITUDE ?? 106.8;
  const jitter = ((n % 7) - 3) / 10_000;
  return { lat: Number((lat + jitter).toFixed(6)), lon: Number((lon - jitter).toFixed(6)) };
}

/**
 * The day's records. `day` is YYYY-MM-DD; `seq` makes each rep's and day's choices differ. Times
 * run back from the day's 17:00 (WIB), or from now for today, so that none lies in the future.
 */
export async function dayRecords(
  plan: Downloaded,
  day: string,
  seq: number,
  shape: DayShape = DEFAULT_DAY,
): Promise<DayRecords> {
  const planned = plan.visits.map((v) => ({ customer: v as FieldCustomer, type: 'FIXED CALL' as const }));
  const plannedIds = new Set(plan.visits.map((v) => v.CUSTOMER_ID));
  const others = plan.customers.filter((c) => !plannedIds.has(c.CUSTOMER_ID));
  const start = others.length > 0 ? (seq * 7) % others.length : 0;
  const rotated = [...others.slice(start), ...others.slice(0, start)];
  // One visit a customer a day (a customer planned under two positions is visited once).
  const seen = new Set<string>();
  const stops = [...planned, ...rotated.map((c) => ({ customer: c, type: 'UNPLANNED' as const }))]
    .filter((s) => !seen.has(s.customer.CUSTOMER_ID) && seen.add(s.customer.CUSTOMER_ID))
    .slice(0, shape.visits);

  const dayEnd = Date.parse(`${day}T17:00:00+07:00`);
  const end = Math.min(dayEnd, Date.now() - MINUTE);
  const visitAt = (i: number) => end - (stops.length - i) * 9 * MINUTE;
  const iso = (ms: number) => new Date(ms).toISOString();

  const photos: SimPhoto[] = [];
  const photo = async (name: string) => {
    const p = await simPhoto(`${name} ${randomUUID()}`);
    photos.push(p);
    return p.sha256;
  };

  const crc: Record<string, unknown>[] = [];
  const crcOfStop = new Map<number, string>();
  const checks = Math.min(shape.displayChecks, stops.length);
  for (let k = 0; k < checks; k++) {
    const i = Math.floor((k * stops.length) / checks);
    const stop = stops[i];
    if (!stop) continue;
    const fix = fixNear(stop.customer, seq + i);
    const id = randomUUID();
    crcOfStop.set(i, id);
    const displays = [];
    for (let d = 0; d < shape.displaysPerCheck; d++)
      displays.push({
        DISPLAY_TYPE: DISPLAY_TYPES[(seq + d) % DISPLAY_TYPES.length],
        PHOTO_SHA256: await photo(`crc ${id} ${d}`),
        FILENAME: `rak-${d + 1}.jpg`,
      });
    crc.push({
      CLIENT_ID: id,
      CUSTOMER_ID: stop.customer.CUSTOMER_ID,
      DATE_CRC: iso(visitAt(i) + 3 * MINUTE),
      DATE_PLAN: day,
      PRODUCT_GROUP_CODE: (seq + k) % 2 === 0 ? 'PHARMA' : 'CONSUMER',
      SUB_LINE_DESC: 'Rak utama',
      IS_ACRYLIC: k % 2 === 0 ? 'Y' : 'N',
      LATITUDE: fix.lat,
      LONGITUDE: fix.lon,
      ACCURACY: 10,
      DISPLAYS: displays,
    });
  }

  const visits = stops.map((stop, i) => {
    const a = fixNear(stop.customer, seq + i);
    const b = fixNear(stop.customer, seq + i + 1);
    const crcId = crcOfStop.get(i);
    return {
      CLIENT_ID: randomUUID(),
      CUSTOMER_ID: stop.customer.CUSTOMER_ID,
      TYPE_PLAN: stop.type,
      TANGGAL_CALL_PLAN: day,
      RENCANA_KUNJUNGAN: 'Cek stok dan order',
      CHECK_IN_AT: iso(visitAt(i)),
      CHECK_IN_LATITUDE: a.lat,
      CHECK_IN_LONGITUDE: a.lon,
      CHECK_IN_ACCURACY: 5 + (i % 20),
      CHECK_OUT_AT: iso(visitAt(i) + 7 * MINUTE),
      CHECK_OUT_LATITUDE: b.lat,
      CHECK_OUT_LONGITUDE: b.lon,
      CHECK_OUT_ACCURACY: 5 + ((i + 3) % 20),
      HASIL_KUNJUNGAN: i % 3 === 0 ? 'Order diterima' : 'Stok masih cukup',
      ...(i % 4 === 1 ? { ADA_RETUR: 'Y', KET_RETUR: 'Kemasan rusak' } : {}),
      ...(i % 7 === 2
        ? { ITEM_ED_DEKAT: 'Y', NAMA_ITEM: 'Paracetamol 500mg', QTY: 1 + (i % 12), DATE_ED: day }
        : {}),
      STATUS_VISIT: 'VISITED',
      ...(crcId ? { CRC_CLIENT_ID: crcId } : {}),
    };
  });

  const scans: Record<string, unknown>[] = [];
  const scanCount = Math.min(shape.locationScans, stops.length);
  for (let k = 0; k < scanCount; k++) {
    const i = stops.length - 1 - k;
    const stop = stops[i];
    if (!stop) continue;
    const fix = fixNear(stop.customer, seq + k);
    const id = randomUUID();
    scans.push({
      CLIENT_ID: id,
      CUSTOMER_ID: stop.customer.CUSTOMER_ID,
      LATITUDE: fix.lat,
      LONGITUDE: fix.lon,
      ACCURACY: 4,
      LAST_UPDATE: iso(visitAt(i) + 2 * MINUTE),
      NOTE: 'Lokasi sesuai',
      TD: await photo(`near ${id}`),
      TJ: await photo(`far ${id}`),
    });
  }

  const answers: Record<string, unknown>[] = [];
  for (const campaign of plan.campaigns) {
    if (day < campaign.START_DATE || day > campaign.END_DATE) continue;
    const outlets = new Set(campaign.OUTLETS.map((o) => o.CUSTOMER_ID));
    for (const [i, stop] of stops.entries()) {
      if (!outlets.has(stop.customer.CUSTOMER_ID)) continue;
      const id = randomUUID();
      answers.push({
        CLIENT_ID: id,
        ACTIVITY_HEADER_ID: campaign.ACTIVITY_HEADER_ID,
        CUSTOMER_ID: stop.customer.CUSTOMER_ID,
        CAMPAIGN_DAY: day,
        ANSWERED_AT: iso(visitAt(i) + 5 * MINUTE),
        ...(campaign.IS_PICTURE === 1 ? { PHOTO_SHA256: await photo(`pa ${id}`) } : {}),
        ANSWERS: surveyAnswers(campaign, seq + i, day),
      });
    }
  }

  return {
    batches: { visits, crc, 'location-scans': scans, 'survey-answers': answers },
    photos,
  };
}
