/**
 * Setting Period as head office meets it (spec part 2 sections 2-5, 7): the module message, the
 * branch dialog with its search, ADD/UPDATE behind the confirmation, the form clearing and the
 * table changing; and a period closed from the screen is no longer open for validPeriod.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { endOfLastMonth, endOfThisMonth, firstDayOfMonth, formatDayMonthYear, today } from '../common/dates';
import { messages } from '../common/messages';
import { choose, confirmDialog, login, openMenu, typeDateInto as typeDate, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** Opens the BRANCH NAME dialog, ticks each branch found by its search, and presses OK. */
async function chooseBranches(page: Page, searches: { search: string; branch: string }[]): Promise<Locator> {
  await page.getByTestId('period-branches').click();
  const dialog = page.getByTestId('period-branches-dialog').getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: messages.branchNameLabel })).toBeVisible();
  for (const { search, branch } of searches) {
    await dialog.getByTestId('multi-select-search').fill(search);
    await dialog.getByRole('checkbox', { name: branch, exact: true }).check();
  }
  return dialog;
}

/** The open periods validPeriod answers head office for a module and org: their branch codes. */
async function openBranches(page: Page, typeID: string, orgID: number): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
  const res = await page.request.post('/api/setting/validPeriod', {
    headers: { 'api-key': 'armada-dev-key', authorization: `Bearer ${token}` },
    data: { typeID, orgID },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { BRANCH_CODE: string }[]).map((r) => r.BRANCH_CODE);
}

/** The cells of the table's row of one branch, by column. */
function rowOf(list: Locator, branchName: string) {
  const row = list.getByRole('row').filter({ hasText: branchName });
  const cell = (field: string) => row.locator(`.MuiDataGrid-cell[data-field="${field}"]`);
  return { row, cell };
}

test.describe('Setting Period', () => {
  test('sets a period for branches chosen in the dialog, then lists it', async ({ page }) => {
    await login(page, users.hoAdmin);
    await openMenu(page, 'Setting', 'Setting Period');
    await expect(page).toHaveTitle('Setting Period | Armada');
    const form = page.getByTestId('period-form');
    await expect(form.getByRole('heading', { name: messages.settingPeriodHeading })).toBeVisible();
    await expect(form.getByTestId('period-start').locator('input')).toHaveValue(today());
    await expect(form.getByTestId('period-end').locator('input')).toHaveValue(today());

    // No module: the spec's message, and no confirmation.
    await form.getByRole('button', { name: messages.addUpdate }).click();
    await expect(form.getByText(messages.fillModuleFirst, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    await choose(page, 'period-module', 'INCENTIVE');
    await expect(form.getByText(messages.fillModuleFirst, { exact: true })).toBeHidden();
    const dialog = await chooseBranches(page, [
      { search: 'band', branch: 'BDG - BANDUNG' },
      { search: 'sura', branch: 'SBY - SURABAYA' },
    ]);
    // The search narrows the list; the choice made under another search stays.
    await expect(dialog.getByRole('checkbox', { name: 'BDG - BANDUNG' })).toHaveCount(0);
    await expect(dialog.getByTestId('multi-select-count')).toHaveText(messages.chosenCount(2));
    await page.screenshot({ path: `${SHOTS}/setting-period-branch-dialog.png` });
    await dialog.getByTestId('multi-select-ok').click();
    await expect(dialog).toBeHidden();
    await expect(form.getByTestId('period-branches').locator('input')).toHaveValue('BDG, SBY');

    await choose(page, 'period-quartal', '3');
    await typeDate(page, 'period-start', firstDayOfMonth());
    await typeDate(page, 'period-end', endOfThisMonth());
    await page.screenshot({ path: `${SHOTS}/setting-period-filled.png` });
    await form.getByRole('button', { name: messages.addUpdate }).click();
    await confirmDialog(page);
    await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.dataSaved })).toBeVisible();

    // Module, quartal and branches clear; the dates stay.
    await expect(form.getByTestId('period-module').locator('input')).toHaveValue('');
    await expect(form.getByTestId('period-quartal').locator('input')).toHaveValue('');
    await expect(form.getByTestId('period-branches').locator('input')).toHaveValue('');
    await expect(form.getByTestId('period-start').locator('input')).toHaveValue(firstDayOfMonth());

    // The table shows the new period of both branches, dates as DD MMM YYYY.
    const list = page.getByTestId('period-list');
    await choose(page, 'period-filter-module', 'INCENTIVE');
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(16));
    for (const branch of ['BDG - BANDUNG', 'SBY - SURABAYA']) {
      const { cell } = rowOf(list, branch);
      await expect(cell('TYPE')).toHaveText('INCENTIVE');
      await expect(cell('START_DATE')).toHaveText(formatDayMonthYear(firstDayOfMonth()));
      await expect(cell('END_DATE')).toHaveText(formatDayMonthYear(endOfThisMonth()));
      await expect(cell('QUARTAL')).toHaveText('3');
    }
    await page.screenshot({ path: `${SHOTS}/setting-period.png`, fullPage: true });
  });

  test('an end before the start is refused under END PERIOD; no branch, by the server', async ({ page }) => {
    await login(page, users.hoAdmin, '/setting/settingperiod');
    const form = page.getByTestId('period-form');
    await choose(page, 'period-module', 'TARGET');
    await typeDate(page, 'period-end', endOfLastMonth());
    await form.getByRole('button', { name: messages.addUpdate }).click();
    await expect(form.getByText(messages.endBeforeStart, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The spec's screen checks nothing else: without a branch the server refuses the save.
    await typeDate(page, 'period-end', today());
    await expect(form.getByText(messages.endBeforeStart, { exact: true })).toBeHidden();
    await form.getByRole('button', { name: messages.addUpdate }).click();
    await confirmDialog(page);
    await expect(
      page.getByTestId('snackbar-error').filter({ hasText: messages.fillBranchFirst }),
    ).toBeVisible();
    await expect(form.getByTestId('period-module').locator('input')).toHaveValue('TARGET');
  });

  test('a period that ended last month is closed for its branch: validPeriod no longer answers it', async ({
    page,
  }) => {
    await login(page, users.hoAdmin, '/setting/settingperiod');
    expect(await openBranches(page, 'FIXED CALL PLAN', 102)).toEqual(['BDG']);

    const form = page.getByTestId('period-form');
    await choose(page, 'period-module', 'FIXED CALL PLAN');
    const dialog = await chooseBranches(page, [{ search: 'BDG', branch: 'BDG - BANDUNG' }]);
    await dialog.getByTestId('multi-select-ok').click();
    const lastMonth = endOfLastMonth();
    await typeDate(page, 'period-start', `${lastMonth.slice(0, 8)}01`);
    await typeDate(page, 'period-end', lastMonth);
    await form.getByRole('button', { name: messages.addUpdate }).click();
    await confirmDialog(page);
    await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.dataSaved })).toBeVisible();

    const list = page.getByTestId('period-list');
    await choose(page, 'period-filter-module', 'FIXED CALL PLAN');
    // Until the filter applies, Bandung's periods of the other modules are listed too.
    const bandung = rowOf(list, 'BDG - BANDUNG');
    await expect(bandung.row).toHaveCount(1);
    await expect(bandung.cell('END_DATE')).toHaveText(formatDayMonthYear(lastMonth));
    expect(await openBranches(page, 'FIXED CALL PLAN', 102)).toEqual([]);
    // Bandung's other modules stay open.
    expect(await openBranches(page, 'TARGET', 102)).toEqual(['BDG']);
  });
});
