/**
 * Unmapping Sales and Overview Location Relasi as users meet them (spec part 1 sections 2, 6, 7):
 * head office loads the customers nobody serves, of every branch and of one, pages, searches and
 * exports 'Unmapping Sales.xlsx', all on the server; a branch admin is offered only the branches of
 * its org. The location overview pages and searches on the server, its map draws the groups the
 * server makes (at more than 10,000 customers too), and its photo and map dialogs open and close.
 */
import { mkdirSync } from 'node:fs';
import { messages } from '../common/messages';
import { notMatching } from '../common/test-lists';
import { choose, login, logout, openMenu, readDownload, startServer, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const HEADERS = ['Branch', 'Customer ID', 'Customer Name', 'Channel', 'Cat Business', 'Invoice Value'];

test('head office loads, searches and exports the unmapped customers', async ({ page }) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Unmapping Sales');
  await expect(page).toHaveURL(/\/mapping-sales-assignment\/overviewunmappingsales$/);
  await expect(page).toHaveTitle('Unmapping Sales | Armada');
  const list = page.getByTestId('unmapped-list');
  const totalText = list.getByTestId('list-total');
  const total = async () =>
    Number(/Total ([\d,]+)/.exec((await totalText.textContent()) ?? '')?.[1]?.replace(/,/g, ''));

  // Head office starts on ALL BRANCH: a few hundred customers of every branch.
  await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
  await list.getByTestId('load-list').click();
  await expect(totalText).toBeVisible();
  const all = await total();
  expect(all).toBeGreaterThanOrEqual(200);

  // The next page comes from the server: other customers, the invoice values going on down from
  // the last row of the first page (the grid draws the rows in view: scrolled to the end for it).
  const valuesShown = async () =>
    (await list.locator('.MuiDataGrid-row [data-field="VAL"]').allTextContents()).map((v) =>
      Number(v.replace(/,/g, '')),
    );
  const idsShown = () => list.locator('.MuiDataGrid-row [data-field="CUSTOMER_ID"]').allTextContents();
  await expect(list.getByText(`1–100 of ${all.toLocaleString('en-US')}`)).toBeVisible();
  const firstIds = await idsShown();
  const scroller = list.locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((e) => e.scrollTo(0, e.scrollHeight));
  await expect(list.locator('.MuiDataGrid-row[data-rowindex="99"]')).toBeVisible();
  const lowestFirst = Math.min(...(await valuesShown()));
  await list.getByRole('button', { name: 'Go to next page' }).click();
  await expect(list.getByText(`101–200 of ${all.toLocaleString('en-US')}`)).toBeVisible();
  await expect.poll(async () => (await idsShown()).some((id) => firstIds.includes(id))).toBe(false);
  // Whichever of its rows are drawn, none lies above the first page's lowest value.
  expect(Math.max(...(await valuesShown()))).toBeLessThanOrEqual(lowestFirst);
  await list.getByRole('button', { name: 'Go to previous page' }).click();
  await expect.poll(idsShown).toEqual(firstIds);

  // One branch: fewer rows, the highest invoice value first, shown as 12,500,000, right-aligned.
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await list.getByTestId('load-list').click();
  await expect.poll(total).toBeLessThan(all);
  const jkt = await total();
  expect(jkt).toBeGreaterThan(0);
  const values = list.locator('.MuiDataGrid-cell[data-field="VAL"]');
  const topValue = (await values.first().textContent()) ?? '';
  expect(topValue).toMatch(/^\d{1,3}(,\d{3})+$/);
  expect(await values.first().evaluate((e) => getComputedStyle(e).justifyContent)).toBe('flex-end');
  const shownTexts = await values.allTextContents();
  for (const text of shownTexts) expect(text).toMatch(/^\d{1,3}(,\d{3})*$/);
  const shownValues = shownTexts.map((v) => Number(v.replace(/,/g, '')));
  expect(shownValues).toEqual([...shownValues].sort((a, b) => b - a));
  await page.screenshot({ path: `${SHOTS}/unmapping-sales.png` });

  // Search by the top customer's id: that row alone.
  const top = list.getByRole('row').nth(1);
  const customerId = (await top.locator('[data-field="CUSTOMER_ID"]').textContent()) ?? '';
  const customerName = (await top.locator('[data-field="CUSTOMER_NAME"]').textContent()) ?? '';
  const channel = (await top.locator('[data-field="CHANNEL"]').textContent()) ?? '';
  const category = (await top.locator('[data-field="CATBISNIS"]').textContent()) ?? '';
  await list.getByTestId('list-search').fill(customerId);
  await expect.poll(total).toBe(1);
  // Back to the whole branch first: the search applies after a pause, and a total still at 1
  // would pass for the category's before it does.
  await list.getByTestId('list-search').fill('');
  await expect.poll(total).toBe(jkt);
  await list.getByTestId('list-search').fill(category);
  await expect.poll(total).toBeLessThan(jkt);
  const found = await total();

  // The export holds the rows the search keeps, the invoice value as a number.
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Unmapping Sales.xlsx');
  expect(file.headers()).toEqual(HEADERS);
  expect(file.rows()).toHaveLength(found);
  expect(file.rows()[0]).toEqual({
    Branch: 'JKT',
    'Customer ID': customerId,
    'Customer Name': customerName,
    Channel: channel,
    'Cat Business': category,
    'Invoice Value': Number(topValue.replace(/,/g, '')),
  });
  expect(notMatching(file.rows(), (r) => r['Cat Business'] === category)).toEqual([]);
  await logout(page);
});

test('Unmapping Sales shows the branch of each customer: ALL BRANCH lists several', async ({ page }) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Unmapping Sales');
  const list = page.getByTestId('unmapped-list');
  await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await expect(list.getByRole('columnheader', { name: 'Branch' })).toBeVisible();
  const branches = new Set(
    await list.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents(),
  );
  expect(branches.size).toBeGreaterThan(1);
  for (const code of branches) expect(code).toMatch(/^[A-Z]{3}$/);
  // A search by branch code keeps that branch's customers.
  await list.getByTestId('list-search').fill('BDG');
  await expect
    .poll(
      async () =>
        new Set(await list.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents()),
    )
    .toEqual(new Set(['BDG']));
  await page.screenshot({ path: `${SHOTS}/unmapping-sales-all-branches.png` });
  await logout(page);
});

test('a branch admin is offered the branches of its own org and sees only them', async ({ page }) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Unmapping Sales');
  await page.getByTestId('filter-branch').getByRole('combobox').click();
  const options = await page.getByRole('option').allTextContents();
  expect(options[0]).toBe('ALL BRANCH');
  expect(options.slice(1).sort()).toEqual(['BKS - BEKASI', 'JKT - JAKARTA']);
  await page.getByRole('option', { name: 'BKS - BEKASI' }).click();
  const list = page.getByTestId('unmapped-list');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await expect(list.getByRole('row').nth(1)).not.toContainText(messages.noRows);
  await logout(page);
});

const INDONESIAN_DATE_TIME =
  /^\d{2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}$/;

test('Overview Location Relasi: both selects required, the map of every customer, photos and one location', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Overview Location Relasi');
  await expect(page).toHaveTitle('Overview Location Relasi | Armada');
  const list = page.getByTestId('location-list');

  // Branch first, then Channel; each message in the snackbar.
  await list.getByTestId('load-list').click();
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.selectBranchFirst }),
  ).toBeVisible();
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await list.getByTestId('load-list').click();
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.selectChannelFirst }),
  ).toBeVisible();
  await choose(page, 'filter-channel', 'ALL');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const total = Number(
    /Total ([\d,]+)/.exec((await list.getByTestId('list-total').textContent()) ?? '')?.[1]?.replace(/,/g, ''),
  );
  expect(total).toBeGreaterThan(100);

  // The table pages on the server: the next page holds other customers.
  const refsShown = () => list.locator('.MuiDataGrid-row [data-field="CUSTOMER_ID_REF"]').allTextContents();
  await expect(list.getByText(`1–100 of ${total.toLocaleString('en-US')}`)).toBeVisible();
  const firstRefs = await refsShown();
  expect(firstRefs.length).toBeGreaterThan(5);
  await list.getByRole('button', { name: 'Go to next page' }).click();
  await expect(
    list.getByText(`101–${Math.min(200, total)} of ${total.toLocaleString('en-US')}`),
  ).toBeVisible();
  await expect.poll(async () => (await refsShown()).some((ref) => firstRefs.includes(ref))).toBe(false);
  await list.getByRole('button', { name: 'Go to previous page' }).click();
  await expect.poll(refsShown).toEqual(firstRefs);

  // The big map: every customer in the groups the server made, a group of one as a marker; the
  // table's Date Scan in Indonesian.
  const map = page.getByTestId('locations-map');
  await expect(map.locator('.marker-cluster').first()).toBeVisible();
  const clustered = await map
    .locator('.marker-cluster span')
    .allTextContents()
    .then((counts) => counts.reduce((sum, n) => sum + Number(n), 0));
  const single = await map.locator('.leaflet-marker-icon:not(.marker-cluster)').count();
  expect(clustered + single).toBe(total);
  const dates = await list.locator('.MuiDataGrid-row [data-field="LAST_UPDATE"]').allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(INDONESIAN_DATE_TIME);
  await page.screenshot({ path: `${SHOTS}/overview-location-relasi.png` });

  // Search by the first customer's reference: the table and the map keep that customer only.
  const first = list.locator('.MuiDataGrid-row').first();
  const ref = (await first.locator('[data-field="CUSTOMER_ID_REF"]').textContent()) ?? '';
  const name = (await first.locator('[data-field="CUSTOMER_NAME"]').textContent()) ?? '';
  await list.getByTestId('list-search').fill(ref);
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await map.locator('.leaflet-marker-icon').click();
  await expect(map.locator('.leaflet-popup-content')).toHaveText(`${name} (${ref})`);

  // The near photo: a real image, fetched with the session.
  await first.getByTestId('photo-TD').click();
  const photo = page.getByTestId('photo-dialog');
  await expect(photo.getByTestId('photo-image')).toBeVisible();
  expect(
    await photo.getByTestId('photo-image').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(100);
  await page.screenshot({ path: `${SHOTS}/location-photo.png` });
  await page.keyboard.press('Escape');
  await expect(photo.getByTestId('photo-image')).toHaveCount(0);

  // One location: its own map at zoom 18, one marker.
  await first.getByTestId('map-view').click();
  const one = page.getByTestId('map-dialog');
  await expect(one.getByTestId('location-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(one).toContainText(name);
  await page.screenshot({ path: `${SHOTS}/location-map.png` });
  await page.keyboard.press('Escape');
  await logout(page);
});

test('Overview Location Relasi: a branch head is offered its own branch and sees its customers only', async ({
  page,
}) => {
  await login(page, users.branchHead, '/mapping-sales-assignment/overviewgeotag');
  await page.getByTestId('filter-branch').getByRole('combobox').click();
  expect(await page.getByRole('option').allTextContents()).toEqual(['ALL', 'BKS - BEKASI']);
  await page.getByRole('option', { name: 'ALL', exact: true }).click();
  await choose(page, 'filter-channel', 'ALL');
  const list = page.getByTestId('location-list');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const branches = new Set(
    await list.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents(),
  );
  expect([...branches]).toEqual(['BKS']);
  await logout(page);
});

test('Overview Location Relasi: the photo and map dialogs close with their button', async ({ page }) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Overview Location Relasi');
  const list = page.getByTestId('location-list');
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await choose(page, 'filter-channel', 'ALL');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const first = list
    .locator('.MuiDataGrid-row')
    .filter({ has: page.getByTestId('photo-TD') })
    .first();

  await first.getByTestId('photo-TD').click();
  const photo = page.getByTestId('photo-dialog');
  await expect(photo.getByTestId('photo-image')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/location-photo-close.png` });
  await photo.getByRole('button', { name: messages.close }).click();
  await expect(photo.getByTestId('photo-image')).toHaveCount(0);

  await first.getByTestId('map-view').click();
  const map = page.getByTestId('map-dialog');
  await expect(map.getByTestId('location-map')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/location-map-close.png` });
  await map.getByRole('button', { name: messages.close }).click();
  await expect(map.getByTestId('location-map')).toHaveCount(0);
  await logout(page);
});

test.describe('the map at more than 10,000 customers', () => {
  // A server of its own with the demo data at scale 3: 15,000 customers, about 11,000 scanned.
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    server = await startServer({ idleSeconds: 3600, seedScale: 3 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('draws the groups of every customer, and a group clicked opens into smaller ones', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server?.baseURL });
    const page = await context.newPage();
    await login(page, users.hoAdmin, '/mapping-sales-assignment/overviewgeotag');
    await choose(page, 'filter-branch', 'ALL');
    await choose(page, 'filter-channel', 'ALL');
    const list = page.getByTestId('location-list');
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
    const total = Number(
      /Total ([\d,]+)/
        .exec((await list.getByTestId('list-total').textContent()) ?? '')?.[1]
        ?.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(10_000);

    // Every customer is in a group on the map, the groups are few (a marker per customer would be
    // 10,000 elements), and all of them are in view: the customers across the country do not fit
    // the view at zoom 11, so the map opens farther out on all of them.
    const map = page.getByTestId('locations-map');
    const groupCounts = () =>
      map
        .locator('.marker-cluster span')
        .allTextContents()
        .then((counts) => counts.map(Number));
    const singles = () => map.locator('.leaflet-marker-icon:not(.marker-cluster)').count();
    const outOfView = () =>
      map.evaluate((box) => {
        const view = box.getBoundingClientRect();
        return [...box.querySelectorAll('.leaflet-marker-icon')].filter((marker) => {
          const b = marker.getBoundingClientRect();
          const x = b.left + b.width / 2;
          const y = b.top + b.height / 2;
          return x < view.left || x > view.right || y < view.top || y > view.bottom;
        }).length;
      });
    await expect
      .poll(async () => (await groupCounts()).reduce((sum, n) => sum + n, 0) + (await singles()))
      .toBe(total);
    await expect.poll(outOfView).toBe(0);
    const markers = await map.locator('.leaflet-marker-icon').count();
    expect(markers).toBeLessThan(1000);
    // The groups made for the zoom the map opened at: far fewer, bigger than those of zoom 11.
    await expect.poll(async () => Math.max(0, ...(await groupCounts()))).toBeGreaterThan(100);
    await expect
      .poll(async () => (await groupCounts()).reduce((sum, n) => sum + n, 0) + (await singles()))
      .toBe(total);
    await page.screenshot({ path: `${SHOTS}/location-map-10000.png` });

    // The biggest group clicked: the map zooms in and shows the groups of that view, smaller.
    const biggest = Math.max(...(await groupCounts()));
    await map
      .locator('.marker-cluster')
      .filter({ hasText: new RegExp(`^${biggest}$`) })
      .first()
      .click();
    await expect.poll(async () => Math.max(0, ...(await groupCounts()))).toBeLessThan(biggest);
    await page.screenshot({ path: `${SHOTS}/location-map-10000-zoomed.png` });
    await context.close();
  });
});
