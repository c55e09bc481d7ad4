/**
 * Overview Fixed Call and Overview Master Call Plan page, search, sort and export on the server
 * (spec part 2 sections 2, 7, 8): head office loads this month of every branch, gets the first 100
 * rows with the count of the month, moves to the next and the last page by cursor, searches a
 * customer and sorts by its name on the server, and exports the selection, which reads back as the
 * pages showed it.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { FIXED_CALL_COLUMNS, MASTER_CALL_COLUMNS } from '../common/contract/call-management';
import { messages } from '../common/messages';
import { listTotal, login, openMenu, readDownload, type SheetFile, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Call Management';

async function exported(page: Page, list: Locator): Promise<SheetFile> {
  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  return readDownload(await download);
}

/** The body of the next request the page makes to the overview's call. */
function nextCall(page: Page, path: string): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((r: Request) => r.url().endsWith(`/api/call-management/${path}`) && r.method() === 'POST')
    .then((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
}

const OVERVIEWS = [
  {
    menu: messages.overviewFixedCall,
    testId: 'fixed-call-overview',
    path: 'overview',
    file: 'Overview Fixed Call.xlsx',
    columns: FIXED_CALL_COLUMNS,
    shot: 'fixed-call-overview-server',
  },
  {
    menu: messages.overviewMasterCall,
    testId: 'master-call-overview',
    path: 'overviewmastercall',
    file: 'Overview Master Call.xlsx',
    columns: MASTER_CALL_COLUMNS,
    shot: 'master-call-overview-server',
  },
] as const;

for (const overview of OVERVIEWS) {
  test(`${overview.menu}: pages, searches, sorts and exports ALL BRANCH on the server`, async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, users.hoAdmin);
    await openMenu(page, GROUP, overview.menu);
    const list = page.getByTestId(overview.testId);
    await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');

    const loaded = nextCall(page, overview.path);
    await list.getByTestId('load-list').click();
    // The spec's body with the list's paging: the first page and its count.
    expect(await loaded).toMatchObject({ branchCode: '0', count: true, pageSize: 100 });
    await expect(list.getByTestId('list-total')).toBeVisible();
    const total = await listTotal(list);
    expect(total).toBeGreaterThan(200);
    await expect(list.getByText(`1–100 of ${total.toLocaleString('en-US')}`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${overview.shot}.png` });

    // The whole month as the spec's file, in the list's order: the first page shows its first rows.
    const all = await exported(page, list);
    expect(all.fileName).toBe(overview.file);
    expect(all.headers().slice(0, overview.columns.length)).toEqual([...overview.columns]);
    expect(all.rows()).toHaveLength(total);
    const refs = all.rows().map((r) => String(r.CUSTOMERID_REF));
    const firstRef = () => list.locator('.MuiDataGrid-cell[data-field="CUSTOMERID_REF"]').first();
    await expect(firstRef()).toHaveText(refs[0] as string);

    // The next page by the cursor of the page shown, without counting again.
    const next = nextCall(page, overview.path);
    await list.getByRole('button', { name: 'Go to next page' }).click();
    expect(await next).toMatchObject({ count: false, after: expect.any(String) });
    await expect(list.getByText(`101–200 of ${total.toLocaleString('en-US')}`)).toBeVisible();
    await expect(firstRef()).toHaveText(refs[100] as string);

    // The last page: the end of the export.
    const last = nextCall(page, overview.path);
    await list.getByRole('button', { name: 'Go to last page' }).click();
    expect(await last).toMatchObject({ last: true });
    const lastStart = Math.floor((total - 1) / 100) * 100;
    await expect(firstRef()).toHaveText(refs[lastStart] as string);

    // A customer searched on the server: its rows alone, counted, and exported alone.
    const customer = refs[lastStart] as string;
    const searched = nextCall(page, overview.path);
    await list.getByTestId('list-search').fill(customer);
    expect(await searched).toMatchObject({ search: customer, count: true });
    const found = all.rows().filter((r) => String(r.CUSTOMERID_REF) === customer).length;
    await expect.poll(() => listTotal(list)).toBe(found);
    const cells = list.locator('.MuiDataGrid-row [data-field="CUSTOMERID_REF"]');
    await expect(cells).toHaveCount(Math.min(found, 100));
    expect(new Set(await cells.allTextContents())).toEqual(new Set([customer]));
    const one = await exported(page, list);
    expect(one.rows().map((r) => String(r.CUSTOMERID_REF))).toEqual(Array(found).fill(customer));
    await page.screenshot({ path: `${SHOTS}/${overview.shot}-search.png` });

    // Sorted by the customer's name on the server, descending: the export in the same order.
    await list.getByTestId('list-search').fill('');
    await expect.poll(() => listTotal(list)).toBe(total);
    const sorted = nextCall(page, overview.path);
    const header = list.getByRole('columnheader', { name: 'CUSTOMER_NAME' });
    await header.click();
    expect(await sorted).toMatchObject({ sortField: 'CUSTOMER_NAME', sortDir: 'asc' });
    await header.click();
    const byName = await exported(page, list);
    const names = byName.rows().map((r) => String(r.CUSTOMER_NAME));
    expect(names).toHaveLength(total);
    const firstName = list.locator('.MuiDataGrid-cell[data-field="CUSTOMER_NAME"]').first();
    await expect(firstName).toHaveText(names[0] as string);
    // Descending by the database's order of texts: no name after the first sorts above it there.
    expect(names.at(-1)).not.toBe(names[0]);
  });
}
