/**
 * A short-lived cache of resolved sessions, so an authenticated read costs one query (its own)
 * instead of two. It is a cache, not state: every entry is re-read from the database after
 * `ttlSeconds`, and a logout evicts its entry at once in this process. Another process behind the
 * same load balancer may accept a logged-out session for at most `ttlSeconds` more; set
 * SESSION_CACHE_SECONDS=0 to read the database on every call instead. Sessions ended by a change of
 * the user (deactivated, other profiles, a new password) are dropped from every process's cache at
 * once: the database notifies each process (PostgreSQL; the embedded database has one process).
 */
import type { Db } from '../db/client';
import { type ActiveSession, endSession, hashToken, resolveSession, type SessionTimes } from './session';

const MAX_ENTRIES = 20_000;

export interface SessionStore {
  resolve(token: string): Promise<ActiveSession | null>;
  end(tokenHash: string): Promise<void>;
  /**
   * Drops the kept sessions of these users: their sessions ended in the database (a user
   * deactivated, given other profiles, a new password). Told by this process after the change's
   * commit, and by PostgreSQL's notification to every process (SESSIONS_ENDED_CHANNEL).
   */
  forgetUsers(userIds: readonly string[]): void;
}

/** The channel the users triggers notify (migration 0026) with the id of a user whose sessions ended. */
export const SESSIONS_ENDED_CHANNEL = 'armada_sessions_ended';

export function createSessionStore(db: Db, times: SessionTimes, ttlSeconds: number): SessionStore {
  const entries = new Map<string, { session: ActiveSession; until: number }>();
  const ttlMs = ttlSeconds * 1000;

  return {
    async resolve(token) {
      if (ttlMs <= 0) return resolveSession(db, token, times);
      const key = hashToken(token);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.session;
      entries.delete(key);
      const session = await resolveSession(db, token, times);
      if (session) {
        // Oldest first: a Map keeps insertion order, so the first key is the one to drop.
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { session, until: now + ttlMs });
      }
      return session;
    },
    async end(tokenHash) {
      entries.delete(tokenHash);
      await endSession(db, tokenHash);
    },
    forgetUsers(userIds) {
      if (userIds.length === 0 || entries.size === 0) return;
      const gone = new Set(userIds);
      for (const [key, entry] of entries) if (gone.has(entry.session.user.USER_ID)) entries.delete(key);
    },
  };
}
