import { z } from 'zod';
import { defineCall } from './define';

export const menuItem = z.object({
  MENU_LIST_ID: z.number().int(),
  PARENT_ID: z.number().int().nullable(),
  MENU_LIST_DESC: z.string(),
  URL: z.string().nullable(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const sessionUser = z.object({
  USER_ID: z.string(),
  USER_ID_UPDATE: z.string(),
  USER_NAME: z.string(),
  POSITION_CODE: z.string(),
  ORG_ID: z.number().int(),
  /** The user's own branch; KEPALA CABANG users see only this branch. */
  BRANCH_CODE: z.string(),
  USER_ACCESS_TYPE: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * What a login answers. MUST_CHANGE_PASSWORD: the password was a one-time password; the session
 * then opens no screen and every call but changePassword and logout is refused until it is changed.
 */
export const loginAnswer = z.object({
  MENU: z.array(menuItem),
  USER: sessionUser,
  TOKEN: z.string(),
  MUST_CHANGE_PASSWORD: z.boolean(),
});

export const auth = {
  login: defineCall({
    method: 'POST',
    path: '/login',
    module: 'structure',
    access: 'public',
    summary: 'Log in; answers the menu, the user and a session token (also set as an HttpOnly cookie).',
    input: z.object({ username: z.string().max(100), password: z.string().max(200) }),
    output: loginAnswer,
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/changePassword',
    module: 'auth',
    access: 'session',
    openBeforePasswordChange: true,
    summary:
      "Change the caller's own password (the current one asked). Ends the caller's sessions and answers a new one, as the login does.",
    input: z.object({ oldPassword: z.string().max(200), newPassword: z.string().max(200) }),
    output: loginAnswer,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/logout',
    module: 'structure',
    access: 'session',
    openBeforePasswordChange: true,
    summary: 'End the session on the server.',
    input: z.object({}).optional(),
    output: z.null(),
  }),
};
