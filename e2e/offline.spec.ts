/**
 * The server down while the app is open: every call and every chunk of code not loaded yet fails.
 * Each place says that the server could not be reached ('Server tidak dapat dihubungi…') instead of
 * showing nothing, no data or a generic failure, and works again once the server is back, from
 * the same screen: a screen's and a list's Retry, a second press of Export, choosing the file again.
 * The server going down is simulated by aborting the page's requests to /api and /assets.
 */
import type { Locator, Page } from '@playwright/test';
import { ROLE_UPLOAD_COLUMNS } from '../common/contract/structure';
import { messages } from '../common/messages';
import { login, openMenu, readDownload, sheetUpload, users } from './support';
import { expect, test } from './support/fixtures';

const API = '**/api/**';
const ASSETS = '**/assets/**';

/** Stops the server, as the page sees it: no call and no chunk of code reaches it. */
async function serverDown(page: Page): Promise<void> {
  await page.route(API, (route) => route.abort('connectionrefused'));
  await page.route(ASSETS, (route) => route.abort('connectionrefused'));
}

async function serverBack(page: Page): Promise<void> {
  await page.unroute(API);
  await page.unroute(ASSETS);
}

const unreachableSnackbar = (page: Page): Locator =>
  page.getByTestId('snackbar-error').filter({ hasText: messages.serverUnreachable });

test('a screen whose code is not loaded yet says the server could not be reached, and Retry opens it', async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await serverDown(page);
  await openMenu(page, 'Structure', 'Employee Type');
  const failed = page.getByTestId('screen-unreachable');
  await expect(failed).toContainText(messages.serverUnreachable);
  await expect(page.getByText(messages.somethingWrong)).toHaveCount(0);
  // The layout stays: the user is still on the screen's address, with the menu and top bar.
  await expect(page.getByTestId('user-name')).toBeVisible();
  await expect(page).toHaveURL(/\/structure\/type$/);

  // Retry while the server is still down says so again.
  await failed.getByRole('button', { name: messages.retry }).click();
  await expect(page.getByTestId('screen-unreachable')).toContainText(messages.serverUnreachable);

  await serverBack(page);
  await page.getByTestId('screen-unreachable').getByRole('button', { name: messages.retry }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await expect(page.getByTestId('screen-unreachable')).toHaveCount(0);
  await expect(page).toHaveURL(/\/structure\/type$/);
});

test("a list's failed page says the server could not be reached, with no range or Export, and Retry loads it", async ({
  page,
}) => {
  await login(page, users.hoAdmin, '/mapping-sales-assignment/overview');
  const list = page.getByTestId('assignment-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  await expect(list.getByTestId('list-export')).toBeEnabled();
  const firstRow = list.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();

  await serverDown(page);
  await list.getByRole('button', { name: 'Go to next page' }).click();
  const failed = list.getByTestId('load-failed');
  await expect(failed).toContainText(messages.serverUnreachable);
  await expect(unreachableSnackbar(page).first()).toBeVisible();
  await expect(list.getByText('No results found.')).toHaveCount(0);
  await expect(list.getByText(messages.noRows)).toHaveCount(0);
  await expect(list.getByTestId('list-total')).toHaveCount(0);
  await expect(list.getByTestId('list-export')).toBeDisabled();
  // No range of rows that are not there.
  await expect(list.getByText(/\d+–\d+ of/)).toHaveCount(0);

  await serverBack(page);
  await failed.getByRole('button', { name: messages.retry }).click();
  await expect(list.getByTestId('load-failed')).toHaveCount(0);
  await expect(list.getByTestId('list-total')).toBeVisible();
  await expect(list.getByText(/101–200 of/)).toBeVisible();
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await expect(list.getByTestId('list-export')).toBeEnabled();
});

test("Unmapping Sales' first Export says the server could not be reached, and the next press exports", async ({
  page,
}) => {
  await login(page, users.hoAdmin);
  await openMenu(page, 'Mapping Sales Assignment', 'Unmapping Sales');
  const list = page.getByTestId('unmapped-list');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toBeVisible();

  // The export is written in the browser by a library that loads on the first export.
  await serverDown(page);
  await list.getByTestId('list-export').click();
  await expect(unreachableSnackbar(page)).toBeVisible();
  await expect(list.getByTestId('list-export')).toBeEnabled();

  await serverBack(page);
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe('Unmapping Sales.xlsx');
  expect(file.rows().length).toBeGreaterThan(0);
});

test("the sales rep history says the server could not be reached instead of 'no data', and Retry loads it", async ({
  page,
}) => {
  await login(page, users.branchAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();

  await serverDown(page);
  await list.getByRole('row').nth(1).click();
  const history = page.getByTestId('salesrep-history');
  await expect(history.getByTestId('load-failed')).toContainText(messages.serverUnreachable);
  await expect(history.getByText(messages.noRows)).toHaveCount(0);

  await serverBack(page);
  await history.getByRole('button', { name: messages.retry }).click();
  await expect(history.getByTestId('load-failed')).toHaveCount(0);
  await expect(history.getByRole('row').nth(1)).toContainText(/ACTIVE|INACTIVE/);
});

test('an upload whose reader cannot load stops reading, says why, and reads the file chosen again', async ({
  page,
}) => {
  const row = [
    'OFF-SLS-1',
    'SALESMAN',
    'TO',
    '101',
    'JKT',
    'NA',
    'JKT-SPV-001',
    'spv@armada.co.id',
    'N',
    'NA',
    '2026-01-01',
    '4001-12-31',
  ];
  const small = sheetUpload([[...ROLE_UPLOAD_COLUMNS], row], 'roles.xls');
  // Big enough for the sheet worker, whose script cannot load either.
  const big = sheetUpload(
    [[...ROLE_UPLOAD_COLUMNS], ...Array.from({ length: 4000 }, (_, i) => [`OFF-SLS-${i}`, ...row.slice(1)])],
    'big.xls',
  );
  expect(big.buffer.length).toBeGreaterThan(256 * 1024);

  await login(page, users.hoAdmin, '/manage-role/upload');
  await expect(page.getByTestId('drop-area')).toBeVisible();
  const input = page.getByTestId('file-input');
  const error = page.getByTestId('import-error');

  await serverDown(page);
  for (const file of [small, big]) {
    await input.setInputFiles(file);
    await expect(error).toHaveText(messages.serverUnreachable);
    await expect(page.getByTestId('import-progress')).toHaveCount(0);
    await expect(page.getByTestId('drop-area')).not.toHaveCSS('cursor', 'progress');
  }

  await serverBack(page);
  await input.setInputFiles(small);
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(1));
  await expect(error).toHaveCount(0);
  await input.setInputFiles(big);
  await expect(page.getByTestId('rows-read')).toHaveText(messages.rowsRead(4000));
  await expect(error).toHaveCount(0);
});
