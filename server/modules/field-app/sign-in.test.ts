/**
 * The rep's sign-in to the field app: the key, the rep's own login and its session, the back
 * office's rules for both (throttle, one-time password, lifetimes, logout), and the wall between a
 * field session and a back-office one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { DEMO_FIELD_REPS } from '../../db/seed/field-rep-data';
import { DEMO_PASSWORD } from '../../db/seed/platform-data';
import { startTestApp, type TestApp } from '../../test/harness';
import { fieldClient } from './field-test-client';

let t: TestApp;
let field: ReturnType<typeof fieldClient>;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 50 });
  field = fieldClient(t);
});
afterAll(() => t.close());

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);

describe('POST /api/field/login', () => {
  it('signs a demo rep in: a token, the rep, and the positions held today', async () => {
    const res = await field.login('rep.jakarta');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.TOKEN).toMatch(/^[\w-]{40,}$/);
    expect(data.MUST_CHANGE_PASSWORD).toBe(false);
    expect(data.REP).toMatchObject({ USER_ID: 'rep.jakarta', BRANCH_CODE: 'JKT', ORG_ID: 101 });
    expect(data.REP.POSITIONS.length).toBe(1);
    // The rep's employee id is the link the seed wrote; the rep's name is the employee's.
    const [link] = (await exec(sql`SELECT employee_id FROM users WHERE user_id = 'rep.jakarta'`)).rows as {
      employee_id: string;
    }[];
    expect(data.REP.EMPLOYEE_ID).toBe(link?.employee_id);
    const me = await field.get('/api/field/me', { session: data.TOKEN });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual(data.REP);
  });

  it('seeds every demo rep as documented', async () => {
    for (const rep of DEMO_FIELD_REPS) expect((await field.login(rep.userId)).statusCode).toBe(200);
  });

  it('refuses without the field app key, or with another key', async () => {
    for (const key of [null, 'wrong-key', 'test-api-key']) {
      const res = await field.login('rep.jakarta', DEMO_PASSWORD, { key });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.fieldAppKeyMissing);
    }
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await field.login('rep.bekasi', 'nope', { remoteAddress: '10.1.0.1' });
    const unknown = await field.login('nobody', 'nope', { remoteAddress: '10.1.0.1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ ...unknown.json(), requestId: wrong.json().requestId });
    expect(wrong.json().message).toBe(messages.loginFailed);
  });

  it('pauses sign-ins after repeated failures, as the back-office login does', async () => {
    for (let i = 0; i < 5; i++) await field.login('rep.jakarta2', `bad-${i}`, { remoteAddress: '10.1.0.2' });
    const res = await field.login('rep.jakarta2', DEMO_PASSWORD, { remoteAddress: '10.1.0.2' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.loginLocked);
    // The same counts as the back office's: the back-office login is paused for that user too.
    const office = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'api-key': 'test-api-key' },
      payload: { username: 'rep.jakarta2', password: DEMO_PASSWORD },
      remoteAddress: '10.1.0.2',
    });
    expect(office.statusCode).toBe(429);
    // From another address the rep still signs in.
    expect((await field.login('rep.jakarta2', DEMO_PASSWORD, { remoteAddress: '10.1.0.3' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a user linked to no employee, with a clear message, after the password is checked', async () => {
    const res = await field.login('branch.admin');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.fieldRepNotLinked);
    // A wrong password of that user says nothing of the link.
    expect((await field.login('branch.admin', 'wrong')).json().message).toBe(messages.loginFailed);
  });

  it('refuses a deactivated user and a deactivated employee', async () => {
    await exec(sql`UPDATE users SET active = false WHERE user_id = 'rep.bekasi'`);
    expect((await field.login('rep.bekasi')).json().message).toBe(messages.loginFailed);
    await exec(sql`UPDATE users SET active = true WHERE user_id = 'rep.bekasi'`);
    await exec(
      sql`UPDATE salesreps SET active = false WHERE employee_id = (SELECT employee_id FROM users WHERE user_id = 'rep.bekasi')`,
    );
    const res = await field.login('rep.bekasi');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.fieldRepInactive);
    await exec(
      sql`UPDATE salesreps SET active = true WHERE employee_id = (SELECT employee_id FROM users WHERE user_id = 'rep.bekasi')`,
    );
  });
});

describe('the rep session', () => {
  const me = (session?: string, key?: string | null) =>
    field.get('/api/field/me', { ...(session ? { session } : {}), ...(key === undefined ? {} : { key }) });

  it('needs both the key and the session', async () => {
    const token = await field.session('rep.jakarta');
    const noSession = await me();
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toBe(messages.fieldSessionEnded);
    const noKey = await me(token, null);
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json().message).toBe(messages.fieldAppKeyMissing);
    expect((await me(token, 'wrong')).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('is never opened by a back-office session, as bearer, cookie or Field-Session', async () => {
    const office = await t.login('ho.admin');
    expect((await field.get('/api/field/me', { session: office })).statusCode).toBe(401);
    expect((await field.get('/api/field/me', { bearer: office })).statusCode).toBe(401);
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/field/me',
      headers: { 'api-key': 'test-api-key', authorization: `Bearer ${t.config.fieldAppKey}` },
      cookies: { armada_session: office },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('opens no back-office call, not even those open to every session', async () => {
    const token = await field.session('rep.jakarta');
    for (const url of ['/api/structure/role/getBranchList', '/api/structure/type/overview']) {
      const res = await t.call('GET', url, undefined, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.sessionEnded);
    }
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/structure/role/getBranchList',
      headers: { 'api-key': 'test-api-key' },
      cookies: { armada_session: token },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it('ends at logout', async () => {
    const token = await field.session('rep.jakarta');
    const out = await field.post('/api/field/logout', {}, { session: token });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends after the idle time and after its absolute lifetime', async () => {
    const idle = await field.session('rep.jakarta');
    const old = await field.session('rep.jakarta');
    const hash = (token: string) => sql`encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;
    await exec(
      sql`UPDATE sessions SET last_seen_at = now() - make_interval(secs => ${t.config.sessionIdleSeconds + 60}) WHERE token_hash = ${hash(idle)}`,
    );
    await exec(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hash(old)}`,
    );
    for (const token of [idle, old]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.fieldSessionEnded);
    }
  });

  it('ends when the user is linked to another employee, and refuses a deactivated employee', async () => {
    const token = await field.session('rep.bekasi');
    const employee = sql`(SELECT employee_id FROM users WHERE user_id = 'rep.bekasi')`;
    await exec(sql`UPDATE salesreps SET active = false WHERE employee_id = ${employee}`);
    const refused = await me(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.fieldRepInactive);
    await exec(sql`UPDATE salesreps SET active = true WHERE employee_id = ${employee}`);
    expect((await me(token)).statusCode).toBe(200);
    const [row] = (await exec(sql`SELECT employee_id FROM users WHERE user_id = 'rep.bekasi'`)).rows as {
      employee_id: string;
    }[];
    await exec(sql`UPDATE users SET employee_id = NULL WHERE user_id = 'rep.bekasi'`);
    expect((await me(token)).statusCode).toBe(401);
    await exec(sql`UPDATE users SET employee_id = ${row?.employee_id ?? null} WHERE user_id = 'rep.bekasi'`);
  });
});

describe('a one-time password', () => {
  it('opens only the change of password, which the policy checks, then the rep calls', async () => {
    await exec(sql`UPDATE users SET must_change_password = true WHERE user_id = 'rep.jakarta2'`);
    const login = await field.login('rep.jakarta2', DEMO_PASSWORD, { remoteAddress: '10.1.0.9' });
    expect(login.statusCode).toBe(200);
    const { TOKEN, MUST_CHANGE_PASSWORD } = login.json().data;
    expect(MUST_CHANGE_PASSWORD).toBe(true);
    const blocked = await field.get('/api/field/me', { session: TOKEN });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(messages.passwordChangeRequired);
    const weak = await field.post(
      '/api/field/changePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'short' },
      { session: TOKEN, remoteAddress: '10.1.0.9' },
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe(messages.passwordTooShort(10));
    const changed = await field.post(
      '/api/field/changePassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Kunjungan-Pagi-2026' },
      { session: TOKEN, remoteAddress: '10.1.0.9' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.MUST_CHANGE_PASSWORD).toBe(false);
    // The old session ended with the change; the new one opens the rep's calls.
    expect((await field.get('/api/field/me', { session: TOKEN })).statusCode).toBe(401);
    expect((await field.get('/api/field/me', { session: changed.json().data.TOKEN })).statusCode).toBe(200);
  });
});
