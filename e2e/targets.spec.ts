/**
 * The target screens as users meet them (spec part 2 sections 2, 7, 9). Summary Target (head
 * office): last month's branch-months with their totals, GAP and status, the totals of all, and
 * 'Summary Target.xls' read back.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TargetRow } from '../common/contract/targets';
import {
  TARGET_ALTERNATE_COLUMNS,
  TARGET_BRANCH_COLUMNS,
  TARGET_HO_COLUMNS,
} from '../common/contract/targets';
import { MONTHS_ID, toIsoDate } from '../common/dates';
import { messages } from '../common/messages';
import { twoDecimals } from '../common/numbers';
import { notMatching } from '../common/test-lists';
import {
  choose,
  login,
  openMenu,
  readDownload,
  setPeriodByApi,
  sheetUpload,
  snackbar,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const amount = (text: string) => Number(text.replace(/,/g, ''));

/** Head office's recommendation of a branch-month, through the call the branch template uses. */
async function recommendation(page: Page, branch: string, back: number): Promise<TargetRow[]> {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  const res = await page.request.post('/api/target/getdataho', {
    headers: { 'api-key': 'armada-dev-key' },
    data: { MonthID: m.getMonth() + 1, YearID: m.getFullYear(), BranchCode: branch },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { DetailTarget: TargetRow[] } }).data.DetailTarget;
}

async function confirmSubmit(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: messages.submit })
    .click();
}

/** The first day of the month `ahead` months from this one (negative: back). */
function monthFrom(ahead: number): Date {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth() + ahead, 1);
}

/** A month as the summaries write it, 'YYYY-MM'. */
const periodeOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** Chooses the month and year of a date in a screen's selects. */
async function pickMonth(page: Page, d: Date): Promise<void> {
  await choose(page, 'filter-month', MONTHS_ID[d.getMonth()] as string);
  await choose(page, 'filter-year', String(d.getFullYear()));
}

/**
 * The branch's own template of the month chosen on Submit Target Cabang, its TARGET_CABANG and
 * TARGET_GROSS set, uploaded back, checked clean and submitted; answers the rows sent.
 */
async function submitBranchTemplate(page: Page): Promise<number> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const template = await readDownload(await downloading);
  const rows = template
    .text()
    .slice(1)
    .map((r) => [...r.slice(0, 10), '250000000.00', '277500000.00']);
  expect(rows.length).toBeGreaterThan(0);
  await page
    .getByTestId('file-input')
    .setInputFiles(sheetUpload([[...TARGET_BRANCH_COLUMNS], ...rows], 'cabang.xls'));
  await expect(page.getByRole('tab', { name: new RegExp(`Clean Data \\(${rows.length}\\)`) })).toBeVisible();
  await page.getByTestId('submit-upload').click();
  await confirmSubmit(page);
  await expect(snackbar(page, 'success', messages.targetsSubmitted(rows.length))).toBeVisible();
  return rows.length;
}

test('Summary Target (head office): a month of every branch with totals, GAP and status, exported', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Summary Target');
  await expect(page).toHaveTitle('Summary Target | Armada');
  const now = new Date();
  await expect(page.getByTestId('filter-month')).toContainText(MONTHS_ID[now.getMonth()] as string);
  await expect(page.getByTestId('filter-year')).toContainText(String(now.getFullYear()));

  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  await choose(page, 'filter-month', MONTHS_ID[last.getMonth()] as string);
  await choose(page, 'filter-year', String(last.getFullYear()));
  const list = page.getByTestId('target-summary');
  await list.getByRole('button', { name: messages.searchTargetOverview }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(15));
  const periode = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
  await expect(list.locator('.MuiDataGrid-row [data-field="PERIODE"]').first()).toHaveText(periode);

  // Each row's GAP is its branch total less head office's; Semarang's month was rejected.
  const cells = (field: string) => list.locator(`.MuiDataGrid-row [data-field="${field}"]`).allTextContents();
  const [ho, cab, gap] = [await cells('SumTargetHO'), await cells('SumTargetCabang'), await cells('GAP')];
  for (const [i, g] of gap.entries()) {
    expect(g).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(Math.round(amount(g) * 100)).toBe(
      Math.round(amount(cab[i] ?? '') * 100) - Math.round(amount(ho[i] ?? '') * 100),
    );
  }
  const smg = list.locator('.MuiDataGrid-row').filter({ hasText: 'SMG' });
  await expect(smg.getByTestId('status-REJECT')).toBeVisible();
  const sumHo = ho.reduce((s, v) => s + Math.round(amount(v) * 100), 0) / 100;
  await expect(list.getByTestId('target-totals')).toContainText(`Total HO ${twoDecimals(sumHo)}`);
  await page.screenshot({ path: `${SHOTS}/summary-target.png` });

  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Summary Target.xls');
  expect(file.headers()).toEqual([
    'Period',
    'Branch',
    'Branch Name',
    'Total Target HO',
    'Total Target Branch',
    'GAP',
    'Status',
  ]);
  expect(file.rows()).toHaveLength(15);
  const exported = file.rows().reduce((s, r) => s + Math.round(Number(r['Total Target HO']) * 100), 0) / 100;
  expect(exported).toBe(sumHo);
});

test('Target HO Approval: reject one branch-month with a reason, reopen another, approve the rest', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Target HO Approval');
  await expect(page).toHaveTitle('Target HO Approval | Armada');
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  await choose(page, 'filter-month', MONTHS_ID[last.getMonth()] as string);
  await choose(page, 'filter-year', String(last.getFullYear()));
  const list = page.getByTestId('target-ho-approval');
  await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
  await list.getByRole('button', { name: messages.searchLabel, exact: true }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(15));
  const rowOf = (branch: string) => list.locator('.MuiDataGrid-row').filter({ hasText: branch });
  const statuses = async () =>
    (await list.locator('.MuiDataGrid-row [data-field="STATUS"]').allTextContents()).filter(Boolean);
  const waiting = await list
    .locator('.MuiDataGrid-row')
    .filter({ has: page.getByTestId('status-NEW') })
    .locator('[data-field="BRANCH_CODE"]')
    .allTextContents();
  expect(waiting.length).toBeGreaterThan(1);
  const [rejected] = waiting;
  await page.screenshot({ path: `${SHOTS}/target-ho-approval.png` });

  // Reject: the reason is required, then the month reads REJECT.
  await rowOf(rejected as string)
    .getByTestId('reject-row')
    .click();
  const dialog = page.getByTestId('reject-dialog');
  await dialog.getByTestId('reject-submit').click();
  await expect(dialog).toContainText(messages.targetRejectReasonRequired);
  await dialog.getByTestId('reject-reason').fill('Di bawah rekomendasi head office.');
  await dialog.getByTestId('reject-submit').click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.success })).toBeVisible();
  await expect(rowOf(rejected as string).getByTestId('status-REJECT')).toBeVisible();

  // Reopen an approved month: it awaits approval again.
  const approvedBranch =
    (await list
      .locator('.MuiDataGrid-row')
      .filter({ has: page.getByTestId('status-APPROVE') })
      .first()
      .locator('[data-field="BRANCH_CODE"]')
      .textContent()) ?? '';
  await rowOf(approvedBranch).getByTestId('reopen-row').click();
  await page
    .getByRole('dialog', { name: messages.confirmReopen })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect(rowOf(approvedBranch).getByTestId('status-NEW')).toBeVisible();

  // APPROVE: every month awaiting approval, the reopened one too; the rejected one stays rejected.
  await list.getByTestId('approve').click();
  await page
    .getByRole('dialog', { name: messages.confirmApproveSubmit })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect.poll(statuses).not.toContain('NEW');
  expect((await statuses()).filter((s) => s === 'REJECT').length).toBeGreaterThanOrEqual(2);
  await expect(rowOf(approvedBranch).getByTestId('status-APPROVE')).toBeVisible();
  await expect(list.getByTestId('approve')).toBeDisabled();
});

test('Summary Target Cabang: both tabs of the own branches, a status, and the export', async ({ page }) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Target', 'Summary Target Cabang');
  await expect(page).toHaveTitle('Summary Target Cabang | Armada');
  await choose(page, 'filter-branch', 'ALL BRANCH');
  const list = page.getByTestId('target-branch-summary');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  // Its org's two branches: rows of both (the grid draws the rows in view; the search brings JKT up).
  const shownBranches = async () =>
    new Set(await list.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents());
  expect(notMatching([...(await shownBranches())], (b) => b === 'BKS' || b === 'JKT')).toEqual([]);
  await list.getByTestId('list-search').fill('JKT-');
  await expect.poll(shownBranches).toEqual(new Set(['JKT']));
  await list.getByTestId('list-search').fill('');
  await choose(page, 'filter-status', 'NEW');
  await list.getByTestId('load-list').click();
  await expect
    .poll(async () => new Set(await list.locator('.MuiDataGrid-row [data-field="STATUS"]').allTextContents()))
    .toEqual(new Set(['NEW']));
  await page.screenshot({ path: `${SHOTS}/summary-target-cabang.png` });
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.rows().length).toBeGreaterThan(0);
  expect(notMatching(file.rows(), (r) => r.Status === 'NEW')).toEqual([]);

  await page.getByTestId('tab-lini').click();
  const lini = page.getByTestId('target-branch-summary-lini');
  await lini.getByTestId('load-list').click();
  await expect(lini.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const gab = await lini.locator('.MuiDataGrid-row [data-field="GAB"]').allTextContents();
  for (const g of gab) expect(g).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
  const liniExport = page.waitForEvent('download');
  await lini.getByTestId('list-export').click();
  const liniFile = await readDownload(await liniExport);
  expect(liniFile.headers()).toEqual([
    'Branch',
    'Bisnis',
    'Lini',
    'Total Target HO',
    'Total Target Cabang',
    'GAB',
    'Status',
  ]);
  expect(liniFile.rows().length).toBe(
    Number(/Total ([\d,]+)/.exec((await lini.getByTestId('list-total').textContent()) ?? '')?.[1]),
  );
});

test('Delete Target Cabang: a reason is required, then the branch values of the month are cleared', async ({
  page,
}) => {
  await login(page, users.branchHead);
  await openMenu(page, 'Target', 'Delete Target Cabang');
  await expect(page).toHaveTitle('Delete Target Cabang | Armada');
  await expect(page.getByTestId('filter-branch')).toContainText('BKS');
  const list = page.getByTestId('target-delete');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const cabang = async () =>
    (await list.locator('.MuiDataGrid-row [data-field="VALUE_TGT_CAB"]').allTextContents()).filter(Boolean);
  expect((await cabang()).length).toBeGreaterThan(0);

  // With Bekasi's TARGET period closed the screen says so before the user picks a reason, and
  // Delete refuses without asking for one or for a confirmation.
  const bekasi = ['BKS - BEKASI'];
  const endOfLastMonth = new Date(monthFrom(0).getTime() - 86_400_000);
  await setPeriodByApi('TARGET', bekasi, '2024-01-01', toIsoDate(endOfLastMonth));
  try {
    await page.reload();
    await expect(page.getByTestId('period-closed')).toHaveText(messages.periodClosed);
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
    await list.getByTestId('delete-targets').click();
    await expect(snackbar(page, 'error', messages.periodClosed)).toBeVisible();
    await expect(snackbar(page, 'error', messages.fillReasonFirst)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/delete-target-cabang-closed.png` });
  } finally {
    await setPeriodByApi('TARGET', bekasi, '2024-01-01', '4001-12-31');
  }
  await page.reload();
  await expect(page.getByTestId('period-closed')).toHaveCount(0);
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);

  await list.getByTestId('delete-targets').click();
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.fillReasonFirst }),
  ).toBeVisible();
  await list.getByTestId('delete-reason').click();
  await page.getByRole('option', { name: 'Salah input target' }).click();
  await page.screenshot({ path: `${SHOTS}/delete-target-cabang.png` });
  await list.getByTestId('delete-targets').click();
  await page
    .getByRole('dialog', { name: messages.confirmDelete })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.success })).toBeVisible();
  await expect.poll(cabang).toEqual([]);
});

// Bekasi's month was deleted above; the branch head submits it again here, which the approval
// below then approves (a month without the branch's own target cannot be approved).
test("Submit Target Cabang (branch head): no template without head office's recommendation, the month and branch kept, and the month submitted again opens on its summary", async ({
  page,
}) => {
  await login(page, users.branchHead);
  await openMenu(page, 'Target', 'Submit Target Cabang');
  await expect(page.getByTestId('filter-branch')).toContainText('BKS');
  const now = monthFrom(0);
  const far = monthFrom(24);
  await pickMonth(page, far);
  await page.getByTestId('download-template').click();
  await expect(snackbar(page, 'error', messages.targetNoRecommendation('BKS', periodeOf(far)))).toBeVisible();
  // Nothing chosen yet: Submit says so, as the spec words it.
  await page.getByTestId('submit-upload').click();
  await expect(snackbar(page, 'error', messages.uploadFileFirst)).toBeVisible();

  // Away to the summary (left on last month, not loaded) and back: the month, year and branch stay.
  await openMenu(page, 'Target', 'Summary Target Cabang');
  await pickMonth(page, monthFrom(-1));
  await openMenu(page, 'Target', 'Submit Target Cabang');
  await expect(page.getByTestId('filter-month')).toContainText(MONTHS_ID[far.getMonth()] as string);
  await expect(page.getByTestId('filter-year')).toContainText(String(far.getFullYear()));
  await expect(page.getByTestId('filter-branch')).toContainText('BKS');

  await pickMonth(page, now);
  const sent = await submitBranchTemplate(page);
  // The summary opens on the month just submitted, loaded, without a press of Load List.
  await expect(page).toHaveURL(/\/target\/overviewbranch$/);
  await expect(page.getByTestId('filter-month')).toContainText(MONTHS_ID[now.getMonth()] as string);
  await expect(page.getByTestId('filter-branch')).toContainText('BKS');
  const list = page.getByTestId('target-branch-summary');
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(sent));
  await expect
    .poll(
      async () =>
        new Set(await list.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents()),
    )
    .toEqual(new Set(['BKS']));
});

test('Approval Target Cabang: sums per position with their total, then APPROVE of the NEW targets', async ({
  page,
}) => {
  await login(page, users.branchHead);
  await openMenu(page, 'Target', 'Approval Target Cabang');
  await expect(page).toHaveTitle('Approval Target Cabang | Armada');
  const list = page.getByTestId('target-branch-approval');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const sums = list.getByTestId('position-sums');
  await expect(sums.getByRole('row').last()).toContainText('Total');
  await page.screenshot({ path: `${SHOTS}/approval-target-cabang.png` });
  await list.getByTestId('approve').click();
  await page
    .getByRole('dialog', { name: messages.confirmApprove })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect(page.getByTestId('snackbar-success').filter({ hasText: messages.success })).toBeVisible();
  await expect
    .poll(async () => new Set(await list.locator('.MuiDataGrid-row [data-field="STATUS"]').allTextContents()))
    .toEqual(new Set(['APPROVE']));
  await expect(list.getByTestId('approve')).toBeDisabled();
});

test('Submit Target (head office): template, .xls only, a row lacking a column, both tabs, then a clean file saved', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Submit Target');
  await expect(page).toHaveTitle('Submit Target | Armada');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const template = await readDownload(await downloading);
  expect(template.fileName).toBe('Template Target.xls');
  expect(template.headers()).toEqual([...TARGET_HO_COLUMNS]);

  // Next month's recommendation for Jakarta, from this month's keys.
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
  const keys = (await recommendation(page, 'JKT', 0)).slice(0, 4);
  const row = (t: TargetRow, value: string | number) => [
    next.getFullYear(),
    next.getMonth() + 1,
    t.BRANCH_CODE,
    t.BISNIS,
    t.LINI_ID,
    t.PRODUCT_SUB_LINE,
    t.OUTLET_CHANNEL_GROUP,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    value,
    0,
  ];
  const header = [...TARGET_HO_COLUMNS];
  const input = page.getByTestId('file-input');

  await input.setInputFiles(sheetUpload([header, row(keys[0] as TargetRow, 1)], 'targets.xlsx', 'xlsx'));
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.useXlsTemplateLower }),
  ).toBeVisible();
  await input.setInputFiles(sheetUpload([header, row(keys[0] as TargetRow, '')], 'targets.xls'));
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.checkTemplateOrData }),
  ).toBeVisible();

  // One bad value among good rows: both tabs, and no Submit while a row failed.
  const good = keys.map((t, i) => row(t, 100_000_000 + i));
  await input.setInputFiles(sheetUpload([header, ...good, row(keys[0] as TargetRow, '-5')], 'targets.xls'));
  await expect(page.getByRole('tab', { name: /Error Data \(1\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`Clean Data \\(${good.length}\\)`) })).toBeVisible();
  await expect(page.getByText(messages.reasonTargetValue('TARGET_REKOMENDASI_HO'))).toBeVisible();
  // Both tabs export as legacy .xls with the template's columns, the failed one with its REASON.
  const failedExport = page.waitForEvent('download');
  await page.getByTestId('failed-rows').getByRole('button', { name: messages.exportFailedRows }).click();
  const failedFile = await readDownload(await failedExport);
  expect(failedFile.fileName).toBe('Error Data Assignment.xls');
  expect(failedFile.rows()).toHaveLength(1);
  expect(failedFile.rows()[0]?.REASON).toBe(messages.reasonTargetValue('TARGET_REKOMENDASI_HO'));
  await page.getByRole('tab', { name: /Clean Data/ }).click();
  const cleanExport = page.waitForEvent('download');
  await page.getByTestId('clean-rows').getByRole('button', { name: messages.exportCleanRows }).click();
  const cleanFile = await readDownload(await cleanExport);
  expect(cleanFile.fileName).toBe('Valid Data Mapping Assignment.xls');
  expect(cleanFile.rows()).toHaveLength(good.length);
  expect(cleanFile.headers().slice(0, TARGET_HO_COLUMNS.length)).toEqual([...TARGET_HO_COLUMNS]);
  await expect(page.getByTestId('submit-upload')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/submit-target.png` });

  await input.setInputFiles(sheetUpload([header, ...good], 'targets.xls'));
  await expect(page.getByRole('tab', { name: new RegExp(`Clean Data \\(${good.length}\\)`) })).toBeVisible();
  await page.getByTestId('submit-upload').click();
  await confirmSubmit(page);
  await expect(
    page.getByTestId('snackbar-success').filter({ hasText: messages.targetsSubmitted(good.length) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/target\/overview$/);
});

test("Submit Target Cabang: the template filled with head office's recommendation, uploaded back and saved", async ({
  page,
}) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Target', 'Submit Target Cabang');
  await expect(page).toHaveTitle('Submit Target Cabang | Armada');
  await expect(page.getByTestId('filter-branch')).toContainText('JKT');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const file = await downloading;
  const template = await readDownload(file);
  expect(template.headers()).toEqual([...TARGET_BRANCH_COLUMNS]);
  const recommended = await recommendation(page, 'JKT', 0);
  expect(template.rows()).toHaveLength(recommended.length);
  expect(notMatching(template.rows(), (r) => r.KODE_CABANG === 'JKT')).toEqual([]);

  // The branch sets its own targets in the file and uploads it back as .xls.
  const rows = template
    .text()
    .slice(1)
    .map((r) => [...r.slice(0, 10), '123456789.00', '137036036.00']);
  await page
    .getByTestId('file-input')
    .setInputFiles(sheetUpload([[...TARGET_BRANCH_COLUMNS], ...rows], 'cabang.xls'));
  await expect(page.getByRole('tab', { name: new RegExp(`Clean Data \\(${rows.length}\\)`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/submit-target-cabang.png` });
  await page.getByTestId('submit-upload').click();
  await confirmSubmit(page);
  await expect(
    page.getByTestId('snackbar-success').filter({ hasText: messages.targetsSubmitted(rows.length) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/target\/overviewbranch$/);
  expect(readFileSync(await file.path()).length).toBeGreaterThan(0);
});

test('Upload Target: the alternate sheet previewed, a row lacking a column skipped, the rest saved', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Upload Target');
  await expect(page).toHaveTitle('Upload Target | Armada');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const template = await readDownload(await downloading);
  expect(template.fileName).toBe('Template Target.xlsx');
  expect(template.headers()).toEqual([...TARGET_ALTERNATE_COLUMNS]);

  const later = new Date(new Date().getFullYear(), new Date().getMonth() + 2, 1);
  const keys = (await recommendation(page, 'BKS', 0)).slice(0, 2);
  const row = (t: TargetRow) => [
    later.getFullYear(),
    later.getMonth() + 1,
    t.BRANCH_CODE,
    t.LINI_ID,
    t.PRODUCT_SUB_LINE,
    t.OUTLET_CHANNEL_GROUP,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    5_000_000,
    5_500_000,
  ];
  const incomplete = [...row(keys[0] as TargetRow).slice(0, 9), ''];
  await page
    .getByTestId('file-input')
    .setInputFiles(
      sheetUpload([[...TARGET_ALTERNATE_COLUMNS], ...keys.map(row), incomplete], 'alternate.xlsx', 'xlsx'),
    );
  await expect(page.getByTestId('preview-rows').getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: messages.submitDataTarget }).click();
  await confirmSubmit(page);
  await expect(page.getByTestId('import-result')).toHaveText(messages.targetRowsSkipped(2, 1));
});

/** A folder of its own for the files a test writes, changes and chooses again from disk. */
const diskFolder = () => mkdtempSync(path.join(tmpdir(), 'armada-upload-'));

/** A head office target sheet row of next month for a recommended key, with its value. */
function nextMonthRow(t: TargetRow, value: string | number): (string | number)[] {
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
  const keys = [t.BRANCH_CODE, t.BISNIS, t.LINI_ID, t.PRODUCT_SUB_LINE, t.OUTLET_CHANNEL_GROUP];
  return [
    next.getFullYear(),
    next.getMonth() + 1,
    ...keys,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    value,
    0,
  ];
}

test('Submit Target: a file corrected on disk and chosen again under its name is read again, and again after Remove file', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Submit Target');
  const keys = (await recommendation(page, 'JKT', 0)).slice(0, 3);
  const good = keys.map((t, i) => nextMonthRow(t, 200_000_000 + i));
  const file = path.join(diskFolder(), 'x.xls');
  const writeSheet = (rows: (string | number)[][]) =>
    writeFileSync(file, sheetUpload([[...TARGET_HO_COLUMNS], ...rows], 'x.xls').buffer);
  let checks = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/target/upload') checks++;
  });
  const input = page.getByTestId('file-input');
  const failedTab = page.getByRole('tab', { name: /Error Data/ });
  const cleanTab = page.getByRole('tab', { name: /Clean Data/ });

  writeSheet([...good, nextMonthRow(keys[0] as TargetRow, '-5')]);
  await input.setInputFiles(file);
  await expect(failedTab).toHaveText('Error Data (1)');
  await expect(cleanTab).toHaveText(`Clean Data (${good.length})`);
  expect(checks).toBe(1);

  // Corrected in place, chosen again: checked again, the old error gone.
  writeSheet(good);
  await input.setInputFiles(file);
  await expect(failedTab).toHaveText('Error Data (0)');
  await expect(cleanTab).toHaveText(`Clean Data (${good.length})`);
  expect(checks).toBe(2);
  await expect(page.getByTestId('submit-upload')).toBeEnabled();

  // Removed, then the same file chosen again.
  await page.getByRole('button', { name: messages.removeFile }).click();
  await expect(page.getByTestId('chosen-file')).toBeHidden();
  await expect(cleanTab).toBeHidden();
  await input.setInputFiles(file);
  await expect(page.getByTestId('chosen-file')).toContainText('x.xls');
  await expect(cleanTab).toHaveText(`Clean Data (${good.length})`);
  expect(checks).toBe(3);
});

test('Upload Target: rows lacking a column named by their sheet rows and marked, refusals in the sheet’s words, what goes in and stays out, the file cleared', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Upload Target');
  const ahead = new Date(new Date().getFullYear(), new Date().getMonth() + 3, 1);
  const keys = (await recommendation(page, 'BKS', 0)).slice(0, 3);
  const row = (t: TargetRow, ho: string | number = 6_000_000, cab: string | number = 6_500_000) => [
    ahead.getFullYear(),
    ahead.getMonth() + 1,
    t.BRANCH_CODE,
    t.LINI_ID,
    t.PRODUCT_SUB_LINE,
    t.OUTLET_CHANNEL_GROUP,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    ho,
    cab,
  ];
  const [a, b, c] = keys as [TargetRow, TargetRow, TargetRow];
  const file = path.join(diskFolder(), 'alternate.xlsx');
  const writeSheet = (rows: (string | number)[][]) =>
    writeFileSync(
      file,
      sheetUpload([[...TARGET_ALTERNATE_COLUMNS], ...rows], 'alternate.xlsx', 'xlsx').buffer,
    );
  let sent: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/target/upload')
      sent = (req.postDataJSON() as { DATA_TARGET: unknown[] }).DATA_TARGET;
  });
  const input = page.getByTestId('file-input');
  const preview = page.getByTestId('preview-rows');
  const previewRow = (n: number) =>
    preview
      .getByRole('row')
      .filter({ has: page.locator('[data-field="ROW"]').getByText(String(n), { exact: true }) });
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });

  // Sheet rows 2..6: a row, one without SUM_OF_TARGET_CABANG, a row, one without YEAR_ID, a row.
  const noCabang = row(a).with(9, '');
  const noYear = row(b).with(0, '');
  writeSheet([row(a), noCabang, row(b), noYear, row(c)]);
  await input.setInputFiles(file);
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(5));
  await expect(page.getByTestId('rows-skipped')).toHaveText(messages.rowsSkipped(2));
  await expect(page.getByTestId('skipped-rows')).toHaveText(
    `${messages.rowsSkipped(2)} ${messages.skippedRow(3, 'SUM_OF_TARGET_CABANG')}; ${messages.skippedRow(5, 'YEAR_ID')}.`,
  );
  // The preview shows every row read, the two skipped marked with why.
  await expect(preview.locator('.MuiDataGrid-row')).toHaveCount(5);
  await expect(preview.locator('.import-failed-row')).toHaveCount(2);
  await expect(previewRow(3)).toHaveClass(/import-failed-row/);
  await expect(previewRow(3)).toContainText(messages.reasonSkipped('SUM_OF_TARGET_CABANG'));
  await expect(previewRow(5)).toContainText(messages.reasonSkipped('YEAR_ID'));
  await expect(previewRow(4)).not.toHaveClass(/import-failed-row/);
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/upload-target-skipped.png`, fullPage: true });

  // The same file rewritten with a bad value on sheet row 4 (the third row sent): the new rows
  // are read, and the server's refusal names the sheet's row and column.
  writeSheet([noCabang, row(a), row(b, '-5'), row(c)]);
  await input.setInputFiles(file);
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(4));
  await expect(page.getByTestId('skipped-rows')).toHaveText(
    `${messages.rowsSkipped(1)} ${messages.skippedRow(2, 'SUM_OF_TARGET_CABANG')}.`,
  );
  await expect(previewRow(4)).toContainText('-5');
  await page.getByRole('button', { name: messages.submitDataTarget }).click();
  await expect(dialog).toContainText(messages.rowsToSubmit(3, 1));
  await dialog.getByRole('button', { name: messages.submit }).click();
  const refusal = messages.targetAlternateRefused(
    4,
    messages.reasonTargetValue('SUM_OF_TARGET_REKOMENDASI_HO'),
  );
  await expect(page.getByTestId('snackbar-error').filter({ hasText: refusal })).toBeVisible();
  await expect(page.getByTestId('import-error')).toHaveText(refusal);
  await expect(page.getByText(/TARGET_REKOMENDASI_HO/).filter({ hasNotText: 'SUM_OF_' })).toHaveCount(0);
  expect(sent).toHaveLength(3);
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/upload-target-refused.png`, fullPage: true });

  // Corrected on disk and chosen again: three rows go in, the skipped one stays out and is listed.
  writeSheet([noCabang, row(a), row(b), row(c)]);
  await input.setInputFiles(file);
  await expect(previewRow(4)).not.toContainText('-5');
  await page.getByRole('button', { name: messages.submitDataTarget }).click();
  await expect(dialog).toContainText(messages.rowsToSubmit(3, 1));
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(page.getByTestId('import-result')).toHaveText(messages.targetRowsSkipped(3, 1));
  expect(sent).toHaveLength(3);
  await expect(page.getByTestId('rows-left-out')).toHaveText(messages.rowsLeftOut(1));
  const leftOut = page.getByTestId('failed-rows');
  await expect(leftOut.locator('.MuiDataGrid-row')).toHaveCount(1);
  await expect(leftOut.locator('.MuiDataGrid-row')).toContainText(
    messages.reasonSkipped('SUM_OF_TARGET_CABANG'),
  );
  await expect(page.getByTestId('skipped-rows')).toBeVisible();
  // The file is cleared, and nothing more can be sent until a file is chosen.
  await expect(page.getByTestId('chosen-file')).toBeHidden();
  await expect(page.getByTestId('preview-rows')).toBeHidden();
  await expect(page.getByRole('button', { name: messages.submitDataTarget })).toBeDisabled();
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/upload-target-submitted.png`, fullPage: true });
  // The same file can be chosen again after the submit.
  await input.setInputFiles(file);
  await expect(page.getByTestId('chosen-file')).toContainText('alternate.xlsx');
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(4));
});

test("Target HO Approval: APPROVE only for months the branch has submitted, the server's refusal, the icons' tooltips, and the hint naming Search", async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Target HO Approval');
  const list = page.getByTestId('target-ho-approval');
  await expect(list.getByText(messages.pressToLoad(messages.searchLabel))).toBeVisible();
  // This month Bandung holds head office's recommendation only: nothing of the branch to approve.
  await choose(page, 'filter-branch', 'BDG - BANDUNG');
  await list.getByRole('button', { name: messages.searchLabel, exact: true }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(list.getByTestId('status-NEW')).toBeVisible();
  await expect(list.getByTestId('approve')).toBeDisabled();
  const now = monthFrom(0);
  const refused = await page.request.post('/api/target/approve', {
    headers: { 'api-key': 'armada-dev-key' },
    data: { MonthID: now.getMonth() + 1, YearID: now.getFullYear(), BranchCode: 'BDG', USER_ID: 'ho.admin' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).message).toBe(messages.targetNotSubmitted(periodeOf(now), ['BDG']));

  // Every branch: Jakarta's submitted month awaits approval, so APPROVE is there for it.
  await choose(page, 'filter-branch', 'ALL BRANCH');
  await list.getByRole('button', { name: messages.searchLabel, exact: true }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(15));
  await expect(list.getByTestId('approve')).toBeEnabled();

  // The icons of a row say what they do.
  const rowOf = (branch: string) => list.locator('.MuiDataGrid-row').filter({ hasText: branch });
  await rowOf('BDG').getByTestId('reject-row').hover();
  await expect(page.getByRole('tooltip', { name: messages.rejectLabel })).toBeVisible();
  await rowOf('BKS').getByTestId('reopen-row').hover();
  await expect(page.getByRole('tooltip', { name: messages.reopenLabel })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/target-ho-approval-tooltip.png` });
});

test('Summary Target: the branches that have not submitted the month are listed, and the hint names Search Target Overview', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Summary Target');
  const list = page.getByTestId('target-summary');
  await expect(list.getByText(messages.pressToLoad(messages.searchTargetOverview))).toBeVisible();
  await list.getByRole('button', { name: messages.searchTargetOverview }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(15));
  const note = list.getByTestId('target-not-submitted');
  const now = periodeOf(monthFrom(0));
  // Jakarta and Bekasi have submitted this month; the other thirteen sales branches have not.
  await expect(note).toContainText(messages.targetNotSubmittedTitle(now, 13));
  await expect(note).toContainText('BDG - BANDUNG');
  await expect(note).not.toContainText('JKT - ');
  await expect(note).not.toContainText('BKS - ');
  await page.screenshot({ path: `${SHOTS}/summary-target-not-submitted.png` });
  // Two months back every branch had submitted.
  await pickMonth(page, monthFrom(-2));
  await list.getByRole('button', { name: messages.searchTargetOverview }).click();
  await expect(note).toHaveText(messages.targetAllSubmitted(periodeOf(monthFrom(-2))));
});

test('Submit Target (head office): after the submit, Summary Target shows the month submitted', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  // The summary was last left on last month.
  await openMenu(page, 'Target', 'Summary Target');
  const summary = page.getByTestId('target-summary');
  await pickMonth(page, monthFrom(-1));
  await summary.getByRole('button', { name: messages.searchTargetOverview }).click();
  await expect(summary.getByTestId('list-total')).toHaveText(messages.rowsTotal(15));

  // Head office recommends Bekasi's targets five months ahead.
  await openMenu(page, 'Target', 'Submit Target');
  const ahead = monthFrom(5);
  const keys = (await recommendation(page, 'BKS', 0)).slice(0, 3);
  const row = (t: TargetRow, i: number) => [
    ahead.getFullYear(),
    ahead.getMonth() + 1,
    t.BRANCH_CODE,
    t.BISNIS,
    t.LINI_ID,
    t.PRODUCT_SUB_LINE,
    t.OUTLET_CHANNEL_GROUP,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    300_000_000 + i,
    0,
  ];
  await page
    .getByTestId('file-input')
    .setInputFiles(sheetUpload([[...TARGET_HO_COLUMNS], ...keys.map(row)], 'ahead.xls'));
  await expect(page.getByRole('tab', { name: new RegExp(`Clean Data \\(${keys.length}\\)`) })).toBeVisible();
  await page.getByTestId('submit-upload').click();
  await confirmSubmit(page);
  await expect(page).toHaveURL(/\/target\/overview$/);
  await expect(page.getByTestId('filter-month')).toContainText(MONTHS_ID[ahead.getMonth()] as string);
  await expect(page.getByTestId('filter-year')).toContainText(String(ahead.getFullYear()));
  await expect(summary.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(summary.locator('.MuiDataGrid-row [data-field="PERIODE"]')).toHaveText([periodeOf(ahead)]);
  await expect(summary.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]')).toHaveText(['BKS']);
});

test("Approval Target Cabang: no APPROVE for a month holding only head office's recommendation; the hint names Search", async ({
  page,
}) => {
  await login(page, users.branchHead);
  await openMenu(page, 'Target', 'Approval Target Cabang');
  const list = page.getByTestId('target-branch-approval');
  await expect(list.getByText(messages.pressToLoad(messages.searchLabel))).toBeVisible();
  // Five months ahead Bekasi holds the recommendation head office submitted above, nothing of its own.
  await pickMonth(page, monthFrom(5));
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(3));
  await expect(list.getByTestId('status-NEW').first()).toBeVisible();
  await expect(list.getByTestId('approve')).toBeDisabled();
});

test('Delete Target Cabang: the deleted rows leave the list; the hint names Search', async ({ page }) => {
  await login(page, users.branchHead);
  await openMenu(page, 'Target', 'Delete Target Cabang');
  const list = page.getByTestId('target-delete');
  await expect(list.getByText(messages.pressToLoad(messages.searchLabel))).toBeVisible();
  // Two months ahead Bekasi holds its own targets (Upload Target above); five months ahead only
  // head office's recommendation, which is no branch target to delete.
  await pickMonth(page, monthFrom(5));
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(0));
  await expect(list.getByTestId('delete-targets')).toBeDisabled();
  await pickMonth(page, monthFrom(2));
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).not.toHaveText(messages.rowsTotal(0));
  await list.getByTestId('delete-reason').click();
  await page.getByRole('option', { name: 'Data ganda' }).click();
  await list.getByTestId('delete-targets').click();
  await page
    .getByRole('dialog', { name: messages.confirmDelete })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect(snackbar(page, 'success', messages.success)).toBeVisible();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(0));
  await expect(list.locator('.MuiDataGrid-row')).toHaveCount(0);
  await expect(list.getByTestId('delete-targets')).toBeDisabled();
});

test('Summary Target Cabang: By Lini shows the selection loaded on By Position and keeps it across the tabs and a visit elsewhere', async ({
  page,
}) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Target', 'Summary Target Cabang');
  const position = page.getByTestId('target-branch-summary');
  await expect(position.getByText(messages.pressToLoad(messages.loadList))).toBeVisible();
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await position.getByTestId('load-list').click();
  await expect(position.getByTestId('list-total')).toContainText(/Total [1-9]/);

  await page.getByTestId('tab-lini').click();
  const lini = page.getByTestId('target-branch-summary-lini');
  await expect(lini.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await expect
    .poll(
      async () =>
        new Set(await lini.locator('.MuiDataGrid-row [data-field="BRANCH_CODE"]').allTextContents()),
    )
    .toEqual(new Set(['JKT']));
  await page.getByTestId('tab-position').click();
  await expect(position.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await page.getByTestId('tab-lini').click();
  await expect(lini.getByTestId('list-total')).toContainText(/Total [1-9]/);

  // Away and back: the screen opens on By Lini, still loaded.
  await openMenu(page, 'Target', 'Submit Target Cabang');
  await openMenu(page, 'Target', 'Summary Target Cabang');
  await expect(page.getByRole('tab', { name: messages.byLini })).toHaveAttribute('aria-selected', 'true');
  await expect(lini.getByTestId('list-total')).toContainText(/Total [1-9]/);
});

test("Submit Target Cabang with the TARGET period closed: Submit says 'Periode sudah ditutup.'", async ({
  page,
}) => {
  const branches = ['JKT - JAKARTA', 'BKS - BEKASI'];
  const endOfLastMonth = new Date(monthFrom(0).getTime() - 86_400_000);
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await setPeriodByApi('TARGET', branches, '2024-01-01', iso(endOfLastMonth));
  try {
    await login(page, users.branchAdmin);
    await openMenu(page, 'Target', 'Submit Target Cabang');
    await expect(page.getByTestId('import-blocked')).toHaveText(messages.periodClosed);
    await page.getByTestId('submit-upload').click();
    await expect(snackbar(page, 'error', messages.periodClosed)).toBeVisible();
    await expect(snackbar(page, 'error', messages.uploadFileFirst)).toHaveCount(0);
  } finally {
    await setPeriodByApi('TARGET', branches, '2024-01-01', '4001-12-31');
  }
});

test('Submit Target (head office): a search finds rows of both tabs of the check, by any column or REASON', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Target', 'Submit Target');
  const ahead = monthFrom(6);
  const keys = (await recommendation(page, 'JKT', 0)).slice(0, 4);
  const row = (t: TargetRow, value: string | number) => [
    ahead.getFullYear(),
    ahead.getMonth() + 1,
    t.BRANCH_CODE,
    t.BISNIS,
    t.LINI_ID,
    t.PRODUCT_SUB_LINE,
    t.OUTLET_CHANNEL_GROUP,
    t.ROLE_POSITION_CODE,
    t.TERITORY_GEO_GROUP,
    value,
    0,
  ];
  const [first, second] = keys as [TargetRow, TargetRow];
  const bad = { ...second, TERITORY_GEO_GROUP: 'NOWHERE' };
  await page
    .getByTestId('file-input')
    .setInputFiles(
      sheetUpload(
        [[...TARGET_HO_COLUMNS], ...keys.map((t, i) => row(t, 1_000_000 + i)), row(bad, 5)],
        'search.xls',
      ),
    );
  await expect(page.getByRole('tab', { name: /Error Data \(1\)/ })).toBeVisible();
  const search = page.getByTestId('check-search');
  const found = search.getByTestId('check-search-rows');
  await expect(search).toContainText(messages.checkSearchHint);
  await expect(found).toBeHidden();

  // By the REASON of the failed row: that row only, with its REASON.
  await search.getByTestId('check-search-input').fill('TERITORY_GEO_GROUP');
  await expect(found.locator('.MuiDataGrid-row')).toHaveCount(1);
  await expect(found.locator('.MuiDataGrid-row [data-field="REASON"]')).toHaveText([
    messages.reasonTargetUnknownGeoGroup,
  ]);
  await expect(search).toContainText(messages.checkSearchFound(1, keys.length + 1));
  // By a clean row's sub-line and position, every word matching: that row alone (sheet row 2).
  await search
    .getByTestId('check-search-input')
    .fill(`${first.PRODUCT_SUB_LINE} ${first.ROLE_POSITION_CODE}`);
  await expect(search).toContainText(messages.checkSearchFound(1, keys.length + 1));
  await expect(found.locator('.MuiDataGrid-row [data-field="ROW"]')).toHaveText(['2']);
  await expect(found.locator('.MuiDataGrid-row [data-field="REASON"]')).toHaveText(['']);
  await page.screenshot({ path: `${SHOTS}/submit-target-search.png` });
  await search.getByTestId('check-search-input').fill('');
  await expect(found).toBeHidden();
});

/** The right edge of an element, and of the card it sits in, on screen. */
async function rightEdges(
  page: Page,
  element: ReturnType<Page['getByTestId']>,
  card: ReturnType<Page['getByTestId']>,
) {
  const box = await element.boundingBox();
  const cardBox = await card.boundingBox();
  if (!box || !cardBox) throw new Error('not on screen');
  return {
    element: box.x + box.width,
    card: cardBox.x + cardBox.width,
    viewport: page.viewportSize()?.width ?? 0,
  };
}

test('Target screens at 1024 px: the filters and their button stay inside the card; at 1366 px the branch target columns are in sight', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await login(page, users.branchAdmin);
  await openMenu(page, 'Target', 'Summary Target Cabang');
  await page.getByTestId('tab-position').click();
  const summary = page.getByTestId('target-branch-summary');
  for (const id of ['load-list', 'filter-status']) {
    const edges = await rightEdges(page, summary.getByTestId(id), summary);
    expect(edges.element, id).toBeLessThanOrEqual(edges.card);
    expect(edges.card, id).toBeLessThanOrEqual(edges.viewport);
  }
  await summary.getByTestId('load-list').click();
  await expect(summary.getByTestId('list-total')).toContainText(/Total [1-9]/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.screenshot({ path: `${SHOTS}/summary-target-cabang-1024.png` });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${SHOTS}/summary-target-cabang-1366.png` });
  const grid = summary.locator('.MuiDataGrid-main');
  for (const field of ['BRANCH_CODE', 'ROLE_POSITION_CODE', 'VALUE_TGT_CAB', 'VALUE_TGT_GROSS', 'STATUS']) {
    const header = summary.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
    const [h, g] = [await header.boundingBox(), await grid.boundingBox()];
    expect(h && g && h.x + h.width <= g.x + g.width, field).toBe(true);
  }

  const headPage = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 1024, height: 768 } });
  if (!headPage) throw new Error('no browser');
  try {
    await login(headPage, users.hoAdmin);
    await openMenu(headPage, 'Target', 'Target HO Approval');
    const approval = headPage.getByTestId('target-ho-approval');
    const edges = await rightEdges(headPage, approval.getByTestId('load-list'), approval);
    expect(edges.element).toBeLessThanOrEqual(edges.card);
    await headPage.screenshot({ path: `${SHOTS}/target-ho-approval-1024.png` });
    await headPage.setViewportSize({ width: 1366, height: 768 });
    await headPage.screenshot({ path: `${SHOTS}/target-ho-approval-1366.png` });
  } finally {
    await headPage.close();
  }

  const branchHead = await page
    .context()
    .browser()
    ?.newPage({ viewport: { width: 1024, height: 768 } });
  if (!branchHead) throw new Error('no browser');
  try {
    await login(branchHead, users.branchHead);
    for (const [screen, id] of [
      ['Delete Target Cabang', 'target-delete'],
      ['Approval Target Cabang', 'target-branch-approval'],
    ] as const) {
      await openMenu(branchHead, 'Target', screen);
      const card = branchHead.getByTestId(id);
      const edges = await rightEdges(branchHead, card.getByTestId('load-list'), card);
      expect(edges.element, screen).toBeLessThanOrEqual(edges.card);
      await card.getByTestId('load-list').click();
      await expect(card.getByTestId('list-total')).toBeVisible();
      await branchHead.screenshot({ path: `${SHOTS}/${id}-1024.png` });
      await branchHead.setViewportSize({ width: 1366, height: 768 });
      await branchHead.screenshot({ path: `${SHOTS}/${id}-1366.png` });
      await branchHead.setViewportSize({ width: 1024, height: 768 });
    }
  } finally {
    await branchHead.close();
  }
});
