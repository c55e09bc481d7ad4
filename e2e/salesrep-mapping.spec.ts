/**
 * Mapping Salesrep as a user meets it (spec part 1 sections 2, 4, 5, 7, 9): the list with its
 * export, a rep's popup with the history, a cut-off, a new mapping of another rep onto the freed
 * position, and the closed period.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { endOfLastMonth } from '../common/dates';
import { messages } from '../common/messages';
import { login, logout, readDownload, setPeriod, typeDateInto, users } from './support';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const snackbar = (page: Page, variant: 'success' | 'error', text: string): Locator =>
  page.getByTestId(`snackbar-${variant}`).filter({ hasText: text });

async function confirmDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(dialog).toBeHidden();
}

/** The rows of the list whose text holds all of `texts`. */
const rowsWith = (list: Locator, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), list.getByRole('row'));

test('the list, its export, a cut-off and a new mapping onto the freed position', async ({ page }) => {
  await login(page, users.branchAdmin);
  await page.goto('/mapping-sales-rep/overview');
  await expect(page).toHaveTitle('Mapping Salesrep | Armada');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  // Dates as DD MMM YYYY; open-ended mappings end in 4001.
  await expect(rowsWith(list, '31 Dec 4001').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/salesrep-list.png` });

  // The export holds the rows the search shows.
  const total = async () =>
    Number(
      /Total ([\d,]+)/
        .exec((await list.getByTestId('list-total').textContent()) ?? '')?.[1]
        ?.replace(/,/g, ''),
    );
  const all = await total();
  await list.getByTestId('list-search').fill('JKT-');
  await expect.poll(total).toBeLessThan(all);
  const shown = await total();
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Mapping Sales Rep.xlsx');
  expect(file.rows()).toHaveLength(shown);
  expect(file.rows().every((r) => JSON.stringify(r).includes('JKT-'))).toBe(true);

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
  await list.getByTestId('list-search').fill('JKT');
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

test("a period closed in Setting Period shows 'Periode sudah ditutup.' in the popup", async ({ page }) => {
  const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
  await login(page, users.hoAdmin);
  await setPeriod(page, 'MAPPING SALESREP', branches, '2024-01-01', endOfLastMonth());
  await logout(page);

  try {
    await login(page, users.branchAdmin);
    await page.goto('/mapping-sales-rep/overview');
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
    await logout(page);
  } finally {
    // Open again for the tests that follow, whoever was logged in when the test stopped.
    await page.evaluate(() => localStorage.clear());
    await login(page, users.hoAdmin);
    await setPeriod(page, 'MAPPING SALESREP', branches, '2024-01-01', '4001-12-31');
  }
});

test('at 1920 px every column of the list is in view, its values whole', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await login(page, users.hoAdmin);
  await page.goto('/mapping-sales-rep/overview');
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
  await login(page, users.bdgAdmin);
  await page.goto('/mapping-sales-rep/overview');
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
  await login(page, users.branchAdmin);
  await page.goto('/mapping-sales-rep/overview');
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
