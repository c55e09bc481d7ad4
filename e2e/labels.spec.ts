/**
 * The two print screens as a user meets them (spec part 1 sections 2, 4, 5, 7, 8): Print Barcode
 * Relasi sends ZPL to a Zebra printer through Browser Print (the tests' stand-in records what the
 * page sent) and records each label; with no printer it says so and offers the sticker file; the
 * file variant makes one PDF of stickers and reprints the labels of renamed customers.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RelationPrintRow } from '../common/contract/labels';
import { labelContent, parsePayload } from '../common/labels/label-content';
import { zplQrPayloads } from '../common/labels/zpl';
import { messages } from '../common/messages';
import { login, openMenu, users } from './support';
import { FAKE_PRINTER, type FakeBrowserPrint, startFakeBrowserPrint } from './support/browser-print';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const API_KEY = 'armada-dev-key';

/**
 * A JKT position serving a handful of customers today, some labels printed and at least three not:
 * found through the same calls the screen makes.
 */
async function positionToPrint(page: Page, branch: string, orgId: number, wantReprint = false) {
  const res = await page.request.post('/api/call-management/prepareFilter', {
    headers: { 'api-key': API_KEY },
    data: { orgID: orgId },
  });
  const positions = (
    (await res.json()) as { data: { POSITION: { POSITION_DESC: string; BRANCH_CODE: string }[] } }
  ).data.POSITION.filter((p) => p.BRANCH_CODE === branch).map((p) => p.POSITION_DESC);
  for (const code of positions) {
    const rows = await page.request.get(`/api/mapping-sales-assignment/getRelasiPrint/${code}/${orgId}`, {
      headers: { 'api-key': API_KEY },
    });
    if (!rows.ok()) continue;
    const list = ((await rows.json()) as { data: RelationPrintRow[] }).data;
    const unprinted = list.filter((r) => r.IsPrint === 0).length;
    const reprint = list.some((r) => r.ShouldReprint === 1);
    if (unprinted >= 3 && unprinted <= 80 && list.length < 150 && (!wantReprint || reprint))
      return { code, list };
  }
  throw new Error(`no position of ${branch} with labels to print`);
}

async function choosePosition(page: Page, code: string): Promise<void> {
  const input = page.getByTestId('filter-position').getByRole('combobox');
  await input.click();
  await input.fill(code);
  await page.getByRole('option', { name: code, exact: true }).click();
}

const cellOf = (row: Locator, field: string) => row.locator(`.MuiDataGrid-cell[data-field="${field}"]`);
const rowOf = (list: Locator, customerId: string) =>
  list
    .locator('.MuiDataGrid-row')
    .filter({ has: list.page().locator(`[data-field="CUSTOMER_ID"]:text-is("${customerId}")`) });

/** The stickers of a downloaded PDF: its page count and each page's text. */
async function stickerPages(path: string): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

test.describe('Print Barcode Relasi on a Zebra printer', () => {
  let printer: FakeBrowserPrint | undefined;
  test.afterEach(async () => {
    await printer?.stop();
    printer = undefined;
  });

  test('prints one label and then all, each recorded, with the ZPL of the printer chosen', async ({
    page,
  }) => {
    printer = await startFakeBrowserPrint();
    await login(page, users.hoAdmin);
    await openMenu(page, 'Mapping Sales Assignment', 'Print Barcode Relasi');
    await expect(page).toHaveTitle('Print Barcode Relasi | Armada');
    const list = page.getByTestId('print-list');

    // A position is required.
    await list.getByTestId('load-list').click();
    await expect(
      page.getByTestId('snackbar-error').filter({ hasText: messages.selectPositionFirst }),
    ).toBeVisible();

    const { code, list: rows } = await positionToPrint(page, 'JKT', 101);
    await page.getByTestId('filter-branch').getByRole('combobox').click();
    await page.getByRole('option', { name: 'JKT - JAKARTA' }).click();
    await choosePosition(page, code);
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(rows.length));
    // Labels not printed first; Date Print as YYYY-MM-DD HH:mm:ss on the printed ones.
    const isPrint = await list.locator('.MuiDataGrid-row [data-field="IsPrint"]').allTextContents();
    expect(isPrint[0]).toBe('No');
    expect(isPrint).toEqual([...isPrint].sort((a, b) => (a === b ? 0 : a === 'No' ? -1 : 1)));
    const printedDates = (
      await list.locator('.MuiDataGrid-row [data-field="LAST_UPDATE_PRINT"]').allTextContents()
    ).filter(Boolean);
    for (const d of printedDates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.screenshot({ path: `${SHOTS}/print-barcode-relasi.png` });

    // One row: its label goes to the printer as text/plain, then reads printed.
    const first = rows.find((r) => r.IsPrint === 0) as RelationPrintRow;
    const row = rowOf(list, first.CUSTOMER_ID);
    await row.getByTestId('print-row').click();
    await expect(
      page.getByTestId('snackbar-success').filter({ hasText: messages.labelsPrinted(1, 1) }),
    ).toBeVisible();
    expect(printer.writes).toHaveLength(1);
    const [write] = printer.writes;
    expect(write?.contentType).toMatch(/^text\/plain/);
    expect(printer.preflights).toBe(0);
    expect(write?.device.uid).toBe(FAKE_PRINTER.uid);
    expect(write?.data).toContain('^CI28');
    expect(write?.data).toContain(`^PW${49 * 8}`);
    expect(zplQrPayloads(write?.data ?? '')).toEqual([labelContent(first).payload]);
    expect(parsePayload(labelContent(first).payload)).toMatchObject({
      BRANCH_CODE: 'JKT',
      ORG_ID: 101,
      CUSTOMER_ID_REF: first.CUSTOMER_ID_REF,
      CUSTOMER_ID: first.CUSTOMER_ID,
    });
    await expect(cellOf(row, 'IsPrint')).toHaveText('Yes');
    await expect(cellOf(row, 'LAST_UPDATE_PRINT')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // This printer has a 300 dpi head and 49x39 mm labels with the logo.
    await page.getByTestId('printer-settings').click();
    const dialog = page.getByTestId('printer-settings-dialog');
    await expect(dialog).toContainText(messages.printerFound(FAKE_PRINTER.name));
    await dialog.getByTestId('printer-dpi').click();
    await page.getByRole('option', { name: '300 dpi' }).click();
    await dialog.getByTestId('printer-layout').click();
    await page.getByRole('option', { name: messages.labelLayoutNames['49x39-logo'] as string }).click();
    await page.screenshot({ path: `${SHOTS}/printer-settings.png` });
    await dialog.getByTestId('printer-save').click();
    await expect(dialog).toBeHidden();

    // Print All: after the confirmation, every label not printed yet, with the progress shown.
    const pending = rows.filter((r) => r.IsPrint === 0 && r.CUSTOMER_ID !== first.CUSTOMER_ID);
    await list.getByTestId('print-all').click();
    await page
      .getByRole('dialog', { name: messages.confirmTitle })
      .getByRole('button', { name: messages.submit })
      .click();
    await expect(list.getByTestId('print-progress')).toContainText('Sedang mencetak QR');
    await expect(
      page
        .getByTestId('snackbar-success')
        .filter({ hasText: messages.labelsPrinted(pending.length, pending.length) }),
    ).toBeVisible();
    const allWrites = printer.writes.slice(1);
    expect(allWrites).toHaveLength(pending.length);
    expect(allWrites.flatMap((w) => zplQrPayloads(w.data)).sort()).toEqual(
      pending.map((r) => labelContent(r).payload).sort(),
    );
    for (const w of allWrites) {
      expect(w.data).toContain(`^PW${49 * 12}`);
      expect(w.data).toContain('www.armada.co.id');
    }
    // Every label is printed now: the first row reads printed and Print All is disabled.
    await expect(list.locator('.MuiDataGrid-row').first().locator('[data-field="IsPrint"]')).toHaveText(
      'Yes',
    );
    await expect(list.getByTestId('print-all')).toBeDisabled();
  });

  test('without Browser Print: the message, and the sticker file of the same label instead', async ({
    page,
  }) => {
    await login(page, users.branchAdmin, '/mapping-sales-assignment/printqrrelasi');
    const list = page.getByTestId('print-list');
    // A branch user starts on its own branch.
    await expect(page.getByTestId('filter-branch')).toContainText('JKT');
    const { code, list: rows } = await positionToPrint(page, 'JKT', 101);
    await choosePosition(page, code);
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(rows.length));

    const target = rows.find((r) => r.IsPrint === 0) as RelationPrintRow;
    await rowOf(list, target.CUSTOMER_ID).getByTestId('print-row').click();
    await expect(
      page.getByTestId('snackbar-error').filter({ hasText: messages.printerNotFound }),
    ).toBeVisible();
    const offer = page.getByRole('dialog', { name: messages.printerNotFound });
    await expect(offer).toContainText(messages.offerStickerFile);
    await page.screenshot({ path: `${SHOTS}/printer-not-found.png` });
    const downloading = page.waitForEvent('download');
    await offer.getByRole('button', { name: messages.downloadStickerFile }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^QR Relasi ${code} \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const pages = await stickerPages(await file.path());
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(target.CUSTOMER_ID_REF);
    // Printed now: it has moved behind the labels still to print; the search brings it up.
    await list.getByTestId('list-search').fill(target.CUSTOMER_ID);
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    await expect(cellOf(rowOf(list, target.CUSTOMER_ID), 'IsPrint')).toHaveText('Yes');
  });
});

test('Print Barcode Relasi (File): stickers of every label to print, and a reprint of a renamed customer', async ({
  page,
}) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Print Barcode Relasi (File)');
  await expect(page).toHaveTitle('Print Barcode Relasi (File) | Armada');
  const list = page.getByTestId('print-list');
  const { code, list: rows } = await positionToPrint(page, 'JKT', 101, true);
  await choosePosition(page, code);
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(rows.length));

  // Reprint: only on rows whose label no longer says what the customer is now. Printed rows come
  // after the labels to print: the search brings one of each kind up.
  const renamed = rows.find((r) => r.ShouldReprint === 1) as RelationPrintRow;
  const current = rows.find((r) => r.IsPrint === 1 && r.ShouldReprint === 0) as RelationPrintRow;
  const search = list.getByTestId('list-search');
  await search.fill(current.CUSTOMER_ID);
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(cellOf(rowOf(list, current.CUSTOMER_ID), 'IsPrint')).toHaveText('Yes');
  await expect(list.locator('[data-testid^="reprint-"]')).toHaveCount(0);
  await search.fill(renamed.CUSTOMER_ID);
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(list.getByTestId(`reprint-${renamed.CUSTOMER_ID}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/print-barcode-relasi-file.png` });
  const reprinting = page.waitForEvent('download');
  await list.getByTestId(`reprint-${renamed.CUSTOMER_ID}`).click();
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: messages.submit })
    .click();
  const reprinted = await stickerPages(await (await reprinting).path());
  expect(reprinted).toHaveLength(1);
  expect(reprinted[0]).toContain(renamed.CUSTOMER_ID_REF);
  await expect(list.getByTestId(`reprint-${renamed.CUSTOMER_ID}`)).toHaveCount(0);
  await expect(cellOf(rowOf(list, renamed.CUSTOMER_ID), 'LAST_UPDATE_PRINT')).toHaveText(/^\d{4}-/);
  await search.fill('');
  await expect(cellOf(rowOf(list, renamed.CUSTOMER_ID), 'IsPrint')).toHaveText('Yes');
  await search.fill('');

  // Print All: one file with a sticker per label not printed yet, in the list's order.
  const pending = rows.filter((r) => r.IsPrint === 0);
  const downloading = page.waitForEvent('download');
  await list.getByTestId('print-all').click();
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: messages.submit })
    .click();
  const pages = await stickerPages(await (await downloading).path());
  expect(pages).toHaveLength(pending.length);
  for (const [i, r] of pending.entries()) expect(pages[i]).toContain(r.CUSTOMER_ID_REF);
  await expect(
    page.getByTestId('snackbar-success').filter({ hasText: messages.stickersMade(pending.length) }),
  ).toBeVisible();
  await expect(list.getByTestId('print-all')).toBeDisabled();
});

/** The positions the print screens offer for a branch, and those the position filters know there. */
async function positionsOf(page: Page, branch: string) {
  const headers = { 'api-key': API_KEY };
  const serving = await page.request.get('/api/mapping-sales-assignment/getRelasiPrintPositions', {
    headers,
  });
  const known = await page.request.post('/api/call-management/prepareFilter', {
    headers,
    data: { orgID: 101 },
  });
  type Position = { POSITION_DESC: string; BRANCH_CODE: string };
  const codes = (list: Position[]) =>
    list.filter((p) => p.BRANCH_CODE === branch).map((p) => p.POSITION_DESC);
  return {
    serving: codes(((await serving.json()) as { data: Position[] }).data),
    known: [...new Set(codes(((await known.json()) as { data: { POSITION: Position[] } }).data.POSITION))],
  };
}

/** The rows of a position as getRelasiPrint answers them. */
async function relationsOf(page: Page, code: string): Promise<RelationPrintRow[]> {
  const res = await page.request.get(`/api/mapping-sales-assignment/getRelasiPrint/${code}/101`, {
    headers: { 'api-key': API_KEY },
  });
  return ((await res.json()) as { data: RelationPrintRow[] }).data;
}

/** Opens a print screen on BKS as branch.admin. */
async function openOnBekasi(page: Page, path: string): Promise<Locator> {
  await login(page, users.branchAdmin, path);
  await page.getByTestId('filter-branch').getByRole('combobox').click();
  await page.getByRole('option', { name: 'BKS - BEKASI' }).click();
  return page.getByTestId('print-list');
}

/** Holds the calls matching `url` after the first until released: a run is caught mid-way. */
async function holdAfterFirst(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen = 0;
  await page.route(url, async (route) => {
    seen++;
    if (seen > 1) await released;
    await route.continue();
  });
  return release;
}

test.describe('Print All in steps, and the positions offered', () => {
  test('the printer screen offers only positions serving customers; Print All counts and stops on Cancel', async ({
    page,
  }) => {
    const printer = await startFakeBrowserPrint();
    try {
      const list = await openOnBekasi(page, '/mapping-sales-assignment/printqrrelasi');
      const { serving, known } = await positionsOf(page, 'BKS');
      expect(known.filter((c) => !serving.includes(c)).length).toBeGreaterThan(0);
      const input = page.getByTestId('filter-position').getByRole('combobox');
      await input.click();
      await expect(page.getByRole('option')).toHaveCount(serving.length);
      expect((await page.getByRole('option').allTextContents()).sort()).toEqual([...serving].sort());
      await page.keyboard.press('Escape');

      // The second position serving customers: dozens of labels to print.
      const code = serving[1] as string;
      const pending = (await relationsOf(page, code)).filter((r) => r.IsPrint === 0);
      expect(pending.length).toBeGreaterThan(3);
      await choosePosition(page, code);
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('print-all')).toBeEnabled();

      const release = await holdAfterFirst(page, /:\d+\/write$/);
      await list.getByTestId('print-all').click();
      await page
        .getByRole('dialog', { name: messages.confirmTitle })
        .getByRole('button', { name: messages.submit })
        .click();
      await expect(list.getByTestId('print-count')).toHaveText(messages.printCount(1, pending.length));
      await page.screenshot({ path: `${SHOTS}/print-all-progress.png` });
      await list.getByTestId('print-cancel').click();
      await expect(list.getByTestId('print-cancel')).toHaveText(messages.cancellingPrint);
      release();
      // The label on its way is printed; the run stops before the next.
      await expect(
        page.getByTestId('snackbar-warning').filter({ hasText: messages.labelsPrinted(2, pending.length) }),
      ).toBeVisible();
      await expect(list.getByTestId('print-progress')).toHaveCount(0);
      expect(printer.writes).toHaveLength(2);
      // The rest still waits: Print All stays enabled.
      await expect(list.getByTestId('print-all')).toBeEnabled();
    } finally {
      await printer.stop();
    }
  });

  test('the sticker screen makes Print All a few labels per call, and a cancel keeps a file of those made', async ({
    page,
  }) => {
    const list = await openOnBekasi(page, '/mapping-sales-assignment/printqrrelasinew');
    const { serving } = await positionsOf(page, 'BKS');
    // A position with more than two calls' worth of labels to print.
    let code = '';
    let pending: RelationPrintRow[] = [];
    for (const c of serving) {
      pending = (await relationsOf(page, c)).filter((r) => r.IsPrint === 0);
      code = c;
      if (pending.length > 40) break;
    }
    expect(pending.length).toBeGreaterThan(40);
    await choosePosition(page, code);
    await list.getByTestId('load-list').click();
    const release = await holdAfterFirst(page, /\/printRelasiSticker$/);
    const downloading = page.waitForEvent('download');
    await list.getByTestId('print-all').click();
    await page
      .getByRole('dialog', { name: messages.confirmTitle })
      .getByRole('button', { name: messages.submit })
      .click();
    await expect(list.getByTestId('print-count')).toHaveText(messages.printCount(20, pending.length));
    await list.getByTestId('print-cancel').click();
    release();
    const pages = await stickerPages(await (await downloading).path());
    expect(pages).toHaveLength(40);
    for (const [i, r] of pending.slice(0, 40).entries()) expect(pages[i]).toContain(r.CUSTOMER_ID_REF);
    await expect(
      page.getByTestId('snackbar-warning').filter({ hasText: messages.stickersMadeOf(40, pending.length) }),
    ).toBeVisible();
    // What the file holds is what is recorded: the rest is still to print.
    const after = (await relationsOf(page, code)).filter((r) => r.IsPrint === 0);
    expect(after.map((r) => r.CUSTOMER_ID).sort()).toEqual(
      pending
        .slice(40)
        .map((r) => r.CUSTOMER_ID)
        .sort(),
    );
  });

  test('labels to print again: counted above the list, listed after those not printed, and alone with the switch', async ({
    page,
  }) => {
    await login(page, users.branchAdmin, '/mapping-sales-assignment/printqrrelasinew');
    const list = page.getByTestId('print-list');
    const { code, list: rows } = await positionToPrint(page, 'JKT', 101, true);
    const reprint = rows.filter((r) => r.ShouldReprint === 1);
    await choosePosition(page, code);
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('reprint-count')).toHaveText(messages.reprintCount(reprint.length));
    await page.getByTestId('filter-reprint').click();
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(reprint.length));
    await expect(list.locator('[data-testid^="reprint-CUS"]')).toHaveCount(reprint.length);
    await page.screenshot({ path: `${SHOTS}/print-reprint-only.png` });
  });
});
