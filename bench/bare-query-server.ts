/**
 * The fair floor of the authenticated GET: a bare Fastify route that runs the same branch query on
 * the same kind of database and answers the same envelope, with no api-key, session, scope, schema
 * or audit machinery. On PostgreSQL it reads the bench's own database; PGlite allows one process per
 * folder, so here it opens an in-memory PGlite with the same demo data.
 */
import Fastify from 'fastify';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/index';
import { branchesInScope } from '../server/platform/branches';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
if (!process.env.DATABASE_URL) await seed(database.db);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: await branchesInScope(database.db, { kind: 'all' }) }));

const close = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
