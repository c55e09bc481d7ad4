/**
 * Users and access profiles through the API, as the demo users: ho.admin (HEAD_OFFICE and
 * USER_ADMIN) manages every user; hq.marketing and the branch users hold no users screen (403,
 * swept for every call by server/platform/call-rights.test.ts); a branch admin given the users
 * screens sees and changes only its own org's users, and nobody gives a screen it does not hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import type { UserRow } from '../../../common/contract/users';
import { messages } from '../../../common/messages';
import { usersModule } from '../../../common/modules/users';
import { rows, sql } from '../../db/client';
import { startingGrants } from '../../db/reference-lists';
import { DEMO_PASSWORD } from '../../db/seed/platform-data';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let ho: string;
beforeAll(async () => {
  t = await startTestApp();
  ho = await t.login('ho.admin');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Kopi tubruk 2026';

async function usersOf(token: string, search = ''): Promise<UserRow[]> {
  const res = await t.post(contract.users.listUsers, { search }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows;
}

/** Logs in with a one-time password, changes it, and answers the new session's token. */
async function firstLogin(userId: string, oneTime: string): Promise<string> {
  const login = await t.call('POST', '/api/login', { username: userId, password: oneTime });
  expect(login.json().data.MUST_CHANGE_PASSWORD).toBe(true);
  const changed = await t.post(
    contract.auth.changePassword,
    { oldPassword: oneTime, newPassword: NEW_PASSWORD },
    login.json().data.TOKEN,
  );
  expect(changed.statusCode, changed.body).toBe(200);
  return changed.json().data.TOKEN;
}

const newUser = (over: Record<string, unknown> = {}) => ({
  USER_ID: 'sby.admin',
  USER_NAME: 'Admin Cabang Surabaya',
  POSITION_CODE: 'SBY-ADMIN',
  ORG_ID: 104,
  BRANCH_CODE: 'SBY',
  USER_ACCESS_TYPE: null,
  PROFILES: ['BRANCH'],
  ...over,
});

describe('head office (ho.admin)', () => {
  it('lists every org and searches by name or branch', async () => {
    const all = await usersOf(ho);
    expect(all.map((u) => u.USER_ID)).toEqual([
      'bdg.admin',
      'branch.admin',
      'branch.head',
      'ho.admin',
      'hq.marketing',
      'rep.bekasi',
      'rep.jakarta',
      'rep.jakarta2',
    ]);
    expect(all.find((u) => u.USER_ID === 'ho.admin')?.PROFILES).toEqual(['HEAD_OFFICE', 'USER_ADMIN']);
    expect((await usersOf(ho, 'bandung')).map((u) => u.USER_ID)).toEqual(['bdg.admin']);
  });

  it('lists the four starting profiles with their own screens and holders', async () => {
    const res = await t.call('GET', '/api/users/profiles', undefined, ho);
    const profiles = res.json().data as { PROFILE: string; SCREENS: number[]; USERS: number }[];
    expect(profiles.map((p) => [p.PROFILE, p.USERS])).toEqual([
      ['BRANCH', 2],
      ['HEAD_OFFICE', 2],
      ['KEPALA_CABANG', 1],
      ['USER_ADMIN', 1],
    ]);
    const grants = startingGrants();
    for (const p of profiles) {
      const declared = grants.filter((g) => g.profile === p.PROFILE).map((g) => g.menuListId);
      expect(p.SCREENS, p.PROFILE).toEqual(declared.sort((a, b) => a - b));
    }
  });

  it('creates a user with a one-time password that opens nothing until it is changed', async () => {
    const res = await t.post(contract.users.createUser, newUser(), ho);
    expect(res.statusCode, res.body).toBe(200);
    const { ONE_TIME_PASSWORD } = res.json().data;
    expect(ONE_TIME_PASSWORD).toHaveLength(14);
    const token = await firstLogin('sby.admin', ONE_TIME_PASSWORD);
    const menu = await t.call('POST', '/api/login', { username: 'sby.admin', password: NEW_PASSWORD });
    expect(menu.json().data.MENU.map((m: { URL: string | null }) => m.URL)).toContain(
      '/manage-role/overview',
    );
    expect((await t.post(contract.users.listUsers, {}, token)).statusCode).toBe(403);
    const [audit] = await rows<{ user_id: string; after: UserRow }>(
      t.database.db,
      sql`SELECT user_id, after FROM audit_log WHERE entity = 'user' AND entity_id = 'sby.admin' AND action = 'create'`,
    );
    expect(audit).toMatchObject({ user_id: 'ho.admin', after: { USER_ID: 'sby.admin', ORG_ID: 104 } });
    expect(JSON.stringify(audit)).not.toContain(ONE_TIME_PASSWORD);
  });

  it.each([
    [newUser({ USER_ID: 'ho.admin' }), messages.userExists('ho.admin')],
    [newUser({ USER_ID: 'x y' }), messages.userIdInvalid],
    [newUser({ USER_ID: 'new.one', BRANCH_CODE: 'NOPE' }), messages.branchUnknown('NOPE')],
    [newUser({ USER_ID: 'new.one', ORG_ID: 101 }), messages.branchNotInOrg('SBY', 101)],
    [newUser({ USER_ID: 'new.one', PROFILES: ['NOPE_PROFILE'] }), messages.profileUnknown('NOPE_PROFILE')],
  ])('refuses %j with its reason', async (body, message) => {
    const res = await t.post(contract.users.createUser, body, ho);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(message);
  });

  it('refuses NUL, a huge name and unknown keys with a reason, never a 500', async () => {
    for (const body of [
      newUser({ USER_NAME: 'a\u0000b' }),
      newUser({ USER_NAME: 'x'.repeat(10_000) }),
      newUser({ EXTRA: 1 }),
    ]) {
      const res = await t.post(contract.users.createUser, body, ho);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('deactivates a user: its session ends at once, cached or not; reactivates it', async () => {
    const head = await t.login('branch.head');
    expect((await t.post(contract.auth.logout, {}, head)).statusCode).toBe(200); // a first session, ended
    const live = await t.login('branch.head');
    // A call puts the session into the cache.
    expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, live)).statusCode).toBe(200);
    const off = await t.post(contract.users.setUserActive, { USER_ID: 'branch.head', ACTIVE: false }, ho);
    expect(off.json().data.ACTIVE).toBe(false);
    expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, live)).statusCode).toBe(401);
    const login = await t.call('POST', '/api/login', { username: 'branch.head', password: DEMO_PASSWORD });
    expect(login.json().message).toBe(messages.loginFailed);
    expect(
      (await t.post(contract.users.setUserActive, { USER_ID: 'branch.head', ACTIVE: true }, ho)).statusCode,
    ).toBe(200);
    await t.login('branch.head');
    const audits = await rows<{ action: string; before: UserRow; after: UserRow }>(
      t.database.db,
      sql`SELECT action, before, after FROM audit_log WHERE entity_id = 'branch.head' AND entity = 'user' ORDER BY id`,
    );
    expect(audits.map((a) => [a.action, a.before.ACTIVE, a.after.ACTIVE])).toEqual([
      ['deactivate', true, false],
      ['reactivate', false, true],
    ]);
  });

  it('resets a password to a one-time password: the old one and the sessions end', async () => {
    const live = await t.login('bdg.admin');
    const res = await t.post(contract.users.resetPassword, { USER_ID: 'bdg.admin' }, ho);
    const oneTime = res.json().data.ONE_TIME_PASSWORD;
    expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, live)).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/login', { username: 'bdg.admin', password: DEMO_PASSWORD })).statusCode,
    ).toBe(422);
    await firstLogin('bdg.admin', oneTime);
  });

  it('unlocks a user whose logins pause after failures', async () => {
    for (let i = 0; i < 5; i++)
      await t.call('POST', '/api/login', { username: 'hq.marketing', password: `bad-${i}` });
    expect(
      (await t.call('POST', '/api/login', { username: 'hq.marketing', password: DEMO_PASSWORD })).statusCode,
    ).toBe(429);
    expect((await usersOf(ho, 'hq.marketing'))[0]?.LOCKED).toBe(true);
    const res = await t.post(contract.users.unlockUser, { USER_ID: 'hq.marketing' }, ho);
    expect(res.json().data.LOCKED).toBe(false);
    await t.login('hq.marketing');
  });

  it('does not deactivate itself or change its own profiles', async () => {
    const self = await t.post(contract.users.setUserActive, { USER_ID: 'ho.admin', ACTIVE: false }, ho);
    expect(self.json().message).toBe(messages.cannotChangeOwnAccess);
  });

  it('deletes a profile no user holds, audited; a profile users hold is refused', async () => {
    const held = await t.post(contract.users.deleteProfile, { PROFILE: 'BRANCH' }, ho);
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toMatch(/^Profil akses BRANCH masih dipakai \d+ pengguna/);
    const made = await t.post(
      contract.users.saveProfile,
      {
        PROFILE: 'SEMENTARA',
        PROFILE_DESC: 'Sementara',
        SCREENS: [usersModule.screens.users.menu.id],
        isNew: true,
      },
      ho,
    );
    expect(made.statusCode, made.body).toBe(200);
    const gone = await t.post(contract.users.deleteProfile, { PROFILE: 'SEMENTARA' }, ho);
    expect(gone.statusCode, gone.body).toBe(200);
    const profiles = (await t.call('GET', '/api/users/profiles', undefined, ho)).json().data;
    expect(profiles.map((p: { PROFILE: string }) => p.PROFILE)).not.toContain('SEMENTARA');
    const [audit] = await rows<{ action: string; before: { SCREENS: number[] } }>(
      t.database.db,
      sql`SELECT action, before FROM audit_log WHERE entity = 'access-profile' AND entity_id = 'SEMENTARA' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      action: 'delete',
      before: expect.objectContaining({ SCREENS: [usersModule.screens.users.menu.id] }),
    });
    const again = await t.post(contract.users.deleteProfile, { PROFILE: 'SEMENTARA' }, ho);
    expect(again.json().message).toBe(messages.profileUnknown('SEMENTARA'));
  });

  it('edits a profile: its holders lose their sessions and log in to the new menu', async () => {
    const branchAdmin = await t.login('branch.admin');
    const [before] = (await t.call('GET', '/api/users/profiles', undefined, ho))
      .json()
      .data.filter((p: { PROFILE: string }) => p.PROFILE === 'BRANCH');
    const dropped = 34; // the QR label printer screen
    expect(before.SCREENS).toContain(dropped);
    const res = await t.post(
      contract.users.saveProfile,
      {
        PROFILE: 'BRANCH',
        PROFILE_DESC: 'Admin Cabang',
        SCREENS: before.SCREENS.filter((s: number) => s !== dropped),
        isNew: false,
      },
      ho,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await t.call('GET', '/api/structure/role/getBranchList', undefined, branchAdmin)).statusCode,
    ).toBe(401);
    const again = await t.call('POST', '/api/login', { username: 'branch.admin', password: DEMO_PASSWORD });
    const urls = again.json().data.MENU.map((m: { URL: string | null }) => m.URL);
    expect(urls).not.toContain('/mapping-sales-assignment/printqrrelasi');
    expect(urls).toContain('/mapping-sales-assignment/printqrrelasinew');
    await t.post(
      contract.users.saveProfile,
      { ...before, PROFILE_DESC: before.PROFILE_DESC, isNew: false },
      ho,
    );
  });
});

describe('a branch admin given the users screens', () => {
  let branch: string;
  beforeAll(async () => {
    const created = await t.post(
      contract.users.saveProfile,
      {
        PROFILE: 'BRANCH_USERS',
        PROFILE_DESC: 'Pengguna Cabang',
        SCREENS: [usersModule.screens.users.menu.id],
        isNew: true,
      },
      ho,
    );
    expect(created.statusCode, created.body).toBe(200);
    const given = await t.post(
      contract.users.updateUser,
      {
        USER_ID: 'branch.admin',
        USER_NAME: 'Admin Cabang Jakarta',
        POSITION_CODE: 'JKT-ADMIN',
        ORG_ID: 101,
        BRANCH_CODE: 'JKT',
        USER_ACCESS_TYPE: null,
        PROFILES: ['BRANCH', 'BRANCH_USERS'],
      },
      ho,
    );
    expect(given.json().data.PROFILES).toEqual(['BRANCH', 'BRANCH_USERS']);
    branch = await t.login('branch.admin');
  });

  it("sees only its own org's users, and another org's user is not found", async () => {
    expect((await usersOf(branch)).map((u) => u.USER_ID)).toEqual([
      'branch.admin',
      'branch.head',
      'rep.bekasi',
      'rep.jakarta',
      'rep.jakarta2',
    ]);
    const other = await t.call('GET', '/api/users/user/bdg.admin', undefined, branch);
    expect(other.statusCode).toBe(404);
    const change = await t.post(
      contract.users.setUserActive,
      { USER_ID: 'bdg.admin', ACTIVE: false },
      branch,
    );
    expect(change.statusCode).toBe(404);
  });

  it('creates no user outside its org, and gives no profile whose screens it does not hold', async () => {
    const outside = await t.post(contract.users.createUser, newUser({ USER_ID: 'x.one' }), branch);
    expect(outside.statusCode).toBe(403);
    const head = await t.post(
      contract.users.createUser,
      newUser({ USER_ID: 'x.two', ORG_ID: 101, BRANCH_CODE: 'BKS', PROFILES: ['HEAD_OFFICE'] }),
      branch,
    );
    expect(head.json().message).toBe(messages.cannotGrantProfile('HEAD_OFFICE'));
    const ok = await t.post(
      contract.users.createUser,
      newUser({ USER_ID: 'bks.staff', ORG_ID: 101, BRANCH_CODE: 'BKS', PROFILES: ['BRANCH'] }),
      branch,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('edits no access profile (head office only)', async () => {
    const res = await t.post(
      contract.users.saveProfile,
      { PROFILE: 'BRANCH_USERS', PROFILE_DESC: 'x', SCREENS: [], isNew: false },
      branch,
    );
    expect(res.statusCode).toBe(403);
    const removed = await t.post(contract.users.deleteProfile, { PROFILE: 'BRANCH_USERS' }, branch);
    expect(removed.statusCode).toBe(403);
  });
});

describe('a head-office user administrator without the other screens', () => {
  it('gives no profile and no screen it does not hold', async () => {
    const made = await t.post(
      contract.users.createUser,
      newUser({
        USER_ID: 'ua',
        USER_NAME: 'User Admin',
        ORG_ID: 81,
        BRANCH_CODE: 'HO',
        PROFILES: ['USER_ADMIN'],
      }),
      ho,
    );
    const ua = await firstLogin('ua', made.json().data.ONE_TIME_PASSWORD);
    const grant = await t.post(
      contract.users.createUser,
      newUser({ USER_ID: 'ua.two', ORG_ID: 81, BRANCH_CODE: 'HO', PROFILES: ['HEAD_OFFICE'] }),
      ua,
    );
    expect(grant.json().message).toBe(messages.cannotGrantProfile('HEAD_OFFICE'));
    const screens = await t.post(
      contract.users.saveProfile,
      {
        PROFILE: 'MORE',
        PROFILE_DESC: 'More',
        SCREENS: [usersModule.screens.users.menu.id, 34],
        isNew: true,
      },
      ua,
    );
    expect(screens.json().message).toBe(messages.cannotGrantScreens);
  });
});

describe('a user changing its own password (branch.head)', () => {
  it('asks the current password, ends the old sessions and answers a new one', async () => {
    const first = await t.login('branch.head');
    const other = await t.login('branch.head');
    const wrong = await t.post(
      contract.auth.changePassword,
      { oldPassword: 'not-it', newPassword: NEW_PASSWORD },
      first,
    );
    expect(wrong.json().message).toBe(messages.oldPasswordWrong);
    const same = await t.post(
      contract.auth.changePassword,
      { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      first,
    );
    expect(same.json().message).toBe(messages.passwordSameAsOld);
    const res = await t.post(
      contract.auth.changePassword,
      { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      first,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.MENU.length).toBeGreaterThan(0);
    for (const ended of [first, other])
      expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, ended)).statusCode).toBe(
        401,
      );
    const fresh = res.json().data.TOKEN;
    expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, fresh)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/login', { username: 'branch.head', password: DEMO_PASSWORD })).statusCode,
    ).toBe(422);
    await t.login('branch.head', NEW_PASSWORD);
  });

  it('pauses guesses of the current password as the login does', async () => {
    // bdg.admin's password is NEW_PASSWORD since head office reset it above.
    const token = await t.login('bdg.admin', NEW_PASSWORD);
    for (let i = 0; i < 5; i++)
      await t.post(
        contract.auth.changePassword,
        { oldPassword: `guess-${i}`, newPassword: 'Rendang Padang 77' },
        token,
      );
    const paused = await t.post(
      contract.auth.changePassword,
      { oldPassword: NEW_PASSWORD, newPassword: 'Rendang Padang 77' },
      token,
    );
    expect(paused.statusCode).toBe(429);
  });
});

describe('the link of a user to a sales rep (the field app sign-in)', () => {
  it("links a user to a sales rep of its org, one user per rep, and the link shows in the user's row", async () => {
    const [free] = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT employee_id AS id FROM salesreps s WHERE org_id = 104 AND active
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.employee_id = s.employee_id) ORDER BY employee_id LIMIT 1`,
    );
    const [taken] = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT employee_id AS id FROM users WHERE user_id = 'rep.jakarta'`,
    );
    const rep = newUser({ USER_ID: 'sby.rep', EMPLOYEE_ID: free?.id });
    const unknown = await t.post(contract.users.createUser, { ...rep, EMPLOYEE_ID: 'NO-SUCH' }, ho);
    expect(unknown.json().message).toBe(messages.employeeUnknown('NO-SUCH'));
    // A Jakarta rep is of org 101: no employee of another org is linked.
    const otherOrg = await t.post(contract.users.createUser, { ...rep, EMPLOYEE_ID: taken?.id }, ho);
    expect(otherOrg.json().message).toBe(messages.employeeUnknown(taken?.id ?? ''));
    const made = await t.post(contract.users.createUser, rep, ho);
    expect(made.statusCode, made.body).toBe(200);
    const row = await t.call('GET', '/api/users/user/sby.rep', undefined, ho);
    expect(row.json().data.EMPLOYEE_ID).toBe(free?.id);
    const twice = await t.post(contract.users.createUser, { ...rep, USER_ID: 'sby.rep2' }, ho);
    expect(twice.json().message).toBe(messages.employeeLinked(free?.id ?? '', 'sby.rep'));
    // An update without EMPLOYEE_ID keeps the link; '' removes it.
    const withoutLink = newUser({ USER_ID: 'sby.rep' });
    const kept = await t.post(contract.users.updateUser, { ...withoutLink, USER_NAME: 'Sales Surabaya' }, ho);
    expect(kept.json().data.EMPLOYEE_ID).toBe(free?.id);
    const cleared = await t.post(contract.users.updateUser, { ...rep, EMPLOYEE_ID: '' }, ho);
    expect(cleared.json().data.EMPLOYEE_ID).toBeNull();
  });
});
