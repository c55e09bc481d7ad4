/**
 * The field app's calls (the sales force's mobile app). Every call carries the api-key header and
 * the field app's key (FIELD_APP_KEY) as `Authorization: Bearer <key>`. The sign-in answers a
 * session token for the rep; every other call sends it in the `Field-Session` header and answers
 * only what the rep holds today (the 'field-rep' access, server/platform/field-rep.ts). The
 * promotions (`GET /api/field/promotions`) are declared with the setting module and take the key
 * alone, as before.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { fieldRecordCalls } from './field-records';

/** The rep as signed in, and as the calls are scoped: the positions held today. */
export const fieldRepAnswer = z.object({
  USER_ID: z.string(),
  USER_NAME: z.string(),
  EMPLOYEE_ID: z.string(),
  EMPLOYEE_NAME: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  /** The position codes the rep holds today ([] when none: the rep's lists are then empty). */
  POSITIONS: z.array(z.string()),
});
export type FieldRepAnswer = z.infer<typeof fieldRepAnswer>;

/**
 * The sign-in's answer. TOKEN goes in the Field-Session header of every later call. With
 * MUST_CHANGE_PASSWORD the password was a one-time password: the session opens only
 * changePassword and logout until it is changed.
 */
export const fieldLoginAnswer = z.object({
  TOKEN: z.string(),
  MUST_CHANGE_PASSWORD: z.boolean(),
  REP: fieldRepAnswer,
});

const ERRORS_SESSION =
  ' 401: no valid field app key, or no live field session in Field-Session (signed out, idle or past its lifetime, or the user no longer linked to the rep); 403: a one-time password not yet changed, or the rep deactivated.';

export const fieldApp = {
  login: defineCall({
    method: 'POST',
    path: '/field/login',
    module: 'field-app',
    access: 'field-app',
    summary:
      "A sales rep signs in with the rep's own user ID and password (and the field app's key as the bearer token); answers the session token for the Field-Session header, lasting as a back-office session (idle and absolute lifetime). Refused: a wrong user or password or a deactivated user (422, one message for all), too many failed sign-ins (429, as the back-office login), a user not linked to an employee or a deactivated employee (422).",
    input: z.object({ username: z.string().max(100), password: z.string().max(200) }),
    output: fieldLoginAnswer,
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/field/changePassword',
    module: 'field-app',
    access: 'field-rep',
    openBeforePasswordChange: true,
    summary: `The rep changes the rep's own password (the current one asked, the password policy applied, throttled as the sign-in); ends the rep's sessions and answers a new one, as the sign-in does. 422: the current password wrong, or the new one refused by the policy (the reason named).${ERRORS_SESSION}`,
    input: z.object({ oldPassword: z.string().max(200), newPassword: z.string().max(200) }),
    output: fieldLoginAnswer,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/field/logout',
    module: 'field-app',
    access: 'field-rep',
    openBeforePasswordChange: true,
    summary: `Ends the rep's field session on the server.${ERRORS_SESSION}`,
    input: z.object({}),
    output: z.null(),
  }),
  me: defineCall({
    method: 'GET',
    path: '/field/me',
    module: 'field-app',
    access: 'field-rep',
    summary: `The signed-in rep as every call is scoped today: org, branch and the positions held today.${ERRORS_SESSION}`,
    input: z.object({}),
    output: fieldRepAnswer,
  }),
  ...fieldRecordCalls,
};
