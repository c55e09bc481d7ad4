/**
 * The call plan screens as users meet them (spec part 2 sections 2, 4, 5, 7, 8, 9): head office
 * downloads the fixed call template of the current plan, uploads it back as .xls with bad rows
 * (tabs Error Fix Call and Clean Data, their exports, Submit disabled), uploads the clean rows and
 * submits them after the check and the confirmation have said how many stored visits they replace,
 * reads them in Overview Fixed Call and its export, and sees the position's month of visits as a
 * calendar; the failed rows, corrected in 'Error Fix Call.xls' and uploaded back, change those rows
 * and keep the rest of the month (the whole month goes only when chosen); the master call plan's
 * upload and overview, and its failed rows corrected in 'Error Master Call.xls' keeping the rest of
 * the month too; a branch user's branch picker stays on its own branch.
 *
 * The rows come from the seeded plan of a Jakarta position, read from the downloaded template,
 * so the test holds on any seeded database.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { read, utils, write } from '@e965/xlsx';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  FIXED_CALL_COLUMNS,
  MASTER_CALL_COLUMNS,
  POSITION_OPTIONS_MAX,
} from '../common/contract/call-management';
import { endOfLastMonth, MONTHS_ID } from '../common/dates';
import { messages } from '../common/messages';
import { notMatching } from '../common/test-lists';
import {
  choose,
  type DemoUser,
  login,
  openMenu,
  readDownload,
  type SheetFile,
  setPeriodByApi,
  sheetUpload,
  snackbar,
  typePosition,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
/** The search the position select of the call plan screens makes. */
const SEARCH_POSITION = '/call-management/searchPosition';
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Call Management';
const BRANCH = 'JKT';
const now = new Date();

type SheetRow = Record<string, string>;

/** A legacy .xls of the rows under the header, as the file input takes it. */
const xlsFile = (header: readonly string[], rows: readonly SheetRow[], name: string) =>
  sheetUpload([[...header], ...rows.map((r) => header.map((c) => r[c] ?? ''))], name);

const asText = (rows: Record<string, unknown>[]): SheetRow[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));

/** Confirms the submit; `text`: what the dialog must say first (what the submit replaces). */
async function confirmSubmit(page: Page, text?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  if (text !== undefined) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(dialog).toBeHidden();
}

const VISIT = messages.callPlanVisit;

/** What the check says a file of a position-month does to the stored plan: the file replaces its keys. */
const keysReplaced = (replaced: number, added: number, others: number, noun: string = VISIT) =>
  `${messages.callPlanReplaces(noun, replaced, 1, added)} ${messages.callPlanOthersKept(noun, others)}`;

/** The check's line of the position's month: the file's rows, the stored visits replaced, the others. */
async function expectStoredMonth(page: Page, position: string, counts: [number, number, number]) {
  const row = page.getByTestId('stored-months').getByTestId(`stored-month-${position}`);
  await expect(row.getByRole('cell')).toHaveText([
    position,
    messages.callPlanMonth(now.getFullYear(), now.getMonth() + 1),
    ...counts.map(String),
  ]);
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<SheetFile> {
  const download = page.waitForEvent('download');
  await click();
  return readDownload(await download);
}

/** The rows of one Jakarta position in a downloaded template: the position with the most rows. */
function positionRows(template: SheetFile): { position: string; rows: SheetRow[] } {
  const byPosition = new Map<string, SheetRow[]>();
  for (const row of asText(template.rows()).filter((r) => r.BRANCH_CODE === BRANCH))
    byPosition.set(row.POSITION_DESC ?? '', [...(byPosition.get(row.POSITION_DESC ?? '') ?? []), row]);
  const [position, rows] = [...byPosition].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  expect(rows.length, 'a Jakarta position with a plan').toBeGreaterThanOrEqual(3);
  return { position, rows };
}

/**
 * Uploads a month whose last two rows fail (Submit waits), takes the failed rows' file the screen
 * offers, corrects its rows with `correct` and uploads it back alone, as a planner does: both rows
 * clean. Answers the corrected rows.
 */
async function correctFailedRows(
  page: Page,
  upload: {
    columns: readonly string[];
    rows: SheetRow[];
    failedTab: string;
    errorFile: string;
    correct: (row: SheetRow) => SheetRow;
  },
): Promise<SheetRow[]> {
  await page.getByTestId('file-input').setInputFiles(xlsFile(upload.columns, upload.rows, 'plan.xls'));
  await expect(page.getByTestId('tab-failed')).toHaveText(`${upload.failedTab} (2)`, { timeout: 30_000 });
  await expect(page.getByTestId('submit-upload')).toBeDisabled();
  const errorFile = await downloadOf(page, () =>
    page.getByTestId('failed-rows').getByRole('button', { name: messages.exportFailedRows }).click(),
  );
  expect(errorFile.fileName).toBe(upload.errorFile);
  const corrected = asText(errorFile.rows()).map(upload.correct);
  await page
    .getByTestId('file-input')
    .setInputFiles(xlsFile(errorFile.headers(), corrected, upload.errorFile));
  await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (2)`, { timeout: 30_000 });
  await expect(page.getByTestId('tab-failed')).toHaveText(`${upload.failedTab} (0)`);
  return corrected;
}

/**
 * `row` for a Jakarta customer of another position in the template, whom the month's plan does not
 * visit yet: a row the upload adds.
 */
function withNewCustomer(row: SheetRow, template: readonly SheetRow[], month: readonly SheetRow[]): SheetRow {
  const other = template.find(
    (r) => r.BRANCH_CODE === BRANCH && !month.some((m) => m.CUSTOMERID_REF === r.CUSTOMERID_REF),
  );
  expect(other, 'another Jakarta customer').toBeDefined();
  return { ...row, CUSTOMERID_REF: other?.CUSTOMERID_REF ?? '', CUSTOMER_NAME: other?.CUSTOMER_NAME ?? '' };
}

/** A failed row of a tab by its sheet row. */
const failedRow = (tab: Locator, row: number) =>
  tab
    .getByRole('row')
    .filter({ has: tab.page().locator('[data-field="ROW"]').getByText(String(row), { exact: true }) });

async function loggedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await browser.newPage();
  await login(page, user);
  return page;
}

test.describe
  .serial('call plans', () => {
    let page: Page;
    /** The position whose plan goes round: template, upload, overview, calendar. */
    let position = '';
    let planned: SheetRow[] = [];

    /** A user of branch JKT (org 101, which also holds BKS). */
    let branchPage: Page;

    test.beforeAll(async ({ browser }) => {
      page = await loggedIn(browser, users.hoAdmin);
      branchPage = await loggedIn(browser, users.branchAdmin);
    });
    test.afterAll(async () => {
      await page.close();
      await branchPage.close();
    });

    test('Upload Fixed Call: the current plan as template, bad rows refused with their reasons, the clean rows submitted', async () => {
      test.setTimeout(120_000);
      await openMenu(page, GROUP, messages.uploadFixedCall);
      await expect(page).toHaveTitle(`${messages.uploadFixedCall} | Armada`);
      // The template's own .xlsx goes back as it is: no advice to save it as .xls.
      await expect(page.getByTestId('xls-hint')).toHaveCount(0);
      await expect(page.getByText(messages.fixedCallUploadHint)).toBeVisible();

      // Nothing loaded: Submit says so.
      await page.getByTestId('submit-upload').click();
      await expect(snackbar(page, 'error', messages.uploadFileFirst)).toBeVisible();

      const template = await downloadOf(page, () => page.getByTestId('download-template').click());
      expect(template.fileName).toBe('Template Upload Fixed Call.xlsx');
      expect(template.headers()).toEqual([...FIXED_CALL_COLUMNS]);
      ({ position, rows: planned } = positionRows(template));
      const [first, second, third] = planned as [SheetRow, SheetRow, SheetRow];
      expect(first).toMatchObject({
        YEAR_ID: String(now.getFullYear()),
        PERIODE: String(now.getMonth() + 1),
      });

      // A file of another type is refused: a CSV, and a CSV renamed .xls.
      const csv = Buffer.from(`${FIXED_CALL_COLUMNS.join(',')}\n`);
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: csv });
      await expect(page.getByTestId('import-error')).toHaveText(messages.useXlsTemplateLower);
      await page
        .getByTestId('file-input')
        .setInputFiles({ name: 'plan.xls', mimeType: 'application/vnd.ms-excel', buffer: csv });
      await expect(page.getByTestId('import-error')).toHaveText(messages.useXlsTemplateLower);

      // The plan with bad rows after it: sheet rows 2..n+1 are the plan, then the bad ones.
      const bad: SheetRow[] = [
        { ...first, DAYS: 'SENEN' },
        { ...second, WEEK: '5' },
        { ...third, CUSTOMERID_REF: 'JKT-999999', CUSTOMER_NAME: 'TOKO TIDAK ADA' },
        { ...first },
        // Lacks FREQUENCY: not sent, counted.
        { ...second, FREQUENCY: '' },
      ];
      const badRow = (i: number) => planned.length + 2 + i;
      await page
        .getByTestId('file-input')
        .setInputFiles(xlsFile(FIXED_CALL_COLUMNS, [...planned, ...bad], 'plan.xls'));
      await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorFixCallTab} (4)`, {
        timeout: 30_000,
      });
      await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (${planned.length})`);
      await expect(page.getByTestId('rows-skipped')).toHaveText(messages.callRowsSkipped(1, 10));
      await expect(page.getByTestId('submit-upload')).toBeDisabled();

      const failed = page.getByTestId('failed-rows');
      await expect(failedRow(failed, badRow(0))).toContainText(messages.reasonDayName);
      await expect(failedRow(failed, badRow(1))).toContainText(messages.reasonWeek);
      await expect(failedRow(failed, badRow(2))).toContainText(messages.reasonCallUnknownCustomer);
      await expect(failedRow(failed, badRow(3))).toContainText(messages.reasonFixedCallTwice);
      await expect(failed.locator('.import-failed-row')).toHaveCount(4);
      await expect(page.getByTestId('snackbar-error')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByTestId('snackbar-warning')).toHaveCount(0, { timeout: 15_000 });
      await page.mouse.move(10, 10);
      await page.screenshot({ path: `${SHOTS}/fixed-call-upload-errors.png`, fullPage: true });

      const errorFile = await downloadOf(page, () =>
        failed.getByRole('button', { name: messages.exportFailedRows }).click(),
      );
      expect(errorFile.fileName).toBe('Error Fix Call.xls');
      expect(errorFile.headers().slice(0, FIXED_CALL_COLUMNS.length)).toEqual([...FIXED_CALL_COLUMNS]);
      expect(errorFile.rows().map((r) => [r.ROW, String(r.DAYS), String(r.WEEK), r.REASON])).toEqual([
        [badRow(0), 'SENEN', first.WEEK, messages.reasonDayName],
        [badRow(1), second.DAYS, '5', messages.reasonWeek],
        [badRow(2), third.DAYS, third.WEEK, messages.reasonCallUnknownCustomer],
        [badRow(3), first.DAYS, first.WEEK, messages.reasonFixedCallTwice],
      ]);

      await page.getByTestId('tab-clean').click();
      const clean = page.getByTestId('clean-rows');
      const cleanFile = await downloadOf(page, () =>
        clean.getByRole('button', { name: messages.exportCleanRows }).click(),
      );
      expect(cleanFile.fileName).toBe('Valid Data Fix Call.xls');
      expect(cleanFile.headers()).not.toContain('REASON');
      expect(cleanFile.rows()).toHaveLength(planned.length);
      expect(new Set(cleanFile.rows().map((r) => String(r.CUSTOMERID_REF)))).toEqual(
        new Set(planned.map((r) => r.CUSTOMERID_REF)),
      );

      // The clean export goes back in as it is, and is submitted.
      await page
        .getByTestId('file-input')
        .setInputFiles(xlsFile(cleanFile.headers(), asText(cleanFile.rows()), 'clean.xls'));
      await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorFixCallTab} (0)`, {
        timeout: 30_000,
      });
      await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (${planned.length})`);
      await expect(page.getByTestId('rows-skipped')).toHaveCount(0);
      // The check says what the file replaces of the stored plan: the position's month, row for row.
      const sameMonth = keysReplaced(planned.length, 0, 0);
      await expect(page.getByTestId('stored-months-sentence')).toHaveText(sameMonth);
      await expectStoredMonth(page, position, [planned.length, planned.length, 0]);
      await page.getByTestId('submit-upload').click();
      await confirmSubmit(page, sameMonth);
      await expect(snackbar(page, 'success', messages.uploadSuccess)).toBeVisible();
      await expect(page.getByTestId('import-result')).toContainText(messages.uploadSuccess);
      await page.screenshot({ path: `${SHOTS}/fixed-call-upload-submitted.png`, fullPage: true });
    });

    test("Upload Fixed Call: the downloaded 'Template Upload Fixed Call.xlsx', a row changed, goes back as it is", async () => {
      test.setTimeout(120_000);
      await openMenu(page, GROUP, messages.uploadFixedCall);
      const download = page.waitForEvent('download');
      await page.getByTestId('download-template').click();
      const file = test.info().outputPath((await download).suggestedFilename());
      await (await download).saveAs(file);
      expect(path.basename(file)).toBe('Template Upload Fixed Call.xlsx');
      // An .xlsx (a ZIP container), as the spec names it.
      expect(readFileSync(file).subarray(0, 4).toString('hex')).toBe('504b0304');

      // The user changes the first row's WEEK in the file and saves it under its name.
      const book = read(readFileSync(file), { type: 'buffer' });
      const sheet = book.Sheets[book.SheetNames[0] ?? ''];
      if (!sheet) throw new Error('the template has no sheet');
      const rowCount = utils.sheet_to_json(sheet).length;
      expect(rowCount).toBeGreaterThan(1);
      sheet[utils.encode_cell({ r: 1, c: FIXED_CALL_COLUMNS.indexOf('WEEK') })] = { t: 's', v: '5' };
      writeFileSync(file, write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

      await page.getByTestId('file-input').setInputFiles(file);
      await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorFixCallTab} (1)`, {
        timeout: 60_000,
      });
      await expect(page.getByTestId('tab-clean')).toHaveText(
        `${messages.cleanDataTab} (${(rowCount - 1).toLocaleString('en-US')})`,
      );
      await expect(failedRow(page.getByTestId('failed-rows'), 2)).toContainText(messages.reasonWeek);
      await expect(page.getByTestId('import-error')).toBeHidden();
      await expect(snackbar(page, 'error', messages.useXlsTemplateLower)).toHaveCount(0);
      await page.mouse.move(10, 10);
      await page.screenshot({ path: `${SHOTS}/fixed-call-upload-template-xlsx.png`, fullPage: true });
    });

    test('Overview Fixed Call: a branch and position of this month, exported, and its month of visits', async () => {
      await openMenu(page, GROUP, messages.overviewFixedCall);
      await expect(page).toHaveTitle(`${messages.overviewFixedCall} | Armada`);
      const list = page.getByTestId('fixed-call-overview');
      await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
      await expect(page.getByTestId('filter-year')).toContainText(String(now.getFullYear()));
      await expect(page.getByTestId('filter-periode')).toContainText(MONTHS_ID[now.getMonth()] as string);
      await expect(page.getByTestId('filter-position').getByRole('combobox')).toHaveAttribute(
        'placeholder',
        messages.allPositions,
      );

      // Head office's scope holds more positions than one answer: the first ones, and how to find the rest.
      await page.getByTestId('filter-position').getByRole('combobox').click();
      await expect(page.getByRole('option')).toHaveCount(POSITION_OPTIONS_MAX);
      await page.screenshot({ path: `${SHOTS}/position-select-first.png` });
      await page.keyboard.press('Escape');

      await choose(page, 'filter-branch', new RegExp(`^${BRANCH} - `));
      await typePosition(page, position, SEARCH_POSITION, `${SHOTS}/position-select-typed.png`);
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(planned.length));
      await expect(list.locator('.MuiDataGrid-columnHeader[data-field="FREQUENCY"]')).toBeVisible();
      const positions = new Set(
        await list.locator('.MuiDataGrid-row [data-field="POSITION_DESC"]').allTextContents(),
      );
      expect(positions).toEqual(new Set([position]));
      await page.screenshot({ path: `${SHOTS}/fixed-call-overview.png` });

      const exported = await downloadOf(page, () => list.getByTestId('list-export').click());
      expect(exported.fileName).toBe('Overview Fixed Call.xlsx');
      expect(exported.headers().slice(0, FIXED_CALL_COLUMNS.length)).toEqual([...FIXED_CALL_COLUMNS]);
      expect(exported.rows()).toHaveLength(planned.length);
      const key = (r: Record<string, unknown>) => `${r.CUSTOMERID_REF}|${r.DAYS}|${r.WEEK}`;
      expect(new Set(exported.rows().map(key))).toEqual(new Set(planned.map(key)));

      // The month of visits: working days carry the plan's customers, Sundays are off.
      await list.getByTestId('visit-calendar-toggle').click();
      const calendar = page.getByTestId('visit-calendar');
      await expect(calendar).toBeVisible();
      const visitDays = calendar.locator(
        '[data-testid^="visit-day-"][data-day-off="N"]:not([data-visits="0"])',
      );
      await expect(visitDays.first()).toBeVisible();
      const dayOff = calendar.locator('[data-testid^="visit-day-"][data-day-off="Y"]').first();
      await expect(dayOff).toContainText(messages.dayOff);
      const plannedVisits = Number(
        (await calendar.getByTestId('visit-totals').textContent())?.match(/^(\d+) /)?.[1] ?? '0',
      );
      expect(plannedVisits).toBeGreaterThan(0);

      const chosen = visitDays.last();
      const count = Number(await chosen.getAttribute('data-visits'));
      await chosen.click();
      const dayList = page.getByTestId('visit-day-list');
      await expect(dayList.locator('tbody tr')).toHaveCount(count);
      const customers = await dayList.locator('tbody tr td:first-child').allTextContents();
      expect(notMatching(customers, (c) => planned.some((p) => p.CUSTOMERID_REF === c))).toEqual([]);
      await calendar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/visit-calendar-1366.png` });
      await page.setViewportSize({ width: 1920, height: 1080 });
      await calendar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/visit-calendar-1920.png` });
      await page.setViewportSize({ width: 1366, height: 800 });
    });

    test("Upload Fixed Call: the failed rows corrected in 'Error Fix Call.xls' and uploaded back keep the rest of the month", async () => {
      test.setTimeout(120_000);
      await openMenu(page, GROUP, messages.uploadFixedCall);
      const template = asText(
        (await downloadOf(page, () => page.getByTestId('download-template').click())).rows(),
      );
      const month = template.filter((r) => r.POSITION_DESC === position);
      expect(month).toHaveLength(planned.length);
      const first = month[0] as SheetRow;
      const changed: SheetRow = { ...first, FREQUENCY: first.FREQUENCY === '3' ? '4' : '3' };
      const added = withNewCustomer(first, template, month);

      // The month with two rows gone wrong, corrected in the failed rows' file and uploaded back alone.
      const corrected = await correctFailedRows(page, {
        columns: FIXED_CALL_COLUMNS,
        rows: [...month, { ...changed, WEEK: '5' }, { ...added, DAYS: 'SENEN' }],
        failedTab: messages.errorFixCallTab,
        errorFile: 'Error Fix Call.xls',
        correct: (r) => ({ ...r, DAYS: first.DAYS ?? '', WEEK: first.WEEK ?? '' }),
      });
      expect(corrected.map((r) => r.CUSTOMERID_REF)).toEqual([changed.CUSTOMERID_REF, added.CUSTOMERID_REF]);

      // The check says it replaces one stored visit and keeps the others of the month.
      const others = planned.length - 1;
      const keys = keysReplaced(1, 1, others);
      await expect(page.getByTestId('stored-months-sentence')).toHaveText(keys);
      await expectStoredMonth(page, position, [2, 1, others]);
      const wholeMonth = page.getByTestId('replace-whole-month');
      await expect(wholeMonth).toHaveText(messages.replaceWholeMonth(VISIT, others));
      await expect(wholeMonth.getByRole('checkbox')).not.toBeChecked();
      await page.mouse.move(10, 10);
      await page.screenshot({ path: `${SHOTS}/fixed-call-upload-replaces.png`, fullPage: true });

      // Replacing the whole month is a choice, and the confirmation names what it removes.
      await wholeMonth.getByRole('checkbox').check();
      const removes = messages.callPlanWholeMonth(VISIT, planned.length, others, 1);
      await expect(page.getByTestId('stored-months-sentence')).toHaveText(removes);
      await page.getByTestId('submit-upload').click();
      const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
      await expect(dialog).toContainText(removes);
      await page.screenshot({ path: `${SHOTS}/fixed-call-upload-whole-month-confirm.png` });
      await dialog.getByRole('button', { name: messages.cancel }).click();
      await wholeMonth.getByRole('checkbox').uncheck();

      await page.getByTestId('submit-upload').click();
      await confirmSubmit(page, keys);
      await expect(page.getByTestId('import-result')).toHaveText(messages.callPlanSaved(2, 1, others));

      // The overview holds the month as it was, the changed visit, and the added one.
      await openMenu(page, GROUP, messages.overviewFixedCall);
      const list = page.getByTestId('fixed-call-overview');
      await choose(page, 'filter-branch', new RegExp(`^${BRANCH} - `));
      await choose(page, 'filter-position', position);
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(planned.length + 1));
      const exported = await downloadOf(page, () => list.getByTestId('list-export').click());
      const key = (r: Record<string, unknown>) => `${r.CUSTOMERID_REF}|${r.DAYS}|${r.WEEK}|${r.FREQUENCY}`;
      expect(new Set(asText(exported.rows()).map(key))).toEqual(
        new Set([...month.filter((r) => r !== first), changed, added].map(key)),
      );
    });

    test('Master call plan: upload with a refused row, submit of the clean rows, overview, export and no data', async () => {
      test.setTimeout(120_000);
      await openMenu(page, GROUP, messages.uploadMasterCall);
      await expect(page).toHaveTitle(`${messages.uploadMasterCall} | Armada`);
      const template = await downloadOf(page, () => page.getByTestId('download-template').click());
      expect(template.fileName).toBe('Template Upload Master Call Plan.xls');
      expect(template.headers()).toEqual([...MASTER_CALL_COLUMNS]);
      const { position: masterPosition, rows } = positionRows(template);
      const [first] = rows as [SheetRow];
      const bad: SheetRow[] = [
        { ...first, CUSTOMERID_REF: 'JKT-999999', CUSTOMER_NAME: 'TOKO TIDAK ADA' },
        // Lacks CUSTOMER_NAME, one of the first seven: not sent.
        { ...first, CUSTOMER_NAME: '' },
      ];
      await page
        .getByTestId('file-input')
        .setInputFiles(xlsFile(MASTER_CALL_COLUMNS, [...rows, ...bad], 'master.xls'));
      await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorMasterCallTab} (1)`, {
        timeout: 30_000,
      });
      await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (${rows.length})`);
      await expect(page.getByTestId('rows-skipped')).toHaveText(messages.callRowsSkipped(1, 7));
      await expect(failedRow(page.getByTestId('failed-rows'), rows.length + 2)).toContainText(
        messages.reasonCallUnknownCustomer,
      );
      await expect(page.getByTestId('submit-upload')).toBeDisabled();
      await expect(page.getByTestId('snackbar-warning')).toHaveCount(0, { timeout: 15_000 });
      await page.screenshot({ path: `${SHOTS}/master-call-upload-errors.png`, fullPage: true });

      await page.getByTestId('file-input').setInputFiles(xlsFile(MASTER_CALL_COLUMNS, rows, 'master.xls'));
      await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (${rows.length})`, {
        timeout: 30_000,
      });
      // The previous test's 'Sukses upload' may still be leaving: the one below must be this submit's.
      await expect(page.getByTestId('snackbar-success')).toHaveCount(0, { timeout: 15_000 });
      await page.getByTestId('submit-upload').click();
      await confirmSubmit(page);
      await expect(snackbar(page, 'success', messages.uploadSuccess)).toBeVisible();

      await openMenu(page, GROUP, messages.overviewMasterCall);
      await expect(page).toHaveTitle(`${messages.overviewMasterCall} | Armada`);
      const list = page.getByTestId('master-call-overview');
      await choose(page, 'filter-branch', new RegExp(`^${BRANCH} - `));
      await choose(page, 'filter-position', masterPosition);
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(rows.length));
      await expect(list.locator('.MuiDataGrid-columnHeader[data-field="PIC_NAME"]')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/master-call-overview.png` });
      const exported = await downloadOf(page, () => list.getByTestId('list-export').click());
      expect(exported.fileName).toBe('Overview Master Call.xlsx');
      expect(exported.headers().slice(0, MASTER_CALL_COLUMNS.length)).toEqual([...MASTER_CALL_COLUMNS]);
      expect(exported.rows()).toHaveLength(rows.length);

      // A month without a master plan.
      const empty = new Date(now.getFullYear() + 1, now.getMonth(), 1);
      await choose(page, 'filter-year', String(empty.getFullYear()));
      await list.getByTestId('load-list').click();
      await expect(snackbar(page, 'warning', messages.notFound)).toBeVisible();
      await expect(list.getByTestId('list-empty')).toHaveText(messages.notFound);
    });

    test("Upload Master Call Plan: the failed rows corrected in 'Error Master Call.xls' and uploaded back keep the rest of the month", async () => {
      test.setTimeout(120_000);
      await openMenu(page, GROUP, messages.uploadMasterCall);
      const template = await downloadOf(page, () => page.getByTestId('download-template').click());
      const { position: masterPosition, rows: month } = positionRows(template);
      const [first, ...rest] = month as [SheetRow, ...SheetRow[]];
      const changed: SheetRow = { ...first, PIC_NAME: 'IBU KOREKSI' };
      const added: SheetRow = {
        ...withNewCustomer(first, asText(template.rows()), month),
        PIC_NAME: 'BAPAK BARU',
      };

      // The month with two rows whose phone lost its leading 0, corrected in the failed rows' file.
      const corrected = await correctFailedRows(page, {
        columns: MASTER_CALL_COLUMNS,
        rows: [...rest, { ...changed, PIC_TELP: '81298765432' }, { ...added, PIC_TELP: '81211112222' }],
        failedTab: messages.errorMasterCallTab,
        errorFile: 'Error Master Call.xls',
        correct: (r) => ({ ...r, PIC_TELP: `0${r.PIC_TELP}` }),
      });
      expect(corrected.map((r) => r.CUSTOMERID_REF)).toEqual([changed.CUSTOMERID_REF, added.CUSTOMERID_REF]);

      // The check says it replaces one stored row and keeps the others of the month; so does the result.
      const noun = messages.masterCallRow;
      const others = month.length - 1;
      const keys = keysReplaced(1, 1, others, noun);
      await expect(page.getByTestId('stored-months-sentence')).toHaveText(keys);
      await expectStoredMonth(page, masterPosition, [2, 1, others]);
      await expect(page.getByTestId('replace-whole-month').getByRole('checkbox')).not.toBeChecked();
      await page.getByTestId('submit-upload').click();
      await confirmSubmit(page, keys);
      await expect(page.getByTestId('import-result')).toHaveText(messages.callPlanSaved(2, 1, others));

      // The overview's export holds the month as it was, the corrected row, and the added one.
      await openMenu(page, GROUP, messages.overviewMasterCall);
      const list = page.getByTestId('master-call-overview');
      await choose(page, 'filter-branch', new RegExp(`^${BRANCH} - `));
      await choose(page, 'filter-position', masterPosition);
      // The overview keeps its filters: the test before left it on next year.
      await choose(page, 'filter-year', String(now.getFullYear()));
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(month.length + 1));
      const exported = asText((await downloadOf(page, () => list.getByTestId('list-export').click())).rows());
      const key = (r: Record<string, unknown>) => `${r.CUSTOMERID_REF}|${r.PIC_NAME}`;
      expect(new Set(exported.map(key))).toEqual(new Set([...rest, changed, added].map(key)));
      const phones = new Map(exported.map((r) => [r.CUSTOMERID_REF, r.PIC_TELP]));
      expect(phones.get(changed.CUSTOMERID_REF)).toBe('081298765432');
      expect(phones.get(added.CUSTOMERID_REF)).toBe('081211112222');
    });

    test('a branch user sees the branch picker disabled on its own branch', async () => {
      await openMenu(branchPage, GROUP, messages.overviewFixedCall);
      const branch = branchPage.getByTestId('filter-branch');
      await expect(branch.getByRole('combobox')).toHaveText(
        new RegExp(`^${users.branchAdmin.branchCode} - `),
      );
      await expect(branch.locator('input')).toBeDisabled();
      await branchPage.getByTestId('fixed-call-overview').getByTestId('load-list').click();
      await expect(branchPage.getByTestId('list-total')).toContainText(/Total [1-9]/);
      const branches = new Set(
        await branchPage.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents(),
      );
      expect(branches).toEqual(new Set([users.branchAdmin.branchCode]));
      await branchPage.screenshot({ path: `${SHOTS}/fixed-call-overview-branch.png` });
    });

    test("a closed MASTER CALL PLAN period: 'Periode sudah ditutup.' and no file taken", async () => {
      const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
      await setPeriodByApi('MASTER CALL PLAN', branches, '2024-01-01', endOfLastMonth());
      try {
        await openMenu(branchPage, GROUP, messages.uploadMasterCall);
        await expect(branchPage.getByTestId('import-blocked')).toHaveText(messages.periodClosed);
        await branchPage
          .getByTestId('file-input')
          .setInputFiles(xlsFile(MASTER_CALL_COLUMNS, [{ YEAR_ID: '2026' }], 'master.xls'));
        await expect(snackbar(branchPage, 'error', messages.periodClosed)).toBeVisible();
        await expect(branchPage.getByTestId('chosen-file')).toBeHidden();
        await branchPage.screenshot({ path: `${SHOTS}/master-call-upload-closed.png` });
      } finally {
        await setPeriodByApi('MASTER CALL PLAN', branches, '2024-01-01', '4001-12-31');
      }
    });
  });
