/**
 * The rep's sign-in, change of password and logout. The login checks are the back office's
 * (server/platform/sign-in.ts: throttle, one answer for a wrong user or password); then the user
 * must be linked to an active employee. The session is a back-office session's (same idle and
 * absolute lifetime, same table), marked with the rep's employee id so that it opens only the
 * field app's rep calls.
 */
import { eq } from 'drizzle-orm';
import { contract } from '../../../common/contract';
import type { SessionUser } from '../../../common/contract/auth';
import type { FieldRepAnswer } from '../../../common/contract/field-app';
import { messages } from '../../../common/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { salesreps } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import { type FieldRep, lookUpFieldRep } from '../../platform/field-rep';
import { type CallContext, implement } from '../../platform/implement';
import { createSession, sessionUserOf } from '../../platform/session';
import { changeOwnPassword, checkLogin, loginLimitsOf, type UserRecord } from '../../platform/sign-in';

/** The rep as the calls answer it. */
export async function repAnswer(db: Db, user: SessionUser, rep: FieldRep): Promise<FieldRepAnswer> {
  const [employee] = await db
    .select({ name: salesreps.employeeName })
    .from(salesreps)
    .where(eq(salesreps.employeeId, rep.employeeId));
  return {
    USER_ID: user.USER_ID,
    USER_NAME: user.USER_NAME,
    EMPLOYEE_ID: rep.employeeId,
    EMPLOYEE_NAME: employee?.name ?? '',
    ORG_ID: rep.orgId,
    BRANCH_CODE: rep.branchCode,
    POSITIONS: rep.positions,
  };
}

/** The rep a user signs in as; refused when the user is linked to no active employee. */
async function repOfUser(db: Db, user: UserRecord): Promise<FieldRep> {
  if (!user.employeeId) throw rule(messages.fieldRepNotLinked);
  const found = await lookUpFieldRep(db, user.userId, user.employeeId);
  if (found.kind === 'unlinked') throw rule(messages.fieldRepNotLinked);
  if (!found.active) throw rule(messages.fieldRepInactive);
  return found.rep;
}

/** The signed-in rep of a 'field-rep' call: the platform sets it before the handler runs. */
export function signedInRep(ctx: CallContext): FieldRep {
  if (!ctx.fieldRep) throw new AppError(messages.fieldSessionEnded, 'UNAUTHENTICATED');
  return ctx.fieldRep;
}

export function signInRoutes(config: Config) {
  const limits = loginLimitsOf(config);
  const times = { idleSeconds: config.sessionIdleSeconds, maxSeconds: config.sessionMaxSeconds };

  async function openFieldSession(user: UserRecord, rep: FieldRep, ctx: CallContext) {
    const sessionUser = sessionUserOf(user);
    // No screens: a field session opens no back-office screen, whatever the user's menu.
    const token = await createSession(
      ctx.db,
      sessionUser,
      [],
      times,
      { ip: ctx.ip, userAgent: ctx.userAgent },
      user.mustChangePassword,
      rep.employeeId,
    );
    return {
      TOKEN: token,
      MUST_CHANGE_PASSWORD: user.mustChangePassword,
      REP: await repAnswer(ctx.db, sessionUser, rep),
    };
  }

  return [
    implement(contract.fieldApp.login, async ({ username, password }, ctx) => {
      const user = await checkLogin(ctx.db, username, password, ctx.ip, limits);
      const rep = await repOfUser(ctx.db, user);
      const answer = await openFieldSession(user, rep, ctx);
      await ctx.audit({ action: 'field-login', entity: 'session', entityId: user.userId });
      return answer;
    }),

    implement(contract.fieldApp.changePassword, async ({ oldPassword, newPassword }, ctx) => {
      const changed = await changeOwnPassword(
        ctx.db,
        { userId: ctx.user.USER_ID, oldPassword, newPassword, ip: ctx.ip, requestId: ctx.requestId },
        limits,
      );
      await ctx.endSession();
      return openFieldSession(changed, await repOfUser(ctx.db, changed), ctx);
    }),

    implement(contract.fieldApp.logout, async (_input, ctx) => {
      await ctx.endSession();
      await ctx.audit({ action: 'field-logout', entity: 'session', entityId: ctx.user.USER_ID });
      return null;
    }),

    implement(contract.fieldApp.me, async (_input, ctx) => repAnswer(ctx.db, ctx.user, signedInRep(ctx))),
  ];
}
