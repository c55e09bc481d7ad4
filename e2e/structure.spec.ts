/**
 * The structure screens as a user meets them (spec part 1 sections 2-9): employee types and
 * titles, the role form's cascade, the role overview with its export, and the role upload.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { ROLE_UPLOAD_COLUMNS } from '../common/contract/structure';
import { endOfThisMonth } from '../common/dates';
import { messages } from '../common/messages';
import { notMatching } from '../common/test-lists';
import {
  choose,
  confirmDialog,
  listTotal,
  login,
  readDownload,
  roleUploadRow,
  sheetUpload,
  snackbar,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** A code no earlier run of the same database has used. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

const xlsFile = (rows: (string | number)[][], name = 'roles.xls') => sheetUpload(rows, name);

/** A role upload row (ROLE_UPLOAD_COLUMNS order) whose type does not exist: the server fails it. */
const unknownTypeRow = (position: string) => [
  position,
  'NO-SUCH-TYPE',
  'TO',
  101,
  'JKT',
  '',
  'NA',
  '',
  'N',
  'NA',
  '2026-01-01',
  '4001-12-31',
];

test.describe('employee types', () => {
  test('add a type, see it listed, edit it through the pencil', async ({ page }) => {
    await login(page, users.hoAdmin, '/structure/type');
    await expect(page).toHaveTitle('Employee Type | Armada');
    const form = page.getByTestId('type-form');
    await expect(form.getByRole('heading', { name: messages.addNewType })).toBeVisible();

    // Empty fields: the spec's messages under the fields, no confirmation.
    await form.getByTestId('save').click();
    await expect(form.getByText(messages.typeRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.typeDescRequired, { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Codes are stored in upper case: the field shows them so while the user types.
    const code = unique('E2ET');
    await form.getByTestId('code').pressSequentially(code.toLowerCase());
    await expect(form.getByTestId('code')).toHaveValue(code);
    await form.getByTestId('desc').fill('Type from the browser test');
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.typeInserted)).toBeVisible();
    await expect(form.getByTestId('code')).toHaveValue('');

    const list = page.getByTestId('type-list');
    await list.getByTestId('list-search').fill(code);
    const row = list.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Type from the browser test');
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    await page.screenshot({ path: `${SHOTS}/structure-type.png` });

    await row.getByTestId('edit-row').click();
    await expect(page).toHaveURL(/\/structure\/type\/\d+$/);
    await expect(form.getByRole('heading', { name: messages.editType })).toBeVisible();
    await expect(form.getByTestId('code')).toHaveValue(code);
    await form.getByTestId('desc').fill('Type changed in the browser test');
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.typeUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/structure\/type$/);
    await list.getByTestId('list-search').fill(code);
    await expect(list.getByRole('row').filter({ hasText: code })).toContainText(
      'Type changed in the browser test',
    );
  });

  test('a duplicate type shows the answer text in the snackbar', async ({ page }) => {
    await login(page, users.hoAdmin, '/structure/type');
    const form = page.getByTestId('type-form');
    await form.getByTestId('code').fill('SALESMAN');
    await form.getByTestId('desc').fill('Again');
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'error', messages.typeDuplicate('SALESMAN'))).toBeVisible();
  });
});

test.describe('employee titles', () => {
  test('add a title of a type and see it listed with its status', async ({ page }) => {
    await login(page, users.hoAdmin, '/structure/title');
    await expect(page).toHaveTitle('Employee Title | Armada');
    const form = page.getByTestId('title-form');
    await form.getByTestId('save').click();
    await expect(form.getByText(messages.titleRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.titleDescRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(messages.typeRequired, { exact: true })).toBeVisible();

    const code = unique('E2ETI');
    await choose(page, 'title-type', 'SALESMAN');
    await form.getByTestId('code').fill(code);
    await form.getByTestId('desc').fill('Title from the browser test');
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.titleInserted)).toBeVisible();

    const list = page.getByTestId('title-list');
    await list.getByTestId('list-search').fill(code);
    const row = list.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('SALESMAN');
    await expect(row).toContainText('ACTIVE');
    await list.getByTestId('list-search').fill('');
    await expect(list.getByRole('row').filter({ hasText: 'RETAIL' })).toContainText('INACTIVE');
    await page.screenshot({ path: `${SHOTS}/structure-title.png` });
  });
});

test.describe('roles', () => {
  test('the role form cascade, save, find it in the overview and open it for edit', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/new');
    await expect(page).toHaveTitle('Add New Role | Armada');
    const form = page.getByTestId('role-form');

    // Nothing filled: the spec's message, no confirmation.
    await form.getByTestId('save').click();
    await expect(snackbar(page, 'error', messages.allFieldMustFilled)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Mapping additional Yes without a branch asks for the branch first.
    await form.getByTestId('role-mapping-additional').getByLabel(messages.yes, { exact: true }).check();
    await expect(form.getByTestId('role-additional-type-placeholder').locator('input')).toHaveAttribute(
      'placeholder',
      messages.fillBranchFirst,
    );

    // A branch loads its CSO list.
    await choose(page, 'role-branch', 'JKT - JAKARTA');
    await form.getByTestId('role-cso').getByRole('combobox').click();
    await expect(page.getByRole('option', { name: 'JKT-CSO-001' })).toBeVisible();
    await page.keyboard.press('Escape');
    // ... and, mapping additional being Yes, its additional types.
    await choose(page, 'role-additional-type', /^KEY ACCOUNT/);

    // A supervisor type fixes the supervisor to NA.
    await choose(page, 'role-type', /^SUP - /);
    await expect(form.getByTestId('role-supervisor').getByRole('combobox')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(form.getByTestId('role-supervisor')).toContainText('NA');

    // SALESMAN loads its titles and the branch's supervisors; a supervisor fills the e-mail.
    await choose(page, 'role-type', /^SALESMAN - /);
    await choose(page, 'role-title', 'TO');
    await choose(page, 'role-supervisor', 'JKT-SPV-001');
    const email = form.getByTestId('role-email');
    await expect(email).toHaveValue(/^spv\.jkt1@/);
    // Spaces typed in the e-mail field become semicolons.
    await email.fill('');
    await email.pressSequentially('a@armada.co.id b@armada.co.id');
    await expect(email).toHaveValue('a@armada.co.id;b@armada.co.id');
    // The caret stays where the user types: an address inserted in the middle lands there.
    await email.press('Home');
    for (const _ of 'a@armada.co.id') await email.press('ArrowRight');
    await email.pressSequentially(' c@armada.co.id');
    await expect(email).toHaveValue('a@armada.co.id;c@armada.co.id;b@armada.co.id');

    // Secondary position Y hides the mapping-additional choice.
    await form.getByTestId('role-secondary').getByLabel('Y', { exact: true }).check();
    await expect(form.getByTestId('role-mapping-additional')).toBeHidden();
    await expect(form.getByTestId('role-additional-type')).toBeHidden();
    await form.getByTestId('role-secondary').getByLabel('N', { exact: true }).check();
    await expect(
      form.getByTestId('role-mapping-additional').getByLabel(messages.no, { exact: true }),
    ).toBeChecked();
    await form.getByTestId('role-mapping-additional').getByLabel(messages.yes, { exact: true }).check();
    await choose(page, 'role-additional-type', /^KEY ACCOUNT/);
    await choose(page, 'role-cso', 'JKT-CSO-001');

    await form.getByTestId('role-end-date-end-of-this-month').click();
    await expect(form.getByTestId('role-end-date').locator('input')).toHaveValue(endOfThisMonth());

    const position = unique('JKT-E2E-');
    await form.getByTestId('role-position').fill(position);
    // A part of the e-mail list that is not an address is named under the field; nothing is sent.
    await email.press('End');
    await email.pressSequentially(' broken');
    await form.getByTestId('save').click();
    await expect(form.getByText(messages.invalidEmail('broken'))).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await email.fill('a@armada.co.id;c@armada.co.id;b@armada.co.id');
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/structure-role-form.png`, fullPage: true });
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(page.getByTestId('snackbar-success')).toBeVisible();

    await page.goto('/manage-role/overview');
    await expect(page).toHaveTitle('Manage Role | Armada');
    const list = page.getByTestId('role-list');
    await choose(page, 'filter-branch', 'JKT - JAKARTA');
    await list.getByTestId('load-list').click();
    await list.getByTestId('list-search').fill(position);
    const row = list.getByRole('row').filter({ hasText: position });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('JKT-SPV-001');
    await expect(row).toContainText('JKT-CSO-001');
    await expect(row).toContainText('KEY ACCOUNT');
    await expect(row).toContainText('a@armada.co.id;c@armada.co.id;b@armada.co.id');
    await expect.poll(() => listTotal(list)).toBe(1);

    await row.getByTestId('edit-row').click();
    await expect(page).toHaveURL(/\/manage-role\/new\/\d+$/);
    await expect(page).toHaveTitle('Edit Structure Role | Armada');
    await expect(form.getByRole('heading', { name: messages.editRole })).toBeVisible();
    await expect(form.getByTestId('role-position')).toHaveValue(position);
    await expect(form.getByTestId('role-supervisor')).toContainText('JKT-SPV-001');
    await expect(form.getByTestId('role-additional-type')).toContainText('KEY ACCOUNT');
    await expect(form.getByTestId('role-cso')).toContainText('JKT-CSO-001');
    await expect(form.getByTestId('role-end-date').locator('input')).toHaveValue(endOfThisMonth());
    await page.screenshot({ path: `${SHOTS}/structure-role-edit.png`, fullPage: true });
    await form.getByTestId('role-collector').getByLabel('Y', { exact: true }).check();
    await form.getByTestId('save').click();
    await confirmDialog(page);
    await expect(page).toHaveURL(/\/manage-role\/overview$/);
    await expect(page.getByTestId('snackbar-success')).toBeVisible();
  });

  test('the overview export holds exactly the rows the filters and search select', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/overview');
    const list = page.getByTestId('role-list');
    await expect(list.getByTestId('list-export')).toBeDisabled();
    await expect(list.getByText(messages.pressLoadList)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/structure-role-overview-empty.png` });

    // Head office starts on ALL BRANCH: Load List loads every branch at once.
    await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toBeVisible();
    const total = await listTotal(list);
    expect(total).toBeGreaterThan(100);
    // Server paging: one page of at most 100 rows.
    await expect(list.getByText(`1–100 of ${total}`)).toBeVisible();
    await expect(snackbar(page, 'error', messages.selectBranchFirst)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/structure-role-overview.png` });

    const all = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    const file = await readDownload(await all);
    expect(file.fileName).toBe('Overview Role.xlsx');
    expect(file.rows()).toHaveLength(total);

    // Paging by keyset: the last page, then back and forth; each page holds the export's rows.
    const positions = file.rows().map((r) => String(r.ROLE_POSITION_CODE));
    const firstShown = () => list.locator('.MuiDataGrid-cell[data-field="ROLE_POSITION_CODE"]').first();
    await expect(firstShown()).toHaveText(positions[0] as string);
    const lastStart = Math.floor((total - 1) / 100) * 100;
    await list.getByRole('button', { name: 'Go to last page' }).click();
    await expect(list.getByText(`${lastStart + 1}–${total} of ${total}`)).toBeVisible();
    await expect(firstShown()).toHaveText(positions[lastStart] as string);
    await list.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(list.getByText(`${lastStart - 99}–${lastStart} of ${total}`)).toBeVisible();
    await expect(firstShown()).toHaveText(positions[lastStart - 100] as string);
    await list.getByRole('button', { name: 'Go to next page' }).click();
    await expect(firstShown()).toHaveText(positions[lastStart] as string);
    await page.screenshot({ path: `${SHOTS}/structure-role-overview-last-page.png` });

    // Sorted by position, descending: the grid and the export both start at the end.
    await list.getByRole('columnheader', { name: 'Position' }).click();
    await list.getByRole('columnheader', { name: 'Position' }).click();
    await expect(firstShown()).toHaveText(positions.at(-1) as string);
    await expect(list.getByText(`1–100 of ${total}`)).toBeVisible();
    const descending = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    const reversed = await readDownload(await descending);
    expect(reversed.rows().map((r) => String(r.ROLE_POSITION_CODE))).toEqual([...positions].reverse());

    await list.getByTestId('list-search').fill('JKT-SLS-');
    await expect.poll(() => listTotal(list)).toBeLessThan(total);
    const searched = await listTotal(list);
    expect(searched).toBeGreaterThan(0);
    const some = page.waitForEvent('download');
    await list.getByTestId('list-export').click();
    const filtered = await readDownload(await some);
    expect(filtered.rows()).toHaveLength(searched);
    for (const r of filtered.rows()) expect(String(r.ROLE_POSITION_CODE)).toContain('JKT-SLS-');
  });

  test('a branch admin chooses among the branches of its org, and positions follow the branch', async ({
    page,
  }) => {
    await login(page, users.branchAdmin, '/manage-role/overview');
    await page.getByTestId('filter-branch').getByRole('combobox').click();
    const options = page.getByRole('option');
    await expect(options).toHaveText(['ALL BRANCH', 'BKS - BEKASI', 'JKT - JAKARTA']);
    await page.keyboard.press('Escape');

    const positions = async () => {
      await page.getByTestId('filter-position').getByRole('combobox').click();
      await expect(options.first()).toBeVisible();
      const texts = await options.allTextContents();
      await page.keyboard.press('Escape');
      return texts;
    };
    const all = await positions();
    expect(all.some((p) => p.startsWith('BKS-'))).toBe(true);
    expect(all.some((p) => p.startsWith('JKT-'))).toBe(true);
    await choose(page, 'filter-branch', 'BKS - BEKASI');
    const bks = await positions();
    expect(bks.length).toBeGreaterThan(0);
    expect(notMatching(bks, (p) => p.startsWith('BKS-'))).toEqual([]);

    // Load List with the branch's position: only that position's row.
    const position = bks[0] as string;
    await choose(page, 'filter-position', position);
    const list = page.getByTestId('role-list');
    await list.getByTestId('load-list').click();
    await expect.poll(() => listTotal(list)).toBe(1);
    await expect(list.getByRole('row').filter({ hasText: position })).toHaveCount(1);
    // Another branch: the position of BKS is no longer chosen.
    await choose(page, 'filter-branch', 'JKT - JAKARTA');
    await expect(page.getByTestId('filter-position').getByRole('combobox')).toHaveValue('');
  });
});

test.describe('role upload', () => {
  test('an .xls with good rows and a bad one: counts and the failed row with its reason', async ({
    page,
  }) => {
    await login(page, users.hoAdmin, '/manage-role/upload');
    await expect(page).toHaveTitle('Upload New Role | Armada');

    await page.screenshot({ path: `${SHOTS}/structure-role-upload-empty.png` });
    // Submit with nothing parsed.
    await page.getByTestId('submit-upload').click();
    await expect(snackbar(page, 'error', messages.templateMismatchSubmit)).toBeVisible();

    // The template holds the twelve columns and an example row.
    const template = page.waitForEvent('download');
    await page.getByTestId('download-template').click();
    const templateFile = await readDownload(await template);
    expect(templateFile.fileName).toBe('Template Upload Role.xlsx');
    expect(templateFile.headers()).toEqual([...ROLE_UPLOAD_COLUMNS]);
    expect(templateFile.rows()[0]).toMatchObject({ START_DATE: '2026-01-01', END_DATE: '4001-12-31' });

    // An .xlsx is refused, so is a CSV renamed .xls.
    const xlsxBook = utils.book_new();
    utils.book_append_sheet(xlsxBook, utils.aoa_to_sheet([[...ROLE_UPLOAD_COLUMNS]]), 'Sheet1');
    await page.getByTestId('file-input').setInputFiles({
      name: 'roles.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: write(xlsxBook, { type: 'buffer', bookType: 'xlsx' }),
    });
    await expect(page.getByTestId('import-error')).toHaveText(messages.useXlsTemplate);
    await expect(snackbar(page, 'error', messages.useXlsTemplate)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles({
      name: 'roles.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(`${ROLE_UPLOAD_COLUMNS.join(',')}\n`),
    });
    await expect(page.getByTestId('import-error')).toHaveText(messages.useXlsTemplate);

    // A misspelled column.
    const misspelled = ROLE_UPLOAD_COLUMNS.map((c) => (c === 'CSO_CODE' ? 'CSO_KODE' : c));
    await page.getByTestId('file-input').setInputFiles(xlsFile([misspelled, ['x']]));
    await expect(page.getByTestId('import-error')).toHaveText(messages.templateMismatch);

    const prefix = unique('JKT-UP-');
    const good = (n: number) => roleUploadRow(prefix, n);
    const bad = unknownTypeRow(`${prefix}-9`);
    await page
      .getByTestId('file-input')
      .setInputFiles(xlsFile([[...ROLE_UPLOAD_COLUMNS], good(1), good(2), bad, good(3)]));
    await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(4));
    await expect(page.getByTestId('import-error')).toBeHidden();
    await page.getByTestId('submit-upload').click();
    await confirmDialog(page);

    const result = page.getByTestId('import-result');
    await expect(result).toHaveText(messages.importResult(3, 1));
    const failed = page.getByTestId('failed-rows');
    const failedRow = failed.getByRole('row').filter({ hasText: `${prefix}-9` });
    await expect(failedRow).toHaveCount(1);
    await expect(failedRow).toContainText(messages.reasonUnknownType);
    await expect(failedRow.getByRole('gridcell').first()).toHaveText('4');
    await expect(page.getByTestId('submit-upload')).toBeDisabled();
    await expect(page.getByTestId('snackbar-error')).toHaveCount(0);
    await page.mouse.move(10, 10);
    await page.screenshot({ path: `${SHOTS}/structure-role-upload.png`, fullPage: true });

    const failedExport = page.waitForEvent('download');
    await failed.getByRole('button', { name: messages.exportFailedRows }).click();
    const failedDownload = await failedExport;
    const failedFile = await readDownload(failedDownload);
    expect(failedFile.fileName).toBe('Failed Upload Role.xls');
    expect(failedFile.headers().slice(0, ROLE_UPLOAD_COLUMNS.length)).toEqual([...ROLE_UPLOAD_COLUMNS]);
    expect(failedFile.rows()).toHaveLength(1);
    expect(failedFile.rows()[0]).toMatchObject({
      POSITION_CODE: `${prefix}-9`,
      REASON: expect.stringContaining(messages.reasonUnknownType),
    });

    // The failed rows' file goes back in as it is: a legacy .xls the upload accepts and reads.
    await page.reload();
    await expect(page.getByTestId('xls-hint')).toContainText('Excel 97-2003 (.xls)');
    await page.getByTestId('file-input').setInputFiles({
      name: failedFile.fileName,
      mimeType: 'application/vnd.ms-excel',
      buffer: readFileSync(await failedDownload.path()),
    });
    await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(1));
    await expect(page.getByTestId('import-error')).toBeHidden();

    // The good rows landed, with the empty CSO stored as NA.
    await page.goto('/manage-role/overview');
    const list = page.getByTestId('role-list');
    await list.getByTestId('load-list').click();
    await list.getByTestId('list-search').fill(prefix);
    await expect.poll(() => listTotal(list)).toBe(3);
    await expect(list.getByRole('row').filter({ hasText: `${prefix}-1` })).toContainText('NA');
  });
});

test.describe('role upload of a big file', () => {
  test('thousands of rows are read off the page thread and every failed row is listed', async ({ page }) => {
    const count = 5000;
    const prefix = unique('BIG-');
    const rows = Array.from({ length: count }, (_, i) => unknownTypeRow(`${prefix}-${i}`));
    const file = xlsFile([[...ROLE_UPLOAD_COLUMNS], ...rows], 'big.xls');
    // Big enough for the web worker path of the upload screen.
    expect(file.buffer.length).toBeGreaterThan(256 * 1024);

    await login(page, users.hoAdmin, '/manage-role/upload');
    const worker = page.waitForEvent('worker');
    await page.getByTestId('file-input').setInputFiles(file);
    expect((await worker).url()).toContain('sheet.worker');
    await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(count));
    await page.getByTestId('submit-upload').click();
    await confirmDialog(page);
    await expect(page.getByTestId('import-result')).toHaveText(messages.importResult(0, count), {
      timeout: 30_000,
    });
    const failed = page.getByTestId('failed-rows');
    await expect(failed.getByText(`1–100 of ${count.toLocaleString('en-US')}`)).toBeVisible();
    await expect(failed.getByRole('row').filter({ hasText: `${prefix}-0` })).toContainText(
      messages.reasonUnknownType,
    );
  });
});
