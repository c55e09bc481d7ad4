/**
 * What the app downloads for the rep's day: today's visits from the call plans and the calendar,
 * the rep's customers a page at a time, and the campaigns that reach the rep. Each answer holds the
 * rep's own data only: another rep's plan and another branch's customers never appear.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { fieldClient } from './field-test-client';

let t: TestApp;
let field: ReturnType<typeof fieldClient>;
let jakarta: string;
let jakarta2: string;
let rep: { position: string; employee: string };
let other: { position: string };

const q = <T>(query: ReturnType<typeof sql>) => rows<T>(t.database.db, query);
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

async function repOf(userId: string): Promise<{ position: string; employee: string }> {
  const [found] = await q<{ position: string; employee: string }>(
    sql`SELECT m.position_code AS position, u.employee_id AS employee FROM users u
        JOIN salesrep_mappings m ON m.employee_id = u.employee_id
        WHERE u.user_id = ${userId} AND current_date BETWEEN m.start_date AND m.end_date`,
  );
  if (!found) throw new Error(`no position of ${userId}`);
  return found;
}

/** Makes today a working day of this weekday and call week (the demo's today may be a Sunday). */
const setToday = (day: string, week: number, off = false) =>
  exec(sql`UPDATE call_calendar SET day_name = ${day}, week_call = ${week}, is_days_off = ${off}
           WHERE full_date = current_date`);

const thisMonth = sql`year_id = extract(year from current_date)::int AND periode = extract(month from current_date)::int`;

beforeAll(async () => {
  t = await startTestApp();
  field = fieldClient(t);
  [jakarta, jakarta2] = await Promise.all([field.session('rep.jakarta'), field.session('rep.jakarta2')]);
  rep = await repOf('rep.jakarta');
  other = await repOf('rep.jakarta2');
});
afterAll(() => t.close());

const visitsOf = async (session: string) => {
  const res = await field.get('/api/field/visits', { session });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    DAY: string | null;
    IS_DAYS_OFF: boolean;
    POSITIONS: string[];
    VISITS: {
      POSITION_CODE: string;
      CUSTOMERID_REF: string;
      IN_FIXED_PLAN: boolean;
      IN_MASTER_PLAN: boolean;
    }[];
  };
};

describe('GET /api/field/visits', () => {
  it("answers the fixed and master plans' customers of today's weekday and call week, with where they are", async () => {
    const [slot] = await q<{ day: string; week: number }>(
      sql`SELECT day_name AS day, week FROM fixed_call_plans WHERE position_code = ${rep.position} AND ${thisMonth}
          ORDER BY day_name, week LIMIT 1`,
    );
    if (!slot) throw new Error('the demo rep has no plan this month');
    await setToday(slot.day, slot.week);
    const day = await visitsOf(jakarta);
    expect(day).toMatchObject({ DAY: slot.day, IS_DAYS_OFF: false, POSITIONS: [rep.position] });
    const fixed = await q<{ ref: string }>(
      sql`SELECT DISTINCT f.customer_id_ref AS ref FROM fixed_call_plans f JOIN customers c USING (customer_id_ref)
          WHERE f.position_code = ${rep.position} AND ${sql.raw('f.')}year_id = extract(year from current_date)::int
            AND f.periode = extract(month from current_date)::int
            AND f.day_name = ${slot.day} AND f.week = ${slot.week} AND c.branch_code = 'JKT'`,
    );
    expect(fixed.length).toBeGreaterThan(0);
    const answered = day.VISITS.map((v) => v.CUSTOMERID_REF);
    for (const { ref } of fixed) expect(answered).toContain(ref);
    expect(day.VISITS.every((v) => v.POSITION_CODE === rep.position)).toBe(true);
    const first = day.VISITS.find((v) => v.IN_FIXED_PLAN);
    expect(first).toMatchObject({ CUSTOMER_NAME: expect.any(String), PIC_NAME: expect.any(String) });
    expect(Object.keys(first ?? {})).toEqual(
      expect.arrayContaining(['ADDRESS', 'LATITUDE', 'LONGITUDE', 'NOTES', 'FREQUENCY', 'PIC_TELP']),
    );
  });

  it("takes a master plan row whose weekday column holds today's week, with its notes", async () => {
    const [free] = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM customers c WHERE branch_code = 'JKT' AND active
          AND NOT EXISTS (SELECT 1 FROM master_call_plans m WHERE m.customer_id_ref = c.customer_id_ref)
          AND NOT EXISTS (SELECT 1 FROM fixed_call_plans f WHERE f.customer_id_ref = c.customer_id_ref)
          ORDER BY customer_id_ref LIMIT 1`,
    );
    if (!free) throw new Error('no free customer');
    await exec(sql`INSERT INTO master_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                     customer_id_ref, pic_name, pic_telp, tuesday, notes)
                   VALUES (extract(year from current_date)::int, extract(month from current_date)::int, 101, 'JKT',
                     ${rep.position}, 'SALESMAN', ${free.ref}, 'IBU UJI', '0812', '2, 4', 'Bawa katalog baru')`);
    await setToday('SELASA', 4);
    const visit = (await visitsOf(jakarta)).VISITS.find((v) => v.CUSTOMERID_REF === free.ref);
    expect(visit).toMatchObject({
      IN_MASTER_PLAN: true,
      IN_FIXED_PLAN: false,
      PIC_NAME: 'IBU UJI',
      NOTES: 'Bawa katalog baru',
    });
    await setToday('SELASA', 3);
    expect((await visitsOf(jakarta)).VISITS.some((v) => v.CUSTOMERID_REF === free.ref)).toBe(false);
  });

  it("never answers another rep's plan or another branch's customer", async () => {
    const [slot] = await q<{ day: string; week: number }>(
      sql`SELECT day_name AS day, week FROM fixed_call_plans WHERE position_code = ${rep.position} AND ${thisMonth} LIMIT 1`,
    );
    if (!slot) throw new Error('no plan');
    await setToday(slot.day, slot.week);
    // A Bekasi customer put on the rep's plan for today: the plan names it, the answer does not.
    const [bekasi] = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS' ORDER BY customer_id_ref LIMIT 1`,
    );
    await exec(sql`INSERT INTO fixed_call_plans (year_id, periode, org_id, branch_code, position_code, type_salesman,
                     customer_id_ref, day_name, frequency, week)
                   VALUES (extract(year from current_date)::int, extract(month from current_date)::int, 101, 'JKT',
                     ${rep.position}, 'SALESMAN', ${bekasi?.ref}, ${slot.day}, 1, ${slot.week})`);
    const mine = await visitsOf(jakarta);
    expect(mine.VISITS.some((v) => v.CUSTOMERID_REF === bekasi?.ref)).toBe(false);
    // The other Jakarta rep's plan of today is the other rep's alone.
    const theirs = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM fixed_call_plans WHERE position_code = ${other.position} AND ${thisMonth}
            AND day_name = ${slot.day} AND week = ${slot.week}
            AND customer_id_ref NOT IN (SELECT customer_id_ref FROM fixed_call_plans WHERE position_code = ${rep.position})`,
    );
    const refs = new Set(mine.VISITS.map((v) => v.CUSTOMERID_REF));
    for (const { ref } of theirs) expect(refs.has(ref)).toBe(false);
    expect((await visitsOf(jakarta2)).VISITS.every((v) => v.POSITION_CODE === other.position)).toBe(true);
  });

  it('answers no visit on a day off', async () => {
    await setToday('MINGGU', 1, true);
    expect(await visitsOf(jakarta)).toMatchObject({ IS_DAYS_OFF: true, VISITS: [] });
  });
});

describe('GET /api/field/customers', () => {
  const page = (session: string, query = '') => field.get(`/api/field/customers${query}`, { session });

  it("pages through the rep's customers, each once, all of the rep's branch and plans", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=7${after ? `&after=${encodeURIComponent(after)}` : ''}`;
      const res = await page(jakarta, query);
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { rows: { CUSTOMERID_REF: string }[]; next: string | null };
      expect(data.rows.length).toBeLessThanOrEqual(7);
      seen.push(...data.rows.map((r) => r.CUSTOMERID_REF));
      after = data.next;
      pages++;
    } while (after && pages < 1000);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(seen);
    const expected = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM customers c WHERE c.org_id = 101 AND c.branch_code = 'JKT'
          AND customer_id_ref IN (SELECT customer_id_ref FROM fixed_call_plans WHERE position_code = ${rep.position} AND ${thisMonth}
                                  UNION SELECT customer_id_ref FROM master_call_plans WHERE position_code = ${rep.position} AND ${thisMonth})`,
    );
    expect(expected.length).toBeGreaterThan(7);
    expect(new Set(seen)).toEqual(new Set(expected.map((e) => e.ref)));
    const bekasi = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS'`,
    );
    const mine = new Set(seen);
    expect(bekasi.some((b) => mine.has(b.ref))).toBe(false);
  });

  it("does not list another rep's customers", async () => {
    const res = await page(jakarta2, '?limit=500');
    const theirs = new Set(
      (res.json().data.rows as { CUSTOMERID_REF: string }[]).map((r) => r.CUSTOMERID_REF),
    );
    const onlyMine = await q<{ ref: string }>(
      sql`SELECT customer_id_ref AS ref FROM fixed_call_plans WHERE position_code = ${rep.position} AND ${thisMonth}
          EXCEPT SELECT customer_id_ref FROM fixed_call_plans WHERE position_code = ${other.position} AND ${thisMonth}
          EXCEPT SELECT customer_id_ref FROM master_call_plans WHERE position_code = ${other.position} AND ${thisMonth}`,
    );
    expect(onlyMine.length).toBeGreaterThan(0);
    for (const { ref } of onlyMine) expect(theirs.has(ref)).toBe(false);
  });

  it('refuses a cursor it did not give, and a page size out of range', async () => {
    const forged = await page(jakarta, '?after=eyJ4Ijoxfg.AAAA');
    expect(forged.statusCode).toBe(400);
    // The genuine cursor changed by a hostile rep: its signature made up, dropped, or its payload
    // changed under the genuine signature (the crafted cursors the back office's lists are tried with).
    const genuine = (await page(jakarta, '?limit=1')).json().data.next as string;
    const [payload = '', tag = ''] = genuine.split('.');
    const changed = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(/"([^"]*)"/, '"ZZZZ"'),
    ).toString('base64url');
    for (const cursor of [
      `${payload}.${'A'.repeat(tag.length)}`,
      payload,
      `${changed}.${tag}`,
      '..',
      '%%%',
    ]) {
      const res = await page(jakarta, `?after=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
    }
    expect((await page(jakarta, '?limit=0')).statusCode).toBe(400);
    expect((await page(jakarta, '?limit=501')).statusCode).toBe(400);
  });
});

describe('GET /api/field/campaigns', () => {
  it("answers the campaigns reaching the rep, with only the outlets the rep serves, and the questions' rules", async () => {
    const [role] = await q<{ type: string; title: string; titleId: number; typeId: number }>(
      sql`SELECT r.employee_type_code AS type, r.employee_title_code AS title, r.employee_title_id AS "titleId",
                 r.employee_type_id AS "typeId"
          FROM roles r WHERE r.role_position_code = ${rep.position}`,
    );
    if (!role) throw new Error('no role');
    const [served] = await q<{ id: string; ref: string }>(
      sql`SELECT c.customer_id AS id, c.customer_id_ref AS ref FROM fixed_call_plans f JOIN customers c USING (customer_id_ref)
          WHERE f.position_code = ${rep.position} AND ${sql.raw('f.')}periode = extract(month from current_date)::int
            AND f.year_id = extract(year from current_date)::int AND c.branch_code = 'JKT' LIMIT 1`,
    );
    const [notServed] = await q<{ id: string; ref: string }>(
      sql`SELECT customer_id AS id, customer_id_ref AS ref FROM customers WHERE branch_code = 'BKS' LIMIT 1`,
    );
    const make = async (name: string, branch: string, title: string) => {
      const [h] = await q<{ id: number }>(
        sql`INSERT INTO pa_headers (name, description, bisnis_code, start_date, end_date, employee_type_id,
              employee_type_code, status, user_id_update)
            VALUES (${name}, 'Uji', 'B1', current_date - 1, current_date + 1, ${role.typeId}, ${role.type}, 'Approved', 'ho.admin')
            RETURNING activity_header_id AS id`,
      );
      const id = h?.id ?? 0;
      await exec(sql`INSERT INTO pa_titles VALUES (${id}, ${role.titleId}, ${title}, ${title})`);
      await exec(sql`INSERT INTO pa_branches VALUES (${id}, 101, ${branch})`);
      await exec(sql`INSERT INTO pa_channels VALUES (${id}, 'APOTEK')`);
      for (const c of [served, notServed])
        await exec(sql`INSERT INTO pa_customers VALUES (${id}, ${c?.id}, ${c?.ref}, 'Outlet', 101)`);
      const definition = {
        id: 'q1',
        type: 'Multiple Choice',
        body: 'Rak penuh?',
        options: [
          { body: 'Ya', sequence: 0, nextQuestion: null },
          { body: 'Tidak', sequence: 1, nextQuestion: 'q2' },
        ],
        sequence: 0,
      };
      await exec(
        sql`INSERT INTO pa_questions VALUES (${id}, 'q1', 0, 'Multiple Choice', 'Rak penuh?', ${JSON.stringify(definition)}::jsonb)`,
      );
      return id;
    };
    const reaching = await make('Kampanye Jakarta', 'JKT', role.title);
    const otherBranch = await make('Kampanye Bekasi', 'BKS', role.title);
    const otherTitle = await make('Kampanye judul lain', 'JKT', 'NO-SUCH-TITLE');
    const res = await field.get('/api/field/campaigns', { session: jakarta });
    expect(res.statusCode).toBe(200);
    const campaigns = res.json().data.campaigns as {
      ACTIVITY_HEADER_ID: number;
      OUTLETS: { CUSTOMERID_REF: string }[];
      QUESTIONS: { QUESTION_ID: string; DEFINITION: { options: { nextQuestion: string | null }[] } }[];
    }[];
    const ids = campaigns.map((c) => c.ACTIVITY_HEADER_ID);
    expect(ids).toContain(reaching);
    expect(ids).not.toContain(otherBranch);
    expect(ids).not.toContain(otherTitle);
    const mine = campaigns.find((c) => c.ACTIVITY_HEADER_ID === reaching);
    expect(mine?.OUTLETS.map((o) => o.CUSTOMERID_REF)).toEqual([served?.ref]);
    expect(mine?.QUESTIONS[0]?.DEFINITION.options[1]?.nextQuestion).toBe('q2');
    expect(res.json().data.campaigns[0]).toMatchObject({ CHANNEL_GROUPS: ['APOTEK'], BRANCHES: ['JKT'] });
    // A question written without its options (by an import, not the builder) answers with none,
    // and the rest of the campaigns still come.
    await exec(
      sql`INSERT INTO pa_questions VALUES (${reaching}, 'q2', 1, 'Text', 'Catatan?', ${JSON.stringify({ id: 'q2', type: 'Text', body: 'Catatan?', sequence: 1 })}::jsonb)`,
    );
    const withBare = await field.get('/api/field/campaigns', { session: jakarta });
    expect(withBare.statusCode, withBare.body).toBe(200);
    const bare = (withBare.json().data.campaigns as typeof campaigns).find(
      (c) => c.ACTIVITY_HEADER_ID === reaching,
    );
    expect(bare?.QUESTIONS.map((q) => [q.QUESTION_ID, q.DEFINITION.options.length])).toEqual([
      ['q1', 2],
      ['q2', 0],
    ]);
    // A campaign not yet approved reaches nobody.
    await exec(sql`UPDATE pa_headers SET status = 'New Request' WHERE activity_header_id = ${reaching}`);
    const after = await field.get('/api/field/campaigns', { session: jakarta });
    expect(
      after.json().data.campaigns.map((c: { ACTIVITY_HEADER_ID: number }) => c.ACTIVITY_HEADER_ID),
    ).not.toContain(reaching);
  });
});
