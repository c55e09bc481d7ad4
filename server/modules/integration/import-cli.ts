/**
 * `npm run import -- <entity> FILE` loads one ERP extract (.csv or .xlsx) into the configured
 * database; `npm run import -- all FOLDER` loads the files of a folder named after the entities
 * (branches.csv, customers.xlsx …) in the order they refer to each other, stopping at the first
 * refused. Entities: branches, channels, customers, products, business-types, employees, invoices.
 * Exits 1 when a file is refused, printing every rejected row with its reason; nothing of a refused
 * file is kept.
 */
import { INTEGRATION_ENTITY_NAMES, type IntegrationEntity } from '../../../common/contract/integration';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { filesOfFolder, importFile, reportLines } from './import-file';

const [what, target] = process.argv.slice(2);
const usage = `usage: npm run import -- <${INTEGRATION_ENTITY_NAMES.join('|')}> FILE.csv|FILE.xlsx\n       npm run import -- all FOLDER`;
if (!what || !target || (what !== 'all' && !INTEGRATION_ENTITY_NAMES.includes(what as IntegrationEntity))) {
  console.error(usage);
  process.exit(2);
}

const files: [IntegrationEntity, string][] =
  what === 'all' ? filesOfFolder(target) : [[what as IntegrationEntity, target]];
if (files.length === 0) {
  console.error(`no file to import in ${target}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let failed = false;
try {
  for (const [entity, file] of files) {
    const outcome = await importFile(database, entity, file, (line) => console.error(line));
    for (const line of reportLines(outcome)) console.log(line);
    if (!outcome.ok) {
      failed = true;
      break;
    }
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
