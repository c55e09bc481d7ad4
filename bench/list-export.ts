/**
 * A list's export (the role overview's, the assignment overview's), read in one pass: one cursor in
 * one snapshot on PostgreSQL, keyset batches on PGlite (server/platform/list/export-batches.ts):
 * seconds, the server's peak memory above idle, and how long `/api/health` waits while the export
 * runs (polled every 100 ms), next to the floor of the same writer writing the same rows from
 * memory in the bench process.
 */
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { read, utils } from '@e965/xlsx';
import type { Role } from '../common/contract/structure';
import type { Db } from '../server/db/client';
import { ROLE_ORDER, selectRoles } from '../server/modules/structure/queries';
import { ROLE_EXPORT_COLUMNS } from '../server/modules/structure/role-list';
import type { ExcelColumn } from '../server/platform/excel';
import { EXPORT_BATCH_ROWS, type KeysetOrder, keysetBatches, type PagePlan } from '../server/platform/list';
import { xlsxStreamOfRows } from '../server/platform/xlsx-stream';
import { headers } from './api';
import type { BenchDatabase } from './databases';
import { summarise, timed } from './load';
import { bytes, count, ms, type Report, ratio, sec } from './report';
import type { ServerProcess } from './server-process';

/** What an export bench needs of a list: its call and body, and its rows and writer for the floor. */
export interface ExportSubject<Row extends object> {
  path: string;
  body: Record<string, unknown>;
  sheetName: string;
  columns: readonly ExcelColumn<Row>[];
  order: KeysetOrder;
  read: (db: Db, plan: PagePlan) => Promise<Row[]>;
}

/** 'Overview Role.xlsx' of ALL BRANCH. */
export const ROLE_EXPORT: ExportSubject<Role> = {
  path: '/structure/role/export',
  body: { branch: '0', position: '', search: '' },
  sheetName: 'Overview Role',
  columns: ROLE_EXPORT_COLUMNS,
  order: ROLE_ORDER,
  read: (db, plan) => selectRoles(db, undefined, plan),
};
const HEALTH_EVERY_MS = 100;
const RSS_EVERY_MS = 20;

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Counts the bytes of a stream without keeping them. */
function countingSink(): { sink: Writable; size(): number } {
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done();
    },
  });
  return { sink, size: () => size };
}

/**
 * The floor: every role of the selection read into memory first (not timed), then written by the
 * same writer from that array in batches of the export's size. Run while the server is stopped.
 */
export async function exportFromMemory<Row extends object>(
  db: BenchDatabase,
  subject: ExportSubject<Row>,
): Promise<{ ms: number; size: number; rows: number }> {
  const database = await db.open();
  const all: Row[] = [];
  try {
    for await (const batch of keysetBatches(subject.order, {}, 10_000, (plan) =>
      subject.read(database.db, plan),
    ))
      all.push(...batch);
  } finally {
    await database.close();
  }
  const { sink, size } = countingSink();
  const run = await timed(() =>
    pipeline(xlsxStreamOfRows(subject.sheetName, subject.columns, all, EXPORT_BATCH_ROWS), sink),
  );
  return { ms: run.ms, size: size(), rows: all.length };
}

interface ExportRun {
  ms: number;
  files: Buffer[];
  extraPeak: number;
  health: { p50: number; p99: number; max: number; polls: number };
}

/**
 * Runs one export per token at once while sampling the server's memory and polling its health. A
 * user gets one export at a time, so exports at once need a token of another user each.
 */
async function measuredExports<Row extends object>(
  server: ServerProcess,
  tokens: readonly string[],
  subject: ExportSubject<Row>,
): Promise<ExportRun> {
  const idle = rssOf(server.pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, RSS_EVERY_MS);
  const waits: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
      const took = performance.now() - started;
      waits.push(took);
      await new Promise((r) => setTimeout(r, Math.max(0, HEALTH_EVERY_MS - took)));
    }
  })();
  try {
    const run = await timed(() =>
      Promise.all(
        tokens.map(async (token) => {
          const res = await fetch(`${server.url}/api${subject.path}`, {
            method: 'POST',
            headers: headers(token),
            body: JSON.stringify(subject.body),
          });
          const file = Buffer.from(await res.arrayBuffer());
          if (res.status !== 200)
            throw new Error(`export answered ${res.status}: ${file.toString().slice(0, 300)}`);
          return file;
        }),
      ),
    );
    running = false;
    await poller;
    const health = summarise(waits);
    return {
      ms: run.ms,
      files: run.value,
      extraPeak: peak - idle,
      health: { p50: health.p50, p99: health.p99, max: health.max, polls: health.count },
    };
  } finally {
    running = false;
    clearInterval(sampler);
  }
}

const rowsIn = (file: Buffer) => {
  const book = read(file, { type: 'buffer', dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return sheet ? utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).length - 1 : 0;
};

/**
 * One export of the subject, and with `secondToken` (another user's: one user gets one export at a
 * time) two at the same time, on a running server.
 */
export async function benchListExport<Row extends object>(
  server: ServerProcess,
  subject: ExportSubject<Row>,
  token: string,
  label: string,
  column: string,
  report: Report,
  floor: { ms: number; size: number; rows: number } | undefined,
  secondToken?: string,
): Promise<void> {
  const one = await measuredExports(server, [token], subject);
  const file = one.files[0] as Buffer;
  const lines = rowsIn(file);
  report.set(
    `export ${label}: seconds, size`,
    column,
    `${sec(one.ms)}, ${bytes(file.length)}`,
    `${count(lines)} rows read back`,
  );
  report.set(`export ${label}: server peak RSS above idle`, column, bytes(one.extraPeak), 'goal < 150 MB');
  report.set(
    `export ${label}: /api/health during it, p50 / p99 / max`,
    column,
    `${ms(one.health.p50)} / ${ms(one.health.p99)} / ${ms(one.health.max)}`,
    `${one.health.polls} polls every ${HEALTH_EVERY_MS} ms; goal p99 < 100 ms on PostgreSQL, < 200 ms on PGlite`,
  );
  if (floor) {
    report.set(
      `export ${label}: same writer, same rows from memory (floor)`,
      column,
      `${sec(floor.ms)}, ${bytes(floor.size)}`,
      `${count(floor.rows)} rows; export / floor ${ratio(one.ms / floor.ms)}, goal ≤ 2x`,
    );
  }
  if (secondToken !== undefined) {
    const two = await measuredExports(server, [token, secondToken], subject);
    report.set(
      `two exports ${label} at once: seconds, peak RSS above idle, health p99`,
      column,
      `${sec(two.ms)}, ${bytes(two.extraPeak)}, ${ms(two.health.p99)}`,
      `${two.files.map((f) => count(rowsIn(f))).join(' + ')} rows read back`,
    );
  }
}
