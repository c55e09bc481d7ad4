/**
 * `npm run bench:crc-and-realization [-- --db pglite,postgres]`: the CRC and call realization rows of `npm run
 * bench` alone (bench/crc-and-realization.ts), on a fresh database seeded at scale 2000, for a change to
 * those screens that does not need the whole bench. Writes bench/results/crc-and-realization.md.
 */
import path from 'node:path';
import { login } from './api';
import {
  benchFieldEvidenceFloors,
  benchFieldEvidenceLoads,
  busiest,
  REALIZATION_EXPORT,
} from './crc-and-realization';
import { available, DB_LABELS, kindsFromArgs, withDatabase } from './databases';
import { benchListExport, exportFromMemory } from './list-export';
import { count, Report, sec } from './report';
import { withArmada } from './role-overview';
import { ensureServerBuilt, ROOT } from './server-process';
import { SCALE, seedAt } from './structure';

const RESULTS = path.join(ROOT, 'bench/results/crc-and-realization.md');

function progress(text: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

async function main(): Promise<void> {
  ensureServerBuilt();
  const report = new Report();
  report.line(
    `Armada CRC and call realization bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  for (const kind of kindsFromArgs()) {
    if (!(await available(kind, report))) continue;
    const column = DB_LABELS[kind];
    report.column(column);
    await withDatabase(kind, async (db) => {
      progress(`${column}: seeding at scale ${SCALE}`);
      const seeded = await seedAt(db, SCALE);
      report.set(`seed --scale ${SCALE}`, column, sec(seeded.ms), '');
      progress(`${column}: the export's floor`);
      const floor = await exportFromMemory(db, REALIZATION_EXPORT);
      const asked = await busiest(db);
      progress(`${column}: the screens under load, the thumbnail, the export`);
      const loads = await withArmada(db, async (server) => {
        const measured = await benchFieldEvidenceLoads(server, asked, column, report);
        const token = await login(server, 'ho.admin');
        const label = `${count(floor.rows)} realization rows`;
        await benchListExport(server, REALIZATION_EXPORT, token, label, column, report, floor);
        return measured;
      });
      progress(`${column}: the floors`);
      await benchFieldEvidenceFloors(db, loads, report);
    });
  }
  report.write(RESULTS);
  process.stdout.write(`\n${report.markdown()}\nWritten to ${path.relative(process.cwd(), RESULTS)}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
