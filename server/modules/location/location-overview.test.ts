/**
 * API tests of Overview Location Relasi: the two selects, the latest scan per customer of a branch
 * and channel group in the caller's scope as a server-paged list (the spec's body alone answers its
 * first page with the count; pages neither repeat nor skip while scans are added; search and sort
 * on the server), and the photos served only to whom the scope allows.
 */
import { describe, expect, it } from 'vitest';
import type { LocationRow } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { notMatching } from '../../../common/test-lists';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { pagedList } from '../../test/paged-list';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';

const { page, everyRow } = pagedList<LocationRow>(`${BASE}/overviewBranchSales`);

const photo = (key: string, token: string) =>
  t.call('GET', `${BASE}/geotagPhoto/${encodeURIComponent(key)}`, undefined, token);

/** The newest scan of each customer of a branch, newest first, as the database holds them. */
async function newestScans(branch: string): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM (
          SELECT DISTINCT ON (customer_id) geotag_id::int AS id, scanned_at
          FROM customer_geotags WHERE branch_code = ${branch}
          ORDER BY customer_id, scanned_at DESC, geotag_id DESC
        ) x ORDER BY scanned_at DESC, id DESC`,
  );
  return found.map((r) => r.id);
}

/** A new scan of a customer of the branch, `minutesAgo` before now; answers its id. */
async function scan(customerId: string, minutesAgo: number): Promise<number> {
  const [added] = await rows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO customer_geotags (customer_id, org_id, branch_code, latitude, longitude, scanned_by,
          scanned_at)
        SELECT customer_id, org_id, branch_code, -6.2, 106.8, 'TEST', now() - make_interval(mins => ${minutesAgo})
        FROM customers WHERE customer_id = ${customerId}
        RETURNING geotag_id::int AS id`,
  );
  if (!added) throw new Error(`no customer ${customerId}`);
  return added.id;
}

describe('the selects', () => {
  it("offers the branches of the caller's scope and every channel group", async () => {
    const branchesOf = async (token: string) =>
      (
        (await t.call('GET', `${BASE}/selectBranchSales`, undefined, token)).json().data as {
          BRANCH_CODE: string;
        }[]
      ).map((b) => b.BRANCH_CODE);
    expect((await branchesOf(ho)).length).toBeGreaterThan(10);
    expect((await branchesOf(branchAdmin)).sort()).toEqual(['BKS', 'JKT']);
    expect(await branchesOf(branchHead)).toEqual(['BKS']);
    const channels = (await t.call('GET', `${BASE}/selectChannelSales`, undefined, ho)).json().data as {
      SALES_CHANNEL_GROUP: string;
    }[];
    expect(channels.length).toBeGreaterThan(1);
    expect(new Set(channels.map((c) => c.SALES_CHANNEL_GROUP)).size).toBe(channels.length);
  });
});

describe('overviewBranchSales', () => {
  it("answers the spec's body alone with its first page and the count", async () => {
    const first = await page({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    const newest = await newestScans('JKT');
    expect(newest.length).toBeGreaterThan(100);
    expect(first.total).toBe(newest.length);
    expect(first.rows).toHaveLength(100);
    expect(first.rows.map((r) => r.GEOTAG_ID)).toEqual(newest.slice(0, 100));
    expect(first.rows[0]).toMatchObject({
      GEOTAG_ID: expect.any(Number),
      BRANCH_CODE: 'JKT',
      CUSTOMER_ID_REF: expect.stringMatching(/^JKT-\d{6}$/),
      CUSTOMER_NAME: expect.any(String),
      USER_ID_UPDATE: expect.any(String),
      TD: expect.stringMatching(/-TD\.jpg$/),
      TJ: expect.stringMatching(/-TJ\.jpg$/),
      LATITUDE: expect.any(Number),
      LONGITUDE: expect.any(Number),
    });
    expect(first.endCursor).toEqual(expect.any(String));
  });

  it('pages through the newest scan of each customer, newest first, the whole branch once', async () => {
    const all = await everyRow({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho, 37);
    expect(all.map((r) => r.GEOTAG_ID)).toEqual(await newestScans('JKT'));
    expect(new Set(all.map((r) => r.CUSTOMER_ID)).size).toBe(all.length);
    // Jakarta, give or take the demo's spread around the city centre.
    expect(
      notMatching(all, (r) => Math.abs(r.LATITUDE + 6.2) < 0.2 && Math.abs(r.LONGITUDE - 106.8) < 0.2),
    ).toEqual([]);
    // A customer scanned twice shows its newer scan only.
    const [twice] = await rows<{ id: string; newest: number }>(
      t.database.db,
      sql`SELECT customer_id AS id, max(geotag_id)::int AS newest FROM customer_geotags WHERE branch_code = 'JKT'
          GROUP BY customer_id HAVING count(*) > 1 ORDER BY 1 LIMIT 1`,
    );
    expect(all.find((r) => r.CUSTOMER_ID === twice?.id)?.GEOTAG_ID).toBe(twice?.newest);
    // The last page directly, and the page before it by its cursor.
    const last = await page({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL', last: true, pageSize: 10 }, ho);
    expect(last.rows.map((r) => r.GEOTAG_ID)).toEqual(all.slice(-10).map((r) => r.GEOTAG_ID));
    const before = await page(
      {
        BRANCH_CODE: 'JKT',
        SALES_CHANNEL_GROUP: 'ALL',
        before: last.startCursor,
        pageSize: 10,
        count: false,
      },
      ho,
    );
    expect(before.rows.map((r) => r.GEOTAG_ID)).toEqual(all.slice(-20, -10).map((r) => r.GEOTAG_ID));
  });

  it('never repeats or skips a customer when customers are scanned between pages', async () => {
    const body = { BRANCH_CODE: 'BKS', SALES_CHANNEL_GROUP: 'ALL', pageSize: 25 };
    const first = await page(body, branchAdmin);
    const upcoming = (await newestScans('BKS')).slice(25);
    // A customer of a later page is scanned again now: its row leaves the pages to come and its
    // new scan sorts before the page on screen. A customer never scanned before is scanned a
    // moment before the pages still to come reach it.
    const rescannedOld = upcoming[30];
    const [onLaterPage] = await rows<{ c: string }>(
      t.database.db,
      sql`SELECT customer_id AS c FROM customer_geotags WHERE geotag_id = ${rescannedOld ?? -1}`,
    );
    if (!onLaterPage) throw new Error('BKS has more than 55 scanned customers');
    const rescanned = await scan(onLaterPage.c, 0);
    const [fresh] = await rows<{ c: string; at: string }>(
      t.database.db,
      sql`SELECT c.customer_id AS c FROM customers c WHERE c.branch_code = 'BKS'
          AND NOT EXISTS (SELECT 1 FROM customer_geotags g WHERE g.customer_id = c.customer_id) LIMIT 1`,
    );
    if (!fresh) throw new Error('BKS has customers never scanned');
    // Older than every newest scan of the branch: it sorts at the very end of the list.
    const late = await scan(fresh.c, 60 * 24 * 400);

    const rest: number[] = [];
    let current = first;
    while (current.endCursor && current.rows.length === 25) {
      current = await page({ ...body, after: current.endCursor, count: false }, branchAdmin);
      rest.push(...current.rows.map((r) => r.GEOTAG_ID));
    }
    expect(rest).toEqual([...upcoming.filter((id) => id !== rescannedOld), late]);
    expect([...first.rows.map((r) => r.GEOTAG_ID), ...rest]).not.toContain(rescanned);
    // The count of the selection now holds the new customer, the rescanned one once.
    expect((await page(body, branchAdmin)).total).toBe(first.total === null ? -1 : first.total + 1);
  });

  it('searches every word in the texts the table shows, on the server', async () => {
    const all = await everyRow({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin);
    const target = all.find((r) => r.NOTE !== null) as LocationRow;
    const byRef = await page(
      { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL', search: target.CUSTOMER_ID_REF.toLowerCase() },
      branchAdmin,
    );
    expect(byRef.total).toBe(1);
    expect(byRef.rows.map((r) => r.GEOTAG_ID)).toEqual([target.GEOTAG_ID]);
    // Two words of two columns: the branch code and a word of the note.
    const word = (target.NOTE as string).split(' ')[0] as string;
    const search = `${target.BRANCH_CODE} ${word}`;
    const found = await everyRow({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL', search }, branchAdmin);
    const shown = (r: LocationRow) =>
      [r.BRANCH_CODE, r.CUSTOMER_ID_REF, r.CUSTOMER_NAME, r.ADDRESS, r.USER_ID_UPDATE, r.NOTE]
        .filter((v) => v !== null)
        .join('\n')
        .toLowerCase();
    const expected = all.filter((r) =>
      search
        .toLowerCase()
        .split(' ')
        .every((w) => shown(r).includes(w)),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((r) => r.GEOTAG_ID)).toEqual(expected.map((r) => r.GEOTAG_ID));
    expect(found.length).toBeLessThan(all.length);
    // Fewer than three characters are refused, as by every server list.
    const short = await t.call(
      'POST',
      `${BASE}/overviewBranchSales`,
      { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL', search: 'jk' },
      branchAdmin,
    );
    expect(short.statusCode).toBe(400);
  });

  it('sorts on the server by a column of the table, ties by the scan', async () => {
    const body = {
      BRANCH_CODE: 'JKT',
      SALES_CHANNEL_GROUP: 'ALL',
      sortField: 'CUSTOMER_NAME',
      sortDir: 'asc',
    };
    const sorted = await everyRow(body, ho, 40);
    const names = sorted.map((r) => r.CUSTOMER_NAME);
    const byDatabase = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT c.customer_name AS name FROM customers c WHERE c.customer_id IN (${sql.join(
        sorted.map((r) => sql`${r.CUSTOMER_ID}`),
        sql`, `,
      )}) ORDER BY c.customer_name`,
    );
    expect(names).toEqual(byDatabase.map((r) => r.name));
    const refused = await t.call('POST', `${BASE}/overviewBranchSales`, { ...body, sortField: 'TD' }, ho);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Invalid request: sortField: /);
  });

  it('narrows to a channel group, and ALL branches stay within the scope', async () => {
    const all = await everyRow({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin);
    expect(new Set(all.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT', 'BKS']));
    const group = all[0]?.SALES_CHANNEL_GROUP as string;
    const one = await everyRow({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: group }, branchAdmin);
    expect(one.length).toBeGreaterThan(0);
    expect(one.map((r) => r.GEOTAG_ID)).toEqual(
      all.filter((r) => r.SALES_CHANNEL_GROUP === group).map((r) => r.GEOTAG_ID),
    );
    expect((await page({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: group }, branchAdmin)).total).toBe(
      one.length,
    );
    // A branch outside the scope answers nothing rather than another org's customers.
    const outside = await page({ BRANCH_CODE: 'BDG', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin);
    expect(outside).toMatchObject({ rows: [], total: 0, endCursor: null });
    const head = await everyRow({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, branchHead);
    expect(new Set(head.map((r) => r.BRANCH_CODE))).toEqual(new Set(['BKS']));
    expect(head.map((r) => r.GEOTAG_ID)).toEqual(
      all.filter((r) => r.BRANCH_CODE === 'BKS').map((r) => r.GEOTAG_ID),
    );
    // Head office sees every org.
    const hoAll = await page({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    expect(hoAll.total).toBeGreaterThan(all.length);
  });
});

describe('geotagPhoto', () => {
  it('serves a real JPEG of a scan in scope, and refuses it to another branch', async () => {
    const {
      rows: [scanned],
    } = await page({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    const near = await photo(scanned?.TD as string, branchAdmin);
    expect(near.statusCode, near.body.slice(0, 200)).toBe(200);
    expect(near.headers['content-type']).toBe('image/jpeg');
    expect([...near.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await photo(scanned?.TJ as string, ho)).statusCode).toBe(200);
    // Another branch's photo is answered as a missing one.
    const refused = await photo(scanned?.TD as string, branchHead);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.photoNotFound);
  });

  it('answers 404 for an unknown key and 400 for a key that tries to leave the store', async () => {
    const unknown = await photo('geotag/CUS0000001/0-TD.jpg', ho);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.photoNotFound);
    for (const key of ['../../etc/passwd', '/etc/passwd', 'a\\b']) {
      expect((await photo(key, ho)).statusCode).toBe(400);
    }
  });
});
