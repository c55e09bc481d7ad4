/**
 * Readable at 200% browser zoom on a 1366 px wide screen (WCAG 2.1 1.4.4 and 1.4.10), and the OS's
 * reduced-motion setting followed (2.3.3). 200% zoom of 1366 x 800 is a page 683 x 400 CSS px wide
 * drawn at twice the pixels, which is what the browser lays out at that zoom.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { login, menu } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** How wide the page's content is beyond the window: 0 when nothing needs a sideways scroll. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The control is on the page and within the window's width once scrolled to. */
async function reachable(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, 'control within the window').toBe(true);
}

test.describe('at 200% zoom of a 1366 x 800 screen', () => {
  test.use({ viewport: { width: 683, height: 400 }, deviceScaleFactor: 2 });

  test('a list, a form, an upload and the calendar lose nothing sideways and keep their controls in reach', async ({
    page,
  }) => {
    await login(page);
    // Which control stands for each screen: the one a user cannot do without.
    const screens: [string, string, (page: Page) => Locator][] = [
      ['list', '/manage-role/overview', (p) => p.getByTestId('load-list')],
      ['form', '/manage-role/new', (p) => p.getByTestId('save')],
      ['upload', '/manage-role/upload', (p) => p.getByTestId('submit-upload')],
      ['calendar', '/call-management/overviewCalendar', (p) => p.getByTestId('filter-year')],
    ];
    for (const [kind, path, control] of screens) {
      await page.goto(path);
      await expect(control(page).first()).toBeVisible();
      expect(await overflow(page), `${kind} ${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await reachable(page, control(page).first());
      await page.screenshot({ path: `${SHOTS}/zoom-200-${kind}.png`, fullPage: true });
    }
    // The menu is a button away, and opens within the window.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(menu(page)).toBeInViewport();
  });
});

test.describe('reduced motion', () => {
  /** The longest transition of the element, in ms. */
  const transitionMs = (target: Locator) =>
    target.evaluate((el) =>
      Math.max(
        ...getComputedStyle(el)
          .transitionDuration.split(',')
          .map((d) => Number.parseFloat(d) * 1000),
      ),
    );

  test("the OS's reduced-motion setting stops MUI's transitions, and they come back when it is off", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await login(page);
    const home = menu(page).getByRole('link', { name: 'Home' });
    expect(await transitionMs(home)).toBeLessThan(1);

    // The same page without the setting moves again: the check above can tell the two apart.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => transitionMs(home)).toBeGreaterThan(50);
  });
});
