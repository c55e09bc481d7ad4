/**
 * The sales assignment screens as a user meets them (spec part 1 sections 2-9): View Mapping
 * Assignment with its search, sort and export, Mapping New Customer row by row, Edit Mapping Sales
 * Assignment, and the customer back in Unmapping Sales once its only assignment has ended.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { UnmappedRow } from '../common/contract/location';
import { endOfLastMonth, firstDayOfMonth, toIsoDate } from '../common/dates';
import { messages } from '../common/messages';
import {
  choose,
  confirmDialog,
  listTotal,
  login,
  openMenu,
  readDownload,
  setPeriodByApi,
  snackbar,
  typeDateInto,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Mapping Sales Assignment';
const API_KEY = 'armada-dev-key';

/** The texts of one column of the grid's rows on screen. */
const columnTexts = (list: Locator, field: string) =>
  list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`).allTextContents();

const rowsWith = (list: Locator, ...texts: string[]) =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), list.getByRole('row'));

/** Customers of JKT no assignment serves today (the Unmapping Sales call). */
async function unmappedOfJakarta(page: Page): Promise<UnmappedRow[]> {
  const res = await page.request.post('/api/mapping-sales-assignment/overviewUnmapSales', {
    headers: { 'api-key': API_KEY },
    data: { orgID: users.branchAdmin.orgId, BRANCH_CODE: 'JKT' },
  });
  expect(res.ok()).toBe(true);
  // The first page of the list (its call answers a page since it pages on the server).
  return ((await res.json()) as { data: { rows: UnmappedRow[] } }).data.rows;
}

/** Picks a code option of a searchable select (CodeAutocomplete) by what its label starts with. */
async function chooseSearchable(page: Page, testId: string, typed: string, option: RegExp): Promise<string> {
  const input = page.getByTestId(testId).getByRole('combobox');
  await input.click();
  await input.fill(typed);
  const first = page.getByRole('option', { name: option }).first();
  const label = (await first.textContent()) ?? '';
  await first.click();
  return label;
}

/** Fills one entry row: the customer by search, ALKES PROYEK (few customers have it), a JKT position. */
async function fillRow(page: Page, row: number, customerRef: string): Promise<string> {
  const prefix = `row-${row}`;
  const customer = page.getByTestId(`${prefix}-customer`).getByRole('combobox');
  await customer.fill(customerRef);
  await page.getByRole('option', { name: new RegExp(`^${customerRef} - `) }).click();
  await expect(page.getByTestId(`${prefix}-customer-name`)).not.toHaveValue('');
  await choose(page, `${prefix}-bisnis`, /^ALKES/);
  await choose(page, `${prefix}-type-desc`, 'PROYEK');
  // The option shows the rep holding the position under its code.
  const option = await chooseSearchable(page, `${prefix}-position`, 'JKT-SLS', /^JKT-SLS-/);
  const position = /^JKT-SLS-\d+/.exec(option)?.[0] ?? '';
  await expect(page.getByTestId(`${prefix}-position`).getByRole('combobox')).toHaveValue(position);
  return position;
}

test.describe('View Mapping Assignment', () => {
  test('rows newest first, search, sort, export, whole values at 1920 px', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await login(page, users.hoAdmin);
    await openMenu(page, GROUP, messages.viewMappingAssignment);
    await expect(page).toHaveURL(/\/mapping-sales-assignment\/overview$/);
    await expect(page).toHaveTitle(`${messages.viewMappingAssignment} | Armada`);
    const list = page.getByTestId('assignment-list');
    // No Load List: every position of the scope at once.
    await expect(list.getByTestId('list-total')).toBeVisible();
    const total = await listTotal(list);
    expect(total).toBeGreaterThan(1000);
    await expect(list.getByText(`1–100 of ${total.toLocaleString('en-US')}`)).toBeVisible();

    // Every column in view and its values whole: codes, dates, the last update and the status.
    await expect(list.locator('.MuiDataGrid-scrollbar--horizontal')).toHaveCount(0);
    for (const field of [
      'ASSIGMENT_NUMBER',
      'POSITION_CODE',
      'ADD_SALESMAN_POSITION',
      'BISNIS',
      'TYPE_DESC',
      'CUSTOMER_ID_REF',
      'SALES_TERRITORY_NAME',
      'ASSIGNMENT_START_DATE',
      'ASSIGNMENT_END_DATE',
      'ASSIGNMENT_LAST_UPDATE',
      'BRANCH_CODE_POSITION',
      'STATUS',
    ]) {
      const cells = list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`);
      const cut = await cells.evaluateAll((all) => all.filter((e) => e.scrollWidth > e.clientWidth).length);
      expect(cut, field).toBe(0);
    }
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}/assignment-overview.png` });

    // Newest first: the export (same order) holds the ids, highest first.
    const firstDownload = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    const everything = await readDownload(await firstDownload);
    expect(everything.fileName).toBe('Overview Mapping Sales Assignment.xlsx');
    expect(everything.rows()).toHaveLength(total);
    const ids = everything.rows().map((r) => Number(r.ASSIGNMENT_MAP_ID));
    expect(ids.slice(0, 50)).toEqual([...ids.slice(0, 50)].sort((a, b) => b - a));
    const numbers = await columnTexts(list, 'ASSIGMENT_NUMBER');
    expect(numbers[0]).toBe(String(everything.rows()[0]?.ASSIGMENT_NUMBER));

    // Search by a customer reference (three characters at least).
    await list.getByTestId('list-search').fill('JKT-00001');
    await expect.poll(() => listTotal(list)).toBeLessThan(total);
    const found = await listTotal(list);
    expect(found).toBeGreaterThan(1);
    for (const ref of await columnTexts(list, 'CUSTOMER_ID_REF')) expect(ref).toContain('JKT-00001');

    // Sorted by start date, oldest first: the grid and the export alike.
    await list.getByRole('columnheader', { name: 'Start Date' }).click();
    await expect
      .poll(async () => {
        const starts = await columnTexts(list, 'ASSIGNMENT_START_DATE');
        return starts.length > 1 && starts.join() === [...starts].sort().join();
      })
      .toBe(true);
    // Columns the server cannot sort on do not offer it.
    await list.getByRole('columnheader', { name: 'Bisnis' }).click();
    await expect(list.getByRole('columnheader', { name: 'Start Date' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const searched = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    const file = await readDownload(await searched);
    expect(file.rows()).toHaveLength(found);
    const exported = file.rows().map((r) => String(r.ASSIGNMENT_START_DATE));
    expect(exported).toEqual([...exported].sort());
    for (const r of file.rows()) expect(String(r.CUSTOMER_ID_REF)).toContain('JKT-00001');
  });

  test('back from an edit on page 2 (Cancel or Back): the same page, its total and range, Export, paging on', async ({
    page,
  }) => {
    await login(page, users.hoAdmin);
    await openMenu(page, GROUP, messages.viewMappingAssignment);
    const list = page.getByTestId('assignment-list');
    await chooseSearchable(page, 'filter-position', 'JKT-SLS-00', /^JKT-SLS-00/);
    await expect(list.locator('.MuiDataGrid-overlay')).toHaveCount(0);
    const total = await listTotal(list);
    // At least three pages of 25.
    expect(total).toBeGreaterThan(50);
    const of = total.toLocaleString('en-US');
    await list.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expect(list.getByText(`1–25 of ${of}`)).toBeVisible();
    await expect.poll(async () => (await columnTexts(list, 'ASSIGMENT_NUMBER')).length).toBeGreaterThan(0);
    const pageOne = await columnTexts(list, 'ASSIGMENT_NUMBER');
    await list.getByRole('button', { name: 'Go to next page' }).click();
    await expect(list.getByText(`26–50 of ${of}`)).toBeVisible();
    // The pager says 26–50 at the click, before page 2's rows arrive: they are read once shown.
    await expect.poll(() => columnTexts(list, 'ASSIGMENT_NUMBER')).not.toEqual(pageOne);
    await expect(list.locator('.MuiDataGrid-overlay')).toHaveCount(0);
    const pageTwo = await columnTexts(list, 'ASSIGMENT_NUMBER');
    expect(pageTwo.length).toBeGreaterThan(0);

    const backToList = async (how: 'cancel' | 'back') => {
      await list.getByTestId('edit-row').first().click();
      await expect(page).toHaveURL(/\/mapping-sales-assignment\/edit\/\d+$/);
      const edit = page.getByTestId('assignment-edit');
      await expect(edit.getByTestId('assignment-customer').getByRole('combobox')).not.toHaveValue('');
      if (how === 'cancel') await edit.getByRole('button', { name: messages.cancel }).click();
      else await page.goBack();
      await expect(page).toHaveURL(/\/mapping-sales-assignment\/overview$/);
      // The page left, with its count, range, Export and pager alive.
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(total));
      await expect(list.getByText(`26–50 of ${of}`)).toBeVisible();
      await expect.poll(() => columnTexts(list, 'ASSIGMENT_NUMBER')).toEqual(pageTwo);
      await expect(list.getByTestId('list-export')).toBeEnabled();
      await expect(list.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
      await expect(list.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
    };

    await backToList('cancel');
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}/assignment-overview-back-page-2.png` });
    await backToList('back');

    // Paging on from the page come back to, and back to it.
    await list.getByRole('button', { name: 'Go to next page' }).click();
    await expect(list.getByText(`51–75 of ${of}`)).toBeVisible();
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(total));
    await list.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(list.getByText(`26–50 of ${of}`)).toBeVisible();
    await expect.poll(() => columnTexts(list, 'ASSIGMENT_NUMBER')).toEqual(pageTwo);

    // The export holds the whole selection, not the page.
    const download = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    expect((await readDownload(await download)).rows()).toHaveLength(total);
  });
});

test.describe('Mapping New Customer', () => {
  test("Submit without a complete row says 'Empty data...' and sends nothing", async ({ page }) => {
    await login(page, users.hoAdmin);
    await openMenu(page, GROUP, messages.mappingNewCustomer);
    await expect(page).toHaveTitle(`${messages.mappingNewCustomer} | Armada`);
    const form = page.getByTestId('assignment-entry');
    // A new row starts this month, open-ended, with no additional salesman.
    await expect(form.getByTestId('row-1-start-date').locator('input')).toHaveValue(firstDayOfMonth());
    await expect(form.getByTestId('row-1-end-date').locator('input')).toHaveValue('4001-12-31');
    await expect(form.getByTestId('row-1-add-salesman').getByRole('combobox')).toHaveValue('NA');
    let inserts = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/mapping-sales-assignment/insert')) inserts++;
    });
    await form.getByTestId('save').click();
    await expect(snackbar(page, 'error', messages.emptyData)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    // A row with a business line but no customer does not count either.
    await choose(page, 'row-1-bisnis', /^FARMA/);
    await form.getByTestId('save').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(inserts).toBe(0);
  });

  test('two customers by rows, found in the overview, one ended by an edit and unmapped again', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1920, height: 1000 });
    await login(page, users.hoAdmin);
    const unmapped = await unmappedOfJakarta(page);
    expect(unmapped.length).toBeGreaterThan(2);
    const [customer, other] = unmapped.slice(-2) as [UnmappedRow, UnmappedRow];
    const [first, second] = [customer.CUSTOMER_ID_REF, other.CUSTOMER_ID_REF];

    await openMenu(page, GROUP, messages.mappingNewCustomer);
    const form = page.getByTestId('assignment-entry');
    // The search starts at three characters.
    await form.getByTestId('row-1-customer').getByRole('combobox').fill('JK');
    await expect(page.getByText(messages.searchTooShort(3))).toBeVisible();
    const position = await fillRow(page, 1, first);
    // Served by nobody today: no warning under the type.
    await expect(form.getByTestId('row-1-type-desc')).not.toContainText(messages.assignmentServedToday(''));
    await form.getByTestId('add-row').click();
    await fillRow(page, 2, second);
    // The additional salesman is NA or another position of the branch, never the position itself.
    await form.getByTestId('row-2-add-salesman').getByRole('combobox').click();
    await expect(page.getByRole('option').first()).toHaveText('NA');
    await page.keyboard.press('Escape');
    // A third row left empty is left out.
    await form.getByTestId('add-row').click();
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}/assignment-new.png`, fullPage: true });

    await form.getByTestId('save').click();
    await confirmDialog(page, { text: messages.assignmentRowsToSubmit(2, 1) });
    await expect(snackbar(page, 'success', messages.assignmentsAdded(2))).toBeVisible();
    // The rows are cleared: one empty row again.
    await expect(form.getByTestId('entry-row-2')).toHaveCount(0);
    await expect(form.getByTestId('row-1-customer').getByRole('combobox')).toHaveValue('');

    // The same customers again overlap what was just added: the server names the row.
    await fillRow(page, 1, first);
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(
      page.getByTestId('snackbar-error').filter({ hasText: messages.rowNote(1, '') }),
    ).toBeVisible();

    // In the overview.
    await openMenu(page, GROUP, messages.viewMappingAssignment);
    const list = page.getByTestId('assignment-list');
    await list.getByTestId('list-search').fill(first);
    // The server's answer to the search redraws the rows: a click on the row before it may be lost.
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    const row = rowsWith(list, first, 'ALKES', 'PROYEK', '4001-12-31');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(position);
    await expect(row).toContainText(firstDayOfMonth());
    await expect(row).toContainText('ACTIVE');

    // Edit: the assignment ends yesterday (today when this month started today: the start is this
    // month's first day, and a closed month cannot be written).
    const now = new Date();
    const yesterday = toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
    const end = yesterday >= firstDayOfMonth() ? yesterday : toIsoDate(now);
    await row.getByTestId('edit-row').click();
    await expect(page).toHaveURL(/\/mapping-sales-assignment\/edit\/\d+$/);
    await expect(page).toHaveTitle(`${messages.editMappingAssignment} | Armada`);
    const edit = page.getByTestId('assignment-edit');
    await expect(edit.getByTestId('assignment-customer').getByRole('combobox')).toHaveValue(
      new RegExp(`^${first} - `),
    );
    await expect(edit.getByTestId('assignment-position').getByRole('combobox')).toHaveValue(
      new RegExp(`^${position}`),
    );
    await expect(edit.getByTestId('assignment-type-desc')).toContainText('PROYEK');
    await typeDateInto(page, 'assignment-end-date', end);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}/assignment-edit.png`, fullPage: true });
    await edit.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.editSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/mapping-sales-assignment\/overview$/);
    // The list comes back with its search, the row with its new end.
    await expect(list.getByTestId('list-search')).toHaveValue(first);
    const ended = rowsWith(list, first, 'ALKES', 'PROYEK');
    await expect(ended).toHaveCount(1);
    await expect(ended.locator('[data-field="ASSIGNMENT_END_DATE"]')).toHaveText(end);

    // Its only assignment ended yesterday: the customer is unmapped again. On the first day of a
    // month it ends today (a closed month cannot be written), so it still serves the customer today.
    const unmappedNow = end === yesterday;
    const refs = (await unmappedOfJakarta(page)).map((c) => c.CUSTOMER_ID_REF);
    if (unmappedNow) expect(refs).toContain(first);
    else expect(refs).not.toContain(first);
    await openMenu(page, GROUP, messages.unmappingSales);
    await expect(page).toHaveTitle(`${messages.unmappingSales} | Armada`);
    const unmappedList = page.getByTestId('unmapped-list');
    await choose(page, 'filter-branch', 'JKT - JAKARTA');
    await unmappedList.getByTestId('load-list').click();
    // Its Customer ID column shows the ERP id (CUSTOMER_ID).
    await unmappedList.getByTestId('list-search').fill(customer.CUSTOMER_ID);
    await expect(unmappedList.getByRole('row').filter({ hasText: customer.CUSTOMER_NAME })).toHaveCount(
      unmappedNow ? 1 : 0,
    );
  });
});

test.describe('Edit Mapping Sales Assignment', () => {
  test('an id that names no assignment shows why instead of the form', async ({ page }) => {
    await login(page, users.hoAdmin, '/mapping-sales-assignment/edit/abc');
    const edit = page.getByTestId('assignment-edit');
    await expect(edit.getByTestId('record-missing')).toContainText(messages.notFound);
    await page.goto('/mapping-sales-assignment/edit/99999999');
    await expect(edit.getByTestId('record-missing')).toContainText(messages.assignmentNotFound(99999999));
    await expect(edit.getByTestId('save')).toHaveCount(0);
    await edit.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(/\/mapping-sales-assignment\/overview$/);
  });
});

test("a closed NEW MAPPING SALES ASSIGNMENT period: 'Periode sudah ditutup.' and nothing sent", async ({
  page,
}) => {
  const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
  await setPeriodByApi('NEW MAPPING SALES ASSIGNMENT', branches, '2024-01-01', endOfLastMonth());
  try {
    await login(page, users.branchAdmin);
    await openMenu(page, GROUP, messages.mappingNewCustomer);
    const form = page.getByTestId('assignment-entry');
    await expect(form.getByTestId('period-closed')).toHaveText(messages.periodClosed);
    await form.getByTestId('save').click();
    await expect(snackbar(page, 'error', messages.periodClosed)).toBeVisible();
    await expect(page.getByRole('dialog', { name: messages.confirmTitle })).toBeHidden();
  } finally {
    // Open again for the tests that follow.
    await setPeriodByApi('NEW MAPPING SALES ASSIGNMENT', branches, '2024-01-01', '4001-12-31');
  }
});
