/**
 * Who may make a call: the api-key every call carries, then the session and its rights; a field
 * app call, the field app's key instead of a session; a field rep's call, the field app's key and
 * the rep's own field session (./field-rep.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CallDef } from '../../common/contract/define';
import { messages } from '../../common/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { runForRequest } from '../db/query-gate';
import { AppError } from './errors';
import { FIELD_SESSION_HEADER, lookUpFieldRep } from './field-rep';
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
  db: Db,
): Promise<void> {
  if (!apiKeyMatches(config, req.headers['api-key'])) throw new AppError(messages.apiKeyMissing, 'API_KEY');
  if (def.access === 'public') return;
  if (def.access === 'field-app') {
    // Only the header: a browser's session cookie never stands for the field app.
    if (!config.fieldAppKey || !secretMatches(bearerOf(req), config.fieldAppKey))
      throw new AppError(messages.fieldAppKeyMissing, 'UNAUTHENTICATED');
    return;
  }
  if (def.access === 'field-rep') return authenticateFieldRep(req, def, config, sessions, db);
  if (def.access === 'integration') {
    // Only the ERP's own key: a session, or the field app's key, never opens the bulk loads.
    if (!config.integrationKey || !secretMatches(bearerOf(req), config.integrationKey))
      throw new AppError(messages.integrationKeyMissing, 'UNAUTHENTICATED');
    return;
  }
  const token = tokenOf(req);
  const session = token ? await runForRequest(req.clientGone, () => sessions.resolve(token)) : null;
  // A field app session never opens a back-office call, not even the ones open to every session.
  if (!session || session.fieldEmployeeId !== null)
    throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
  req.session = session;
  if (session.passwordChangeOnly && !def.openBeforePasswordChange)
    throw new AppError(messages.passwordChangeRequired, 'FORBIDDEN');
  if (!mayCall(def.access, session.screens)) throw new AppError(messages.forbidden, 'FORBIDDEN');
}

/**
 * A field rep's call: the field app's key as the bearer token, and the rep's field session token in
 * the Field-Session header (never a cookie, never a back-office session). Sets req.session and
 * req.fieldRep, the rep as it is now: a rep no longer linked to the user ends the session (401), a
 * deactivated rep is refused (403) on every call but the logout.
 */
async function authenticateFieldRep(
  req: FastifyRequest,
  def: CallDef,
  config: Config,
  sessions: SessionStore,
  db: Db,
): Promise<void> {
  if (!config.fieldAppKey || !secretMatches(bearerOf(req), config.fieldAppKey))
    throw new AppError(messages.fieldAppKeyMissing, 'UNAUTHENTICATED');
  const token = req.headers[FIELD_SESSION_HEADER];
  const session =
    typeof token === 'string' && token !== ''
      ? await runForRequest(req.clientGone, () => sessions.resolve(token))
      : null;
  const employeeId = session?.fieldEmployeeId;
  if (!session || !employeeId) throw new AppError(messages.fieldSessionEnded, 'UNAUTHENTICATED');
  const found = await runForRequest(req.clientGone, () =>
    lookUpFieldRep(db, session.user.USER_ID, employeeId),
  );
  if (found.kind === 'unlinked') throw new AppError(messages.fieldSessionEnded, 'UNAUTHENTICATED');
  req.session = session;
  req.fieldRep = found.rep;
  if (def.openBeforePasswordChange) return;
  if (session.passwordChangeOnly) throw new AppError(messages.passwordChangeRequired, 'FORBIDDEN');
  if (!found.active) throw new AppError(messages.fieldRepInactive, 'FORBIDDEN');
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
