/**
 * The database: an embedded PGlite under data/ by default, PostgreSQL when DATABASE_URL is set.
 * Both are driven through drizzle with the same schema and the same SQL migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PgliteTransaction } from 'drizzle-orm/pglite/session';
import pg from 'pg';
import { acquireFolderLock } from './folder-lock';
import { PgliteWorkerClient } from './pglite-client';
import { type GateStats, gatePglite, gatePool } from './query-gate';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or a transaction: PgTransaction extends PgDatabase, so both fit. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for logs (no password). */
  describe: string;
  /** Queries not started because their client had gone (see query-gate.ts). */
  gate: GateStats;
  /**
   * Answers when the database can be reached, for `/api/health`. The embedded database, busy with
   * another call, answers from its thread being alive instead of queueing `select 1` behind a
   * statement that may take seconds.
   */
  ping(): Promise<void>;
  /**
   * The embedded database only: writes a copy of it to `file` (one tar of its data folder), which
   * `openDatabase({ loadFrom: file })` starts a new database from. Answers the size in bytes.
   */
  dump?: (file: string) => Promise<number>;
  /**
   * PostgreSQL only: calls `onMessage` with the payload of each NOTIFY on `channel`, over a
   * connection of its own (reconnected when lost); answers how to stop. The embedded database runs
   * in one process, which needs no word from another.
   */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Whether `db` (a handle or a transaction) is the embedded database, which runs one statement at a
 * time for everybody: a long write there is cut into short statements (import/slices.ts).
 */
export function isEmbedded(db: Db): boolean {
  return db instanceof PgliteDatabase || db instanceof PgliteTransaction;
}

/** The migrations folder: beside this file in the source tree, copied beside the bundle when built. */
export function migrationsFolder(): string {
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found near ${here}`);
  return found;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined means in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite: a new database starts as this copy (`Database.dump`'s file) instead of empty. */
  loadFrom?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadFrom);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  const gate: GateStats = { skipped: 0 };
  gatePool(pool, gate);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // Several processes may start at once behind a load balancer: one migrates, the others wait.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(814242)');
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(814242)').catch(() => undefined);
    client.release();
  }
  const u = new URL(url);
  return {
    db,
    kind: 'postgres',
    describe: `postgres://${u.host}${u.pathname}`,
    gate,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onMessage) => listenOn(url, channel, onMessage),
    close: () => pool.end(),
  };
}

/** A connection that LISTENs on a channel; a lost one is opened again after a second. */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', () => {
      // Lost: open another unless stopped. A notification sent meanwhile is missed; the session
      // cache then holds an ended session for at most its few seconds, as before.
      if (!stopped) setTimeout(() => void open().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * PGlite in a worker thread (pglite-client.ts): its statements run beside the HTTP thread instead of
 * in it. drizzle's PGlite driver drives the worker's client, which answers the calls the driver makes.
 */
async function openPglite(dataDir: string | undefined, loadFrom: string | undefined): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireFolderLock(dataDir);
  }
  let client: PgliteWorkerClient | undefined;
  try {
    client = await PgliteWorkerClient.open(dataDir, loadFrom);
    const gate: GateStats = { skipped: 0 };
    gatePglite(client, gate);
    const driven = client as unknown as PGlite;
    const db = drizzlePglite(driven, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(driven, { schema }), { migrationsFolder: migrationsFolder() });
    // PGlite has no autovacuum, and every writing transaction adds and removes a row of this table
    // (the data versions' notes): their dead rows are cleared at each start.
    await client.exec('VACUUM data_version_pending');
    const opened = client;
    return {
      db,
      kind: 'pglite',
      describe: dataDir ? `pglite:${dataDir}` : 'pglite:memory',
      gate,
      ping: async () => {
        if (opened.failure) throw opened.failure;
        if (!opened.occupied) await opened.query('select 1');
      },
      dump: (file) => opened.dump(file),
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    release();
    throw err;
  }
}

/**
 * ANALYZE of every table but the upload staging tables (import_*), for PGlite, which has no
 * autovacuum (the seed of big demo data runs it; uploads refresh their own table). A staged batch
 * is planned without statistics on purpose (import/planning.ts), and the statistics of an empty
 * staging table would mislead the plans of the next big upload.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables
        WHERE schemaname = 'public' AND left(tablename, 7) <> 'import_'`,
  );
  if (tables.length > 0) await db.execute(sql.raw(`ANALYZE ${tables.map((t) => t.name).join(', ')}`));
}

/**
 * Runs raw SQL and returns its rows. The two drivers shape results differently (and type bigint
 * differently), so callers cast in SQL and read plain rows here.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A column written with its table's name, for a correlated sub-query among a one-table select's
 * fields: drizzle writes the columns of such fields bare, and a bare name inside the sub-query
 * binds to the sub-query's own table when that has a column of the name (every row then matched
 * itself). For a table selected under its own name, not an alias.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

export { sql };
