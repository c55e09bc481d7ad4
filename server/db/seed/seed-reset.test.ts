/**
 * `npm run seed` over a database that holds data: every table is emptied and seeded again, the
 * same demo data as before, and rows of any table not seeded (an export slot, a session) are gone.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { rows, sql } from '../client';
import { seed } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Row counts of a few seeded tables and of the tables nothing seeds. */
async function counts() {
  const [n] = await rows<Record<string, number>>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM roles) AS roles,
               (SELECT count(*)::int FROM sales_assignments) AS assignments,
               (SELECT count(*)::int FROM export_slots) AS slots,
               (SELECT count(*)::int FROM sessions) AS sessions`,
  );
  return n;
}

describe('seed with reset', () => {
  it('empties every table, export slots and sessions included, and seeds the same data', async () => {
    await t.login('ho.admin');
    await t.database.db.execute(
      sql`INSERT INTO export_slots (user_id, holder) VALUES ('ho.admin', 'a process long gone')`,
    );
    const before = await counts();
    expect(before).toMatchObject({ slots: 1, sessions: expect.any(Number) });
    expect(before?.sessions).toBeGreaterThan(0);

    await seed(t.database.db, { reset: true });

    expect(await counts()).toEqual({ ...before, slots: 0, sessions: 0 });
  }, 180_000);
});
