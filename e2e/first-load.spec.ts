/**
 * The lean first load (docs/benchmarks.md, "First load"): the login page runs only the scripts
 * index.html names, and none of them holds the data grid, the date pickers, zod or SheetJS. zod
 * arrives once the user types; a screen's code when the screen opens, with the layout in place
 * meanwhile. Sizes are the bench's business; these tests check what loads when.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { messages } from '../common/messages';
import { login, loginWithForm, openMenu } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** Texts that only each library's built code holds (class and constructor names survive minifying). */
const LIBRARY_MARKERS = {
  'data grid': 'MuiDataGrid',
  'date pickers': 'MuiPickers',
  zod: '$ZodType',
  SheetJS: 'SheetJS',
} as const;

/** Every script the page fetches from now on: its path and its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && response.ok()) scripts.set(pathname, response.text());
  });
  return scripts;
}

async function librariesIn(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found = new Set<string>();
  for (const text of scripts.values()) {
    const code = await text;
    for (const [library, marker] of Object.entries(LIBRARY_MARKERS))
      if (code.includes(marker)) found.add(library);
  }
  return [...found].sort();
}

const ASSETS = '**/assets/*.js';

test('the login page loads only what index.html names: no data grid, date pickers, zod or SheetJS', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: messages.login })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const named = await page
    .locator('script[type="module"][src], link[rel="modulepreload"][href]')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) =>
          new URL(node.getAttribute('src') ?? node.getAttribute('href') ?? '', location.href).pathname,
      ),
    );
  expect([...scripts.keys()].filter((path) => !named.includes(path))).toEqual([]);
  expect(await librariesIn(scripts)).toEqual([]);

  // The login call's declaration, and zod with it, loads as the user starts typing.
  await page.getByLabel(messages.usernameLabel).fill('h');
  await expect.poll(() => librariesIn(scripts)).toEqual(['zod']);
});

test('a screen loads its code when it opens, with the top bar and menu in place meanwhile', async ({
  page,
}) => {
  // Through the form: the login page loads zod, so the screen must not.
  await loginWithForm(page);
  const scripts = recordScripts(page);
  // Hold the screen's chunks back so that what the user sees while they load can be checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ASSETS, async (route) => {
    await held;
    await route.continue();
  });

  await openMenu(page, 'Structure', 'Employee Type');
  await expect(page).toHaveTitle('Employee Type | Armada');
  await expect(page.getByTestId('user-name')).toBeVisible();
  const spinner = page.getByTestId('screen-loading').getByRole('progressbar');
  await expect(spinner).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `${SHOTS}/screen-loading.png`, animations: 'disabled' });

  // From now on the handler lets every chunk through.
  release();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByTestId('screen-loading')).toHaveCount(0);
  expect(await librariesIn(scripts)).toEqual(['data grid', 'date pickers']);
  await page.screenshot({ path: `${SHOTS}/type-screen.png`, animations: 'disabled' });
});

test('a screen whose code cannot load says so inside the layout, and the way back reloads the page', async ({
  page,
}) => {
  await login(page);
  await page.route(ASSETS, (route) => route.abort());
  await openMenu(page, 'Structure', 'Employee Type');
  await expect(page.getByTestId('screen-failed')).toContainText(messages.somethingWrong);
  await expect(page.getByTestId('user-name')).toBeVisible();

  await page.unroute(ASSETS);
  await page.getByRole('link', { name: messages.backToHome }).click();
  await expect(page.getByTestId('home')).toBeVisible();
  await openMenu(page, 'Structure', 'Employee Type');
  await expect(page.getByRole('grid').first()).toBeVisible();
});
