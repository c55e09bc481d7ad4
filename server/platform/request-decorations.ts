/** The fields every request carries beside Fastify's own, declared and given their defaults. */
import type { FastifyInstance } from 'fastify';
import type { FieldRep } from './field-rep';
import type { ActiveSession } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** The signed-in rep of a 'field-rep' call (./field-rep.ts); null on every other call. */
    fieldRep: FieldRep | null;
    startedAt: bigint;
    /** Aborts when the client disconnects before its answer is complete. */
    clientGone: AbortSignal;
  }
}

export function decorateRequests(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('fieldRep', null);
  app.decorateRequest('startedAt', 0n);
  app.decorateRequest('clientGone', null as unknown as AbortSignal);
}
