/**
 * The screens staff use on 1366 x 768 laptops: the columns they act on are in view beside the menu
 * without scrolling sideways (Reprint on both print screens; the photos and the map on Overview
 * Location Relasi; Supervisor and CSO on Mapping Salesrep), with the values staff read whole.
 * Each screen is also photographed at 1024 x 768 to be looked at.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { RelationPrintRow } from '../common/contract/labels';
import { choose, login, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const LAPTOP = { width: 1366, height: 768 };
const SMALL = { width: 1024, height: 768 };

/** The header of each field lies whole inside the grid's visible area. */
async function expectInView(list: Locator, fields: readonly string[]): Promise<void> {
  const main = await list.locator('.MuiDataGrid-main').boundingBox();
  if (!main) throw new Error('no grid');
  for (const field of fields) {
    const header = list.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
    await expect(header, field).toHaveCount(1);
    const box = await header.boundingBox();
    expect(box, field).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), field).toBeLessThanOrEqual(main.x + main.width + 1);
  }
}

/** The values of the field's rendered cells are shown whole: no ellipsis, no line cut off. */
async function expectWhole(list: Locator, field: string): Promise<void> {
  const cells = list.locator(`.MuiDataGrid-row .MuiDataGrid-cell[data-field="${field}"]`);
  const cut = await cells.evaluateAll((all) =>
    all
      .filter((cell) =>
        [cell, ...Array.from(cell.querySelectorAll('*'))].some(
          (e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
        ),
      )
      .map((e) => e.textContent),
  );
  expect(cut, field).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `${SHOTS}/${name}-1366.png` });
  await page.setViewportSize(SMALL);
  await page.screenshot({ path: `${SHOTS}/${name}-1024.png` });
  await page.setViewportSize(LAPTOP);
}

/** A position of JKT whose list holds a label to print again, through the calls the screen makes. */
async function positionWithReprint(page: Page): Promise<string> {
  const headers = { 'api-key': 'armada-dev-key' };
  const res = await page.request.get('/api/mapping-sales-assignment/getRelasiPrintPositions', { headers });
  const positions = ((await res.json()) as { data: { POSITION_DESC: string; BRANCH_CODE: string }[] }).data;
  for (const p of positions.filter((x) => x.BRANCH_CODE === 'JKT')) {
    const rows = await page.request.get(
      `/api/mapping-sales-assignment/getRelasiPrint/${p.POSITION_DESC}/101`,
      {
        headers,
      },
    );
    const list = ((await rows.json()) as { data: RelationPrintRow[] }).data;
    if (list.some((r) => r.ShouldReprint === 1)) return p.POSITION_DESC;
  }
  throw new Error('no JKT position with a label to print again');
}

for (const screen of [
  { path: '/mapping-sales-assignment/printqrrelasi', name: 'print-relasi' },
  { path: '/mapping-sales-assignment/printqrrelasinew', name: 'print-relasi-file' },
]) {
  test(`${screen.name}: Reprint and every column of the list in view at 1366 px`, async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await login(page, users.branchAdmin, screen.path);
    const code = await positionWithReprint(page);
    const input = page.getByTestId('filter-position').getByRole('combobox');
    await input.click();
    await input.fill(code);
    await page.getByRole('option', { name: code, exact: true }).click();
    const list = page.getByTestId('print-list');
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
    await expectInView(list, [
      'BRANCH_CODE',
      'POSITION_CODE',
      'EMPLOYEE_TITLE_CODE',
      'CUSTOMER_ID',
      'CUSTOMER_NAME',
      'IsPrint',
      'LAST_UPDATE_PRINT',
      'ShouldReprint',
    ]);
    for (const field of ['POSITION_CODE', 'CUSTOMER_ID', 'CUSTOMER_ID_REF', 'LAST_UPDATE_PRINT']) {
      await expectWhole(list, field);
    }
    await shoot(page, screen.name);
  });
}

test('Overview Location Relasi: the photos and the map in view at 1366 px', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await login(page, users.hoAdmin, '/mapping-sales-assignment/overviewgeotag');
  const list = page.getByTestId('location-list');
  // Each menu closes before the next click: its backdrop would take the click on a slow machine.
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await choose(page, 'filter-channel', 'ALL');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  await list.locator('.MuiDataGrid-virtualScroller').scrollIntoViewIfNeeded();
  await expectInView(list, ['BRANCH_CODE', 'CUSTOMER_ID_REF', 'LAST_UPDATE', 'NOTE', 'TD', 'TJ', 'MAP']);
  await expectWhole(list, 'CUSTOMER_ID_REF');
  await expectWhole(list, 'LAST_UPDATE');
  await shoot(page, 'overview-location');
});

test('Mapping Salesrep: Supervisor and CSO in view at 1366 px, their values whole', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await login(page, users.hoAdmin, '/mapping-sales-rep/overview');
  const list = page.getByTestId('salesrep-list');
  await expect(list.getByTestId('list-total')).toBeVisible();
  await expectInView(list, ['SALESREP_EMPLOYEEID', 'SALESREP_POSITION_CODE', 'STATUS', 'SUPERVISOR', 'CSO']);
  for (const field of [
    'SALESREP_EMPLOYEEID',
    'SALESREP_POSITION_CODE',
    'POSITION_CODE_HCM',
    'SALESREP_START_DATE',
    'SALESREP_END_DATE',
    'STATUS',
    'SUPERVISOR',
    'CSO',
  ]) {
    await expectWhole(list, field);
  }
  await shoot(page, 'mapping-salesrep');
});
