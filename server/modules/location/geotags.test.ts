/**
 * API tests of Overview Location Relasi: the two selects, the latest scan per customer of a branch
 * and channel group in the caller's scope, and the photos served only to whom the scope allows.
 */
import { describe, expect, it } from 'vitest';
import type { LocationRow } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';

async function overview(body: Record<string, unknown>, token: string): Promise<LocationRow[]> {
  const res = await t.call('POST', `${BASE}/overviewBranchSales`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const photo = (key: string, token: string) =>
  t.call('GET', `${BASE}/geotagPhoto/${encodeURIComponent(key)}`, undefined, token);

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
  it('answers the newest scan of each customer of the branch, newest first', async () => {
    const list = await overview({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    expect(list.length).toBeGreaterThan(100);
    expect(new Set(list.map((r) => r.CUSTOMER_ID)).size).toBe(list.length);
    expect(list.every((r) => r.BRANCH_CODE === 'JKT')).toBe(true);
    expect(list[0]).toMatchObject({
      GEOTAG_ID: expect.any(Number),
      CUSTOMER_ID_REF: expect.stringMatching(/^JKT-\d{6}$/),
      CUSTOMER_NAME: expect.any(String),
      USER_ID_UPDATE: expect.any(String),
      TD: expect.stringMatching(/-TD\.jpg$/),
      TJ: expect.stringMatching(/-TJ\.jpg$/),
      LATITUDE: expect.any(Number),
      LONGITUDE: expect.any(Number),
    });
    // Jakarta, give or take the demo's spread around the city centre.
    expect(list.every((r) => Math.abs(r.LATITUDE + 6.2) < 0.2 && Math.abs(r.LONGITUDE - 106.8) < 0.2)).toBe(
      true,
    );
    const times = list.map((r) => Date.parse(r.LAST_UPDATE));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A customer scanned twice shows its newer scan only.
    const [twice] = await rows<{ id: string; newest: number }>(
      t.database.db,
      sql`SELECT customer_id AS id, max(geotag_id)::int AS newest FROM customer_geotags WHERE branch_code = 'JKT'
          GROUP BY customer_id HAVING count(*) > 1 ORDER BY 1 LIMIT 1`,
    );
    expect(list.find((r) => r.CUSTOMER_ID === twice?.id)?.GEOTAG_ID).toBe(twice?.newest);
  });

  it('narrows to a channel group, and ALL branches stay within the scope', async () => {
    const all = await overview({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin);
    expect(new Set(all.map((r) => r.BRANCH_CODE))).toEqual(new Set(['JKT', 'BKS']));
    const group = all[0]?.SALES_CHANNEL_GROUP as string;
    const one = await overview({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: group }, branchAdmin);
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(all.length);
    expect(one.every((r) => r.SALES_CHANNEL_GROUP === group)).toBe(true);
    // A branch outside the scope answers nothing rather than another org's customers.
    expect(await overview({ BRANCH_CODE: 'BDG', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin)).toEqual([]);
    expect(
      new Set(
        (await overview({ BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' }, branchHead)).map(
          (r) => r.BRANCH_CODE,
        ),
      ),
    ).toEqual(new Set(['BKS']));
  });
});

describe('geotagPhoto', () => {
  it('serves a real JPEG of a scan in scope, and refuses it to another branch', async () => {
    const [scan] = await overview({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    const near = await photo(scan?.TD as string, branchAdmin);
    expect(near.statusCode, near.body.slice(0, 200)).toBe(200);
    expect(near.headers['content-type']).toBe('image/jpeg');
    expect([...near.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await photo(scan?.TJ as string, ho)).statusCode).toBe(200);
    const refused = await photo(scan?.TD as string, branchHead);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.outOfScope);
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
