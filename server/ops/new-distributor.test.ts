/**
 * A new distributor, end to end, from an empty database started in production: the first
 * administrator made by `npm run admin` logs in and changes the one-time password; the example
 * extracts of docs/examples load through the code of `npm run import -- all docs/examples`; head
 * office makes a branch admin of the distributor's own branch (PWT, org 201) with the users calls,
 * sets up what a sales assignment needs (an employee type and title, the branch's period); the
 * branch admin logs in with the one-time password, must change it first, adds a position, maps an
 * example customer to it and prints its label. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import type { RelationPrintRow } from '../../common/contract/labels';
import type { UserRow } from '../../common/contract/users';
import { firstDayOfMonth, today } from '../../common/dates';
import { messages } from '../../common/messages';
import { openDatabase } from '../db/client';
import { prepareData } from '../db/startup-data';
import { filesOfFolder, importFile } from '../modules/integration/import-file';
import { LOAD_ORDER } from '../modules/integration/load';
import { emptyProductionDatabase } from '../test/empty-production-database';
import { startTestApp, type TestApp } from '../test/harness';

const live = emptyProductionDatabase('new-distributor');
const FOREVER = '4001-12-31';
let t: TestApp;

beforeAll(async () => {
  await live.create();
  // The production start: the schema and Armada's own reference lists, no demo row.
  const database = await openDatabase(live.target);
  await prepareData(database, { seedOnEmpty: false }, { info: () => {}, warn: () => {} });
  await database.close();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await live.drop();
});

/** Logs in; the session's token and whether the password must be changed first. */
async function login(username: string, password: string) {
  const res = await t.call('POST', '/api/login', { username, password });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { TOKEN: string; MUST_CHANGE_PASSWORD: boolean };
  return data;
}

/** Changes a one-time password; the token of the session that follows. */
async function changePassword(token: string, oldPassword: string, newPassword: string): Promise<string> {
  const res = await t.post(contract.auth.changePassword, { oldPassword, newPassword }, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.MUST_CHANGE_PASSWORD).toBe(false);
  return res.json().data.TOKEN;
}

describe('a new distributor from an empty database', () => {
  let headOffice = '';
  let branchOneTime = '';
  let branch = '';

  it('the first administrator, made by the admin command, logs in and changes the one-time password', async () => {
    expect(live.admin('create-branch', '--org', '81', '--code', 'HO', '--name', 'HEAD OFFICE').status).toBe(
      0,
    );
    const made = live.admin(
      'create-user',
      '--user',
      'admin',
      '--name',
      'Admin Pusat',
      '--org',
      '81',
      '--branch',
      'HO',
    );
    expect(made.err).toBe('');
    const oneTime = /One-time password[^:]*: (\S+)/.exec(made.out)?.[1] ?? '';
    expect(oneTime).toHaveLength(14);

    t = await startTestApp({}, { open: live.target });
    const first = await login('admin', oneTime);
    expect(first.MUST_CHANGE_PASSWORD).toBe(true);
    headOffice = await changePassword(first.TOKEN, oneTime, 'Gunung Slamet 3428');
  }, 120_000);

  it('loads the example extracts of docs/examples through the import command, all of them', async () => {
    const files = filesOfFolder('docs/examples');
    expect(files.map(([entity]) => entity)).toEqual(LOAD_ORDER);
    for (const [entity, file] of files) {
      const outcome = await importFile(t.database, entity, file, () => {});
      expect(outcome, entity).toMatchObject({ ok: true, report: { rejected: [] } });
    }
  }, 120_000);

  it('head office makes a branch admin of PWT with a one-time password, and what mapping needs', async () => {
    const created = await t.post(
      contract.users.createUser,
      {
        USER_ID: 'pwt.admin',
        USER_NAME: 'Admin Purwokerto',
        POSITION_CODE: 'ADM-PWT',
        ORG_ID: 201,
        BRANCH_CODE: 'PWT',
        USER_ACCESS_TYPE: null,
        PROFILES: ['BRANCH', 'USER_ADMIN'],
      },
      headOffice,
    );
    expect(created.statusCode, created.body).toBe(200);
    branchOneTime = created.json().data.ONE_TIME_PASSWORD;
    expect(branchOneTime).toHaveLength(14);

    // Employee types and titles are head office's; so are the periods of each branch.
    const dates = { startDate: firstDayOfMonth(), endDate: FOREVER };
    const type = await t.post(
      contract.structure.typeInsert,
      { typeCode: 'SALESMAN', typeDesc: 'Salesman', ...dates },
      headOffice,
    );
    expect(type.statusCode, type.body).toBe(200);
    const title = await t.post(
      contract.structure.titleInsert,
      { titleCode: 'TO', titleDesc: 'Taking Order', typeCode: 'SALESMAN', ...dates },
      headOffice,
    );
    expect(title.statusCode, title.body).toBe(200);
    const period = await t.post(
      contract.setting.addPeriod,
      {
        modulName: 'NEW MAPPING SALES ASSIGNMENT',
        periodStart: firstDayOfMonth(),
        periodEnd: FOREVER,
        branch: 'PWT',
      },
      headOffice,
    );
    expect(period.statusCode, period.body).toBe(200);
  });

  it('the branch admin must change the one-time password before anything else', async () => {
    const first = await login('pwt.admin', branchOneTime);
    expect(first.MUST_CHANGE_PASSWORD).toBe(true);
    for (const refused of [
      await t.post(contract.users.listUsers, {}, first.TOKEN),
      await t.post(contract.salesAssignment.listPosition, { orgID: 201 }, first.TOKEN),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.passwordChangeRequired);
    }
    branch = await changePassword(first.TOKEN, branchOneTime, 'Mendoan Anget 2026');
    expect(
      (await t.call('POST', '/api/login', { username: 'pwt.admin', password: branchOneTime })).statusCode,
    ).toBe(422);
  });

  it("sees only its own org's users, and no screen its profiles do not open", async () => {
    const listed = await t.post(contract.users.listUsers, {}, branch);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data.rows as UserRow[];
    expect(rows.map((u) => [u.USER_ID, u.ORG_ID])).toEqual([['pwt.admin', 201]]);
    const other = await t.call('GET', '/api/users/user/admin', undefined, branch);
    // Head office's administrator is not found from another org, as a user who does not exist.
    expect(other.statusCode, other.body).toBe(404);
    expect(other.json().message).toBe(messages.userNotFound);

    // Nor makes one there: head office's branch PST (org 81) lies outside its org.
    const outside = await t.post(
      contract.users.createUser,
      {
        USER_ID: 'pst.staff',
        USER_NAME: 'Staf Pusat',
        POSITION_CODE: 'STAFF',
        ORG_ID: 81,
        BRANCH_CODE: 'PST',
        USER_ACCESS_TYPE: null,
        PROFILES: ['BRANCH'],
      },
      branch,
    );
    expect(outside.statusCode, outside.body).toBe(403);

    // Employee types and the periods are head office's screens.
    for (const refused of [
      await t.post(
        contract.structure.typeInsert,
        { typeCode: 'CSO', typeDesc: 'CSO', startDate: firstDayOfMonth(), endDate: FOREVER },
        branch,
      ),
      await t.post(
        contract.setting.addPeriod,
        {
          modulName: 'NEW MAPPING SALES ASSIGNMENT',
          periodStart: today(),
          periodEnd: FOREVER,
          branch: 'PWT',
        },
        branch,
      ),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(messages.forbidden);
    }
  });

  it('adds a position, maps an example customer to it, and prints its label', async () => {
    const role = await t.post(
      contract.structure.roleInsert,
      {
        rolePosCode: 'PWT-SLS-01',
        typeCode: 'SALESMAN',
        titleCode: 'TO',
        orgId: 201,
        branchCode: 'PWT',
        CSOCode: 'NA',
        supCode: 'NA',
        roleAddType: 'NA',
        secondaryPosition: 'N',
        collector: 'N',
        startDate: firstDayOfMonth(),
        endDate: FOREVER,
      },
      branch,
    );
    expect(role.statusCode, role.body).toBe(200);
    const positions = await t.post(contract.salesAssignment.listPosition, { orgID: 201 }, branch);
    expect(positions.json().data.map((p: { POSITION_CODE: string }) => p.POSITION_CODE)).toEqual([
      'PWT-SLS-01',
    ]);

    const customers = await t.post(contract.salesAssignment.listCustomer, { keyword: 'Sehat' }, branch);
    expect(customers.json().data).toMatchObject([
      { CUSTOMER_ID: 'SH-700101', CUSTOMER_ID_REF: 'PWT0101', ORG_ID: 201, BRANCH_CODE: 'PWT' },
    ]);
    const mapped = await t.post(
      contract.salesAssignment.insert,
      [
        {
          customerId: 'SH-700101',
          customerName: 'Apotek Sehat Bersama',
          bisnis: 'SH-ETH',
          typeDesc: 'REGULAR',
          position: 'PWT-SLS-01',
          addSalesmanPosition: 'NA',
          startDate: today(),
          endDate: FOREVER,
        },
      ],
      branch,
    );
    expect(mapped.statusCode, mapped.body).toBe(200);

    const res = await t.call(
      'GET',
      '/api/mapping-sales-assignment/getRelasiPrint/PWT-SLS-01/201',
      undefined,
      branch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const labels = res.json().data as RelationPrintRow[];
    expect(labels).toMatchObject([
      {
        BRANCH_CODE: 'PWT',
        POSITION_CODE: 'PWT-SLS-01',
        EMPLOYEE_TITLE_CODE: 'TO',
        CUSTOMER_ID: 'SH-700101',
        CUSTOMER_ID_REF: 'PWT0101',
        CUSTOMER_NAME: 'Apotek Sehat Bersama',
        ORG_ID: 201,
        IsPrint: 0,
      },
    ]);
    const printed = await t.post(
      contract.labels.markRelasiAsPrinted,
      {
        customer_id: 'SH-700101',
        customer_name: 'Apotek Sehat Bersama',
        org_id: 201,
        position_code: 'PWT-SLS-01',
      },
      branch,
    );
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().data).toMatchObject({ CUSTOMER_ID: 'SH-700101', IsPrint: 1, PRINT_COUNT: 1 });
    const sticker = await t.post(
      contract.labels.printRelasiSticker,
      { position: 'PWT-SLS-01', orgId: 201, customerIds: ['SH-700101'] },
      branch,
    );
    expect(sticker.statusCode, sticker.body).toBe(200);
    expect(sticker.headers['content-type']).toMatch(/^application\/pdf/);
    expect(sticker.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
