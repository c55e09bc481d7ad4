/**
 * One export per user at a time: a second export of the same user while the first still streams
 * is refused with a clear message before it reads anything, other users are not held, and the slot
 * comes back when the file ends, fails or is abandoned. The HTTP part runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set.
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../common/messages';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../errors';
import { EXPORT_BATCH_ROWS, ExportBatchError, type KeysetOrder, listExport } from './index';

interface Row {
  ID: number;
}

const order: KeysetOrder = {
  sortable: new Map([['ID', { expr: sql`id`, unique: true }]]),
  defaultField: 'ID',
  idField: 'ID',
  id: sql`id`,
};

/** An export whose second batch is read only when `more` is resolved. */
function heldExport(userId: string) {
  let more: (rows: Row[]) => void = () => {};
  const secondBatch = new Promise<Row[]>((resolve) => {
    more = resolve;
  });
  let reads = 0;
  const started = listExport(
    { USER_ID: userId },
    order,
    {},
    {
      fileName: 'x.xlsx',
      sheetName: 'x',
      columns: [{ header: 'ID', key: 'ID' }],
      read: async () => {
        reads++;
        if (reads === 1) return Array.from({ length: EXPORT_BATCH_ROWS }, (_, i) => ({ ID: i + 1 }));
        return secondBatch;
      },
    },
  );
  return { started, finish: () => more([]), reads: () => reads };
}

/** Reads the file to its end. */
function drain(file: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    file.on('data', () => {});
    file.once('end', resolve);
    file.once('error', reject);
  });
}

const bodyOf = async (answer: ReturnType<typeof heldExport>['started']) => (await answer).body as Readable;
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('export slots', () => {
  it('refuse a second export of the same user while the first streams, and free it at the end', async () => {
    const first = heldExport('slot.user');
    const file = await bodyOf(first.started);
    const done = drain(file);
    const second = heldExport('slot.user');
    await expect(second.started).rejects.toThrow(messages.exportRunning);
    await expect(second.started).rejects.toMatchObject({ status: 429 });
    // Refused before it read anything.
    expect(second.reads()).toBe(0);
    // Another user is not held.
    const other = heldExport('other.user');
    (await bodyOf(other.started)).destroy();

    first.finish();
    await done;
    await tick();
    const third = heldExport('slot.user');
    third.finish();
    await drain(await bodyOf(third.started));
  });

  it('free the slot when the client goes away, and when the first batch fails', async () => {
    const abandoned = heldExport('slot.gone');
    (await bodyOf(abandoned.started)).destroy();
    await tick();
    const next = heldExport('slot.gone');
    next.finish();
    await drain(await bodyOf(next.started));

    const failing = listExport(
      { USER_ID: 'slot.fail' },
      order,
      {},
      {
        fileName: 'x.xlsx',
        sheetName: 'x',
        columns: [{ header: 'ID', key: 'ID' }],
        read: async () => {
          throw new Error('database gone');
        },
      },
    );
    await expect(failing).rejects.toThrow('database gone');
    const after = heldExport('slot.fail');
    after.finish();
    await drain(await bodyOf(after.started));
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
    let reads = 0;
    const answer = await listExport(
      { USER_ID: 'batch.fail' },
      order,
      {},
      {
        fileName: 'x.xlsx',
        sheetName: 'x',
        columns: [{ header: 'ID', key: 'ID' }],
        read: async () => {
          reads++;
          if (reads === 1) return Array.from({ length: EXPORT_BATCH_ROWS }, (_, i) => ({ ID: i + 1 }));
          throw new Error('Failed query: select ... params: spv.jkt1@armada.co.id');
        },
      },
    );
    const error = await drain(answer.body as Readable).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ExportBatchError);
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain(
      'armada.co.id',
    );
  });
});

describe('the role export over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

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
