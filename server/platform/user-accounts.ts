/**
 * User accounts as both the users screens and `npm run admin` make them: one-time passwords, and a
 * user written with its profiles after the checks that name what is missing.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { messages } from '../../common/messages';
import type { Db } from '../db/client';
import { accessProfiles, branches, loginFailures, salesreps, userProfiles, users } from '../db/schema';
import { hashPassword } from './passwords';

/** Letters and digits a reader cannot mistake for one another (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A one-time password: 14 characters drawn by crypto.randomInt, about 81 bits. */
export function oneTimePassword(): string {
  return Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The form of a user ID: what a login types, and what appears in the audit log. */
export const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,49}$/;

export interface NewUser {
  userId: string;
  userName: string;
  positionCode: string;
  orgId: number;
  branchCode: string;
  accessType: string | null;
  profiles: readonly string[];
  /** The sales rep the user signs in to the field app as (server/platform/field-rep.ts). */
  employeeId?: string | null;
}

/** What stops a user from being written, in words; null when nothing does. */
export async function whyUserCannotBeCreated(db: Db, user: NewUser): Promise<string | null> {
  if (!USER_ID_PATTERN.test(user.userId)) return messages.userIdInvalid;
  const [taken] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(sql`lower(${users.userId})`, user.userId.toLowerCase()));
  if (taken) return messages.userExists(taken.userId);
  return (
    (await whyPlaceIsWrong(db, user)) ??
    (await whyProfilesAreWrong(db, user.profiles)) ??
    (user.employeeId ? await whyEmployeeLinkIsWrong(db, user.employeeId, user) : null)
  );
}

/**
 * A user's link to a sales rep: the employee exists, is of the user's org, and is linked to no
 * other user (one login per rep).
 */
export async function whyEmployeeLinkIsWrong(
  db: Db,
  employeeId: string,
  user: { userId: string; orgId: number },
): Promise<string | null> {
  const [employee] = await db
    .select({ orgId: salesreps.orgId })
    .from(salesreps)
    .where(eq(salesreps.employeeId, employeeId));
  if (!employee || employee.orgId !== user.orgId) return messages.employeeUnknown(employeeId);
  const [other] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.employeeId, employeeId), ne(sql`lower(${users.userId})`, user.userId.toLowerCase())));
  return other ? messages.employeeLinked(employeeId, other.userId) : null;
}

/** The branch must exist and belong to the user's org. */
export async function whyPlaceIsWrong(
  db: Db,
  user: { orgId: number; branchCode: string },
): Promise<string | null> {
  const [branch] = await db.select().from(branches).where(eq(branches.branchCode, user.branchCode));
  if (!branch) return messages.branchUnknown(user.branchCode);
  if (branch.orgId !== user.orgId) return messages.branchNotInOrg(user.branchCode, user.orgId);
  return null;
}

/** At least one profile, each of them existing. */
export async function whyProfilesAreWrong(db: Db, profiles: readonly string[]): Promise<string | null> {
  if (profiles.length === 0) return messages.profilesRequired;
  const known = await db
    .select({ profile: accessProfiles.profile })
    .from(accessProfiles)
    .where(inArray(accessProfiles.profile, [...profiles]));
  const missing = profiles.find((p) => !known.some((k) => k.profile === p));
  return missing === undefined ? null : messages.profileUnknown(missing);
}

/** Writes the user and its profiles; `oneTime` marks the password to be changed at the first login. */
export async function insertUser(db: Db, user: NewUser, password: string, oneTime: boolean): Promise<void> {
  const { profiles, ...fields } = user;
  await db
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password), mustChangePassword: oneTime });
  await db.insert(userProfiles).values(profiles.map((profile) => ({ userId: user.userId, profile })));
}

/** Ends the pause after failed logins of a user, from every address. */
export async function unlockUser(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(loginFailures)
    .where(eq(loginFailures.username, userId.toLowerCase().slice(0, 100)))
    .returning({ id: loginFailures.id });
  return removed.length;
}

/** True once any user exists: before that, nobody can log in. */
export async function hasUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ userId: users.userId }).from(users).limit(1);
  return row !== undefined;
}
