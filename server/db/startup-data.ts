/**
 * What a start writes before serving: outside production, the demo data into an empty embedded
 * database; always, the reference lists of this version. Production never writes a demo row.
 */
import type { Storage } from '../platform/storage';
import type { Database } from './client';
import { ensureReferenceLists } from './reference-lists';
import { isEmpty, seed } from './seed/index';

export interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function prepareData(
  database: Database,
  options: { seedOnEmpty: boolean; storage?: Storage },
  log: StartupLog,
): Promise<void> {
  if (database.kind === 'pglite' && options.seedOnEmpty && (await isEmpty(database.db))) {
    log.info('Empty database: loading the demo data');
    await seed(database.db, options.storage ? { storage: options.storage } : {});
  }
  await ensureReferenceLists(database.db);
}
