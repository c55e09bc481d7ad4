/**
 * `npm run seed [-- --scale N]`: replaces the data of the configured database with the demo data.
 * Refused with NODE_ENV=production, unless `--demo-in-production` says it is meant.
 */
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
if (config.production && !args.includes('--demo-in-production')) {
  console.error('NODE_ENV=production: `npm run seed` would replace the data with the demo data. Refused.');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  await seed(database.db, { scale, reset: true, storage: openStorage(config.storage) });
  console.log(`Seeded ${database.describe} at scale ${scale} in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
