import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rows } from '../db/client';
import { runForRequest } from '../db/query-gate';
import { startTestApp, type TestApp } from '../test/harness';
import { createSession, hashToken, storedSessionUser } from './session';
import { createSessionStore } from './session-cache';

let t: TestApp;
let database: Database;
const times = { idleSeconds: 3600, maxSeconds: 43200 };
const client = { ip: '127.0.0.1', userAgent: 'test' };

beforeAll(async () => {
  t = await startTestApp();
  database = t.database;
});
afterAll(() => t.close());

/** A new session of a stored user, as a login would open it. */
const open = async (userId: string) =>
  createSession(
    database.db,
    await storedSessionUser(database.db, userId),
    ['/structure/type'],
    times,
    client,
  );

describe('session store', () => {
  it('reuses a resolved session within its time to live, and forgets it at logout', async () => {
    const store = createSessionStore(database.db, times, 60);
    const token = await open('ho.admin');
    expect((await store.resolve(token))?.user.USER_ID).toBe('ho.admin');

    // Ended behind the cache's back (as another process would): this process still trusts its copy...
    await database.db.execute(
      sql`update sessions set ended_at = now() where token_hash = ${hashToken(token)}`,
    );
    expect(await store.resolve(token)).not.toBeNull();

    // ...but a logout through the store ends it here at once.
    const other = await open('ho.admin');
    await store.resolve(other);
    await store.end(hashToken(other));
    expect(await store.resolve(other)).toBeNull();
  });

  it('asks the database every time when the cache is off', async () => {
    const store = createSessionStore(database.db, times, 0);
    const token = await open('branch.admin');
    expect(await store.resolve(token)).not.toBeNull();
    await database.db.execute(
      sql`update sessions set ended_at = now() where token_hash = ${hashToken(token)}`,
    );
    expect(await store.resolve(token)).toBeNull();
  });

  it('ends the sessions of a user whose scope or active flag changes, and keeps the others', async () => {
    const store = createSessionStore(database.db, times, 0);
    const head = await open('branch.head');
    const admin = await open('branch.admin');
    expect((await store.resolve(head))?.user.BRANCH_CODE).toBe('BKS');
    // A write that changes nothing that decides rights leaves the session alone.
    await database.db.execute(sql`update users set branch_code = branch_code where user_id = 'branch.head'`);
    expect(await store.resolve(head)).not.toBeNull();
    await database.db.execute(sql`update users set branch_code = 'JKT' where user_id = 'branch.head'`);
    expect(await store.resolve(head)).toBeNull();
    expect(await store.resolve(admin)).not.toBeNull();
    await database.db.execute(sql`update users set active = false where user_id = 'branch.admin'`);
    expect(await store.resolve(admin)).toBeNull();
    // A new login carries the user as now stored.
    expect((await store.resolve(await open('branch.head')))?.user.BRANCH_CODE).toBe('JKT');
    await database.db.execute(sql`update users set branch_code = 'BKS' where user_id = 'branch.head'`);
    await database.db.execute(sql`update users set active = true where user_id = 'branch.admin'`);
  });

  it('never caches an unknown token', async () => {
    const store = createSessionStore(database.db, times, 60);
    expect(await store.resolve('no-such-token')).toBeNull();
  });
});

describe('session reads arriving together', () => {
  /** Sets a session's idle clock `seconds` back. */
  const idleFor = (token: string, seconds: number) =>
    database.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(secs => ${seconds})
          where token_hash = ${hashToken(token)}`,
    );

  it('answers each its own session, and none for an ended, idle or unknown one', async () => {
    const store = createSessionStore(database.db, times, 0);
    const head = await open('branch.head');
    const admin = await open('branch.admin');
    const office = await open('ho.admin');
    const ended = await open('ho.admin');
    const idle = await open('branch.admin');
    await database.db.execute(
      sql`update sessions set ended_at = now() where token_hash = ${hashToken(ended)}`,
    );
    await idleFor(idle, times.idleSeconds + 60);
    const answers = await Promise.all(
      [head, admin, office, head, ended, idle, 'no-such-token'].map((token) => store.resolve(token)),
    );
    expect(answers.map((a) => a?.user.USER_ID ?? null)).toEqual([
      'branch.head',
      'branch.admin',
      'ho.admin',
      'branch.head',
      null,
      null,
      null,
    ]);
    expect(answers[0]?.user.BRANCH_CODE).toBe('BKS');
    expect(answers[0]?.screens).toEqual(['/structure/type']);
    expect(answers[0]?.tokenHash).toBe(hashToken(head));
  });

  it('refreshes the idle clock of the sessions read a minute after their last call', async () => {
    const store = createSessionStore(database.db, times, 0);
    const stale = await open('branch.head');
    const fresh = await open('branch.admin');
    await idleFor(stale, 120);
    await idleFor(fresh, 30);
    await Promise.all([store.resolve(stale), store.resolve(fresh)]);
    const ages = await rows<{ token_hash: string; age: number }>(
      database.db,
      sql`select token_hash, extract(epoch from now() - last_seen_at)::int as age from sessions
          where token_hash in (${hashToken(stale)}, ${hashToken(fresh)})`,
    );
    const age = (token: string) => ages.find((a) => a.token_hash === hashToken(token))?.age;
    expect(age(stale)).toBeLessThan(10);
    expect(age(fresh)).toBeGreaterThanOrEqual(30);
  });

  it("answers the others when one request's client has gone", async () => {
    const store = createSessionStore(database.db, times, 0);
    const gone = new AbortController();
    gone.abort();
    const first = await open('branch.head');
    const second = await open('branch.admin');
    const answers = await Promise.all([
      runForRequest(gone.signal, () => store.resolve(first)),
      store.resolve(second),
    ]);
    expect(answers.map((a) => a?.user.USER_ID)).toEqual(['branch.head', 'branch.admin']);
  });
});
