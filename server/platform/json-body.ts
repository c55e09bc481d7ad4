/**
 * The JSON body parser of every call. Like Fastify's own, it refuses a body that could poison an
 * object's prototype when code later copies it (a `__proto__` key, or `constructor` holding
 * `prototype`); unlike Fastify's, which answers "Body is not valid JSON" for those, it says which
 * key was refused and where.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../common/messages';
import { AppError } from './errors';
import { type PathLink, pathOf } from './json-path';
import { MAX_BODY_DEPTH, refusedShape, UNBOUNDED_BODY_ITEMS } from './json-shape';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The most arrays and objects the call's JSON body may hold (json-shape.ts's bodyItemLimit). */
    bodyItems?: number;
  }
}

/**
 * Whether the text may hold such a key at all, also written with \u escapes (the test Fastify's
 * parser, secure-json-parse, makes): only then is the parsed body walked.
 */
const MAY_HOLD_PROTO =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
const MAY_HOLD_CONSTRUCTOR =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

/** The path of the first poisoning key of a parsed value ('filters.__proto__'), if any. */
export function poisoningKeyPath(value: unknown, path?: PathLink): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = poisoningKeyPath(value[i], { key: i, parent: path });
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    if (key === '__proto__') return pathOf(path, key);
    if (key === 'constructor' && inner !== null && typeof inner === 'object' && 'prototype' in inner) {
      return pathOf({ key, parent: path }, 'prototype');
    }
    const found = poisoningKeyPath(inner, { key, parent: path });
    if (found !== undefined) return found;
  }
  return undefined;
}

const refuse = (detail: string) => new AppError(messages.invalidRequest(detail), 'VALIDATION');

/**
 * Parses a JSON body; refuses an empty, malformed, too deep, too big (more arrays and objects than
 * `maxItems`) or poisoning one with an answer that says why. The shape is checked on the text
 * first (json-shape.ts), so that neither the parse nor a walk of the value meets a body no call
 * takes; the walks below then recurse at most MAX_BODY_DEPTH levels.
 */
export function parseJsonBody(text: string, maxItems = UNBOUNDED_BODY_ITEMS): unknown {
  if (text === '') throw refuse(messages.refused.bodyEmpty);
  const shape = refusedShape(text, maxItems);
  if (shape?.kind === 'depth') throw refuse(messages.refused.bodyTooDeep(MAX_BODY_DEPTH));
  if (shape?.kind === 'items') throw new AppError(messages.tooManyItems(shape.limit), 'TOO_LARGE');
  let body: unknown;
  try {
    // JSON.parse makes `__proto__` an own key, never the prototype: the walk below finds it.
    body = JSON.parse(text);
  } catch {
    throw refuse(messages.refused.bodyNotJson);
  }
  if (MAY_HOLD_PROTO.test(text) || MAY_HOLD_CONSTRUCTOR.test(text)) {
    const key = poisoningKeyPath(body);
    if (key !== undefined) throw refuse(`${key}: ${messages.refused.keyNotAccepted}`);
  }
  return body;
}

/**
 * Parses an NDJSON body (one JSON value a line, blank lines skipped) as `{ rows: [...] }`, the shape
 * of a bulk call's JSON body, with the same refusals: more lines than `maxItems`, a line too deep,
 * not JSON (named by its line number) or poisoning.
 */
export function parseNdjsonBody(text: string, maxItems = UNBOUNDED_BODY_ITEMS): { rows: unknown[] } {
  const rows: unknown[] = [];
  let lineNo = 0;
  for (const line of text.split('\n')) {
    lineNo++;
    if (line.trim() === '') continue;
    if (rows.length + 1 >= maxItems) throw new AppError(messages.tooManyItems(maxItems), 'TOO_LARGE');
    try {
      rows.push(parseJsonBody(line, maxItems));
    } catch (err) {
      if (err instanceof AppError && err.code === 'VALIDATION') {
        throw refuse(`line ${lineNo}: ${err.message.replace(/^Invalid request: /, '')}`);
      }
      throw err;
    }
  }
  if (rows.length === 0) throw refuse(messages.refused.bodyEmpty);
  return { rows };
}

/** Puts parseJsonBody in place of Fastify's JSON parser. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  // Says which key of a body was refused, where Fastify's parser says only "not valid JSON".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      // No bytes at all: the call decides whether it takes no body (call-input.ts bodyOrEmpty).
      if (body.length === 0) {
        done(null, undefined);
        return;
      }
      try {
        // The call's own bound (register-call.ts), known here since the route is found before the body is read.
        done(null, parseJsonBody(body.toString(), req.routeOptions.config.bodyItems));
      } catch (err) {
        done(err as Error);
      }
    },
  );
  // The bulk calls' second format (server/modules/integration): one row a line.
  app.addContentTypeParser(
    'application/x-ndjson',
    { parseAs: 'string' },
    (req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      try {
        done(null, parseNdjsonBody(body.toString(), req.routeOptions.config.bodyItems));
      } catch (err) {
        done(err as Error);
      }
    },
  );
}
