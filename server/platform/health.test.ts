/**
 * `/api/health` says which database serves, the migration level the database is at (read from the
 * database's own record of its migrations, not from the files) and Armada's version, and nothing
 * that names where the database is. On PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { migrationsFolder, rows, sql } from '../db/client';
import { readMigrationLevel } from '../db/migration-level';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const journal = JSON.parse(fs.readFileSync(`${migrationsFolder()}/meta/_journal.json`, 'utf8')) as {
  entries: { tag: string }[];
};
const lastTag = journal.entries.at(-1)?.tag;

interface Recorded {
  id: number;
  hash: string;
  createdAt: string;
}

/** The latest migration the database recorded. */
async function latestRecorded(): Promise<Recorded> {
  const [found] = await rows<Recorded>(
    t.database.db,
    sql`SELECT id, hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations
        ORDER BY created_at DESC LIMIT 1`,
  );
  if (!found) throw new Error('no migration recorded');
  return found;
}

describe('/api/health', () => {
  it('answers the database kind, its migration level and the version, and no address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: t.database.kind,
        migration: { applied: journal.entries.length, latest: lastTag },
        version,
      },
    });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.body).not.toMatch(/postgres(ql)?:\/\/|pglite:|password/i);
  });

  it('reads the level from the database: a migration it has not recorded is not counted', async () => {
    const latest = await latestRecorded();
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${latest.id}`);
    try {
      expect(await readMigrationLevel(t.database.db)).toEqual({
        applied: journal.entries.length - 1,
        latest: journal.entries.at(-2)?.tag,
      });
      if (t.database.kind === 'postgres') {
        // Another process may migrate PostgreSQL at any time: its health reads the level on each call.
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.json().data.migration).toEqual({
          applied: journal.entries.length - 1,
          latest: journal.entries.at(-2)?.tag,
        });
      }
      // A migration of a newer version, which this build's files do not know: counted, no tag.
      await t.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${latest.createdAt}::bigint + 1000)`,
      );
      expect(await readMigrationLevel(t.database.db)).toEqual({
        applied: journal.entries.length,
        latest: null,
      });
    } finally {
      await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'newer'`);
      await t.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at)
            VALUES (${latest.id}, ${latest.hash}, ${latest.createdAt}::bigint)`,
      );
    }
    expect(await readMigrationLevel(t.database.db)).toEqual({
      applied: journal.entries.length,
      latest: lastTag,
    });
  });
});
