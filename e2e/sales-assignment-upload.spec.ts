/**
 * Upload Mapping Sales Assignment with validation as a user meets it (spec part 1 sections 2, 4,
 * 5, 7, 8, 9): the template, the legacy .xls only, the check into Error Mapping and Clean Data
 * with their exports, the submit of the clean rows, the whole-file refusal of a START_DATE not
 * written MM/DD/YYYY, the closed period, and a file of 10,000 rows.
 *
 * The good rows use demo customers that never had an assignment (none active, none ended) and a
 * sales position of their branch, read through the API after login, so the test holds on any
 * seeded database and the overview lists exactly one row per uploaded customer.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { contract } from '../common/contract';
import { ASSIGNMENT_UPLOAD_COLUMNS } from '../common/contract/sales-assignment';
import { endOfLastMonth, firstDayOfMonth } from '../common/dates';
import { messages } from '../common/messages';
import {
  confirmDialog,
  login,
  openMenu,
  readDownload,
  setPeriodByApi,
  sheetUpload,
  snackbar,
  users,
} from './support';
import { answerOf, postCall } from './support/api';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const HEADER = [...ASSIGNMENT_UPLOAD_COLUMNS];
const [year, month, day] = firstDayOfMonth().split('-');
/** The first day of the current month as the upload writes it, MM/DD/YYYY. */
const START = `${month}/${day}/${year}`;

const xlsFile = (rows: (string | number)[][], name = 'assignments.xls') => sheetUpload(rows, name);

interface Customer {
  CUSTOMER_ID_REF: string;
  CUSTOMER_NAME: string;
  BRANCH_CODE: string;
}

/**
 * True when the customer has no assignment at all: the overview lists ended assignments too, so a
 * customer nobody serves today may still have rows there (the demo ends some last month).
 */
async function neverAssigned(page: Page, customerRef: string): Promise<boolean> {
  const found = await postCall(page, contract.salesAssignment.select, {
    positionCode: '0',
    orgID: 0,
    search: customerRef,
    pageSize: 100,
  });
  return !found.rows.some((r) => r.CUSTOMER_ID_REF === customerRef);
}

/** Jakarta customers that never had an assignment, and a sales position of their branch. */
async function demoData(page: Page, count: number) {
  // Its first page: the unmapped list pages on the server.
  const unmapped = await answerOf(page, contract.location.overviewUnmapSales, {
    orgID: 101,
    BRANCH_CODE: 'JKT',
  });
  // Any active customer does where the unmapped list is not served: none is mapped to ALKES
  // PROYEK on the position chosen below in a fresh demo database.
  const found =
    unmapped.status === 200
      ? unmapped.data.rows
      : await postCall(page, contract.salesAssignment.listCustomer, { keyword: 'JKT-00' });
  const customers: Customer[] = [];
  for (const c of found.filter((f) => f.BRANCH_CODE === 'JKT')) {
    if (customers.length === count) break;
    if (await neverAssigned(page, c.CUSTOMER_ID_REF)) customers.push(c);
  }
  expect(customers).toHaveLength(count);
  const positions = await postCall(page, contract.salesAssignment.listPosition, { orgID: 101 });
  const position =
    positions.find((p) => p.BRANCH_CODE === 'JKT' && p.EMPLOYEE_TYPE_CODE === 'SALESMAN') ??
    positions.find((p) => p.BRANCH_CODE === 'JKT');
  if (!position) throw new Error('no JKT position');
  return { customers, position: position.POSITION_CODE };
}

test.describe('sales assignment upload', () => {
  test('template, type check, both tabs with their exports, submit, and the rows in the overview', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, users.hoAdmin);
    await openMenu(page, 'Mapping Sales Assignment', messages.uploadMappingAssignmentMenu);
    await expect(page).toHaveURL(/\/mapping-sales-assignment\/upload$/);
    await expect(page).toHaveTitle('Upload Mapping Assignment | Armada');
    await expect(page.getByRole('heading', { name: messages.uploadMappingAssignment })).toBeVisible();
    await expect(page.getByTestId('submit-upload')).toBeDisabled();

    // The template: a legacy .xls with the seven columns and this month's first day, MM/DD/YYYY.
    const template = page.waitForEvent('download');
    await page.getByTestId('download-template').click();
    const templateDownload = await template;
    expect(
      readFileSync(await templateDownload.path())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('d0cf11e0');
    const templateFile = await readDownload(templateDownload);
    expect(templateFile.fileName).toBe('Template Mapping Assignment.xls');
    expect(templateFile.headers()).toEqual(HEADER);
    expect(templateFile.rows()).toHaveLength(1);
    expect(templateFile.rows()[0]).toMatchObject({ START_DATE: START });

    // An .xlsx is refused.
    const xlsxBook = utils.book_new();
    utils.book_append_sheet(xlsxBook, utils.aoa_to_sheet([HEADER]), 'Sheet1');
    await page.getByTestId('file-input').setInputFiles({
      name: 'assignments.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: write(xlsxBook, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    await expect(snackbar(page, 'error', messages.useXlsTemplateLower)).toBeVisible();
    await expect(page.getByTestId('import-error')).toHaveText(messages.useXlsTemplateLower);

    // A missing column.
    await page.getByTestId('file-input').setInputFiles(xlsFile([HEADER.slice(0, 6), ['x']]));
    await expect(page.getByTestId('import-error')).toHaveText(messages.templateMismatch);

    const { customers, position } = await demoData(page, 3);
    const good = customers.map((c) => [
      c.CUSTOMER_ID_REF,
      c.CUSTOMER_NAME,
      'ALKES',
      'PROYEK',
      position,
      'NA',
      START,
    ]);
    const [first, second, third] = good as [string[], string[], string[]];
    const unknownCustomer = ['JKT-999999', 'TOKO TIDAK ADA', 'ALKES', 'PROYEK', position, 'NA', START];
    const unknownBisnis = [...second];
    unknownBisnis[2] = 'NO-SUCH-BISNIS';
    // Sheet rows 2..7: good, unknown customer, good, unknown business, the first row again, good.
    const file = xlsFile([HEADER, first, unknownCustomer, second, unknownBisnis, first, third]);
    await page.getByTestId('file-input').setInputFiles(file);
    await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(6));

    const failedTab = page.getByTestId('tab-failed');
    const cleanTab = page.getByTestId('tab-clean');
    await expect(failedTab).toHaveText(`${messages.errorMappingTab} (3)`, { timeout: 30_000 });
    await expect(cleanTab).toHaveText(`${messages.cleanDataTab} (3)`);
    await expect(page.getByTestId('submit-upload')).toBeEnabled();

    const failed = page.getByTestId('failed-rows');
    const failedRow = (row: number) =>
      failed
        .getByRole('row')
        .filter({ has: page.locator(`[data-field="ROW"]`).getByText(String(row), { exact: true }) });
    await expect(failedRow(3)).toContainText(messages.reasonUnknownCustomer);
    await expect(failedRow(5)).toContainText(messages.reasonUnknownBisnis);
    await expect(failedRow(6)).toContainText(messages.reasonAssignmentTwice);
    await expect(failed.locator('.import-failed-row')).toHaveCount(3);
    // The messages about the refused files have gone by the time of the screenshot.
    await expect(page.getByTestId('snackbar-error')).toHaveCount(0, { timeout: 15_000 });
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/assignment-upload.png`, fullPage: true });

    // The error file: the template's columns, then the check's, REASON and ROW; a legacy .xls.
    const errorExport = page.waitForEvent('download');
    await failed.getByRole('button', { name: messages.exportFailedRows }).click();
    const errorFile = await readDownload(await errorExport);
    expect(errorFile.fileName).toBe('Error Mapping Assignment.xls');
    expect(errorFile.headers().slice(0, HEADER.length)).toEqual(HEADER);
    expect(errorFile.headers()).toContain('REASON');
    expect(errorFile.rows().map((r) => [r.ROW, r.CUSTOMER_ID_REF])).toEqual([
      [3, 'JKT-999999'],
      [5, second[0]],
      [6, first[0]],
    ]);
    expect(errorFile.rows()[0]).toMatchObject({ REASON: messages.reasonUnknownCustomer, START_DATE: START });

    await cleanTab.click();
    const clean = page.getByTestId('clean-rows');
    for (const row of good)
      await expect(clean.getByRole('row').filter({ hasText: row[0] as string })).toHaveCount(1);
    await expect(clean.locator('[data-field="REASON"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/assignment-upload-clean.png`, fullPage: true });
    const cleanExport = page.waitForEvent('download');
    await clean.getByRole('button', { name: messages.exportCleanRows }).click();
    const cleanFile = await readDownload(await cleanExport);
    expect(cleanFile.fileName).toBe('Valid Data Mapping Assignment.xls');
    expect(cleanFile.headers()).not.toContain('REASON');
    expect(cleanFile.rows().map((r) => [r.ROW, r.CUSTOMER_ID_REF, r.START_DATE])).toEqual([
      [2, first[0], START],
      [4, second[0], START],
      [7, third[0], START],
    ]);

    // Submit sends the clean rows; the screen starts over.
    await page.getByTestId('submit-upload').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.assignmentsUploaded(3))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-result')).toHaveText(messages.assignmentsUploaded(3));
    await expect(page.getByTestId('chosen-file')).toBeHidden();
    await expect(page.getByTestId('tab-clean')).toBeHidden();
    await expect(page.getByTestId('submit-upload')).toBeDisabled();

    // The same file again: the good rows are mapped now, so nothing is clean.
    await page.getByTestId('file-input').setInputFiles(file);
    await expect(failedTab).toHaveText(`${messages.errorMappingTab} (6)`, { timeout: 30_000 });
    await expect(failedRow(2)).toContainText(messages.reasonAssignmentExists);
    await expect(page.getByTestId('submit-upload')).toBeDisabled();

    // The assignments are listed in the overview.
    await page.goto('/mapping-sales-assignment/overview');
    const list = page.getByTestId('assignment-list');
    await expect(list).toBeVisible();
    const loadList = list.getByTestId('load-list');
    if (await loadList.isVisible()) await loadList.click();
    for (const row of good) {
      const customerRef = row[0] as string;
      await list.getByTestId('list-search').fill(customerRef);
      // The list searched: its one row is the uploaded assignment of this customer, who had none before.
      const listed = list.locator('.MuiDataGrid-row');
      await expect(listed).toHaveText([new RegExp(customerRef)]);
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
      await expect(listed).toContainText(position);
      await expect(listed).toContainText('PROYEK');
    }
  });

  test('a START_DATE not written MM/DD/YYYY refuses the whole file and clears it', async ({ page }) => {
    await login(page, users.hoAdmin, '/mapping-sales-assignment/upload');
    const { customers, position } = await demoData(page, 1);
    const [c] = customers as [Customer];
    const row = (start: string) => [
      c.CUSTOMER_ID_REF,
      c.CUSTOMER_NAME,
      'ALKES',
      'PROYEK',
      position,
      'NA',
      start,
    ];
    await page.getByTestId('file-input').setInputFiles(xlsFile([HEADER, row(START), row('31/12/2026')]));
    await expect(snackbar(page, 'error', messages.startDateMismatch)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-error')).toHaveText(messages.startDateMismatch);
    await expect(page.getByTestId('chosen-file')).toBeHidden();
    await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (0)`);
    await expect(page.getByTestId('submit-upload')).toBeDisabled();
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/assignment-upload-bad-date.png`, fullPage: true });
  });

  test("a closed NEW MAPPING SALES ASSIGNMENT period: 'Periode sudah ditutup.'", async ({ page }) => {
    const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
    await setPeriodByApi('NEW MAPPING SALES ASSIGNMENT', branches, '2024-01-01', endOfLastMonth());
    try {
      await login(page, users.branchAdmin);
      await openMenu(page, 'Mapping Sales Assignment', messages.uploadMappingAssignmentMenu);
      await expect(page.getByTestId('import-blocked')).toHaveText(messages.periodClosed);
      await page
        .getByTestId('file-input')
        .setInputFiles(xlsFile([HEADER, ['JKT-000001', 'X', 'ALKES', 'PROYEK', 'JKT-SLS-001', 'NA', START]]));
      await expect(snackbar(page, 'error', messages.periodClosed)).toBeVisible();
      await expect(page.getByTestId('chosen-file')).toBeHidden();
      await expect(page.getByTestId('submit-upload')).toBeDisabled();
      await page.screenshot({ path: `${SHOTS}/assignment-upload-closed.png` });
    } finally {
      await setPeriodByApi('NEW MAPPING SALES ASSIGNMENT', branches, '2024-01-01', '4001-12-31');
    }
  });

  test('Submit says how many rows go in and stay out; after it the failed rows stay listed, counted, and the file clears', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await login(page, users.hoAdmin);
    await openMenu(page, 'Mapping Sales Assignment', messages.uploadMappingAssignmentMenu);
    const { customers, position } = await demoData(page, 2);
    const good = customers.map((c) => [
      c.CUSTOMER_ID_REF,
      c.CUSTOMER_NAME,
      'ALKES',
      'PROYEK',
      position,
      'NA',
      START,
    ]);
    const [first, second] = good as [string[], string[]];
    const unknownCustomer = ['JKT-999998', 'TOKO TIDAK ADA', 'ALKES', 'PROYEK', position, 'NA', START];
    const unknownBisnis = [...second];
    unknownBisnis[2] = 'NO-SUCH-BISNIS';
    // Sheet rows 2..5: good, unknown customer, good, unknown business.
    await page
      .getByTestId('file-input')
      .setInputFiles(xlsFile([HEADER, first, unknownCustomer, second, unknownBisnis], 'left-out.xls'));
    await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorMappingTab} (2)`, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (2)`);

    await page.getByTestId('submit-upload').click();
    const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
    await expect(dialog).toContainText(messages.rowsToSubmit(2, 2));
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/assignment-upload-confirm.png` });
    await dialog.getByRole('button', { name: messages.submit }).click();
    await expect(page.getByTestId('import-result')).toHaveText(messages.assignmentsUploaded(2), {
      timeout: 30_000,
    });

    // The two failed rows stay on screen with their reasons, counted; the file and the tabs are gone.
    await expect(page.getByTestId('rows-left-out')).toHaveText(messages.rowsLeftOut(2));
    const leftOut = page.getByTestId('failed-rows');
    await expect(leftOut.locator('.MuiDataGrid-row')).toHaveCount(2);
    await expect(leftOut.locator('.MuiDataGrid-row').nth(0)).toContainText(messages.reasonUnknownCustomer);
    await expect(leftOut.locator('.MuiDataGrid-row').nth(0).locator('[data-field="ROW"]')).toHaveText('3');
    await expect(leftOut.locator('.MuiDataGrid-row').nth(1)).toContainText(messages.reasonUnknownBisnis);
    await expect(leftOut.locator('.MuiDataGrid-row').nth(1).locator('[data-field="ROW"]')).toHaveText('5');
    await expect(page.getByTestId('chosen-file')).toBeHidden();
    await expect(page.getByTestId('tab-clean')).toBeHidden();
    await expect(page.getByTestId('submit-upload')).toBeDisabled();
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/assignment-upload-left-out.png`, fullPage: true });
    // They export as a file that goes back in.
    const errorExport = page.waitForEvent('download');
    await leftOut.getByRole('button', { name: messages.exportFailedRows }).click();
    const errorFile = await readDownload(await errorExport);
    expect(errorFile.fileName).toBe('Error Mapping Assignment.xls');
    expect(errorFile.rows().map((r) => r.ROW)).toEqual([3, 5]);
  });

  // 10,000 rows show what a big file does in the page (read by the worker, one page rendered); the
  // server's side of 50,000 is the API tests' (role-upload.test.ts) and the bench's (docs/benchmarks.md).
  test('10,000 rows are read off the page thread, checked, and paged in the tabs', async ({ page }) => {
    test.setTimeout(240_000);
    const count = 10_000;
    // Unknown customers: every row fails, and nothing is stored.
    const rows = Array.from({ length: count }, (_, i) => [
      `BIG-${String(i).padStart(6, '0')}`,
      'TOKO BESAR',
      'ALKES',
      'PROYEK',
      'JKT-SLS-001',
      'NA',
      START,
    ]);
    await login(page, users.hoAdmin, '/mapping-sales-assignment/upload');
    const worker = page.waitForEvent('worker');
    await page.getByTestId('file-input').setInputFiles(xlsFile([HEADER, ...rows], 'big.xls'));
    expect((await worker).url()).toContain('sheet.worker');
    await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(count), { timeout: 60_000 });
    await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorMappingTab} (10,000)`, {
      timeout: 120_000,
    });
    const failed = page.getByTestId('failed-rows');
    await expect(failed.getByText('1–100 of 10,000')).toBeVisible();
    // One page is rendered, and only the rows in view of it.
    expect(await failed.getByRole('row').count()).toBeLessThan(120);
    await expect(failed.getByRole('row').filter({ hasText: 'BIG-000000' })).toContainText(
      messages.reasonUnknownCustomer,
    );
    await expect(page.getByTestId('submit-upload')).toBeDisabled();
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/assignment-upload-big.png`, fullPage: true });
  });
});
