/**
 * The field app's reference client (bench/field-sim) against the real server over HTTP: three demo
 * reps play a day (sign-in, the morning's download, the evening's records and photos, batches cut
 * and resent), and every record made lands once, however often it was sent.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_KINDS, type FieldKind } from '../../bench/field-sim/day-records';
import { type Played, playDays } from '../../bench/field-sim/play-days';
import { addSimCampaigns } from '../../bench/field-sim/sim-campaign';
import { rows } from '../db/client';
import { DEMO_FIELD_REPS } from '../db/seed/field-rep-data';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { API_KEY, startTestApp, type TestApp } from './harness';

const TABLES: Record<FieldKind, string> = {
  visits: 'call_realizations',
  crc: 'crc_headers',
  'location-scans': 'customer_geotags',
  'survey-answers': 'pa_answer_sets',
};

let t: TestApp;
let played: Played;

/** How many rows of `kind` hold each of `ids`: [rows found, distinct ids found]. */
async function stored(kind: FieldKind, ids: Iterable<string>): Promise<{ rows: number; ids: number }> {
  const [found] = await rows<{ rows: number; ids: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS rows, count(DISTINCT client_id)::int AS ids FROM ${sql.raw(TABLES[kind])}
         WHERE client_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb))`,
  );
  return found ?? { rows: 0, ids: 0 };
}

beforeAll(async () => {
  t = await startTestApp();
  await addSimCampaigns(t.database.db, 3);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  played = await playDays(
    {
      target: {
        url: `http://127.0.0.1:${address.port}`,
        apiKey: API_KEY,
        fieldKey: t.config.fieldAppKey ?? '',
      },
      concurrency: 3,
      // Half the batches cut and half resent, by a seed that cuts some of each kind.
      cutRate: 0.5,
      seed: 7,
      shape: { visits: 8, displayChecks: 1, displaysPerCheck: 2, locationScans: 1 },
    },
    DEMO_FIELD_REPS.map((r) => ({ username: r.userId, password: DEMO_PASSWORD })),
    1,
  );
});
afterAll(() => t.close());

describe('npm run field:simulate against the server', () => {
  it('signs the reps in, downloads their day and sends every kind of record, none refused', () => {
    const { sim, reps } = played;
    expect(reps.map((r) => r.username)).toEqual(DEMO_FIELD_REPS.map((r) => r.userId).sort());
    expect(sim.tally.problems).toEqual([]);
    expect(sim.tally.downloaded.customers).toBeGreaterThan(0);
    for (const kind of FIELD_KINDS) {
      expect(sim.made[kind].size, kind).toBeGreaterThan(0);
      expect(sim.tally.kinds[kind].refused, kind).toBe(0);
      expect(sim.tally.kinds[kind].outletDayTaken, kind).toBe(0);
    }
    expect(sim.tally.cutBatches).toBeGreaterThan(0);
    expect(sim.tally.resentBatches).toBeGreaterThan(0);
    // Each rep: a check of 2 photos and a scan of 2.
    expect(sim.tally.photos.stored).toBe(reps.length * 4);
    const calls = [...sim.times.summary().keys()];
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /field/login',
        'GET /field/me',
        'GET /field/customers',
        'POST /field/photos',
      ]),
    );
  });

  it('stores each record made once, a cut batch too: the part that arrived before is answered already stored', async () => {
    const { sim } = played;
    for (const kind of FIELD_KINDS) {
      const made = sim.made[kind];
      expect(await stored(kind, made), kind).toEqual({ rows: made.size, ids: made.size });
      expect(sim.acknowledged[kind].size, kind).toBe(made.size);
    }
    const sent = FIELD_KINDS.reduce((n, k) => n + sim.tally.kinds[k].records, 0);
    const answered = FIELD_KINDS.reduce((n, k) => n + sim.tally.kinds[k].stored, 0);
    const made = FIELD_KINDS.reduce((n, k) => n + sim.made[k].size, 0);
    expect(sent).toBe(made);
    // Each record answered "stored" once; the cut parts and the resends as "already stored".
    expect(answered).toBeLessThan(made);
    expect(FIELD_KINDS.reduce((n, k) => n + sim.tally.kinds[k].alreadyStored, 0)).toBeGreaterThan(0);
    const [photos] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM field_photos WHERE sent_by = ANY(${`{${DEMO_FIELD_REPS.map((r) => r.userId).join(',')}}`}::text[])`,
    );
    expect(photos?.n).toBe(sim.tally.photos.stored);
  });

  it('resending every day whole after a crash stores nothing twice', async () => {
    const { sim, reps } = played;
    const before = FIELD_KINDS.map((k) => sim.tally.kinds[k].stored);
    expect(await sim.resendEverything(reps)).toBe(true);
    expect(FIELD_KINDS.map((k) => sim.tally.kinds[k].stored)).toEqual(before);
    expect(sim.tally.problems).toEqual([]);
    for (const kind of FIELD_KINDS)
      expect((await stored(kind, sim.made[kind])).rows, kind).toBe(sim.made[kind].size);
  });
});
