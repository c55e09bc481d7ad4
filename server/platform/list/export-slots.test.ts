/**
 * One export per user at a time: a second export of the same user while the first still streams
 * is refused with a clear message before it reads anything, other users are not held, and the slot
 * comes back when the file ends, fails or is abandoned. The HTTP part runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import type { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../errors';
import { EXPORT_BATCH_ROWS, ExportBatchError, listExport, type PagePlan } from './index';
import { fillProbe, PROBE_ORDER, probeQuery } from './test-probe';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  // More rows than the stream's buffers take in before a reader asks for them.
  await fillProbe(db, 20 * EXPORT_BATCH_ROWS);
});
afterAll(() => t.close());

const columns = [{ header: 'ID', key: 'ID' as const }];

function probeExport(userId: string, select: (plan: PagePlan) => SQL) {
  return listExport<{ ID: number }>(
    { USER_ID: userId },
    PROBE_ORDER,
    {},
    {
      fileName: 'x.xlsx',
      sheetName: 'x',
      columns,
      db,
      select,
    },
  );
}

/** An export left streaming: nobody reads its file until `finish` drains it. */
function heldExport(userId: string) {
  let reads = 0;
  const started = probeExport(userId, (plan) => {
    reads++;
    return probeQuery(plan);
  });
  return { started, finish: async () => drain(await bodyOf(started)), reads: () => reads };
}

/** Reads the file to its end. */
function drain(file: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    file.on('data', () => {});
    file.once('end', resolve);
    file.once('error', reject);
  });
}

const bodyOf = async (answer: Promise<{ body: unknown }>) => (await answer).body as Readable;
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('export slots', () => {
  it('refuse a second export of the same user while the first streams, and free it at the end', async () => {
    const first = heldExport('slot.user');
    await first.started;
    const second = heldExport('slot.user');
    await expect(second.started).rejects.toThrow(messages.exportRunning);
    await expect(second.started).rejects.toMatchObject({ status: 429 });
    // Refused before it read anything.
    expect(second.reads()).toBe(0);
    // Another user is not held.
    const other = heldExport('other.user');
    (await bodyOf(other.started)).destroy();

    await first.finish();
    await tick();
    await heldExport('slot.user').finish();
  });

  it('free the slot when the client goes away, and when the first batch fails', async () => {
    const abandoned = heldExport('slot.gone');
    (await bodyOf(abandoned.started)).destroy();
    await tick();
    await heldExport('slot.gone').finish();

    // The first batch's query fails: a JSON error, before any byte of the file.
    const failing = probeExport('slot.fail', () => sql`SELECT json_build_object('ID', 1 / 0) AS j`);
    await expect(failing).rejects.toThrow();
    await heldExport('slot.fail').finish();
  });

  it('are refused as an AppError, which the envelope answers with the message', async () => {
    const first = heldExport('slot.error');
    const file = await bodyOf(first.started);
    const error = await heldExport('slot.error').started.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    file.destroy();
  });
});

describe('a batch that fails once the file has started', () => {
  it('ends the file with an error that carries its kind, not its text', async () => {
    const secret = 'spv.jkt1@armada.co.id';
    let selects = 0;
    const answer = await probeExport('batch.fail', (plan) => {
      selects++;
      // PGlite asks a query per batch: the second one fails, quoting a parameter in its text.
      if (selects > 1) return sql`SELECT json_build_object('ID', 1 / 0) AS j WHERE ${secret} <> ''`;
      return probeQuery(plan);
    });
    if (t.database.kind === 'postgres') {
      // PostgreSQL reads one cursor: its connection is lost between two fetches.
      await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`);
    }
    const error = await drain(answer.body as Readable).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ExportBatchError);
    const told = JSON.stringify({ ...(error as object), message: (error as Error).message });
    expect(told).not.toContain('armada.co.id');
    expect(told).not.toContain('export_probe');
  });
});

describe('the role export over HTTP', () => {
  it('answers a second concurrent export of the same user with the message, and serves others', async () => {
    const [ho, branchAdmin] = [await t.login('ho.admin'), await t.login('branch.admin')];
    const body = { branch: '0', position: '', search: '' };
    // ho.admin's first export, still streaming.
    const first = heldExport('ho.admin');
    const file = await bodyOf(first.started);
    try {
      const second = await t.call('POST', '/api/structure/role/export', body, ho);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({ success: false, data: null, message: messages.exportRunning });
      const someoneElse = await t.call('POST', '/api/structure/role/export', body, branchAdmin);
      expect(someoneElse.statusCode).toBe(200);
    } finally {
      file.destroy();
    }
    await tick();
    const again = await t.call('POST', '/api/structure/role/export', body, ho);
    expect(again.statusCode).toBe(200);
    // The HTTP export gave its slot back when its file had been sent.
    expect((await t.call('POST', '/api/structure/role/export', body, ho)).statusCode).toBe(200);
  });
});
