/**
 * The advisory locks of a write: however many keys it names (a 100,000-row call plan names
 * thousands of position-months), it takes at most LOCK_SLOTS locks, which PostgreSQL's shared lock
 * table holds (6,400 by default); and a second transaction naming one of the keys waits for the
 * first. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { LOCK_SLOTS, lockKeys } from './locks';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('lockKeys', () => {
  it('takes 20,000 keys in one transaction with at most LOCK_SLOTS locks', async () => {
    const keys = Array.from({ length: 20_000 }, (_, i) => `fixed_call_plans:2026|12|POS-${i}`);
    const held = await t.database.db.transaction(async (tx) => {
      await lockKeys(tx, keys);
      const [n] = await rows<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`,
      );
      return n?.n ?? 0;
    });
    expect(held).toBeGreaterThan(LOCK_SLOTS / 2);
    expect(held).toBeLessThanOrEqual(LOCK_SLOTS);
  });
});
