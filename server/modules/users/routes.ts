/**
 * Users and access profiles. Every change is audited with the row before and after (never a
 * password), ends the sessions of the users it touches (the users triggers; the session cache is
 * told), and stays within two bounds: the caller's scope (a user of another org is neither seen nor
 * changed) and the caller's own screens (nobody gives or takes a screen it does not hold).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { contract } from '../../../common/contract';
import type { UserRow } from '../../../common/contract/users';
import { messages } from '../../../common/messages';
import { screenKey } from '../../../common/modules';
import type { Config } from '../../config';
import { accessProfiles, menuGrants, userProfiles, users } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import { type CallContext, implement } from '../../platform/implement';
import { arrayPage } from '../../platform/list';
import { hashPassword } from '../../platform/passwords';
import { assertHeadOffice, assertInScope } from '../../platform/scope';
import {
  insertUser,
  oneTimePassword,
  unlockUser,
  whyEmployeeLinkIsWrong,
  whyPlaceIsWrong,
  whyProfilesAreWrong,
  whyUserCannotBeCreated,
} from '../../platform/user-accounts';
import { type LockRule, menuScreens, profileRows, screensOfProfiles, userRows } from './queries';

const notFound = () => new AppError(messages.userNotFound, 'NOT_FOUND');

export function usersRoutes(config: Config) {
  const lock: LockRule = { maxFailures: config.loginMaxFailures, windowSeconds: config.loginWindowSeconds };

  /** One user of the caller's scope; one outside it is answered as missing. */
  async function userInScope(ctx: CallContext, userId: string): Promise<UserRow> {
    const [row] = await userRows(ctx.db, ctx.scope, lock, { userId });
    if (!row) throw notFound();
    return row;
  }

  /** Refuses a profile given or taken that opens a screen the caller's own menu does not hold. */
  async function assertMayGrant(ctx: CallContext, profiles: readonly string[]): Promise<void> {
    const screens = await screensOfProfiles(ctx.db, profiles);
    for (const [profile, keys] of screens)
      if (keys.some((key) => !ctx.screens.includes(key))) throw rule(messages.cannotGrantProfile(profile));
  }

  /** Refuses a change of the caller's own account that could lock it out or raise its rights. */
  function assertNotSelf(ctx: CallContext, userId: string): void {
    if (userId.toLowerCase() === ctx.user.USER_ID.toLowerCase()) throw rule(messages.cannotChangeOwnAccess);
  }

  return [
    implement(contract.users.listUsers, async (input, ctx) => {
      const found = await userRows(ctx.db, ctx.scope, lock, {
        search: input.search,
        activeOnly: input.activeOnly,
      });
      const page = arrayPage(found, 'USER_ID', (r) => r.USER_ID, input);
      return { ...page, total: input.count ? found.length : null };
    }),

    implement(contract.users.getUser, async ({ USER_ID }, ctx) => userInScope(ctx, USER_ID)),

    implement(contract.users.createUser, async (input, ctx) => {
      const user = {
        userId: input.USER_ID,
        userName: input.USER_NAME,
        positionCode: input.POSITION_CODE,
        orgId: input.ORG_ID,
        branchCode: input.BRANCH_CODE,
        accessType: input.USER_ACCESS_TYPE || null,
        profiles: [...new Set(input.PROFILES)],
        employeeId: input.EMPLOYEE_ID ?? null,
      };
      assertInScope(ctx.scope, user);
      const problem = await whyUserCannotBeCreated(ctx.db, user);
      if (problem) throw rule(problem);
      await assertMayGrant(ctx, user.profiles);
      const password = oneTimePassword();
      await insertUser(ctx.db, user, password, true);
      const after = await userInScope(ctx, user.userId);
      await ctx.audit({ action: 'create', entity: 'user', entityId: user.userId, after });
      return { USER_ID: user.userId, ONE_TIME_PASSWORD: password };
    }),

    implement(contract.users.updateUser, async (input, ctx) => {
      const before = await userInScope(ctx, input.USER_ID);
      const next = {
        userName: input.USER_NAME,
        positionCode: input.POSITION_CODE,
        orgId: input.ORG_ID,
        branchCode: input.BRANCH_CODE,
        accessType: input.USER_ACCESS_TYPE || null,
        // Left out of the call: the link stays as it is.
        employeeId: input.EMPLOYEE_ID === undefined ? before.EMPLOYEE_ID : input.EMPLOYEE_ID,
      };
      const profiles = [...new Set(input.PROFILES)].sort();
      assertInScope(ctx.scope, next);
      const place = await whyPlaceIsWrong(ctx.db, next);
      if (place) throw rule(place);
      const link = next.employeeId
        ? await whyEmployeeLinkIsWrong(ctx.db, next.employeeId, { userId: before.USER_ID, orgId: next.orgId })
        : null;
      if (link) throw rule(link);
      const wrong = await whyProfilesAreWrong(ctx.db, profiles);
      if (wrong) throw rule(wrong);
      const added = profiles.filter((p) => !before.PROFILES.includes(p));
      const taken = before.PROFILES.filter((p) => !profiles.includes(p));
      if (added.length + taken.length > 0) assertNotSelf(ctx, before.USER_ID);
      await assertMayGrant(ctx, [...added, ...taken]);

      // The users trigger ends the user's sessions when what decides its rights changes, and the
      // user_profiles trigger when a profile is given or taken.
      await ctx.db.update(users).set(next).where(eq(users.userId, before.USER_ID));
      if (taken.length > 0)
        await ctx.db
          .delete(userProfiles)
          .where(and(eq(userProfiles.userId, before.USER_ID), inArray(userProfiles.profile, taken)));
      if (added.length > 0)
        await ctx.db
          .insert(userProfiles)
          .values(added.map((profile) => ({ userId: before.USER_ID, profile })));
      // Still in scope: assertInScope above kept the user's new place within the caller's.
      const after = await userInScope(ctx, before.USER_ID);
      ctx.sessionsEnded([before.USER_ID]);
      await ctx.audit({ action: 'update', entity: 'user', entityId: before.USER_ID, before, after });
      return after;
    }),

    implement(contract.users.setUserActive, async ({ USER_ID, ACTIVE }, ctx) => {
      const before = await userInScope(ctx, USER_ID);
      assertNotSelf(ctx, before.USER_ID);
      if (before.ACTIVE === ACTIVE) return before;
      // Deactivated: the trigger ends every session of the user; every process's cache hears of it.
      await ctx.db.update(users).set({ active: ACTIVE }).where(eq(users.userId, before.USER_ID));
      ctx.sessionsEnded([before.USER_ID]);
      const after = await userInScope(ctx, before.USER_ID);
      await ctx.audit({
        action: ACTIVE ? 'reactivate' : 'deactivate',
        entity: 'user',
        entityId: USER_ID,
        before,
        after,
      });
      return after;
    }),

    implement(contract.users.resetPassword, async ({ USER_ID }, ctx) => {
      const before = await userInScope(ctx, USER_ID);
      assertNotSelf(ctx, before.USER_ID);
      const password = oneTimePassword();
      await ctx.db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          mustChangePassword: true,
          passwordChangedAt: sql`now()`,
        })
        .where(eq(users.userId, before.USER_ID));
      ctx.sessionsEnded([before.USER_ID]);
      const after = await userInScope(ctx, before.USER_ID);
      await ctx.audit({ action: 'reset-password', entity: 'user', entityId: USER_ID, before, after });
      return { USER_ID: before.USER_ID, ONE_TIME_PASSWORD: password };
    }),

    implement(contract.users.unlockUser, async ({ USER_ID }, ctx) => {
      const before = await userInScope(ctx, USER_ID);
      const removed = await unlockUser(ctx.db, before.USER_ID);
      const after = await userInScope(ctx, before.USER_ID);
      await ctx.audit({
        action: 'unlock',
        entity: 'user',
        entityId: USER_ID,
        before: { LOCKED: before.LOCKED },
        after: { LOCKED: after.LOCKED, failuresRemoved: removed },
      });
      return after;
    }),

    implement(contract.users.listProfiles, async (_input, ctx) => profileRows(ctx.db)),

    implement(contract.users.menuScreens, async (_input, ctx) => {
      const items = await menuScreens(ctx.db);
      return items.map((m) => ({ ...m, HELD: m.URL !== null && ctx.screens.includes(screenKey(m.URL)) }));
    }),

    implement(contract.users.saveProfile, async (input, ctx) => {
      assertHeadOffice(ctx.scope);
      const [before] = await profileRows(ctx.db, input.PROFILE);
      if (input.isNew && before) throw rule(messages.profileExists(input.PROFILE));
      if (!input.isNew && !before) throw rule(messages.profileUnknown(input.PROFILE));
      const wanted = [...new Set(input.SCREENS)];
      const items = await menuScreens(ctx.db);
      const byId = new Map(items.map((m) => [m.MENU_LIST_ID, m]));
      const unknown = wanted.find((id) => !byId.get(id)?.URL);
      if (unknown !== undefined) throw rule(messages.screenUnknown(unknown));
      const had = before?.SCREENS ?? [];
      const changed = [
        ...wanted.filter((id) => !had.includes(id)),
        ...had.filter((id) => !wanted.includes(id)),
      ];
      if (changed.some((id) => !ctx.screens.includes(screenKey(byId.get(id)?.URL ?? ''))))
        throw rule(messages.cannotGrantScreens);

      await ctx.db
        .insert(accessProfiles)
        .values({ profile: input.PROFILE, profileDesc: input.PROFILE_DESC })
        .onConflictDoUpdate({ target: accessProfiles.profile, set: { profileDesc: input.PROFILE_DESC } });
      const removed = had.filter((id) => !wanted.includes(id));
      const added = wanted.filter((id) => !had.includes(id));
      // The menu_grants triggers end the sessions of the profile's holders: their menus change.
      if (removed.length > 0)
        await ctx.db
          .delete(menuGrants)
          .where(and(eq(menuGrants.profile, input.PROFILE), inArray(menuGrants.menuListId, removed)));
      if (added.length > 0)
        await ctx.db
          .insert(menuGrants)
          .values(added.map((menuListId) => ({ profile: input.PROFILE, menuListId })));
      if (changed.length > 0) {
        const holders = await ctx.db
          .select({ userId: userProfiles.userId })
          .from(userProfiles)
          .where(eq(userProfiles.profile, input.PROFILE));
        ctx.sessionsEnded(holders.map((h) => h.userId));
      }
      const [after] = await profileRows(ctx.db, input.PROFILE);
      if (!after) throw notFound();
      await ctx.audit({
        action: input.isNew ? 'create' : 'update',
        entity: 'access-profile',
        entityId: input.PROFILE,
        before: before ?? null,
        after,
      });
      return after;
    }),
  ];
}
