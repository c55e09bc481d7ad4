import { contract } from '../../../common/contract';
import type { SessionUser } from '../../../common/contract/auth';
import { screensOfMenu } from '../../../common/modules';
import type { Config } from '../../config';
import type { users } from '../../db/schema';
import { type CallContext, implement } from '../../platform/implement';
import { createSession, SESSION_COOKIE, sessionUserOf } from '../../platform/session';
import { changeOwnPassword, checkLogin, loginLimitsOf } from '../../platform/sign-in';
import { menuOf } from './queries';

export function authRoutes(config: Config) {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.production,
    path: '/api',
  };
  const limits = loginLimitsOf(config);

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
      const user = await checkLogin(ctx.db, username, password, ctx.ip, limits);
      const answer = await openSession(user, ctx);
      await ctx.audit({ action: 'login', entity: 'session', entityId: user.userId });
      return answer;
    }),

    implement(contract.auth.changePassword, async ({ oldPassword, newPassword }, ctx) => {
      const changed = await changeOwnPassword(
        ctx.db,
        { userId: ctx.user.USER_ID, oldPassword, newPassword, ip: ctx.ip, requestId: ctx.requestId },
        limits,
      );
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
