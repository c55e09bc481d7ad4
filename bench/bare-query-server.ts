/**
 * The fair floors of authenticated calls: bare Fastify routes that run the same queries on the same
 * kind of database and answer the same envelope, with no api-key, session, scope check, schema or
 * audit machinery.
 * - GET /bare: the branch query of the small authenticated GET. On PostgreSQL it reads the bench's
 *   own database; without DATABASE_URL or DATA_DIR it opens an in-memory PGlite with the demo data.
 * - POST /page: one page of the role overview for head office, the body being selectRole's input,
 *   through the module's own query code (DATA_DIR: the bench's PGlite folder, opened while the
 *   Armada server is stopped).
 */
import Fastify from 'fastify';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/index';
import { rolePageQueries } from '../server/modules/structure/role-list';
import { branchesInScope } from '../server/platform/branches';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) await seed(database.db);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: await branchesInScope(database.db, { kind: 'all' }) }));
app.post('/page', async (req) => {
  const body = req.body as Parameters<typeof rolePageQueries>[0];
  return { success: true, data: await rolePageQueries(body, database.db, { kind: 'all' }) };
});

const close = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
