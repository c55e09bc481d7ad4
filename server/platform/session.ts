/**
 * Server-side sessions: a random token is given to the client once, and only its SHA-256 is
 * stored. A session ends on logout, after an idle time, and after an absolute lifetime. Sessions
 * live in the database so any number of server processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../common/contract/auth';
import type { ModuleName } from '../../common/modules';
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
  modules: ModuleName[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: string,
  modules: ModuleName[],
  times: SessionTimes,
  client: { ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    modules,
    expiresAt: sql`now() + make_interval(secs => ${times.maxSeconds})`,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The session of a token, when it is still alive; refreshes its idle clock at most once a minute. */
export async function resolveSession(
  db: Db,
  token: string,
  times: SessionTimes,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const found = await db
    .select({
      modules: sessions.modules,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '60 seconds'`,
      USER_ID: users.userId,
      USER_NAME: users.userName,
      POSITION_CODE: users.positionCode,
      ORG_ID: users.orgId,
      BRANCH_CODE: users.branchCode,
      USER_ACCESS_TYPE: users.accessType,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${times.idleSeconds})`),
        eq(users.active, true),
      ),
    )
    .limit(1);
  const row = found[0];
  if (!row) return null;
  if (row.stale) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { modules, stale: _stale, ...user } = row;
  return {
    tokenHash,
    modules: modules as ModuleName[],
    user: { ...user, USER_ID_UPDATE: user.USER_ID },
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}
