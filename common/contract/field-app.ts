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
import { surveyQuestion } from './push-activity';
import { looseInt } from './shared-schemas';

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

/** A customer as the app keeps it: where it is, for the visit's check-in. */
const customerFields = {
  CUSTOMER_ID: z.string(),
  CUSTOMERID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  ADDRESS: z.string().nullable(),
  CITY: z.string().nullable(),
  SALES_CHANNEL: z.string(),
  /** Degrees, as the customer master holds them; null when the customer has no location. */
  LATITUDE: z.number().nullable(),
  LONGITUDE: z.number().nullable(),
};

export const fieldCustomer = z.object(customerFields);
export type FieldCustomer = z.infer<typeof fieldCustomer>;

/** One planned visit of the rep's day: the plan's position and customer, and the master plan's notes. */
export const fieldVisit = z.object({
  POSITION_CODE: z.string(),
  ...customerFields,
  /** On the fixed call plan of the day (its FREQUENCY a month), on the master call plan's weeks, or both. */
  IN_FIXED_PLAN: z.boolean(),
  IN_MASTER_PLAN: z.boolean(),
  FREQUENCY: z.number().int().nullable(),
  /** The master call plan's contact person, phone and notes of the month ('' when none). */
  PIC_NAME: z.string(),
  PIC_TELP: z.string(),
  NOTES: z.string(),
});
export type FieldVisit = z.infer<typeof fieldVisit>;

/** How many customers a page of the rep's customers holds at most. */
export const FIELD_CUSTOMERS_PAGE_MAX = 500;

/** A campaign question as the builder saved it: its type, limits (min/max, text limit, intervals) and option jumps. */
export const fieldQuestion = z.object({
  QUESTION_ID: z.string(),
  SEQUENCE: z.number().int(),
  TYPE: z.string(),
  BODY: z.string(),
  /** The whole question: options with their `nextQuestion` jumps, and the type's limits. */
  DEFINITION: surveyQuestion,
});

export const fieldCampaign = z.object({
  ACTIVITY_HEADER_ID: z.number().int(),
  CAMPAIGN_NAME: z.string(),
  CAMPAIGN_DESC: z.string(),
  BISNIS_CODE: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
  EMPLOYEE_TYPE_CODE: z.string(),
  IS_PICTURE: z.number().int(),
  /** The campaign's titles and branches (the rep holds one of the titles today and is of one of the branches). */
  TITLES: z.array(z.string()),
  BRANCHES: z.array(z.string()),
  CHANNEL_GROUPS: z.array(z.string()),
  PRODUCT_GROUPS: z.array(z.string()),
  /** The campaign's outlets the rep serves this month (its other outlets are other reps'). */
  OUTLETS: z.array(
    z.object({ CUSTOMER_ID: z.string(), CUSTOMERID_REF: z.string(), CUSTOMER_NAME: z.string() }),
  ),
  QUESTIONS: z.array(fieldQuestion),
});
export type FieldCampaign = z.infer<typeof fieldCampaign>;

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
  visits: defineCall({
    method: 'GET',
    path: '/field/visits',
    module: 'field-app',
    access: 'field-rep',
    summary: `The rep's visits of today: the customers the fixed call plan (this month's rows of the rep's positions for today's weekday and call week) and the master call plan (today's weekday column holding the call week) plan for the rep's positions, by the working calendar (none on a day off or a day the calendar lacks). Only customers of the rep's org and branch. Each with its address, coordinates and the master plan's contact and notes.${ERRORS_SESSION}`,
    input: z.object({}),
    output: z.object({
      DATE: z.string(),
      /** The calendar's day name (SENIN … MINGGU) and call week; null when the calendar lacks today. */
      DAY: z.string().nullable(),
      WEEK: z.number().int().nullable(),
      IS_DAYS_OFF: z.boolean(),
      POSITIONS: z.array(z.string()),
      VISITS: z.array(fieldVisit),
    }),
  }),
  customers: defineCall({
    method: 'GET',
    path: '/field/customers',
    module: 'field-app',
    access: 'field-rep',
    summary: `The rep's customers: those on this month's fixed or master call plan of the rep's positions, of the rep's org and branch, by CUSTOMERID_REF, a page at a time (at most ${FIELD_CUSTOMERS_PAGE_MAX}). The first page without \`after\`; each next one with the \`next\` of the page before, until \`next\` is null. 400: an \`after\` the server did not give for this list.${ERRORS_SESSION}`,
    input: z.object({
      after: z.string().max(512).optional(),
      /** Customers a page; 200 when left out. */
      limit: looseInt.pipe(z.number().min(1).max(FIELD_CUSTOMERS_PAGE_MAX)).optional(),
    }),
    output: z.object({ rows: z.array(fieldCustomer), next: z.string().nullable() }),
  }),
  campaigns: defineCall({
    method: 'GET',
    path: '/field/campaigns',
    module: 'field-app',
    access: 'field-rep',
    summary: `The approved push activity campaigns running today that reach the rep: of the employee type and one of the titles of a position the rep holds today, and naming the rep's branch. Each with its titles, branches, channel groups, product groups, the outlets of it the rep serves, and its survey questions in order with their types, limits and jumps.${ERRORS_SESSION}`,
    input: z.object({}),
    output: z.object({ campaigns: z.array(fieldCampaign) }),
  }),
  ...fieldRecordCalls,
};
