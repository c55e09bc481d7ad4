/**
 * What an export reads while other users write, on PGlite and on PostgreSQL (DATABASE_URL set).
 * PostgreSQL reads the selection through one cursor in one snapshot, so the file is the list as it
 * stood when the export began; PGlite reads keyset batches, each as the table stands when it is
 * read (export-batches.ts says why). A client that goes away ends the read: on PostgreSQL the
 * transaction, whose connection goes back to the pool, and on both the user's export slot.
 */
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { readStream, values } from '../xlsx-stream/test-helpers';
import { exportBatches } from './export-batches';
import { EXPORT_BATCH_ROWS, listExport } from './index';
import { fillProbe, PROBE_ORDER, type ProbeRow, probeQuery, probeRows } from './test-probe';

/** Four batches: the third and fourth are read only after the consumer took the second. */
const ROWS = 3 * EXPORT_BATCH_ROWS + 500;
const AHEAD_CHANGED = 2 * EXPORT_BATCH_ROWS + 100;
const AHEAD_REMOVED = 2 * EXPORT_BATCH_ROWS + 200;
const ADDED = ROWS + 1;

let t: TestApp;
let db: Db;
let postgres: boolean;

beforeAll(async () => {
  t = await startTestApp();
  db = t.database.db;
  postgres = t.database.kind === 'postgres';
});
afterAll(() => t.close());

/**
 * Other users' writes once the export has its first batch: in rows of that batch (ids 10 and 20),
 * in rows of the third batch (not yet read on either database), and a row added after the last.
 */
async function writeDuring(): Promise<void> {
  await db.execute(sql`UPDATE export_probe SET name = 'changed behind' WHERE id = 10`);
  await db.execute(sql`DELETE FROM export_probe WHERE id = 20`);
  await db.execute(sql`UPDATE export_probe SET name = 'changed ahead' WHERE id = ${AHEAD_CHANGED}`);
  await db.execute(sql`DELETE FROM export_probe WHERE id = ${AHEAD_REMOVED}`);
  await db.execute(sql`INSERT INTO export_probe VALUES (${ADDED}, 'added')`);
}

/** On PGlite, the batches read after the writes see them; the first batch does not. */
function asReadOnPglite(before: ProbeRow[]): ProbeRow[] {
  const after = before
    .filter((row) => row.ID !== AHEAD_REMOVED)
    .map((row) => (row.ID === AHEAD_CHANGED ? { ...row, NAME: 'changed ahead' } : row));
  return [...after, { ID: ADDED, NAME: 'added' }];
}

const columns = [
  { header: 'ID', key: 'ID' as const },
  { header: 'NAME', key: 'NAME' as const },
];

function exportProbe(
  userId: string,
  sort: { sortField?: string; sortDir?: 'asc' | 'desc' },
  select = probeQuery,
) {
  return listExport<ProbeRow>({ USER_ID: userId }, PROBE_ORDER, sort, {
    fileName: 'Probe.xlsx',
    sheetName: 'Probe',
    columns,
    db,
    select,
  });
}

/** Client sessions of the test's database inside a transaction, other than the one asking. */
/**
 * How long a connection may take to come back once its export ends: on a busy 2-core machine more
 * than vi.waitFor's default second.
 */
const SETTLE = { timeout: 15_000, interval: 50 };

async function openTransactions(): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend'
          AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
  );
  return found?.n ?? -1;
}

describe('an export while other users write', () => {
  it('hands over the list as it stood at the start (PostgreSQL), or each batch as it stands when read (PGlite)', async () => {
    await fillProbe(db, ROWS);
    const before = await probeRows(db);
    const batches = exportBatches<ProbeRow>(db, PROBE_ORDER, {}, probeQuery, EXPORT_BATCH_ROWS);
    const first = await batches.next();
    await writeDuring();
    const read = [...(first.value ?? [])];
    for await (const batch of batches) read.push(...batch);
    expect(read).toEqual(postgres ? before : asReadOnPglite(before));
  });

  it('writes the file row for row as the list stood when it began, in the order asked (PostgreSQL)', async () => {
    await fillProbe(db, ROWS);
    const byNameDown = (a: ProbeRow, b: ProbeRow) => (a.NAME < b.NAME ? 1 : a.NAME > b.NAME ? -1 : 0);
    const before = (await probeRows(db)).sort(byNameDown);
    const answer = await exportProbe('export.snapshot', { sortField: 'NAME', sortDir: 'desc' });
    await writeDuring();
    const [header, ...lines] = values(await readStream(answer.body as Readable));
    expect(header).toEqual(['ID', 'NAME']);
    const file = lines.map(([ID, NAME]) => ({ ID, NAME }) as ProbeRow);
    if (postgres) {
      expect(file).toEqual(before);
      return;
    }
    // PGlite: the rows nobody wrote are all there, once each, in the order asked.
    const written = new Set([10, 20, AHEAD_CHANGED, AHEAD_REMOVED, ADDED]);
    const untouched = (list: ProbeRow[]) => list.filter((row) => !written.has(row.ID));
    expect(untouched(file)).toEqual(untouched(before));
  });
});

describe('an export whose client goes away', () => {
  it('ends its transaction, gives the connection back, and frees the export slot', async () => {
    await fillProbe(db, ROWS);
    const answer = await exportProbe('export.gone', {});
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    // The cursor's transaction is open while the file streams.
    if (postgres) expect(await openTransactions()).toBe(1);
    (answer.body as Readable).destroy();
    if (postgres) {
      await vi.waitFor(async () => {
        expect(await openTransactions()).toBe(0);
        expect(pool.idleCount).toBe(pool.totalCount);
      }, SETTLE);
    }
    // The same user's next export starts (the slot is back) and reads every row.
    const again = await vi.waitFor(() => exportProbe('export.gone', {}), SETTLE);
    const [, ...lines] = values(await readStream(again.body as Readable));
    expect(lines).toHaveLength(ROWS);
  });
});

describe.runIf(process.env.DATABASE_URL)('exports of several users at once (PostgreSQL)', () => {
  it('hold cursors on at most half the pool, the others reading keyset batches', async () => {
    await fillProbe(db, ROWS);
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    expect(pool.options.max).toBe(5);
    const answers = [
      await exportProbe('many.1', {}),
      await exportProbe('many.2', {}),
      await exportProbe('many.3', {}),
    ];
    // Two cursors hold their transaction; the third export reads a batch at a time (while one of
    // its queries runs, it shows as a third transaction for a moment).
    await vi.waitFor(async () => expect(await openTransactions()).toBe(2), SETTLE);
    for (const answer of answers) {
      const [, ...lines] = values(await readStream(answer.body as Readable));
      expect(lines).toHaveLength(ROWS);
    }
    await vi.waitFor(async () => expect(await openTransactions()).toBe(0), SETTLE);
  });
});
