/**
 * The main flows with the keyboard alone (no click, no hover): log in and open a screen from the
 * menu; filter a list, page it and export it; upload a file, submit it and read its failed rows;
 * fill a form, correct a field error and save; tick rows of an approval list and approve them
 * behind the confirmation; open a display check's photos and page through them. At every step
 * the focus shows (a focus ring), never falls back to the page's <body> after a dialog closes or
 * a list reloads, and Escape closes what it opened.
 */
import { mkdirSync } from 'node:fs';
import { contract } from '../common/contract';
import { ROLE_UPLOAD_COLUMNS } from '../common/contract/structure';
import { endOfThisMonth, firstDayOfMonth } from '../common/dates';
import { messages } from '../common/messages';
import { notMatching } from '../common/test-lists';
import { DEMO_CAMPAIGN_MAKER } from '../server/db/seed/push-activity-data';
import { listTotal, readDownload, roleUploadRow, sheetUpload, snackbar, users } from './support';
import { postCall } from './support/api';
import { expect, test } from './support/fixtures';
import {
  expectFocusIn,
  expectFocusKept,
  expectFocusVisible,
  loginByKeyboard,
  tabIntoGridRows,
  tabTo,
} from './support/keyboard';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** A code no earlier run of the same database has used. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

test('log in and open a screen from the side menu', async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'menu' });
  const group = nav.getByRole('button', { name: 'Structure', exact: true });
  await tabTo(page, group);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  const link = nav.getByRole('link', { name: messages.manageRole, exact: true });
  await tabTo(page, link);
  await expectFocusVisible(page);
  await page.screenshot({ path: `${SHOTS}/keyboard-menu-focus.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/manage-role\/overview$/);
  await expect(page).toHaveTitle(`${messages.manageRole} | Armada`);
  // The link followed keeps the focus: Tab goes on into the screen from there.
  await expectFocusIn(link);
  await expectFocusVisible(page);
});

test('filter a list, page it and export it', async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  await page.goto('/manage-role/overview');
  const list = page.getByTestId('role-list');
  const load = list.getByTestId('load-list');
  await tabTo(page, load);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('list-total')).toBeVisible();
  const total = await listTotal(list);
  expect(total).toBeGreaterThan(100);
  await expect(list.getByText(`1–100 of ${total}`)).toBeVisible();
  // The list loaded under the focus: it stays on Load List.
  await expectFocusIn(load);

  const firstPosition = list.locator('.MuiDataGrid-cell[data-field="ROLE_POSITION_CODE"]').first();
  const onFirstPage = await firstPosition.textContent();
  const next = list.getByRole('button', { name: 'Go to next page' });
  await tabTo(page, next);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(list.getByText(`101–${Math.min(200, total)} of ${total}`)).toBeVisible();
  await expect(firstPosition).not.toHaveText(onFirstPage ?? '');
  // The page reloaded under the focus: it stays on the pager (on Previous when Next is spent on
  // the last page).
  await expectFocusIn(list.locator('.MuiDataGrid-footerContainer'));
  await expectFocusVisible(page);

  // The search box filters the loaded list as the user types.
  await tabTo(page, list.getByTestId('list-search'), { back: true });
  await expectFocusVisible(page);
  await page.keyboard.type('JKT-');
  await expect.poll(() => listTotal(list)).toBeLessThan(total);
  const found = await listTotal(list);
  expect(found).toBeGreaterThan(0);
  await expectFocusIn(list.getByTestId('list-search'));

  const exportButton = list.getByTestId('list-export');
  await tabTo(page, exportButton);
  await expectFocusVisible(page);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Overview Role.xlsx');
  expect(file.rows()).toHaveLength(found);
  expect(notMatching(file.rows(), (r) => String(r.ROLE_POSITION_CODE).includes('JKT-'))).toEqual([]);
  await expectFocusIn(exportButton);
});

test('upload a file, submit it and read its failed rows', async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  await page.goto('/manage-role/upload');
  const prefix = unique('JKT-KB-');
  const good = (n: number) => roleUploadRow(prefix, n);
  const bad = [...good(9)];
  bad[1] = 'NO-SUCH-TYPE';

  // The drop area is a control of its own: Enter opens the file chooser.
  const dropArea = page.getByTestId('drop-area');
  // Listened for before the keys: Playwright turns the chooser's interception on asynchronously,
  // and a key pressed right after asking for it could open the browser's own (unseen) chooser.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, dropArea);
  await expectFocusVisible(page);
  // It takes a file once the screen has read its period (until then it shows as busy).
  await expect(dropArea).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(sheetUpload([[...ROLE_UPLOAD_COLUMNS], good(1), bad, good(2)], 'roles.xls'));
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(3));
  await expectFocusKept(page);

  // Escape closes the confirmation and gives the focus back to Submit.
  const submit = page.getByTestId('submit-upload');
  await tabTo(page, submit);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await expectFocusIn(dialog.getByRole('button', { name: messages.submit }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusIn(submit);
  await page.keyboard.press('Enter');
  await expectFocusIn(dialog.getByRole('button', { name: messages.submit }));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const result = page.getByTestId('import-result');
  await expect(result).toHaveText(messages.importResult(2, 1));
  // Submit is spent: the focus moves to the result, never to <body>.
  await expectFocusKept(page);
  const failed = page.getByTestId('failed-rows');
  await tabTo(page, failed.getByRole('grid'));
  await expectFocusVisible(page);
  const failedRow = failed.getByRole('row').filter({ hasText: `${prefix}-9` });
  for (let i = 0; i < 3 && !(await failedRow.evaluate((r) => r.contains(document.activeElement))); i++)
    await page.keyboard.press('ArrowDown');
  await expectFocusIn(failedRow);
  await expect(failedRow).toContainText(messages.reasonUnknownType);

  const exportFailed = failed.getByRole('button', { name: messages.exportFailedRows });
  await tabTo(page, exportFailed, { back: true });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await readDownload(await download);
  expect(file.rows()).toHaveLength(1);
  expect(file.rows()[0]).toMatchObject({ POSITION_CODE: `${prefix}-9` });
});

test('fill a form, correct a field error and save', async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  await page.goto('/structure/type');
  const form = page.getByTestId('type-form');
  const code = unique('KBT');
  await tabTo(page, form.getByTestId('code'));
  await expectFocusVisible(page);
  await page.keyboard.type(code);
  // Enter in a field submits the form: the empty description is named and takes the focus.
  await page.keyboard.press('Enter');
  await expect(form.getByText(messages.typeDescRequired, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectFocusIn(form.getByTestId('desc'));
  await expectFocusVisible(page);
  await page.keyboard.type('Type typed with the keyboard');
  await tabTo(page, form.getByTestId('save'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await expectFocusIn(dialog.getByRole('button', { name: messages.submit }));
  await page.keyboard.press('Enter');
  await expect(snackbar(page, 'success', messages.typeInserted)).toBeVisible();
  await expect(form.getByTestId('code')).toHaveValue('');
  await expect(form.getByText(messages.typeDescRequired, { exact: true })).toBeHidden();
  await expectFocusKept(page);
  await expectFocusVisible(page);
});

test('tick rows of an approval list and approve them behind the confirmation', async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  // Next month's waiting campaign: the approval spec decides this month's.
  const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 1);
  const month = { month: next.getMonth() + 1, year: next.getFullYear() };
  const waiting = (
    await postCall(page, contract.pushActivity.loadApprovalHeader, month)
  ).resultAppHeader.filter((h) => h.STATUS === 'New Request' && h.USERID_UPDATE === DEMO_CAMPAIGN_MAKER);
  const campaign = waiting[0];
  if (!campaign) throw new Error('the demo holds no waiting campaign next month');

  await page.goto('/pushactivity/paapproval');
  const list = page.getByTestId('pa-approval');
  const period = page.getByTestId('filter-period');
  await tabTo(page, period.getByRole('spinbutton').first());
  await page.keyboard.type(`${month.year}${String(month.month).padStart(2, '0')}`);
  await expect(period.locator('input')).toHaveValue(`${month.year}-${String(month.month).padStart(2, '0')}`);
  await tabTo(page, list.getByTestId('load-list'));
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('list-total')).toBeVisible();
  await tabTo(page, list.getByTestId('list-search'));
  // The name goes in at once, as pasted: typed key by key, a pause could apply a part of it
  // (already one row) and the rest a moment later, and a new search forgets the ticks before it.
  await page.keyboard.insertText(campaign.ACTIVITY_HEADER_NAME);
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  const rows = list.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(1);

  // Into the grid: the first cell of the first row is its checkbox; Space ticks it.
  await tabIntoGridRows(page, list.getByRole('grid'));
  const checkbox = rows.first().getByRole('checkbox');
  await expectFocusIn(checkbox);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await expect(list.getByTestId('list-picked')).toHaveText(messages.chosenCount(1));

  const approve = list.getByTestId('approve');
  await tabTo(page, approve, { back: true });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.confirmApprove });
  const yes = dialog.getByRole('button', { name: messages.submit });
  await expectFocusIn(yes);
  // Escape closes the confirmation and changes nothing; the focus is back on Approve.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusIn(approve);
  await expect(checkbox).toBeChecked();
  // Opened again at once, the confirmation's button has the focus, not its frame.
  await page.keyboard.press('Enter');
  await expectFocusIn(yes);
  await expectFocusVisible(page);
  const approved = page.waitForRequest((r) => r.url().endsWith('/api/pushact/approve'));
  await page.keyboard.press('Enter');
  expect((await approved).postDataJSON()).toMatchObject({ arrSelected: [campaign.ACTIVITY_HEADER_ID] });
  await expect(snackbar(page, 'success', messages.success)).toBeVisible();
  await expect(list.locator('.MuiDataGrid-cell[data-field="STATUS"]')).toHaveText(['Approved']);
  await expect(list.getByTestId('list-picked')).toHaveText(messages.chosenCount(0));
  // The list reloaded and Approve is spent: the focus stays in the list.
  await expectFocusKept(page);
  await expectFocusVisible(page);
});

test("open a display check's photos and page through them", async ({ page }) => {
  await loginByKeyboard(page, users.hoAdmin);
  const today = new Date();
  const answer = await postCall(page, contract.crc.overview, {
    BranchCode: '',
    PositionCode: '',
    Bisnis: '',
    isAcrylic: 'Y',
    StartDate: firstDayOfMonth(today),
    EndDate: endOfThisMonth(today),
    pageSize: 100,
  });
  const index = answer.rows.slice(0, 10).findIndex((r) => r.PHOTOS >= 2);
  const check = answer.rows[index];
  if (!check) throw new Error('no check of several photos among the first rows');

  await page.goto('/crc/overview');
  const list = page.getByTestId('crc-file-viewer');
  await tabTo(page, list.getByTestId('load-list'));
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('list-total')).toBeVisible();
  // The first cell of the first row holds the row's actions; down to the check's row.
  await tabIntoGridRows(page, list.getByRole('grid'));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  const row = list.locator(`.MuiDataGrid-row[data-id="${check.CRC_HEADERID}"]`);
  const view = row.getByTestId('view-photos');
  await expectFocusIn(view);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  const preview = page.getByTestId('photo-preview');
  const counter = preview.getByTestId('preview-counter');
  await expect(counter).toHaveText(`1 / ${check.PHOTOS}`);
  await expectFocusIn(preview);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${check.PHOTOS}`);
  await tabTo(page, preview.getByTestId('preview-previous'));
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`1 / ${check.PHOTOS}`);
  await tabTo(page, preview.getByTestId('preview-next'));
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText(`2 / ${check.PHOTOS}`);
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  // The focus is back on the eye that opened the preview.
  await expectFocusIn(view);
  await expectFocusVisible(page);
});
