/**
 * One export per user at a time: a second export of the same user while the first still streams
 * is refused with a clear message before it reads anything, other users are not held, and the slot
 * comes back when the file ends, fails or is abandoned. On PostgreSQL the slot holds across
 * processes (two ExportSlots on one database stand for two processes), a slot whose process stopped
 * confirming it is taken over, and a shutdown ends the running exports and gives their slots back.
 * The HTTP part runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { PassThrough, type Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { type Db, rows } from '../../db/client';
import { runForRequest } from '../../db/query-gate';
import { startTestApp, type TestApp } from '../../test/harness';
import { AppError } from '../errors';
import { ExportSlots } from './export-slots';
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
      // PostgreSQL reads one cursor: its connection is lost between two fetches. Only the export's
      // connection (its last statement declared or fetched the cursor): the server's other
      // connections, which may be in a transaction of their own at that moment, stay.
      await db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
          AND (query LIKE 'DECLARE%' OR query LIKE 'FETCH%')`);
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
      const second = await t.post(contract.structure.exportRole, body, ho);
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({ success: false, data: null, message: messages.exportRunning });
      const someoneElse = await t.post(contract.structure.exportRole, body, branchAdmin);
      expect(someoneElse.statusCode).toBe(200);
    } finally {
      file.destroy();
    }
    await tick();
    const again = await t.post(contract.structure.exportRole, body, ho);
    expect(again.statusCode).toBe(200);
    // The HTTP export gave its slot back when its file had been sent.
    expect((await t.post(contract.structure.exportRole, body, ho)).statusCode).toBe(200);
  });
});

/** The slot row of the user, when the database keeps one (PostgreSQL). */
async function slotRow(userId: string) {
  const [row] = await rows<{ holder: string; ageSeconds: number }>(
    db,
    sql`SELECT holder, extract(epoch FROM now() - alive_at)::float8 AS "ageSeconds"
        FROM export_slots WHERE user_id = ${userId}`,
  );
  return row;
}

const refusal = { message: messages.exportRunning, status: 429 };

describe('a shutdown (endAll)', () => {
  it('destroys the running files, gives their slots back, and ends an export whose file comes later', async () => {
    const slots = new ExportSlots(db);
    const first = await slots.take('end.first');
    const file = new PassThrough();
    let ended = false;
    first.follow(file, () => {
      ended = true;
    });
    // Still reading its first batch when the shutdown begins: its file arrives after.
    const late = await slots.take('end.late');
    if (t.database.kind === 'postgres') expect((await slotRow('end.first'))?.holder).toBe(slots.holder);

    const endedAll = slots.endAll();
    const lateFile = new PassThrough();
    late.follow(lateFile, () => undefined);
    await endedAll;
    expect(file.destroyed).toBe(true);
    expect(lateFile.destroyed).toBe(true);
    expect(ended).toBe(true);
    // Given back before endAll answered: the database may close now.
    expect(await slotRow('end.first')).toBeUndefined();
    expect(await slotRow('end.late')).toBeUndefined();
    const again = await slots.take('end.first');
    again.release();
  });
});

describe.runIf(process.env.DATABASE_URL)('export slots across processes (PostgreSQL)', () => {
  it('refuse the export of a user whose export runs in another process, until it ends there', async () => {
    const [one, two] = [new ExportSlots(db), new ExportSlots(db)];
    const running = await one.take('procs.user');
    await expect(two.take('procs.user')).rejects.toMatchObject(refusal);
    await expect(two.take('procs.user')).rejects.toBeInstanceOf(AppError);
    // Another user is not held.
    (await two.take('procs.other')).release();
    running.release();
    await expect.poll(() => slotRow('procs.user')).toBeUndefined();
    const taken = await two.take('procs.user');
    expect((await slotRow('procs.user'))?.holder).toBe(two.holder);
    taken.release();
  });

  it('take over a slot whose process stopped confirming it, never a confirmed one', async () => {
    await db.execute(sql`INSERT INTO export_slots (user_id, holder, alive_at)
      VALUES ('procs.dead', 'a process that died', now() - interval '1 hour'),
             ('procs.live', 'a process alive', now())`);
    const slots = new ExportSlots(db);
    const taken = await slots.take('procs.dead');
    expect((await slotRow('procs.dead'))?.holder).toBe(slots.holder);
    await expect(slots.take('procs.live')).rejects.toMatchObject(refusal);
    taken.release();
    await db.execute(sql`DELETE FROM export_slots WHERE user_id = 'procs.live'`);
  });

  it('take over, in the same process, its own row that a failed delete left', async () => {
    const slots = new ExportSlots(db);
    await db.execute(sql`INSERT INTO export_slots (user_id, holder) VALUES ('procs.left', ${slots.holder})`);
    const taken = await slots.take('procs.left');
    await expect(new ExportSlots(db).take('procs.left')).rejects.toMatchObject(refusal);
    taken.release();
    await expect.poll(() => slotRow('procs.left')).toBeUndefined();
  });

  it('give the slot back when the export ends after its client has gone', async () => {
    const slots = new ExportSlots(db);
    const client = new AbortController();
    const slot = await runForRequest(client.signal, () => slots.take('procs.gone'));
    // The request's queries are refused from now on; the slot's delete is not the request's.
    client.abort();
    runForRequest(client.signal, () => slot.release());
    await expect.poll(() => slotRow('procs.gone')).toBeUndefined();
  });

  it('keep a running export confirmed, so that it is never taken over while it runs', async () => {
    const slots = new ExportSlots(db, { heartbeatMs: 100, staleSeconds: 1 });
    // Taken by a request whose client then goes: the heartbeat outlives the request.
    const client = new AbortController();
    const running = await runForRequest(client.signal, () => slots.take('procs.long'));
    client.abort();
    // As if the export had run for an hour: its process confirms it again within a heartbeat.
    await db.execute(
      sql`UPDATE export_slots SET alive_at = now() - interval '1 hour' WHERE user_id = 'procs.long'`,
    );
    await expect
      .poll(async () => (await slotRow('procs.long'))?.ageSeconds ?? 3600, { timeout: 5000 })
      .toBeLessThan(1);
    await expect(
      new ExportSlots(db, { heartbeatMs: 100, staleSeconds: 1 }).take('procs.long'),
    ).rejects.toMatchObject(refusal);
    running.release();
    await expect.poll(() => slotRow('procs.long')).toBeUndefined();
  });
});
