/**
 * `npm run bench:integration [-- --rows N --db pglite,postgres]`: the ERP's bulk load of customers
 * alone (bench/integration.ts) on fresh databases; prints its table and writes
 * bench/results/integration.md.
 */
import path from 'node:path';
import { available, DB_LABELS, kindsFromArgs, withDatabase } from './databases';
import { benchIntegration, INTEGRATION_ROWS } from './integration';
import { Report } from './report';
import { ROOT } from './server-process';

const at = process.argv.indexOf('--rows');
const n = at >= 0 ? Number(process.argv[at + 1]) : INTEGRATION_ROWS;
if (!Number.isInteger(n) || n < 1 || n > INTEGRATION_ROWS) {
  process.stderr.write(`--rows takes a whole number from 1 to ${INTEGRATION_ROWS}\n`);
  process.exit(2);
}
const report = new Report();
report.line(`Armada integration bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
for (const kind of kindsFromArgs()) {
  if (!(await available(kind, report))) continue;
  await withDatabase(kind, (db) => benchIntegration(db, DB_LABELS[kind], report, n));
}
const results = path.join(ROOT, 'bench/results/integration.md');
report.write(results);
process.stdout.write(`\n${report.markdown()}\n`);
