/**
 * Incentive adjustment as users meet it (spec part 2 sections 2, 3, 5, 8 and 9): a branch admin
 * finds an invoice of its org, completes two of its lines (position to, reason; position from is
 * the line's credit holder; an amount tabbed into is replaced by what is typed), meets '{item}
 * already exist.' choosing an item twice and 'Please fill in all data.' with an empty row, deletes
 * rows after their confirmation and submits: 'Data saved successfully'. Every field of a row shows
 * whole beside the menu at 1366 and 1024 px. Asking one of the lines again beside a new request,
 * the new one is saved and the duplicate alone stays, the screen saying how many of each; a search
 * that finds no invoice clears the rows of the one before. An Excel upload of requests shows its
 * failed row with the reason and saves the clean one. Head office finds the requests in the
 * summary of the invoice's month, approves one and rejects another (not being their maker), reads
 * customer and item whole, sees a request of its own that it cannot pick, and exports 'Detail
 * Incentive.xlsx' with the decisions. The branch admin has no approval screen.
 *
 * The invoice is found through the API as the branch admin: one of org 101 whose lines no request
 * names yet, two of them held by a single position each (the demo's first line always is).
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { contract } from '../common/contract';
import {
  ADJUST_UPLOAD_COLUMNS,
  type AdjustRow,
  INCENTIVE_EXPORT_FILE,
  type InvoiceLine,
} from '../common/contract/incentive';
import { messages } from '../common/messages';
import { DEMO_ADJUST_REASONS } from '../server/db/seed/incentive-data';
import {
  choose,
  confirmDialog,
  login,
  logout,
  openMenu,
  readDownload,
  sheetUpload,
  snackbar,
  tickRow,
  typeDateInto,
  users,
} from './support';
import { postCall } from './support/api';
import { expect, test } from './support/fixtures';
import {
  choosePositionTo,
  type Found,
  findInvoice,
  invoicesToAdjust,
  keepOnly,
  requestsOfInvoice,
  rows,
} from './support/incentive';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Adjust Incentive';

/** Shared by the steps, which run in order: what the branch admin asked. */
const asked = { invoice: '', month: '', items: [] as string[], positionsTo: [] as string[] };
/** An invoice the branch admin asks through the upload. */
let uploaded: Found | undefined;
/** An invoice one line of which the branch admin asks again beside a new request. */
let askedAgain: Found | undefined;
/** An invoice head office asks on itself, for the request it may not decide. */
let ownInvoice: Found | undefined;

const row = (page: Page, n: number) => page.getByTestId(`adjust-row-${n}`);

const LAPTOP = { width: 1366, height: 800 };
const SMALL = { width: 1024, height: 768 };

/**
 * Each field of the row lies inside the rows' box (nothing off to the side) and shows its label and
 * value whole (no text cut).
 */
async function expectRowWhole(page: Page, n: number): Promise<void> {
  const box = await page.getByTestId('adjust-rows').boundingBox();
  if (!box) throw new Error('no rows');
  for (const field of ['product', 'position-from', 'position-to', 'quantity', 'amount', 'reason', 'delete']) {
    const at = await page.getByTestId(`row-${n}-${field}`).boundingBox();
    expect(at, field).not.toBeNull();
    expect((at?.x ?? 0) + (at?.width ?? 0), field).toBeLessThanOrEqual(box.x + box.width + 1);
    const cut = await page
      .getByTestId(`row-${n}-${field}`)
      .locator('label, input, .MuiSelect-select')
      .evaluateAll((all) =>
        all
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => (e instanceof HTMLInputElement ? e.value : e.textContent)),
      );
    expect(cut, field).toEqual([]);
  }
}
const cells = (list: Locator, field: string) =>
  list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`);

/** The values of the field's rendered cells show whole: no ellipsis, no line cut off. */
async function expectWhole(list: Locator, field: string): Promise<void> {
  const all = cells(list, field);
  await expect(all.first()).toBeVisible();
  const cut = await all.evaluateAll((found) =>
    found
      .filter((cell) =>
        [cell, ...Array.from(cell.querySelectorAll('*'))].some(
          (e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
        ),
      )
      .map((e) => e.textContent),
  );
  expect(cut, field).toEqual([]);
}

async function search(list: Locator, text: string): Promise<void> {
  await list.getByTestId('list-search').fill(text);
}

test.describe.configure({ mode: 'serial' });

test('Adjust Incentive: a branch admin completes two lines of an invoice and submits them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, users.branchAdmin);
  const [invoice, own, upload, again] = await invoicesToAdjust(page, [2, 1, 1, 2]);
  if (!invoice || !own || !upload || !again) throw new Error('no invoice');
  ownInvoice = own;
  uploaded = upload;
  askedAgain = again;
  const first = invoice.lines[0] as InvoiceLine;
  asked.invoice = first.TRX_NUMBER;
  asked.month = first.TRX_DATE.slice(0, 7);
  const kept = invoice.held.slice(0, 2);

  await openMenu(page, GROUP, messages.adjustIncentive);
  await expect(page).toHaveTitle(`${messages.adjustIncentive} | Armada`);
  await findInvoice(page, invoice);
  await keepOnly(page, invoice, kept);

  for (const [i, { line, holder }] of kept.entries()) {
    const n = i + 1;
    await expect(page.getByTestId(`row-${n}-product`).locator('input')).toHaveValue(line.ITEM_CODE);
    await expect(page.getByTestId(`row-${n}-name`)).toContainText(line.PRODUCT_NAME);
    // The only holder of the line's credit is chosen by itself.
    await expect(page.getByTestId(`row-${n}-position-from`).locator('input')).toHaveValue(holder);
    await expect(page.getByTestId(`row-${n}-quantity`).locator('input')).toHaveValue(
      String(line.QUANTITY_INVOICED),
    );
    await expect(page.getByTestId(`row-${n}-amount`).locator('input')).toHaveValue(
      line.EXTENDED_AMOUNT.toLocaleString('en-US'),
    );
    asked.positionsTo.push(await choosePositionTo(page, n, { avoid: [holder] }));
    await choose(page, `row-${n}-reason`, DEMO_ADJUST_REASONS[i] as string);
    asked.items.push(line.ITEM_CODE);
  }

  // Tabbing into Amount selects it whole: what is typed replaces the amount shown.
  const half = String(Math.floor(((kept[1]?.line.EXTENDED_AMOUNT ?? 0) / 2) * 100) / 100);
  await page.getByTestId('row-2-quantity').locator('input').click();
  await page.keyboard.press('Tab');
  await page.keyboard.type(half);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('row-2-amount').locator('input')).toHaveValue(
    Number(half).toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(Number(half)) ? 0 : 2 }),
  );

  // Beside the menu of a 1366 and a 1024 px laptop, every field of a row shows whole.
  await page.mouse.move(1, 1);
  await expectRowWhole(page, 1);
  await page.screenshot({ path: `${SHOTS}/incentive-entry-1366.png` });
  await page.setViewportSize(SMALL);
  await expectRowWhole(page, 1);
  await page.screenshot({ path: `${SHOTS}/incentive-entry-1024.png` });
  await page.setViewportSize(LAPTOP);

  // The same item twice: the row clears, and an empty row cannot be submitted.
  await page.getByTestId('add-row').click();
  await page.getByTestId('row-3-product').getByRole('combobox').click();
  await page
    .getByRole('option')
    .filter({ hasText: asked.items[0] as string })
    .click();
  await expect(snackbar(page, 'error', messages.itemExists(asked.items[0] as string))).toBeVisible();
  await expect(page.getByTestId('row-3-product').locator('input')).toHaveValue('');
  await page.getByTestId('save').click();
  await expect(snackbar(page, 'error', messages.fillAllData)).toBeVisible();
  await page.getByTestId('row-3-delete').click();
  await confirmDialog(page, { title: messages.confirmDelete });
  await expect(row(page, 3)).toHaveCount(0);

  await page.screenshot({ path: `${SHOTS}/incentive-entry.png`, fullPage: true });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/adjust-incentive/insert'));
  await page.getByTestId('save').click();
  await confirmDialog(page, { title: messages.confirmTitle });
  const body = (await sent).postDataJSON() as AdjustRow[];
  expect(body.map((r) => r.positionTo)).toEqual(asked.positionsTo);
  expect(
    body.every((r) => r.invoice === asked.invoice && r.userIdUpdate === users.branchAdmin.username),
  ).toBe(true);
  await expect(snackbar(page, 'success', messages.dataSaved)).toBeVisible();
  // Saved: the rows and the invoice clear.
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('invoice-header')).toHaveCount(0);

  // Approval is for head office and branch heads only.
  await page.goto('/adjust-incentive/approval');
  await expect(page.getByTestId('no-access')).toContainText(messages.forbidden);
});

test('Adjust Incentive: asked again beside a new request, the new one is saved and the duplicate stays', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const invoice = askedAgain;
  const [first, second] = askedAgain?.held ?? [];
  if (!invoice || !first || !second) throw new Error('no invoice to ask again');
  await login(page, users.branchAdmin);
  // The first line asked already (by this user, a moment ago on another screen).
  const structure = await postCall(page, contract.incentive.getSalesRepStructure, {
    orgID: first.line.ORG_ID,
    search: '',
  });
  const to = structure.STRUCTURE.find((p) => p.POSITION_CODE !== first.holder)?.POSITION_CODE ?? '';
  await postCall(page, contract.incentive.insert, [
    {
      customerId: first.line.SOLD_TO_CUSTOMER_ID,
      customerName: first.line.CUSTOMER_NAME,
      invoice: first.line.TRX_NUMBER,
      invoiceDate: first.line.TRX_DATE,
      productID: first.line.INVENTORY_ITEM_ID,
      productName: first.line.PRODUCT_NAME,
      productDesc: first.line.ITEM_DESCRIPTION,
      positionFrom: first.holder,
      positionTo: to,
      quantity: first.line.QUANTITY_INVOICED,
      amount: first.line.EXTENDED_AMOUNT,
      reason: DEMO_ADJUST_REASONS[1] as string,
      userIdUpdate: users.branchAdmin.username,
    },
  ]);

  await openMenu(page, GROUP, messages.adjustIncentive);
  // An invoice found, then a number that finds none: nothing of the first stays under the second.
  await findInvoice(page, invoice);
  await page.getByTestId('invoice-search-text').locator('input').fill('INV99999999');
  await page.getByTestId('invoice-search').click();
  await expect(snackbar(page, 'error', messages.somethingWrong)).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('invoice-header')).toHaveCount(0);

  await findInvoice(page, invoice);
  await keepOnly(page, invoice, [first, second]);
  // The first line asked again from and to the same positions; the second is new.
  await choosePositionTo(page, 1, { want: to });
  const secondTo = await choosePositionTo(page, 2, { avoid: [second.holder] });
  for (const n of [1, 2]) await choose(page, `row-${n}-reason`, DEMO_ADJUST_REASONS[2] as string);
  await page.getByTestId('save').click();
  await confirmDialog(page, { title: messages.confirmTitle });
  await expect(snackbar(page, 'warning', messages.duplicateData)).toBeVisible();
  await expect(page.getByTestId('duplicates-left')).toHaveText(
    `${messages.duplicateData}. ${messages.duplicatesLeft(1, 1)}`,
  );
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('row-1-product').locator('input')).toHaveValue(first.line.ITEM_CODE);
  await page.screenshot({ path: `${SHOTS}/incentive-duplicates.png`, fullPage: true });
  // The new request was saved: the invoice's requests are the first one and it.
  const saved = await requestsOfInvoice(page, first.line);
  expect(saved.detail?.rows.map((r) => r.POSITION_TO).sort()).toEqual([to, secondTo].sort());
});

test('Upload Adjust Incentive: the failed row shows its reason, the clean row is saved', async ({ page }) => {
  test.setTimeout(120_000);
  const good = uploaded?.held[0];
  if (!good) throw new Error('no invoice to upload');
  await login(page, users.branchAdmin);
  await openMenu(page, GROUP, messages.uploadAdjustIncentive);
  await expect(page).toHaveTitle(`${messages.uploadAdjustIncentive} | Armada`);
  const structure = await postCall(page, contract.incentive.getSalesRepStructure, {
    orgID: good.line.ORG_ID,
    search: '',
  });
  const to = structure.STRUCTURE.find((p) => p.POSITION_CODE !== good.holder)?.POSITION_CODE ?? '';
  const sheetRow = (r: Record<string, string | number>) => ADJUST_UPLOAD_COLUMNS.map((c) => r[c] ?? '');
  const cells = {
    INVOICE_NUMBER: good.line.TRX_NUMBER,
    ITEM_CODE: good.line.ITEM_CODE,
    POSITION_FROM: good.holder,
    POSITION_TO: to,
    QUANTITY: 1,
    AMOUNT: Math.floor(good.line.EXTENDED_AMOUNT / 2),
    REASON_DESC: DEMO_ADJUST_REASONS[0] as string,
  };
  await page
    .getByTestId('file-input')
    .setInputFiles(
      sheetUpload(
        [[...ADJUST_UPLOAD_COLUMNS], sheetRow(cells), sheetRow({ ...cells, INVOICE_NUMBER: 'INV99999999' })],
        'adjust.xlsx',
        'xlsx',
      ),
    );
  await expect(page.getByRole('tab', { name: `${messages.errorDataTab} (1)` })).toBeVisible();
  await expect(
    page.getByTestId('failed-rows').getByText(messages.invoiceNotFound('INV99999999')),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/incentive-upload-checked.png`, fullPage: true });
  await page.getByTestId('submit-upload').click();
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await expect(dialog).toContainText(messages.rowsToSubmit(1, 1));
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(snackbar(page, 'success', messages.adjustUploaded(1))).toBeVisible();
  const saved = await requestsOfInvoice(page, good.line);
  expect(saved.detail?.rows.map((r) => [r.POSITION_TO, r.STATUS])).toEqual([[to, 'NEW']]);
});

test('Adjust Incentive Summary: head office finds the requests of the month', async ({ page }) => {
  await login(page, users.hoAdmin);
  await openMenu(page, GROUP, messages.adjustIncentiveSummary);
  await typeDateInto(page, 'filter-period', asked.month);
  await page.getByTestId('find').click();

  const summary = page.getByTestId('incentive-summary');
  const detail = page.getByTestId('incentive-detail');
  await expect(cells(summary, 'PERIOD').first()).toHaveText(asked.month);
  await expect(summary.getByTestId('summary-totals')).toContainText(messages.netClaim);
  for (const position of asked.positionsTo) {
    await search(summary, position);
    await expect(cells(summary, 'POSITION_TO').filter({ hasText: position }).first()).toBeVisible();
  }
  // Whole rupiah with thousands separators.
  await expect(cells(summary, 'CLAIM_PENGAJUAN').first()).toHaveText(/^\d{1,3}(,\d{3})*$/);

  await search(detail, asked.invoice);
  await expect(cells(detail, 'INVOICE_NUMBER')).toHaveCount(2);
  await expect(cells(detail, 'STATUS')).toHaveText(['NEW', 'NEW']);
  await page.screenshot({ path: `${SHOTS}/incentive-summary.png` });
  await detail.screenshot({ path: `${SHOTS}/incentive-summary-detail.png` });
});

test('Adjust Incentive Approval: head office approves one request and rejects the other', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, users.hoAdmin);
  // A request of head office's own, on another invoice: it waits for another approver.
  const own = ownInvoice?.held[0];
  if (!own) throw new Error('no invoice of its own');
  const structure = await postCall(page, contract.incentive.getSalesRepStructure, {
    orgID: own.line.ORG_ID,
    search: '',
  });
  const to = structure.STRUCTURE.find((p) => p.POSITION_CODE !== own.holder)?.POSITION_CODE ?? '';
  const reasons = await postCall(page, contract.incentive.getSelectReasonAdjustIncentive, {});
  await postCall(page, contract.incentive.insert, [
    {
      customerId: own.line.SOLD_TO_CUSTOMER_ID,
      customerName: own.line.CUSTOMER_NAME,
      invoice: own.line.TRX_NUMBER,
      invoiceDate: own.line.TRX_DATE,
      productID: own.line.INVENTORY_ITEM_ID,
      productName: own.line.PRODUCT_NAME,
      productDesc: own.line.ITEM_DESCRIPTION,
      positionFrom: own.holder,
      positionTo: to,
      quantity: 1,
      amount: 100,
      reason: reasons[0]?.REASON_DESC ?? '',
      userIdUpdate: users.hoAdmin.username,
    },
  ]);

  await openMenu(page, GROUP, messages.adjustIncentiveApproval);
  const list = page.getByTestId('incentive-approval');
  const picked = list.getByTestId('list-picked');
  await typeDateInto(page, 'filter-period', own.line.TRX_DATE.slice(0, 7));
  await list.getByTestId('load-list').click();
  await search(list, own.line.TRX_NUMBER);
  await expect(cells(list, 'USERID_UPDATE')).toHaveText([users.hoAdmin.username]);
  await expect(list.locator('.MuiDataGrid-row').getByRole('checkbox')).toBeDisabled();

  await typeDateInto(page, 'filter-period', asked.month);
  await list.getByTestId('load-list').click();
  await search(list, asked.invoice);
  const rows = list.locator('.MuiDataGrid-row');
  await expect(rows).toHaveCount(2);
  await expect(cells(list, 'USERID_UPDATE')).toHaveText([
    users.branchAdmin.username,
    users.branchAdmin.username,
  ]);
  // What an approver decides on reads whole: the customer and the item.
  for (const field of ['CUSTOMER_NAME', 'PRODUCT_NAME']) await expectWhole(list, field);
  await expect(list.getByTestId('approve')).toBeDisabled();
  await expect(list.getByTestId('reject')).toBeDisabled();

  await tickRow(rows.first().getByRole('checkbox'));
  await expect(picked).toHaveText(messages.chosenCount(1));
  await page.screenshot({ path: `${SHOTS}/incentive-approval.png`, fullPage: true });
  await list.getByTestId('approve').click();
  await confirmDialog(page, { title: messages.confirmApprove });
  await expect(snackbar(page, 'success', messages.success)).toBeVisible();
  // The list reloads without the decided request, and nothing stays picked.
  await expect(rows).toHaveCount(1);
  await expect(picked).toHaveText(messages.chosenCount(0));

  await tickRow(rows.first().getByRole('checkbox'));
  await list.getByTestId('reject').click();
  await confirmDialog(page, { title: messages.rejectConfirm });
  await expect(snackbar(page, 'success', messages.success).last()).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(picked).toHaveText(messages.chosenCount(0));
});

test("Adjust Incentive Summary: the detail's export holds the decisions", async ({ page }) => {
  await login(page, users.hoAdmin);
  await openMenu(page, GROUP, messages.adjustIncentiveSummary);
  await typeDateInto(page, 'filter-period', asked.month);
  await page.getByTestId('find').click();
  const detail = page.getByTestId('incentive-detail');
  await search(detail, asked.invoice);
  await expect(cells(detail, 'STATUS')).toHaveCount(2);
  await expect(detail.getByTestId('detail-totals')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await detail.getByTestId('list-export').click();
  const file = await readDownload(await downloading);
  expect(file.fileName).toBe(INCENTIVE_EXPORT_FILE);
  const rows = file.rows();
  expect(rows.map((r) => r.INVOICE_NUMBER)).toEqual([asked.invoice, asked.invoice]);
  expect(rows.map((r) => r.STATUS).sort()).toEqual(['APPROVE', 'REJECT']);
  expect(rows.map((r) => r.POSITION_TO)).toEqual(asked.positionsTo);
  await logout(page);
});
