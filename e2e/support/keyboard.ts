/**
 * Driving the app with the keyboard alone, as a user without a mouse does: Tab to a control, keys
 * to act on it, and checks that the focus shows and never falls back to the page's <body>.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '../../common/messages';
import type { DemoUser } from './users';

/** Whether the element holding the focus is `target` or inside it. */
const holdsFocus = (target: Locator) =>
  target.evaluate((el) => {
    const active = document.activeElement;
    return active !== null && (el === active || el.contains(active));
  });

/** A short description of the focused element, for a failure's message. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const id = el.getAttribute('data-testid') ?? el.closest('[data-testid]')?.getAttribute('data-testid');
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${id ? ` in ${id}` : ''}> ${name}`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until the focus is on or inside `target`, at most `max`
 * times; fails naming where the focus ended.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await holdsFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} Tabs did not reach the control; the focus is on ${await focusedElement(page)}`);
}

/** The focus is on or inside `target`. */
export async function expectFocusIn(target: Locator): Promise<void> {
  await expect.poll(() => holdsFocus(target)).toBe(true);
}

/**
 * The focused element shows that it has the focus: an outline or a shadow on it or on the box
 * drawn around it (a checkbox's input sits inside its visible box, a text field's inside the
 * outlined frame whose border thickens), and never the page's <body> (focus lost).
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'focus lost to <body>';
          const shows = (el: Element) => {
            const style = getComputedStyle(el);
            const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
            return outline || style.boxShadow !== 'none';
          };
          // A text field's ring is its frame (MUI's outlined input): 2 px wide while focused.
          const frame = active.closest('.MuiOutlinedInput-root.Mui-focused');
          const border = frame?.querySelector('.MuiOutlinedInput-notchedOutline');
          if (border && Number.parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return 'ring';
          let el: Element | null = active;
          for (let up = 0; el && up < 3; up++, el = el.parentElement) if (shows(el)) return 'ring';
          return `no focus ring on <${active.tagName.toLowerCase()} class="${active.className}">`;
        }),
      { message: 'the focused element shows a focus ring' },
    )
    .toBe('ring');
}

/** The focus is on some control of the page, never on <body> (where a lost focus lands). */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
    )
    .toBe(true);
}

/** Logs in with the keyboard: the user name field has the focus, Tab to the password, Enter. */
export async function loginByKeyboard(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await expectFocusIn(page.getByLabel(messages.usernameLabel));
  await page.keyboard.type(user.username);
  await tabTo(page, page.getByLabel(messages.passwordLabel));
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-name')).toHaveText(user.name);
}

/**
 * Tabs into a data grid and on to the first cell of its first row: the grid is one Tab stop, first
 * its column header (ArrowDown leaves it for the rows), then its arrows move from cell to cell.
 */
export async function tabIntoGridRows(page: Page, grid: Locator): Promise<void> {
  await tabTo(page, grid);
  const inHeader = () =>
    page.evaluate(() => document.activeElement?.closest('[role="columnheader"]') != null);
  if (await inHeader()) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
}
