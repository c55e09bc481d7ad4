/**
 * `npm run bench:growth [-- --scales 200,2000,20000] [--db postgres,pglite]`: how the cost of the
 * list pages grows with the data. For each database kind and scale: a fresh database seeded at that
 * scale (timed), the built server on it, and under 20 users the role overview and the assignment
 * overview (head office ALL BRANCH, and a branch user): first, middle and last page, and Load List
 * with its count kept; beside them a Load List whose count is computed, its queries run directly.
 * Prints one markdown table per kind (also written to bench/results/growth.md): a column per scale
 * and each measure's growth from scale to scale next to its selection's. A documented run, not CI:
 * scale 20000 (3,000,000 roles) takes the machine for a long while. docs/benchmarks.md says more.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApi, dataOf, login } from './api';
import {
  available,
  type BenchDatabase,
  DB_LABELS,
  type DbKind,
  kindsFromArgs,
  withDatabase,
} from './databases';
import { GROWTH_LISTS, type GrowthList, type User } from './growth/lists';
import { withMemoryPeak } from './growth/memory';
import { FLAT, GrowthTable, type Timing, WITH_SELECTION } from './growth/table';
import { sequential } from './load';
import { bytes, count, ratio } from './report';
import { loadEach, type PageAnswer, SECONDS, USERS, withArmada } from './role-overview';
import { ensureServerBuilt, ROOT, type ServerProcess } from './server-process';
import { seedAt } from './structure';

const RESULTS = path.join(ROOT, 'bench/results/growth.md');
const DEFAULT_SCALES = [200, 2000, 20000];
/** Cold Load Lists run one after another: each computes its count, so a few are enough. */
const COLD_RUNS = 20;

function progress(text: string): void {
  process.stderr.write(`[growth ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

function scalesFromArgs(): number[] {
  const at = process.argv.indexOf('--scales');
  if (at < 0) return DEFAULT_SCALES;
  const raw = process.argv[at + 1] ?? '';
  const scales = raw.split(',').map(Number);
  if (scales.length === 0 || scales.some((s) => !Number.isSafeInteger(s) || s < 1))
    throw new Error(`--scales takes whole numbers of 1 or more (comma-separated), got '${raw}'`);
  // Ascending: the growth columns compare each scale with the one before.
  return [...new Set(scales)].sort((a, b) => a - b);
}

interface Prepared {
  list: GrowthList;
  total: number;
  middle: string;
}

const selectionRow = (list: GrowthList) => `${list.name}: ${list.noun} in the selection`;

/** What the bench reads directly, the server stopped: each selection's size, middle cursor and cold Load List. */
async function direct(db: BenchDatabase, scale: number, table: GrowthTable): Promise<Prepared[]> {
  const database = await db.open();
  try {
    const prepared: Prepared[] = [];
    for (const list of GROWTH_LISTS) {
      const total = await list.count(database.db);
      table.selection(selectionRow(list), scale, total);
      const middle = await list.middleCursor(database.db, total);
      progress(`${db.label} ${scale}: ${list.name}: ${count(total)} ${list.noun}, Load List computed`);
      const cold = await sequential(COLD_RUNS, () => list.coldLoadList(database.db));
      table.timing(
        `${list.name}: Load List, count computed (same queries direct): p50 / p99`,
        scale,
        cold,
        'selection',
        selectionRow(list),
        `the module's page queries in the bench process, a store keeping nothing (versions read, page, count), ${COLD_RUNS} runs one at a time, server stopped: the floor of the first Load List after a write`,
      );
      prepared.push({ list, total, middle });
    }
    return prepared;
  } finally {
    await database.close();
  }
}

/** The four requests of one selection under USERS users on the running server. */
async function loads(
  server: ServerProcess,
  tokens: Record<User, string>,
  { list, total, middle }: Prepared,
  scale: number,
  table: GrowthTable,
): Promise<void> {
  const token = tokens[list.user];
  const url = `${server.url}/api${list.path}`;
  // The first Load List counts and keeps the count, as any user's does; the server must see the
  // selection the bench counted, and the middle page must be a full page of it.
  const first = dataOf<PageAnswer>(
    await callApi(server, 'POST', list.path, { ...list.body, count: true }, token),
    list.name,
  );
  if (first.total !== total)
    throw new Error(`${list.name}: the server counts ${first.total}, the bench ${total}`);
  const page = dataOf<PageAnswer>(
    await callApi(server, 'POST', list.path, { ...list.body, after: middle, count: false }, token),
    list.name,
  );
  const pageSize = Number(list.body.pageSize);
  if (page.rows.length !== Math.min(pageSize, total - Math.floor(total / 2)))
    throw new Error(`${list.name}: the middle page holds ${page.rows.length} rows`);

  const bodies = [
    { name: 'first page', body: { ...list.body, count: false } },
    { name: 'middle page (by cursor)', body: { ...list.body, after: middle, count: false } },
    { name: 'last page', body: { ...list.body, last: true, count: false } },
    { name: 'Load List, count kept', body: { ...list.body, count: true } },
  ];
  const results = await loadEach(url, { total, bodies }, token);
  const notes: Record<string, string> = {
    'first page': `${USERS} users, ${SECONDS} s each, ${pageSize} rows a page, ${list.user}`,
    'middle page (by cursor)': 'the page after the row at half the selection',
    'last page': '`last: true`',
    'Load List, count kept': 'first page + count, the count kept per data version (the normal path)',
  };
  for (const [name, r] of results) {
    const t: Timing = { p50: r.p50, p99: r.p99 };
    // Load List with its count kept reads the versions and a page: as flat as a page.
    table.timing(`${list.name}: ${name}: p50 / p99`, scale, t, 'flat', selectionRow(list), notes[name] ?? '');
  }
}

async function measureScale(db: BenchDatabase, scale: number, table: GrowthTable): Promise<void> {
  progress(`${db.label} ${scale}: seeding`);
  const seeded = await withMemoryPeak(() => seedAt(db, scale));
  table.seconds('seed --scale', scale, seeded.value.ms, 'one transaction, then ANALYZE');
  const { rssBytes, heapBytes, heapLimitBytes } = seeded.peak;
  table.amount(
    'bench process V8 heap peak during the seed',
    scale,
    heapBytes,
    bytes(heapBytes),
    `sampled every 50 ms; Node's heap limit ${bytes(heapLimitBytes)}`,
  );
  if (rssBytes !== undefined)
    table.amount(
      'bench process peak RSS during the seed',
      scale,
      rssBytes,
      bytes(rssBytes),
      'VmHWM, reset before the seed (PGlite runs in this process)',
    );
  const prepared = await direct(db, scale, table);
  progress(`${db.label} ${scale}: the pages under ${USERS} users`);
  await withArmada(db, async (server) => {
    const tokens: Record<User, string> = {
      'ho.admin': await login(server, 'ho.admin'),
      'branch.admin': await login(server, 'branch.admin'),
    };
    for (const p of prepared) await loads(server, tokens, p, scale, table);
  });
}

async function growthOf(kind: DbKind, scales: number[]): Promise<GrowthTable | undefined> {
  const table = new GrowthTable(scales);
  table.line(`### ${DB_LABELS[kind]}`);
  table.line('');
  if (!(await available(kind, table))) return table;
  for (const scale of scales) {
    const started = performance.now();
    // Named, so a database left by a killed run is found and dropped by the next.
    await withDatabase(kind, (db) => measureScale(db, scale, table), `armada_growth_${scale}`);
    table.line(`Scale ${count(scale)}: ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
  }
  return table;
}

async function main(): Promise<void> {
  const scales = scalesFromArgs();
  const kinds = kindsFromArgs('postgres');
  ensureServerBuilt();
  const started = performance.now();
  const head = [
    `Armada growth run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, scales ${scales.join(', ')}`,
    `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    `Goals, on p50: a page grows at most ${ratio(FLAT)} from one scale to the next ("flat", the margin is the machine's noise); a count computed at most ${ratio(WITH_SELECTION)} its selection's growth (at least ${ratio(FLAT)})`,
  ];
  const sections: string[] = [];
  for (const kind of kinds) {
    const table = await growthOf(kind, scales);
    if (table) sections.push(table.markdown());
  }
  head.push(`Total ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const text = `${head.map((h) => `${h}  `).join('\n')}\n\n${sections.join('\n')}`;
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, text);
  process.stdout.write(`\n${text}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  const cause = err instanceof Error && err.cause ? `\ncaused by: ${String(err.cause)}` : '';
  process.stderr.write(
    `growth run failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}\n`,
  );
  process.exit(1);
});
