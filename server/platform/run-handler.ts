/** Runs a call's handler with its context: the caller, their scope, the period guard and the audit. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { recordAudit } from './audit';
import type { CallContext, Implementation } from './implement';
import { periodGuard } from './periods';
import './request-decorations';
import { scopeOf } from './scope';
import type { SessionStore } from './session-cache';

export async function runHandler(
  impl: Implementation,
  input: unknown,
  db: Database['db'],
  req: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  /** Collects the users whose sessions the call ended, for the cache to drop after the commit. */
  endedUsers: string[] = [],
): Promise<unknown> {
  const { def } = impl;
  const session = req.session;
  const user = session?.user ?? anonymous;
  const scope = scopeOf(user);
  const guard = periodGuard(db, def.period, scope, user.ORG_ID);
  const ctx: CallContext = {
    db,
    user,
    scope,
    fieldRep: req.fieldRep,
    assertPeriodOpen: guard.assert,
    screens: session?.screens ?? [],
    requestId: req.id,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    endSession: async () => {
      if (session) await sessions.end(session.tokenHash);
    },
    sessionsEnded: (userIds) => {
      endedUsers.push(...userIds);
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
