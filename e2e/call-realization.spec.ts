/**
 * Overview Call Realization as users meet it (spec part 2 sections 2, 3, 7): head office finds the
 * call realization of every branch, searches it, opens a visit's display-check photos full screen
 * and exports a narrow selection, which reads back with the table's 25 columns and as many rows as
 * the list counts. A branch admin may choose either branch of its org and sees only its rows.
 *
 * The demo holds last month's and this month's realization up to today; the tests ask from the
 * first day of last month, so they hold on any day of the month.
 */
import { mkdirSync } from 'node:fs';
import { contract } from '../common/contract';
import {
  REALIZATION_COLUMNS,
  REALIZATION_EXPORT_FILE,
  REALIZATION_RANGE_MAX_DAYS,
} from '../common/contract/call-realization';
import { endOfThisMonth, firstDayOfMonth, toIsoDate } from '../common/dates';
import { messages } from '../common/messages';
import {
  choose,
  listTotal,
  login,
  logout,
  openMenu,
  readDownload,
  typeDateInto,
  typePosition,
  users,
} from './support';
import { nextAnswer, nextBody } from './support/api';
import { expect, test } from './support/fixtures';
import { cells } from './support/grid';
import { expectPhotoShown } from './support/photos';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const now = new Date();
const MONTH_START = firstDayOfMonth(now);
const MONTH_END = endOfThisMonth(now);
const LAST_MONTH_START = toIsoDate(new Date(now.getFullYear(), now.getMonth() - 1, 1));

test('Overview Call Realization: head office finds, searches, previews a visit and exports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, users.hoAdmin);
  await openMenu(page, 'Call Management', messages.overviewCallRealization);
  await expect(page).toHaveTitle(`${messages.overviewCallRealization} | Armada`);
  const list = page.getByTestId('call-realization-overview');

  // Head office starts on every branch and this month.
  await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
  await expect(page.getByTestId('filter-start').locator('input')).toHaveValue(MONTH_START);
  await expect(page.getByTestId('filter-end').locator('input')).toHaveValue(MONTH_END);

  // A range longer than the server takes is refused at once, with its words.
  const before = toIsoDate(new Date(now.getFullYear(), now.getMonth() - 4, 1));
  await typeDateInto(page, 'filter-start', before);
  await list.getByTestId('load-list').click();
  await expect(
    page
      .getByTestId('snackbar-error')
      .filter({ hasText: messages.dateRangeTooLong(REALIZATION_RANGE_MAX_DAYS) }),
  ).toBeVisible();
  await expect(list.getByTestId('list-total')).toHaveCount(0);
  await typeDateInto(page, 'filter-start', LAST_MONTH_START);

  // ALL branch and ALL position go as '' (spec part 2 section 9), the first page counted.
  const asked = nextBody(page, contract.callManagement.OverviewCallRealization);
  const answered = nextAnswer(page, contract.callManagement.OverviewCallRealization);
  await list.getByTestId('load-list').click();
  expect(await asked).toMatchObject({
    BranchCode: '',
    PositionCode: '',
    StartDate: LAST_MONTH_START,
    EndDate: MONTH_END,
    count: true,
  });
  await expect(list.getByTestId('list-total')).toBeVisible();
  const total = await listTotal(list);
  expect(total).toBeGreaterThan(100);
  // The eye and the 25 columns of the row.
  await expect(list.getByRole('grid')).toHaveAttribute(
    'aria-colcount',
    String(REALIZATION_COLUMNS.length + 1),
  );
  await expect(cells(list, 'NAMA_RELASI').first()).not.toBeEmpty();
  await page.screenshot({ path: `${SHOTS}/call-realization.png` });

  // A customer searched on the server: fewer rows, that customer's among them.
  const customer = ((await cells(list, 'NAMA_RELASI').first().textContent()) ?? '').trim();
  const searched = nextBody(page, contract.callManagement.OverviewCallRealization);
  await list.getByTestId('list-search').fill(customer);
  expect(await searched).toMatchObject({ search: customer, count: true });
  await expect.poll(() => listTotal(list)).toBeLessThan(total);
  expect(await cells(list, 'NAMA_RELASI').allTextContents()).toContain(customer);
  await list.getByTestId('list-search').fill('');
  await expect.poll(() => listTotal(list)).toBe(total);

  // The eye of a visit with a display check: its photos full screen, served for the browser to keep.
  // Only such rows have one.
  const { rows } = await answered;
  const checked = rows.findIndex((r) => r.CRC_HEADERID !== null);
  expect(checked).toBeGreaterThanOrEqual(0);
  const unchecked = rows.find((r) => r.CRC_HEADERID === null) as { REALIZATION_ID: number };
  const rowOf = (id: number) => list.locator(`.MuiDataGrid-row[data-id="${id}"]`);
  await expect(rowOf(unchecked.REALIZATION_ID).getByTestId('view-photos')).toHaveCount(0);
  // The grid draws the rows in view: scrolled to the row first.
  await list
    .locator('.MuiDataGrid-virtualScroller')
    .evaluate((e, top) => e.scrollTo(0, top), Math.max(0, checked - 2) * 36);
  const photoAnswer = page.waitForResponse((r) => r.url().includes('/api/file-viewer/photo/'));
  await rowOf((rows[checked] as { REALIZATION_ID: number }).REALIZATION_ID)
    .getByTestId('view-photos')
    .click();
  const preview = page.getByTestId('photo-preview');
  await expectPhotoShown(preview);
  expect((await photoAnswer).headers()['cache-control']).toContain('immutable');
  await expect(preview.getByTestId('preview-counter')).toHaveText(/^1 \/ [1-3]$/);
  await page.screenshot({ path: `${SHOTS}/call-realization-preview.png` });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // A narrow selection: one branch and one of its positions; the export holds exactly its rows.
  await choose(page, 'filter-branch', 'JKT - JAKARTA');
  await list.getByTestId('load-list').click();
  await expect.poll(() => listTotal(list)).toBeLessThan(total);
  const position = ((await cells(list, 'POSITION_CODE').first().textContent()) ?? '').trim();
  await typePosition(page, position, '/call-management/searchPosition');
  const narrowed = nextBody(page, contract.callManagement.OverviewCallRealization);
  const narrowAnswer = nextAnswer(page, contract.callManagement.OverviewCallRealization);
  await list.getByTestId('load-list').click();
  expect(await narrowed).toMatchObject({ BranchCode: 'JKT', PositionCode: position });
  // The branch's list may show the position first too: the total is read once the position's
  // answer is on screen, not before (a loaded machine read the branch's total here).
  const narrow = (await narrowAnswer).total ?? 0;
  expect(narrow).toBeGreaterThan(0);
  await expect.poll(() => listTotal(list)).toBe(narrow);
  expect(new Set(await cells(list, 'POSITION_CODE').allTextContents())).toEqual(new Set([position]));

  const download = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await download);
  expect(file.fileName).toBe(REALIZATION_EXPORT_FILE);
  expect(file.headers()).toEqual([...REALIZATION_COLUMNS]);
  expect(file.rows()).toHaveLength(narrow);
  expect(new Set(file.rows().map((r) => r.POSITION_CODE))).toEqual(new Set([position]));
  expect(new Set(file.rows().map((r) => r.AREA_CODE))).toEqual(new Set(['JKT']));
  await logout(page);
});

test('Overview Call Realization: a branch admin may choose either branch of its org', async ({ page }) => {
  await login(page, users.branchAdmin);
  // The spec locks a branch user's branch on the call plan overviews only: org 101 holds BKS too.
  await openMenu(page, 'Call Management', messages.overviewCallRealization);
  const realization = page.getByTestId('call-realization-overview');
  const area = page.getByTestId('filter-branch');
  await expect(area).toContainText('JKT - JAKARTA');
  await choose(page, 'filter-branch', 'BKS - BEKASI');
  await typeDateInto(page, 'filter-start', LAST_MONTH_START);
  const asked = nextBody(page, contract.callManagement.OverviewCallRealization);
  await realization.getByTestId('load-list').click();
  expect(await asked).toMatchObject({ BranchCode: 'BKS' });
  await expect(realization.getByTestId('list-total')).toContainText(/Total [1-9]/);
  expect(new Set(await cells(realization, 'AREA_CODE').allTextContents())).toEqual(new Set(['BKS']));
  await logout(page);
});
