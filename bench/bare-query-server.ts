/**
 * The fair floors of authenticated calls: bare Fastify routes that run the same queries on the same
 * kind of database and answer the same envelope, with no api-key, session, scope check, schema or
 * audit machinery.
 * - GET /bare: the branch query of the small authenticated GET. On PostgreSQL it reads the bench's
 *   own database; without DATABASE_URL or DATA_DIR it opens an in-memory PGlite with the demo data.
 * - POST /page: one page of the role overview for head office, the body being selectRole's input,
 *   through the module's own query code (DATA_DIR: the bench's PGlite folder, opened while the
 *   Armada server is stopped). Its count is kept per data version, as Armada's is.
 * - POST /page-cold: the same with a store of kept answers of its own per request, so every count
 *   is computed: the cost of the first Load List after a write (versions read, page, count).
 * - POST /page-uncached: the same page and count queries without the kept count: the floor of a
 *   cold Load List.
 */
import Fastify from 'fastify';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed/index';
import { countRoles, ROLE_ORDER, roleListWhere, selectRoles } from '../server/modules/structure/queries';
import { rolePageQueries } from '../server/modules/structure/role-list';
import { branchesInScope } from '../server/platform/branches';
import { AnswerStore } from '../server/platform/data-version';
import { listPage } from '../server/platform/list';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || undefined,
});
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) await seed(database.db);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: await branchesInScope(database.db, { kind: 'all' }) }));
type PageBody = Parameters<typeof rolePageQueries>[0];
app.post('/page', async (req) => {
  const body = req.body as PageBody;
  return { success: true, data: await rolePageQueries(body, database.db, { kind: 'all' }) };
});
app.post('/page-cold', async (req) => {
  const body = req.body as PageBody;
  const data = await rolePageQueries(body, database.db, { kind: 'all' }, new AnswerStore());
  return { success: true, data };
});
app.post('/page-uncached', async (req) => {
  const body = req.body as PageBody;
  const db = database.db;
  const where = await roleListWhere(db, { kind: 'all' }, body);
  const data = await listPage(ROLE_ORDER, body, {
    read: (plan) => selectRoles(db, where, plan),
    count: () => countRoles(db, where),
  });
  return { success: true, data };
});

const close = () =>
  app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
