/** Starts Armada: opens the database (migrating it), seeds an empty embedded one, and serves API and web app. */
import { loadConfig, startupNotices } from './config';
import { openDatabase } from './db/client';
import { isEmpty, seed } from './db/seed/index';
import { allImplementations } from './modules/index';
import { startOpsSocket } from './ops/ops-socket';
import { buildApp } from './platform/app';
import { shutdownOf, shutdownOnSignals } from './platform/shutdown';
import { openStorage } from './platform/storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = openStorage(config.storage);
  const app = await buildApp({ config, database, implementations: allImplementations(config, storage) });

  const notices = startupNotices(config);
  for (const line of notices.warn) app.log.warn(line);
  for (const line of notices.info) app.log.info(line);
  if (database.kind === 'pglite' && config.seedOnEmpty && (await isEmpty(database.db))) {
    app.log.info('Empty database: loading the demo data');
    await seed(database.db, { storage });
  }
  if (database.kind === 'pglite') {
    // No other process may open the folder while this one runs: `npm run backup` asks this server.
    // Closed with the app, so before the database.
    app.addHook('onClose', await startOpsSocket({ dataDir: config.dataDir, database, log: app.log }));
  }

  // SIGTERM and SIGINT: requests in flight answered, exports ended, the database closed, within
  // SHUTDOWN_SECONDS (server/platform/shutdown.ts).
  shutdownOnSignals(shutdownOf({ app, database, boundSeconds: config.shutdownSeconds }));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.describe, port: config.port },
    `Armada is listening on http://localhost:${config.port}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  if (err instanceof Error && err.name !== 'FolderLockedError') console.error(err.stack);
  process.exit(1);
});
