/**
 * Two processes of the built server on one PostgreSQL, as behind a load balancer: no state that a
 * user's next call needs stays in one process. A session made on one serves on the other, and its
 * logout there follows within SESSION_CACHE_SECONDS; an upload checked on one is submitted on the
 * other, and two submits of one batch at once, one on each, land it once; failed logins on both
 * add up to the pause; one user's running export on one refuses their second on the other.
 * PostgreSQL only (DATABASE_URL): the embedded database is one process's.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FixedCallSent } from '../common/contract/call-management';
import { messages } from '../common/messages';
import { type Database, openDatabase, rows, sql } from './db/client';
import { databaseUrl, freshDatabaseName, onServer } from './db/postgres-admin';
import { auditLog, customers, fixedCallPlans } from './db/schema';
import { type BuiltServer, callOf, ensureServerBuilt, loginOn, startBuiltServer } from './test/built-server';
import { addBigExportRoles, exportAnswer, holdDownload } from './test/held-export';

const pgUrl = process.env.DATABASE_URL;
const SESSION_CACHE_SECONDS = 1;
const LOGIN_MAX_FAILURES = 5;

describe.runIf(pgUrl)('two server processes on one PostgreSQL', () => {
  const name = freshDatabaseName('armada_procs');
  let database: Database;
  let a: BuiltServer;
  let b: BuiltServer;

  beforeAll(async () => {
    const server = pgUrl as string;
    const template = inject('demoTemplate');
    await onServer(server, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template.postgresTemplate}`));
    const url = databaseUrl(server, name);
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await addBigExportRoles(database.db);
    await ensureServerBuilt();
    const settings = {
      DATABASE_URL: url,
      SESSION_CACHE_SECONDS: String(SESSION_CACHE_SECONDS),
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    };
    [a, b] = await Promise.all([startBuiltServer(settings), startBuiltServer(settings)]);
  }, 300_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.kill('SIGTERM');
    const exits = await Promise.all([a, b].filter(Boolean).map((server) => server.exited));
    await database?.close();
    if (pgUrl) await onServer(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    // Both shut down cleanly, each with its own export slots and connections.
    expect(exits).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
  }, 60_000);

  const rolePage = (server: BuiltServer, token: string) =>
    callOf(server, '/structure/role/selectRole', { branch: '0', position: '', pageSize: 5 }, token);

  it('serve a session made on one on the other, and end it on the other within SESSION_CACHE_SECONDS of a logout', async () => {
    const token = await loginOn(a, 'branch.admin');
    expect((await rolePage(b, token)).status).toBe(200);
    // Both keep the session for a second now.
    expect((await rolePage(a, token)).status).toBe(200);
    expect((await rolePage(b, token)).status).toBe(200);

    const loggedOutAt = Date.now();
    expect((await callOf(b, '/logout', {}, token)).status).toBe(200);
    // Ended at once where the logout was served...
    expect((await rolePage(b, token)).status).toBe(401);
    // ... and on the other within its cache's time.
    await expect
      .poll(async () => (await rolePage(a, token)).status, { timeout: 5000, interval: 50 })
      .toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_CACHE_SECONDS * 1000 + 1000);
    expect((await rolePage(a, token)).body.message).toBe(messages.sessionEnded);
  });

  /** This month's stored fixed call rows of a planned JKT position, and customers it does not plan. */
  async function planOf(
    n: number,
  ): Promise<{ stored: FixedCallSent; fresh: { ref: string; name: string }[] }> {
    const now = new Date();
    const [year, periode] = [now.getFullYear(), now.getMonth() + 1];
    const f = fixedCallPlans;
    const c = customers;
    const [stored] = await rows<FixedCallSent>(
      database.db,
      sql`SELECT ${f.yearId} AS "YearID", 0 AS "MonthID", ${f.periode} AS "Periode", ${f.branchCode} AS "BranchCode",
            ${f.positionCode} AS "PositionCode", ${f.typeSalesman} AS "TypeSalesman",
            ${f.customerIdRef} AS "CustomerIDRef", ${c.customerName} AS "CustomerName", ${f.dayName} AS "Days",
            ${f.frequency} AS "Frequency", ${f.week} AS "Week"
          FROM ${f} JOIN ${c} ON ${c.customerIdRef} = ${f.customerIdRef}
          WHERE ${f.positionCode} = (
              SELECT ${f.positionCode} FROM ${f}
              WHERE ${f.branchCode} = 'JKT' AND ${f.yearId} = ${year} AND ${f.periode} = ${periode}
              GROUP BY ${f.positionCode} ORDER BY ${f.positionCode} OFFSET ${n} LIMIT 1)
            AND ${f.yearId} = ${year} AND ${f.periode} = ${periode}
          ORDER BY ${f.customerIdRef}, ${f.dayName}, ${f.week} LIMIT 1`,
    );
    if (!stored) throw new Error(`no planned position ${n} in JKT`);
    const fresh = await rows<{ ref: string; name: string }>(
      database.db,
      sql`SELECT ${c.customerIdRef} AS ref, ${c.customerName} AS name FROM ${c}
          WHERE ${c.branchCode} = 'JKT' AND ${c.active}
            AND NOT EXISTS (SELECT 1 FROM ${f} WHERE ${f.positionCode} = ${stored.PositionCode}
              AND ${f.yearId} = ${year} AND ${f.periode} = ${periode} AND ${f.customerIdRef} = ${c.customerIdRef})
          ORDER BY ${c.customerIdRef} LIMIT 2`,
    );
    return { stored, fresh };
  }

  interface Checked {
    batchId: number;
    success: { ROW: number }[];
    failed: unknown[];
  }

  async function check(server: BuiltServer, token: string, excelData: FixedCallSent[]): Promise<Checked> {
    const res = await callOf(server, '/call-management/validation', { excelData, orgID: 101 }, token);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const checked = res.body.data as Checked;
    expect(checked.failed).toEqual([]);
    return checked;
  }

  const submit = (server: BuiltServer, token: string, checked: Checked) =>
    callOf(
      server,
      '/call-management/uploadfixedcall',
      { dtItemsSuccess: checked.success, orgID: 101, batchId: checked.batchId },
      token,
    );

  /**
   * The plan rows of the customer stored for the position this month, and the audit entries of
   * their landing by an upload (each landed row is audited once, with the request that landed it).
   */
  async function landed(
    customer: string,
    plan: FixedCallSent,
  ): Promise<{ stored: number; audited: number; requests: number }> {
    const f = fixedCallPlans;
    const [found] = await rows<{ stored: number; audited: number; requests: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM ${f}
                  WHERE ${f.customerIdRef} = ${customer} AND ${f.positionCode} = ${plan.PositionCode}
                    AND ${f.yearId} = ${plan.YearID} AND ${f.periode} = ${plan.Periode}) AS stored,
            count(*)::int AS audited, count(DISTINCT ${auditLog.requestId})::int AS requests
          FROM ${auditLog}
          WHERE ${auditLog.entity} = 'fixed-call-plan' AND ${auditLog.action} = 'upload'
            AND ${auditLog.after} ->> 'customer_id_ref' = ${customer}
            AND ${auditLog.after} ->> 'position_code' = ${plan.PositionCode}`,
    );
    return found ?? { stored: -1, audited: -1, requests: -1 };
  }

  it('submit on one an upload checked on the other, and land a batch submitted on both at once once', async () => {
    const token = await loginOn(a, 'branch.admin');
    const first = await planOf(0);
    const [fresh] = first.fresh;
    if (!fresh) throw new Error('no unplanned customer');
    const checked = await check(a, token, [
      { ...first.stored, Frequency: 3 },
      { ...first.stored, CustomerIDRef: fresh.ref, CustomerName: fresh.name },
    ]);
    const submitted = await submit(b, token, checked);
    expect(submitted.status, JSON.stringify(submitted.body).slice(0, 300)).toBe(200);
    expect(submitted.body.data).toMatchObject({ landed: 2 });
    expect(await landed(fresh.ref, first.stored)).toEqual({ stored: 1, audited: 1, requests: 1 });

    const second = await planOf(1);
    const [other] = second.fresh;
    if (!other) throw new Error('no unplanned customer');
    const race = await check(b, token, [
      { ...second.stored, CustomerIDRef: other.ref, CustomerName: other.name },
    ]);
    const answers = await Promise.all([submit(a, token, race), submit(b, token, race)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(answers.map((r) => r.body))).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)?.body.message).toBe(messages.uploadFileFirst);
    expect(await landed(other.ref, second.stored)).toEqual({ stored: 1, audited: 1, requests: 1 });
  });

  it('pause a user after failed logins spread over both processes', async () => {
    const user = 'bdg.admin';
    const attempts = [a, b, a, b, a].slice(0, LOGIN_MAX_FAILURES);
    for (const server of attempts) {
      const res = await callOf(server, '/login', { username: user, password: 'not the password' });
      expect(res.body.message).toBe(messages.loginFailed);
    }
    // Neither process saw the limit alone (3 and 2): the pause counts both.
    for (const server of [a, b]) {
      const res = await callOf(server, '/login', { username: user, password: 'Armada2026!' });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(messages.loginLocked);
    }
  });

  it("refuse a user's export on one while their export runs on the other, and serve it once that ends", async () => {
    const token = await loginOn(a, 'ho.admin');
    const running = await holdDownload(a, token);
    expect(running.status).toBe(200);
    expect(await exportAnswer(b, token)).toMatchObject({ status: 429, message: messages.exportRunning });
    // Another user is not held.
    expect((await exportAnswer(b, await loginOn(b, 'branch.admin'))).status).toBe(200);

    running.abandon();
    expect(await running.finish()).toBe(false);
    await expect.poll(async () => (await exportAnswer(b, token)).status, { timeout: 10_000 }).toBe(200);
  });
});
