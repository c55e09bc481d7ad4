/**
 * Server-side sessions: a random token is given to the client once, and only its SHA-256 is
 * stored. A session ends on logout, after an idle time, and after an absolute lifetime. Sessions
 * live in the database so any number of server processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../common/contract/auth';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'armada_session';

export interface SessionTimes {
  idleSeconds: number;
  maxSeconds: number;
}

export interface ActiveSession {
  tokenHash: string;
  user: SessionUser;
  /** The screens the user's menu opened at login (screenKey of each menu URL). */
  screens: readonly string[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user as a session carries it (and as the login answers it). */
export function sessionUserOf(user: typeof users.$inferSelect): SessionUser {
  return {
    USER_ID: user.userId,
    USER_ID_UPDATE: user.userId,
    USER_NAME: user.userName,
    POSITION_CODE: user.positionCode,
    ORG_ID: user.orgId,
    BRANCH_CODE: user.branchCode,
    USER_ACCESS_TYPE: user.accessType,
  };
}

/** The session user of a stored user id (tools and tests that open sessions without a login). */
export async function storedSessionUser(db: Db, userId: string): Promise<SessionUser> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user) throw new Error(`no user ${userId}`);
  return sessionUserOf(user);
}

export async function createSession(
  db: Db,
  user: SessionUser,
  screens: readonly string[],
  times: SessionTimes,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.USER_ID,
    screens: [...screens],
    user,
    expiresAt: sql`now() + make_interval(secs => ${times.maxSeconds})`,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * One primary-key read of the session row, which carries the user as at login: no join, and no
 * write unless the idle clock is a minute old. Built once per database handle.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({
      screens: sessions.screens,
      user: sessions.user,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '60 seconds'`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

/**
 * The session of a token, when it is still alive; refreshes its idle clock at most once a minute,
 * so the idle timeout holds to the minute without a write per request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  times: SessionTimes,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, idleSeconds: times.idleSeconds });
  if (!row?.user) return null;
  if (row.stale) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { tokenHash, screens: row.screens, user: row.user };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}
