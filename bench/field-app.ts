/**
 * The field app under the load of a whole sales force (issue 41, item 5): every rep's morning
 * download, then the evening's upload of about 40 visits and 10 photos a rep, played by the
 * reference client (bench/field-sim) over HTTP against the built server. Each call's p50/p99 stands
 * beside its floor (bench/field-app-floors.ts); a back-office list is timed quiet and while the
 * reps work; and the server is killed (SIGKILL) in the middle of the upload: every record the app
 * was told was stored must be there once, and the resend after the restart stores the rest.
 */
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/seed/platform-data';
import { hashPassword } from '../server/platform/passwords';
import { callApi, login } from './api';
import type { BenchDatabase } from './databases';
import { batchFloor, KIND_TABLES, photoFloor, readFloors } from './field-app-floors';
import { FIELD_KINDS, type FieldKind } from './field-sim/day-records';
import { planRepDays } from './field-sim/rep-plans';
import { createRepUsers, repUserIds } from './field-sim/rep-users';
import { addSimCampaigns } from './field-sim/sim-campaign';
import { FieldSimulation, type SimRep } from './field-sim/simulation';
import { summarise, type Timings } from './load';
import { count, ms, type Report, ratio, sec } from './report';
import { BENCH_API_KEY, type ServerProcess, startArmada } from './server-process';

export const FIELD_KEY = 'bench-field-app-key';
/** A rep's day: about 40 visits (and 10 photos, DEFAULT_DAY). */
const VISITS_A_DAY = 40;
const SETTINGS = { FIELD_APP_KEY: FIELD_KEY };

export interface FieldBenchOptions {
  /** Reps downloading their day (all reps holding a position today when left out). */
  reps?: number;
  /** Reps uploading their evening (all who downloaded when left out). */
  eveningReps?: number;
  concurrency: number;
  /** Where in the upload the server is killed: the share of the evening's photos sent (0 for no kill). */
  killAt: number;
  /** Batches sampled for each floor. */
  floorSamples: number;
  progress: (text: string) => void;
}

/**
 * Today must be a working day with visits planned: on a day off (the bench may run on a Sunday)
 * today's calendar row becomes the weekday of the plans' busiest day, call week kept. Answers what
 * was changed, for the report.
 */
async function workingToday(db: Db): Promise<string> {
  const [today] = await rows<{ off: boolean; day: string | null }>(
    db,
    sql`SELECT is_days_off AS off, day_name AS day FROM call_calendar WHERE full_date = current_date`,
  );
  if (today && !today.off && today.day !== 'MINGGU') return '';
  await db.execute(
    sql`UPDATE call_calendar SET is_days_off = false, day_name = 'SENIN' WHERE full_date = current_date`,
  );
  return `today's calendar row (${today?.day ?? 'none'}${today?.off ? ', day off' : ''}) set to a working SENIN`;
}

/** The back office's realization overview, every branch this month, as head office lists it. */
function listBody() {
  const today = new Date().toISOString().slice(0, 10);
  return { BranchCode: '', PositionCode: '', StartDate: `${today.slice(0, 8)}01`, EndDate: today };
}

/** One user listing the overview again and again (every 200 ms) until stopped; answers the timings. */
function listSampler(server: ServerProcess, token: string) {
  const samples: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await callApi(
          server,
          'POST',
          '/call-management/OverviewCallRealization',
          listBody(),
          token,
        );
        if (answer.status === 200) samples.push(performance.now() - started);
        else failures++;
      } catch {
        failures++;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async (): Promise<Timings & { failures: number }> => {
    running = false;
    await loop;
    return { ...summarise(samples), failures };
  };
}

async function quietList(server: ServerProcess, token: string): Promise<Timings> {
  const samples: number[] = [];
  for (let i = 0; i < 32; i++) {
    const started = performance.now();
    await callApi(server, 'POST', '/call-management/OverviewCallRealization', listBody(), token);
    if (i >= 2) samples.push(performance.now() - started);
  }
  return summarise(samples);
}

/** How many rows hold each of `ids` in `kind`'s table: rows and distinct ids. */
async function heldOnce(db: Db, kind: FieldKind, ids: Iterable<string>) {
  const list = [...ids];
  const [found] = await rows<{ rows: number; ids: number }>(
    db,
    sql`SELECT count(*)::int AS rows, count(DISTINCT client_id)::int AS ids FROM ${sql.raw(KIND_TABLES[kind].table)}
         WHERE client_id = ANY(${`{${list.join(',')}}`}::text[])`,
  );
  return { wanted: list.length, rows: found?.rows ?? 0, ids: found?.ids ?? 0 };
}

const pq = (t: Timings) => `${ms(t.p50)} / ${ms(t.p99)}`;

export async function benchFieldApp(
  db: BenchDatabase,
  column: string,
  report: Report,
  options: FieldBenchOptions,
): Promise<void> {
  const progress = options.progress;
  const prepared = await db.open();
  let logins: string[];
  let passwordHash: string;
  try {
    const note = await workingToday(prepared.db);
    if (note) report.line(`Field app bench: ${note}`);
    progress(`${column}: rep users (one password hash) and this month's survey campaigns`);
    const wanted = options.reps ?? 1_000_000;
    await createRepUsers(prepared.db, wanted, DEMO_PASSWORD);
    const planned = await planRepDays(prepared.db, wanted, VISITS_A_DAY);
    report.line(
      `Field app bench: ${count(planned)} fixed call plan rows added, ${VISITS_A_DAY} customers of its branch planned today for each rep (the seed plans about one a rep)`,
    );
    await addSimCampaigns(prepared.db, 10);
    logins = await repUserIds(prepared.db, wanted);
    passwordHash = await hashPassword(DEMO_PASSWORD);
  } finally {
    await prepared.close();
  }

  let server = await startArmada(db.env, SETTINGS);
  const target = () => ({ url: server.url, apiKey: BENCH_API_KEY, fieldKey: FIELD_KEY });
  const sim = new FieldSimulation({
    target: target(),
    concurrency: options.concurrency,
    cutRate: 0.05,
    seed: 2000,
  });
  let reps: SimRep[] = [];
  let evening: SimRep[] = [];
  try {
    const token = await login(server, 'ho.admin');
    progress(`${column}: the back-office list, quiet`);
    const quiet = await quietList(server, token);

    progress(`${column}: the morning of ${count(logins.length)} reps`);
    let stopList = listSampler(server, token);
    const morningStart = performance.now();
    reps = await sim.signIn(logins.map((username) => ({ username, password: DEMO_PASSWORD })));
    const signInMs = performance.now() - morningStart;
    await sim.morning(reps);
    const morningMs = performance.now() - morningStart;
    const listMorning = await stopList();
    const morningCalls = sim.times.summary();
    sim.times.clear();
    const down = { ...sim.tally.downloaded };
    report.set(
      `morning download: ${count(reps.length)} reps sign in, me, visits, customers (pages of 200), campaigns`,
      column,
      sec(morningMs),
      `goal ≤ 600 s; sign-ins ${sec(signInMs)}; ${count(down.visits)} planned visits, ${count(down.customers)} customers, ${count(down.campaigns)} campaigns; ${options.concurrency} reps at once; failed calls ${sim.tally.failedCalls}`,
    );

    evening = reps.slice(0, options.eveningReps ?? reps.length);
    await sim.record(evening, sim.today);
    const photosTotal = evening.reduce((n, r) => n + (r.pending[0]?.records.photos.length ?? 0), 0);
    const recordsOf = (k: FieldKind) => sim.made[k].size;
    progress(
      `${column}: the evening of ${count(evening.length)} reps (${count(recordsOf('visits'))} visits, ${count(photosTotal)} photos), killed at ${Math.round(options.killAt * 100)}%`,
    );
    stopList = listSampler(server, token);
    let killed = false;
    const killer =
      options.killAt > 0
        ? setInterval(() => {
            if (!killed && sim.tally.photos.sent >= options.killAt * photosTotal) {
              killed = true;
              process.kill(server.pid, 'SIGKILL');
            }
          }, 20)
        : undefined;
    const eveningStart = performance.now();
    const whole = await sim.evening(evening);
    const firstMs = performance.now() - eveningStart;
    if (killer) clearInterval(killer);
    const listEvening = await stopList();
    await server.stop();

    const checked = await db.open();
    const acknowledged: Record<string, { wanted: number; rows: number; ids: number }> = {};
    try {
      for (const kind of FIELD_KINDS)
        acknowledged[kind] = await heldOnce(checked.db, kind, sim.acknowledged[kind]);
    } finally {
      await checked.close();
    }
    const ackTotal = Object.values(acknowledged).reduce((n, a) => n + a.wanted, 0);
    const ackFound = Object.values(acknowledged).reduce((n, a) => n + a.ids, 0);
    const ackRows = Object.values(acknowledged).reduce((n, a) => n + a.rows, 0);
    const madeTotal = FIELD_KINDS.reduce((n, k) => n + sim.made[k].size, 0);
    const taken = sim.taken.size;

    progress(`${column}: restart and resend`);
    server = await startArmada(db.env, SETTINGS);
    sim.options.target = target();
    const storedBefore = FIELD_KINDS.reduce((n, k) => n + sim.tally.kinds[k].stored, 0);
    const resendStart = performance.now();
    const resentWhole = await sim.evening(evening, true);
    const resendMs = performance.now() - resendStart;
    const storedByResend = FIELD_KINDS.reduce((n, k) => n + sim.tally.kinds[k].stored, 0) - storedBefore;
    await server.stop();
    const eveningCalls = sim.times.summary();

    const final = await db.open();
    const afterAll: Record<string, { wanted: number; rows: number; ids: number }> = {};
    const floors = new Map<string, Timings>();
    try {
      for (const kind of FIELD_KINDS)
        afterAll[kind] = await heldOnce(
          final.db,
          kind,
          [...sim.made[kind]].filter((id) => !sim.taken.has(id)),
        );
      progress(`${column}: the floors`);
      const sample = evening.slice(0, options.floorSamples);
      for (const kind of FIELD_KINDS)
        floors.set(
          `POST /field/${kind}`,
          await batchFloor(
            final.db,
            kind,
            sample.map((r) => (r.recorded[0]?.records.batches[kind] ?? []).map((x) => x.CLIENT_ID as string)),
          ),
        );
      floors.set(
        'POST /field/photos',
        await photoFloor(
          final.db,
          sample.flatMap((r) => r.recorded[0]?.records.photos.slice(0, 2) ?? []).map((p) => p.bytes),
        ),
      );
      const reads = await readFloors(
        final.db,
        reps.slice(0, options.floorSamples).map((r) => r.username),
        DEMO_PASSWORD,
        passwordHash,
      );
      for (const [name, t] of Object.entries(reads)) floors.set(name, t);
    } finally {
      await final.close();
    }

    const callRow = (name: string, t: Timings | undefined, phase: string) => {
      if (!t) return;
      const floor = floors.get(name);
      report.set(
        `${phase} ${name}: p50 / p99 (calls)`,
        column,
        `${pq(t)} (${count(t.count)})`,
        floor
          ? `floor ${pq(floor)} (${name === 'POST /field/login' ? 'the scrypt check alone' : name.startsWith('GET') ? "the module's queries in-process" : name.endsWith('photos') ? 'file written and row inserted' : 'the same rows inserted directly, one statement'}); p50 ${ratio(t.p50 / floor.p50)}`
          : '',
      );
    };
    for (const name of [
      'POST /field/login',
      'GET /field/me',
      'GET /field/visits',
      'GET /field/customers',
      'GET /field/campaigns',
    ])
      callRow(name, morningCalls.get(name), 'morning');
    for (const kind of FIELD_KINDS)
      callRow(`POST /field/${kind}`, eveningCalls.get(`POST /field/${kind}`), 'evening');
    callRow('POST /field/photos', eveningCalls.get('POST /field/photos'), 'evening');

    const t = sim.tally;
    report.set(
      `evening upload: ${count(evening.length)} reps, ${count(sim.made.visits.size)} visits, ${count(sim.made.crc.size)} display checks, ${count(sim.made['location-scans'].size)} scans, ${count(sim.made['survey-answers'].size)} answer sets, ${count(photosTotal)} photos`,
      column,
      `${sec(firstMs)} + ${sec(resendMs)}`,
      `until the kill (${whole ? 'not reached: the upload ended first' : `at ${Math.round(options.killAt * 100)}% of the photos`}) + the resend after the restart; ${count(t.cutBatches)} batches cut and sent again, ${count(t.resentBatches)} resent whole`,
    );
    report.set(
      'back-office list (Overview Call Realization, every branch this month), one user: p50 / p99',
      column,
      `${pq(quiet)} quiet`,
      `during the morning ${pq(listMorning)} (${listMorning.count} calls), during the evening ${pq(listEvening)} (${listEvening.count} calls, ${listEvening.failures} unanswered after the kill)`,
    );
    report.set(
      'kill -9 mid-upload: records the app was told were stored, found once',
      column,
      `${count(ackFound)} of ${count(ackTotal)}`,
      `${count(ackRows - ackFound)} found twice; of ${count(madeTotal)} made`,
    );
    const finalFound = Object.values(afterAll).reduce((n, a) => n + a.ids, 0);
    const finalRows = Object.values(afterAll).reduce((n, a) => n + a.rows, 0);
    report.set(
      'after the restart, the resend: every record made found once',
      column,
      `${count(finalFound)} of ${count(madeTotal - taken)}`,
      `${count(taken)} answer sets refused as another rep had answered their outlet that day (not counted); ${count(storedByResend)} stored by the resend, the rest answered already stored; ${count(finalRows - finalFound)} twice; resend ${resentWhole ? 'whole' : 'NOT whole'}; problems ${t.problems.length}${t.problems[0] ? `: ${t.problems[0]}` : ''}`,
    );
    if (t.problems.length > 0) process.stderr.write(`field app problems:\n${t.problems.join('\n')}\n`);
  } catch (err) {
    process.stderr.write(`server output:\n${server.output()}\n`);
    throw err;
  } finally {
    await server.stop();
  }
}
