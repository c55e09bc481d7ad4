/** Logging in and out through the real login page and top bar. */
import { expect, type Page } from '@playwright/test';
import { messages } from '../../common/messages';
import { type DemoUser, users } from './users';

/** Logs in with the login form (Enter submits) and waits for the main layout. */
export async function login(page: Page, user: DemoUser = users.hoAdmin): Promise<void> {
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
