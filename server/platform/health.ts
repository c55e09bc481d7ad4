/**
 * `GET /api/health`, for load balancers and operators: the database answers, which kind it is, the
 * migration level it is at and the version of Armada serving. Nothing else (no URL, no settings).
 */
import type { FastifyInstance } from 'fastify';
import { version } from '../../package.json';
import type { Database } from '../db/client';
import { readMigrationLevel } from '../db/migration-level';

export async function registerHealth(app: FastifyInstance, database: Database): Promise<void> {
  // The embedded database is migrated by this process alone, when it opens (its folder lock keeps
  // every other process out), so its level is read once: a health call on PGlite never queues
  // behind a long statement (see Database.ping). On PostgreSQL another process may migrate it
  // meanwhile, so the level is read on every call.
  const kept = database.kind === 'pglite' ? await readMigrationLevel(database.db) : undefined;
  app.get('/api/health', async (_req, reply) => {
    await database.ping();
    const migration = kept ?? (await readMigrationLevel(database.db));
    reply.send({ success: true, data: { status: 'ok', database: database.kind, migration, version } });
  });
}
