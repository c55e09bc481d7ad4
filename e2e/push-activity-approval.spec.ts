/**
 * Push Activity Approval and Overview as users meet them (spec part 2 sections 2, 3, 7, 8 and 9):
 * head office finds this month's campaigns (the demo holds them in every state, the waiting ones
 * made by head office's marketing user), opens each of the six details of one (titles, branches,
 * channel groups, product groups, outlets with their search and count, questions grouped with
 * their answers), approves one waiting campaign and rejects the other, each after its
 * confirmation, and sees 'Success..' and the new states; a decided campaign cannot be picked. A
 * branch admin has no approval screen; its overview lists the campaigns reaching its branches,
 * read-only, with the same six details, the questions starting closed.
 *
 * What each dialog should show is asked of the API with the page's session, as the screen asks.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { contract } from '../common/contract';
import type { ActivityHeader } from '../common/contract/push-activity';
import { messages } from '../common/messages';
import { DEMO_CAMPAIGN_MAKER } from '../server/db/seed/push-activity-data';
import { confirmDialog, login, logout, openMenu, snackbar, tickRow, users } from './support';
import { postCall } from './support/api';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

const GROUP = 'Push Activity';
const now = new Date();
const month = { month: now.getMonth() + 1, year: now.getFullYear() };
const monthText = `${month.year}-${String(month.month).padStart(2, '0')}`;

const rowOf = (list: Locator, name: string): Locator =>
  list.locator('.MuiDataGrid-row').filter({ hasText: name });

const cell = (row: Locator, field: string): Locator =>
  row.locator(`.MuiDataGrid-cell[data-field="${field}"]`);

/** Every column's header lies whole inside the grid's visible area: nothing to scroll sideways to. */
async function expectAllColumnsInView(list: Locator): Promise<void> {
  const main = await list.locator('.MuiDataGrid-main').boundingBox();
  const headers = await list
    .locator('.MuiDataGrid-columnHeader')
    .evaluateAll((all) =>
      all.map((h) => ({ field: h.getAttribute('data-field'), right: h.getBoundingClientRect().right })),
    );
  expect(headers.length).toBeGreaterThanOrEqual(12);
  const outside = headers.filter((h) => h.right > (main?.x ?? 0) + (main?.width ?? 0) + 1);
  expect(outside).toEqual([]);
  // Headers and statuses read whole: nothing cut to an ellipsis.
  const cut = await list
    .locator(
      [
        '.MuiDataGrid-columnHeaderTitle',
        '.MuiDataGrid-columnHeaderTitleContainerContent > span',
        '.MuiDataGrid-cell[data-field="STATUS"] .MuiChip-label',
      ].join(', '),
    )
    .evaluateAll((all) =>
      all
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .map((e) => e.textContent),
    );
  expect(cut).toEqual([]);
}

/** Opens a detail of a campaign by its icon; answers the dialog once it shows the campaign. */
async function openDetail(page: Page, row: Locator, kind: string, campaign: string): Promise<Locator> {
  await row.getByTestId(`open-${kind}`).click();
  const dialog = page.getByTestId(`detail-${kind}`);
  await expect(dialog.getByRole('dialog')).toBeVisible();
  await expect(dialog.getByTestId('detail-campaign')).toHaveText(campaign);
  return dialog;
}

async function closeDetail(dialog: Locator): Promise<void> {
  await dialog.getByTestId('dialog-close').click();
  await expect(dialog).toBeHidden();
}

/** What the six dialogs of a campaign should show, through the calls the screens make. */
async function detailsOf(page: Page, headerID: number) {
  const body = { headerID };
  const [title, branch, channel, product, outlets, questions] = await Promise.all([
    postCall(page, contract.pushActivity.loadTitle, body),
    postCall(page, contract.pushActivity.loadPABranch, body),
    postCall(page, contract.pushActivity.loadPAChannel, body),
    postCall(page, contract.pushActivity.loadPAProduct, body),
    postCall(page, contract.pushActivity.loadPACust, { ...body, search: '' }),
    postCall(page, contract.pushActivity.loadPAQues, body),
  ]);
  return {
    title: title.resultTitle.map((t) => t.TITTLE_DESC),
    branch: branch.resultPABranch.map((b) => b.BRANCH_CODE),
    channel: channel.resultPAChannel.map((c) => c.CHANNEL_GROUP),
    product: product.resultPAProduct.map((p) => p.PRODUCT_GROUP),
    outlets,
    questions: questions.resultPAQuest,
  };
}

/**
 * Opens the six details of a campaign and checks each against the API: the lines of the first
 * four, the outlets with their count and a search, the questions with their types and answers
 * (shown at once on approval, after a click on the overview).
 */
async function checkSixDetails(
  page: Page,
  list: Locator,
  header: ActivityHeader,
  groupsOpen: boolean,
  shots?: { outlets: string; activity: string },
): Promise<void> {
  const name = header.ACTIVITY_HEADER_NAME;
  const row = rowOf(list, name);
  const expected = await detailsOf(page, header.ACTIVITY_HEADER_ID);

  for (const kind of ['title', 'branch', 'channel', 'product'] as const) {
    const dialog = await openDetail(page, row, kind, name);
    const texts = expected[kind];
    expect(texts.length, kind).toBeGreaterThan(0);
    await expect(dialog.getByTestId('detail-line')).toHaveText(texts);
    // Spec part 2 section 9: dialogs at most 500px wide.
    const box = await dialog.getByRole('dialog').boundingBox();
    expect(box?.width ?? 0, kind).toBeLessThanOrEqual(500);
    await closeDetail(dialog);
  }

  const { outlets } = expected;
  expect(outlets.TOTAL).toBeGreaterThan(1);
  const outlet = await openDetail(page, row, 'outlet', name);
  await expect(outlet.getByTestId('detail-count')).toHaveText(
    messages.paOutletsShown(outlets.resultPACust.length, outlets.TOTAL),
  );
  await expect(outlet.getByTestId('detail-line')).toHaveCount(outlets.resultPACust.length);
  const wanted = outlets.resultPACust[1];
  if (!wanted) throw new Error('no outlet');
  const found = await postCall(page, contract.pushActivity.loadPACust, {
    headerID: header.ACTIVITY_HEADER_ID,
    search: wanted.CUSTOMER_ID_REF,
  });
  expect(found.TOTAL).toBeLessThan(outlets.TOTAL);
  await outlet.getByTestId('detail-search').fill(wanted.CUSTOMER_ID_REF);
  await expect(outlet.getByTestId('detail-count')).toHaveText(
    messages.paOutletsShown(found.resultPACust.length, found.TOTAL),
  );
  await expect(outlet.getByTestId('detail-line')).toHaveText(
    found.resultPACust.map((c) => `${c.CUSTOMER_NAME}${c.CUSTOMER_ID_REF}`),
  );
  await expect(outlet.getByTestId('detail-line').filter({ hasText: wanted.CUSTOMER_NAME })).not.toHaveCount(
    0,
  );
  if (shots) await page.screenshot({ path: `${SHOTS}/${shots.outlets}` });
  await closeDetail(outlet);

  const questionIds = [...new Set(expected.questions.map((q) => q.QUESTION_ID))];
  const first = expected.questions.filter((q) => q.QUESTION_ID === questionIds[0]);
  const activity = await openDetail(page, row, 'activity', name);
  const groups = activity.getByTestId('detail-question');
  await expect(groups).toHaveCount(questionIds.length);
  const firstGroup = groups.first();
  await expect(firstGroup).toContainText(`1. ${first[0]?.QUESTION}`);
  await expect(firstGroup).toContainText(first[0]?.TYPE ?? '');
  const answers = first.map((q) => q.ANSWER_DESC).filter(Boolean);
  expect(answers.length).toBeGreaterThan(0);
  if (!groupsOpen) {
    await expect(activity.getByTestId('detail-answer')).toHaveCount(0);
    await firstGroup.getByTestId('detail-question-toggle').click();
  }
  await expect(firstGroup.getByTestId('detail-answer')).toHaveText(answers);
  if (shots) await page.screenshot({ path: `${SHOTS}/${shots.activity}` });
  await closeDetail(activity);
}

test.describe.configure({ mode: 'serial' });

test('Push Activity Approval: head office reads a campaign, approves one and rejects another', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, users.hoAdmin);
  const all = (await postCall(page, contract.pushActivity.loadApprovalHeader, month)).resultAppHeader;
  const waiting = all.filter((h) => h.STATUS === 'New Request' && h.USERID_UPDATE === DEMO_CAMPAIGN_MAKER);
  const decided = all.filter((h) => h.STATUS !== 'New Request');
  const [toApprove, toReject] = waiting;
  if (!toApprove || !toReject || decided.length === 0) throw new Error('the demo month lacks campaigns');

  await openMenu(page, GROUP, messages.pushActivityApproval);
  await expect(page).toHaveTitle(`${messages.pushActivityApproval} | Armada`);
  const list = page.getByTestId('pa-approval');
  await expect(list.getByRole('heading', { name: messages.pushActivityHeading })).toBeVisible();
  // PERIOD starts on this month.
  await expect(page.getByTestId('filter-period').locator('input')).toHaveValue(monthText);
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(all.length));

  const approveRow = rowOf(list, toApprove.ACTIVITY_HEADER_NAME);
  await expect(cell(approveRow, 'START_ACTIVITY_PERIODE')).toHaveText(toApprove.START_ACTIVITY_PERIODE);
  await expect(cell(approveRow, 'START_ACTIVITY_PERIODE')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(cell(approveRow, 'END_ACTIVITY_PERIODE')).toHaveText(toApprove.END_ACTIVITY_PERIODE);
  await expect(cell(approveRow, 'EMPLOYEE_TYPE_CODE')).toHaveText(toApprove.EMPLOYEE_TYPE_CODE);
  await expect(cell(approveRow, 'STATUS')).toHaveText('New Request');
  // On a 1366 px laptop the twelve columns fit beside the menu.
  await expectAllColumnsInView(list);

  await checkSixDetails(page, list, toApprove, true, {
    outlets: 'push-activity-outlets.png',
    activity: 'push-activity-dialog.png',
  });

  // A decided campaign cannot be picked; with nothing picked neither button acts.
  for (const h of decided) {
    await expect(rowOf(list, h.ACTIVITY_HEADER_NAME).getByRole('checkbox')).toBeDisabled();
  }
  await expect(list.getByTestId('approve')).toBeDisabled();
  await expect(list.getByTestId('reject')).toBeDisabled();

  await tickRow(approveRow.getByRole('checkbox'));
  await expect(list.getByTestId('list-picked')).toHaveText(messages.chosenCount(1));
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `${SHOTS}/push-activity-approval.png` });
  const approved = page.waitForRequest((r) => r.url().endsWith('/api/pushact/approve'));
  await list.getByTestId('approve').click();
  await confirmDialog(page, { title: messages.confirmApprove });
  expect((await approved).postDataJSON()).toEqual({
    USERID_UPDATE: users.hoAdmin.username,
    arrSelected: [toApprove.ACTIVITY_HEADER_ID],
  });
  await expect(snackbar(page, 'success', messages.success)).toBeVisible();
  await expect(cell(approveRow, 'STATUS')).toHaveText('Approved');
  await expect(approveRow.getByRole('checkbox')).toBeDisabled();
  await expect(list.getByTestId('list-picked')).toHaveText(messages.chosenCount(0));

  const rejectRow = rowOf(list, toReject.ACTIVITY_HEADER_NAME);
  await tickRow(rejectRow.getByRole('checkbox'));
  const rejected = page.waitForRequest((r) => r.url().endsWith('/api/pushact/reject'));
  await list.getByTestId('reject').click();
  await confirmDialog(page, { title: messages.rejectConfirm });
  expect((await rejected).postDataJSON()).toEqual({
    USERID_UPDATE: users.hoAdmin.username,
    arrSelected: [toReject.ACTIVITY_HEADER_ID],
  });
  await expect(snackbar(page, 'success', messages.success).last()).toBeVisible();
  await expect(cell(rejectRow, 'STATUS')).toHaveText('Rejected');
  await expect(rejectRow.getByRole('checkbox')).toBeDisabled();
  await expect(list.getByTestId('list-picked')).toHaveText(messages.chosenCount(0));
  await expect(list.getByTestId('approve')).toBeDisabled();

  // Deciding again is refused by the server with its reason after the spec's text.
  const again = await page.request.post('/api/pushact/approve', {
    headers: { 'api-key': 'armada-dev-key' },
    data: { USERID_UPDATE: users.hoAdmin.username, arrSelected: [toReject.ACTIVITY_HEADER_ID] },
  });
  expect(again.ok()).toBe(false);
  await logout(page);
});

test('Push Activity Overview: a branch admin reads the campaigns reaching its branches', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, users.branchAdmin);
  // Approval is head office's.
  await page.goto('/pushactivity/paapproval');
  await expect(page.getByTestId('no-access')).toContainText(messages.forbidden);

  const reaching = (await postCall(page, contract.pushActivity.overview, month)).resultOverview;
  expect(reaching.length).toBeGreaterThan(0);

  await page.goto('/');
  await openMenu(page, GROUP, messages.pushActivityOverview);
  await expect(page).toHaveTitle(`${messages.pushActivityOverview} | Armada`);
  const list = page.getByTestId('pa-overview');
  await expect(page.getByTestId('filter-period').locator('input')).toHaveValue(monthText);
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(reaching.length));
  await expect(
    list.locator('.MuiDataGrid-row .MuiDataGrid-cell[data-field="ACTIVITY_HEADER_NAME"]'),
  ).toHaveText(reaching.map((h) => h.ACTIVITY_HEADER_NAME));
  // Read-only: no checkboxes, no decisions.
  await expect(list.getByRole('checkbox')).toHaveCount(0);
  await expect(list.getByTestId('approve')).toHaveCount(0);
  await expect(list.getByTestId('reject')).toHaveCount(0);
  await expectAllColumnsInView(list);

  // A campaign listed reaches one of the branch admin's org's branches (JKT, BKS).
  const shown = reaching[0] as ActivityHeader;
  const branches = await openDetail(
    page,
    rowOf(list, shown.ACTIVITY_HEADER_NAME),
    'branch',
    shown.ACTIVITY_HEADER_NAME,
  );
  await expect(
    branches
      .getByTestId('detail-line')
      .filter({ hasText: /^(JKT|BKS)$/ })
      .first(),
  ).toBeVisible();
  await closeDetail(branches);
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `${SHOTS}/push-activity-overview.png` });

  await checkSixDetails(page, list, shown, false);

  // The Answers column: a campaign's answers from the field app, one row per outlet and day.
  const withAnswers: { header: ActivityHeader; total: number }[] = [];
  for (const header of reaching) {
    const page1 = await postCall(page, contract.pushActivity.loadPAAnswers, {
      headerID: header.ACTIVITY_HEADER_ID,
    });
    if ((page1.total ?? 0) > 0) withAnswers.push({ header, total: page1.total ?? 0 });
  }
  expect(withAnswers.length).toBeGreaterThan(0);
  const answered = withAnswers[0] as { header: ActivityHeader; total: number };
  await rowOf(list, answered.header.ACTIVITY_HEADER_NAME).getByTestId('open-answers').click();
  const answers = page.getByTestId('pa-answers');
  await expect(answers.getByTestId('list-total')).toHaveText(messages.rowsTotal(answered.total));
  await expect(answers.locator('.MuiDataGrid-row').first().locator('[data-field="ANSWERS"]')).toContainText(
    'Apakah display produk sudah sesuai planogram?: Yes',
  );
  await page.mouse.move(1, 1);
  await page.screenshot({ path: `${SHOTS}/push-activity-answers.png` });
});
