/**
 * What every screen inherits from the shared pieces, as a new user meets it: screens outside the
 * menu, edit routes of records that are not there, the list kept on the way back from an edit,
 * clear words for a lost connection, loading and empty lists, and forms and lists from 1024 to
 * 1920 px wide.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { SEARCH_MIN_LENGTH } from '../common/contract/shared-schemas';
import { messages } from '../common/messages';
import { choose, login, logout, snackbar, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

/** The calls the page makes to the API, recorded from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

/** The boxes of two elements overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('element not laid out');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('screens outside the menu', () => {
  test('a branch admin typing the address of a head-office screen gets the no-access page and no call', async ({
    page,
  }) => {
    await login(page, users.branchAdmin);
    const calls = recordCalls(page);
    for (const path of [
      '/structure/type',
      '/structure/type/1',
      '/structure/title',
      '/setting/settingperiod',
    ]) {
      await page.goto(path);
      const noAccess = page.getByTestId('no-access');
      await expect(noAccess).toContainText(messages.forbidden);
      await expect(page).toHaveTitle(`${messages.noAccessTitle} | Armada`);
      await expect(page.getByTestId('save')).toHaveCount(0);
    }
    await page.screenshot({ path: `${SHOTS}/screens-no-access.png` });
    // Only the layout's own calls; none of a structure or setting screen.
    expect(calls.filter((c) => c.startsWith('/api/structure/') || c.startsWith('/api/setting/'))).toEqual([]);
    // An address of no screen at all is not found.
    await page.goto('/structure/typo');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('every screen is titled with its name in the menu', async ({ page }) => {
    await login(page, users.hoAdmin);
    const titles: [string, string][] = [
      ['/structure/type', messages.employeeType],
      ['/structure/title', messages.employeeTitle],
      ['/manage-role/overview', messages.manageRole],
      ['/manage-role/new', messages.addNewRole],
      ['/manage-role/upload', messages.uploadNewRole],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Armada`);
    }
  });
});

test.describe('edit routes of records that are not there', () => {
  test('an unknown or malformed id shows the message and no form to save', async ({ page }) => {
    await login(page, users.hoAdmin);
    for (const [path, formId] of [
      ['/structure/type/99999', 'type-form'],
      ['/structure/title/abc', 'title-form'],
      ['/manage-role/new/2147483648', 'role-form'],
      ['/manage-role/new/99999999', 'role-form'],
    ] as const) {
      await page.goto(path);
      const form = page.getByTestId(formId);
      await expect(form.getByTestId('record-missing')).toHaveText(new RegExp(messages.notFound));
      await expect(form.getByTestId('save')).toHaveCount(0);
    }
    await page.screenshot({ path: `${SHOTS}/screens-record-missing.png` });
    await page.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(/\/manage-role\/overview$/);
  });

  test('a role of another branch reads to a branch admin exactly as a missing one', async ({ page }) => {
    // Head office finds a Bandung role, whose edit address a JKT/BKS admin then types.
    await login(page, users.hoAdmin, '/manage-role/overview');
    const list = page.getByTestId('role-list');
    await choose(page, 'filter-branch', /^BDG - /);
    await list.getByTestId('load-list').click();
    await list.getByTestId('edit-row').first().click();
    await expect(page).toHaveURL(/\/manage-role\/new\/\d+$/);
    const editPath = new URL(page.url()).pathname;
    await logout(page);

    await login(page, users.branchAdmin, editPath);
    const form = page.getByTestId('role-form');
    // Out of scope answers as not found: the address says nothing of whether the role exists.
    await expect(form.getByTestId('record-missing')).toHaveText(new RegExp(messages.notFound));
    await expect(form.getByTestId('save')).toHaveCount(0);
    await expect(page.getByTestId('snackbar-error')).toHaveCount(0);
  });
});

test.describe('back to the list after an edit', () => {
  test('the overview keeps its branch, search and page, and shows the rows again', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/overview');
    const list = page.getByTestId('role-list');
    await choose(page, 'filter-branch', 'ALL BRANCH');
    await list.getByTestId('load-list').click();
    // The search's answer, not the Load List's before it, is what the pages below come from.
    const searched = page.waitForResponse(
      (r) => r.request().method() === 'POST' && (r.request().postData() ?? '').includes('-SLS-'),
    );
    await list.getByTestId('list-search').fill('-SLS-');
    await searched;
    await expect(list.getByTestId('list-total')).toBeVisible();
    await list.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    const firstRow = list.locator('.MuiDataGrid-cell[data-field="ROLE_POSITION_CODE"]').first();
    await expect(list.getByText(/^1–25 of /)).toBeVisible();
    await expect(firstRow).not.toBeEmpty();
    const pageOne = (await firstRow.textContent()) ?? '';
    await list.getByRole('button', { name: 'Go to next page' }).click();
    const range = list.getByText(/^26–50 of /);
    await expect(range).toBeVisible();
    // The pager says 26–50 at the click, before page 2's rows arrive: they are read once shown.
    await expect(firstRow).not.toHaveText(pageOne);
    await expect(list.locator('.MuiDataGrid-overlay')).toHaveCount(0);
    const shown = (await firstRow.textContent()) ?? '';

    await list.getByTestId('edit-row').first().click();
    await expect(page).toHaveURL(/\/manage-role\/new\/\d+$/);
    const form = page.getByTestId('role-form');
    await expect(form.getByTestId('role-position')).toHaveValue(shown);
    await form.getByTestId('role-collector').getByLabel('Y', { exact: true }).check();
    await form.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: messages.submit }).click();
    await expect(page).toHaveURL(/\/manage-role\/overview$/);

    await expect(page.getByTestId('filter-branch')).toContainText('ALL BRANCH');
    await expect(list.getByTestId('list-search')).toHaveValue('-SLS-');
    await expect(range).toBeVisible();
    await expect(firstRow).toHaveText(shown);
    await expect(list.getByRole('row').filter({ hasText: shown })).toContainText('Y');

    // A reload keeps it too; a logout forgets it.
    await page.reload();
    await expect(list.getByTestId('list-search')).toHaveValue('-SLS-');
    await expect(firstRow).toHaveText(shown);
    await logout(page);
    await login(page, users.hoAdmin, '/manage-role/overview');
    await expect(list.getByTestId('list-search')).toHaveValue('');
    await expect(list.getByText(messages.pressLoadList)).toBeVisible();
  });
});

test.describe('words a user can act on', () => {
  test('a lost connection says the server could not be reached', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/overview');
    await page.route('**/api/structure/role/selectRole', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('role-list').getByTestId('load-list').click();
    await expect(snackbar(page, 'error', messages.serverUnreachable)).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/screens-unreachable.png` });
  });

  test("a cleared date reads like the spec's own field messages", async ({ page }) => {
    await login(page, users.hoAdmin, '/structure/type');
    const form = page.getByTestId('type-form');
    // The picker's sections: select them all and delete.
    await form.getByTestId('start-date').locator('.MuiPickersSectionList-root').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(form.getByTestId('start-date').locator('input')).toHaveValue('');
    await form.getByTestId('save').click();
    await expect(form.getByText(`${messages.startDateLabel} is required`)).toBeVisible();
    await expect(
      form.locator('.MuiFormHelperText-root').filter({ hasText: /YYYY|must be a date/ }),
    ).toHaveCount(0);
  });
});

test.describe('loading and empty lists', () => {
  test('no count while the rows load, and no export of an empty list', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/overview');
    const list = page.getByTestId('role-list');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/structure/role/selectRole', async (route) => {
      await held;
      await route.continue();
    });
    await list.getByTestId('load-list').click();
    await expect(list.locator('.MuiDataGrid-overlay, .MuiSkeleton-root').first()).toBeVisible();
    await expect(list.getByTestId('list-total')).toHaveCount(0);
    await expect(list.getByTestId('list-export')).toBeDisabled();
    release();
    await expect(list.getByTestId('list-total')).toBeVisible();
    await expect(list.getByTestId('list-export')).toBeEnabled();

    await list.getByTestId('list-search').fill('NO-SUCH-POSITION');
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(0));
    await expect(list.getByTestId('list-export')).toBeDisabled();

    // Two characters do not search yet: the list shows its rows and says how many it needs.
    await list.getByTestId('list-search').fill('jk');
    await expect(list.getByText(messages.searchTooShort(SEARCH_MIN_LENGTH))).toBeVisible();
    await expect(list.getByTestId('list-export')).toBeEnabled();
    await expect(page.getByTestId('snackbar-error')).toHaveCount(0);
  });
});

test.describe('from 1024 to 1920 px', () => {
  for (const width of [1024, 1440, 1920]) {
    test(`the role form and the role list at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await login(page, users.hoAdmin, '/manage-role/new');
      const form = page.getByTestId('role-form');
      await choose(page, 'role-branch', 'JKT - JAKARTA');
      expect(await overlap(form.getByTestId('role-branch'), form.getByTestId('role-supervisor'))).toBe(false);
      expect(await overlap(form.getByTestId('role-type'), form.getByTestId('role-title'))).toBe(false);
      // The three date shortcuts sit on one line.
      const tops = await Promise.all(
        ['today', 'end-of-this-month', 'end-of-last-month'].map(
          async (s) => (await form.getByTestId(`role-end-date-${s}`).boundingBox())?.y,
        ),
      );
      expect(new Set(tops).size).toBe(1);
      await page.mouse.move(5, 5);
      await page.screenshot({ path: `${SHOTS}/screens-role-form-${width}.png`, fullPage: true });

      await page.goto('/manage-role/overview');
      const list = page.getByTestId('role-list');
      await list.getByTestId('load-list').click();
      await expect(list.getByTestId('list-total')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/screens-role-list-${width}.png` });
      if (width >= 1440) {
        // Every column in view, without scrolling sideways, and whole dates in the date columns.
        await expect(list.locator('.MuiDataGrid-scrollbar--horizontal')).toHaveCount(0);
        const grid = await list.locator('.MuiDataGrid-main').boundingBox();
        const last = await list.getByRole('columnheader', { name: 'End Date' }).boundingBox();
        expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0));
        const date = list.locator('.MuiDataGrid-cell[data-field="ROLE_END_DATE"]').first();
        expect(await date.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      }
    });
  }
});

test.describe('titles of the role form', () => {
  test('only active titles are offered for a type', async ({ page }) => {
    await login(page, users.hoAdmin, '/manage-role/new');
    await choose(page, 'role-type', /^SALESMAN - /);
    await page.getByTestId('role-title').getByRole('combobox').click();
    await expect(page.getByRole('option', { name: 'TO', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'RETAIL' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('a role keeps showing its title after the title has ended, and saves with it', async ({ page }) => {
    await login(page, users.hoAdmin);
    // A SALESMAN title, active today.
    const code = `OLD${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/structure/title');
    const titleForm = page.getByTestId('title-form');
    await choose(page, 'title-type', 'SALESMAN');
    await titleForm.getByTestId('code').fill(code);
    await titleForm.getByTestId('desc').fill('Title that ends');
    await titleForm.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: messages.submit }).click();
    await expect(snackbar(page, 'success', messages.titleInserted)).toBeVisible();

    // A role with that title.
    const position = `JKT-OLD-${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/manage-role/new');
    const form = page.getByTestId('role-form');
    await choose(page, 'role-branch', 'JKT - JAKARTA');
    await choose(page, 'role-type', /^SALESMAN - /);
    await choose(page, 'role-title', code);
    await form.getByTestId('role-position').fill(position);
    await form.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: messages.submit }).click();
    await expect(page.getByTestId('snackbar-success')).toBeVisible();

    // The title ends: its end date moves into the past.
    await page.goto('/structure/title');
    const titles = page.getByTestId('title-list');
    await titles.getByTestId('list-search').fill(code);
    await expect(titles.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    await titles.getByRole('row').filter({ hasText: code }).getByTestId('edit-row').click();
    await expect(page).toHaveURL(/\/structure\/title\/\d+$/);
    await expect(titleForm.getByTestId('code')).toHaveValue(code);
    await titleForm.getByTestId('start-date').locator('.MuiPickersSectionList-root').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20200101');
    await titleForm.getByTestId('end-date').locator('.MuiPickersSectionList-root').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('20201231');
    await expect(titleForm.getByTestId('end-date').locator('input')).toHaveValue('2020-12-31');
    await titleForm.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: messages.submit }).click();
    await expect(snackbar(page, 'success', messages.titleUpdated)).toBeVisible();

    // The new-role form no longer offers it; the role's edit form still shows it, and saves.
    await page.goto('/manage-role/new');
    await choose(page, 'role-type', /^SALESMAN - /);
    await page.getByTestId('role-title').getByRole('combobox').click();
    await expect(page.getByRole('option', { name: 'TO', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: code })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/manage-role/overview');
    const list = page.getByTestId('role-list');
    await list.getByTestId('load-list').click();
    await list.getByTestId('list-search').fill(position);
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    await list.getByRole('row').filter({ hasText: position }).getByTestId('edit-row').click();
    await expect(form.getByTestId('role-position')).toHaveValue(position);
    await expect(form.getByTestId('role-title')).toContainText(messages.endedTitle(code));
    await form.getByTestId('role-collector').getByLabel('Y', { exact: true }).check();
    await form.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: messages.submit }).click();
    await expect(page).toHaveURL(/\/manage-role\/overview$/);
    await expect(list.getByRole('row').filter({ hasText: position })).toContainText(code);
  });
});
