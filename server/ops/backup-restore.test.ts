/**
 * `npm run backup` and `npm run restore` on the kind of database the run tests: the embedded one,
 * or PostgreSQL when DATABASE_URL is set. The run's demo database is backed up and restored
 * elsewhere, and every table must come back with the same rows (count and checksum); on the
 * embedded database also through a server running on the folder (its ops socket). Restores that
 * would go over data, or from a file of the wrong kind, missing or truncated, are refused and leave
 * the target as it was.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase, rows, sql } from '../db/client';
import { databaseUrl, freshDatabaseName, onServer } from '../db/postgres-admin';
import { copyDemoDatabase } from '../test/demo-template';
import { backup } from './backup';
import { defaultBackupFile } from './backup-file';
import type { Target } from './backup-target';
import { OPS_SOCKET } from './ops-protocol';
import { backupOfRunning } from './ops-socket';
import { restore } from './restore';

const pgUrl = process.env.DATABASE_URL || undefined;
const template = inject('demoTemplate');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'armada-backup-'));
const databases: string[] = [];

/** A new PostgreSQL database of the test's own (dropped at the end), empty or a copy of `from`. */
async function newPostgres(from?: string): Promise<Target> {
  const url = pgUrl as string;
  const name = freshDatabaseName('armada_bk');
  databases.push(name);
  await onServer(url, (c) => c.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`));
  return { kind: 'postgres', url: databaseUrl(url, name) };
}

/** A target of the run's kind that does not exist yet (a folder) or is empty (a database). */
const emptyTarget = async (name: string): Promise<Target> =>
  pgUrl ? newPostgres() : { kind: 'pglite', dataDir: path.join(work, name) };

const open = (target: Target) =>
  openDatabase(
    target.kind === 'pglite' ? { dataDir: target.dataDir } : { databaseUrl: target.url, poolSize: 2 },
  );

/** A PGlite folder holding a copy of the run's demo database. */
function demoFolder(dataDir: string): Target {
  copyDemoDatabase(template, dataDir);
  return { kind: 'pglite', dataDir };
}

type Digests = Record<string, { rows: number; md5: string }>;

/** Every table of Armada's schemas: its row count and a checksum of its rows. */
async function digestsOf(database: Database): Promise<Digests> {
  const tables = await rows<{ name: string }>(
    database.db,
    sql`SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
          FROM information_schema.tables
         WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE'
         ORDER BY 1`,
  );
  const digests: Digests = {};
  for (const { name } of tables) {
    const [digest] = await rows<{ n: number; md5: string }>(
      database.db,
      sql.raw(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
      ),
    );
    digests[name] = { rows: digest?.n ?? -1, md5: digest?.md5 ?? '' };
  }
  return digests;
}

async function digestsOfTarget(target: Target): Promise<Digests> {
  const database = await open(target);
  try {
    return await digestsOf(database);
  } finally {
    await database.close();
  }
}

const ext = pgUrl ? 'dump' : 'tar';
const backupFile = (name: string) => path.join(work, `${name}.${ext}`);

/** The demo database in its own folder or database, to back up. */
let source: Target;
let expected: Digests;
/** A backup of the stopped source, made by the first test. */
const firstBackup = backupFile('first');

beforeAll(async () => {
  if (pgUrl) {
    source = await newPostgres(template.postgresTemplate);
    expected = await digestsOfTarget(source);
  } else {
    source = demoFolder(path.join(work, 'source'));
    const database = await open(source);
    try {
      expected = await digestsOf(database);
    } finally {
      await database.close();
    }
  }
});

afterAll(async () => {
  for (const name of databases) {
    await onServer(pgUrl as string, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  fs.rmSync(work, { recursive: true, force: true });
});

/** Runs a script of the repository the way its npm script does; answers its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += String(d);
  });
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, exited };
}

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('names a backup by kind and time under backups/', () => {
    const at = new Date(2026, 0, 2, 3, 4, 5);
    expect(defaultBackupFile('pglite', at)).toBe(path.resolve('backups/armada-pglite-20260102-030405.tar'));
    expect(defaultBackupFile('postgres', at)).toBe(
      path.resolve('backups/armada-postgres-20260102-030405.dump'),
    );
  });

  it('restores a backup of the demo database elsewhere with every table equal', async () => {
    const made = await backup(source, firstBackup);
    expect(made.bytes).toBe(fs.statSync(firstBackup).size);
    expect(made.by).toMatch(pgUrl ? /pg_dump/ : /Armada being stopped/);
    expect(fs.existsSync(`${firstBackup}.partial`)).toBe(false);

    const target = await emptyTarget('restored');
    const restored = await restore(firstBackup, target);
    expect(restored.bytes).toBe(made.bytes);

    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(expected['public.users']?.rows).toBeGreaterThan(0);
    expect(await digestsOfTarget(target)).toEqual(expected);
    if (!pgUrl) {
      // The file has the layout of PGlite's own dump: a database starts from it as from that.
      const loaded = await openDatabase({ loadFrom: firstBackup });
      try {
        expect(await digestsOf(loaded)).toEqual(expected);
      } finally {
        await loaded.close();
      }
    }
    // A backup is never overwritten.
    await expect(backup(source, firstBackup)).rejects.toThrow(/exists already/);
  }, 180_000);

  it.runIf(!pgUrl)(
    'copies a running database while it is written to, and the restore holds those writes',
    async () => {
      const dataDir = path.join(work, 'online');
      const live = await open(demoFolder(dataDir));
      const file = backupFile('online');
      try {
        // Statements run during the copy: a backup holding the database's turn would wait here for ever.
        const bytes = await backupOfRunning(live.db, dataDir, file, async () => {
          await live.db.execute(
            sql`CREATE TABLE public.written_during_copy AS SELECT g FROM generate_series(1, 50000) g`,
          );
          await live.db.execute(sql`UPDATE users SET created_at = created_at + interval '1 second'`);
        });
        expect(bytes).toBe(fs.statSync(file).size);
        expect(await digestsOf(live)).not.toEqual(expected);
        const atStop = await digestsOf(live);
        // The backup has ended: another can start in the same session.
        expect(await backupOfRunning(live.db, dataDir, backupFile('online-again'))).toBeGreaterThan(0);

        const target = await emptyTarget('restored-online');
        await restore(file, target);
        const restored = await digestsOfTarget(target);
        expect(restored['public.written_during_copy']?.rows).toBe(50000);
        expect(restored).toEqual(atStop);
      } finally {
        await live.close();
      }
    },
    180_000,
  );

  it.runIf(!pgUrl)(
    'backs up through the running server, which keeps serving, and restores that backup equal',
    async () => {
      const dataDir = (source as Extract<Target, { kind: 'pglite' }>).dataDir;
      const port = 30000 + Math.floor(Math.random() * 20000);
      const server = runScript('server/main.ts', [], {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_ON_EMPTY: 'false',
        STORAGE_DIR: path.join(work, 'storage'),
        LOG_LEVEL: 'warn',
      });
      try {
        await waitForHealth(port);
        const socket = path.join(dataDir, OPS_SOCKET);
        expect(fs.statSync(socket).mode & 0o777).toBe(0o600);

        const file = backupFile('running');
        const cli = await runScript('server/ops/backup-cli.ts', [file], {
          DATA_DIR: dataDir,
          DATABASE_URL: '',
        }).exited;
        expect(cli.stderr).toBe('');
        expect(cli.code).toBe(0);
        expect(cli.stdout).toMatch(/by the running server, process \d+\) to .*: [\d.]+ MiB in [\d.]+ s\./);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);

        // The folder of a running server is never restored into.
        await expect(restore(firstBackup, source)).rejects.toThrow(
          /in use by process \d+ \(a running Armada\)/,
        );

        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
        expect(fs.existsSync(socket)).toBe(false);

        const target = await emptyTarget('restored-running');
        await restore(file, target);
        expect(await digestsOfTarget(target)).toEqual(await digestsOfTarget(source));
      } finally {
        server.child.kill('SIGKILL');
      }
    },
    180_000,
  );

  it('refuses to restore over a database, leaving it as it was', async () => {
    await expect(restore(firstBackup, source)).rejects.toThrow(
      pgUrl ? /already holds \d+ tables/ : /holds a database/,
    );
    if (!pgUrl) {
      const folder = path.join(work, 'not-empty');
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'kept');
      await expect(restore(firstBackup, { kind: 'pglite', dataDir: folder })).rejects.toThrow(/is not empty/);
      expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
    }
    expect(await digestsOfTarget(source)).toEqual(expected);
  });

  it('refuses a backup of the other kind, a missing file and a file that is no backup', async () => {
    const folder = path.join(work, 'never-written');
    const otherKind: Target = pgUrl
      ? { kind: 'pglite', dataDir: folder }
      : { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/never_connected' };
    await expect(restore(firstBackup, otherKind)).rejects.toThrow(
      pgUrl
        ? /is a backup of a PostgreSQL database, but the restore goes into the folder .*Set DATABASE_URL/
        : /is a backup of an embedded \(PGlite\) database, but the restore goes into the PostgreSQL database .*Unset DATABASE_URL/,
    );
    const target = await emptyTarget('never-written');
    await expect(restore(path.join(work, 'missing.tar'), target)).rejects.toThrow(/does not exist/);
    const text = path.join(work, 'notes.tar');
    fs.writeFileSync(text, 'not a backup\n');
    await expect(restore(text, target)).rejects.toThrow(/is not an Armada backup/);
    expect(fs.existsSync(folder)).toBe(false);

    // The command says so and exits non-zero.
    const cli = await runScript('server/ops/restore-cli.ts', [text, '--into', folder]).exited;
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/is not an Armada backup/);
  });

  it('refuses a truncated backup and leaves nothing behind in the target', async () => {
    const truncated = backupFile('truncated');
    const whole = fs.readFileSync(firstBackup);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyTarget('truncated');
    if (target.kind === 'pglite') {
      await expect(restore(truncated, target)).rejects.toThrow(/is truncated/);
      expect(fs.existsSync(target.dataDir)).toBe(false);
      fs.mkdirSync(target.dataDir);
      await expect(restore(truncated, target)).rejects.toThrow(/is truncated/);
      expect(fs.readdirSync(target.dataDir)).toEqual([]);

      // Whole, but no database that opens: what the restore wrote is removed again.
      const hollow = path.join(work, 'hollow');
      fs.mkdirSync(hollow);
      fs.writeFileSync(path.join(hollow, 'PG_VERSION'), '17\n');
      const hollowBackup = backupFile('hollow');
      execFileSync('tar', ['cf', hollowBackup, '-C', hollow, 'PG_VERSION']);
      await expect(restore(hollowBackup, target)).rejects.toThrow(/what it wrote was removed.*did not open/);
      expect(fs.readdirSync(target.dataDir)).toEqual([]);
    } else {
      await expect(restore(truncated, target)).rejects.toThrow(/rolled back/);
      const tables = await onServer(target.url, (c) =>
        c.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
        ),
      );
      expect(tables.rows[0]?.n).toBe(0);
    }
  });
});

async function waitForHealth(port: number, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not become healthy');
}
