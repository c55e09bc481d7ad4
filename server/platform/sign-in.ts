/**
 * Signing in and changing one's password, as the back office's login and the field app's sign-in
 * both do: the pause after failed attempts, the same answer and the same time for an unknown user
 * and a wrong password, and the password policy on a change.
 */
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../common/messages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from './audit';
import { AppError, rule } from './errors';
import { clearLoginFailures, type LoginLimits, reserveLoginAttempt } from './login-throttle';
import { assertPasswordAllowed } from './password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords';

export type UserRecord = typeof users.$inferSelect;

/** The throttle's limits of the configuration. */
export function loginLimitsOf(config: Config): LoginLimits {
  return {
    perUser: config.loginMaxFailures,
    perAddress: config.loginMaxFailuresPerAddress,
    windowSeconds: config.loginWindowSeconds,
  };
}

/** The user a login names, whatever its case. */
export async function findUser(db: Db, username: string): Promise<UserRecord | undefined> {
  const found = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userId})`, username.toLowerCase()))
    .limit(1);
  return found[0];
}

/**
 * The active user whose login and password these are. Refused alike (messages.loginFailed) for an
 * unknown user, a wrong password and a deactivated user; refused with messages.loginLocked once
 * the user or the address used up its failures. `name` and `password` are not empty.
 */
export async function checkLogin(
  db: Db,
  username: string,
  password: string,
  ip: string,
  limits: LoginLimits,
): Promise<UserRecord> {
  const name = username.trim();
  if (!name && !password) throw rule(messages.loginEmpty);
  if (!name) throw rule(messages.usernameRequired);
  if (!password) throw rule(messages.passwordRequired);
  // Decided and recorded as a failure before the slow hash, so parallel guesses cannot all pass.
  if (!(await reserveLoginAttempt(db, name, ip, limits))) {
    throw new AppError(messages.loginLocked, 'RATE_LIMITED');
  }
  const user = await findUser(db, name);
  // The hash is checked even for an unknown user, so every failure takes the same time.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  // A failure stays recorded by its reservation.
  if (!user || !ok || !user.active) throw rule(messages.loginFailed);
  await clearLoginFailures(db, name, ip);
  return user;
}

/**
 * Changes a signed-in user's password after checking the current one (throttled as a login) and
 * the policy; answers the user as changed. Runs its own transaction, so a wrong current password
 * stays counted: the caller must not be a `write` call. The new hash ends every session of the
 * user (the users trigger), the caller's too.
 */
export async function changeOwnPassword(
  db: Db,
  change: { userId: string; oldPassword: string; newPassword: string; ip: string; requestId: string },
  limits: LoginLimits,
): Promise<UserRecord> {
  const { userId, oldPassword, newPassword } = change;
  // Guessing the current password through this call pauses as the login does.
  if (!(await reserveLoginAttempt(db, userId, change.ip, limits))) {
    throw new AppError(messages.loginLocked, 'RATE_LIMITED');
  }
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user?.active) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw rule(messages.oldPasswordWrong);
  await clearLoginFailures(db, userId, change.ip);
  if (oldPassword === newPassword) throw rule(messages.passwordSameAsOld);
  assertPasswordAllowed(newPassword, user);
  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` })
      .where(eq(users.userId, userId))
      .returning();
    await recordAudit(
      tx,
      { userId, requestId: change.requestId },
      {
        action: 'change-password',
        entity: 'user',
        entityId: userId,
        before: { mustChangePassword: user.mustChangePassword },
        after: { mustChangePassword: false },
      },
    );
    return row;
  });
  if (!changed) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
  return changed;
}
