/**
 * WCAG 2.1 A and AA, as axe-core checks them, on every screen of each demo user's menu: the screen
 * as it first opens, and with its main dialog open where it has one. The screens are the menu the
 * server answers at login, so a new screen is checked as soon as it is in a menu; only how to open
 * a screen's dialog is written here (DIALOGS). Every serious or critical violation of every screen
 * is gathered and reported once at the end, so one run shows them all; moderate and minor ones are
 * attached to the test's report.
 */
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { PORTAL_NAME } from '../common/constants';
import type { MenuItem } from '../common/contract/auth';
import { messages } from '../common/messages';
import { type DemoUser, login, users } from './support';
import { expect, test } from './support/fixtures';

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

interface Finding {
  screen: string;
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * How to open a screen's main dialog (a confirmation, a preview, a picker), by the screen's URL,
 * resolving to false when the screen holds nothing to open it on (no row in this user's scope).
 */
const DIALOGS: Record<string, (page: Page) => Promise<boolean>> = {
  '/setting/settingslide': (page) => openByTestId(page, 'promotion-titles'),
  '/setting/settingperiod': (page) => openByTestId(page, 'period-branches'),
  '/users/userlist': (page) => openByTestId(page, 'user-profiles'),
  // The confirmation every save asks (the shared ConfirmDialog); Escape leaves nothing saved.
  '/structure/type': openSaveConfirmation,
  // The photo preview of a display check (the shared PhotoPreview), on its first photo.
  '/crc/overview': openPhotoPreview,
};

/** Fills Employee Type's form and presses Save: the confirmation opens, nothing is sent yet. */
async function openSaveConfirmation(page: Page): Promise<boolean> {
  const form = page.getByTestId('type-form');
  await form.getByTestId('code').fill('AXECHECK');
  await form.getByTestId('desc').fill('Checked by axe');
  await form.getByTestId('save').click();
  await expect(page.getByRole('dialog', { name: messages.confirmTitle })).toBeVisible();
  return true;
}

/** Loads CRC File Viewer's checks and opens the first one's photos; false when the user has none. */
async function openPhotoPreview(page: Page): Promise<boolean> {
  const list = page.getByTestId('crc-file-viewer');
  await list.getByTestId('load-list').click();
  await expect(list.getByTestId('list-total')).toBeVisible();
  const eye = list.getByTestId('view-photos').first();
  if ((await eye.count()) === 0) return false;
  await eye.click();
  const preview = page.getByTestId('photo-preview');
  await expect(preview.getByTestId('preview-counter')).toBeVisible();
  // The photo itself, or the placeholder saying it cannot be shown.
  await expect(
    preview.getByTestId('preview-image').or(preview.getByText(messages.photoUnavailable)),
  ).toBeVisible();
  return true;
}

/** Clicks the control that opens a dialog, and waits for the dialog; false when the screen has none. */
async function openByTestId(page: Page, testId: string): Promise<boolean> {
  const control = page.getByTestId(testId).first();
  if ((await control.count()) === 0) return false;
  await control.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return true;
}

/** Every request the page has open, so a screen counts as ready only once its data has arrived. */
function trackRequests(page: Page): () => number {
  let open = 0;
  // Only the app's own requests: a map's tiles from elsewhere may never answer on a closed network.
  const own = (url: string) => new URL(url).origin === new URL(page.url()).origin;
  page.on('request', (r) => {
    if (own(r.url())) open++;
  });
  const done = (r: { url(): string }) => {
    if (own(r.url())) open = Math.max(0, open - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/** Opens a screen inside the running app, as a menu link does (no reload, no second login). */
async function openScreen(page: Page, item: MenuItem, openRequests: () => number): Promise<void> {
  const url = item.URL ?? '/';
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveTitle(`${item.MENU_LIST_DESC} | ${PORTAL_NAME}`);
  await waitUntilSettled(page, openRequests);
}

/** Waits until the screen's module and data have arrived and nothing shows as loading, twice in a row. */
async function waitUntilSettled(page: Page, openRequests: () => number): Promise<void> {
  const busy = page.locator(
    'main [role="progressbar"], main [aria-busy="true"], [data-testid="screen-loading"]',
  );
  let quietPolls = 0;
  await expect(async () => {
    const quiet = openRequests() === 0 && (await busy.count()) === 0;
    quietPolls = quiet ? quietPolls + 1 : 0;
    expect(quietPolls).toBeGreaterThanOrEqual(2);
  }).toPass({ intervals: [50], timeout: 15_000 });
}

/**
 * axe-core over the whole page, violations only (collecting the passes too doubles the time of a
 * large screen). axe is put into the page once: the walk opens every screen inside the running app,
 * and putting it in again for each check, as @axe-core/playwright's analyze does (twice), took a
 * fifth of the walk. Its legacy mode ran in the page too: its default opens a fresh page for every
 * check to gather frames, and no screen has a frame.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // A colour is read as it is shown: a field's label or a button still in its transition would be
  // judged on a colour halfway. Endless animations (a spinner outside the screen) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
}

async function check(page: Page, screen: string, state: string, into: Finding[], minor: Finding[]) {
  const started = Date.now();
  const result = await runAxe(page);
  if (process.env.E2E_AXE_TIMES) console.log(`${screen} ${state}: ${Date.now() - started} ms`);
  for (const v of result.violations) {
    const finding: Finding = {
      screen,
      state,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    };
    (FAILING.has(finding.impact) ? into : minor).push(finding);
    if (process.env.E2E_AXE_TIMES)
      console.log(`  ${finding.impact} ${finding.rule}: ${finding.targets.slice(0, 3).join(' | ')}`);
  }
}

/** One line per rule and element, with the screens it was seen on. */
function report(findings: Finding[]): string {
  const byTarget = new Map<string, Set<string>>();
  for (const f of findings) {
    for (const target of f.targets) {
      const key = `${f.rule} [${f.impact}] ${f.help}\n    ${target}`;
      const screens = byTarget.get(key) ?? new Set();
      screens.add(`${f.screen}${f.state === 'first' ? '' : ` (${f.state})`}`);
      byTarget.set(key, screens);
    }
  }
  const rules = new Set(findings.map((f) => f.rule));
  const screens = new Set(findings.map((f) => `${f.screen} ${f.state}`));
  return [
    `${findings.length} violations (${[...rules].join(', ')}) on ${screens.size} screen states:`,
    ...[...byTarget].map(([key, on]) => `  ${key}\n    on ${[...on].join(', ')}`),
  ].join('\n');
}

test.describe.configure({ mode: 'parallel' });

const DEMO_USERS: [string, DemoUser][] = [
  ['head office', users.hoAdmin],
  ['branch admin', users.branchAdmin],
  ['branch head', users.branchHead],
  ['Bandung branch admin', users.bdgAdmin],
];

for (const [who, user] of DEMO_USERS) {
  test(`every screen of the ${who}'s menu has no serious or critical WCAG 2.1 AA violation`, async ({
    page,
  }, testInfo) => {
    // Head office's 43 screens; E2E_AXE_TIMEOUT gives a slow machine longer.
    test.setTimeout(Number(process.env.E2E_AXE_TIMEOUT) || 240_000);
    const openRequests = trackRequests(page);
    await login(page, user);
    const menu = await page.evaluate(() => JSON.parse(localStorage.getItem('MENU') ?? '[]') as MenuItem[]);
    const screens = menu.filter((item) => item.URL);
    expect(screens.length).toBeGreaterThan(0);

    const failing: Finding[] = [];
    const minor: Finding[] = [];
    await waitUntilSettled(page, openRequests);
    await check(page, 'Home', 'first', failing, minor);
    for (const item of screens) {
      const url = item.URL ?? '/';
      await openScreen(page, item, openRequests);
      await check(page, url, 'first', failing, minor);
      const openDialog = DIALOGS[url];
      if (openDialog && (await openDialog(page))) {
        await waitUntilSettled(page, openRequests);
        await check(page, url, 'dialog', failing, minor);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }

    if (minor.length > 0) await testInfo.attach('moderate and minor', { body: report(minor) });
    console.log(
      `${who}: ${screens.length} screens, ${failing.length} serious/critical, ${minor.length} other`,
    );
    if (minor.length > 0) console.log(report(minor));
    expect(failing, report(failing)).toEqual([]);
  });
}
