/**
 * Promotion Setting as head office meets it (spec part 2 sections 2-5, 7-9): the form's messages,
 * an image of the wrong size (or no whole JPEG) cleared the moment it is picked ('Image size should
 * be {w} wide, {h} high.', also when the type changes under a picked image), titles chosen in the
 * searchable dialog, one promotion of each type saved behind the confirmation ('Data saved
 * successfully', the form clearing and the list showing it, description and URL cut to 50
 * characters), a refusal of the server shown with 'Data failed to save', the titles' tooltip, the
 * full-screen image preview, and a delete after its question ('Data deleted successfully'). A
 * branch admin has no access.
 *
 * The JPEGs are made here with sharp: IKLAN 1080 x 1350, BANNER 1200 x 420, and a wrong size.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PROMOTION_SIZES, PROMOTION_TEXT_SHOWN, type PromotionInput } from '../common/contract/promotion';
import { defaultEndDate, firstDayOfMonth, formatDayMonthYear, today } from '../common/dates';
import { messages } from '../common/messages';
import { solidJpeg } from '../server/test/solid-jpeg';
import { choose, login, openMenu, snackbar, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const JPEG = 'image/jpeg';

/** Picks a file with the image picker, as the file dialog hands it over. */
async function pickImage(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('promotion-image-input').setInputFiles({ name, mimeType: JPEG, buffer });
}

const imageName = (page: Page) => page.getByTestId('promotion-image-name');

/** Opens the Title dialog, ticks each title found by its search, and presses OK. */
async function chooseTitles(page: Page, searches: { search: string; title: string }[]): Promise<void> {
  await page.getByTestId('promotion-titles').click();
  const dialog = page.getByTestId('promotion-titles-dialog').getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: messages.titleCodeLabel })).toBeVisible();
  for (const { search, title } of searches) {
    await dialog.getByTestId('multi-select-search').fill(search);
    await dialog.getByRole('checkbox', { name: title, exact: true }).check();
  }
  await dialog.getByTestId('multi-select-ok').click();
  await expect(dialog).toBeHidden();
}

/** Submit, the confirmation with its text, Submit again: answers the insertSlide body sent. */
async function submitConfirmed(page: Page): Promise<PromotionInput> {
  await page.getByTestId('promotion-form').getByRole('button', { name: messages.submit }).click();
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await expect(dialog).toContainText(messages.promotionConfirmText);
  await expect(dialog.getByRole('button', { name: messages.cancel })).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/setting/insertSlide'));
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(dialog).toBeHidden();
  return (await sent).postDataJSON() as PromotionInput;
}

async function fillText(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).locator('input').fill(text);
}

/** The list's row of a promotion, found by its search. */
async function findRow(list: Locator, search: string): Promise<Locator> {
  await list.getByTestId('list-search').fill(search);
  return list.locator('.MuiDataGrid-row').filter({ hasText: search });
}

const cell = (row: Locator, field: string) => row.locator(`.MuiDataGrid-cell[data-field="${field}"]`);

const cut = (text: string) =>
  text.length > PROMOTION_TEXT_SHOWN ? `${text.slice(0, PROMOTION_TEXT_SHOWN)} ...` : text;

test.describe.configure({ mode: 'serial' });

test('Promotion Setting: head office adds an advert and a banner, previews one and deletes the other', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const iklan = {
    desc: `IKLAN ${stamp} promo akhir bulan untuk semua salesman taking order dan supervisor`,
    url: `https://promo.example.com/iklan/${stamp}/halaman-promo-akhir-bulan-untuk-salesman`,
  };
  const banner = { desc: `BANNER ${stamp} spanduk toko`, url: `https://promo.example.com/banner/${stamp}` };
  const { IKLAN, BANNER } = PROMOTION_SIZES;
  const [iklanJpeg, bannerJpeg, wrongJpeg] = await Promise.all([
    solidJpeg(IKLAN.width, IKLAN.height, '#336699'),
    solidJpeg(BANNER.width, BANNER.height, '#993366'),
    solidJpeg(800, 600, '#669933'),
  ]);

  await login(page, users.hoAdmin);
  await openMenu(page, 'Setting', messages.promotionSetting);
  await expect(page).toHaveTitle(`${messages.promotionSetting} | Armada`);
  const form = page.getByTestId('promotion-form');
  await expect(form.getByRole('heading', { name: messages.promotionHeading })).toBeVisible();
  await expect(form.getByTestId('promotion-start').locator('input')).toHaveValue(firstDayOfMonth());
  await expect(form.getByTestId('promotion-end').locator('input')).toHaveValue(defaultEndDate());

  // An empty form: the spec's messages under the fields, and no confirmation.
  await form.getByRole('button', { name: messages.submit }).click();
  await expect(form.getByText(messages.typeRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(messages.typeDescRequired, { exact: true })).toHaveCount(2);
  await expect(page.getByRole('dialog')).toBeHidden();

  // A wrong size is cleared at once with the size the type takes.
  await choose(page, 'promotion-type', 'IKLAN');
  await expect(form.getByText(messages.typeRequired, { exact: true })).toBeHidden();
  await pickImage(page, 'salah.jpg', wrongJpeg);
  const iklanSize = messages.imageSize(IKLAN.width, IKLAN.height);
  await expect(snackbar(page, 'error', iklanSize)).toBeVisible();
  await expect(form.getByText(iklanSize, { exact: true })).toBeVisible();
  await expect(imageName(page)).toHaveValue('');
  await expect(page.getByTestId('promotion-image-input')).toHaveValue('');

  // The advert's own size is kept; the type changed to BANNER under it clears it again.
  await pickImage(page, 'iklan.jpg', iklanJpeg);
  await expect(imageName(page)).toHaveValue('iklan.jpg');
  await choose(page, 'promotion-type', 'BANNER');
  await expect(snackbar(page, 'error', messages.imageSize(BANNER.width, BANNER.height))).toBeVisible();
  await expect(imageName(page)).toHaveValue('');
  await choose(page, 'promotion-type', 'IKLAN');
  await pickImage(page, 'iklan.jpg', iklanJpeg);
  await expect(imageName(page)).toHaveValue('iklan.jpg');
  await expect(form.getByText(iklanSize, { exact: true })).toBeHidden();

  await chooseTitles(page, [
    { search: 'taking', title: 'TO - Taking Order' },
    { search: 'spv-to', title: 'SPV-TO - Supervisor Taking Order' },
  ]);
  await expect(page.getByTestId('promotion-titles').locator('input')).toHaveValue('SPV-TO, TO');
  await fillText(page, 'promotion-desc', iklan.desc);
  await fillText(page, 'promotion-url', iklan.url);
  await expect(form.getByText(messages.typeDescRequired, { exact: true })).toHaveCount(0);
  await page.getByTestId('promotion-end-today').click();
  await expect(form.getByTestId('promotion-end').locator('input')).toHaveValue(today());
  await page.screenshot({ path: `${SHOTS}/promotion-filled.png`, fullPage: true });

  const sent = await submitConfirmed(page);
  expect(sent).toMatchObject({
    typeCode: 'IKLAN',
    title: 'SPV-TO,TO',
    typeDesc: iklan.desc,
    url: iklan.url,
    startDate: firstDayOfMonth(),
    endDate: today(),
    userIdUpdate: users.hoAdmin.username,
  });
  expect(sent.image.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(Number.isNaN(Date.parse(sent.lastUpdate ?? ''))).toBe(false);
  await expect(snackbar(page, 'success', messages.dataSaved)).toBeVisible();

  // Saved: type, description, URL and image clear; the titles and dates stay.
  await expect(page.getByTestId('promotion-type').locator('input')).toHaveValue('');
  await expect(page.getByTestId('promotion-desc').locator('input')).toHaveValue('');
  await expect(page.getByTestId('promotion-url').locator('input')).toHaveValue('');
  await expect(imageName(page)).toHaveValue('');
  await expect(page.getByTestId('promotion-titles').locator('input')).toHaveValue('SPV-TO, TO');

  // The list shows it, description and URL cut to 50 characters.
  const list = page.getByTestId('promotion-list');
  await expect(list.getByRole('heading', { name: messages.promotionList })).toBeVisible();
  const iklanRow = await findRow(list, `IKLAN ${stamp}`);
  await expect(iklanRow).toHaveCount(1);
  await expect(cell(iklanRow, 'PROMOTION_TYPE')).toHaveText('IKLAN');
  await expect(cell(iklanRow, 'PROMOTION_DESC')).toHaveText(cut(iklan.desc));
  await expect(cell(iklanRow, 'URL')).toHaveText(cut(iklan.url));
  await expect(cell(iklanRow, 'START_DATE')).toHaveText(formatDayMonthYear(firstDayOfMonth()));
  await expect(cell(iklanRow, 'END_DATE')).toHaveText(formatDayMonthYear(today()));
  await iklanRow.getByTestId('promotion-titles-shown').hover();
  await expect(page.getByRole('tooltip')).toHaveText('SPV-TO, TO');

  // The banner, with one title more.
  await choose(page, 'promotion-type', 'BANNER');
  await pickImage(page, 'banner.jpg', bannerJpeg);
  await expect(imageName(page)).toHaveValue('banner.jpg');
  await chooseTitles(page, [{ search: 'canvas', title: 'CANVAS - Canvasser' }]);
  await fillText(page, 'promotion-desc', banner.desc);
  await fillText(page, 'promotion-url', banner.url);
  expect(await submitConfirmed(page)).toMatchObject({ typeCode: 'BANNER', title: 'CANVAS,SPV-TO,TO' });
  await expect(snackbar(page, 'success', messages.dataSaved)).toBeVisible();
  const bannerRow = await findRow(list, `BANNER ${stamp}`);
  await expect(bannerRow).toHaveCount(1);
  await expect(cell(bannerRow, 'PROMOTION_TYPE')).toHaveText('BANNER');
  await expect(cell(bannerRow, 'PROMOTION_DESC')).toHaveText(banner.desc);
  await expect(cell(bannerRow, 'URL')).toHaveText(banner.url);
  // The dates stayed from the advert.
  await expect(cell(bannerRow, 'END_DATE')).toHaveText(formatDayMonthYear(today()));

  // The advert's image, full screen, as it was saved.
  const shownIklan = await findRow(list, `IKLAN ${stamp}`);
  const imageAnswer = page.waitForResponse((r) => r.url().endsWith('/api/setting/selectimagebyid'));
  await shownIklan.getByTestId('promotion-view-image').click();
  expect((await imageAnswer).status()).toBe(200);
  const preview = page.getByTestId('photo-preview');
  const image = preview.getByTestId('preview-image');
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([IKLAN.width, IKLAN.height]);
  await expect(preview.getByTestId('preview-title')).toContainText(cut(iklan.desc));
  await page.screenshot({ path: `${SHOTS}/promotion-preview.png` });
  await preview.getByTestId('dialog-close').click();
  await expect(preview).toBeHidden();

  // The banner deleted after its question.
  const toDelete = await findRow(list, `BANNER ${stamp}`);
  await toDelete.getByTestId('promotion-delete').click();
  const question = page.getByRole('dialog', { name: messages.promotionDeleteConfirm });
  await expect(question).toBeVisible();
  const deleted = page.waitForRequest((r) => r.url().endsWith('/api/setting/deleteslide'));
  await question.getByRole('button', { name: messages.deleteLabel }).click();
  expect((await deleted).postDataJSON()).toEqual({ ID: expect.any(Number) });
  await expect(snackbar(page, 'success', messages.dataDeleted)).toBeVisible();
  await expect(list.locator('.MuiDataGrid-row').filter({ hasText: `BANNER ${stamp}` })).toHaveCount(0);

  await list.getByTestId('list-search').fill(stamp);
  await expect(list.locator('.MuiDataGrid-row')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/promotion.png`, fullPage: true });
});

test('Promotion Setting: a refusal of the server shows its text, then that the data failed to save', async ({
  page,
}) => {
  const { IKLAN } = PROMOTION_SIZES;
  const whole = await solidJpeg(IKLAN.width, IKLAN.height, '#336699');
  // The browser refuses a truncated file itself: its header still says the advert's size.
  await login(page, users.hoAdmin, '/setting/settingslide');
  await choose(page, 'promotion-type', 'IKLAN');
  await pickImage(page, 'terpotong.jpg', whole.subarray(0, Math.floor(whole.length * 0.6)));
  const iklanSize = messages.imageSize(IKLAN.width, IKLAN.height);
  await expect(snackbar(page, 'error', iklanSize)).toBeVisible();
  await expect(imageName(page)).toHaveValue('');
  // Before a type is chosen no size can be named: a file that is no JPEG says so.
  await page.reload();
  await pickImage(page, 'bukan.jpg', Buffer.from('bukan gambar'));
  await expect(snackbar(page, 'error', messages.promotionImageNotJpeg)).toBeVisible();
  await expect(imageName(page)).toHaveValue('');
  await choose(page, 'promotion-type', 'IKLAN');

  // The server checks the bytes again: the image sent is swapped for the truncated file on its way.
  await pickImage(page, 'utuh.jpg', whole);
  await chooseTitles(page, [{ search: 'motorist', title: 'MOTORIST - Motorist' }]);
  await fillText(page, 'promotion-desc', 'Promo terpotong');
  await fillText(page, 'promotion-url', 'https://promo.example.com/terpotong');
  await page.route('**/api/setting/insertSlide', async (route) => {
    const body = route.request().postDataJSON() as PromotionInput;
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.6)).toString('base64');
    await route.continue({ postData: JSON.stringify({ ...body, image: truncated }) });
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/setting/insertSlide'));
  await submitConfirmed(page);
  expect(await (await answer).json()).toMatchObject({ success: false, message: iklanSize });
  await expect(snackbar(page, 'error', iklanSize)).toBeVisible();
  await expect(snackbar(page, 'error', messages.promotionSaveFailed)).toBeVisible();
  // Nothing clears: the user can put it right and submit again.
  await expect(page.getByTestId('promotion-desc').locator('input')).toHaveValue('Promo terpotong');
  await expect(imageName(page)).toHaveValue('utuh.jpg');
});

test('Promotion Setting: a branch admin gets the no-access page', async ({ page }) => {
  await login(page, users.branchAdmin, '/setting/settingslide');
  await expect(page.getByTestId('no-access')).toContainText(messages.forbidden);
});
