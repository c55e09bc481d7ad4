/**
 * The login pause holds however the attempts arrive: attempts sent together are decided one after
 * the other, so exactly the allowed number is checked (PGlite, and PostgreSQL when DATABASE_URL is
 * set, where the attempts really run on several connections at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../common/messages';
import { DEMO_PASSWORD } from '../db/seed/platform-data';
import { API_KEY, startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ loginMaxFailures: 5, loginMaxFailuresPerAddress: 20 });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'api-key': API_KEY },
    payload: { username, password },
    remoteAddress,
  });

/** How many of the answers were checked (a wrong password) and how many were paused. */
function outcome(answers: { statusCode: number; json(): { message: string } }[]) {
  const checked = answers.filter((a) => a.json().message === messages.loginFailed).length;
  const paused = answers.filter((a) => a.statusCode === 429 && a.json().message === messages.loginLocked);
  return { checked, paused: paused.length };
}

describe('the login pause', () => {
  it('checks exactly five of 100 parallel wrong logins for one user from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('branch.admin', `guess-${i}`, '10.0.0.1')),
    );
    expect(outcome(answers)).toEqual({ checked: 5, paused: 95 });
    // The right password is paused too from that address, and still works from another one.
    expect((await login('branch.admin', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(429);
    expect((await login('branch.admin', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('checks at most 20 of 40 parallel logins of different names from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`nobody-${i}`, 'guess', '10.0.0.3')),
    );
    expect(outcome(answers)).toEqual({ checked: 20, paused: 20 });
    // The address is paused for every name, a real user's too; other addresses are not.
    expect((await login('ho.admin', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(429);
    expect((await login('ho.admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('clears a user’s failures on a successful login, and only that user’s', async () => {
    for (let i = 0; i < 4; i++) await login('branch.head', `bad-${i}`, '10.0.0.5');
    for (let i = 0; i < 3; i++) await login(`someone-${i}`, 'bad', '10.0.0.5');
    expect((await login('branch.head', DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
    // Five more failures of branch.head are allowed again before the pause.
    const again = [];
    for (let i = 0; i < 6; i++) again.push(await login('branch.head', `bad-again-${i}`, '10.0.0.5'));
    expect(outcome(again)).toEqual({ checked: 5, paused: 1 });
  });

  it('counts a user name whatever its case', async () => {
    const answers = [];
    for (const name of ['HO.ADMIN', 'Ho.Admin', 'ho.admin', 'hO.aDmIn', 'HO.admin', 'ho.ADMIN']) {
      answers.push(await login(name, 'wrong', '10.0.0.6'));
    }
    expect(outcome(answers)).toEqual({ checked: 5, paused: 1 });
  });
});
