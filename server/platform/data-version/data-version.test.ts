/**
 * Answers kept per data version on a real database (PGlite, or PostgreSQL when DATABASE_URL is
 * set): every kind of write is seen by the next answer, a rolled-back or uncommitted write never
 * is by others, simultaneous misses compute once, keys never share, and on PostgreSQL a write of
 * another connection is seen and two writers of one table do not wait for each other.
 */

import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rows, sql } from '../../db/client';
import { runForRequest } from '../../db/query-gate';
import { startTestApp, type TestApp } from '../../test/harness';
import { AnswerStore, answerKey, cachedAnswer } from './index';
import { readVersions } from './versions';

/** A table of the test's own, tracked like the product's tables by the migration's function. */
const probe = pgTable('dv_probe', {
  id: serial('id').primaryKey(),
  org: integer('org').notNull(),
  note: text('note').notNull(),
});
const untracked = pgTable('dv_untracked', { id: serial('id').primaryKey() });

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  await db.execute(sql`CREATE TABLE dv_probe (id serial PRIMARY KEY, org int NOT NULL, note text NOT NULL)`);
  await db.execute(sql`CREATE TABLE dv_untracked (id serial PRIMARY KEY)`);
  await db.execute(sql`SELECT track_data_version('dv_probe')`);
});
afterAll(() => t.close());

async function storedCount(org: number, on: Db = db): Promise<number> {
  const [found] = await rows<{ n: number }>(
    on,
    sql`SELECT count(*)::int AS n FROM dv_probe WHERE org = ${org}`,
  );
  return found?.n ?? 0;
}

/** The probe's count of one org through the cache, as a list's Load List asks it. */
function keptCount(store: AnswerStore, org: number, on: Db = db): Promise<number> {
  return cachedAnswer(
    on,
    { key: answerKey('probe count', { org }), tables: [probe], compute: () => storedCount(org, on) },
    store,
  );
}

const version = async () => (await readVersions(db, [probe])).stamp;

describe('data versions', () => {
  it('change at the commit of an insert, an update, a delete and a truncate', async () => {
    const stamps = [await version()];
    await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (1, 'a'), (1, 'b')`);
    stamps.push(await version());
    await db.execute(sql`UPDATE dv_probe SET note = 'c' WHERE note = 'a'`);
    stamps.push(await version());
    await db.execute(sql`DELETE FROM dv_probe WHERE note = 'c'`);
    stamps.push(await version());
    await db.execute(sql`TRUNCATE dv_probe`);
    stamps.push(await version());
    expect(new Set(stamps).size).toBe(5);
    // Reading changes nothing.
    await storedCount(1);
    expect(await version()).toBe(stamps[4]);
  });

  it('stay as they were after a rolled-back write, and never give its number again', async () => {
    const before = await version();
    const seenInside: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO dv_probe (org, note) VALUES (2, 'rolled back')`);
        const inside = await readVersions(tx, [probe]);
        // The transaction's own write is pending: its versions are bumped only at commit.
        expect(inside.pending).toBe(true);
        seenInside.push(inside.stamp);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await version()).toBe(before);
    expect((await readVersions(db, [probe])).pending).toBe(false);
    await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (2, 'kept')`);
    expect(await version()).not.toBe(before);
  });

  it('answer every request sharing a read, even when the request that began it has gone', async () => {
    const gone = new AbortController();
    gone.abort();
    const first = readVersions(db, [probe]);
    // Arrives while the first read runs: the next read, which the others share, begins for it.
    const ofGone = runForRequest(gone.signal, () => readVersions(db, [probe]));
    const others = Array.from({ length: 5 }, () => readVersions(db, [probe]));
    const stamp = (await first).stamp;
    for (const v of await Promise.all([ofGone, ...others])) expect(v.stamp).toBe(stamp);
  });

  it('refuse a table no trigger tracks', async () => {
    await expect(readVersions(db, [untracked])).rejects.toThrow('no data version for dv_untracked');
  });
});

describe('cachedAnswer', () => {
  it('shows an insert, an update and a delete in the very next answer', async () => {
    const store = new AnswerStore();
    await db.execute(sql`DELETE FROM dv_probe WHERE org = 3`);
    expect(await keptCount(store, 3)).toBe(0);
    await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (3, 'x'), (3, 'y')`);
    expect(await keptCount(store, 3)).toBe(2);
    expect(await keptCount(store, 3)).toBe(2);
    const computed = store.computed;
    expect(await keptCount(store, 3)).toBe(2);
    expect(store.computed).toBe(computed);
    await db.execute(sql`UPDATE dv_probe SET org = 4 WHERE note = 'x' AND org = 3`);
    expect(await keptCount(store, 3)).toBe(1);
    await db.execute(sql`DELETE FROM dv_probe WHERE org = 3`);
    expect(await keptCount(store, 3)).toBe(0);
  });

  it('shows a write to every request made after its commit, while twenty others are reading', async () => {
    const store = new AnswerStore();
    await db.execute(sql`DELETE FROM dv_probe WHERE org = 8`);
    for (let round = 1; round <= 5; round += 1) {
      // Requests in flight share their version reads; one begun before the commit may answer before.
      const before = Array.from({ length: 20 }, () => keptCount(store, 8));
      await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (8, ${`round ${round}`})`);
      const after = await Promise.all(Array.from({ length: 20 }, () => keptCount(store, 8)));
      expect(after).toEqual(Array(20).fill(round));
      for (const n of await Promise.all(before)) expect([round - 1, round]).toContain(n);
    }
  });

  it('keeps nothing a transaction computed after its own write, and shows the write once committed', async () => {
    const store = new AnswerStore();
    await db.execute(sql`DELETE FROM dv_probe WHERE org = 5`);
    expect(await keptCount(store, 5)).toBe(0);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO dv_probe (org, note) VALUES (5, 'uncommitted')`);
        expect(await keptCount(store, 5, tx)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await keptCount(store, 5)).toBe(0);
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO dv_probe (org, note) VALUES (5, 'committed')`);
      expect(await keptCount(store, 5, tx)).toBe(1);
    });
    expect(await keptCount(store, 5)).toBe(1);
  });

  it('computes once for many simultaneous misses of one key, and apart for other keys', async () => {
    const store = new AnswerStore();
    await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (6, 'a'), (7, 'b'), (7, 'c')`);
    let computations = 0;
    const slowCount = (org: number) =>
      cachedAnswer(
        db,
        {
          key: answerKey('probe count', { org }),
          tables: [probe],
          compute: async () => {
            computations++;
            await new Promise((resolve) => setTimeout(resolve, 50));
            return storedCount(org);
          },
        },
        store,
      );
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => slowCount(6)),
      ...Array.from({ length: 10 }, () => slowCount(7)),
    ]);
    expect(answers).toEqual([...Array(10).fill(1), ...Array(10).fill(2)]);
    expect(computations).toBe(2);
  });

  it("answers a transaction without waiting for another request's computation of the same key", async () => {
    const store = new AnswerStore();
    await db.execute(sql`INSERT INTO dv_probe (org, note) VALUES (12, 'a')`);
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    let started: () => void = () => {};
    const computing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const outside = cachedAnswer(
      db,
      {
        key: answerKey('probe count', { org: 12 }),
        tables: [probe],
        compute: async () => {
          started();
          await opened;
          return storedCount(12);
        },
      },
      store,
    );
    await computing;
    // On PGlite the transaction holds the one connection: had it waited for the computation
    // outside, which needs that connection, neither would ever end.
    const inside = await db.transaction(async (tx) => {
      const n = await keptCount(store, 12, tx);
      open();
      return n;
    });
    expect(inside).toBe(1);
    expect(await outside).toBe(1);
  });

  it('never answers one scope or filter with the count of another', async () => {
    const store = new AnswerStore();
    const count = (scope: object, search: string) =>
      cachedAnswer(
        db,
        {
          key: answerKey('probe search', { scope, search }),
          tables: [probe],
          compute: async () => {
            const org = 'orgId' in scope ? Number(scope.orgId) : undefined;
            const [found] = await rows<{ n: number }>(
              db,
              sql`SELECT count(*)::int AS n FROM dv_probe
                  WHERE note LIKE ${`%${search}%`} ${org === undefined ? sql`` : sql`AND org = ${org}`}`,
            );
            return found?.n ?? 0;
          },
        },
        store,
      );
    await db.execute(
      sql`INSERT INTO dv_probe (org, note) VALUES (8, 'scope-q'), (9, 'scope-q'), (9, 'scope-r')`,
    );
    const all = { kind: 'all' };
    const org8 = { kind: 'org', orgId: 8 };
    const org9 = { kind: 'org', orgId: 9 };
    expect(await count(all, 'scope-q')).toBe(2);
    expect(await count(org8, 'scope-q')).toBe(1);
    expect(await count(org9, 'scope-q')).toBe(1);
    expect(await count(org9, 'scope-')).toBe(2);
    expect(await count({ orgId: 9, kind: 'org' }, 'scope-')).toBe(2);
    expect(store.size).toBe(4);
  });

  it('keeps the database date in the key of an answer that depends on today', async () => {
    const store = new AnswerStore();
    const [today] = await rows<{ d: string }>(db, sql`SELECT current_date::text AS d`);
    const dated = (): Promise<string> =>
      cachedAnswer(
        db,
        { key: 'probe today', tables: [probe], today: true, compute: async () => 'answer' },
        store,
      );
    expect(await dated()).toBe('answer');
    expect(store.keys().some((k) => k.endsWith(`|${today?.d}`))).toBe(true);
  });
});

const postgresUrl = process.env.DATABASE_URL;

describe.runIf(postgresUrl)('on PostgreSQL, with other connections', () => {
  /** A connection of its own to the test's database, as another server process would hold. */
  async function otherConnection(): Promise<pg.Client> {
    const url = new URL(postgresUrl as string);
    url.pathname = new URL(t.database.describe).pathname;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  it("sees another connection's committed write in the next answer, and not its uncommitted one", async () => {
    const store = new AnswerStore();
    const other = await otherConnection();
    try {
      await db.execute(sql`DELETE FROM dv_probe WHERE org = 10`);
      expect(await keptCount(store, 10)).toBe(0);
      await other.query('BEGIN');
      await other.query(`INSERT INTO dv_probe (org, note) VALUES (10, 'other')`);
      expect(await keptCount(store, 10)).toBe(0);
      await other.query('COMMIT');
      expect(await keptCount(store, 10)).toBe(1);
    } finally {
      await other.end();
    }
  });

  it('lets two transactions write one table at once: neither waits for the other before its commit', async () => {
    const [first, second] = [await otherConnection(), await otherConnection()];
    try {
      const before = await version();
      await first.query('BEGIN');
      await first.query(`INSERT INTO dv_probe (org, note) VALUES (11, 'first')`);
      // The second would fail on this timeout if the first's note held a lock it needs.
      await second.query(`SET lock_timeout = '2s'`);
      await second.query('BEGIN');
      await second.query(`INSERT INTO dv_probe (org, note) VALUES (11, 'second')`);
      await second.query('COMMIT');
      const afterSecond = await version();
      expect(afterSecond).not.toBe(before);
      await first.query('COMMIT');
      expect(await version()).not.toBe(afterSecond);
      expect(await storedCount(11)).toBe(2);
    } finally {
      await first.end();
      await second.end();
    }
  });
});
