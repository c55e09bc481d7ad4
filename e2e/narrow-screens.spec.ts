/**
 * Screens on the laptops staff use, beside the docked menu: at 1024 x 768 the call plan overviews'
 * filters do not run under Load List; at 1366 x 768 View Mapping Assignment shows each
 * assignment's dates, branch and status without scrolling sideways. Screenshots go to
 * /tmp/armada-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { messages } from '../common/messages';
import { login, openMenu, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function filtersClearOfLoadList(page: Page, listTestId: string): Promise<void> {
  const load = await box(page.getByTestId(listTestId).getByTestId('load-list'));
  for (const filter of ['filter-branch', 'filter-position', 'filter-year', 'filter-periode']) {
    const field = await box(page.getByTestId(filter));
    expect(overlaps(field, load), `${filter} runs under Load List`).toBe(false);
    expect(field.x + field.width, `${filter} reaches Load List`).toBeLessThanOrEqual(load.x);
  }
}

for (const [screen, testId, shot] of [
  [messages.overviewFixedCall, 'fixed-call-overview', 'fixed-call-overview'],
  [messages.overviewMasterCall, 'master-call-overview', 'master-call-overview'],
] as const) {
  test(`${screen} at 1024 x 768: Year and Periode are clear of Load List`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await login(page, users.hoAdmin);
    await openMenu(page, 'Call Management', screen);
    await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
    await filtersClearOfLoadList(page, testId);
    await page.getByTestId(testId).getByTestId('load-list').click();
    await expect(page.getByTestId(testId).getByTestId('list-total')).toBeVisible();
    await page.mouse.move(5, 5);
    await page.screenshot({ path: `${SHOTS}/${shot}-1024.png` });

    // Wider, the four stay on one line beside Load List.
    await page.setViewportSize({ width: 1366, height: 768 });
    await filtersClearOfLoadList(page, testId);
    const year = await box(page.getByTestId('filter-year'));
    expect((await box(page.getByTestId('filter-branch'))).y).toBe(year.y);
    await page.screenshot({ path: `${SHOTS}/${shot}-1366.png` });
  });
}

test('View Mapping Assignment at 1366 x 768: dates, branch and status in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page, users.hoAdmin);
  await openMenu(page, 'Mapping Sales Assignment', messages.viewMappingAssignment);
  const list = page.getByTestId('assignment-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  const grid = await box(list.locator('.MuiDataGrid-main'));
  for (const field of ['ASSIGNMENT_START_DATE', 'ASSIGNMENT_END_DATE', 'BRANCH_CODE_POSITION', 'STATUS']) {
    const header = await box(list.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`));
    expect(header.x + header.width, `${field} is off-screen`).toBeLessThanOrEqual(grid.x + grid.width);
    // The values show whole.
    const cells = list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`);
    await expect(cells.first()).toBeVisible();
    const cut = await cells.evaluateAll((all) => all.filter((e) => e.scrollWidth > e.clientWidth).length);
    expect(cut, field).toBe(0);
  }
  await page.mouse.move(5, 5);
  await page.screenshot({ path: `${SHOTS}/assignment-overview-1366.png` });
  // At 1024 px the table scrolls sideways from the status on; photographed to be looked at.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/assignment-overview-1024.png` });
});
