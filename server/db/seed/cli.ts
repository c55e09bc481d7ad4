/** `npm run seed [-- --scale N]`: replaces the demo data of the configured database. */
import { loadConfig } from '../../config';
import { openStorage } from '../../platform/storage';
import { openDatabase } from '../client';
import { seed } from './index';

const args = process.argv.slice(2);
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
if (!Number.isFinite(scale) || scale < 1) {
  console.error('--scale needs a whole number of 1 or more');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  await seed(database.db, { scale, reset: true, storage: openStorage(config.storage) });
  console.log(`Seeded ${database.describe} at scale ${scale} in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
