/**
 * The embedded database in its worker thread: the HTTP thread answers while a long statement runs,
 * and what drizzle asks of PGlite behaves as it did in-process (transactions, errors with their
 * SQLSTATE, dates as text, the turn of each call). Health runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set; the worker's own tests on PGlite.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { type Database, openDatabase, rows } from './client';

/**
 * One statement that keeps the database busy for seconds (PGlite runs it in one go): 30 million
 * pairs of two small series, neither of which spills to disk.
 */
const LONG_STATEMENT = sql`SELECT count(*)::int AS n FROM generate_series(1, 5000) a, generate_series(1, 6000) b
  WHERE (a + b) % 7 = 3`;

describe('while a long statement runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /api/health before the statement ends', async () => {
    let statementEnded = false;
    const statement = rows<{ n: number }>(t.database.db, LONG_STATEMENT).then((r) => {
      statementEnded = true;
      return r;
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const answeredDuringStatement = !statementEnded;
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok', database: t.database.kind } });
    expect(answeredDuringStatement).toBe(true);
    expect((await statement)[0]?.n).toBe(4285715);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite in its worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`CREATE TABLE probe (code text PRIMARY KEY, at timestamp NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE other (code text PRIMARY KEY)`);
    await database.db.execute(sql`INSERT INTO other VALUES ('x')`);
  });
  afterAll(() => database.close());

  it('commits a transaction whole, and rolls it back whole when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe VALUES ('a', '2026-11-26 08:00:00')`);
      await tx.execute(sql`INSERT INTO probe VALUES ('b', '2026-11-26 09:00:00')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO probe VALUES ('c', '2026-11-26 10:00:00')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const codes = await rows<{ code: string }>(database.db, sql`SELECT code FROM probe ORDER BY code`);
    expect(codes.map((r) => r.code)).toEqual(['a', 'b']);
  });

  it('keeps a savepoint rollback inside its transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO probe VALUES ('d', '2026-11-26 11:00:00')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO probe VALUES ('e', '2026-11-26 12:00:00')`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const codes = await rows<{ code: string }>(database.db, sql`SELECT code FROM probe WHERE code > 'c'`);
    expect(codes.map((r) => r.code)).toEqual(['d']);
  });

  it("hands back PostgreSQL's error with its SQLSTATE, and the next call runs", async () => {
    const failure = await database.db
      .execute(sql`INSERT INTO probe VALUES ('a', now())`)
      .then(() => undefined)
      .catch((err: unknown) => err);
    // drizzle wraps the driver's error; the driver's carries the SQLSTATE and the constraint.
    const cause = (failure as { cause?: { code?: string; constraint?: string; severity?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('probe_pkey');
    expect(cause?.severity).toBe('ERROR');
    expect(await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM probe`)).toEqual([
      { n: 3 },
    ]);
  });

  it('keeps timestamps as text, as drizzle asks', async () => {
    const [row] = await rows<{ at: unknown }>(database.db, sql`SELECT at FROM probe WHERE code = 'a'`);
    expect(row?.at).toBe('2026-11-26 08:00:00');
  });

  /** A transaction that has run `statements` and waits for release() to commit (or roll back). */
  function heldTransaction(statements: ReturnType<typeof sql>[], commit = true) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let ran = () => {};
    const running = new Promise<void>((resolve) => {
      ran = resolve;
    });
    const done = database.db
      .transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
        ran();
        await held;
        if (!commit) throw new Error('rolled back on purpose');
      })
      .catch((err: unknown) => {
        if (commit) throw err;
      });
    return { running, release, done };
  }

  /** Whether `work` settles within `ms` (it is then awaited), or is still waiting. */
  async function settlesWithin<T>(work: Promise<T>, ms = 300): Promise<boolean> {
    const waited = await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      new Promise<false>((r) => setTimeout(() => r(false), ms)),
    ]);
    return waited;
  }

  it('answers a plain read of a table the open transaction has not written beside it', async () => {
    const writer = heldTransaction([sql`INSERT INTO probe VALUES ('g', now())`]);
    await writer.running;
    const beside = rows<{ code: string }>(database.db, sql`SELECT code FROM other ORDER BY code`);
    expect(await settlesWithin(beside)).toBe(true);
    expect(await beside).toEqual([{ code: 'x' }]);
    // The table it wrote is another matter: a read of it, like any other call, waits for the
    // transaction's turn to end, and then sees what it committed.
    const waiting = rows<{ code: string }>(database.db, sql`SELECT code FROM probe WHERE code = 'g'`);
    expect(await settlesWithin(waiting, 100)).toBe(false);
    writer.release();
    await writer.done;
    expect(await waiting).toEqual([{ code: 'g' }]);
  });

  it('makes a write outside the transaction wait for its end', async () => {
    const writer = heldTransaction([sql`INSERT INTO probe VALUES ('h', now())`]);
    await writer.running;
    // Once: drizzle runs its query again for every `then` of the builder itself.
    const write = database.db.execute(sql`INSERT INTO other VALUES ('y')`).then(() => undefined);
    expect(await settlesWithin(write, 100)).toBe(false);
    writer.release();
    await writer.done;
    await write;
    const codes = await rows<{ code: string }>(database.db, sql`SELECT code FROM other ORDER BY code`);
    expect(codes.map((r) => r.code)).toEqual(['x', 'y']);
  });

  it('keeps the transaction whole when a read beside it fails', async () => {
    const writer = heldTransaction([sql`INSERT INTO probe VALUES ('i', now())`]);
    await writer.running;
    const failing = rows(database.db, sql`SELECT 1 / (count(*) - count(*)) FROM other`);
    await expect(failing).rejects.toThrow();
    writer.release();
    await writer.done;
    expect(await rows(database.db, sql`SELECT code FROM probe WHERE code = 'i'`)).toEqual([{ code: 'i' }]);
  });

  it('never shows a read beside what a transaction wrote and then rolled back', async () => {
    const writer = heldTransaction(
      [sql`INSERT INTO other VALUES ('z')`, sql`INSERT INTO probe VALUES ('j', now())`],
      false,
    );
    await writer.running;
    // Both tables are written: both reads wait, and then see neither row.
    const other = rows<{ code: string }>(database.db, sql`SELECT code FROM "other" WHERE code = 'z'`);
    const probe = rows<{ code: string }>(database.db, sql`SELECT code FROM probe WHERE code = 'j'`);
    expect(await settlesWithin(other, 100)).toBe(false);
    writer.release();
    await writer.done;
    expect(await other).toEqual([]);
    expect(await probe).toEqual([]);
  });
});
