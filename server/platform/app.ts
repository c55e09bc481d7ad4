/**
 * The HTTP server: Fastify under /api, every call registered from its contract declaration, the
 * envelope, authentication, authorisation, org scope, periods, audit, logs and security headers,
 * and the built web app on the same port.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CallDef } from '../../common/contract/define';
import { envelopeOf, pathParams } from '../../common/contract/define';
import { messages } from '../../common/messages';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { runForRequest } from '../db/query-gate';
import { recordAudit } from './audit';
import { errorKind, isClientGone } from './error-log';
import { AppError } from './errors';
import {
  Answer,
  type Answer as AnswerType,
  type CallContext,
  FileAnswer,
  type Implementation,
} from './implement';
import { parseJsonBody } from './json-body';
import { periodGuard } from './periods';
import { mayCall } from './rights';
import { scopeOf } from './scope';
import { type ActiveSession, SESSION_COOKIE } from './session';
import { createSessionStore, type SessionStore } from './session-cache';
import { unstorableTextPath } from './storable-text';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    startedAt: bigint;
    /** Aborts when the client disconnects before its answer is complete. */
    clientGone: AbortSignal;
  }
}

const SPEC_MESSAGES = new Set<string>(
  Object.values(messages as Record<string, unknown>).filter((m): m is string => typeof m === 'string'),
);

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
  const app = Fastify({
    logger: quiet ? false : { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // One line per request is written by the onResponse hook below instead of Fastify's two.
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
  app.decorateRequest('session', null);
  app.decorateRequest('startedAt', 0n);
  app.decorateRequest('clientGone', null as unknown as AbortSignal);
  // Says which key of a body was refused, where Fastify's parser says only "not valid JSON".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      try {
        done(null, parseJsonBody(body.toString()));
      } catch (err) {
        done(err as Error);
      }
    },
  );

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: securityDirectives(config),
    },
    // OpenStreetMap tiles need a referrer; the origin alone leaks no paths.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Armada API', version: '1.0.0', description: 'Every call of the Armada back-office.' },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // One structured line per request, with its id and duration.
  app.addHook('onRequest', async (req, reply) => {
    req.startedAt = process.hrtime.bigint();
    // A response closes either when it is complete or when its client has gone.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    req.clientGone = gone.signal;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (quiet) return;
    const ms = Number(process.hrtime.bigint() - req.startedAt) / 1e6;
    req.log.info(
      {
        // req.log already carries reqId.
        method: req.method,
        url: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(ms * 100) / 100,
        user: req.session?.user.USER_ID,
      },
      'request',
    );
  });

  app.setErrorHandler((err, req, reply) => sendError(err, req, reply));
  app.setNotFoundHandler((req, reply) => notFound(config, req, reply));

  app.get('/api/health', async (_req, reply) => {
    await database.ping();
    reply.send({ success: true, data: { status: 'ok', database: database.kind } });
  });

  const sessions = createSessionStore(
    database.db,
    { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
    config.sessionCacheSeconds,
  );
  for (const impl of implementations) registerCall(app, impl, config, database, sessions);

  if (fs.existsSync(path.join(config.webDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false });
  }
  return app;
}

function securityDirectives(config: Config) {
  const tileOrigin = originOf(config.mapTileUrl);
  const imgSrc = ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', tileOrigin].filter(
    (s): s is string => Boolean(s),
  );
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // MUI writes its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [...new Set(imgSrc)],
    // Zebra Browser Print listens on the user's own machine.
    connectSrc: [
      ...new Set([
        "'self'",
        'http://127.0.0.1:9100',
        'https://127.0.0.1:9101',
        'http://localhost:9100',
        'https://localhost:9101',
        ...(config.browserPrintUrl ? [new URL(config.browserPrintUrl).origin] : []),
      ]),
    ],
    frameSrc: ["'self'", 'https://www.openstreetmap.org'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

function originOf(url: string): string | undefined {
  try {
    const u = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return u.hostname.startsWith('a.') ? `${u.protocol}//*.${u.hostname.slice(2)}` : u.origin;
  } catch {
    return undefined;
  }
}

function apiKeyMatches(config: Config, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const a = Buffer.from(header);
  const b = Buffer.from(config.apiKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return req.cookies[SESSION_COOKIE];
}

function registerCall(
  app: FastifyInstance,
  impl: Implementation,
  config: Config,
  database: Database,
  sessions: SessionStore,
) {
  const { def } = impl;
  const url = `/api${def.path}`;
  const isGet = def.method === 'GET';
  const schema = {
    summary: def.summary,
    tags: [def.module],
    ...(isGet ? {} : { body: def.input }),
    ...(isGet && pathParams(def.path).length > 0 ? { params: paramsSchema(def) } : {}),
    ...(def.file ? {} : { response: { 200: envelopeOf(def.output) } }),
  };

  app.route({
    method: def.method,
    url,
    schema,
    // Authentication runs before the body is validated: a caller without a session learns nothing.
    onRequest: async (req) => {
      if (!apiKeyMatches(config, req.headers['api-key']))
        throw new AppError(messages.apiKeyMissing, 'API_KEY');
      if (def.access === 'public') return;
      const token = tokenOf(req);
      const session = token ? await runForRequest(req.clientGone, () => sessions.resolve(token)) : null;
      if (!session) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
      req.session = session;
      if (!mayCall(def.access, session.screens)) throw new AppError(messages.forbidden, 'FORBIDDEN');
    },
    // Text a database cannot store is refused before validation, naming its field; the rows of an
    // upload are checked cell by cell instead, so that one bad cell fails its row only (import/).
    preValidation: async (req) => {
      const field = isGet
        ? (unstorableTextPath(req.params) ?? unstorableTextPath(req.query))
        : unstorableTextPath(impl.sheetRows ? besideTheRows(req.body) : req.body);
      if (field !== undefined) {
        throw new AppError(
          messages.invalidRequest(`${field}: ${messages.refused.textNotStorable}`),
          'VALIDATION',
        );
      }
    },
    // Every query of the call is skipped once its client has gone (server/db/query-gate.ts).
    handler: (req, reply) => runForRequest(req.clientGone, () => handle(req, reply)),
  });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const input = isGet ? parseGetInput(def, req) : req.body;
    const run = async (db: Database['db']) => {
      const session = req.session;
      const user = session?.user ?? anonymous;
      const scope = scopeOf(user);
      const guard = periodGuard(db, def.period, scope, user.ORG_ID);
      const ctx: CallContext = {
        db,
        user,
        scope,
        assertPeriodOpen: guard.assert,
        screens: session?.screens ?? [],
        requestId: req.id,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        endSession: async () => {
          if (session) await sessions.end(session.tokenHash);
        },
        audit: (entries) =>
          recordAudit(db, { userId: session?.user.USER_ID ?? null, requestId: req.id }, entries),
        reply: {
          setCookie: (name, value, opts) => reply.setCookie(name, value, opts),
          clearCookie: (name, opts) => reply.clearCookie(name, opts),
        },
      };
      const answer = await impl.handler(input, ctx);
      // A call the spec guards with a period must have asked for the branches it writes.
      if (def.period && session && !guard.asked()) throw new Error(`${def.path} did not check its period`);
      return answer;
    };
    // A write runs in one transaction with its audit entries: it lands whole or not at all.
    const result = def.write ? await database.db.transaction((tx) => run(tx)) : await run(database.db);
    if (result instanceof FileAnswer) {
      reply
        .header('content-type', result.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${result.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
        )
        .header('cache-control', 'no-store');
      return reply.send(result.body);
    }
    if (result instanceof Answer) {
      const answer = result as AnswerType<unknown>;
      return reply.send({ success: true, data: answer.data, message: answer.message });
    }
    return reply.send({ success: true, data: result });
  }
}

const anonymous = {
  USER_ID: '',
  USER_ID_UPDATE: '',
  USER_NAME: '',
  POSITION_CODE: '',
  ORG_ID: -1,
  BRANCH_CODE: '',
  USER_ACCESS_TYPE: null,
};

function paramsSchema(def: CallDef) {
  const shape: Record<string, z.ZodString> = {};
  for (const p of pathParams(def.path)) shape[p] = z.string();
  return z.object(shape);
}

/** GET input: path parameters and query string, checked against the contract's input schema. */
function parseGetInput(def: CallDef, req: FastifyRequest): unknown {
  const raw = { ...(req.query as object), ...(req.params as object) };
  const parsed = def.input.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      messages.invalidRequest(`${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`),
      'VALIDATION',
    );
  }
  return parsed.data;
}

function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
  if (isClientGone(err)) {
    // Nobody reads this answer; the request line logs the status, so skipped work is counted.
    return reply.status(499).send({ success: false, data: null, message: err.message });
  }
  if (err instanceof AppError) {
    return reply.status(err.status).send({ success: false, data: err.data, message: err.message });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issue = err.validation[0];
    const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    const text = issue?.message ?? 'invalid';
    // A rule of the spec keeps its own wording; anything else names the field.
    const message = SPEC_MESSAGES.has(text) ? text : messages.invalidRequest(`${field}: ${text}`);
    return reply.status(400).send({ success: false, data: null, message });
  }
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.status(413).send({ success: false, data: null, message: messages.tooLarge });
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return reply
      .status(e.statusCode)
      .send({ success: false, data: null, message: messages.invalidRequest(e.message ?? 'bad request') });
  }
  // The error's kind and place only: its text may quote the request's data (error-log.ts).
  req.log.error(
    {
      call: `${req.method} ${req.routeOptions.url ?? ''}`,
      rows: Array.isArray(req.body) ? req.body.length : undefined,
      error: errorKind(err),
    },
    'unexpected error',
  );
  return reply
    .status(500)
    .send({ success: false, data: null, message: messages.unexpected(req.id), requestId: req.id });
}

function notFound(config: Config, req: FastifyRequest, reply: FastifyReply) {
  if (req.url.startsWith('/api/') || req.url === '/api') {
    return reply.status(404).send({ success: false, data: null, message: messages.notFound });
  }
  // Deep links of the single-page app fall back to index.html.
  const html = req.method === 'GET' ? indexHtml(config) : undefined;
  if (html) return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  return reply.status(404).type('text/plain').send('Not found');
}

let cachedIndex: { dir: string; html: string } | undefined;

/**
 * index.html with the api-key every call carries (spec part 1 section 6), the idle timeout, the map's
 * tile server, Zebra Browser Print's address and the labels' website line written into meta tags, so
 * one build serves any deployment's settings.
 */
function indexHtml(config: Config): string | undefined {
  if (cachedIndex?.dir === config.webDir) return cachedIndex.html;
  const file = path.join(config.webDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const settings: Record<string, string> = {
    'armada-api-key': config.apiKey,
    'armada-idle-seconds': String(config.sessionIdleSeconds),
    'armada-map-tile-url': config.mapTileUrl,
    'armada-browser-print-url': config.browserPrintUrl,
    'armada-label-website': config.labelWebsite,
  };
  let html = fs.readFileSync(file, 'utf8');
  for (const [name, value] of Object.entries(settings)) {
    const attribute = value.replace(/[&"<>]/g, '');
    html = html.replace(
      `<meta name="${name}" content="" />`,
      `<meta name="${name}" content="${attribute}" />`,
    );
  }
  cachedIndex = { dir: config.webDir, html };
  return html;
}

/**
 * The fields of an upload's body other than its sheet rows (an array, or an array-valued field
 * such as excelData), which the import pipeline checks cell by cell; the rest (orgID …) is refused
 * like any other field.
 */
function besideTheRows(body: unknown): unknown {
  if (Array.isArray(body) || body === null || typeof body !== 'object')
    return Array.isArray(body) ? [] : body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => !Array.isArray(value)));
}
