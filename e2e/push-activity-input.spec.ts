/**
 * Input Push Activity as head office meets it (spec part 2 sections 2-5, 7, 9): an empty SUBMIT
 * says 'All Field Must Filled'; the campaign is filled (a start too soon is refused under the
 * field, naming the first day allowed), the reach of its one branch simulated, the customer
 * template downloaded (uploaded unchanged, its example names no customer, and the screen says so),
 * a .csv refused with 'Gunakan template XLSX' and an .xlsx of three JAKARTA outlets taken with
 * 'Template valid' and a warning that their names are not the customers'; one question of each
 * type is built, one edited, one answer made to jump to a later question — first backwards, a loop
 * the list says, mended by moving the question up — and the survey previewed; SUBMIT confirmed
 * saves the campaign, starting next month, as 'New Request' and opens Push Activity Overview on
 * that month, the campaign listed, with 'Data saved successfully'.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  type CampaignInput,
  PA_CUSTOMER_COLUMNS,
  PA_CUSTOMER_EXAMPLE,
  PA_CUSTOMER_TEMPLATE_FILE,
} from '../common/contract/push-activity';
import { toIsoDate } from '../common/dates';
import { messages } from '../common/messages';
import { pushActivityModule } from '../common/modules/push-activity';
import { choose, login, openMenu, readDownload, sheetUpload, snackbar, typeDateInto, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const S = pushActivityModule.paths;
const CUSTOMERS = ['JKT-000001', 'JKT-000002', 'JKT-000003'];

const daysFromToday = (days: number) => {
  const d = new Date();
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
};

/** Opens a multi-select field's dialog, ticks the option each search finds, and presses OK. */
async function pick(page: Page, testId: string, choices: { search: string; option: string | RegExp }[]) {
  await page.getByTestId(testId).click();
  const dialog = page.getByTestId(`${testId}-dialog`).getByRole('dialog');
  for (const { search, option } of choices) {
    await dialog.getByTestId('multi-select-search').fill(search);
    await dialog.getByRole('checkbox', { name: option }).check();
  }
  await dialog.getByTestId('multi-select-ok').click();
  await expect(dialog).toBeHidden();
}

const input = (page: Page, testId: string) => page.getByTestId(testId).locator('input');

/** Starts a question of a type with its text in the builder. */
async function startQuestion(page: Page, type: string, body: string) {
  await choose(page, 'question-type', type);
  await page.getByTestId('question-body').locator('textarea:not([aria-hidden])').fill(body);
}

async function saveQuestion(page: Page, number: number, body: string) {
  await page.getByTestId('question-save').click();
  await expect(page.getByTestId(`question-row-${number}`)).toContainText(body);
}

const row = (page: Page, n: number) => page.getByTestId(`question-row-${n}`);

test('Input Push Activity: head office builds a campaign with a survey of every question type and submits it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const name = `Display Juni ${stamp}`;

  await login(page, users.hoAdmin);
  await openMenu(page, 'Push Activity', messages.inputPushActivity);
  await expect(page).toHaveTitle(`${messages.inputPushActivity} | Armada`);
  await expect(page).toHaveURL(new RegExp(`${S.input}$`));

  // Nothing filled: the spec's message, and no confirmation.
  await page.getByTestId('campaign-submit').click();
  await expect(snackbar(page, 'error', messages.allFieldMustFilled)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The campaign.
  await input(page, 'campaign-name').fill(name);
  await page.getByRole('textbox', { name: messages.campaignDescLabel }).fill('Cek display rak obat bebas');
  await choose(page, 'campaign-bisnis', 'FARMA - Farmasi');
  await typeDateInto(page, 'campaign-start', daysFromToday(1));
  await typeDateInto(page, 'campaign-end', daysFromToday(9));
  await choose(page, 'campaign-emp-type', 'SALESMAN - Salesman');
  await pick(page, 'campaign-titles', [
    { search: 'taking', option: 'TO - Taking Order' },
    { search: 'canvas', option: 'CANVAS - Canvasser' },
  ]);
  await expect(input(page, 'campaign-titles')).toHaveValue('CANVAS, TO');
  await pick(page, 'campaign-branches', [{ search: 'JKT', option: /^JKT - / }]);
  await pick(page, 'campaign-channels', [{ search: 'general', option: /^GENERAL TRADE/ }]);
  await pick(page, 'campaign-products', [{ search: 'OTC', option: 'FRM-OTC - Obat bebas' }]);
  await page.getByTestId('campaign-picture').locator('input').check();

  // The reach, by branch, channel group and title.
  await page.getByTestId('run-simulation').click();
  const byBranch = page.getByTestId('reach-by-branch');
  // The branch chosen alone, not every branch of its org, and the screen says which.
  await expect(page.getByTestId('reach-of')).toHaveText(messages.reachOfBranches('JKT'));
  await expect(byBranch.getByRole('row')).toHaveCount(2);
  await expect(byBranch.getByRole('row').filter({ hasText: 'JKT' })).toHaveCount(1);
  await expect(byBranch.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^[\d,]+$/);
  await expect(
    page.getByTestId('reach-by-channel').getByRole('row').filter({ hasText: 'GENERAL TRADE' }),
  ).toHaveCount(1);
  await expect(page.getByTestId('reach-by-title').getByRole('row').nth(1)).toBeVisible();

  // The customer list: its template, a refused .csv, then an .xlsx of three outlets.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('campaign-customers').getByTestId('download-template').click();
  const download = await downloading;
  const template = await readDownload(download);
  expect(template.fileName).toBe(PA_CUSTOMER_TEMPLATE_FILE);
  expect(template.headers()).toEqual([...PA_CUSTOMER_COLUMNS]);
  const status = page.getByTestId('customer-file-status');
  const warning = page.getByTestId('customer-file-warning');
  // Uploaded unchanged, the template's example row names no customer: the screen warns.
  await page.getByTestId('customer-file').setInputFiles({
    name: PA_CUSTOMER_TEMPLATE_FILE,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(await download.path()),
  });
  await expect(status).toContainText(messages.rowsRead(1));
  await expect(warning).toHaveText(messages.customersUnknown(1, PA_CUSTOMER_EXAMPLE.CUSTOMERIDREF));
  await page.getByTestId('customer-file').setInputFiles({
    name: 'customers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${PA_CUSTOMER_COLUMNS.join(',')}\n${CUSTOMERS[0]},APOTEK\n`),
  });
  await expect(status).toHaveText(messages.useXlsxTemplate);
  await expect(snackbar(page, 'error', messages.useXlsxTemplate)).toBeVisible();
  const sheet = [[...PA_CUSTOMER_COLUMNS], ...CUSTOMERS.map((ref, i) => [ref, `OUTLET ${i + 1}`])];
  await page.getByTestId('customer-file').setInputFiles(sheetUpload(sheet, 'customers.xlsx', 'xlsx'));
  await expect(status).toContainText(messages.templateValid);
  await expect(status).toContainText(messages.rowsRead(3));
  // The outlets are named otherwise in the file than in the customer data: told, row by row.
  await expect(warning).toContainText(messages.customerNamesDiffer(3));
  await expect(warning).toContainText(`${CUSTOMERS[0]}: 'OUTLET 1'`);
  await page.getByTestId('campaign-customers').screenshot({ path: `${SHOTS}/push-activity-customers.png` });

  // One question of each type.
  await startQuestion(page, 'Number', 'Berapa facing produk di rak?');
  await page.getByTestId('question-hasMinMax').locator('input').check();
  await input(page, 'question-minValue').fill('0');
  await page.getByTestId('question-save').click();
  await expect(page.getByTestId('question-minValue')).toContainText(messages.numberLimitRule(1, 2048));
  await input(page, 'question-minValue').fill('1');
  await input(page, 'question-maxValue').fill('500');
  await input(page, 'question-units').fill('facing');
  await saveQuestion(page, 1, 'Berapa facing produk di rak?');

  await startQuestion(page, 'Text', 'Catatan kunjungan');
  await expect(input(page, 'question-textLimit')).toHaveValue('1024');
  await saveQuestion(page, 2, 'Catatan kunjungan');

  await startQuestion(page, 'Check Boxes', 'Produk apa saja yang dipajang?');
  await page.getByTestId('question-save').click();
  await expect(page.getByTestId('option-0')).toContainText(messages.optionRequired);
  await input(page, 'option-0').fill('Obat batuk');
  await input(page, 'option-1').fill('Vitamin');
  await expect(page.getByTestId('option-1-remove')).toBeDisabled();
  await page.getByTestId('add-option').click();
  await input(page, 'option-2').fill('Antiseptik');
  await page.getByTestId('add-option').click();
  await page.getByTestId('question-builder').screenshot({ path: `${SHOTS}/push-activity-options.png` });
  await page.getByTestId('option-3-remove').click();
  await expect(page.getByTestId('option-3')).toHaveCount(0);
  await saveQuestion(page, 3, 'Obat batuk · Vitamin · Antiseptik');

  await startQuestion(page, 'Multiple Choice', 'Posisi rak');
  await input(page, 'option-0').fill('Depan');
  await input(page, 'option-1').fill('Tengah');
  await saveQuestion(page, 4, 'Posisi rak');

  await startQuestion(page, 'Scale', 'Kerapian display');
  await expect(input(page, 'question-intervals')).toHaveValue('2');
  await expect(input(page, 'question-minValue')).toHaveValue('1');
  await expect(input(page, 'question-maxValue')).toHaveValue('8');
  await input(page, 'question-intervals').fill('7');
  await input(page, 'question-label-0').fill('Berantakan');
  await input(page, 'question-label-1').fill('Rapi');
  await saveQuestion(page, 5, 'Kerapian display');

  await startQuestion(page, 'Date', 'Tanggal kedaluwarsa terdekat');
  await choose(page, 'question-format', 'DD/MM/YYYY');
  await saveQuestion(page, 6, 'Tanggal kedaluwarsa terdekat');

  await startQuestion(page, 'Time', 'Jam kunjungan');
  await choose(page, 'question-format', messages.timeFormatHours(24));
  await saveQuestion(page, 7, 'Jam kunjungan');

  // Yes and No are preset; 'No' jumps back to question 7: a loop, until the question moves up.
  await startQuestion(page, 'Yes or No', 'Apakah display sesuai planogram?');
  await expect(input(page, 'option-0')).toHaveValue('Yes');
  await expect(input(page, 'option-1')).toHaveValue('No');
  await expect(page.getByTestId('option-0-next')).toContainText(messages.nextQuestionInOrder);
  await choose(page, 'option-1-next', messages.questionNumbered(7, 'Jam kunjungan'));
  await page.getByTestId('question-builder').screenshot({ path: `${SHOTS}/push-activity-builder.png` });
  await saveQuestion(page, 8, messages.jumpsTo('No', 7));
  const problem = page.getByTestId('question-list-problem');
  await expect(problem).toHaveText(messages.jumpLoop(8));
  await page.getByTestId('question-8-up').click();
  await expect(row(page, 7)).toContainText('Apakah display sesuai planogram?');
  await expect(row(page, 7)).toContainText(messages.jumpsTo('No', 8));
  await expect(row(page, 8)).toContainText('Jam kunjungan');
  await expect(problem).toBeHidden();

  // An edit replaces the question in its place.
  await page.getByTestId('question-2-edit').click();
  await expect(page.getByTestId('question-builder')).toContainText(messages.editingQuestion(2));
  await input(page, 'question-textLimit').fill('300');
  await page
    .getByTestId('question-body')
    .locator('textarea:not([aria-hidden])')
    .fill('Catatan untuk supervisor');
  await saveQuestion(page, 2, 'Catatan untuk supervisor');
  await expect(page.getByTestId('question-list').getByTestId('question-row-body')).toHaveCount(8);

  // The survey as the field app shows it.
  await page.getByTestId('survey-preview').click();
  const preview = page.getByTestId('survey-preview-dialog').getByRole('dialog');
  await expect(preview.getByRole('heading', { name: messages.surveyPreviewTitle })).toBeVisible();
  await expect(preview.getByTestId('preview-question-7').getByRole('radio')).toHaveCount(2);
  await expect(preview.getByTestId('preview-question-3').getByRole('checkbox')).toHaveCount(3);
  await expect(preview.getByTestId('preview-question-5').getByRole('slider')).toBeVisible();
  await expect(preview.getByTestId('preview-question-5')).toContainText('Rapi');
  await expect(preview.getByTestId('preview-question-1').locator('input')).toHaveAttribute(
    'placeholder',
    '1 – 500',
  );
  await expect(preview.getByTestId('preview-question-6').locator('input')).toHaveAttribute(
    'placeholder',
    'DD/MM/YYYY',
  );
  await preview.getByTestId('preview-question-7').getByRole('radio').first().click();
  await expect(preview.getByTestId('preview-question-7').getByRole('radio').first()).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/push-activity-preview.png` });
  await preview.getByTestId('dialog-close').click();
  await expect(preview).toBeHidden();

  // A start too soon is refused under its field, naming the first day allowed.
  await page.getByTestId('campaign-submit').click();
  await expect(page.getByTestId('campaign-start')).toContainText(
    messages.campaignStartTooSoon(daysFromToday(2)),
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  // It starts next month: after the save the overview opens there, not on this month.
  const now = new Date();
  const start = toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 5));
  const end = toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, 11));
  await typeDateInto(page, 'campaign-start', start);
  await typeDateInto(page, 'campaign-end', end);
  await page.screenshot({ path: `${SHOTS}/push-activity-input.png`, fullPage: true });

  // SUBMIT, confirmed.
  await page.getByTestId('campaign-submit').click();
  const confirm = page.getByRole('dialog', { name: messages.confirmTitle });
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/pushact/insertpa'));
  await confirm.getByRole('button', { name: messages.submit }).click();
  const body = (await sent).postDataJSON() as CampaignInput;
  expect(body).toMatchObject({
    campaignName: name,
    bisnis: { BISNIS_MASTER_ID: 'FARMA', BISNIS_DESC: 'Farmasi' },
    empType: { EMPLOYEE_TYPE_CODE: 'SALESMAN' },
    branch: [{ BRANCH_CODE: 'JKT' }],
    channel: [{ SALES_CHANNEL_GROUP: 'GENERAL TRADE' }],
    product: [{ PRODUCT_GROUP: 'FRM-OTC' }],
    userIdUpdate: users.hoAdmin.username,
    status: 'New Request',
    ispicture: 1,
  });
  expect(body.dates).toHaveLength(7);
  expect(body.dates[0]).toBe(start);
  expect(body.dates.at(-1)).toBe(end);
  expect(body.title.map((t) => t.TITTLE_CODE).sort()).toEqual(['CANVAS', 'TO']);
  expect(body.custPA?.map((c) => c.CUSTOMERIDREF)).toEqual(CUSTOMERS);
  const questions = body.questionsList;
  expect(questions.map((q) => q.type)).toEqual([
    'Number',
    'Text',
    'Check Boxes',
    'Multiple Choice',
    'Scale',
    'Date',
    'Yes or No',
    'Time',
  ]);
  expect(questions.map((q) => q.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(new Set(questions.map((q) => q.id)).size).toBe(8);
  expect(questions[1]).toMatchObject({
    body: 'Catatan untuk supervisor',
    characterLimited: true,
    textLimit: 300,
  });
  expect(questions[6]?.options?.[1]).toMatchObject({ body: 'No', nextQuestion: questions[7]?.id });

  await expect(page).toHaveURL(new RegExp(`${S.overview}$`));
  await expect(snackbar(page, 'success', messages.dataSaved)).toBeVisible();
  await expect(page.getByTestId('filter-period').locator('input')).toHaveValue(start.slice(0, 7));
  const overview = page.getByTestId('pa-overview');
  await expect(overview.locator('.MuiDataGrid-row').filter({ hasText: name })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/push-activity-overview-after-save.png` });
});
