/**
 * Migration 0026 on a database already in use: each user keeps the menu of its single profile, now
 * held as a row of user_profiles, and head office's holders of HEAD_OFFICE get the users screens
 * (USER_ADMIN). A database at 0025 is made from the migrations before 0026, given users and menu
 * rows as the demo seed wrote them then, and migrated. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../../common/modules';
import { type Db, migrationsFolder, rows } from '../../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../../db/postgres-admin';
import { menuOf } from './queries';

const dir = mkdtempSync(path.join(os.tmpdir(), 'armada-0026-'));
/** The migrations folder as it was before 0026. */
function foldersBefore0026(): string {
  const before = path.join(dir, 'before');
  cpSync(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0026');
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

const pgUrl = process.env.DATABASE_URL;
const name = freshDatabaseName('armada_0026');
let close = async () => {};
afterAll(async () => {
  await close();
  if (pgUrl) await onServer(pgUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  rmSync(dir, { recursive: true, force: true });
});

/** A database at 0025 and the way to migrate it to the latest. */
async function databaseAt0025(): Promise<{ db: Db; migrateAll: () => Promise<void> }> {
  const before = foldersBefore0026();
  if (pgUrl) {
    await onServer(pgUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const pool = new pg.Pool({ connectionString: databaseUrl(pgUrl, name), max: 2 });
    close = () => pool.end();
    const db = drizzleNodePg(pool) as unknown as Db;
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: before });
    return {
      db,
      migrateAll: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsFolder() }),
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  close = () => client.close();
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: before });
  return {
    db,
    migrateAll: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
  };
}

/** The screens each user sees, as menu ids (with their groups). */
async function menus(db: Db, users: string[]) {
  const out: Record<string, number[]> = {};
  for (const u of users) out[u] = (await menuOf(db, u)).map((m) => m.MENU_LIST_ID).sort((a, b) => a - b);
  return out;
}

describe('migration 0026 on a database in use', () => {
  it('keeps every menu and gives head office the users screens', async () => {
    const { db, migrateAll } = await databaseAt0025();
    // The rows the seed of 0025 wrote: branches, users with one profile each, the menu and grants.
    const entries = MENU_TREE.flatMap((g, gi) => [
      { id: g.id, parent: null, desc: g.title, url: null, order: gi * 100 },
      ...g.entries.map((e, ci) => ({
        id: e.id,
        parent: g.id,
        desc: e.title,
        url: e.url,
        order: gi * 100 + ci + 1,
      })),
    ]).filter((e) => e.id < 110 || e.id > 112);
    await db.execute(sql`INSERT INTO branches VALUES ('HO', 81, 'HEAD OFFICE'), ('JKT', 101, 'JAKARTA')`);
    await db.execute(sql`INSERT INTO users (user_id, password_hash, user_name, position_code, org_id, branch_code, access_type, profile)
      VALUES ('ho', 'x', 'Head', 'HO', 81, 'HO', NULL, 'HEAD_OFFICE'), ('jkt', 'x', 'Jakarta', 'JKT', 101, 'JKT', NULL, 'BRANCH')`);
    for (const e of entries)
      await db.execute(
        sql`INSERT INTO menu_items VALUES (${e.id}, ${e.parent}, ${e.desc}, ${e.url}, ${e.order})`,
      );
    for (const g of MENU_TREE.flatMap((group) => group.entries).filter((e) => e.id < 110))
      for (const profile of g.demo)
        await db.execute(sql`INSERT INTO menu_grants (profile, menu_list_id) VALUES (${profile}, ${g.id})`);
    const old = await rows<{ user_id: string; ids: number[] }>(
      db,
      sql`SELECT u.user_id, array_agg(DISTINCT x.id ORDER BY x.id) AS ids FROM users u
          JOIN menu_grants g ON g.profile = u.profile
          JOIN menu_items m ON m.menu_list_id = g.menu_list_id
          CROSS JOIN LATERAL (VALUES (m.menu_list_id), (m.parent_id)) x(id)
          WHERE x.id IS NOT NULL GROUP BY u.user_id ORDER BY u.user_id`,
    );

    await migrateAll();

    const now = await menus(db, ['ho', 'jkt']);
    const before = Object.fromEntries(old.map((o) => [o.user_id, o.ids]));
    expect(now.jkt).toEqual(before.jkt);
    expect(now.ho).toEqual([...(before.ho ?? []), 110, 111, 112].sort((a, b) => a - b));
    const held = await rows<{ user_id: string; profile: string }>(
      db,
      sql`SELECT user_id, profile FROM user_profiles ORDER BY user_id, profile`,
    );
    expect(held).toEqual([
      { user_id: 'ho', profile: 'HEAD_OFFICE' },
      { user_id: 'ho', profile: 'USER_ADMIN' },
      { user_id: 'jkt', profile: 'BRANCH' },
    ]);
  }, 120_000);
});
