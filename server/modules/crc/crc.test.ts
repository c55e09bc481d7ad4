/**
 * API tests of the display-check photo screens: the selects, CRC File Viewer's page with its count
 * and counters, a check's photos, Overview File CRC's cards of a position by page number, and the
 * photos and thumbnails, each served only to a caller whose scope covers the check, with the spec's
 * payloads, as every demo user.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { CARDS_PER_PAGE, type CrcRecord, type CrcRow } from '../../../common/contract/crc';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { thumbnailKey } from '../../platform/photos';
import type { PostCall } from '../../test/contract-post';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import type { PageOf } from '../../test/paged-list';

setUpDemoApp();

const BASE = '/api/file-viewer';
const START = firstDayOfMonth();
const TODAY = new Date().toISOString().slice(0, 10);

/** The spec's bodies: every area and position, Is Acrylic Y, this month. */
const viewerBody = {
  BranchCode: '',
  PositionCode: '',
  Bisnis: '',
  isAcrylic: 'Y',
  StartDate: START,
  EndDate: TODAY,
};

/** The data of a call that must succeed. */
async function dataOf<T>(def: PostCall, body: unknown, token: string): Promise<T> {
  const res = await t.post(def, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const viewer = (body: Record<string, unknown>, token: string) =>
  dataOf<PageOf<CrcRow> & { counters: { ACRYLIC: number; TOTAL_RELASI: number } | null }>(
    contract.crc.overview,
    body,
    token,
  );

/** Counts over the checks of this month that a condition keeps, as stored. */
async function stored(where: ReturnType<typeof sql>) {
  const [found] = await rows<{ y: number; acrylic: number; relasi: number }>(
    t.database.db,
    sql`SELECT count(*) FILTER (WHERE is_acrylic = 'Y')::int AS y,
          count(DISTINCT customer_id) FILTER (WHERE is_acrylic = 'Y')::int AS acrylic,
          count(DISTINCT customer_id)::int AS relasi
        FROM crc_headers
        WHERE date_crc >= ${START}::date AND date_crc < ${TODAY}::date + 1 AND ${where}`,
  );
  return found as { y: number; acrylic: number; relasi: number };
}

/** A position of a branch with checks this month, and one of its checks with more than one photo. */
async function checkOf(branch: string): Promise<{ position: string; header: number }> {
  const [found] = await rows<{ position: string; header: number }>(
    t.database.db,
    sql`SELECT h.position_code AS position, h.crc_header_id AS header FROM crc_headers h
        WHERE h.branch_code = ${branch} AND h.date_crc >= ${START}::date
          AND (SELECT count(*) FROM crc_displays d WHERE d.crc_header_id = h.crc_header_id) > 1
        ORDER BY h.crc_header_id LIMIT 1`,
  );
  if (!found) throw new Error(`no check in ${branch} this month`);
  return found;
}

describe('the selects', () => {
  it("offers the areas of the caller's scope", async () => {
    const codes = async (token: string) =>
      (await dataOf<{ BRANCH_CODE: string }[]>(contract.crc.selectArea, { username: 'anyone' }, token)).map(
        (b) => b.BRANCH_CODE,
      );
    expect((await codes(ho)).length).toBeGreaterThan(10);
    expect((await codes(branchAdmin)).sort()).toEqual(['BKS', 'JKT']);
    expect(await codes(branchHead)).toEqual(['BKS']);
  });

  it("offers the positions of an area, searched on the server, within the caller's scope", async () => {
    const jkt = await dataOf<{ POSITION: { POSITION_DESC: string; BRANCH_CODE: string }[] }>(
      contract.crc.selectPositionCode,
      { branchCode: 'JKT' },
      branchAdmin,
    );
    expect(jkt.POSITION.length).toBeGreaterThan(0);
    expect(notMatching(jkt.POSITION, (p) => p.BRANCH_CODE === 'JKT')).toEqual([]);
    const found = await dataOf<{ POSITION: { POSITION_DESC: string }[] }>(
      contract.crc.selectPositionCode,
      { branchCode: '', search: 'SLS' },
      branchHead,
    );
    expect(
      found.POSITION.every((p) => p.POSITION_DESC.includes('SLS') && p.POSITION_DESC.startsWith('BKS')),
    ).toBe(true);
  });
});

describe('CRC File Viewer', () => {
  it("answers the spec's body with the first page of acrylic checks, newest first, the count and the counters", async () => {
    const page = await viewer(viewerBody, ho);
    const expected = await stored(sql`true`);
    expect(page.total).toBe(expected.y);
    expect(page.counters).toEqual({ ACRYLIC: expected.acrylic, TOTAL_RELASI: expected.relasi });
    expect(page.rows.length).toBe(100);
    expect(notMatching(page.rows, (r) => r.IS_ACRYLIC === 'Y')).toEqual([]);
    const times = page.rows.map((r) => r.DATE_CRC);
    expect(times).toEqual([...times].sort().reverse());
    const row = page.rows[0] as CrcRow;
    expect(row.PHOTOS).toBeGreaterThan(0);
    expect(row.ATTACHMENT_FILE).toMatch(/^crc\/\d+\/1\.jpg$/);
  });

  it('keeps branch staff to their scope and narrows to an area, position and business', async () => {
    const org = await viewer({ ...viewerBody, isAcrylic: 'N' }, branchAdmin);
    const expectedOrg = await stored(sql`org_id = 101`);
    expect(org.counters).toEqual({ ACRYLIC: expectedOrg.acrylic, TOTAL_RELASI: expectedOrg.relasi });
    expect(
      notMatching(org.rows, (r) => ['JKT', 'BKS'].includes(r.BRANCH_CODE) && r.IS_ACRYLIC === 'N'),
    ).toEqual([]);
    const { position } = await checkOf('BKS');
    const narrow = await viewer(
      { ...viewerBody, BranchCode: 'BKS', PositionCode: position, Bisnis: 'FARMA' },
      branchHead,
    );
    const expected = await stored(sql`position_code = ${position} AND product_group_code = 'FARMA'`);
    expect(narrow.total).toBe(expected.y);
    expect(
      notMatching(narrow.rows, (r) => r.POSITION_CODE === position && r.PRODUCT_GROUP_CODE === 'FARMA'),
    ).toEqual([]);
  });

  it("refuses an area outside the caller's scope and a range longer than a quarter", async () => {
    const foreign = await t.post(contract.crc.overview, { ...viewerBody, BranchCode: 'BDG' }, branchAdmin);
    expect(foreign.statusCode).toBe(403);
    const long = await t.post(contract.crc.overview, { ...viewerBody, StartDate: '2026-01-01' }, ho);
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(messages.dateRangeTooLong(92));
  });

  it('shows a new check in the next count and counters', async () => {
    const before = await viewer({ ...viewerBody, BranchCode: 'BKS' }, branchHead);
    await t.database.db.execute(sql`
      INSERT INTO crc_headers (org_id, branch_code, position_code, employee_name, customer_id, customer_name,
        customer_outlet, date_crc, date_plan, product_group_code, sub_line_desc, is_acrylic)
      SELECT org_id, branch_code, position_code, employee_name, customer_id, customer_name, customer_outlet,
        now(), current_date, product_group_code, sub_line_desc, 'Y'
      FROM crc_headers WHERE branch_code = 'BKS' LIMIT 1`);
    const after = await viewer({ ...viewerBody, BranchCode: 'BKS' }, branchHead);
    expect(after.total).toBe((before.total ?? 0) + 1);
    expect(after.rows[0]?.PHOTOS).toBe(0);
    expect(after.rows[0]?.ATTACHMENT_FILE).toBeNull();
  });
});

describe("a check's photos", () => {
  it('lists the photos of a check in the order taken', async () => {
    const { header } = await checkOf('JKT');
    const photos = await dataOf<CrcRecord[]>(
      contract.crc.detailOverview,
      { CRCHeaderID: header },
      branchAdmin,
    );
    expect(photos.length).toBeGreaterThan(1);
    expect(notMatching(photos, (p) => p.CRC_HEADERID === header && p.BRANCH_CODE === 'JKT')).toEqual([]);
    expect(photos.map((p) => p.ATTACHMENT_FILE)).toEqual(photos.map((_, i) => `crc/${header}/${i + 1}.jpg`));
  });

  it("answers a check outside the caller's scope as an unknown one", async () => {
    const { header } = await checkOf('JKT');
    const foreign = await t.post(contract.crc.detailOverview, { CRCHeaderID: header }, branchHead);
    const unknown = await t.post(contract.crc.detailOverview, { CRCHeaderID: 2_000_000_000 }, branchHead);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(unknown.json()).toMatchObject({ success: false, message: messages.notFound });
  });
});

describe('Overview File CRC', () => {
  it("pages a position's photos 6 at a time by page number, newest first, with the count", async () => {
    const { position } = await checkOf('JKT');
    const body = { BranchCode: position, StartDate: START, EndDate: TODAY };
    const first = await dataOf<PageOf<CrcRecord>>(contract.crc.overviewNew, body, ho);
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM crc_displays d JOIN crc_headers h ON h.crc_header_id = d.crc_header_id
          WHERE h.position_code = ${position} AND h.date_crc >= ${START}::date AND h.date_crc < ${TODAY}::date + 1`,
    );
    expect(first.total).toBe(count?.n);
    expect(first.rows.length).toBe(Math.min(CARDS_PER_PAGE, count?.n ?? 0));
    expect(notMatching(first.rows, (r) => r.POSITION_CODE === position)).toEqual([]);
    const second = await dataOf<PageOf<CrcRecord>>(
      contract.crc.overviewNew,
      { ...body, page: 1, count: false },
      ho,
    );
    const ids = [...first.rows, ...second.rows].map((r) => r.CRC_DISPLAYID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds the photos of customers whose name holds the search', async () => {
    const { position } = await checkOf('JKT');
    const body = { BranchCode: position, StartDate: START, EndDate: TODAY, pageSize: 100 };
    const all = await dataOf<PageOf<CrcRecord>>(contract.crc.overviewNew, body, ho);
    const name = (all.rows[0] as CrcRecord).CUSTOMER_NAME;
    const word = name.split(' ').slice(-1)[0] as string;
    const found = await dataOf<PageOf<CrcRecord>>(
      contract.crc.overviewNew,
      { ...body, search: word.toLowerCase() },
      ho,
    );
    expect(found.rows.length).toBeGreaterThan(0);
    expect(
      notMatching(found.rows, (r) => r.CUSTOMER_NAME.toLowerCase().includes(word.toLowerCase())),
    ).toEqual([]);
  });

  it("answers nothing of a position outside the caller's scope", async () => {
    const { position } = await checkOf('BDG');
    const page = await dataOf<PageOf<CrcRecord>>(
      contract.crc.overviewNew,
      { BranchCode: position, StartDate: START, EndDate: TODAY },
      branchAdmin,
    );
    expect(page).toMatchObject({ rows: [], total: 0 });
  });
});

const photo = (kind: 'photo' | 'thumbnail', key: string, token: string) =>
  t.call('GET', `${BASE}/${kind}/${encodeURIComponent(key)}`, undefined, token);

describe('photos and thumbnails', () => {
  it('serves the photo as stored and a thumbnail made once, kept in storage, both kept by the browser', async () => {
    const { header } = await checkOf('JKT');
    const key = `crc/${header}/1.jpg`;
    const [row] = await rows<{ storage: string }>(
      t.database.db,
      sql`SELECT storage_key AS storage FROM photos WHERE photo_key = ${key}`,
    );
    const full = await photo('photo', key, branchAdmin);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(full.rawPayload.equals((await t.storage.get(row?.storage as string)) as Buffer)).toBe(true);

    const thumbKey = thumbnailKey(row?.storage as string);
    const thumb = await photo('thumbnail', key, branchAdmin);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(320);
    expect(thumb.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
    expect((await t.storage.get(thumbKey))?.equals(thumb.rawPayload)).toBe(true);
    // Served again from what storage kept.
    expect((await photo('thumbnail', key, ho)).rawPayload.equals(thumb.rawPayload)).toBe(true);
  });

  it("refuses a photo outside the caller's scope, a location scan's photo, and crafted keys", async () => {
    const { header } = await checkOf('JKT');
    // Another branch's photo is answered as a missing one.
    expect((await photo('photo', `crc/${header}/1.jpg`, branchHead)).statusCode).toBe(404);
    expect((await photo('thumbnail', `crc/${header}/1.jpg`, branchHead)).statusCode).toBe(404);
    const [scan] = await rows<{ key: string }>(
      t.database.db,
      sql`SELECT photo_key AS key FROM photos WHERE kind = 'NEAR' AND org_id = 101 LIMIT 1`,
    );
    const refused = await photo('photo', scan?.key as string, branchAdmin);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.photoNotFound);
    for (const key of ['../../etc/passwd', 'crc/1/../../x.jpg', 'crc/999999999/1.jpg']) {
      expect([400, 404], key).toContain((await photo('photo', key, ho)).statusCode);
    }
  });

  it('answers not found for a photo whose bytes are gone or are no image', async () => {
    const { header } = await checkOf('BKS');
    await t.database.db.execute(sql`
      INSERT INTO photos (photo_key, customer_id, org_id, branch_code, kind, storage_key, content_type, byte_size)
      SELECT 'crc/' || crc_header_id || '/broken.jpg', customer_id, org_id, branch_code, 'CRC',
        'sha256/00/broken.jpg', 'image/jpeg', 9
      FROM crc_headers WHERE crc_header_id = ${header}`);
    expect((await photo('photo', `crc/${header}/broken.jpg`, ho)).statusCode).toBe(404);
    await t.storage.put('sha256/00/broken.jpg', Buffer.from('not a jpeg'), 'image/jpeg');
    expect((await photo('photo', `crc/${header}/broken.jpg`, ho)).statusCode).toBe(200);
    const thumb = await photo('thumbnail', `crc/${header}/broken.jpg`, ho);
    expect(thumb.statusCode).toBe(404);
    expect(thumb.json().message).toBe(messages.photoNotFound);
  });
});
