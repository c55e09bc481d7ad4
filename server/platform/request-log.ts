/** One structured line per request, with its id and duration. */
import type { FastifyInstance } from 'fastify';
import './request-decorations';

export function logRequests(app: FastifyInstance, quiet: boolean | undefined): void {
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
}
