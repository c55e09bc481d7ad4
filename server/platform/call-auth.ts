/** Who may make a call: the api-key every call carries, then the session and its rights. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../common/contract/define';
import { messages } from '../../common/messages';
import type { Config } from '../config';
import { runForRequest } from '../db/query-gate';
import { AppError } from './errors';
import './request-decorations';
import { mayCall } from './rights';
import { SESSION_COOKIE } from './session';
import type { SessionStore } from './session-cache';

/** Refuses a caller without the api-key, or, unless the call is public, without a session allowed it. */
export async function authenticate(
  req: FastifyRequest,
  def: CallDef,
  config: Config,
  sessions: SessionStore,
): Promise<void> {
  if (!apiKeyMatches(config, req.headers['api-key'])) throw new AppError(messages.apiKeyMissing, 'API_KEY');
  if (def.access === 'public') return;
  const token = tokenOf(req);
  const session = token ? await runForRequest(req.clientGone, () => sessions.resolve(token)) : null;
  if (!session) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
  req.session = session;
  if (!mayCall(def.access, session.screens)) throw new AppError(messages.forbidden, 'FORBIDDEN');
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
