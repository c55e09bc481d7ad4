/**
 * `npm run bench:field-app [-- --db postgres|pglite] [--scale 2000] [--reps N] [--evening-reps M]
 *   [--concurrency C] [--kill-at 0.5] [--seeded URL]`: the field app's morning and evening for the
 * whole sales force (bench/field-app.ts) on a fresh database seeded at `--scale` (2000: 3,615
 * reps), or on an already seeded PostgreSQL database named by --seeded (kept, and changed: rep
 * users, campaigns, the records sent). Writes bench/results/field-app.md.
 */
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { available, type BenchDatabase, DB_LABELS, kindsFromArgs, withDatabase } from './databases';
import { benchFieldApp } from './field-app';
import { Report, sec } from './report';
import { ensureServerBuilt, ROOT } from './server-process';
import { seedAt } from './structure';

const RESULTS = path.join(ROOT, 'bench/results/field-app.md');

function arg(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function numberArg(flag: string, fallback: number | undefined, min: number, max: number): number | undefined {
  const raw = arg(flag);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    process.stderr.write(`${flag} takes a number from ${min} to ${max}\n`);
    process.exit(2);
  }
  return value;
}

function progress(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

const scale = numberArg('--scale', 2000, 1, 10_000) as number;
const options = {
  reps: numberArg('--reps', undefined, 1, 1_000_000),
  eveningReps: numberArg('--evening-reps', undefined, 1, 1_000_000),
  concurrency: numberArg('--concurrency', 16, 1, 1000) as number,
  killAt: numberArg('--kill-at', 0.5, 0, 1) as number,
  floorSamples: numberArg('--floor-samples', 200, 1, 100_000) as number,
  progress,
};

async function main(): Promise<void> {
  ensureServerBuilt();
  const report = new Report();
  report.line(`Armada field app bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const seeded = arg('--seeded');
  if (seeded) {
    const db: BenchDatabase = {
      kind: 'postgres',
      label: 'PostgreSQL',
      env: { DATABASE_URL: seeded },
      open: () => openDatabase({ databaseUrl: seeded, poolSize: 4 }),
      drop: async () => {},
    };
    report.line(`PostgreSQL database seeded beforehand: ${new URL(seeded).pathname.slice(1)}`);
    await benchFieldApp(db, 'PostgreSQL', report, options);
  } else {
    for (const kind of kindsFromArgs('postgres')) {
      if (!(await available(kind, report))) continue;
      const column = DB_LABELS[kind];
      await withDatabase(kind, async (db) => {
        progress(`${column}: seeding at scale ${scale}`);
        const seededIn = await seedAt(db, scale);
        report.set(`seed --scale ${scale}`, column, sec(seededIn.ms), '');
        await benchFieldApp(db, column, report, options);
      });
    }
  }
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
