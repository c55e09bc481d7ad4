/**
 * Starts Armada: opens the database (migrating it), writes the reference lists (and, outside
 * production, the demo data into an empty embedded one), and serves API and web app.
 */
import { loadConfig, startupNotices } from './config';
import { openDatabase } from './db/client';
import { prepareData } from './db/startup-data';
import { allImplementations } from './modules/index';
import { startOpsSocket } from './ops/ops-socket';
import { buildApp } from './platform/app';
import { shutdownOf, shutdownOnSignals } from './platform/shutdown';
import { openStorage } from './platform/storage';
import { hasUsers } from './platform/user-accounts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = openStorage(config.storage);
  const app = await buildApp({ config, database, implementations: allImplementations(config, storage) });

  const notices = startupNotices(config);
  for (const line of notices.warn) app.log.warn(line);
  for (const line of notices.info) app.log.info(line);
  // Every database holds the menu of this version, the starting profiles and the reasons; in
  // production nothing more: the first user comes from `npm run admin -- create-user`.
  await prepareData(
    database,
    { seedOnEmpty: config.seedOnEmpty, storage },
    {
      info: (m) => app.log.info(m),
      warn: (m) => app.log.warn(m),
    },
  );
  if (!(await hasUsers(database.db))) {
    app.log.warn(
      'No user can log in yet: create the first administrator with `npm run admin -- create-user`.',
    );
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
