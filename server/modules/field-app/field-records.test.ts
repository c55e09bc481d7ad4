/**
 * API tests of what the field app sends in: batches of visits, display checks, location scans and
 * survey answers, each record answered on its own and stored once however often it is sent, and
 * photos by the hash of their bytes; then the back office's screens showing what arrived.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_BATCH_MAX_RECORDS } from '../../../common/contract/field-records';
import { startTestApp, type TestApp } from '../../test/harness';
import { fieldClient } from './field-test-client';

let t: TestApp;
let field: ReturnType<typeof fieldClient>;
let session: string;
let otherSession: string;
let position: string;
/** A customer rep.jakarta serves this month, another of its branch it does not, one of another branch. */
let served: { id: string; name: string };
let notPlanned: string;
let otherBranch: string;
let headOffice: string;

const today = new Date().toISOString().slice(0, 10);
const nowIso = () => new Date().toISOString();

async function query<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await t.database.db.execute(q)) as unknown as { rows: T[] };
  return res.rows;
}

beforeAll(async () => {
  t = await startTestApp();
  field = fieldClient(t);
  session = await field.session('rep.jakarta');
  otherSession = await field.session('rep.bekasi');
  const me = await field.get('/api/field/me', { session });
  const rep = me.json().data as { POSITIONS: string[]; ORG_ID: number; BRANCH_CODE: string };
  position = rep.POSITIONS[0] as string;
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4));
  const [planned] = await query<{ id: string; name: string }>(
    sql`SELECT c.customer_id AS id, c.customer_name AS name FROM customers c
         WHERE c.org_id = ${rep.ORG_ID} AND c.branch_code = ${rep.BRANCH_CODE}
           AND EXISTS (SELECT 1 FROM fixed_call_plans f WHERE f.year_id = ${year} AND f.periode = ${month}
                        AND f.position_code = ${position} AND f.customer_id_ref = c.customer_id_ref)
         ORDER BY c.customer_id LIMIT 1`,
  );
  served = planned as { id: string; name: string };
  const [unplanned] = await query<{ id: string }>(
    sql`SELECT c.customer_id AS id FROM customers c
         WHERE c.branch_code = ${rep.BRANCH_CODE}
           AND NOT EXISTS (SELECT 1 FROM fixed_call_plans f WHERE f.position_code = ${position} AND f.customer_id_ref = c.customer_id_ref)
           AND NOT EXISTS (SELECT 1 FROM master_call_plans m WHERE m.position_code = ${position} AND m.customer_id_ref = c.customer_id_ref)
         LIMIT 1`,
  );
  notPlanned = (unplanned as { id: string }).id;
  const [other] = await query<{ id: string }>(
    sql`SELECT customer_id AS id FROM customers WHERE branch_code <> ${rep.BRANCH_CODE} LIMIT 1`,
  );
  otherBranch = (other as { id: string }).id;
  headOffice = await t.login('ho.admin');
});
afterAll(() => t.close());

const send = (path: string, records: unknown[], as = session) =>
  field.post(`/api/field/${path}`, { SENT_AT: nowIso(), records }, { session: as });

function visit(overrides: Record<string, unknown> = {}) {
  const checkIn = new Date(Date.now() - 3_600_000).toISOString();
  return {
    CLIENT_ID: randomUUID(),
    CUSTOMER_ID: served.id,
    TYPE_PLAN: 'FIXED CALL',
    TANGGAL_CALL_PLAN: today,
    RENCANA_KUNJUNGAN: 'Cek stok',
    CHECK_IN_AT: checkIn,
    CHECK_IN_LATITUDE: -6.2,
    CHECK_IN_LONGITUDE: 106.8,
    CHECK_IN_ACCURACY: 12,
    CHECK_OUT_AT: new Date(Date.now() - 1_800_000).toISOString(),
    CHECK_OUT_LATITUDE: -6.2001,
    CHECK_OUT_LONGITUDE: 106.8001,
    CHECK_OUT_ACCURACY: 8,
    HASIL_KUNJUNGAN: 'Order diterima',
    STATUS_VISIT: 'VISITED',
    ...overrides,
  };
}

type Answer = {
  received: number;
  stored: number;
  alreadyStored: number;
  refused: number;
  results: { index: number; CLIENT_ID: string; outcome: string; reason?: string }[];
  photosMissing: string[];
};

const countOf = async (table: string, ids: string[]) =>
  (
    await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE client_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    )
  )[0]?.n;

async function jpegOf(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: 80, b: 120 } },
  })
    .jpeg()
    .toBuffer();
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('POST /api/field/visits', () => {
  it('stores good records, refuses each bad one with its reason, and stores nothing of those', async () => {
    const good = [visit(), visit({ ADA_RETUR: 'Y', KET_RETUR: 'Kemasan rusak' })];
    const bad = [
      visit({ CHECK_IN_LATITUDE: 91 }),
      visit({ CHECK_OUT_LONGITUDE: -181 }),
      visit({ CHECK_IN_AT: new Date(Date.now() + 86_400_000).toISOString() }),
      visit({ CHECK_IN_AT: '2019-01-01T08:00:00+07:00', CHECK_OUT_AT: '2019-01-01T09:00:00+07:00' }),
      visit({ HASIL_KUNJUNGAN: 'ok\u0000' }),
      visit({ RENCANA_KUNJUNGAN: 'x\ud800y' }),
      visit({ CUSTOMER_ID: notPlanned }),
      visit({ CUSTOMER_ID: otherBranch }),
      visit({ POSITION_CODE: 'NOT-MINE' }),
      visit({ ITEM_ED_DEKAT: 'Y' }),
      visit({ CHECK_OUT_AT: new Date(Date.now() - 7_200_000).toISOString() }),
      visit({ EXTRA: 1 }),
      visit({ CHECK_IN_LATITUDE: 0, CHECK_IN_LONGITUDE: 0 }),
    ];
    const res = await send('visits', [...good, ...bad]);
    expect(res.statusCode).toBe(200);
    const a = res.json().data as Answer;
    expect(a).toMatchObject({ received: 15, stored: 2, alreadyStored: 0, refused: 13 });
    const reasons = a.results.slice(2).map((r) => r.reason);
    expect(reasons).toEqual([
      expect.stringContaining('CHECK_IN_LATITUDE: 91 is not within -90 to 90'),
      expect.stringContaining('CHECK_OUT_LONGITUDE: -181'),
      expect.stringContaining('is in the future'),
      expect.stringContaining('days past'),
      expect.stringContaining('HASIL_KUNJUNGAN: text holds a NUL'),
      expect.stringContaining('RENCANA_KUNJUNGAN: text holds a NUL or a lone surrogate'),
      expect.stringContaining(`CUSTOMER_ID: ${notPlanned} is not a customer the rep serves`),
      expect.stringContaining(`CUSTOMER_ID: ${otherBranch} is not a customer the rep serves`),
      expect.stringContaining('POSITION_CODE: NOT-MINE is not a position the rep holds today'),
      expect.stringContaining('ITEM_ED_DEKAT Y'),
      expect.stringContaining('is before CHECK_IN_AT'),
      expect.stringContaining('unknown field EXTRA'),
      expect.stringContaining('0, 0'),
    ]);
    const ids = [...good, ...bad].map((v) => v.CLIENT_ID);
    expect(await countOf('call_realizations', ids)).toBe(2);
    const [row] = await query<Record<string, unknown>>(
      sql`SELECT employee_name, supervisor_position_code, position_code, realization_status, check_in_accuracy,
                 received_at IS NOT NULL AS received, device_sent_at IS NOT NULL AS sent
            FROM call_realizations WHERE client_id = ${good[0]?.CLIENT_ID}`,
    );
    expect(row).toMatchObject({
      position_code: position,
      realization_status: 'SUBMITTED',
      received: true,
      sent: true,
    });
    expect(Number(row?.check_in_accuracy)).toBe(12);
  });

  it('stores a batch sent twice, or cut off and sent again, once; records out of order and late are fine', async () => {
    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    const batch = [
      visit(),
      visit({
        TANGGAL_CALL_PLAN: yesterday.toISOString().slice(0, 10),
        CHECK_IN_AT: new Date(yesterday.getTime() - 3_600_000).toISOString(),
        CHECK_OUT_AT: yesterday.toISOString(),
      }),
      visit(),
      visit(),
    ];
    const cut = await send('visits', batch.slice(0, 2));
    expect((cut.json().data as Answer).stored).toBe(2);
    const whole = (await send('visits', [...batch].reverse())).json().data as Answer;
    expect(whole).toMatchObject({ stored: 2, alreadyStored: 2, refused: 0 });
    const again = (await send('visits', batch)).json().data as Answer;
    expect(again).toMatchObject({ stored: 0, alreadyStored: 4 });
    // The same record twice in one batch: stored once, the repeat answered as already stored.
    const twice = visit();
    const dup = (await send('visits', [twice, twice])).json().data as Answer;
    expect(dup.results.map((r) => r.outcome)).toEqual(['stored', 'already stored']);
    expect(
      await countOf(
        'call_realizations',
        [...batch, twice].map((v) => v.CLIENT_ID),
      ),
    ).toBe(5);
  });

  it(`refuses a batch of more than ${FIELD_BATCH_MAX_RECORDS} records whole, with a clear message`, async () => {
    const one = visit();
    const res = await send(
      'visits',
      Array.from({ length: 100_000 }, () => one),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/5,000|too many|at most/i);
    expect(await countOf('call_realizations', [one.CLIENT_ID])).toBe(0);
  });

  it('asks for the key and a rep session: a back-office session or the key alone is refused', async () => {
    const one = visit();
    expect((await field.post('/api/field/visits', { records: [one] })).statusCode).toBe(401);
    expect(
      (await field.post('/api/field/visits', { records: [one] }, { bearer: headOffice, session: headOffice }))
        .statusCode,
    ).toBe(401);
    expect(await countOf('call_realizations', [one.CLIENT_ID])).toBe(0);
  });

  it('shows the stored visit in Overview Call Realization to head office', async () => {
    const mark = `Kunjungan ${randomUUID().slice(0, 8)}`;
    await send('visits', [visit({ HASIL_KUNJUNGAN: mark })]);
    const res = await t.call(
      'POST',
      '/api/call-management/OverviewCallRealization',
      { BranchCode: '', PositionCode: '', StartDate: today, EndDate: today, search: mark },
      headOffice,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      HASIL_KUNJUNGAN: mark,
      POSITION_CODE: position,
      STATUS_CALL_REALISASI: 'SUBMITTED',
    });
  });
});

describe('display checks and photos', () => {
  it('keeps a check whose photo has not arrived, shows a placeholder, then the photo once it does', async () => {
    const photo = await jpegOf(1);
    const hash = sha(photo);
    const check = {
      CLIENT_ID: randomUUID(),
      CUSTOMER_ID: served.id,
      DATE_CRC: nowIso(),
      DATE_PLAN: today,
      PRODUCT_GROUP_CODE: 'PHARMA',
      SUB_LINE_DESC: 'Analgesik',
      IS_ACRYLIC: 'Y',
      DISPLAYS: [{ DISPLAY_TYPE: 'VisibilityTATD', PHOTO_SHA256: hash, FILENAME: 'rak.jpg' }],
    };
    const linked = visit({ CRC_CLIENT_ID: check.CLIENT_ID });
    await send('visits', [linked]);
    const res = await send('crc', [check, { ...check, CLIENT_ID: randomUUID(), DISPLAYS: [] }]);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data as Answer;
    expect(a).toMatchObject({ stored: 1, refused: 1, photosMissing: [hash] });
    expect(a.results[1]?.reason).toContain('DISPLAYS');
    // The visit sent before its check now names it.
    const [v] = await query<{ linked: boolean }>(
      sql`SELECT crc_header_id IS NOT NULL AS linked FROM call_realizations WHERE client_id = ${linked.CLIENT_ID}`,
    );
    expect(v?.linked).toBe(true);

    const viewer = await t.call(
      'POST',
      '/api/file-viewer/overview',
      {
        BranchCode: '',
        PositionCode: position,
        Bisnis: '',
        isAcrylic: 'Y',
        StartDate: today,
        EndDate: today,
      },
      headOffice,
    );
    expect(viewer.statusCode).toBe(200);
    const rows = viewer.json().data.rows as { CRC_HEADERID: number; ATTACHMENT_FILE: string | null }[];
    const [found] = await query<{ id: number }>(
      sql`SELECT crc_header_id AS id FROM crc_headers WHERE client_id = ${check.CLIENT_ID}`,
    );
    const row = rows.find((r) => r.CRC_HEADERID === found?.id);
    expect(row?.ATTACHMENT_FILE).toBe(`field-crc-${hash}`);
    const photoUrl = `/api/file-viewer/photo/${row?.ATTACHMENT_FILE}`;
    expect((await t.call('GET', photoUrl, undefined, headOffice)).statusCode).toBe(404);

    const up = await field.post(
      '/api/field/photos',
      { sha256: hash, image: photo.toString('base64') },
      { session },
    );
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ sha256: hash, outcome: 'stored' });
    const again = await field.post(
      '/api/field/photos',
      { sha256: hash, image: photo.toString('base64') },
      { session },
    );
    expect(again.json().data.outcome).toBe('already stored');
    const shown = await t.call('GET', photoUrl, undefined, headOffice);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('image/jpeg');
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(64);
    // Sent again, the check is already stored and its photo is no longer missing.
    const resent = (await send('crc', [check])).json().data as Answer;
    expect(resent).toMatchObject({ alreadyStored: 1, photosMissing: [] });
    expect(await countOf('crc_headers', [check.CLIENT_ID])).toBe(1);
  });

  it('takes a PNG, and refuses a photo cut short, not an image, a JPEG bomb and 30 MB', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#08f8' } })
      .png()
      .toBuffer();
    const ok = await field.post(
      '/api/field/photos',
      { sha256: sha(png), image: png.toString('base64') },
      { session },
    );
    expect(ok.statusCode).toBe(200);
    const [kept] = await query<{ content_type: string }>(
      sql`SELECT content_type FROM field_photos WHERE sha256 = ${sha(png)}`,
    );
    expect(kept?.content_type).toBe('image/jpeg');

    const jpeg = await jpegOf(2);
    const cut = jpeg.subarray(0, 100);
    const mismatch = await field.post(
      '/api/field/photos',
      { sha256: sha(jpeg), image: cut.toString('base64') },
      { session },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('hash to');
    const broken = await field.post(
      '/api/field/photos',
      { sha256: sha(cut), image: cut.toString('base64') },
      { session },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('not a whole JPEG or PNG');

    const bomb = Buffer.from(jpeg);
    const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    bomb.writeUInt16BE(60_000, frame + 5);
    bomb.writeUInt16BE(60_000, frame + 7);
    const bombed = await field.post(
      '/api/field/photos',
      { sha256: sha(bomb), image: bomb.toString('base64') },
      { session },
    );
    expect(bombed.statusCode).toBe(400);
    expect(bombed.json().message).toContain('pixels');

    const huge = Buffer.alloc(30 * 1024 * 1024, 7);
    const big = await field.post(
      '/api/field/photos',
      { sha256: sha(huge), image: huge.toString('base64') },
      { session },
    );
    expect(big.statusCode).toBeGreaterThanOrEqual(400);
    expect(big.statusCode).toBeLessThan(500);
    expect(big.json().message).toMatch(/MB|too large/i);
    const stored = await query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM field_photos WHERE sha256 IN (${sha(cut)}, ${sha(bomb)}, ${sha(huge)}, ${sha(jpeg)})`,
    );
    expect(stored[0]?.n).toBe(0);
  });
});

describe('POST /api/field/location-scans', () => {
  it('stores a scan shown by Overview Location Relasi, and refuses a customer of another branch', async () => {
    const near = await jpegOf(3);
    const note = `Scan ${randomUUID().slice(0, 8)}`;
    const scan = {
      CLIENT_ID: randomUUID(),
      CUSTOMER_ID: served.id,
      LATITUDE: -6.17,
      LONGITUDE: 106.82,
      ACCURACY: 5,
      LAST_UPDATE: nowIso(),
      NOTE: note,
      TD: sha(near),
    };
    const a = (
      await send('location-scans', [scan, { ...scan, CLIENT_ID: randomUUID(), CUSTOMER_ID: otherBranch }])
    ).json().data as Answer;
    expect(a).toMatchObject({ stored: 1, refused: 1, photosMissing: [sha(near)] });
    const [channel] = await query<{ g: string }>(
      sql`SELECT sc.channel_group AS g FROM customers c JOIN sales_channels sc ON sc.channel_code = c.sales_channel
           WHERE c.customer_id = ${served.id}`,
    );
    const res = await t.call(
      'POST',
      '/api/mapping-sales-assignment/overviewBranchSales',
      { BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: channel?.g ?? 'ALL', search: note },
      headOffice,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ NOTE: note, TD: `field-near-${sha(near)}` });
  });
});

describe('POST /api/field/survey-answers', () => {
  let campaign: number;
  beforeAll(async () => {
    const [m] = await query<{ typeId: number; typeCode: string; titleId: number; titleCode: string }>(
      sql`SELECT employee_type_id AS "typeId", employee_type_code AS "typeCode", employee_title_id AS "titleId",
                 employee_title_code AS "titleCode"
            FROM salesrep_mappings WHERE position_code = ${position} AND current_date BETWEEN start_date AND end_date LIMIT 1`,
    );
    const [channel] = await query<{ g: string }>(
      sql`SELECT sc.channel_group AS g FROM customers c JOIN sales_channels sc ON sc.channel_code = c.sales_channel
           WHERE c.customer_id = ${served.id}`,
    );
    const start = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const [h] = await query<{ id: number }>(
      sql`INSERT INTO pa_headers (name, description, bisnis_code, start_date, end_date, employee_type_id,
            employee_type_code, is_picture, status, user_id_update)
          VALUES ('Survey rak', 'Cek rak', 'PHARMA', ${start}, ${end}, ${m?.typeId}, ${m?.typeCode}, 0, 'Approved', 'ho.admin')
          RETURNING activity_header_id AS id`,
    );
    campaign = h?.id as number;
    await t.database.db.execute(
      sql`INSERT INTO pa_titles VALUES (${campaign}, ${m?.titleId}, ${m?.titleCode ?? ''}, 'Sales')`,
    );
    await t.database.db.execute(sql`INSERT INTO pa_branches VALUES (${campaign}, 101, 'JKT')`);
    await t.database.db.execute(sql`INSERT INTO pa_channels VALUES (${campaign}, ${channel?.g})`);
    const q = (id: string, sequence: number, type: string, extra: object) =>
      sql`INSERT INTO pa_questions VALUES (${campaign}, ${id}, ${sequence}, ${type}, ${`Q ${id}`}, ${JSON.stringify({ id, type, body: `Q ${id}`, sequence, ...extra })}::jsonb)`;
    await t.database.db.execute(
      q('q1', 1, 'Yes or No', {
        options: [
          { body: 'Yes', sequence: 0, nextQuestion: null },
          { body: 'No', sequence: 1, nextQuestion: 'q3' },
        ],
      }),
    );
    await t.database.db.execute(q('q2', 2, 'Number', { hasMinMax: true, minValue: 1, maxValue: 10 }));
    await t.database.db.execute(q('q3', 3, 'Text', { characterLimited: true, textLimit: 10 }));
  });

  const answers = (over: Record<string, unknown> = {}) => ({
    CLIENT_ID: randomUUID(),
    ACTIVITY_HEADER_ID: campaign,
    CUSTOMER_ID: served.id,
    CAMPAIGN_DAY: today,
    ANSWERED_AT: nowIso(),
    ANSWERS: [
      { QUESTION_ID: 'q1', ANSWER: 'yes' },
      { QUESTION_ID: 'q2', ANSWER: 4 },
      { QUESTION_ID: 'q3', ANSWER: 'Rak penuh' },
    ],
    ...over,
  });

  it("checks answers against each question's type, limits and jumps; one set per outlet and day", async () => {
    const good = answers();
    const res = await send('survey-answers', [
      good,
      answers({
        ANSWERS: [
          { QUESTION_ID: 'q1', ANSWER: 'Yes' },
          { QUESTION_ID: 'q2', ANSWER: 11 },
          { QUESTION_ID: 'q3', ANSWER: 'a' },
        ],
      }),
      answers({
        ANSWERS: [
          { QUESTION_ID: 'q1', ANSWER: 'No' },
          { QUESTION_ID: 'q2', ANSWER: 3 },
          { QUESTION_ID: 'q3', ANSWER: 'a' },
        ],
      }),
      answers({
        ANSWERS: [
          { QUESTION_ID: 'q1', ANSWER: 'Yes' },
          { QUESTION_ID: 'q2', ANSWER: 3 },
          { QUESTION_ID: 'q3', ANSWER: 'far too long' },
        ],
      }),
      answers({ ANSWERS: [{ QUESTION_ID: 'q1', ANSWER: 'Maybe' }] }),
      answers({ ACTIVITY_HEADER_ID: 999_999 }),
      answers({ CUSTOMER_ID: otherBranch }),
      answers({ CAMPAIGN_DAY: '2020-01-01' }),
    ]);
    const a = res.json().data as Answer;
    expect(a.results.map((r) => r.outcome)).toEqual(['stored', ...Array(7).fill('refused')]);
    expect(a.results.slice(1).map((r) => r.reason)).toEqual([
      expect.stringContaining('question q2: 11 is above the most, 10'),
      expect.stringContaining('question q2 is skipped'),
      expect.stringContaining('longer than its 10 characters'),
      expect.stringContaining('"Maybe" is not one of its options'),
      expect.stringContaining('not a campaign that reaches the rep'),
      expect.stringContaining('not a customer the rep serves'),
      expect.stringContaining('CAMPAIGN_DAY'),
    ]);
    // The jump: No leads to q3, and q2 is not asked.
    const jumped = (
      await send('survey-answers', [
        answers({
          CAMPAIGN_DAY: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          ANSWERS: [
            { QUESTION_ID: 'q1', ANSWER: 'No' },
            { QUESTION_ID: 'q3', ANSWER: 'Kosong' },
          ],
        }),
      ])
    ).json().data as Answer;
    expect(jumped.stored).toBe(1);
    // Another set for the same outlet and day is refused; the same set again is already stored.
    const second = (await send('survey-answers', [answers(), good])).json().data as Answer;
    expect(second.results.map((r) => r.outcome)).toEqual(['refused', 'already stored']);
    expect(second.results[0]?.reason).toContain('already has its answers');
    const stored = await query<{ answer: string }>(
      sql`SELECT a.answer FROM pa_answers a JOIN pa_answer_sets s USING (answer_set_id)
           WHERE s.client_id = ${good.CLIENT_ID} ORDER BY a.sequence`,
    );
    expect(stored.map((s) => s.answer)).toEqual(['Yes', '4', 'Rak penuh']);
    // Another rep, whose title or branch the campaign does not reach, is refused.
    const other = (await send('survey-answers', [answers()], otherSession)).json().data as Answer;
    expect(other.refused).toBe(1);
  });

  it("shows the answers per outlet in the push activity overview, with an export, in the caller's scope", async () => {
    const res = await t.call('POST', '/api/pushact/loadPAAnswers', { headerID: campaign }, headOffice);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { rows: Record<string, unknown>[]; total: number };
    expect(page.total).toBe(2);
    expect(page.rows.find((r) => r.CAMPAIGN_DAY === today)).toMatchObject({
      CUSTOMER_ID: served.id,
      CUSTOMER_NAME: served.name,
      POSITION_CODE: position,
      ANSWERS: 'Q q1: Yes\nQ q2: 4\nQ q3: Rak penuh',
    });
    const file = await t.call(
      'POST',
      '/api/pushact/loadPAAnswers/export',
      { headerID: campaign },
      headOffice,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('Push Activity Answers.xlsx');
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.read(file.rawPayload).Sheets['Push Activity Answers'];
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet as never);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.CUSTOMER_ID)).toEqual([served.id, served.id]);
    // Bandung's branch staff do not see Jakarta's campaign nor its answers.
    const bandung = await t.login('bdg.admin');
    const refused = await t.call('POST', '/api/pushact/loadPAAnswers', { headerID: campaign }, bandung);
    expect([403, 404]).toContain(refused.statusCode);
  });
});
