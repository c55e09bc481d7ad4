/** The envelope of every refusal and failure: the status, and a message the caller may read. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../common/messages';
import { errorKind, isClientGone } from './error-log';
import { AppError } from './errors';
import { lingerOnClose } from './lingering-close';

const SPEC_MESSAGES = new Set<string>(
  Object.values(messages as Record<string, unknown>).filter((m): m is string => typeof m === 'string'),
);

export function sendError(err: unknown, req: FastifyRequest, reply: FastifyReply) {
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
    // The client may still be sending: it reads this answer before the connection closes.
    lingerOnClose(req.raw.socket);
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
