import { contract } from '../../../common/contract';
import { messages } from '../../../common/messages';
import { screensOfMenu } from '../../../common/modules';
import type { Config } from '../../config';
import { AppError, rule } from '../../platform/errors';
import { implement } from '../../platform/implement';
import { DUMMY_HASH, verifyPassword } from '../../platform/passwords';
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

      const menu = await menuOf(ctx.db, user.userId, user.profile);
      const screens = screensOfMenu(menu.map((m) => m.URL));
      const sessionUser = sessionUserOf(user);
      const token = await createSession(
        ctx.db,
        sessionUser,
        screens,
        { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds },
        { ip: ctx.ip, userAgent: ctx.userAgent },
      );
      ctx.reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: config.sessionMaxSeconds });
      await ctx.audit({ action: 'login', entity: 'session', entityId: user.userId });
      return { MENU: menu, USER: sessionUser, TOKEN: token };
    }),

    implement(contract.auth.logout, async (_input, ctx) => {
      await ctx.endSession();
      ctx.reply.clearCookie(SESSION_COOKIE, cookieOptions);
      await ctx.audit({ action: 'logout', entity: 'session', entityId: ctx.user.USER_ID });
      return null;
    }),
  ];
}
