/**
 * API tests of the big map's markers (overviewBranchSalesMap): the customers of the list's selection
 * grouped per square of the map on the server, a bounded answer that names the scan and the
 * customer of each group of one, within the bounds asked for, in the caller's scope.
 */
import { describe, expect, it } from 'vitest';
import type { LocationRow, MarkersAnswer } from '../../../common/contract/location';
import { rows, sql } from '../../db/client';
import { branchAdmin, branchHead, ho, setUpDemoApp, t } from '../../test/demo-app';
import { locationSelection } from './location-list';
import { groupDegrees, markerGroupsQuery } from './location-markers';

setUpDemoApp();

const BASE = '/api/mapping-sales-assignment';
const ALL = { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' };

async function markers(
  body: Record<string, unknown>,
  token: string,
): Promise<{ answer: MarkersAnswer; bytes: number }> {
  const res = await t.call('POST', `${BASE}/overviewBranchSalesMap`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json().data, bytes: res.body.length };
}

/** Every row of the list's selection, page by page. */
async function listed(body: Record<string, unknown>, token: string): Promise<LocationRow[]> {
  const all: LocationRow[] = [];
  let after: string | undefined;
  for (;;) {
    const res = await t.call('POST', `${BASE}/overviewBranchSales`, { ...body, after, count: false }, token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { rows: LocationRow[]; endCursor: string | null };
    all.push(...page.rows);
    if (page.rows.length < 100 || page.endCursor === null) return all;
    after = page.endCursor;
  }
}

/** The groups the rows make at a zoom: count, mean location and, for one, its scan and name. */
function groupsOf(rows: LocationRow[], zoom: number) {
  const side = groupDegrees(zoom);
  const squares = new Map<string, LocationRow[]>();
  for (const r of rows) {
    const key = `${Math.floor(r.LONGITUDE / side)}:${Math.floor(r.LATITUDE / side)}`;
    squares.set(key, [...(squares.get(key) ?? []), r]);
  }
  return [...squares.values()]
    .map((members) => ({
      count: members.length,
      lat: members.reduce((sum, r) => sum + r.LATITUDE, 0) / members.length,
      lng: members.reduce((sum, r) => sum + r.LONGITUDE, 0) / members.length,
      id: members.length === 1 ? (members[0] as LocationRow).GEOTAG_ID : null,
      label: members.length === 1 ? `${members[0]?.CUSTOMER_NAME} (${members[0]?.CUSTOMER_ID_REF})` : null,
    }))
    .sort((a, b) => a.lat - b.lat || a.lng - b.lng);
}

/**
 * Groups compared square by square (the mean of a group lies in its square): the same counts, scans
 * and names, and the same mean locations but for the last bits of the database's numeric average.
 */
function expectSameGroups(
  answer: MarkersAnswer['groups'],
  expected: ReturnType<typeof groupsOf>,
  zoom: number,
) {
  const side = groupDegrees(zoom);
  const bySquare = <G extends { lat: number; lng: number }>(groups: G[]) =>
    new Map(groups.map((g) => [`${Math.floor(g.lng / side)}:${Math.floor(g.lat / side)}`, g]));
  const got = bySquare(answer);
  const want = bySquare(expected);
  expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
  for (const [square, g] of got) {
    const w = want.get(square) as (typeof expected)[number];
    expect({ count: g.count, id: g.id, label: g.label }).toEqual({
      count: w.count,
      id: w.id,
      label: w.label,
    });
    expect(Math.abs(g.lat - w.lat)).toBeLessThan(1e-9);
    expect(Math.abs(g.lng - w.lng)).toBeLessThan(1e-9);
  }
}

describe('overviewBranchSalesMap', () => {
  it('groups the whole selection at zoom 11 in a small answer: counts, centres, the scan of each single customer', async () => {
    const rows = await listed(ALL, branchAdmin);
    const { answer, bytes } = await markers(ALL, branchAdmin);
    expect(answer.zoom).toBe(11);
    expect(answer.count).toBe(rows.length);
    expect(answer.groups.reduce((sum, g) => sum + g.count, 0)).toBe(rows.length);
    expectSameGroups(answer.groups, groupsOf(rows, 11), 11);
    // Far fewer groups than customers, and an answer a fraction of the rows' size.
    expect(answer.groups.length).toBeLessThan(rows.length / 5);
    expect(bytes).toBeLessThan(rows.length * 20);
    const mean = (pick: (r: LocationRow) => number) =>
      rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
    expect(answer.centre?.lat).toBeCloseTo(
      mean((r) => r.LATITUDE),
      6,
    );
    expect(answer.centre?.lng).toBeCloseTo(
      mean((r) => r.LONGITUDE),
      6,
    );
    // The extent holds every customer, within a square of the outermost ones.
    const extent = answer.extent as NonNullable<MarkersAnswer['extent']>;
    const side = groupDegrees(11);
    const lats = rows.map((r) => r.LATITUDE);
    const lngs = rows.map((r) => r.LONGITUDE);
    expect(extent.south).toBeLessThanOrEqual(Math.min(...lats));
    expect(extent.south).toBeGreaterThan(Math.min(...lats) - side);
    expect(extent.north).toBeGreaterThanOrEqual(Math.max(...lats));
    expect(extent.north).toBeLessThan(Math.max(...lats) + side);
    expect(extent.west).toBeLessThanOrEqual(Math.min(...lngs));
    expect(extent.west).toBeGreaterThan(Math.min(...lngs) - side);
    expect(extent.east).toBeGreaterThanOrEqual(Math.max(...lngs));
    expect(extent.east).toBeLessThan(Math.max(...lngs) + side);
  });

  it('answers the groups of the bounds asked for at a deep zoom: each customer on its own', async () => {
    const rows = await listed({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    const target = rows[7] as LocationRow;
    const bounds = {
      south: target.LATITUDE - 0.01,
      west: target.LONGITUDE - 0.01,
      north: target.LATITUDE + 0.01,
      east: target.LONGITUDE + 0.01,
    };
    const within = rows.filter(
      (r) =>
        r.LATITUDE >= bounds.south &&
        r.LATITUDE <= bounds.north &&
        r.LONGITUDE >= bounds.west &&
        r.LONGITUDE <= bounds.east,
    );
    const { answer } = await markers(
      { BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL', zoom: 18, bounds },
      ho,
    );
    expect(answer.zoom).toBe(18);
    expect(answer.count).toBe(within.length);
    expect(answer.count).toBeLessThan(rows.length);
    expectSameGroups(answer.groups, groupsOf(within, 18), 18);
    const own = answer.groups.find((g) => g.id === target.GEOTAG_ID);
    expect(own).toMatchObject({
      count: 1,
      label: `${target.CUSTOMER_NAME} (${target.CUSTOMER_ID_REF})`,
    });
    expect(own?.lat).toBeCloseTo(target.LATITUDE, 6);
    expect(own?.lng).toBeCloseTo(target.LONGITUDE, 6);
  });

  it("pans on the scans' (latitude, longitude) index, keeping each customer's newest scan in view alone", async () => {
    const db = t.database.db;
    const before = await listed({ BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' }, ho);
    const [inView, movesIn] = [before[4], before[9]] as LocationRow[];
    if (!inView || !movesIn) throw new Error('too few JKT scans');
    // Bounds a scan's numeric(9,6) can lie on exactly: a scan on the edge is in view.
    const degrees = (n: number) => Number(n.toFixed(6));
    const bounds = {
      south: degrees(inView.LATITUDE - 0.005),
      west: degrees(inView.LONGITUDE - 0.005),
      north: degrees(inView.LATITUDE + 0.005),
      east: degrees(inView.LONGITUDE + 0.005),
    };
    const body = { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL', zoom: 17, bounds };
    const inBounds = (r: LocationRow) =>
      r.LATITUDE >= bounds.south &&
      r.LATITUDE <= bounds.north &&
      r.LONGITUDE >= bounds.west &&
      r.LONGITUDE <= bounds.east;
    const scan = (r: LocationRow, lat: number, lng: number) =>
      db.execute(sql`INSERT INTO customer_geotags (customer_id, org_id, branch_code, latitude, longitude, scanned_by)
        VALUES (${r.CUSTOMER_ID}, 101, 'JKT', ${lat}, ${lng}, 'PAN TEST')`);
    try {
      // One customer in view is scanned again far away (its older scan stays in view), another is
      // scanned again on the view's south-west corner: the view holds the newest scans alone.
      await scan(inView, -6.9, 107.6);
      await scan(movesIn, bounds.south, bounds.west);
      const now = await listed({ ...ALL, BRANCH_CODE: 'JKT' }, ho);
      const within = now.filter(inBounds);
      expect(within.some((r) => r.CUSTOMER_ID === movesIn.CUSTOMER_ID)).toBe(true);
      expect(within.some((r) => r.CUSTOMER_ID === inView.CUSTOMER_ID)).toBe(false);
      const { answer } = await markers(body, ho);
      expect(answer.count).toBe(within.length);
      expectSameGroups(answer.groups, groupsOf(within, 17), 17);
      // The branch head of BKS pans over Jakarta: none of its customers are there.
      expect((await markers(body, branchHead)).answer.count).toBe(
        now.filter((r) => r.BRANCH_CODE === 'BKS' && inBounds(r)).length,
      );

      // The view is read on the index, not the scope's every scan (the seed is small: the planner
      // is told to avoid reading the table whole).
      const selection = locationSelection({ kind: 'all' }, { search: '' });
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const plan = await rows<{ 'QUERY PLAN': string }>(
          tx,
          sql`EXPLAIN ${markerGroupsQuery(selection, bounds, 17, 5000)}`,
        );
        const text = plan.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toContain('customer_geotags_place_idx');
        // No pass over every scan to find each customer's newest.
        expect(text).not.toContain('Unique');
      });
    } finally {
      await db.execute(sql`DELETE FROM customer_geotags WHERE scanned_by = 'PAN TEST'`);
    }
  });

  it('refuses bounds that would need more groups than an answer may hold', async () => {
    const res = await t.call(
      'POST',
      `${BASE}/overviewBranchSalesMap`,
      { ...ALL, zoom: 19, bounds: { south: -11, west: 95, north: 6, east: 141 } },
      ho,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid request: bounds: /);
    const upsideDown = await t.call(
      'POST',
      `${BASE}/overviewBranchSalesMap`,
      { ...ALL, zoom: 12, bounds: { south: 1, west: 106, north: -1, east: 107 } },
      ho,
    );
    expect(upsideDown.statusCode).toBe(400);
  });

  it("follows the list's search, channel and scope, and shows a new scan in its next answer", async () => {
    const rows = await listed(ALL, branchAdmin);
    const target = rows[3] as LocationRow;
    const searched = (await markers({ ...ALL, search: target.CUSTOMER_ID_REF }, branchAdmin)).answer;
    expect(searched.count).toBe(1);
    expect(searched.groups).toEqual([
      expect.objectContaining({
        count: 1,
        id: target.GEOTAG_ID,
        label: expect.stringContaining(target.CUSTOMER_NAME),
      }),
    ]);
    const group = target.SALES_CHANNEL_GROUP;
    const channel = (await markers({ ...ALL, SALES_CHANNEL_GROUP: group }, branchAdmin)).answer;
    expect(channel.count).toBe(rows.filter((r) => r.SALES_CHANNEL_GROUP === group).length);

    const head = (await markers(ALL, branchHead)).answer;
    expect(head.count).toBe(rows.filter((r) => r.BRANCH_CODE === 'BKS').length);
    const outside = (await markers({ BRANCH_CODE: 'BDG', SALES_CHANNEL_GROUP: 'ALL' }, branchAdmin)).answer;
    expect(outside).toEqual({ zoom: 11, count: 0, centre: null, extent: null, groups: [] });

    // A customer never scanned before is scanned: the next answer holds one more.
    await t.database.db.execute(sql`INSERT INTO customer_geotags (customer_id, org_id, branch_code, latitude,
        longitude, scanned_by)
      SELECT c.customer_id, c.org_id, c.branch_code, -6.3, 107.0, 'TEST' FROM customers c
      WHERE c.branch_code = 'BKS' AND NOT EXISTS (SELECT 1 FROM customer_geotags g WHERE g.customer_id = c.customer_id)
      LIMIT 1`);
    expect((await markers(ALL, branchHead)).answer.count).toBe(head.count + 1);
  });

  it('answers its markers only to whom the screen is open', async () => {
    const res = await t.call('POST', `${BASE}/overviewBranchSalesMap`, ALL);
    expect(res.statusCode).toBe(401);
  });
});
