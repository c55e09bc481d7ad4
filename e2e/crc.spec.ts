/**
 * The CRC screens as users meet them (spec part 2 sections 8, 9): in CRC File Viewer head office
 * filters the display checks, reads the counters Acrylic and Total Relasi from the page's answer,
 * and pages through a check's photos in the preview (buttons, arrow keys, zoom); in Overview File
 * CRC it chooses a position, gets 6 cards with 5 page links, moves to page 2 by its link, searches
 * a customer and downloads a photo (a JPEG). A branch admin is offered only its org's areas.
 *
 * The demo holds last month's and this month's display checks up to today; the tests ask from the
 * first day of last month, so they hold on any day of the month.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contract } from '../common/contract';
import { CARD_PAGE_LINKS, CARDS_PER_PAGE } from '../common/contract/crc';
import { endOfThisMonth, firstDayOfMonth, toIsoDate } from '../common/dates';
import { messages } from '../common/messages';
import { choose, listTotal, login, logout, openMenu, typeDateInto, typePosition, users } from './support';
import { nextAnswer, nextBody, postCall } from './support/api';
import { expect, test } from './support/fixtures';
import { cells } from './support/grid';
import { expectPhotoShown } from './support/photos';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const now = new Date();
const MONTH_START = firstDayOfMonth(now);
const MONTH_END = endOfThisMonth(now);
const LAST_MONTH_START = toIsoDate(new Date(now.getFullYear(), now.getMonth() - 1, 1));

/** Of the positions with recent display checks, the one whose photos fill the most cards. */
async function busyPosition(page: Page): Promise<{ code: string; photos: number }> {
  const checks = await postCall(page, contract.crc.overview, {
    BranchCode: '',
    PositionCode: '',
    Bisnis: '',
    isAcrylic: 'N',
    StartDate: LAST_MONTH_START,
    EndDate: MONTH_END,
    pageSize: 100,
  });
  let best = { code: '', photos: 0 };
  for (const code of [...new Set(checks.rows.map((r) => r.POSITION_CODE))].slice(0, 8)) {
    const cards = await postCall(page, contract.crc.overviewNew, {
      BranchCode: code,
      StartDate: LAST_MONTH_START,
      EndDate: MONTH_END,
      pageSize: 1,
    });
    // Counted: the request asks for the count (a page without it answers null).
    const total = cards.total ?? 0;
    if (total > best.photos) best = { code, photos: total };
  }
  return best;
}

test('CRC File Viewer: head office filters, reads the counters and pages through a check’s photos', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, users.hoAdmin);
  await openMenu(page, 'CRC', messages.crcFileViewer);
  await expect(page).toHaveTitle(`${messages.crcFileViewer} | Armada`);
  const list = page.getByTestId('crc-file-viewer');
  await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
  await expect(page.getByTestId('filter-acrylic')).toContainText('Y');
  await expect(page.getByTestId('filter-start').locator('input')).toHaveValue(MONTH_START);
  await expect(page.getByTestId('filter-end').locator('input')).toHaveValue(MONTH_END);
  await typeDateInto(page, 'filter-start', LAST_MONTH_START);
  // The selects and the dates do not run into one another beside the docked menu.
  const right = async (testId: string) => {
    const b = await page.getByTestId(testId).boundingBox();
    return (b?.x ?? 0) + (b?.width ?? 0);
  };
  const left = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.x ?? 0;
  expect(await right('filter-branch')).toBeLessThanOrEqual(await left('filter-position'));
  expect(await right('filter-position')).toBeLessThanOrEqual(await left('filter-acrylic'));
  expect(await right('filter-start')).toBeLessThanOrEqual(await left('filter-end'));
  expect(await right('filter-acrylic')).toBeLessThanOrEqual(await left('load-list'));

  // The first page brings the counters of the selection.
  const asked = nextBody(page, contract.crc.overview);
  const answered = nextAnswer(page, contract.crc.overview);
  await list.getByTestId('load-list').click();
  expect(await asked).toMatchObject({
    BranchCode: '',
    PositionCode: '',
    Bisnis: '',
    isAcrylic: 'Y',
    StartDate: LAST_MONTH_START,
    EndDate: MONTH_END,
    count: true,
  });
  const all = await answered;
  expect(all.counters).not.toBeNull();
  const counters = all.counters as NonNullable<typeof all.counters>;
  expect(counters.ACRYLIC).toBeGreaterThan(0);
  expect(counters.ACRYLIC).toBeLessThanOrEqual(counters.TOTAL_RELASI);
  await expect(page.getByTestId('counter-acrylic-value')).toHaveText(
    counters.ACRYLIC.toLocaleString('en-US'),
  );
  await expect(page.getByTestId('counter-total-relasi-value')).toHaveText(
    counters.TOTAL_RELASI.toLocaleString('en-US'),
  );
  expect(await listTotal(list)).toBe(all.total);
  // Every row of an acrylic rack; its first photo's thumbnail shows.
  expect(new Set(await cells(list, 'IS_ACRYLIC').allTextContents())).toEqual(new Set(['Y']));
  const thumbnail = list.getByTestId('row-thumbnail').first();
  await expect(thumbnail).toHaveAttribute('data-state', 'loaded');
  expect(
    await thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // The next page is asked without counting: the counters stay.
  const paged = nextBody(page, contract.crc.overview);
  await list.getByRole('button', { name: 'Go to next page' }).click();
  expect(await paged).toMatchObject({ count: false, after: expect.any(String) });
  await expect(list.getByText(/^101–/)).toBeVisible();
  await expect(page.getByTestId('counter-acrylic-value')).toHaveText(
    counters.ACRYLIC.toLocaleString('en-US'),
  );

  // One area, the other racks: new counters, rows of that area and N only.
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await choose(page, 'filter-acrylic', 'N');
  const narrowed = nextAnswer(page, contract.crc.overview);
  await list.getByTestId('load-list').click();
  const jkt = await narrowed;
  const jktCounters = jkt.counters as NonNullable<typeof jkt.counters>;
  expect(jktCounters.TOTAL_RELASI).toBeLessThan(counters.TOTAL_RELASI);
  await expect(page.getByTestId('counter-total-relasi-value')).toHaveText(
    jktCounters.TOTAL_RELASI.toLocaleString('en-US'),
  );
  await expect.poll(() => listTotal(list)).toBe(jkt.total);
  expect(new Set(await cells(list, 'BRANCH_CODE').allTextContents())).toEqual(new Set(['JKT']));
  expect(new Set(await cells(list, 'IS_ACRYLIC').allTextContents())).toEqual(new Set(['N']));
  await expect(list.getByTestId('row-thumbnail').first()).toHaveAttribute('data-state', 'loaded');
  await page.screenshot({ path: `${SHOTS}/crc-file-viewer.png` });

  // A check of several photos: the preview pages through them and zooms.
  const check = jkt.rows.slice(0, 6).find((r) => r.PHOTOS >= 2);
  if (!check) throw new Error('no check of several photos among the first rows');
  const count = check.PHOTOS;
  await list.locator(`.MuiDataGrid-row[data-id="${check.CRC_HEADERID}"]`).getByTestId('view-photos').click();
  const preview = page.getByTestId('photo-preview');
  const counter = preview.getByTestId('preview-counter');
  await expect(counter).toHaveText(`1 / ${count}`);
  await expect(preview.getByTestId('preview-title')).toContainText(check.CUSTOMER_NAME);
  await expectPhotoShown(preview);
  await expect(preview.getByTestId('preview-strip-item')).toHaveCount(count);
  await page.screenshot({ path: `${SHOTS}/crc-preview.png` });
  const image = preview.getByTestId('preview-image');
  const firstSrc = await image.getAttribute('src');

  await preview.getByTestId('preview-next').click();
  await expect(counter).toHaveText(`2 / ${count}`);
  await expectPhotoShown(preview);
  expect(await image.getAttribute('src')).not.toBe(firstSrc);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 / ${count}`);
  // Round the ends: before the first is the last.
  await preview.getByTestId('preview-previous').click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${count}`);

  // Zoomed, the photo grows from its fitted size; reset fits it again.
  await expectPhotoShown(preview);
  const width = () => image.evaluate((img) => img.getBoundingClientRect().width);
  const fitted = await width();
  await preview.getByTestId('preview-zoom-in').click();
  await expect(image).toHaveAttribute('data-zoom', '1.5');
  await expect.poll(width).toBeGreaterThan(fitted * 1.4);
  await page.keyboard.press('+');
  await expect(image).toHaveAttribute('data-zoom', '2');
  await page.screenshot({ path: `${SHOTS}/crc-preview-zoomed.png` });
  await preview.getByTestId('preview-zoom-reset').click();
  await expect(image).toHaveAttribute('data-zoom', '1');
  await expect.poll(width).toBeCloseTo(fitted, 0);
  await preview.getByTestId('dialog-close').click();
  await expect(preview).toBeHidden();
  await logout(page);
});

test('Overview File CRC: a position’s photos as cards, page 2 by its link, a customer, a download', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, users.hoAdmin);
  await openMenu(page, 'CRC', messages.overviewFileCrc);
  await expect(page).toHaveTitle(`${messages.overviewFileCrc} | Armada`);
  const screen = page.getByTestId('crc-photo-cards');

  // A position is needed first.
  await screen.getByTestId('search-cards').click();
  await expect(
    page.getByTestId('snackbar-error').filter({ hasText: messages.selectPositionFirst }),
  ).toBeVisible();

  const busy = await busyPosition(page);
  expect(busy.photos).toBeGreaterThan(2 * CARDS_PER_PAGE);
  const pages = Math.ceil(busy.photos / CARDS_PER_PAGE);
  await typePosition(page, busy.code, '/file-viewer/selectPositionCode');
  await typeDateInto(page, 'filter-start', LAST_MONTH_START);
  const asked = nextBody(page, contract.crc.overviewNew);
  await screen.getByTestId('search-cards').click();
  expect(await asked).toMatchObject({
    BranchCode: busy.code,
    StartDate: LAST_MONTH_START,
    EndDate: MONTH_END,
    page: 0,
    pageSize: CARDS_PER_PAGE,
    search: '',
  });
  const cards = screen.getByTestId('photo-card');
  await expect(cards).toHaveCount(CARDS_PER_PAGE);
  await expect(screen.getByTestId('cards-total')).toHaveText(messages.photosTotal(busy.photos));
  const pageLinks = () =>
    screen
      .getByTestId('card-pager')
      .locator('[data-testid^="card-page-"]')
      .evaluateAll((items) =>
        items.map((i) => i.getAttribute('data-testid') ?? '').filter((id) => /^card-page-\d+$/.test(id)),
      );
  await expect
    .poll(pageLinks)
    .toEqual(Array.from({ length: Math.min(CARD_PAGE_LINKS, pages) }, (_, i) => `card-page-${i + 1}`));
  // Each card's thumbnail shows (fetched as it comes into view).
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('card-thumbnail')).toHaveAttribute('data-state', 'loaded');
  }
  await page.screenshot({ path: `${SHOTS}/overview-file-crc-second-row.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/overview-file-crc.png` });
  const firstPage = await screen.getByTestId('card-date').allTextContents();

  // Page 2 by its link: the next six, the link marked as the page shown.
  const second = nextBody(page, contract.crc.overviewNew);
  await screen.getByTestId('card-page-2').click();
  expect(await second).toMatchObject({ page: 1, pageSize: CARDS_PER_PAGE });
  await expect(screen.getByTestId('card-page-2')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => screen.getByTestId('card-date').allTextContents()).not.toEqual(firstPage);
  await expect(cards).toHaveCount(CARDS_PER_PAGE);
  await page.screenshot({ path: `${SHOTS}/overview-file-crc-page2.png` });

  // A customer by name, searched on the server from the first page.
  const customer = ((await screen.getByTestId('card-customer').first().textContent()) ?? '').trim();
  const searched = nextBody(page, contract.crc.overviewNew);
  await screen.getByTestId('card-search').fill(customer);
  expect(await searched).toMatchObject({ search: customer, page: 0 });
  await expect
    .poll(async () => {
      const names = await screen.getByTestId('card-customer').allTextContents();
      return names.length > 0 && names.every((n) => n.toUpperCase().includes(customer.toUpperCase()));
    })
    .toBe(true);

  // The full photo under its file name, a JPEG.
  const download = page.waitForEvent('download');
  await cards.first().getByTestId('photo-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^IMG_\d{8}_\d+_\d+\.jpg$/);
  const bytes = readFileSync(await file.path());
  expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

  // A card opens its check's photos full screen.
  await cards.first().getByTestId('photo-card-open').click();
  const preview = page.getByTestId('photo-preview');
  await expectPhotoShown(preview);
  await expect(preview.getByTestId('preview-title')).toContainText(customer);
  await expect(preview.getByTestId('preview-counter')).toHaveText(/^\d \/ \d$/);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await logout(page);
});

test('CRC File Viewer: a branch admin is offered its org’s areas only, and sees the one it chose', async ({
  page,
}) => {
  await login(page, users.branchAdmin);
  await openMenu(page, 'CRC', messages.crcFileViewer);
  const list = page.getByTestId('crc-file-viewer');
  await expect(page.getByTestId('filter-branch')).toContainText('JKT - JAKARTA');
  await page.getByTestId('filter-branch').getByRole('combobox').click();
  expect((await page.getByRole('option').allTextContents()).sort()).toEqual([
    'BKS - BEKASI',
    'JKT - JAKARTA',
  ]);
  await page.getByRole('option', { name: 'BKS - BEKASI' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await typeDateInto(page, 'filter-start', LAST_MONTH_START);
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await expect(page.getByTestId('counter-total-relasi')).toBeVisible();
  expect(new Set(await cells(list, 'BRANCH_CODE').allTextContents())).toEqual(new Set(['BKS']));
  await page.screenshot({ path: `${SHOTS}/crc-file-viewer-branch.png` });
  await logout(page);
});
