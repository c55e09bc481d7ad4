/**
 * Overview Location Relasi at the bench's big scale (org 101: about 10,000 customers scanned, more
 * scans than that): under 20 concurrent users, Load List's first page with its count and the big
 * map's markers (the whole selection grouped at zoom 11, and a zoomed view of Jakarta), each next
 * to the same queries run directly; and the page itself in Chromium: how long until the grouped map
 * shows, and whether the page stays responsive meanwhile (the longest gap between animation
 * frames, the longest main-thread task).
 */
import { chromium } from '@playwright/test';
import type { MarkersAnswer } from '../common/contract/location';
import type { Db } from '../server/db/client';
import { rows, sql } from '../server/db/client';
import { locationPage } from '../server/modules/location/location-list';
import { locationMarkers } from '../server/modules/location/location-markers';
import { AnswerStore } from '../server/platform/data-version';
import type { Scope } from '../server/platform/scope';
import { callApi, dataOf, loadPost, login } from './api';
import type { BenchDatabase } from './databases';
import { ensureWebBuilt } from './first-load';
import { type LoadResult, sequential } from './load';
import { bytes, count, ms, type Report, ratio } from './report';
import type { ServerProcess } from './server-process';

const USERS = 20;
const SECONDS = 5;
const BASE = '/mapping-sales-assignment';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the page records while it loads: every gap between two animation frames and every long
 * task. Plain script text: a function would reach the page through tsx, which adds helpers the page
 * does not have.
 */
const WATCH_FRAMES = `(() => {
  window.benchGaps = [];
  window.benchTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.benchTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const tick = (now) => {
    window.benchGaps.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
const READ_FRAMES = `({ gaps: [...window.benchGaps].sort((a, b) => a - b), tasks: [...window.benchTasks] })`;

type Filter = { BRANCH_CODE: string; SALES_CHANNEL_GROUP: string };

interface LocationRequest {
  name: string;
  user: 'ho.admin' | 'branch.admin';
  path: 'overviewBranchSales' | 'overviewBranchSalesMap';
  body: Record<string, unknown> & Filter;
  /** The same queries, run directly (the floor). */
  direct(db: Db): Promise<unknown>;
}

const ORG_101: Scope = { kind: 'org', orgId: 101 };
const HEAD_OFFICE: Scope = { kind: 'all' };
const ALL: Filter = { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' };
const JKT: Filter = { BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' };
/** Central Jakarta at zoom 15, with the half-view margin the map adds: a user looking at a district. */
const JAKARTA_VIEW = { zoom: 15, bounds: { south: -6.24, west: 106.78, north: -6.16, east: 106.86 } };
const firstPage = { page: 0, pageSize: 100, search: '', count: true };
/** The floors compute every time: a store that keeps no answer. */
const NOTHING_KEPT = new AnswerStore({ entries: 0, chars: 0 });

const REQUESTS: LocationRequest[] = [
  {
    name: 'Load List, org 101 (branch.admin, ALL / ALL): first page + count',
    user: 'branch.admin',
    path: 'overviewBranchSales',
    body: ALL,
    direct: (db) => locationPage(db, ORG_101, { ...firstPage }, NOTHING_KEPT),
  },
  {
    name: 'Load List, one branch (head office, JKT / ALL): first page + count',
    user: 'ho.admin',
    path: 'overviewBranchSales',
    body: JKT,
    direct: (db) => locationPage(db, HEAD_OFFICE, { ...firstPage, branchCode: 'JKT' }, NOTHING_KEPT),
  },
  {
    name: 'map markers, org 101 (branch.admin, ALL / ALL): whole selection at zoom 11',
    user: 'branch.admin',
    path: 'overviewBranchSalesMap',
    body: { ...ALL, zoom: 11 },
    direct: (db) => locationMarkers(db, ORG_101, { search: '', zoom: 11 }, NOTHING_KEPT),
  },
  {
    name: 'map markers, org 101 (branch.admin, ALL / ALL): a view of Jakarta at zoom 15',
    user: 'branch.admin',
    path: 'overviewBranchSalesMap',
    body: { ...ALL, ...JAKARTA_VIEW },
    direct: (db) => locationMarkers(db, ORG_101, { search: '', ...JAKARTA_VIEW }, NOTHING_KEPT),
  },
];

export interface LocationLoads {
  armada: Map<string, LoadResult>;
}

/** How many scans the rows of org 101 stand on (every scan, not only the newest). */
async function scansOfOrg101(db: BenchDatabase): Promise<number> {
  const database = await db.open();
  try {
    const [found] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM customer_geotags WHERE org_id = 101`,
    );
    return found?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** What one answer holds, for the report: the rows and count of a page, the groups of the markers. */
function described(r: LocationRequest, data: unknown, size: number): string {
  if (r.path === 'overviewBranchSalesMap') {
    const markers = data as MarkersAnswer;
    return `${count(markers.count)} customers in ${count(markers.groups.length)} groups, ${bytes(size)}`;
  }
  const page = data as { rows: unknown[]; total: number };
  return `${count(page.rows.length)} of ${count(page.total)} customers, ${bytes(size)}`;
}

export async function benchLocationLoads(
  server: ServerProcess,
  column: string,
  report: Report,
): Promise<LocationLoads> {
  const tokens = {
    'ho.admin': await login(server, 'ho.admin'),
    'branch.admin': await login(server, 'branch.admin'),
  };
  const armada = new Map<string, LoadResult>();
  for (const r of REQUESTS) {
    const path = `${BASE}/${r.path}`;
    const answer = await callApi(server, 'POST', path, r.body, tokens[r.user]);
    const data = dataOf<unknown>(answer, path);
    const result = await loadPost(`${r.name}`, `${server.url}/api${path}`, r.body, tokens[r.user], {
      connections: USERS,
      seconds: SECONDS,
    });
    armada.set(r.name, result);
    report.set(
      `location overview, ${USERS} users: ${r.name.replace(/ \(.*\)/, '')}: p50 / p99`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}`,
      `${r.name}; ${described(r, data, answer.text.length)}; ${count(result.rps)} req/s; goal p99 < 100 ms on PostgreSQL`,
    );
  }
  return { armada };
}

/** The floors: each request's own queries run directly, one at a time, the server stopped. */
export async function benchLocationFloors(db: BenchDatabase, loads: LocationLoads, report: Report) {
  const scans = await scansOfOrg101(db);
  const database = await db.open();
  try {
    for (const r of REQUESTS) {
      const t = await sequential(20, () => r.direct(database.db), 2);
      const ours = loads.armada.get(r.name) as LoadResult;
      report.set(
        `location overview floor (same queries, direct): ${r.name.replace(/ \(.*\)/, '')}: p50 / p99`,
        db.label,
        `${ms(t.p50)} / ${ms(t.p99)}`,
        `${count(scans)} scans of org 101; one at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(ours.p50 / t.p50)}`,
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * The page in Chromium as branch.admin: ALL / ALL, Load List, until the clustered map is drawn.
 * Meanwhile the page counts the gaps between its animation frames and its long tasks.
 */
export async function benchLocationPage(
  server: ServerProcess,
  column: string,
  report: Report,
): Promise<void> {
  await ensureWebBuilt();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // The tile server is out of reach here: tiles are answered empty, so only Armada's work is timed.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').fill('branch.admin');
    await page.getByLabel('Password').fill('Armada2026!');
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL(/\/$/);
    await page.goto(`${server.url}/mapping-sales-assignment/overviewgeotag`);
    for (const [testId, option] of [
      ['filter-branch', 'ALL'],
      ['filter-channel', 'ALL'],
    ] as const) {
      await page.getByTestId(testId).getByRole('combobox').click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.evaluate(WATCH_FRAMES);
    const started = Date.now();
    await page.getByTestId('load-list').click();
    await page.getByTestId('list-total').waitFor();
    const listed = Date.now() - started;
    // The map is drawn when the groups of the server's answer are on it.
    await page.locator('[data-testid="locations-map"] .marker-cluster').first().waitFor({ timeout: 120_000 });
    const drawn = Date.now() - started;
    const total = (await page.getByTestId('list-total').textContent()) ?? '';
    const stats = (await page.evaluate(READ_FRAMES)) as { gaps: number[]; tasks: number[] };
    const maxGap = stats.gaps.at(-1) ?? 0;
    const p99Gap = stats.gaps[Math.floor(stats.gaps.length * 0.99)] ?? 0;
    const longest = Math.max(0, ...stats.tasks);
    report.set(
      'location page, org 101 ALL / ALL: Load List to first page listed, to grouped map',
      column,
      `${ms(listed)}, ${ms(drawn)}`,
      `${total.replace('Total ', '')}; tiles answered empty`,
    );
    report.set(
      'location page: frame gap p99 / max, longest task',
      column,
      `${ms(p99Gap)} / ${ms(maxGap)}, ${ms(longest)}`,
      `${count(stats.tasks.length)} long tasks (> 50 ms) while loading; the page stays responsive when gaps stay short`,
    );
  } finally {
    await browser.close();
  }
}
