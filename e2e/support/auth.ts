/**
 * Logging in and out: through the real login page and top bar, or, for a test about something else,
 * through the login call with the page opening on its screen at once.
 */
import { expect, type Page } from '@playwright/test';
import { contract } from '../../common/contract';
import { messages } from '../../common/messages';
import { LOGIN_KEYS } from '../../web/lib/auth-storage';
import { postCall } from './api';
import { type DemoUser, users } from './users';

/**
 * Logs in by the login call and opens `path` logged in: the session cookie the call sets, and the
 * user, menu and token the login page stores. A test of another screen thus loads the app once,
 * on its screen, instead of the login page, the home page and then its screen: on a two-core
 * machine each load of the app costs 1 to 3 s. The login page itself is tested with the form
 * (`loginWithForm`, foundation.spec.ts, keyboard.spec.ts, users.spec.ts).
 */
export async function login(page: Page, user: DemoUser = users.hoAdmin, path = '/'): Promise<void> {
  const answer = await postCall(page, contract.auth.login, {
    username: user.username,
    password: user.password,
  });
  // Local storage is the origin's: a small document of the origin first, not the app.
  await page.goto('/logo.svg');
  await page.evaluate(
    ([keys, stored]) => {
      localStorage.setItem(keys.user, JSON.stringify(stored.USER));
      localStorage.setItem(keys.menu, JSON.stringify(stored.MENU));
      localStorage.setItem(keys.token, stored.TOKEN);
    },
    [LOGIN_KEYS, answer] as const,
  );
  await page.goto(path);
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

/** Logs in with the login form (Enter submits) and waits for the main layout. */
export async function loginWithForm(page: Page, user: DemoUser = users.hoAdmin): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(messages.usernameLabel).fill(user.username);
  const password = page.getByLabel(messages.passwordLabel);
  await password.fill(user.password);
  await password.press('Enter');
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
  await expect(page).toHaveURL(/\/$/);
}

/** Logs out with the top bar button and waits for the login page. */
export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The drawer menu; follow a screen with `menu(page).getByRole('link', { name })`. */
export function menu(page: Page) {
  return page.getByRole('navigation', { name: 'menu' });
}

/** Opens a screen through the drawer: unfolds its group, then follows the link. */
export async function openMenu(page: Page, group: string, screen: string): Promise<void> {
  const nav = menu(page);
  const link = nav.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  const href = (await link.getAttribute('href')) ?? '';
  // A click while the group still unfolds can land beside the link: click again until the screen opens.
  await expect(async () => {
    if (new URL(page.url()).pathname !== href) await link.click();
    expect(new URL(page.url()).pathname).toBe(href);
  }).toPass({ timeout: 10_000 });
}
