/**
 * The demo database every API test file starts from, built once per test run. Migrating and
 * seeding a database takes about 8 s, and 70 test files each did it for themselves; a copy of one
 * built at the start of the run opens in about a second (a PGlite folder copied on disk) or a
 * fraction of that (a PostgreSQL database created from it as its template).
 *
 * A PGlite copy is a folder, not a dump loaded into memory: PGlite reads a folder's pages as it
 * needs them, while a dump is unpacked whole before the database starts (5 to 7 s for the demo's
 * 276 MB, most of it write-ahead log no copy needs). The folder is closed cleanly and its log cut
 * to the segments its start reads, so a copy is about 135 MB and needs no recovery.
 *
 * The demo photos the seed stores are copied along: each test app gets a storage folder of its own.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, rows } from '../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../db/postgres-admin';
import { seed } from '../db/seed/index';
import { openStorage } from '../platform/storage';

/** Where a run's demo database is, as the test files receive it (plain data: it crosses processes). */
export interface DemoTemplate {
  /** The folder of the seed's stored photos. */
  storageDir: string;
  /** PGlite: the closed data folder a test database is a copy of (copyDemoDatabase). */
  pgliteDir?: string;
  /** PostgreSQL: the database a test database is created from. */
  postgresTemplate?: string;
}

/**
 * Migrates and seeds the run's demo database; `drop` removes it and its folder at the run's end.
 * `keepIn`, an empty or missing folder, holds a PGlite template instead, which `drop` leaves: CI
 * hands it on to the browser tests (ARMADA_DEMO_TEMPLATE_DIR, e2e/support/global-setup.ts), which
 * then need no seed of their own.
 */
export async function buildDemoTemplate(
  postgresUrl: string | undefined,
  keepIn?: string,
): Promise<{ template: DemoTemplate; drop: () => Promise<void> }> {
  const kept = keepIn !== undefined && postgresUrl === undefined;
  if (kept) {
    mkdirSync(keepIn, { recursive: true });
    if (readdirSync(keepIn).length > 0) throw new Error(`${keepIn} must be empty to hold the demo template`);
  }
  const dir = kept ? keepIn : mkdtempSync(path.join(os.tmpdir(), 'armada-demo-template-'));
  const storageDir = path.join(dir, 'storage');
  const name = postgresUrl ? freshDatabaseName('armada_tpl') : undefined;
  if (postgresUrl && name) await onServer(postgresUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const dropAll = async () => {
    if (!kept) rmSync(dir, { recursive: true, force: true });
    if (postgresUrl && name) {
      await onServer(postgresUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  };
  try {
    const pgliteDir = postgresUrl ? undefined : path.join(dir, 'pglite');
    const database = await openDatabase({
      databaseUrl: name && postgresUrl ? databaseUrl(postgresUrl, name) : undefined,
      dataDir: pgliteDir,
      poolSize: 5,
    });
    let logNeeded: LogSegments | undefined;
    try {
      await seed(database.db, { scale: 1, storage: openStorage({ kind: 'local', dir: storageDir }) });
      if (pgliteDir) logNeeded = await checkpointSegments(database.db);
    } finally {
      // A template database must have no connection while copies are made of it.
      await database.close();
    }
    if (pgliteDir && logNeeded) dropLogOutside(pgliteDir, logNeeded);
    const template: DemoTemplate = {
      storageDir,
      ...(pgliteDir ? { pgliteDir } : {}),
      ...(name ? { postgresTemplate: name } : {}),
    };
    return { template, drop: dropAll };
  } catch (err) {
    await dropAll();
    // Nothing half-built is handed on.
    if (kept) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** The first and last log segment a start of the closed folder may read. */
interface LogSegments {
  first: string;
  last: string;
}

/**
 * Writes every changed page to the data files; answers the log segments the next start may read:
 * from the checkpoint's redo point to the segment after the one being written, which the shutdown
 * checkpoint's record may spill into.
 */
async function checkpointSegments(db: Db): Promise<LogSegments | undefined> {
  await db.execute(sql`CHECKPOINT`);
  const [row] = await rows<LogSegments>(
    db,
    sql`SELECT redo_wal_file AS first,
          pg_walfile_name(pg_current_wal_insert_lsn() + ${WAL_SEGMENT_BYTES}) AS last
        FROM pg_control_checkpoint()`,
  );
  return row;
}

const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

/**
 * Removes the log segments a start of a closed PGlite folder never reads: those before the last
 * checkpoint (PGlite keeps every one, 160 MB after the seed) and the empty ones made ahead for later
 * writes (another 130 MB). A start reads from its last checkpoint's redo point on, and the shutdown
 * checkpoint's lies between `first` and `last`. Each test file copies what is left.
 */
function dropLogOutside(dataDir: string, { first, last }: LogSegments): void {
  const wal = path.join(dataDir, 'pg_wal');
  for (const file of readdirSync(wal)) {
    if (/^[0-9A-F]{24}$/.test(file) && (file < first || file > last)) rmSync(path.join(wal, file));
  }
}

/** A PGlite data folder of the test's own at `into`, holding the demo database. */
export function copyDemoDatabase(template: DemoTemplate, into: string): void {
  if (!template.pgliteDir) throw new Error('the run tests PostgreSQL: its demo database is a template');
  cpSync(template.pgliteDir, into, { recursive: true });
}

/** A storage folder of the test app's own holding the demo photos. */
export function copyDemoStorage(template: DemoTemplate, into: string): void {
  cpSync(template.storageDir, into, { recursive: true });
}
