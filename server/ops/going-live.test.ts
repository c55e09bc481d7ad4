/**
 * A production start from an empty database, as the README's "Going live" tells it: the schema and
 * the reference lists without a demo row, then `npm run admin` making the head-office branch and
 * the first administrator, whose one-time password must be changed before anything else.
 * PGlite (a folder of its own), and PostgreSQL when DATABASE_URL is set (a database of its own).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import { messages } from '../../common/messages';
import { MENU_TREE } from '../../common/modules';
import { STARTING_PROFILES } from '../../common/modules/define';
import { loadConfig } from '../config';
import { openDatabase, rows, sql } from '../db/client';
import { ADJUST_REASONS } from '../db/reference-lists';
import { prepareData } from '../db/startup-data';
import { emptyProductionDatabase } from '../test/empty-production-database';
import { startTestApp, type TestApp } from '../test/harness';

const live = emptyProductionDatabase('going-live');
const { target, env, admin } = live;

async function counts() {
  const database = await openDatabase(target);
  try {
    const [n] = await rows<Record<string, number>>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM branches) AS branches, (SELECT count(*)::int FROM users) AS users,
                 (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM roles) AS roles,
                 (SELECT count(*)::int FROM periods) AS periods, (SELECT count(*)::int FROM access_profiles) AS profiles,
                 (SELECT count(*)::int FROM menu_items WHERE url IS NOT NULL) AS screens,
                 (SELECT count(*)::int FROM adjust_reasons) AS reasons`,
    );
    return n;
  } finally {
    await database.close();
  }
}

let t: TestApp | undefined;
beforeAll(() => live.create());
afterAll(async () => {
  await t?.close();
  await live.drop();
});

describe('going live from an empty database', () => {
  it('starts in production with the reference lists and no demo row, twice alike', async () => {
    const config = loadConfig({ NODE_ENV: 'production', API_KEY: 'k' });
    expect(config.seedOnEmpty).toBe(false);
    for (let start = 0; start < 2; start++) {
      const database = await openDatabase(target);
      const log = { info: () => {}, warn: () => {} };
      await prepareData(database, { seedOnEmpty: config.seedOnEmpty }, log);
      await database.close();
    }
    const screens = MENU_TREE.flatMap((g) => g.entries).length;
    expect(await counts()).toEqual({
      branches: 0,
      users: 0,
      customers: 0,
      roles: 0,
      periods: 0,
      profiles: STARTING_PROFILES.length,
      screens,
      reasons: ADJUST_REASONS.length,
    });
  }, 120_000);

  it('writes nothing at a start whose menu is current, and writes back an entry that differs', async () => {
    const start = async () => {
      const database = await openDatabase(target);
      await prepareData(database, { seedOnEmpty: false }, { info: () => {}, warn: () => {} });
      await database.close();
    };
    const read = async (query: SQL) => {
      const database = await openDatabase(target);
      try {
        return await rows<Record<string, unknown>>(database.db, query);
      } finally {
        await database.close();
      }
    };
    const versions = sql`SELECT table_name, version::text AS version FROM data_versions ORDER BY table_name`;
    await start();
    const before = await read(versions);
    expect(before.length).toBeGreaterThan(0);
    await start();
    // The version triggers fire per statement: a write that changes no row would move them too.
    expect(await read(versions)).toEqual(before);

    const entry = MENU_TREE[0]?.entries[0];
    if (!entry) throw new Error('no declared menu entry');
    await read(
      sql`UPDATE menu_items SET menu_list_desc = 'renamed' WHERE menu_list_id = ${entry.id} RETURNING 1`,
    );
    await start();
    expect(await read(sql`SELECT menu_list_desc FROM menu_items WHERE menu_list_id = ${entry.id}`)).toEqual([
      { menu_list_desc: entry.title },
    ]);
  }, 120_000);

  it('refuses the demo seed in production', () => {
    const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['server/db/seed/cli.ts'], {
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Refused');
  }, 60_000);

  let oneTime = '';
  it('says what is missing before the first administrator can be made, then makes it', async () => {
    const user = ['--user', 'admin', '--name', 'Admin Pusat', '--org', '81', '--branch', 'HQ'];
    const early = admin('create-user', ...user);
    expect(early.status).toBe(1);
    expect(early.err).toContain(messages.branchUnknown('HQ'));
    expect(early.err).toContain('npm run admin -- create-branch --org 81 --code HQ');

    expect(admin('create-branch', '--org', '81', '--code', 'HQ', '--name', 'KANTOR PUSAT').status).toBe(0);
    const made = admin('create-user', ...user);
    expect(made.err).toBe('');
    expect(made.status).toBe(0);
    oneTime = /One-time password[^:]*: (\S+)/.exec(made.out)?.[1] ?? '';
    expect(oneTime).toHaveLength(14);
    expect(admin('create-user', ...user).err).toContain(messages.userExists('admin'));
    expect(await counts()).toMatchObject({ branches: 1, users: 1, customers: 0 });
  }, 120_000);

  it('lets the first administrator in only to change the one-time password, then to the users screens', async () => {
    t = await startTestApp({}, { open: target });
    const login = await t.call('POST', '/api/login', { username: 'admin', password: oneTime });
    expect(login.statusCode).toBe(200);
    const first = login.json().data;
    expect(first).toMatchObject({ MUST_CHANGE_PASSWORD: true, MENU: [] });

    const blocked = await t.post(contract.users.listUsers, {}, first.TOKEN);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(messages.passwordChangeRequired);

    const tooShort = await t.post(
      contract.auth.changePassword,
      { oldPassword: oneTime, newPassword: 'short' },
      first.TOKEN,
    );
    expect(tooShort.json().message).toBe(messages.passwordTooShort(10));
    const named = await t.post(
      contract.auth.changePassword,
      { oldPassword: oneTime, newPassword: 'Admin-Pusat-2026' },
      first.TOKEN,
    );
    expect(named.json().message).toBe(messages.passwordHasUserName);
    const common = await t.post(
      contract.auth.changePassword,
      { oldPassword: oneTime, newPassword: 'Password123' },
      first.TOKEN,
    );
    expect(common.json().message).toBe(messages.passwordTooCommon);
    const wrongOld = await t.post(
      contract.auth.changePassword,
      { oldPassword: 'not-it', newPassword: 'Tebu manis 7 ekor' },
      first.TOKEN,
    );
    expect(wrongOld.json().message).toBe(messages.oldPasswordWrong);

    const changed = await t.post(
      contract.auth.changePassword,
      { oldPassword: oneTime, newPassword: 'Tebu manis 7 ekor' },
      first.TOKEN,
    );
    expect(changed.statusCode).toBe(200);
    const second = changed.json().data;
    expect(second.MUST_CHANGE_PASSWORD).toBe(false);
    const urls = second.MENU.map((m: { URL: string | null }) => m.URL);
    expect(urls).toContain('/users/userlist');
    expect(urls).toContain('/setting/settingperiod');
    // The one-time session ended with the change.
    expect((await t.post(contract.auth.logout, {}, first.TOKEN)).statusCode).toBe(401);
    const listed = await t.post(contract.users.listUsers, {}, second.TOKEN);
    expect(listed.json().data.rows.map((r: { USER_ID: string }) => r.USER_ID)).toEqual(['admin']);
    expect((await t.call('POST', '/api/login', { username: 'admin', password: oneTime })).statusCode).toBe(
      422,
    );
  }, 120_000);
});
