/**
 * `npm run bench:incentive [-- --db pglite,postgres]`: the incentive screens (bench/incentive.ts) on
 * a fresh database seeded at scale 2000: the invoice lookup, the summary and the approval list under
 * 20 head-office users next to their queries run directly, and an approval of 1,000 requests next
 * to a bare UPDATE. Writes bench/results/incentive.md.
 *
 * The machine is shared: while this bench measures (from the server's start to the last floor; not
 * while it seeds), it holds /tmp/armada-quiet, which other users' runs wait on; it waits on another
 * run's file before it seeds or measures, and measures once the machine is idle (quietMachine).
 */
import fs from 'node:fs';
import path from 'node:path';
import { available, DB_LABELS, type DbKind, kindsFromArgs, withDatabase } from './databases';
import {
  benchApprove,
  benchIncentiveFloors,
  benchIncentiveLoads,
  comparePglite,
  type IncentiveLoads,
  prepareIncentiveMonth,
} from './incentive';
import { count, Report, sec } from './report';
import { withArmada } from './role-overview';
import { ensureServerBuilt, ROOT } from './server-process';
import { SCALE, seedAt } from './structure';

const RESULTS = path.join(ROOT, 'bench/results/incentive.md');
const QUIET = '/tmp/armada-quiet';
/** How long to wait for another user's quiet file to go before measuring anyway. */
const QUIET_WAIT_MS = 10 * 60_000;

function progress(text: string): void {
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
const IDLE_WAIT_MS = 5 * 60_000;

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
const MARK = `armada bench:incentive pid ${process.pid}\n`;

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

async function main(): Promise<void> {
  const started = Date.now();
  ensureServerBuilt();
  const report = new Report();
  report.line(`Armada incentive bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const measured = new Map<DbKind, IncentiveLoads>();
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
      const month = await prepareIncentiveMonth(db);
      report.line(
        `${column}: ${month.year}-${String(month.month).padStart(2, '0')}, the month holding the most requests: ` +
          `${count(month.requests)} requests, ${count(month.added)} of them NEW ones added by the bench`,
      );
      await quietly(async () => {
        progress(`${column}: waiting for a quiet machine`);
        const quiet = await quietMachine();
        const before = loadAverage();
        report.line(
          `${column}: ${Math.round(quiet.idle * 100)}% of the CPU idle over 5 s before the measurements ` +
            `(after waiting ${count(quiet.waitedMs / 1000)} s for at least ${IDLE_ENOUGH * 100}%)`,
        );
        progress(`${column}: the screens under load, the approvals`);
        const { loads, approveMs } = await withArmada(db, async (server) => {
          const loads = await benchIncentiveLoads(server, month, column, report);
          const approveMs = await benchApprove(server, month, column, report);
          return { loads, approveMs };
        });
        progress(`${column}: the floors`);
        await benchIncentiveFloors(db, month, loads, approveMs, report);
        measured.set(kind, loads);
        report.line(
          `${column}: load average (1 min) ${before} as the measurements began, ${loadAverage()} as they ended (this bench's own 20 users make about 2 of it)`,
        );
      });
    });
    // Written after each database too: a run cut short (a seed takes minutes) keeps what it measured.
    report.write(RESULTS);
  }
  const pglite = measured.get('pglite');
  const postgres = measured.get('postgres');
  if (pglite && postgres) comparePglite(pglite, postgres, DB_LABELS.pglite, report);
  report.line(`total ${count((Date.now() - started) / 1000)} s`);
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
