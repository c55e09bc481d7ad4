/**
 * The demo database every API test file starts from, built once per test run. Migrating and
 * seeding a database takes about 8 s, and 70 test files each did it for themselves; a copy of one
 * built at the start of the run opens in about 1.5 s (a PGlite dump loaded into memory) or a
 * fraction of that (a PostgreSQL database created from it as its template).
 *
 * The demo photos the seed stores are copied along: each test app gets a storage folder of its own.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../db/postgres-admin';
import { seed } from '../db/seed/index';
import { openStorage } from '../platform/storage';

/** Where a run's demo database is, as the test files receive it (plain data: it crosses processes). */
export interface DemoTemplate {
  /** The folder of the seed's stored photos. */
  storageDir: string;
  /** PGlite: the dump a test database loads. */
  pgliteDump?: string;
  /** PostgreSQL: the database a test database is created from. */
  postgresTemplate?: string;
}

/** Migrates and seeds the run's demo database; `drop` removes it and its folder at the run's end. */
export async function buildDemoTemplate(
  postgresUrl: string | undefined,
): Promise<{ template: DemoTemplate; drop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'armada-demo-template-'));
  const storageDir = path.join(dir, 'storage');
  const name = postgresUrl ? freshDatabaseName('armada_tpl') : undefined;
  if (postgresUrl && name) await onServer(postgresUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const dropAll = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresUrl && name) {
      await onServer(postgresUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  };
  try {
    const database = await openDatabase({
      databaseUrl: name && postgresUrl ? databaseUrl(postgresUrl, name) : undefined,
      poolSize: 5,
    });
    const pgliteDump = database.dump ? path.join(dir, 'pglite.tar') : undefined;
    try {
      await seed(database.db, { scale: 1, storage: openStorage({ kind: 'local', dir: storageDir }) });
      if (pgliteDump) await database.dump?.(pgliteDump);
    } finally {
      // A template database must have no connection while copies are made of it.
      await database.close();
    }
    const template: DemoTemplate = {
      storageDir,
      ...(pgliteDump ? { pgliteDump } : {}),
      ...(name ? { postgresTemplate: name } : {}),
    };
    return { template, drop: dropAll };
  } catch (err) {
    await dropAll();
    throw err;
  }
}

/** A storage folder of the test app's own holding the demo photos. */
export function copyDemoStorage(template: DemoTemplate, into: string): void {
  cpSync(template.storageDir, into, { recursive: true });
}
