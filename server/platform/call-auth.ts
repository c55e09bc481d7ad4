/**
 * Who may make a call: the api-key every call carries, then the session and its rights; a field
 * app call, the field app's key instead of a session.
 */
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
  if (def.access === 'field-app') {
    // Only the header: a browser's session cookie never stands for the field app.
    if (!config.fieldAppKey || !secretMatches(bearerOf(req), config.fieldAppKey))
      throw new AppError(messages.fieldAppKeyMissing, 'UNAUTHENTICATED');
    return;
  }
  if (def.access === 'integration') {
    // Only the ERP's own key: a session, or the field app's key, never opens the bulk loads.
    if (!config.integrationKey || !secretMatches(bearerOf(req), config.integrationKey))
      throw new AppError(messages.integrationKeyMissing, 'UNAUTHENTICATED');
    return;
  }
  const token = tokenOf(req);
  const session = token ? await runForRequest(req.clientGone, () => sessions.resolve(token)) : null;
  if (!session) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
  req.session = session;
  if (session.passwordChangeOnly && !def.openBeforePasswordChange)
    throw new AppError(messages.passwordChangeRequired, 'FORBIDDEN');
  if (!mayCall(def.access, session.screens)) throw new AppError(messages.forbidden, 'FORBIDDEN');
}

function apiKeyMatches(config: Config, header: string | string[] | undefined): boolean {
  return secretMatches(header, config.apiKey);
}

/** Compared in constant time, so the answer's timing tells nothing of the secret. */
function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearerOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
}

function tokenOf(req: FastifyRequest): string | undefined {
  return bearerOf(req) ?? req.cookies[SESSION_COOKIE];
}
