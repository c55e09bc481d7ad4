/**
 * Upload Bisnis Lini Product as head office meets it: the screen is titled as its menu entry, and
 * a mapping active until 4001-12-31 uploaded again with a new START_DATE takes over from that date.
 * The check says which stored period will end (above the drop area, and NOTE in Clean Data), a
 * row overlapping another period of the mapping is refused with a reason naming it, and the
 * submit's message counts the periods ended; the overview then shows the two periods back to back.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { MAPPING_COLUMNS, type MappingRow } from '../common/contract/bisnis-lini';
import { messages } from '../common/messages';
import { login, menu, openMenu, sheetUpload, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

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

test('a new START_DATE for a mapping active until 4001-12-31 ends the stored period the day before, and says so', async () => {
  await openMenu(page, 'Mapping Bisnis Lini', MENU_ENTRY);
  const api = { headers: { 'api-key': 'armada-dev-key' } };
  const overview = async () => {
    const res = await page.request.post('/api/mapping-bisnis-lini-product/overview', {
      ...api,
      data: { SLSPERSONTYPE: 'SALESMAN', BISNISGROUP: 'FARMA', SCHGROUP: 'REGULER', TARGETLEVEL: 'ALL' },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: MappingRow[] }).data.filter((r) => r.PRINCIPAL_LINE === 'FRM-ETH');
  };
  const [stored] = await overview();
  if (!stored) throw new Error('The demo maps SALESMAN on FRM-ETH, REGULER');
  expect(stored.END_DATE).toBe('4001-12-31');
  const next = new Date().getFullYear() + 1;
  const row = (start: string, end: string) =>
    MAPPING_COLUMNS.map(
      (c) => (({ START_DATE: start, END_DATE: end }) as Record<string, string>)[c] ?? stored[c],
    );
  const input = page.getByTestId('file-input');

  // From next March, and a second row starting inside that period: refused, naming it.
  await input.setInputFiles(
    sheetUpload(
      [[...MAPPING_COLUMNS], row(`${next}-03-01`, '4001-12-31'), row(`${next}-06-01`, '4001-12-31')],
      'mapping.xls',
      'xls',
    ),
  );
  await expect(page.getByRole('tab', { name: `${messages.errorMappingTab} (1)` })).toBeVisible();
  await expect(
    page
      .getByTestId('failed-rows')
      .getByText(messages.reasonMappingOverlapsRow(`${next}-03-01`, '4001-12-31')),
  ).toBeVisible();
  await expect(page.getByTestId('submit-upload')).toBeDisabled();

  // The row alone: Clean Data says which stored period ends, and when.
  await input.setInputFiles(
    sheetUpload([[...MAPPING_COLUMNS], row(`${next}-03-01`, '4001-12-31')], 'mapping.xls', 'xls'),
  );
  await expect(page.getByRole('tab', { name: `${messages.errorMappingTab} (0)` })).toBeVisible();
  const note = messages.noteMappingEnded(stored.START_DATE, '4001-12-31', `${next}-02-28`);
  await expect(page.getByTestId('mapping-takeovers')).toContainText(messages.rowNote(2, note));
  await page.screenshot({ path: `${SHOTS}/upload-mapping-takes-over.png`, fullPage: true });

  await page.getByTestId('submit-upload').click();
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: messages.submit })
    .click();
  await expect(
    page.getByTestId('snackbar-success').filter({ hasText: messages.mappingsEnded(1) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/mapping-sublini-product\/overview$/);
  expect((await overview()).map((r) => [r.START_DATE, r.END_DATE])).toEqual([
    [stored.START_DATE, `${next}-02-28`],
    [`${next}-03-01`, '4001-12-31'],
  ]);
});
