/**
 * `npm run bench:before-after -- --before DIR [--rounds N]`: the 50,000-row assignment upload on
 * PGlite, on this tree's built server and on another checkout's (DIR, its server built with
 * `node scripts/build-server.mjs`), each on its own copy of one scale-2000 database, in turns
 * (before, after, before, after …). Runs on a shared 2-core machine differ by tens of percent, so a
 * change is compared with what it changed on one machine in one run. Written to
 * bench/results/before-after.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchDatabase, pgliteDatabase } from './databases';
import { Report, sec } from './report';
import { withArmada } from './role-overview';
import { assignmentUploadFile, benchAssignmentBareInsert, benchAssignmentUpload } from './sales-assignment';
import { ensureServerBuilt, ROOT, SERVER_ENTRY } from './server-process';
import { SCALE, seedAt } from './structure';

const RESULTS = path.join(ROOT, 'bench/results/before-after.md');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function progress(text: string): void {
  process.stderr.write(`[before-after ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

/** A copy of a stopped PGlite database's folder: each upload lands on data nobody uploaded to. */
function copyOf(db: BenchDatabase): BenchDatabase {
  const from = db.env.DATA_DIR;
  if (!from) throw new Error('only a PGlite database is copied');
  const copy = pgliteDatabase();
  const to = copy.env.DATA_DIR as string;
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  return copy;
}

async function main(): Promise<void> {
  const beforeDir = option('before');
  if (!beforeDir) throw new Error('--before DIR: the checkout whose built server is the "before"');
  const beforeEntry = path.resolve(beforeDir, 'dist/server/main.js');
  if (!fs.existsSync(beforeEntry)) throw new Error(`${beforeEntry} is missing: build it there first`);
  const rounds = Number(option('rounds') ?? 2);
  ensureServerBuilt();
  const report = new Report();
  report.line(`Armada before/after, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  report.line(`Node ${process.version}, ${os.cpus().length} cores; PGlite at scale ${SCALE}`);
  report.line(`before: ${beforeEntry}; after: ${SERVER_ENTRY}`);
  const db = pgliteDatabase();
  try {
    progress(`seeding PGlite at scale ${SCALE}`);
    const seeded = await seedAt(db, SCALE);
    report.set(`seed --scale ${SCALE}`, 'floor', sec(seeded.ms));
    const file = await assignmentUploadFile(db);
    const floorMs = await benchAssignmentBareInsert(db, file, 'floor', report);
    for (let round = 1; round <= rounds; round++) {
      for (const [label, entry] of [
        ['before', beforeEntry],
        ['after', SERVER_ENTRY],
      ] as const) {
        progress(`${label} ${round}: the assignment upload`);
        const copy = copyOf(db);
        try {
          await withArmada(
            copy,
            (server) => benchAssignmentUpload(server, file, floorMs, `${label} ${round}`, report),
            {},
            entry,
          );
        } finally {
          await copy.drop();
        }
      }
    }
  } finally {
    await db.drop();
  }
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `before-after failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exitCode = 1;
});
