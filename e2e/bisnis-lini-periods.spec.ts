/** Upload Bisnis Lini Product as head office meets it: the screen is titled as its menu entry. */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { login, menu, openMenu, users } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = await browser.newPage();
  await login(page, users.hoAdmin);
});

test.afterAll(async () => {
  await page.close();
});

const MENU_ENTRY = 'Upload Bisnis Lini Product';

test('the upload screen is titled as its menu entry', async () => {
  await openMenu(page, 'Mapping Bisnis Lini', MENU_ENTRY);
  await expect(menu(page).getByRole('link', { name: MENU_ENTRY, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${MENU_ENTRY} | Armada`);
  await expect(page.getByRole('heading', { name: MENU_ENTRY, exact: true })).toBeVisible();
});
