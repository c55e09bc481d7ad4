/**
 * A user deactivated through one process loses its sessions at once in another process's session
 * cache too: the users trigger notifies every process (PostgreSQL's LISTEN/NOTIFY). PostgreSQL
 * only: the embedded database is open to one process, whose own cache the call itself tells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import { databaseUrl } from '../db/postgres-admin';
import { startTestApp, type TestApp } from '../test/harness';

const pgUrl = process.env.DATABASE_URL;

describe.skipIf(!pgUrl)('sessions ended in another process', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    const name = new URL(a.database.describe).pathname.slice(1);
    // The second process keeps a session a minute: only the notification can end it sooner.
    b = await startTestApp(
      { sessionCacheSeconds: 60 },
      { open: { databaseUrl: databaseUrl(pgUrl ?? '', name) } },
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("drops the deactivated user's cached session at once", async () => {
    const token = await b.login('branch.head');
    const read = () => b.call('GET', '/api/structure/role/getBranchList', undefined, token);
    expect((await read()).statusCode).toBe(200);
    const ho = await a.login('ho.admin');
    const off = await a.post(contract.users.setUserActive, { USER_ID: 'branch.head', ACTIVE: false }, ho);
    expect(off.statusCode, off.body).toBe(200);
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await read()).statusCode;
    }
    expect(status).toBe(401);
  });
});
