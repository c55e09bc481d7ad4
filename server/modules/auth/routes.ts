import { eq, sql } from 'drizzle-orm';
import { contract } from '../../../common/contract';
import type { SessionUser } from '../../../common/contract/auth';
import { messages } from '../../../common/messages';
import { screensOfMenu } from '../../../common/modules';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, rule } from '../../platform/errors';
import { type CallContext, implement } from '../../platform/implement';
import { assertPasswordAllowed } from '../../platform/password-policy';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../platform/passwords';
import { createSession, SESSION_COOKIE, sessionUserOf } from '../../platform/session';
import { clearLoginFailures, type LoginLimits, reserveLoginAttempt } from './login-throttle';
import { findUser, menuOf } from './queries';

export function authRoutes(config: Config) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
    path: '/api',
  };
  const limits: LoginLimits = {
    perUser: config.loginMaxFailures,
    perAddress: config.loginMaxFailuresPerAddress,
    windowSeconds: config.loginWindowSeconds,
  };

  /**
   * Opens a session and answers as the login does. A user whose password is a one-time password
   * gets a session that opens no screen and may only change the password.
   */
  async function openSession(user: typeof users.$inferSelect, ctx: CallContext) {
    const mustChange = user.mustChangePassword;
    const menu = mustChange ? [] : await menuOf(ctx.db, user.userId);
    const sessionUser: SessionUser = sessionUserOf(user);
    const token = await createSession(
      ctx.db,
      sessionUser,
      screensOfMenu(menu.map((m) => m.URL)),
      { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
      { ip: ctx.ip, userAgent: ctx.userAgent },
      mustChange,
    );
    ctx.reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionMaxSeconds });
    return { MENU: menu, USER: sessionUser, TOKEN: token, MUST_CHANGE_PASSWORD: mustChange };
  }

  return [
    implement(contract.auth.login, async ({ username, password }, ctx) => {
      const name = username.trim();
      if (!name && !password) throw rule(messages.loginEmpty);
      if (!name) throw rule(messages.usernameRequired);
      if (!password) throw rule(messages.passwordRequired);

      // Decided and recorded as a failure before the slow hash, so parallel guesses cannot all pass.
      if (!(await reserveLoginAttempt(ctx.db, name, ctx.ip, limits))) {
        throw new AppError(messages.loginLocked, 'RATE_LIMITED');
      }
      const user = await findUser(ctx.db, name);
      // The hash is checked even for an unknown user, so every failure takes the same time.
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      // A failure stays recorded by its reservation.
      if (!user || !ok || !user.active) throw rule(messages.loginFailed);
      await clearLoginFailures(ctx.db, name, ctx.ip);
      const answer = await openSession(user, ctx);
      await ctx.audit({ action: 'login', entity: 'session', entityId: user.userId });
      return answer;
    }),

    implement(contract.auth.changePassword, async ({ oldPassword, newPassword }, ctx) => {
      const userId = ctx.user.USER_ID;
      // Guessing the current password through this call pauses as the login does.
      if (!(await reserveLoginAttempt(ctx.db, userId, ctx.ip, limits))) {
        throw new AppError(messages.loginLocked, 'RATE_LIMITED');
      }
      const [user] = await ctx.db.select().from(users).where(eq(users.userId, userId));
      if (!user?.active) throw new AppError(messages.sessionEnded, 'UNAUTHENTICATED');
      if (!(await verifyPassword(oldPassword, user.passwordHash))) throw rule(messages.oldPasswordWrong);
      await clearLoginFailures(ctx.db, userId, ctx.ip);
      if (oldPassword === newPassword) throw rule(messages.passwordSameAsOld);
      assertPasswordAllowed(newPassword, user);
      const passwordHash = await hashPassword(newPassword);
      // Not a `write` call: a wrong current password must stay counted, so the change and its audit
      // have a transaction of their own. The new hash ends every session of the user (the users
      // trigger), this one too.
      const changed = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` })
          .where(eq(users.userId, userId))
          .returning();
        await recordAudit(
          tx,
          { userId, requestId: ctx.requestId },
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
      await ctx.endSession();
      return openSession(changed, ctx);
    }),

    implement(contract.auth.logout, async (_input, ctx) => {
      await ctx.endSession();
      ctx.reply.clearCookie(SESSION_COOKIE, cookieOptions);
      await ctx.audit({ action: 'logout', entity: 'session', entityId: ctx.user.USER_ID });
      return null;
    }),
  ];
}
