/**
 * Users and access profiles (issue 40; the spec has no such screens). A user holds one or more
 * access profiles; a profile is a named set of menu screens. Head office manages every user; a
 * user of another org who is given these screens sees and edits only its own org's users.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { usersModule } from '../modules/users';
import { defineCall } from './define';
import { int32, listQuery, pageOf } from './shared-schemas';

const S = usersModule.paths;

const text = (max: number) => z.string().trim().min(1).max(max);
const userIdField = z.string().trim().max(50);
const profileCode = z
  .string()
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{1,39}$/, messages.profileCodeInvalid);

export const userRow = z.object({
  USER_ID: z.string(),
  USER_NAME: z.string(),
  POSITION_CODE: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BRANCH_DESC: z.string(),
  USER_ACCESS_TYPE: z.string().nullable(),
  /** The sales rep (SALESREP_EMPLOYEEID) the user signs in to the field app as; null for staff. */
  EMPLOYEE_ID: z.string().nullable(),
  PROFILES: z.array(z.string()),
  ACTIVE: z.boolean(),
  MUST_CHANGE_PASSWORD: z.boolean(),
  LOCKED: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

const userFields = z.object({
  USER_NAME: text(100),
  POSITION_CODE: text(50),
  ORG_ID: int32,
  BRANCH_CODE: text(20),
  USER_ACCESS_TYPE: z.string().trim().max(50).nullable(),
  PROFILES: z.array(profileCode).min(1, messages.profilesRequired).max(20),
  /**
   * The sales rep the user is, for the field app's sign-in: an employee of the user's org, linked
   * to no other user. Null or '' for none; left out, an update keeps the link as it is.
   */
  EMPLOYEE_ID: z
    .string()
    .trim()
    .max(30)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
});

export const accessProfileRow = z.object({
  PROFILE: z.string(),
  PROFILE_DESC: z.string(),
  /** The menu entries (MENU_LIST_ID) the profile opens. */
  SCREENS: z.array(z.number().int()),
  USERS: z.number().int(),
});

const oneTimePasswordAnswer = z.object({ USER_ID: z.string(), ONE_TIME_PASSWORD: z.string() });

const byUser = z.object({ USER_ID: userIdField });

export const users = {
  listUsers: defineCall({
    method: 'POST',
    path: '/users/list',
    module: 'users',
    access: { screens: [S.users] },
    summary:
      "One page of the users in the caller's scope (head office: all), by user ID; the search matches ID, name, position and branch.",
    input: z.object({ activeOnly: z.boolean().default(false) }).extend(listQuery.shape),
    output: pageOf(userRow),
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/users/user/:USER_ID',
    module: 'users',
    access: { screens: [S.users] },
    summary: "One user of the caller's scope.",
    input: byUser,
    output: userRow,
  }),
  createUser: defineCall({
    method: 'POST',
    path: '/users/create',
    module: 'users',
    access: { screens: [S.users] },
    write: true,
    summary: 'Creates a user with a one-time password, answered once, to be changed at the first login.',
    input: userFields.extend({ USER_ID: userIdField }),
    output: oneTimePasswordAnswer,
  }),
  updateUser: defineCall({
    method: 'POST',
    path: '/users/update',
    module: 'users',
    access: { screens: [S.users] },
    write: true,
    summary:
      "Changes a user's name, org, branch, position, access type and profiles; the user's sessions end.",
    input: userFields.extend({ USER_ID: userIdField }),
    output: userRow,
  }),
  setUserActive: defineCall({
    method: 'POST',
    path: '/users/setActive',
    module: 'users',
    access: { screens: [S.users] },
    write: true,
    summary: 'Deactivates a user (every session of the user ends at once) or activates it again.',
    input: byUser.extend({ ACTIVE: z.boolean() }),
    output: userRow,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/users/resetPassword',
    module: 'users',
    access: { screens: [S.users] },
    write: true,
    summary: "Replaces a user's password by a one-time password, answered once; the user's sessions end.",
    input: byUser,
    output: oneTimePasswordAnswer,
  }),
  unlockUser: defineCall({
    method: 'POST',
    path: '/users/unlock',
    module: 'users',
    access: { screens: [S.users] },
    write: true,
    summary: 'Ends the pause after failed logins of a user.',
    input: byUser,
    output: userRow,
  }),
  listProfiles: defineCall({
    method: 'GET',
    path: '/users/profiles',
    module: 'users',
    access: { screens: [S.users, S.profiles] },
    summary: 'Every access profile with its screens and how many users hold it.',
    input: z.object({}),
    output: z.array(accessProfileRow),
  }),
  menuScreens: defineCall({
    method: 'GET',
    path: '/users/screens',
    module: 'users',
    access: { screens: [S.profiles] },
    summary: 'The menu entries a profile may open: those of the menu, with whether the caller holds each.',
    input: z.object({}),
    output: z.array(
      z.object({
        MENU_LIST_ID: z.number().int(),
        PARENT_ID: z.number().int().nullable(),
        MENU_LIST_DESC: z.string(),
        URL: z.string().nullable(),
        HELD: z.boolean(),
      }),
    ),
  }),
  saveProfile: defineCall({
    method: 'POST',
    path: '/users/saveProfile',
    module: 'users',
    access: { screens: [S.profiles] },
    write: true,
    summary:
      "Creates or changes an access profile: its name and its screens (only screens the caller's menu holds).",
    input: z.object({
      PROFILE: profileCode,
      PROFILE_DESC: text(100),
      SCREENS: z.array(int32).max(500),
      isNew: z.boolean(),
    }),
    output: accessProfileRow,
  }),
};
