import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('logs in a demo user and answers MENU, USER and TOKEN', async () => {
    const res = await t.post(contract.auth.login, { username: 'ho.admin', password: 'Armada2026!' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.USER).toMatchObject({ USER_ID: 'ho.admin', ORG_ID: 81, POSITION_CODE: 'HO-ADMIN' });
    expect(body.data.TOKEN).toMatch(/^[\w-]{40,}$/);
    const urls = body.data.MENU.map((m: { URL: string | null }) => m.URL);
    expect(urls).toContain('/structure/type');
    expect(urls).toContain('/setting/settingslide');
    expect(res.cookies.find((c) => c.name === 'armada_session')?.httpOnly).toBe(true);
  });

  it('gives a branch user only the branch menus', async () => {
    const res = await t.post(contract.auth.login, { username: 'branch.admin', password: 'Armada2026!' });
    const urls = res.json().data.MENU.map((m: { URL: string | null }) => m.URL);
    expect(urls).toContain('/manage-role/overview');
    expect(urls).not.toContain('/structure/type');
    expect(urls).not.toContain('/setting/settingperiod');
  });

  it.each([
    [{ username: '', password: '' }, messages.loginEmpty],
    [{ username: 'ho.admin', password: '' }, messages.passwordRequired],
    [{ username: '', password: 'x' }, messages.usernameRequired],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await t.post(contract.auth.login, body);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await t.post(contract.auth.login, { username: 'ho.admin', password: 'nope' });
    const unknown = await t.post(contract.auth.login, { username: 'nobody', password: 'nope' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(messages.loginFailed);
  });

  it('pauses logins after repeated failures for that user', async () => {
    for (let i = 0; i < 5; i++) {
      await t.post(contract.auth.login, { username: 'branch.head', password: `bad-${i}` });
    }
    const res = await t.post(contract.auth.login, { username: 'branch.head', password: 'Armada2026!' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.loginLocked);
  });

  it('names the field of a malformed body', async () => {
    const res = await t.post(contract.auth.login, { username: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/username/);
  });
});

describe('sessions', () => {
  it('refuses a call without the api-key, and one without a session', async () => {
    const token = await t.login('ho.admin');
    const noKey = await t.app.inject({
      method: 'GET',
      url: '/api/structure/role/getBranchList',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(messages.apiKeyMissing);
    const noSession = await t.call('GET', '/api/structure/role/getBranchList');
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toBe(messages.sessionEnded);
  });

  it('accepts the HttpOnly cookie as well as the bearer token', async () => {
    const login = await t.post(contract.auth.login, { username: 'ho.admin', password: 'Armada2026!' });
    const cookie = login.cookies.find((c) => c.name === 'armada_session');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/structure/role/getBranchList',
      headers: { 'api-key': 'test-api-key' },
      cookies: { armada_session: cookie?.value ?? '' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('logout really ends the session on the server', async () => {
    const token = await t.login('branch.admin');
    expect((await t.call('GET', '/api/structure/role/getBranchList', undefined, token)).statusCode).toBe(200);
    const out = await t.post(contract.auth.logout, {}, token);
    expect(out.json().success).toBe(true);
    const after = await t.call('GET', '/api/structure/role/getBranchList', undefined, token);
    expect(after.statusCode).toBe(401);
  });

  it('ends a session that was idle longer than the idle timeout', async () => {
    const token = await t.login('ho.admin');
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update sessions set last_seen_at = now() - interval '2 hours'`,
    );
    const res = await t.call('GET', '/api/structure/role/getBranchList', undefined, token);
    expect(res.statusCode).toBe(401);
  });
});
