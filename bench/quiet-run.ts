/**
 * The frame of a bench that measures on a quiet machine, on a fresh database of each kind seeded at
 * scale 2000 (`npm run bench:incentive`, `npm run bench:push-activity`): seed, prepare what the
 * loads ask for, then measure holding /tmp/armada-quiet once the machine is idle, and write the
 * report after each database.
 *
 * The machine is shared: while a bench measures (from its server's start to its last floor; not
 * while it seeds), it holds /tmp/armada-quiet, which other users' runs wait on; it waits on another
 * run's file before it seeds or measures, and measures once the machine is idle (quietMachine).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  available,
  type BenchDatabase,
  DB_LABELS,
  type DbKind,
  kindsFromArgs,
  withDatabase,
} from './databases';
import type { LoadResult } from './load';
import { count, Report, ratio, sec } from './report';
import { ensureServerBuilt } from './server-process';
import { SCALE, seedAt } from './structure';

const QUIET = '/tmp/armada-quiet';
/** How long to wait for another user's quiet file to go before measuring anyway. */
const QUIET_WAIT_MS = 10 * 60_000;

export function progress(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

/** The machine's 1-minute load average: what else ran shows beside the figures. */
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?';

/** Idle and total CPU time of the machine so far (/proc/stat, every core): idle counts iowait. */
function cpuTimes(): { idle: number; total: number } {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, x) => sum + x, 0);
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total };
}

/** The share of the machine's CPU left idle over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const before = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const after = cpuTimes();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** A machine this idle (over 5 s, this bench doing nothing) is quiet enough to measure on. */
const IDLE_ENOUGH = 0.8;
/** How long to wait for it: tests others started before the quiet file appeared finish meanwhile. */
const IDLE_WAIT_MS = 10 * 60_000;

/** Waits until the machine is quiet (or IDLE_WAIT_MS has passed): the idle share found and the wait. */
async function quietMachine(): Promise<{ idle: number; waitedMs: number }> {
  const started = Date.now();
  for (;;) {
    const idle = await idleShare(5000);
    const waitedMs = Date.now() - started;
    if (idle >= IDLE_ENOUGH || waitedMs >= IDLE_WAIT_MS) return { idle, waitedMs };
  }
}

/** This process's mark in the quiet file: only a file holding it is ours to remove. */
const MARK = `armada ${path.basename(process.argv[1] ?? 'bench')} pid ${process.pid}\n`;

function releaseQuiet(): void {
  try {
    if (fs.readFileSync(QUIET, 'utf8') === MARK) fs.unlinkSync(QUIET);
  } catch {
    // Gone already.
  }
}

/** Waits while another run's quiet file exists (it is measuring); false when it outstayed QUIET_WAIT_MS. */
async function othersMeasured(): Promise<boolean> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  while (fs.existsSync(QUIET)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 2000));
  }
  return true;
}

/**
 * Runs `work` holding the quiet file. Another run's file is waited for (it is measuring), then the
 * file is created exclusively, so two runs never both believe the machine is theirs.
 */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    if (!(await othersMeasured()))
      throw new Error(`${QUIET} stayed for ${QUIET_WAIT_MS / 60_000} min: not measuring`);
    try {
      fs.writeFileSync(QUIET, MARK, { flag: 'wx' });
      break;
    } catch (err) {
      // Another run took it between the look and the write: wait for that one too.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  try {
    return await work();
  } finally {
    releaseQuiet();
  }
}

// A run stopped by a signal or process.exit skips `finally`: the quiet file must not outlive it,
// or every other user's run would wait on it.
process.on('exit', releaseQuiet);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    releaseQuiet();
    process.exit(130);
  });
}

/** What one quiet bench does on each database; the frame seeds, waits, reports and cleans up. */
export interface QuietBench<Prepared, Measured> {
  /** Heads the report: "Armada {title} bench, {time} UTC". */
  title: string;
  /** The report's file. */
  results: string;
  /** Reads and adds what the loads ask for, the server stopped, before the quiet file is taken. */
  prepare(db: BenchDatabase, column: string, report: Report): Promise<Prepared>;
  /** Measures on a quiet machine: the server's loads, then the floors with the server stopped. */
  measure(db: BenchDatabase, prepared: Prepared, column: string, report: Report): Promise<Measured>;
  /** Once every database was measured: the rows that compare them. */
  compare?(measured: Map<DbKind, Measured>, report: Report): void;
}

export async function runQuietBench<Prepared, Measured>(
  bench: QuietBench<Prepared, Measured>,
): Promise<void> {
  const started = Date.now();
  ensureServerBuilt();
  const report = new Report();
  report.line(`Armada ${bench.title} bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const measured = new Map<DbKind, Measured>();
  for (const kind of kindsFromArgs()) {
    if (!(await available(kind, report))) continue;
    const column = DB_LABELS[kind];
    report.column(column);
    // A seed takes both cores for minutes: not while another run measures (it would wait anyway).
    progress(`${column}: waiting for other runs' measurements`);
    await othersMeasured();
    await withDatabase(kind, async (db) => {
      progress(`${column}: seeding at scale ${SCALE}`);
      const seeded = await seedAt(db, SCALE);
      report.set(`seed --scale ${SCALE}`, column, sec(seeded.ms), '');
      const prepared = await bench.prepare(db, column, report);
      await quietly(async () => {
        progress(`${column}: waiting for a quiet machine`);
        const quiet = await quietMachine();
        const before = loadAverage();
        report.line(
          `${column}: ${Math.round(quiet.idle * 100)}% of the CPU idle over 5 s before the measurements ` +
            `(after waiting ${count(quiet.waitedMs / 1000)} s for at least ${IDLE_ENOUGH * 100}%)`,
        );
        measured.set(kind, await bench.measure(db, prepared, column, report));
        report.line(
          `${column}: load average (1 min) ${before} as the measurements began, ${loadAverage()} as they ended (this bench's own 20 users make about 2 of it)`,
        );
      });
    });
    // Written after each database too: a run cut short (a seed takes minutes) keeps what it measured.
    report.write(bench.results);
  }
  bench.compare?.(measured, report);
  report.line(`total ${count((Date.now() - started) / 1000)} s`);
  report.write(bench.results);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), bench.results)}\n`);
}

/** Runs the bench as a script's main: a failure prints its stack and exits 1. */
export function mainOf<Prepared, Measured>(bench: QuietBench<Prepared, Measured>): void {
  runQuietBench(bench).catch((err: unknown) => {
    process.stderr.write(
      `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}

/** A bench's screens measured under load on one database: each request's key and name, and its load. */
export interface ScreenLoads {
  requests: readonly { key: string; name: string }[];
  armada: Map<string, LoadResult>;
}

/** PGlite's p99 ÷ PostgreSQL's for each screen, once both were measured: goal ≤ 3x. */
export function comparePgliteP99(heading: string, measured: Map<DbKind, ScreenLoads>, report: Report): void {
  const pglite = measured.get('pglite');
  const postgres = measured.get('postgres');
  if (!pglite || !postgres) return;
  for (const r of postgres.requests) {
    const lite = pglite.armada.get(r.key);
    const pg = postgres.armada.get(r.key);
    if (!lite || !pg) continue;
    report.set(
      `${heading}: ${r.name}: PGlite p99 ÷ PostgreSQL p99`,
      DB_LABELS.pglite,
      ratio(lite.p99 / pg.p99),
      'goal ≤ 3x',
    );
  }
}
