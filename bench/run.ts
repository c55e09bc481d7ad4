/**
 * `npm run bench [-- --db pglite,postgres]`: times the built server on PGlite and on PostgreSQL and
 * prints a markdown table (also written to bench/results/latest.md). PostgreSQL comes from
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the bench creates a fresh
 * database beside it and drops it afterwards. docs/benchmarks.md says what each row measures.
 */
import os from 'node:os';
import path from 'node:path';
import { seed } from '../server/db/seed/index';
import {
  available,
  type BenchDatabase,
  DB_LABELS,
  type DbKind,
  kindsFromArgs,
  withDatabase,
} from './databases';
import { benchFirstLoad, ensureWebBuilt } from './first-load';
import { benchFoundation, benchSessionCacheOff, benchSmallGetQueries } from './foundation';
import { benchIntegration } from './integration';
import { benchLabels } from './labels';
import type { LoadResult } from './load';
import { Report } from './report';
import { benchResponsiveness } from './responsiveness';
import { withArmada } from './role-overview';
import { ensureServerBuilt, ROOT, startArmada } from './server-process';
import {
  benchBareInsert,
  benchRoleOverview,
  benchRoleUpload,
  SCALE,
  structureImplemented,
} from './structure';
import { UPLOAD_ROWS, uploadFile } from './upload-file';

const RESULTS = path.join(ROOT, 'bench/results/latest.md');

function progress(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

async function seeded(db: BenchDatabase, scale: number): Promise<number> {
  const database = await db.open();
  try {
    const started = performance.now();
    await seed(database.db, { scale, reset: true });
    return performance.now() - started;
  } finally {
    await database.close();
  }
}

/** Foundation rows and the role upload on demo data at scale 1; answers the upload's rows. */
async function foundationAndUpload(db: BenchDatabase, report: Report, structure: boolean) {
  progress(`${db.label}: seeding the demo data`);
  await seeded(db, 1);
  await benchSmallGetQueries(db, report);
  const file = structure ? await uploadFile(db) : undefined;
  const server = await startArmada(db.env);
  let queryFloor: LoadResult | undefined;
  try {
    progress(`${db.label}: logins and the authenticated GET under load`);
    queryFloor = await benchFoundation(server, db.env, db.label, report);
    if (!file) return undefined;
    progress(`${db.label}: role upload of ${UPLOAD_ROWS} rows`);
    return await benchRoleUpload(server, file, db.label, report);
  } catch (err) {
    process.stderr.write(`server output:\n${server.output()}\n`);
    throw err;
  } finally {
    await server.stop();
    if (queryFloor) {
      progress(`${db.label}: the authenticated GET with the session cache off`);
      const floor = queryFloor;
      await withArmada(db, (uncached) => benchSessionCacheOff(uncached, floor, db.label, report), {
        SESSION_CACHE_SECONDS: '0',
      });
    }
  }
}

async function benchOne(kind: DbKind, label: string, report: Report, structure: boolean): Promise<void> {
  let upload: Awaited<ReturnType<typeof foundationAndUpload>>;
  await withDatabase(kind, async (db) => {
    upload = await foundationAndUpload(db, report, structure);
  });
  if (!upload) return;
  const sent = upload;
  progress(`${label}: bare insert of the same rows into a scratch database`);
  await withDatabase(kind, (scratch) => benchBareInsert(scratch, sent.rows, sent, label, report));
  progress(`${label}: health and another user's read during an upload and during an export`);
  await withDatabase(kind, (fresh) => benchResponsiveness(fresh, sent.rows, label, report));
  progress(`${label}: seeding a fresh database at scale ${SCALE}, then the role overview and export`);
  await withDatabase(kind, (large) => benchRoleOverview(large, label, report));
  progress(`${label}: the ERP's bulk load of customers against a bare INSERT … ON CONFLICT`);
  await withDatabase(kind, (empty) => benchIntegration(empty, label, report));
}

async function main(): Promise<void> {
  const kinds = kindsFromArgs();
  ensureServerBuilt();
  // The servers serve the web app found when they start (the location page is measured in it).
  await ensureWebBuilt();
  const started = performance.now();
  const report = new Report();
  report.line(`Armada bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  report.line(
    `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  const structure = structureImplemented();
  if (!structure)
    report.line(
      'Structure rows not measured: the structure module does not implement roleUpload, selectRole and export yet',
    );
  for (const kind of kinds) {
    if (!(await available(kind, report))) continue;
    report.column(DB_LABELS[kind]);
    await benchOne(kind, DB_LABELS[kind], report, structure);
  }
  progress('labels: ZPL and sticker file');
  await benchLabels(report);
  progress('first load of the web app against its floor app');
  await benchFirstLoad(report);
  report.line(`Total bench time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  const cause = err instanceof Error && err.cause ? `\ncaused by: ${String(err.cause)}` : '';
  process.stderr.write(
    `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}\n`,
  );
  process.exit(1);
});
