/**
 * The working calendar and the business line product mapping as head office meets them (spec part
 * 2 sections 2, 4, 5, 9): next year's calendar template downloaded, a weekday made a holiday and a
 * row with a day name wrong for its date refused on the screen, the corrected year saved and seen
 * on Overview Calendar's month view, table and export; a mapping sheet with bad rows refused row by
 * row, the corrected one submitted, and the new mapping found with the overview's four filters.
 * One head office login serves every step.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { dayNameOf } from '../common/call-plans';
import { MAPPING_COLUMNS, type MappingRow } from '../common/contract/bisnis-lini';
import { CALENDAR_COLUMNS } from '../common/contract/call-management';
import { messages } from '../common/messages';
import { choose, login, openMenu, readDownload, sheetUpload, users } from './support';
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

async function confirmSubmit(): Promise<void> {
  await page
    .getByRole('dialog', { name: messages.confirmTitle })
    .getByRole('button', { name: messages.submit })
    .click();
}

const errorToast = (text: string) => page.getByTestId('snackbar-error').filter({ hasText: text });

test('Calendar: next year downloaded, a weekday made a holiday, a bad row refused, saved and seen month by month', async () => {
  const next = new Date().getFullYear() + 1;
  await openMenu(page, 'Call Management', 'Upload Calendar');
  await expect(page).toHaveTitle('Upload Calendar | Armada');
  await page.getByTestId('submit-upload').click();
  await expect(errorToast(messages.templateMismatchCalendar)).toBeVisible();

  // This year's calendar is stored, so the template starts on next year, filled with its stored days.
  await expect(page.getByTestId('template-year')).toContainText(String(next));
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const template = await readDownload(await downloading);
  expect(template.fileName).toBe('Template Upload Calendar.xlsx');
  expect(template.headers()).toEqual([...CALENDAR_COLUMNS]);
  const days = template.text().slice(1);
  const yearLength = new Date(next, 1, 29).getMonth() === 1 ? 366 : 365;
  expect(days).toHaveLength(yearLength);
  expect(days.find((d) => d[0] === `17-08-${next}`)?.[3]).toBe('Y');

  // The second Wednesday of March becomes a holiday.
  const wednesday = days.filter((d) => d[0]?.endsWith(`-03-${next}`) && d[1] === 'RABU')[1];
  if (!wednesday) throw new Error('March has Wednesdays');
  expect(wednesday[3]).toBe('N');
  wednesday[3] = 'Y';
  const [dd, mm] = (wednesday[0] as string).split('-');
  const offIso = `${next}-${mm}-${dd}`;
  const header = [...CALENDAR_COLUMNS];

  // A row whose day name is not its date's: refused with the right day named, Submit disabled.
  const badDate = `01-01-${next + 1}`;
  const rightName = dayNameOf(next + 1, 1, 1);
  const wrongName = rightName === 'SENIN' ? 'SELASA' : 'SENIN';
  const input = page.getByTestId('file-input');
  await input.setInputFiles(
    sheetUpload([header, ...days, [badDate, wrongName, '1', 'N']], 'calendar.xlsx', 'xlsx'),
  );
  await expect(page.getByRole('tab', { name: 'Error Data (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Clean Data (${yearLength})` })).toBeVisible();
  const failed = page.getByTestId('failed-rows');
  await expect(failed.locator('.import-reason')).toHaveText(messages.reasonDayNotOfDate(rightName));
  await expect(failed.locator('.MuiDataGrid-row [data-field="FULL_DATE"]')).toHaveText(badDate);
  await expect(failed.locator('.MuiDataGrid-row [data-field="ROW"]')).toHaveText(String(yearLength + 2));
  await expect(page.getByTestId('submit-upload')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/upload-calendar-failed.png`, fullPage: true });

  // Corrected (the stray row taken out), as a legacy .xls this time: every row clean, then saved.
  await input.setInputFiles(sheetUpload([header, ...days], 'calendar.xls', 'xls'));
  await expect(page.getByRole('tab', { name: 'Error Data (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: `Clean Data (${yearLength})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByTestId('submit-upload').click();
  await confirmSubmit();
  await expect(
    page.getByTestId('snackbar-success').filter({ hasText: messages.uploadSuccess }),
  ).toBeVisible();
  await expect(page.getByTestId('import-result')).toHaveText(messages.calendarSaved(yearLength));
  await page.screenshot({ path: `${SHOTS}/upload-calendar-saved.png`, fullPage: true });

  // Overview Calendar: the holiday red on the month view and Y in the table.
  await openMenu(page, 'Call Management', 'Overview Calendar');
  await expect(page).toHaveTitle('Overview Calendar | Armada');
  await expect(page.getByTestId('filter-year')).toContainText(String(new Date().getFullYear()));
  // This year's view outlines today.
  const now = new Date();
  const todayIso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await expect(page.getByTestId(`day-${todayIso}`)).toHaveAttribute('data-today', 'true');
  await page.screenshot({ path: `${SHOTS}/overview-calendar-this-year.png`, fullPage: true });
  await choose(page, 'filter-year', String(next));
  const offDay = page.getByTestId(`day-${offIso}`);
  await expect(offDay).toHaveAttribute('data-off', 'Y');
  await expect(offDay).toHaveAttribute('title', new RegExp(`RABU ${wednesday[0]}, W\\d, ${messages.dayOff}`));
  await expect(page.getByTestId(`day-${next}-08-17`)).toHaveAttribute('data-off', 'Y');
  // The day before the holiday is a working Tuesday.
  await expect(
    page.getByTestId(`day-${next}-${mm}-${String(Number(dd) - 1).padStart(2, '0')}`),
  ).toHaveAttribute('data-off', 'N');
  const table = page.getByTestId('calendar-table');
  await expect(table.getByTestId('list-total')).toHaveText(messages.rowsTotal(yearLength));
  await page.screenshot({ path: `${SHOTS}/overview-calendar-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${SHOTS}/overview-calendar-1920.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  await table.getByTestId('list-search').fill(offIso);
  await expect(table.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  await expect(table.locator('.MuiDataGrid-row [data-field="IS_DAYS_OFF"]')).toHaveText('Y');
  await table.getByTestId('list-search').fill('');
  await expect(table.getByTestId('list-total')).toHaveText(messages.rowsTotal(yearLength));

  const exporting = page.waitForEvent('download');
  await table.getByTestId('list-export').click();
  const file = await readDownload(await exporting);
  expect(file.fileName).toBe('Overview Calendar.xlsx');
  expect(file.headers()).toEqual(['YEARID', 'MONTHID', 'WEEK', 'DAY', 'IS_DAYS_OFF', 'DATE']);
  expect(file.rows()).toHaveLength(yearLength);
  expect(file.rows().find((r) => r.DATE === offIso)).toMatchObject({
    YEARID: next,
    MONTHID: 3,
    DAY: 'RABU',
    IS_DAYS_OFF: 'Y',
  });
});

test('Mapping Bisnis Lini Product: bad rows refused row by row, the corrected sheet submitted and found with the filters', async () => {
  await openMenu(page, 'Mapping Bisnis Lini', 'Upload Bisnis Lini Product');
  await expect(page).toHaveTitle(`${messages.uploadMappingBisnisLini} | Armada`);
  await page.getByTestId('submit-upload').click();
  await expect(errorToast(messages.uploadFileFirst)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-template').click();
  const template = await readDownload(await downloading);
  expect(template.fileName).toBe('Template Mapping Bisnis Lini Product.xls');
  expect(template.headers()).toEqual([...MAPPING_COLUMNS]);

  // The salesman type's id as the stored mappings carry it.
  const res = await page.request.post('/api/mapping-bisnis-lini-product/overview', {
    headers: { 'api-key': 'armada-dev-key' },
    data: { SLSPERSONTYPE: 'SALESMAN', BISNISGROUP: 'ALL', SCHGROUP: 'ALL', TARGETLEVEL: 'ALL' },
  });
  expect(res.ok()).toBe(true);
  const [stored] = ((await res.json()) as { data: MappingRow[] }).data;
  if (!stored) throw new Error('The demo maps SALESMAN');
  const schGroup = 'E2E PROMO';
  const start = `${new Date().getFullYear() + 1}-01-01`;
  const row = (line: string, bisnis: string, sch = schGroup) => [
    stored.SLS_PERSON_TYPE_ID,
    'SALESMAN',
    line,
    bisnis,
    sch,
    'LINI',
    'SUBLINI',
    'N',
    start,
    '4001-12-31',
    'ACTIVE',
  ];
  const header = [...MAPPING_COLUMNS];
  const good = row('FRM-OTC', 'FARMA');
  const input = page.getByTestId('file-input');

  await input.setInputFiles(sheetUpload([header, good], 'mapping.xlsx', 'xlsx'));
  await expect(errorToast(messages.useXlsTemplateLower)).toBeVisible();

  // An unknown line and a row lacking its SCH_GROUP: each refused with its reason, the clean one waits.
  await input.setInputFiles(
    sheetUpload(
      [header, good, row('XXX-NONE', 'FARMA'), row('CHC-NUT', 'CONSUMER', '')],
      'mapping.xls',
      'xls',
    ),
  );
  await expect(page.getByRole('tab', { name: `${messages.errorMappingTab} (2)` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `${messages.cleanDataTab} (1)` })).toBeVisible();
  const failed = page.getByTestId('failed-rows');
  await expect(failed.getByText(messages.reasonMappingLine)).toBeVisible();
  await expect(failed.getByText(messages.reasonRequired('SCH_GROUP'))).toBeVisible();
  await expect(page.getByTestId('submit-upload')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/upload-mapping-failed.png`, fullPage: true });
  const failedExport = page.waitForEvent('download');
  await failed.getByRole('button', { name: messages.exportFailedRows }).click();
  const failedFile = await readDownload(await failedExport);
  expect(failedFile.fileName).toBe('Error Mapping.xls');
  expect(failedFile.rows().map((r) => r.REASON)).toEqual([
    messages.reasonMappingLine,
    messages.reasonRequired('SCH_GROUP'),
  ]);
  await page.getByRole('tab', { name: new RegExp(messages.cleanDataTab) }).click();
  const cleanExport = page.waitForEvent('download');
  await page.getByTestId('clean-rows').getByRole('button', { name: messages.exportCleanRows }).click();
  expect((await readDownload(await cleanExport)).fileName).toBe('Valid Data Mapping.xls');

  // Corrected: the good row alone, submitted, and on to the overview.
  await input.setInputFiles(sheetUpload([header, good], 'mapping.xls', 'xls'));
  await expect(page.getByRole('tab', { name: `${messages.errorMappingTab} (0)` })).toBeVisible();
  await page.getByTestId('submit-upload').click();
  await confirmSubmit();
  await expect(page).toHaveURL(/\/mapping-sublini-product\/overview$/);
  await expect(page).toHaveTitle(`${messages.overviewBisnisLini} | Armada`);

  const list = page.getByTestId('mapping-overview');
  await choose(page, 'filter-SLS_PERSON_TYPE', 'SALESMAN');
  await choose(page, 'filter-BISNIS_GROUP', 'FARMA');
  await choose(page, 'filter-SCH_GROUP', schGroup);
  await choose(page, 'filter-TARGET_LEVEL', 'LINI');
  await list.getByRole('button', { name: messages.searchOverview }).click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  const shown = list.locator('.MuiDataGrid-row');
  await expect(shown.locator('[data-field="PRINCIPAL_LINE"]')).toHaveText('FRM-OTC');
  await expect(shown.locator('[data-field="START_DATE"]')).toHaveText(start);
  await expect(list.getByTestId('list-export')).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/overview-mapping.png`, fullPage: true });

  // Every salesman mapping with ALL scheme groups, searched down to the new one.
  await choose(page, 'filter-SCH_GROUP', messages.allOption);
  await list.getByRole('button', { name: messages.searchOverview }).click();
  await expect(list.getByTestId('list-total')).not.toHaveText(messages.rowsTotal(1));
  await list.getByTestId('list-search').fill('e2e promo');
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
  const exporting = page.waitForEvent('download');
  await list.getByTestId('list-export').click();
  const file = await readDownload(await exporting);
  expect(file.headers()).toEqual([...MAPPING_COLUMNS]);
  expect(file.rows()).toEqual([
    expect.objectContaining({ PRINCIPAL_LINE: 'FRM-OTC', SCH_GROUP: schGroup, START_DATE: start }),
  ]);
});
