import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
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
