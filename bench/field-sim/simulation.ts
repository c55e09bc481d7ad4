/**
 * Reps' days played against a running server: each rep signs in, downloads the morning's day
 * (me, visits, customers page by page, campaigns), and in the evening uploads the day's records
 * kind by kind, then its photos. Some batches are cut (a first part sent and its answer lost, then
 * the whole batch sent again) and some resent whole (the answer lost), as on a bad network; every
 * record must end stored once: each answer is checked against what the batch's history expects.
 *
 * What the app was told ("stored" or "already stored", read from an answer) is kept per kind, so a
 * caller can check the database holds each such record once (the bench's kill -9 check).
 */
import type {
  FieldCampaign,
  FieldCustomer,
  FieldRepAnswer,
  FieldVisit,
} from '../../common/contract/field-app';
import type { BatchAnswer } from '../../common/contract/field-records';
import {
  type DayRecords,
  type DayShape,
  DEFAULT_DAY,
  dayRecords,
  FIELD_KINDS,
  type FieldKind,
} from './day-records';
import { CallTimes, dataOrThrow, type FieldTarget, fieldCall, NoAnswer } from './field-http';

export interface RepLogin {
  username: string;
  password: string;
}

export interface SimRep {
  username: string;
  token: string;
  rep: FieldRepAnswer;
  plan: { visits: FieldVisit[]; customers: FieldCustomer[]; campaigns: FieldCampaign[] };
  /** Days recorded whose upload has not been answered whole yet. */
  pending: { day: string; records: DayRecords }[];
  /** Days recorded, kept to resend them all (the resend after a crash). */
  recorded: { day: string; records: DayRecords }[];
}

export interface KindTally {
  records: number;
  stored: number;
  alreadyStored: number;
  refused: number;
  /**
   * Answer sets refused because the outlet already has its set for the day from another rep or an
   * earlier run (one set per outlet and campaign day, the first stands): the rule, not a defect.
   */
  outletDayTaken: number;
}

export interface SimTally {
  kinds: Record<FieldKind, KindTally>;
  batches: number;
  cutBatches: number;
  resentBatches: number;
  photos: { sent: number; stored: number; alreadyStored: number };
  /** Plan downloads: visits, customers and campaigns the reps received. */
  downloaded: { visits: number; customers: number; campaigns: number };
  /** Refused records and answers other than the batch's history expects (a defect each). */
  problems: string[];
  /** Calls that got no answer (the server gone), or an error status. */
  failedCalls: number;
}

export interface SimOptions {
  target: FieldTarget;
  /** Reps uploading or downloading at once. */
  concurrency: number;
  /** Share of batches cut (sent partly, then whole) and, apart, resent whole: 0 to 1. */
  cutRate: number;
  shape?: DayShape;
  /** Customers asked a page. */
  customersPage?: number;
  /** A seed for the cut and resend draws, so that a run can be repeated. */
  seed?: number;
  log?: (text: string) => void;
}

/** mulberry32: a small seeded generator, so that cuts fall the same way each run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `work` on each item, `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

const emptyKind = (): KindTally => ({
  records: 0,
  stored: 0,
  alreadyStored: 0,
  refused: 0,
  outletDayTaken: 0,
});

export class FieldSimulation {
  readonly times = new CallTimes();
  readonly tally: SimTally = {
    kinds: {
      visits: emptyKind(),
      crc: emptyKind(),
      'location-scans': emptyKind(),
      'survey-answers': emptyKind(),
    },
    batches: 0,
    cutBatches: 0,
    resentBatches: 0,
    photos: { sent: 0, stored: 0, alreadyStored: 0 },
    downloaded: { visits: 0, customers: 0, campaigns: 0 },
    problems: [],
    failedCalls: 0,
  };
  /** Client ids the server answered "stored" or "already stored", per kind. */
  readonly acknowledged: Record<FieldKind, Set<string>> = {
    visits: new Set(),
    crc: new Set(),
    'location-scans': new Set(),
    'survey-answers': new Set(),
  };
  /** Every client id made, per kind. */
  readonly made: Record<FieldKind, Set<string>> = {
    visits: new Set(),
    crc: new Set(),
    'location-scans': new Set(),
    'survey-answers': new Set(),
  };
  /** Answer sets refused as their outlet's day was answered already (see KindTally.outletDayTaken). */
  readonly taken = new Set<string>();
  private readonly random: () => number;
  private dayCount = 0;
  /** The server's today (YYYY-MM-DD), as the visits' download says it. */
  today = '';

  /** The options; `target` may change (the server restarted on another port). */
  constructor(readonly options: SimOptions) {
    this.random = generator(options.seed ?? 41);
  }

  private problem(text: string): void {
    if (this.tally.problems.length < 50) this.tally.problems.push(text);
    else if (this.tally.problems.length === 50) this.tally.problems.push('… more problems left out');
  }

  private call<T>(method: 'GET' | 'POST', path: string, options: Parameters<typeof fieldCall>[4] = {}) {
    return fieldCall<T>(this.options.target, this.times, method, path, options).catch((err: unknown) => {
      this.tally.failedCalls++;
      throw err;
    });
  }

  /** Signs each rep in (one session each); a rep refused is a problem, left out of the day. */
  async signIn(logins: readonly RepLogin[]): Promise<SimRep[]> {
    const reps: SimRep[] = [];
    await eachLimited(logins, this.options.concurrency, async (login) => {
      const answer = await this.call<{ TOKEN: string; REP: FieldRepAnswer }>('POST', '/field/login', {
        body: { username: login.username, password: login.password },
      });
      if (!answer.data) {
        this.tally.failedCalls++;
        this.problem(`sign-in ${login.username}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        return;
      }
      reps.push({
        username: login.username,
        token: answer.data.TOKEN,
        rep: answer.data.REP,
        plan: { visits: [], customers: [], campaigns: [] },
        pending: [],
        recorded: [],
      });
    });
    return reps.sort((a, b) => a.username.localeCompare(b.username));
  }

  /** The morning's download of one rep: who the rep is today, the day's visits, customers, campaigns. */
  async download(rep: SimRep): Promise<void> {
    const session = rep.token;
    rep.rep = dataOrThrow(await this.call<FieldRepAnswer>('GET', '/field/me', { session }), 'me');
    const day = dataOrThrow(
      await this.call<{ DATE: string; VISITS: FieldVisit[] }>('GET', '/field/visits', { session }),
      'visits',
    );
    const customers: FieldCustomer[] = [];
    let after: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(this.options.customersPage ?? 200) });
      if (after) query.set('after', after);
      const page: { rows: FieldCustomer[]; next: string | null } = dataOrThrow(
        await this.call('GET', '/field/customers', { session, query: query.toString() }),
        'customers',
      );
      customers.push(...page.rows);
      after = page.next;
    } while (after);
    const campaigns = dataOrThrow(
      await this.call<{ campaigns: FieldCampaign[] }>('GET', '/field/campaigns', { session }),
      'campaigns',
    ).campaigns;
    rep.plan = { visits: day.VISITS, customers, campaigns };
    this.today = day.DATE;
    this.tally.downloaded.visits += day.VISITS.length;
    this.tally.downloaded.customers += customers.length;
    this.tally.downloaded.campaigns += campaigns.length;
  }

  async morning(reps: readonly SimRep[]): Promise<void> {
    await eachLimited(reps, this.options.concurrency, async (rep) => {
      try {
        await this.download(rep);
      } catch (err) {
        this.problem(`${rep.username} download: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }

  /** Makes each rep's records of `day` from the morning's download (kept to upload). */
  async record(reps: readonly SimRep[], day: string): Promise<void> {
    for (const rep of reps) {
      const records = await dayRecords(rep.plan, day, this.dayCount++, this.options.shape ?? DEFAULT_DAY);
      for (const kind of FIELD_KINDS)
        for (const r of records.batches[kind]) this.made[kind].add(r.CLIENT_ID as string);
      rep.pending.push({ day, records });
      rep.recorded.push({ day, records });
    }
  }

  /**
   * Sends one batch and checks each record's answer: `before` holds the client ids the server may
   * already hold (sent earlier); any other must be answered "stored". With `lenient` (a resend after
   * answers were lost to a crash) "already stored" is fine for every record.
   */
  private async sendBatch(
    rep: SimRep,
    kind: FieldKind,
    records: readonly Record<string, unknown>[],
    before: ReadonlySet<string>,
    lenient: boolean,
  ): Promise<BatchAnswer> {
    const answer = await this.call<BatchAnswer>('POST', `/field/${kind}`, {
      session: rep.token,
      body: { SENT_AT: new Date().toISOString(), records },
    });
    if (!answer.data) {
      this.tally.failedCalls++;
      throw new Error(`${rep.username} ${kind}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    this.tally.batches++;
    const tally = this.tally.kinds[kind];
    for (const r of answer.data.results) {
      if (r.outcome === 'refused' && r.reason?.includes('already has its answers')) {
        tally.outletDayTaken++;
        this.taken.add(r.CLIENT_ID);
        continue;
      }
      if (r.outcome === 'refused') {
        tally.refused++;
        this.problem(`${rep.username} ${kind} ${r.CLIENT_ID}: refused: ${r.reason}`);
        continue;
      }
      this.acknowledged[kind].add(r.CLIENT_ID);
      if (r.outcome === 'stored') tally.stored++;
      else tally.alreadyStored++;
      const expected = before.has(r.CLIENT_ID) ? 'already stored' : 'stored';
      if (!lenient && r.outcome !== expected)
        this.problem(`${rep.username} ${kind} ${r.CLIENT_ID}: answered ${r.outcome}, expected ${expected}`);
    }
    return answer.data;
  }

  /** One kind's batch of a day, maybe cut first and maybe resent after; answers the photos missing. */
  private async uploadKind(
    rep: SimRep,
    kind: FieldKind,
    records: readonly Record<string, unknown>[],
    lenient: boolean,
  ): Promise<string[]> {
    if (records.length === 0) return [];
    this.tally.kinds[kind].records += records.length;
    let before = new Set<string>();
    if (records.length >= 2 && this.random() < this.options.cutRate) {
      // Cut off: the first part arrived and was stored, its answer never reached the phone.
      const part = records.slice(0, Math.ceil(records.length / 2));
      await this.call('POST', `/field/${kind}`, { session: rep.token, body: { records: part } });
      before = new Set(part.map((r) => r.CLIENT_ID as string));
      this.tally.cutBatches++;
    }
    const answer = await this.sendBatch(rep, kind, records, before, lenient);
    if (this.random() < this.options.cutRate) {
      // The answer lost on the way back: the phone sends the same batch again.
      const all = new Set(records.map((r) => r.CLIENT_ID as string));
      const again = await this.sendBatch(rep, kind, records, all, lenient);
      this.tally.resentBatches++;
      return again.photosMissing;
    }
    return answer.photosMissing;
  }

  /** A rep's upload of one recorded day: each kind's batch, then every photo the records name. */
  async uploadDay(rep: SimRep, records: DayRecords, lenient = false): Promise<void> {
    const missing = new Set<string>();
    for (const kind of FIELD_KINDS)
      for (const sha of await this.uploadKind(rep, kind, records.batches[kind], lenient)) missing.add(sha);
    for (const photo of records.photos) {
      const answer = await this.call<{ outcome: 'stored' | 'already stored' }>('POST', '/field/photos', {
        session: rep.token,
        body: { sha256: photo.sha256, image: photo.bytes.toString('base64') },
      });
      if (!answer.data) {
        this.tally.failedCalls++;
        this.problem(
          `${rep.username} photo ${photo.sha256}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
        continue;
      }
      this.tally.photos.sent++;
      if (answer.data.outcome === 'stored') this.tally.photos.stored++;
      else this.tally.photos.alreadyStored++;
      missing.delete(photo.sha256);
    }
    if (missing.size > 0) this.problem(`${rep.username}: ${missing.size} photos named but never sent`);
  }

  /**
   * Every rep uploads its pending days. A call that gets no answer (the server gone) ends that
   * rep's upload for now, the day kept pending; answers `true` when every rep finished.
   */
  async evening(reps: readonly SimRep[], lenient = false): Promise<boolean> {
    let whole = true;
    await eachLimited(reps, this.options.concurrency, async (rep) => {
      while (rep.pending.length > 0) {
        const day = rep.pending[0];
        if (!day) break;
        try {
          await this.uploadDay(rep, day.records, lenient);
          rep.pending.shift();
        } catch (err) {
          whole = false;
          if (!(err instanceof NoAnswer))
            this.problem(`${rep.username}: ${err instanceof Error ? err.message : String(err)}`);
          return;
        }
      }
    });
    return whole;
  }

  /** Resends every recorded day whole (after a crash: the phone cannot know what arrived). */
  async resendEverything(reps: readonly SimRep[]): Promise<boolean> {
    for (const rep of reps) rep.pending = [...rep.recorded];
    const cutRate = this.options.cutRate;
    // The resend is plain: no cuts, no repeats, every record answered stored or already stored.
    this.options.cutRate = 0;
    try {
      return await this.evening(reps, true);
    } finally {
      this.options.cutRate = cutRate;
    }
  }
}
