/**
 * Overview Location Relasi at the bench's big scale: the newest scan of every customer of org 101's
 * two branches (about 10,000 customers scanned, more scans than that) and of one branch, under 20
 * concurrent users next to the same query run directly; and the page itself in Chromium with those
 * 10,000 markers: how long until the clustered map shows them, and whether the page stays
 * responsive meanwhile (the longest gap between animation frames, the longest main-thread task).
 */
import { chromium } from '@playwright/test';
import type { LocationRow } from '../common/contract/location';
import { rows, sql } from '../server/db/client';
import { listLocations } from '../server/modules/location/geotags';
import type { Scope } from '../server/platform/scope';
import { callApi, dataOf, headers, login } from './api';
import type { BenchDatabase } from './databases';
import { ensureWebBuilt } from './first-load';
import { type LoadResult, load, sequential } from './load';
import { count, ms, type Report, ratio } from './report';
import type { ServerProcess } from './server-process';

const USERS = 20;
const SECONDS = 5;
const PATH = '/mapping-sales-assignment/overviewBranchSales';
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

interface LocationRequest {
  name: string;
  user: 'ho.admin' | 'branch.admin';
  body: { BRANCH_CODE: string; SALES_CHANNEL_GROUP: string };
  scope: Scope;
}

const REQUESTS: LocationRequest[] = [
  {
    name: 'org 101, both branches (branch.admin, ALL / ALL)',
    user: 'branch.admin',
    body: { BRANCH_CODE: 'ALL', SALES_CHANNEL_GROUP: 'ALL' },
    scope: { kind: 'org', orgId: 101 },
  },
  {
    name: 'one branch (head office, JKT / ALL)',
    user: 'ho.admin',
    body: { BRANCH_CODE: 'JKT', SALES_CHANNEL_GROUP: 'ALL' },
    scope: { kind: 'all' },
  },
];

export interface LocationLoads {
  armada: Map<string, LoadResult>;
}

/** How many scans the rows of a request stand on (every scan, not only the newest). */
async function scansOf(db: BenchDatabase, request: LocationRequest): Promise<number> {
  const database = await db.open();
  try {
    const branches = request.body.BRANCH_CODE === 'ALL' ? sql`org_id = 101` : sql`branch_code = 'JKT'`;
    const [found] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM customer_geotags WHERE ${branches}`,
    );
    return found?.n ?? 0;
  } finally {
    await database.close();
  }
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
    const listed = dataOf<LocationRow[]>(await callApi(server, 'POST', PATH, r.body, tokens[r.user]), PATH);
    const result = await load(`${server.url}/api${PATH}`, {
      method: 'POST',
      headers: headers(tokens[r.user]),
      body: JSON.stringify(r.body),
      connections: USERS,
      seconds: SECONDS,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${r.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    armada.set(r.name, result);
    report.set(
      `location overview, ${USERS} users: ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
      column,
      `${ms(result.p50)} / ${ms(result.p99)}`,
      `${r.name}; ${count(listed.length)} customers; ${count(result.rps)} req/s`,
    );
  }
  return { armada };
}

/** The floor: the same query run directly, one at a time, the server stopped. */
export async function benchLocationFloors(db: BenchDatabase, loads: LocationLoads, report: Report) {
  for (const r of REQUESTS) {
    const scans = await scansOf(db, r);
    const database = await db.open();
    try {
      const filter = r.body.BRANCH_CODE === 'ALL' ? {} : { branchCode: r.body.BRANCH_CODE };
      const t = await sequential(20, () => listLocations(database.db, r.scope, filter), 2);
      const ours = loads.armada.get(r.name) as LoadResult;
      report.set(
        `location overview floor (same query, direct): ${r.name.replace(/ \(.*\)$/, '')}: p50 / p99`,
        db.label,
        `${ms(t.p50)} / ${ms(t.p99)}`,
        `${count(scans)} scans; one at a time; Armada's p50 under ${USERS} users / this p50: ${ratio(ours.p50 / t.p50)}`,
      );
    } finally {
      await database.close();
    }
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
    // Chunked loading adds the markers in slices; the map is done when no slice is pending.
    await page.locator('[data-testid="locations-map"] .marker-cluster').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1500);
    const drawn = Date.now() - started - 1500;
    const total = (await page.getByTestId('list-total').textContent()) ?? '';
    const stats = (await page.evaluate(READ_FRAMES)) as { gaps: number[]; tasks: number[] };
    const maxGap = stats.gaps.at(-1) ?? 0;
    const p99Gap = stats.gaps[Math.floor(stats.gaps.length * 0.99)] ?? 0;
    const longest = Math.max(0, ...stats.tasks);
    report.set(
      'location page, org 101 ALL / ALL: Load List to rows listed, to clustered map',
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
