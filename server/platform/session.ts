/**
 * Server-side sessions: a random token is given to the client once, and only its SHA-256 is
 * stored. A session ends on logout, after an idle time, and after an absolute lifetime. Sessions
 * live in the database so any number of server processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../../common/contract/auth';
import type { Db } from '../db/client';
import { runDetached } from '../db/query-gate';
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
  /** Opened with a one-time password: only the change of password is open to it. */
  passwordChangeOnly: boolean;
  /**
   * A field app session: the employee id of the rep it was opened for. Such a session opens only
   * the 'field-rep' calls; a back-office session (null) never opens them (./call-auth.ts).
   */
  fieldEmployeeId: string | null;
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
  passwordChangeOnly = false,
  /** Opens a field app session for this rep (./field-rep.ts) instead of a back-office one. */
  fieldEmployeeId: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.USER_ID,
    screens: [...screens],
    user,
    passwordChangeOnly,
    fieldEmployeeId,
    expiresAt: sql`now() + make_interval(secs => ${times.maxSeconds})`,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

interface SessionRow {
  tokenHash: string;
  screens: string[];
  user: SessionUser | null;
  passwordChangeOnly: boolean;
  fieldEmployeeId: string | null;
  /** The idle clock is a minute old: the read refreshes it. */
  stale: boolean;
}

/** The sessions still alive among `hashes`: primary-key reads of the rows, which carry the user as at login. */
function prepareLookup(db: Db) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      screens: sessions.screens,
      user: sessions.user,
      passwordChangeOnly: sessions.passwordChangeOnly,
      fieldEmployeeId: sessions.fieldEmployeeId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '60 seconds'`,
    })
    .from(sessions)
    .where(
      and(
        sql`${sessions.tokenHash} = ANY(${sql.placeholder('hashes')}::text[])`,
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
      ),
    )
    .prepare('resolve_sessions');
}

interface Waiter {
  resolve(row: SessionRow | undefined): void;
  reject(err: unknown): void;
}

/**
 * Session reads that arrive together go to the database as one statement. With the session cache
 * off (or many users' first calls at once) every call read its session in a round trip of its own
 * before its own query, two round trips against a bare route's one; now the calls that arrive in
 * one turn of the event loop share one. A read is sent after its request arrived, never joined to
 * one already sent, so a logout before the request is always seen, as with a read of its own.
 */
class SessionReads {
  readonly #lookup: ReturnType<typeof prepareLookup>;
  readonly #db: Db;
  /** Waiting reads by idle timeout, then by token hash (a token's calls at once share its row). */
  #pending = new Map<number, Map<string, Waiter[]>>();

  constructor(db: Db) {
    this.#db = db;
    this.#lookup = prepareLookup(db);
  }

  read(tokenHash: string, idleSeconds: number): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) {
        // Shared by every read of the turn: not refused because the first one's client has gone.
        setImmediate(() => runDetached(() => this.#send()));
      }
      let byHash = this.#pending.get(idleSeconds);
      if (!byHash) {
        byHash = new Map();
        this.#pending.set(idleSeconds, byHash);
      }
      const waiters = byHash.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else byHash.set(tokenHash, [{ resolve, reject }]);
    });
  }

  #send(): void {
    const batches = this.#pending;
    this.#pending = new Map();
    for (const [idleSeconds, byHash] of batches) {
      this.#answer(idleSeconds, byHash).catch((err: unknown) => {
        for (const waiters of byHash.values()) for (const w of waiters) w.reject(err);
      });
    }
  }

  async #answer(idleSeconds: number, byHash: Map<string, Waiter[]>): Promise<void> {
    const found = await this.#lookup.execute({ hashes: [...byHash.keys()], idleSeconds });
    const stale = found.filter((row) => row.stale).map((row) => row.tokenHash);
    if (stale.length > 0) {
      await this.#db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(inArray(sessions.tokenHash, stale));
    }
    const rows = new Map(found.map((row) => [row.tokenHash, row]));
    for (const [hash, waiters] of byHash) for (const w of waiters) w.resolve(rows.get(hash));
  }
}

/** Built once per database handle. */
const reads = new WeakMap<Db, SessionReads>();

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
  let reader = reads.get(db);
  if (!reader) {
    reader = new SessionReads(db);
    reads.set(db, reader);
  }
  const row = await reader.read(tokenHash, times.idleSeconds);
  if (!row?.user) return null;
  return {
    tokenHash,
    screens: row.screens,
    user: row.user,
    passwordChangeOnly: row.passwordChangeOnly,
    fieldEmployeeId: row.fieldEmployeeId,
  };
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}
