/**
 * The master call template keeps a phone number's leading zero: its text columns are formatted
 * Text, in the rows written and in the rows below them that a person types into; a PIC_TELP typed
 * into such a cell (a text cell) is stored with its 0, while one a General cell made a number of is
 * refused with a reason naming the column and the value. Head office uploads; the stored value is
 * read back from Overview Master Call's export.
 */
import { readFileSync } from 'node:fs';
import { type CellObject, read, utils, write } from '@e965/xlsx';
import type { Locator } from '@playwright/test';
import { MASTER_CALL_COLUMNS } from '../common/contract/call-management';
import { messages } from '../common/messages';
import { TEXT_FORMAT, TYPING_ROWS } from '../web/lib/excel';
import { xlsFormatGrid } from '../web/lib/xls-cell-formats';
import { choose, login, openMenu, readDownload, typePosition, users } from './support';
import { expect, test } from './support/fixtures';

const GROUP = 'Call Management';
const BRANCH = 'JKT';
const TYPED_PHONE = '081298765432';
const NUMBER_PHONE = 81298765432;

type SheetRow = Record<string, string>;

/** A failed row of the check by its sheet row. */
const failedRow = (tab: Locator, row: number) =>
  tab
    .getByRole('row')
    .filter({ has: tab.page().locator('[data-field="ROW"]').getByText(String(row), { exact: true }) });

/** A legacy .xls of the rows under the header; a cell given as a CellObject is written as it is. */
function xlsOf(rows: readonly (readonly (string | CellObject)[])[], name: string) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Sheet1');
  return {
    name,
    mimeType: 'application/vnd.ms-excel',
    buffer: write(book, { type: 'buffer', bookType: 'xls' }) as Buffer,
  };
}

/** The cells of a template row, PIC_TELP as the given cell. */
const cellsOf = (row: SheetRow, picTelp: CellObject) =>
  MASTER_CALL_COLUMNS.map((c) => (c === 'PIC_TELP' ? picTelp : (row[c] ?? '')));

test('Master call template: PIC_TELP formatted Text, a typed 0812… kept, a number that lost its 0 refused', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await login(page, users.hoAdmin);
  await openMenu(page, GROUP, messages.uploadMasterCall);

  // The template as downloaded: PIC_TELP formatted Text in every row written and below them. It
  // holds head office's whole current plan: writing it takes a while on a busy machine.
  const downloading = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByTestId('download-template').click();
  const download = await downloading;
  const template = await readDownload(download);
  expect(template.fileName).toBe('Template Upload Master Call Plan.xls');
  const bytes = readFileSync(await download.path());
  const book = read(bytes, { type: 'buffer', cellNF: true, dense: true });
  const grid = book.Sheets[book.SheetNames[0] ?? '']?.['!data'] ?? [];
  const header = (grid[0] ?? []).map((cell) => String(cell?.v ?? ''));
  expect(header).toEqual([...MASTER_CALL_COLUMNS]);
  const picTelp = header.indexOf('PIC_TELP');
  const yearId = header.indexOf('YEAR_ID');
  const written = grid.length - 1;
  expect(written).toBeGreaterThan(0);
  expect(grid[1]?.[picTelp]).toMatchObject({ t: 's', z: TEXT_FORMAT });
  expect(String(grid[1]?.[picTelp]?.v)).toMatch(/^0/);
  expect(grid[1]?.[yearId]?.z).not.toBe(TEXT_FORMAT);
  // Every row the user may type into, the empty ones included (their format read from the records).
  const formats = xlsFormatGrid(new Uint8Array(bytes));
  const rowsTyped = Math.max(written, TYPING_ROWS);
  const textRows = formats.slice(1).filter((line) => line?.[picTelp] === TEXT_FORMAT).length;
  expect(textRows).toBe(rowsTyped);
  expect(formats.slice(1).filter((line) => line?.[yearId] === TEXT_FORMAT)).toHaveLength(0);

  // Two rows of a Jakarta position: PIC_TELP typed into a Text cell, and one a General cell made a number.
  const jakarta = template.rows().filter((r) => r.BRANCH_CODE === BRANCH);
  const [first] = jakarta;
  if (!first) throw new Error('the template holds no Jakarta row');
  const position = String(first.POSITION_DESC);
  const [rowA, rowB] = jakarta
    .filter((r) => r.POSITION_DESC === position)
    .map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
  if (!rowA || !rowB) throw new Error(`two rows of ${position} expected`);
  const typed: CellObject = { t: 's', v: TYPED_PHONE, z: TEXT_FORMAT };
  const lost: CellObject = { t: 'n', v: NUMBER_PHONE };

  const input = page.getByTestId('file-input');
  await input.setInputFiles(
    xlsOf([[...MASTER_CALL_COLUMNS], cellsOf(rowA, typed), cellsOf(rowB, lost)], 'master.xls'),
  );
  await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorMasterCallTab} (1)`, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (1)`);
  const refused = failedRow(page.getByTestId('failed-rows'), 3);
  await expect(refused).toContainText(messages.reasonPhoneLeadingZero('PIC_TELP', String(NUMBER_PHONE)));
  await expect(page.getByTestId('submit-upload')).toBeDisabled();

  // The refused row left out: the typed number is saved with its 0.
  await input.setInputFiles(xlsOf([[...MASTER_CALL_COLUMNS], cellsOf(rowA, typed)], 'master.xls'));
  await expect(page.getByTestId('tab-failed')).toHaveText(`${messages.errorMasterCallTab} (0)`, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('tab-clean')).toHaveText(`${messages.cleanDataTab} (1)`);
  await page.getByTestId('submit-upload').click();
  const dialog = page.getByRole('dialog', { name: messages.confirmTitle });
  await dialog.getByRole('button', { name: messages.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar-success')).toBeVisible();

  await openMenu(page, GROUP, messages.overviewMasterCall);
  const list = page.getByTestId('master-call-overview');
  await choose(page, 'filter-branch', new RegExp(`^${BRANCH} - `));
  await typePosition(page, position, '/call-management/searchPosition');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toContainText(/Total [1-9]/);
  const exporting = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const exported = (await readDownload(await exporting)).rows();
  const stored = exported.find((r) => r.CUSTOMERID_REF === rowA.CUSTOMERID_REF);
  expect(stored?.PIC_TELP).toBe(TYPED_PHONE);
});
