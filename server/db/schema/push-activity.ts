/**
 * Push activity campaigns (spec part 2 section 3: Push activity campaign, Activity header and
 * detail rows, Survey question): a header with its period, business, employee type, picture flag
 * and state; the titles, branches, channel groups, product groups and outlets it targets; and its
 * survey questions. The detail rows keep the codes and names as they were when it was made, so the
 * dialogs show what was approved even after a title or customer is renamed.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  accuracyColumn,
  clientIdColumn,
  coordinateColumn,
  deviceSentAtColumn,
  receivedAtColumn,
} from './field-record-columns';

export const paHeaders = pgTable(
  'pa_headers',
  {
    activityHeaderId: serial('activity_header_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    bisnisCode: text('bisnis_code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    employeeTypeId: integer('employee_type_id').notNull(),
    employeeTypeCode: text('employee_type_code').notNull(),
    isPicture: integer('is_picture').notNull().default(0),
    /** New Request, Approved or Rejected. */
    status: text('status').notNull().default('New Request'),
    userIdUpdate: text('user_id_update').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('pa_headers_status', sql`${t.status} IN ('New Request', 'Approved', 'Rejected')`),
    check('pa_headers_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('pa_headers_picture', sql`${t.isPicture} IN (0, 1)`),
    // The campaigns running in a month.
    index('pa_headers_period_idx').on(t.startDate, t.endDate),
  ],
);

const headerId = () =>
  integer('activity_header_id')
    .notNull()
    .references(() => paHeaders.activityHeaderId);

export const paTitles = pgTable(
  'pa_titles',
  {
    activityHeaderId: headerId(),
    tittleId: integer('tittle_id').notNull(),
    tittleCode: text('tittle_code').notNull(),
    tittleDesc: text('tittle_desc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityHeaderId, t.tittleId] })],
);

export const paBranches = pgTable(
  'pa_branches',
  {
    activityHeaderId: headerId(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityHeaderId, t.branchCode] }),
    // The campaigns reaching a branch (the overview's scope).
    index('pa_branches_branch_idx').on(t.branchCode, t.activityHeaderId),
  ],
);

export const paChannels = pgTable(
  'pa_channels',
  { activityHeaderId: headerId(), channelGroup: text('channel_group').notNull() },
  (t) => [primaryKey({ columns: [t.activityHeaderId, t.channelGroup] })],
);

export const paProducts = pgTable(
  'pa_products',
  { activityHeaderId: headerId(), productGroup: text('product_group').notNull() },
  (t) => [primaryKey({ columns: [t.activityHeaderId, t.productGroup] })],
);

export const paCustomers = pgTable(
  'pa_customers',
  {
    activityHeaderId: headerId(),
    customerId: text('customer_id').notNull(),
    customerIdRef: text('customer_id_ref').notNull(),
    customerName: text('customer_name').notNull(),
    orgId: integer('org_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityHeaderId, t.customerId] }),
    index('pa_customers_name_idx').on(t.activityHeaderId, t.customerName),
  ],
);

/** A survey question; its type's settings and options as the builder made them (checked on save). */
export const paQuestions = pgTable(
  'pa_questions',
  {
    activityHeaderId: headerId(),
    questionId: text('question_id').notNull(),
    sequence: integer('sequence').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    /** The whole question as sent (options, limits, formats), checked against the type's rules. */
    definition: jsonb('definition').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityHeaderId, t.questionId] })],
);

/**
 * A rep's answers to a campaign's survey at one outlet on one campaign day, as the field app sent
 * them (server/modules/field-app/survey-answers.ts): one set per outlet and campaign day.
 */
export const paAnswerSets = pgTable(
  'pa_answer_sets',
  {
    answerSetId: serial('answer_set_id').primaryKey(),
    clientId: clientIdColumn('pa_answer_sets').notNull(),
    activityHeaderId: headerId(),
    customerId: text('customer_id').notNull(),
    /** The outlet's name, org and branch when answered: the scope of the row. */
    customerName: text('customer_name').notNull(),
    orgId: integer('org_id').notNull(),
    branchCode: text('branch_code').notNull(),
    positionCode: text('position_code').notNull(),
    employeeId: text('employee_id').notNull(),
    employeeName: text('employee_name').notNull(),
    /** The campaign day the answers are for. */
    campaignDay: date('campaign_day', { mode: 'string' }).notNull(),
    /** When the rep answered, by the device's clock. */
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    latitude: coordinateColumn('latitude'),
    longitude: coordinateColumn('longitude'),
    accuracy: accuracyColumn(),
    /** The campaign's picture (IS_PICTURE campaigns), a photos row of kind PA. */
    photoKey: text('photo_key'),
    deviceSentAt: deviceSentAtColumn(),
    receivedAt: receivedAtColumn().notNull().defaultNow(),
  },
  (t) => [
    unique('pa_answer_sets_outlet_day_key').on(t.activityHeaderId, t.customerId, t.campaignDay),
    // The answers of a campaign in a branch (the overview's scope), by outlet.
    index('pa_answer_sets_branch_idx').on(t.activityHeaderId, t.branchCode, t.customerName, t.answerSetId),
  ],
);

/** One answer of a set: the question and the answer as text (options joined by ', '). */
export const paAnswers = pgTable(
  'pa_answers',
  {
    answerSetId: integer('answer_set_id')
      .notNull()
      .references(() => paAnswerSets.answerSetId, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    /** The question's place in the survey, so answers read in the order asked. */
    sequence: integer('sequence').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.answerSetId, t.questionId] })],
);
