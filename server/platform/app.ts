/**
 * The HTTP server: Fastify under /api, every call registered from its contract declaration, the
 * envelope, authentication, authorisation, org scope, periods, audit, logs and security headers,
 * and the built web app on the same port.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { registerApiDocs } from './api-docs';
import { sendError } from './error-answer';
import { registerHealth } from './health';
import { notFound, serveWebApp } from './html-shell';
import type { Implementation } from './implement';
import { registerJsonBodyParser } from './json-body';
import { signCursorsWith } from './list/cursor-key';
import { registerCall } from './register-call';
import { decorateRequests } from './request-decorations';
import { logRequests } from './request-log';
import { registerSecurityHeaders } from './security-headers';
import { createSessionStore, SESSIONS_ENDED_CHANNEL } from './session-cache';

export interface AppOptions {
  config: Config;
  database: Database;
  implementations: Implementation[];
  /** Silence request logs (tests). */
  quiet?: boolean;
  /** Where log lines go instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  implementations,
  quiet,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  signCursorsWith(config.cursorSecret);
  const app = Fastify({
    logger: quiet ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // One line per request is written by the onResponse hook of request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL the router cannot decode gets the envelope like every other refusal.
    frameworkErrors: (err, req, reply) => sendError(err, req, reply),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateRequests(app);
  registerJsonBodyParser(app);

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await registerApiDocs(app);
  logRequests(app, quiet);

  app.setErrorHandler((err, req, reply) => sendError(err, req, reply));
  app.setNotFoundHandler((req, reply) => notFound(config, req, reply));

  await registerHealth(app, database);

  const sessions = createSessionStore(
    database.db,
    { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
    config.sessionCacheSeconds,
  );
  if (database.listen) {
    // Another process ended a user's sessions: this one's cache forgets them at once.
    const stop = await database.listen(SESSIONS_ENDED_CHANNEL, (userId) => sessions.forgetUsers([userId]));
    app.addHook('onClose', stop);
  }
  for (const impl of implementations) registerCall(app, impl, config, database, sessions);

  await serveWebApp(app, config);
  return app;
}
