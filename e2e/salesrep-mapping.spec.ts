/**
 * Mapping Salesrep as a user meets it (spec part 1 sections 2, 4, 5, 7, 9): the list with its
 * export, a rep's popup with the history, a cut-off, a new mapping of another rep onto the freed
 * position, and the closed period.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { endOfLastMonth } from '../common/dates';
import { messages } from '../common/messages';
import { notMatching } from '../common/test-lists';
import {
  confirmDialog,
  listTotal,
  login,
  logout,
  readDownload,
  setPeriodByApi,
  snackbar,
  typeDateInto,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** The rows of the list whose text holds all of `texts`. */
const rowsWith = (list: Locator, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), list.getByRole('row'));

/**
 * Searches the list and waits for the server's answer on screen: a row clicked before it could be
 * swapped under the pointer for a row of the answer.
 */
async function searchFor(page: Page, list: Locator, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (r) =>
      r.url().endsWith('/mapping-sales-rep-assignment/select') && r.request().postDataJSON()?.search === text,
  );
  await list.getByTestId('list-search').fill(text);
  const total: number = (await (await answered).json()).data.total;
  await expect.poll(() => listTotal(list)).toBe(total);
  await expect(list.locator('.MuiDataGrid-row').filter({ hasNotText: text })).toHaveCount(0);
}

test('the list, its export, a cut-off and a new mapping onto the freed position', async ({ page }) => {
  await login(page, users.branchAdmin, '/mapping-sales-rep/overview');
  await expect(page).toHaveTitle('Mapping Salesrep | Armada');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  // Dates as DD MMM YYYY; open-ended mappings end in 4001.
  await expect(rowsWith(list, '31 Dec 4001').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/salesrep-list.png` });

  // The export holds the rows the search shows.
  const total = () => listTotal(list);
  const all = await total();
  await list.getByTestId('list-search').fill('JKT-');
  await expect.poll(total).toBeLessThan(all);
  const shown = await total();
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Mapping Sales Rep.xlsx');
  expect(file.rows()).toHaveLength(shown);
  expect(notMatching(file.rows(), (r) => JSON.stringify(r).includes('JKT-'))).toEqual([]);

  // A JKT rep holding a position today: the popup shows the history, active first.
  const active = rowsWith(list, 'JKT-', 'ACTIVE', '31 Dec 4001').first();
  const position = (await active.locator('[data-field="SALESREP_POSITION_CODE"]').textContent()) ?? '';
  const holder = (await active.locator('[data-field="SALESREP_EMPLOYEE_NAME"]').textContent()) ?? '';
  await active.click();
  const popup = page.getByTestId('salesrep-dialog');
  await expect(popup).toContainText(holder);
  const history = popup.getByTestId('salesrep-history');
  await expect(history.getByRole('row').nth(1)).toContainText('ACTIVE');
  await expect(history.getByRole('row').nth(1)).toContainText(position);
  await page.screenshot({ path: `${SHOTS}/salesrep-popup.png` });

  // Cut Off on the end date: the mapping now ends then, in the history.
  await typeDateInto(page, 'salesrep-end-date', '2040-12-31');
  await popup.getByTestId('salesrep-cutoff').click();
  await confirmDialog(page);
  await expect(snackbar(page, 'success', messages.cutOffSuccess)).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: position }).first()).toContainText('31 Dec 2040');
  await popup.getByRole('button', { name: messages.close }).click();
  await expect(popup).toBeHidden();

  // A rep without a current position takes the freed one from the day after.
  await searchFor(page, list, 'JKT');
  const free = rowsWith(list, 'INACTIVE').first();
  const newRep = (await free.locator('[data-field="SALESREP_EMPLOYEE_NAME"]').textContent()) ?? '';
  await free.click();
  await expect(popup).toContainText(newRep);
  await popup.getByTestId('salesrep-position').click();
  await page.getByRole('option', { name: new RegExp(`^${position}`) }).click();
  await expect(popup.getByTestId('salesrep-type').locator('input')).not.toHaveValue('');
  // Before the cut-off ends, the position is still held: the server says by whom.
  await typeDateInto(page, 'salesrep-start-date', '2040-06-01');
  await popup.getByTestId('salesrep-submit').click();
  await confirmDialog(page);
  await expect(snackbar(page, 'error', `${position} dipegang oleh ${holder}`)).toBeVisible();
  await typeDateInto(page, 'salesrep-start-date', '2041-01-01');
  await typeDateInto(page, 'salesrep-end-date', '4001-12-31');
  await popup.getByTestId('salesrep-submit').click();
  await confirmDialog(page);
  await expect(snackbar(page, 'success', messages.updateSuccess)).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: '01 Jan 2041' })).toContainText(position);
  await page.screenshot({ path: `${SHOTS}/salesrep-mapped.png` });
  await popup.getByRole('button', { name: messages.close }).click();
  await expect(popup).toBeHidden();
  await logout(page);
});

test('head office pages, searches, sorts and exports the list on the server', async ({ page }) => {
  const asked: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mapping-sales-rep-assignment/select')) asked.push(request.postDataJSON());
  });
  await login(page, users.hoAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  const all = await listTotal(list);
  expect(all).toBeGreaterThan(100);
  // One page of 100 reps from the server, counted once.
  await expect(list.getByText(`1–100 of ${all}`)).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ orgID: 81, pageSize: 100, search: '', count: true });

  // The export holds every rep, in the list's order: the page on screen is its first 100.
  const whole = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await whole);
  expect(file.fileName).toBe('Mapping Sales Rep.xlsx');
  expect(file.rows()).toHaveLength(all);
  const ids = file.rows().map((r) => String(r.SALESREP_EMPLOYEEID));
  const shownIds = () => list.locator('.MuiDataGrid-cell[data-field="SALESREP_EMPLOYEEID"]');
  await expect(shownIds().first()).toHaveText(ids[0] as string);

  // The next page is asked by cursor (after the last rep shown, or as the end of the list when it
  // is the last page), without counting again.
  await list.getByRole('button', { name: 'Go to next page' }).click();
  await expect(list.getByText(`101–${Math.min(200, all)} of ${all}`)).toBeVisible();
  await expect(shownIds().first()).toHaveText(ids[100] as string);
  const next = asked.at(-1) ?? {};
  expect(next).toMatchObject(all > 200 ? { after: expect.any(String) } : { last: true });
  expect(next).toMatchObject({ count: false });
  await page.screenshot({ path: `${SHOTS}/salesrep-list-page-2.png` });

  // The search runs on the server, from the first page, and the export takes it.
  await list.getByTestId('list-search').fill('BDG-');
  await expect.poll(() => listTotal(list)).toBeLessThan(all);
  const searched = await listTotal(list);
  expect(searched).toBeGreaterThan(0);
  expect(asked.at(-1)).toMatchObject({ search: 'BDG-', count: true });
  expect(asked.at(-1)).not.toHaveProperty('after');
  await expect(list.getByRole('row').filter({ hasText: 'BDG-' }).first()).toBeVisible();

  // Sorted by Status, descending, on the server: the reps without a position today come first.
  await list.getByRole('columnheader', { name: 'Status' }).click();
  await list.getByRole('columnheader', { name: 'Status' }).click();
  await expect.poll(() => asked.at(-1)).toMatchObject({ sortField: 'STATUS', sortDir: 'desc' });
  await expect(list.locator('.MuiDataGrid-cell[data-field="STATUS"]').first()).toHaveText('INACTIVE');
  await page.screenshot({ path: `${SHOTS}/salesrep-list-searched-sorted.png` });
  const some = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const filtered = await readDownload(await some);
  expect(filtered.rows()).toHaveLength(searched);
  expect(notMatching(filtered.rows(), (r) => JSON.stringify(r).includes('BDG-'))).toEqual([]);
  const statuses = filtered.rows().map((r) => String(r.STATUS));
  expect(statuses).toEqual([...statuses].sort().reverse());
  await expect(shownIds().first()).toHaveText(String(filtered.rows()[0]?.SALESREP_EMPLOYEEID));
});

test("a period closed in Setting Period shows 'Periode sudah ditutup.' in the popup", async ({ page }) => {
  const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
  await setPeriodByApi('MAPPING SALESREP', branches, '2024-01-01', endOfLastMonth());
  try {
    await login(page, users.branchAdmin, '/mapping-sales-rep/overview');
    const list = page.getByTestId('salesrep-list');
    await rowsWith(list, 'ACTIVE').first().click();
    const popup = page.getByTestId('salesrep-dialog');
    await expect(popup.getByTestId('period-closed')).toHaveText(messages.periodClosed);
    await page.screenshot({ path: `${SHOTS}/salesrep-period-closed.png` });
    // While the banner shows, neither action can be started.
    for (const action of ['salesrep-submit', 'salesrep-cutoff']) {
      await expect(popup.getByTestId(action)).toBeDisabled();
    }
    await popup.getByRole('button', { name: messages.close }).click();
  } finally {
    // Open again for the tests that follow.
    await setPeriodByApi('MAPPING SALESREP', branches, '2024-01-01', '4001-12-31');
  }
});

test('at 1920 px every column of the list is in view, its values whole', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await login(page, users.hoAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  await expect(list.locator('.MuiDataGrid-scrollbar--horizontal')).toHaveCount(0);
  for (const field of ['SALESREP_END_DATE', 'STATUS', 'POSITION_CODE_HCM', 'CSO']) {
    const cell = list.locator(`.MuiDataGrid-cell[data-field="${field}"]`).first();
    expect(await cell.evaluate((e) => e.scrollWidth <= e.clientWidth), field).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/salesrep-list-1920.png` });
});

test("Bandung's closed period: the banner shows and Cut Off and Submit are disabled", async ({ page }) => {
  await login(page, users.bdgAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await rowsWith(list, 'BDG').first().click();
  const popup = page.getByTestId('salesrep-dialog');
  await expect(popup.getByTestId('period-closed')).toHaveText(messages.periodClosed);
  await expect(popup.getByTestId('salesrep-cutoff')).toBeDisabled();
  await expect(popup.getByTestId('salesrep-submit')).toBeDisabled();
  await expect(popup.getByRole('button', { name: messages.close })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/salesrep-bdg-closed.png` });
});

test('an End Date not after the Start Date says under the field which end Submit saves', async ({ page }) => {
  await login(page, users.branchAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await rowsWith(list, 'JKT-').first().click();
  const popup = page.getByTestId('salesrep-dialog');
  const endField = popup.getByTestId('salesrep-end-date');
  await typeDateInto(page, 'salesrep-start-date', '2041-03-10');
  // The default open end says nothing.
  await expect(endField.locator('.MuiFormHelperText-root')).toHaveCount(0);
  await typeDateInto(page, 'salesrep-end-date', '2041-03-01');
  await expect(endField).toContainText(messages.salesrepEndDateMoved('2041-03-31'));
  await page.screenshot({ path: `${SHOTS}/salesrep-end-moved.png` });
  await typeDateInto(page, 'salesrep-end-date', '2041-03-10');
  await expect(endField).toContainText(messages.salesrepEndDateMoved('2041-03-31'));
  await typeDateInto(page, 'salesrep-end-date', '2041-03-11');
  await expect(endField.locator('.MuiFormHelperText-root')).toHaveCount(0);
});
