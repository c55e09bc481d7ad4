/** Reads of users and access profiles, within the caller's scope. */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UserRow } from '../../../common/contract/users';
import { screenKey } from '../../../common/modules';
import { type Db, qualified } from '../../db/client';
import {
  accessProfiles,
  branches,
  loginFailures,
  menuGrants,
  menuItems,
  userProfiles,
  users,
} from '../../db/schema';
import { type Scope, scopeFilter } from '../../platform/scope';

/** How many failed logins of a user (from one address) within the window pause its logins. */
export interface LockRule {
  maxFailures: number;
  windowSeconds: number;
}

export interface UserFilter {
  search?: string;
  activeOnly?: boolean;
  userId?: string;
}

/** The users the scope sees, by user ID, with their branch, profiles and whether logins pause. */
export async function userRows(
  db: Db,
  scope: Scope,
  lock: LockRule,
  filter: UserFilter = {},
): Promise<UserRow[]> {
  const search = filter.search?.trim().toLowerCase();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    scopeFilter(scope, { orgId: users.orgId, branchCode: users.branchCode }),
    filter.activeOnly ? eq(users.active, true) : undefined,
    filter.userId === undefined ? undefined : eq(users.userId, filter.userId),
    like === undefined
      ? undefined
      : sql`lower(${users.userId} || ' ' || ${users.userName} || ' ' || ${users.positionCode} || ' ' || ${users.branchCode} || ' ' || ${branches.branchDesc}) LIKE ${like}`,
  );
  const found = await db
    .select({
      USER_ID: users.userId,
      USER_NAME: users.userName,
      POSITION_CODE: users.positionCode,
      ORG_ID: users.orgId,
      BRANCH_CODE: users.branchCode,
      BRANCH_DESC: branches.branchDesc,
      USER_ACCESS_TYPE: users.accessType,
      EMPLOYEE_ID: users.employeeId,
      PROFILES: sql<
        string[]
      >`coalesce((SELECT array_agg(${qualified(userProfiles.profile)} ORDER BY ${qualified(userProfiles.profile)})
        FROM ${userProfiles} WHERE ${qualified(userProfiles.userId)} = ${qualified(users.userId)}), ARRAY[]::text[])`,
      ACTIVE: users.active,
      MUST_CHANGE_PASSWORD: users.mustChangePassword,
      LOCKED: sql<boolean>`EXISTS (SELECT 1 FROM ${loginFailures}
        WHERE ${qualified(loginFailures.username)} = lower(${qualified(users.userId)})
          AND ${qualified(loginFailures.at)} > now() - make_interval(secs => ${lock.windowSeconds})
        GROUP BY ${qualified(loginFailures.ip)} HAVING count(*) >= ${lock.maxFailures})`,
    })
    .from(users)
    .innerJoin(branches, eq(branches.branchCode, users.branchCode))
    .where(where)
    .orderBy(asc(users.userId));
  return found;
}

/** The screen keys each of these profiles opens. */
export async function screensOfProfiles(db: Db, profiles: readonly string[]): Promise<Map<string, string[]>> {
  const byProfile = new Map<string, string[]>(profiles.map((p) => [p, []]));
  if (profiles.length === 0) return byProfile;
  const found = await db
    .select({ profile: menuGrants.profile, url: menuItems.url })
    .from(menuGrants)
    .innerJoin(menuItems, eq(menuItems.menuListId, menuGrants.menuListId))
    .where(and(inArray(menuGrants.profile, [...profiles]), isNotNull(menuItems.url)));
  for (const row of found) if (row.profile && row.url) byProfile.get(row.profile)?.push(screenKey(row.url));
  return byProfile;
}

/** Every access profile (or one) with its menu entries and its number of users. */
export async function profileRows(db: Db, profile?: string) {
  return db
    .select({
      PROFILE: accessProfiles.profile,
      PROFILE_DESC: accessProfiles.profileDesc,
      SCREENS: sql<
        number[]
      >`coalesce((SELECT array_agg(${qualified(menuGrants.menuListId)} ORDER BY ${qualified(menuGrants.menuListId)})
        FROM ${menuGrants} WHERE ${qualified(menuGrants.profile)} = ${qualified(accessProfiles.profile)}),
        ARRAY[]::int[])`,
      USERS: sql<number>`(SELECT count(*)::int FROM ${userProfiles}
        WHERE ${qualified(userProfiles.profile)} = ${qualified(accessProfiles.profile)})`,
    })
    .from(accessProfiles)
    .where(profile === undefined ? undefined : eq(accessProfiles.profile, profile))
    .orderBy(asc(accessProfiles.profile));
}

/** The menu entries with a URL (the screens a profile may open), in the menu's order. */
export async function menuScreens(db: Db) {
  return db
    .select({
      MENU_LIST_ID: menuItems.menuListId,
      PARENT_ID: menuItems.parentId,
      MENU_LIST_DESC: menuItems.menuListDesc,
      URL: menuItems.url,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.menuListId));
}
