/**
 * A new distributor, end to end, through the screens (issue 40 part 4): a built server in production
 * on an empty folder, where the operator first ran `npm run admin` (the head-office branch and the
 * first administrator, with a one-time password) and `npm run import -- all docs/examples` (the
 * distributor's own branches, customers, products …). The administrator logs in and changes the
 * one-time password, makes a branch admin of Purwokerto on Daftar Pengguna and reads its one-time
 * password off the screen; the branch admin logs in with it, changes it, maps an example customer on
 * Mapping New Customer, finds the row in View Mapping Assignment, and prints the customer's label.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contract } from '../common/contract';
import { firstDayOfMonth } from '../common/dates';
import { parsePayload } from '../common/labels/label-content';
import { zplQrPayloads } from '../common/labels/zpl';
import { messages } from '../common/messages';
import {
  choose,
  confirmDialog,
  listTotal,
  logout,
  openMenu,
  postCall,
  snackbar,
  typeDateInto,
} from './support';
import { startFakeBrowserPrint } from './support/browser-print';
import { expect, testOnServer } from './support/fixtures';
import { startEmptyProductionServer } from './support/server';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/new-distributor-${name}.png`, fullPage: true });

const FOREVER = '4001-12-31';
/** The example customer mapped and printed (docs/examples/customers.csv). */
const CUSTOMER = { id: 'SH-700101', ref: 'PWT0101', name: 'Apotek Sehat Bersama' };
const POSITION = 'PWT-SLS-01';

/** The first administrator's one-time password, as `npm run admin -- create-user` printed it. */
let firstOneTime = '';

const test = testOnServer((browserPrintPort) =>
  startEmptyProductionServer({
    browserPrintPort,
    async prepare(run) {
      await run.admin('create-branch', '--org', '81', '--code', 'HO', '--name', 'HEAD OFFICE');
      const made = await run.admin(
        'create-user',
        ...['--user', 'admin', '--name', 'Admin Pusat', '--org', '81', '--branch', 'HO', '--one-time'],
      );
      firstOneTime = /One-time password[^:]*: (\S+)/.exec(made)?.[1] ?? '';
      // Exits 1 (and the server does not start) when a file is refused.
      await run.import('all', 'docs/examples');
    },
  }),
);

/** Logs in with a one-time password, changes it on the screen that opens, and waits for the menu. */
async function firstLogin(page: Page, user: string, oneTime: string, password: string, name: string) {
  await page.goto('/login');
  await page.getByLabel(messages.usernameLabel).fill(user);
  await page.getByLabel(messages.passwordLabel).fill(oneTime);
  await page.getByLabel(messages.passwordLabel).press('Enter');
  const change = page.getByTestId('change-password');
  await expect(change).toBeVisible();
  await change.getByTestId('new-password').fill(password);
  await change.getByTestId('repeat-password').fill(password);
  await shot(page, `change-password-${user}`);
  await change.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('user-name')).toHaveText(name);
  // Home: the logo, loaded.
  const logo = page.getByTestId('home').getByRole('img');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, `home-${user}`);
}

test('a new distributor: first admin, a branch admin, an example customer mapped and its label printed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(firstOneTime).toMatch(/^[A-Za-z2-9]{14}$/);
  await firstLogin(page, 'admin', firstOneTime, 'Gunung Slamet 3428', 'Admin Pusat');

  // Head office makes the branch admin of Purwokerto, an imported branch of org 201.
  await openMenu(page, 'Pengguna', messages.userList);
  const users = page.getByTestId('user-list');
  await expect(users.getByRole('row').filter({ hasText: 'Admin Pusat' })).toBeVisible();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-id').fill('pwt.admin');
  await form.getByTestId('user-name-field').fill('Admin Purwokerto');
  await form.getByTestId('position-code').fill('adm-pwt');
  await choose(page, 'user-branch', 'PWT - PURWOKERTO');
  await page.getByTestId('user-profiles').click();
  const dialog = page.getByTestId('user-profiles-dialog').getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'BRANCH - Admin Cabang', exact: true }).check();
  await dialog.getByRole('button', { name: messages.ok }).click();
  await expect(dialog).toBeHidden();
  await shot(page, 'user-form');
  await form.getByTestId('save').click();
  await confirmDialog(page);
  const shown = page.getByRole('dialog', { name: messages.oneTimePasswordIs('pwt.admin') });
  await expect(shown).toBeVisible();
  const branchOneTime = ((await shown.getByRole('paragraph').textContent()) ?? '').trim();
  expect(branchOneTime).toMatch(/^[A-Za-z2-9]{14}$/);
  await shot(page, 'one-time-password');
  await shown.getByRole('button', { name: 'OK' }).click();
  await expect(snackbar(page, 'success', messages.userSaved)).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'pwt.admin' })).toContainText('ADM-PWT');

  // What a sales assignment needs from head office: an employee type and title, the branch's period.
  const dates = { startDate: firstDayOfMonth(), endDate: FOREVER };
  await postCall(page, contract.structure.typeInsert, {
    typeCode: 'SALESMAN',
    typeDesc: 'Salesman',
    ...dates,
  });
  await postCall(page, contract.structure.titleInsert, {
    titleCode: 'TO',
    titleDesc: 'Taking Order',
    typeCode: 'SALESMAN',
    ...dates,
  });
  await openMenu(page, 'Setting', messages.settingPeriod);
  const period = page.getByTestId('period-form');
  await choose(page, 'period-module', 'NEW MAPPING SALES ASSIGNMENT');
  await page.getByTestId('period-branches').click();
  const branches = page.getByTestId('period-branches-dialog').getByRole('dialog');
  await branches.getByTestId('multi-select-search').fill('purwo');
  await branches.getByRole('checkbox', { name: 'PWT - PURWOKERTO', exact: true }).check();
  await branches.getByTestId('multi-select-ok').click();
  await expect(branches).toBeHidden();
  await typeDateInto(page, 'period-start', firstDayOfMonth());
  await typeDateInto(page, 'period-end', FOREVER);
  await shot(page, 'period');
  await period.getByRole('button', { name: messages.addUpdate }).click();
  await confirmDialog(page);
  await expect(snackbar(page, 'success', messages.dataSaved)).toBeVisible();
  await expect(
    page.getByTestId('period-list').getByRole('row').filter({ hasText: 'NEW MAPPING SALES ASSIGNMENT' }),
  ).toContainText('PWT - PURWOKERTO');
  await logout(page);

  // The branch admin's first login: the one-time password opens nothing but its change.
  await firstLogin(page, 'pwt.admin', branchOneTime, 'Mendoan Anget 2026', 'Admin Purwokerto');

  // The branch's first position, on Add New Role: no supervisor or CSO exists yet, NA serves.
  await page.goto('/manage-role/new');
  const role = page.getByTestId('role-form');
  await choose(page, 'role-branch', 'PWT - PURWOKERTO');
  await choose(page, 'role-type', /^SALESMAN - /);
  await choose(page, 'role-title', 'TO');
  await role.getByTestId('role-position').fill(POSITION);
  await shot(page, 'role-form');
  await role.getByTestId('save').click();
  await confirmDialog(page);
  await expect(page.getByTestId('snackbar-success')).toBeVisible();

  await openMenu(page, 'Mapping Sales Assignment', messages.mappingNewCustomer);
  const entry = page.getByTestId('assignment-entry');
  const customer = entry.getByTestId('row-1-customer').getByRole('combobox');
  await customer.fill(CUSTOMER.ref);
  await page.getByRole('option', { name: new RegExp(`^${CUSTOMER.ref} - `) }).click();
  await expect(entry.getByTestId('row-1-customer-name')).toHaveValue(CUSTOMER.name);
  await choose(page, 'row-1-bisnis', /^SH-ETH/);
  await choose(page, 'row-1-type-desc', 'REGULAR');
  const position = entry.getByTestId('row-1-position').getByRole('combobox');
  await position.click();
  await position.fill('PWT-SLS');
  await page.getByRole('option', { name: new RegExp(`^${POSITION}`) }).click();
  await expect(position).toHaveValue(POSITION);
  await shot(page, 'mapping-entry');
  await entry.getByTestId('save').click();
  await confirmDialog(page, { text: messages.assignmentRowsToSubmit(1, 0) });
  await expect(snackbar(page, 'success', messages.assignmentsAdded(1))).toBeVisible();

  await openMenu(page, 'Mapping Sales Assignment', messages.viewMappingAssignment);
  const overview = page.getByTestId('assignment-list');
  await expect(overview.getByTestId('list-total')).toBeVisible();
  expect(await listTotal(overview)).toBe(1);
  const row = overview.getByRole('row').filter({ hasText: CUSTOMER.ref });
  await expect(row).toContainText(POSITION);
  await expect(row).toContainText('SH-ETH');
  await expect(row).toContainText('ACTIVE');
  await shot(page, 'mapping-overview');

  // The label, on a Zebra printer found through Browser Print.
  const printer = await startFakeBrowserPrint();
  try {
    await openMenu(page, 'Mapping Sales Assignment', 'Print Barcode Relasi');
    await expect(page.getByTestId('filter-branch')).toContainText('PWT');
    const input = page.getByTestId('filter-position').getByRole('combobox');
    await input.click();
    await page.getByRole('option', { name: POSITION, exact: true }).click();
    const list = page.getByTestId('print-list');
    await list.getByTestId('load-list').click();
    await expect(list.getByTestId('list-total')).toHaveText(messages.rowsTotal(1));
    const label = list.locator('.MuiDataGrid-row').filter({ hasText: CUSTOMER.id });
    await expect(label.locator('[data-field="IsPrint"]')).toHaveText('No');
    await shot(page, 'print-list');
    await label.getByTestId('print-row').click();
    await expect(snackbar(page, 'success', messages.labelsPrinted(1, 1))).toBeVisible();
    await expect(label.locator('[data-field="IsPrint"]')).toHaveText('Yes');
    await shot(page, 'printed');
    expect(printer.writes).toHaveLength(1);
    // The label's QR code carries the customer as imported: branch, org, reference, id and name.
    expect(zplQrPayloads(printer.writes[0]?.data ?? '').map(parsePayload)).toEqual([
      {
        BRANCH_CODE: 'PWT',
        ORG_ID: 201,
        CUSTOMER_ID_REF: CUSTOMER.ref,
        CUSTOMER_ID: CUSTOMER.id,
        CUSTOMER_NAME: CUSTOMER.name,
      },
    ]);
  } finally {
    await printer.stop();
  }
});
