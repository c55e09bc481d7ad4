/**
 * API tests of the field app's promotions: a rep is shown, and may fetch the image of, exactly the
 * promotions not deleted whose dates hold today and whose titles hold the title of a position the
 * rep holds today; the field app proves itself with its own key, never a back-office session.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { type FieldPromotion, PROMOTION_SIZES, type PromotionRow } from '../../../common/contract/promotion';
import { dayAfter, dayBefore, today } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { loadConfig } from '../../config';
import { rows, sql } from '../../db/client';
import { ho, setUpDemoApp, t } from '../../test/demo-app';
import { API_KEY, startTestApp, type TestApp } from '../../test/harness';
import { solidJpeg } from '../../test/solid-jpeg';

setUpDemoApp();

const TODAY = today();
const YESTERDAY = dayBefore(TODAY);
const TOMORROW = dayAfter(TODAY);

/** A field app's GET: the api-key, and the bearer key given (the configured one by default). */
const fieldGet = (url: string, key: string | null = t.config.fieldAppKey ?? null, app: TestApp = t) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: { 'api-key': API_KEY, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
  });

interface Rep {
  employeeId: string;
  title: string;
}

/** Reps holding a position of a title today, one per title, in title order. */
async function repsHoldingTitles(): Promise<Rep[]> {
  return rows<Rep>(
    t.database.db,
    sql`SELECT DISTINCT ON (r.employee_title_code) m.employee_id AS "employeeId", r.employee_title_code AS title
        FROM salesrep_mappings m JOIN roles r ON r.role_map_id = m.role_map_id
        WHERE ${TODAY}::date BETWEEN m.start_date AND m.end_date
          AND ${TODAY}::date BETWEEN r.role_start_date AND r.role_end_date
          AND r.employee_title_code IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM salesrep_mappings o JOIN roles q ON q.role_map_id = o.role_map_id
                          WHERE o.employee_id = m.employee_id AND q.employee_title_code <> r.employee_title_code
                            AND ${TODAY}::date BETWEEN o.start_date AND o.end_date)
        ORDER BY r.employee_title_code, m.employee_id`,
  );
}

async function savePromotion(
  typeCode: 'IKLAN' | 'BANNER',
  titles: string[],
  startDate: string,
  endDate: string,
  background: string,
): Promise<{ row: PromotionRow; image: Buffer }> {
  const size = typeCode === 'IKLAN' ? [1080, 1350] : [1200, 420];
  // Its colour tells the promotions apart.
  const image = await solidJpeg(size[0] as number, size[1] as number, background);
  const res = await t.call(
    'POST',
    '/api/setting/insertSlide',
    {
      typeCode,
      title: titles.join(','),
      typeDesc: `Promo ${background}`,
      url: 'https://example.co.id/promo',
      image: `data:image/jpeg;base64,${image.toString('base64')}`,
      startDate,
      endDate,
    },
    ho,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { row: res.json().data as PromotionRow, image };
}

let shownRep: Rep;
let otherRep: Rep;
let running: { row: PromotionRow; image: Buffer };
let banner: { row: PromotionRow; image: Buffer };
const hidden: Record<string, PromotionRow> = {};

beforeAll(async () => {
  const reps = await repsHoldingTitles();
  expect(reps.length, 'the demo has reps of two titles at least').toBeGreaterThan(1);
  [shownRep, otherRep] = reps as [Rep, Rep];
  running = await savePromotion('IKLAN', [shownRep.title], TODAY, TODAY, '#aa0000');
  banner = await savePromotion(
    'BANNER',
    [otherRep.title, shownRep.title],
    YESTERDAY,
    '4001-12-31',
    '#00aa00',
  );
  hidden.ended = (await savePromotion('IKLAN', [shownRep.title], '2020-01-01', YESTERDAY, '#0000aa')).row;
  hidden.notYet = (await savePromotion('BANNER', [shownRep.title], TOMORROW, '4001-12-31', '#aaaa00')).row;
  hidden.otherTitle = (await savePromotion('IKLAN', [otherRep.title], TODAY, TODAY, '#00aaaa')).row;
  const deleted = await savePromotion('IKLAN', [shownRep.title], TODAY, TODAY, '#aa00aa');
  hidden.deleted = deleted.row;
  const gone = await t.post(contract.setting.deleteslide, { ID: deleted.row.ID }, ho);
  expect(gone.statusCode, gone.body).toBe(200);
});

const listOf = async (employeeId: string) => {
  const res = await fieldGet(`/api/field/promotions?employeeId=${encodeURIComponent(employeeId)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { TITLES: string[]; promotions: FieldPromotion[] };
};

describe("the field app's promotions", () => {
  it('shows a rep the promotions of its title whose dates hold today, an end date of today included', async () => {
    const { TITLES, promotions } = await listOf(shownRep.employeeId);
    expect(TITLES).toEqual([shownRep.title]);
    const ids = promotions.map((p) => p.ID);
    expect(ids).toContain(running.row.ID);
    expect(ids).toContain(banner.row.ID);
    for (const h of Object.values(hidden)) expect(ids).not.toContain(h.ID);
    const shown = promotions.find((p) => p.ID === running.row.ID);
    expect(shown).toMatchObject({
      PROMOTION_TYPE: 'IKLAN',
      WIDTH: 1080,
      HEIGHT: 1350,
      START_DATE: TODAY,
      END_DATE: TODAY,
      URL: 'https://example.co.id/promo',
    });
  });

  it('lists a promotion naming two titles once, to the reps of either', async () => {
    const mine = await listOf(shownRep.employeeId);
    expect(mine.promotions.filter((p) => p.ID === banner.row.ID)).toHaveLength(1);
    const other = await listOf(otherRep.employeeId);
    const ids = other.promotions.map((p) => p.ID);
    expect(ids).toContain(banner.row.ID);
    expect(ids).toContain(hidden.otherTitle?.ID);
    expect(ids).not.toContain(running.row.ID);
  });

  it('serves the image of a promotion shown to the rep, byte for byte as kept, not kept by caches', async () => {
    const { promotions } = await listOf(shownRep.employeeId);
    const shown = promotions.find((p) => p.ID === running.row.ID) as FieldPromotion;
    const res = await fieldGet(shown.IMAGE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    // The image as the server kept it: decoded and encoded again (platform/photos.ts storableImage).
    expect(res.rawPayload.equals((await t.storage.get(running.row.FILE_NAME)) as Buffer)).toBe(true);
  });

  it('finds no image the rep is not shown: ended, not begun, another title, deleted', async () => {
    for (const [why, row] of Object.entries(hidden)) {
      const res = await fieldGet(
        `/api/field/promotions/${row.ID}/image?employeeId=${encodeURIComponent(shownRep.employeeId)}`,
      );
      expect(res.statusCode, why).toBe(404);
      expect(res.json().message, why).toBe(messages.promotionNotFound(row.ID));
    }
    const otherRes = await fieldGet(
      `/api/field/promotions/${running.row.ID}/image?employeeId=${encodeURIComponent(otherRep.employeeId)}`,
    );
    expect(otherRes.statusCode).toBe(404);
  });

  it('shows nothing to a rep holding no position today, and does not know an unknown rep', async () => {
    const [idle] = await rows<{ employeeId: string }>(
      t.database.db,
      sql`SELECT s.employee_id AS "employeeId" FROM salesreps s
          WHERE NOT EXISTS (SELECT 1 FROM salesrep_mappings m WHERE m.employee_id = s.employee_id
                              AND ${TODAY}::date BETWEEN m.start_date AND m.end_date)
          ORDER BY s.employee_id LIMIT 1`,
    );
    expect(idle, 'the demo has a rep without a position today').toBeDefined();
    expect(await listOf(idle?.employeeId as string)).toEqual({ TITLES: [], promotions: [] });
    const image = await fieldGet(
      `/api/field/promotions/${banner.row.ID}/image?employeeId=${encodeURIComponent(idle?.employeeId as string)}`,
    );
    expect(image.statusCode).toBe(404);

    const unknown = await fieldGet('/api/field/promotions?employeeId=NOBODY-0');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.salesrepNotFound('NOBODY-0'));
  });

  it("shows the demo's promotions to a taking-order rep, their images decoding at their type's size", async () => {
    const rep = (await repsHoldingTitles()).find((r) => r.title === 'TO');
    expect(rep, 'the demo has a taking-order rep').toBeDefined();
    const { promotions } = await listOf(rep?.employeeId as string);
    const demo = promotions.filter((p) => p.URL.startsWith('https://www.armada.co.id/'));
    expect(demo.map((p) => p.PROMOTION_TYPE).sort()).toEqual(['BANNER', 'IKLAN']);
    for (const p of demo) {
      const res = await fieldGet(p.IMAGE);
      expect(res.statusCode, p.IMAGE).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', p.WIDTH, p.HEIGHT]);
      expect({ width: p.WIDTH, height: p.HEIGHT }).toEqual(PROMOTION_SIZES[p.PROMOTION_TYPE]);
    }
  });

  it('asks for the field app key: none, a wrong one, a back-office session or its cookie are refused', async () => {
    const url = `/api/field/promotions?employeeId=${encodeURIComponent(shownRep.employeeId)}`;
    for (const key of [null, 'wrong-key', ho]) {
      const res = await fieldGet(url, key);
      expect(res.statusCode, String(key)).toBe(401);
      expect(res.json().message).toBe(messages.fieldAppKeyMissing);
    }
    const cookie = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'api-key': API_KEY },
      cookies: { armada_session: ho },
    });
    expect(cookie.statusCode).toBe(401);
    const noApiKey = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${t.config.fieldAppKey}` },
    });
    expect(noApiKey.statusCode).toBe(401);
    expect(noApiKey.json().message).toBe(messages.apiKeyMissing);
  });

  it('refuses a malformed rep or id with a clear answer', async () => {
    const empty = await fieldGet('/api/field/promotions?employeeId=');
    expect(empty.statusCode).toBe(400);
    const nul = await fieldGet('/api/field/promotions?employeeId=x%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^Invalid request: employeeId/);
    // Bytes of a lone surrogate are no UTF-8: the query arrives with a replacement character, a rep
    // nobody is.
    const surrogate = await fieldGet('/api/field/promotions?employeeId=x%ED%A0%80');
    expect(surrogate.statusCode).toBe(404);
    const badId = await fieldGet(`/api/field/promotions/abc/image?employeeId=${shownRep.employeeId}`);
    expect(badId.statusCode).toBe(400);
  });
});

describe('in production without FIELD_APP_KEY', () => {
  let closed: TestApp;
  beforeAll(async () => {
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: 'k' }).fieldAppKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: 'k', FIELD_APP_KEY: 'f' }).fieldAppKey).toBe('f');
    closed = await startTestApp({ fieldAppKey: undefined });
  });
  afterAll(() => closed.close());

  it("closes the field app's calls, whatever key is sent", async () => {
    for (const key of [null, '', 'armada-field-dev-key']) {
      const res = await fieldGet('/api/field/promotions?employeeId=x', key, closed);
      expect(res.statusCode, String(key)).toBe(401);
    }
  });
});
