/**
 * The web shell as a user meets it (spec part 1 sections 2, 4, 5, 6): login, the menu and top bar,
 * page titles, logout, the login guards, the not-found page, the idle modal and menu per user.
 */
import { mkdirSync } from 'node:fs';
import { utils, writeXLSX } from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { messages } from '../common/messages';
import {
  demoDataDir,
  login,
  loginWithForm,
  logout,
  menu,
  openMenu,
  readDownload,
  startServer,
  users,
} from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('USER'));

test.describe('login', () => {
  test('Enter logs in and the top bar shows the name and position; the menu starts with Home', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | Armada');
    await expect(page.getByRole('img', { name: 'Armada' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login.png` });

    await loginWithForm(page, users.hoAdmin);
    await expect(page).toHaveTitle('Home | Armada');
    await expect(page.getByTestId('user-name')).toHaveText('Admin Head Office');
    await expect(page.getByTestId('user-position')).toHaveText('HO-ADMIN');
    await expect(page.getByTestId('home').getByRole('img', { name: 'Armada' })).toBeVisible();

    const nav = menu(page);
    await expect(nav.getByRole('link').first()).toHaveText(messages.home);
    for (const group of ['Structure', 'Mapping Sales Rep', 'Mapping Sales Assignment', 'Target', 'Setting']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Structure', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Employee Type', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Manage Role', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Upload New Role', exact: true })).toBeVisible();
    await page.mouse.move(900, 700);
    await page.screenshot({ path: `${SHOTS}/layout.png`, animations: 'disabled' });
    expect(JSON.parse((await storedUser(page)) ?? 'null')).toMatchObject({
      USER_ID: 'ho.admin',
      ORG_ID: 81,
    });
  });

  test('an empty form names both fields and shows the snackbar message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: messages.login }).click();
    await expect(page.getByText(messages.usernameRequired)).toBeVisible();
    await expect(page.getByText(messages.passwordRequired)).toBeVisible();
    await expect(page.getByTestId('snackbar-error')).toHaveText(messages.loginEmpty);
    await page.screenshot({ path: `${SHOTS}/login-empty.png`, animations: 'disabled' });

    // Typing a username clears its message; the missing password keeps its own.
    await page.getByLabel(messages.usernameLabel).fill('ho.admin');
    await expect(page.getByText(messages.usernameRequired)).toBeHidden();
    await expect(page.getByText(messages.passwordRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(messages.usernameLabel).fill(users.branchAdmin.username);
    await page.getByLabel(messages.passwordLabel).fill('not-the-password');
    await page.getByRole('button', { name: messages.login }).click();
    await expect(page.getByTestId('snackbar-error')).toHaveText(messages.loginFailed);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
  });
});

test.describe('main layout', () => {
  test('a menu link opens its screen, highlights it and titles the page', async ({ page }) => {
    await login(page);
    await openMenu(page, 'Structure', 'Employee Type');
    await expect(page).toHaveURL(/\/structure\/type$/);
    await expect(page).toHaveTitle(/^.+ \| Armada$/);
    await expect(page).not.toHaveTitle('Home | Armada');
    await expect(menu(page).getByRole('link', { name: 'Employee Type', exact: true })).toHaveClass(/active/);
    await expect(menu(page).getByRole('link', { name: messages.home })).not.toHaveClass(/active/);
  });

  test('a menu screen of a later release opens a page titled like its menu entry', async ({ page }) => {
    await login(page);
    // Every screen of today's menu is built: the stored menu is given an entry of a later release.
    await page.evaluate(() => {
      const items = JSON.parse(localStorage.getItem('MENU') ?? '[]') as Record<string, unknown>[];
      const group = items.find((i) => i.MENU_LIST_DESC === 'Setting' && i.URL === null);
      items.push({
        MENU_LIST_ID: 99_999,
        PARENT_ID: group?.MENU_LIST_ID ?? null,
        MENU_LIST_DESC: 'Promotion Calendar',
        URL: '/setting/promotioncalendar',
      });
      localStorage.setItem('MENU', JSON.stringify(items));
    });
    await page.reload();
    await openMenu(page, 'Setting', 'Promotion Calendar');
    await expect(page).toHaveURL(/\/setting\/promotioncalendar$/);
    const screen = page.getByTestId('screen-unavailable');
    await expect(screen.getByRole('heading', { name: 'Promotion Calendar' })).toBeVisible();
    await expect(screen).toContainText(messages.screenUnavailable);
    await expect(page).toHaveTitle('Promotion Calendar | Armada');
  });

  test('logout ends the session and lands on the login page', async ({ page }) => {
    await login(page);
    const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
    const branchList = () =>
      page.request.get('/api/structure/role/getBranchList', {
        headers: { 'api-key': 'armada-dev-key', authorization: `Bearer ${token}` },
      });
    expect((await branchList()).status()).toBe(200);

    await logout(page);
    expect(await storedUser(page)).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    // The server session is gone too: its token is refused.
    expect((await branchList()).status()).toBe(401);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await login(page, users.hoAdmin, '/no/such/screen');
    await expect(page.getByTestId('not-found')).toContainText(messages.notFoundText);
    await expect(page).toHaveTitle(`${messages.notFoundTitle} | Armada`);
    await page.getByRole('link', { name: messages.backToHome }).click();
    await expect(page).toHaveTitle('Home | Armada');
  });

  test('a branch admin sees the branch menus and no Setting menu', async ({ page }) => {
    await login(page, users.branchAdmin);
    await expect(page.getByTestId('user-position')).toHaveText('JKT-ADMIN');
    const nav = menu(page);
    await expect(nav.getByRole('button', { name: 'Structure', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Setting', exact: true })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Structure', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Manage Role', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Employee Type', exact: true })).toHaveCount(0);
    // A screen outside the user's menu does not open by its address either.
    await page.goto('/setting/settingperiod');
    await expect(page.getByTestId('no-access')).toContainText(messages.forbidden);
  });
});

test.describe('route guards', () => {
  test('a screen opened while logged out lands on the login page, and the login returns to it', async ({
    page,
  }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/manage-role/overview');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(messages.usernameLabel).fill(users.hoAdmin.username);
    await page.getByLabel(messages.passwordLabel).fill(users.hoAdmin.password);
    await page.getByLabel(messages.passwordLabel).press('Enter');
    await expect(page).toHaveURL(/\/manage-role\/overview$/);
    await expect(page).toHaveTitle('Manage Role | Armada');
    await expect(page.getByTestId('role-list')).toBeVisible();
  });

  test('the login page sends a logged-in user home', async ({ page }) => {
    await login(page, users.hoAdmin, '/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Home | Armada');
  });
});

test.describe('session end', () => {
  // A second server whose sessions end after 4 idle seconds; the page waits 5 more (spec: wait 5).
  const IDLE_SECONDS = 4;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  test.beforeAll(async () => {
    server = await startServer({ idleSeconds: IDLE_SECONDS, from: demoDataDir() });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the idle modal opens after the idle timeout and OK logs out', async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server?.baseURL });
    const page = await context.newPage();
    await login(page);
    const loggedInAt = Date.now();
    const modal = page.getByRole('dialog', { name: messages.sessionEnded });
    await expect(modal).toBeHidden();

    await expect(modal).toBeVisible({ timeout: 30_000 });
    // The page really waited for the timer: 5 seconds of wait plus the server's 4.
    expect(Date.now() - loggedInAt).toBeGreaterThan(7_000);
    await expect(modal).toContainText(messages.sessionEndedText);
    await page.screenshot({ path: `${SHOTS}/idle-modal.png`, animations: 'disabled' });

    await modal.getByRole('button', { name: messages.ok }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });
});

test('a session the server has ended opens the session modal at the next call', async ({ page, context }) => {
  await login(page, users.hoAdmin);
  // The server forgets the session (as after its idle timeout): the HttpOnly cookie is gone.
  await context.clearCookies();
  await openMenu(page, 'Structure', 'Employee Type');
  const modal = page.getByRole('dialog', { name: messages.sessionEnded });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(messages.sessionEndedText);
  await modal.getByRole('button', { name: messages.ok }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedUser(page)).toBeNull();
});

test('the download reader reads back the workbook a page offers', async ({ page }) => {
  const sheet = utils.aoa_to_sheet([
    ['BRANCH_CODE', 'POSITION_CODE', 'QTY'],
    ['JKT', 'JKT-SR-01', 12],
    ['BKS', 'BKS-SR-02', 7],
  ]);
  const book = utils.book_new(sheet, 'Data');
  const bytes = writeXLSX(book, { type: 'base64' }) as string;
  await page.setContent(
    `<a download="Overview Role.xlsx" href="data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes}">Export</a>`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('Export').click()]);
  const file = await readDownload(download);
  expect(file.fileName).toBe('Overview Role.xlsx');
  expect(file.sheetNames).toEqual(['Data']);
  expect(file.headers()).toEqual(['BRANCH_CODE', 'POSITION_CODE', 'QTY']);
  expect(file.rows()).toEqual([
    { BRANCH_CODE: 'JKT', POSITION_CODE: 'JKT-SR-01', QTY: 12 },
    { BRANCH_CODE: 'BKS', POSITION_CODE: 'BKS-SR-02', QTY: 7 },
  ]);
  expect(file.text('Data')[2]).toEqual(['BKS', 'BKS-SR-02', '7']);
});
