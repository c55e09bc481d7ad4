/**
 * Push activity (spec part 2 sections 2-9, "Push activity"): campaigns head office pushes to the
 * sales force's mobile app, each with survey questions, for an employee type's titles in some
 * branches, channel groups, product groups and optionally a list of outlets; their approval and a
 * read-only overview. A campaign starts as 'New Request' and is approved or rejected once, by
 * someone other than its author.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { pushActivityModule } from '../modules/push-activity';
import { defineCall } from './define';
import { exportQuery, listQuery, looseInt, pageOf } from './shared-schemas';

const S = pushActivityModule.paths;

export const PA_STATUSES = ['New Request', 'Approved', 'Rejected'] as const;
export type PaStatus = (typeof PA_STATUSES)[number];

/** The question types (spec part 2 sections 4, 9); DEFAULT is the builder's until one is chosen. */
export const QUESTION_TYPES = [
  'Yes or No',
  'Check Boxes',
  'Multiple Choice',
  'Number',
  'Text',
  'Scale',
  'Date',
  'Time',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DEFAULT_QUESTION_TYPE = 'DEFAULT';
/** The types whose answers are options. */
export const OPTION_TYPES: readonly QuestionType[] = ['Yes or No', 'Check Boxes', 'Multiple Choice'];

/** Limits and defaults of the question builder (spec part 2 sections 5, 9). */
export const QUESTION_LIMITS = {
  number: { min: 1, max: 2048 },
  textLimit: { min: 1, max: 2048, default: 1024 },
  intervals: { min: 2, max: 100, default: 2 },
  scale: { min: 1, max: 8 },
  defaultOptions: 2,
  questionsMax: 100,
  optionsMax: 50,
} as const;
export const DATE_FORMATS = ['MM/DD/YY', 'DD/MM/YY', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export const DEFAULT_DATE_FORMAT = 'MM/DD/YYYY';
export const TIME_FORMATS = [12, 24] as const;
export const DEFAULT_TIME_FORMAT = 12;
/** A campaign starts no earlier than two days after today. */
export const CAMPAIGN_START_DAYS_AHEAD = 2;
/** The longest campaign, in days. */
export const CAMPAIGN_MAX_DAYS = 366;
/** The most outlets one campaign lists. */
export const CAMPAIGN_CUSTOMERS_MAX = 50_000;
/** The customer list template's columns. */
export const PA_CUSTOMER_COLUMNS = ['CUSTOMERIDREF', 'CUSTOMERNAME'] as const;
export const PA_CUSTOMER_TEMPLATE_FILE = 'Template Customer Push Activity.xlsx';
/**
 * The template's example row: a reference no customer has (references are a branch code and a
 * number), so that a template uploaded unchanged names no outlet and is refused with its reference.
 */
export const PA_CUSTOMER_EXAMPLE = { CUSTOMERIDREF: 'CONTOH-HAPUS-BARIS-INI', CUSTOMERNAME: 'NAMA CUSTOMER' };
/** How many unknown references and renamed rows the customer list's check names; it counts all. */
export const PA_CUSTOMER_CHECK_SHOWN = 20;
/** The most outlets a detail dialog shows at once; it searches the rest. */
export const PA_CUSTOMERS_SHOWN = 200;

/**
 * Two answers of a question are one answer when they differ only in case or spaces ('Rak penuh',
 * 'rak  Penuh ', 'RakPenuh'): the field app could not tell the user which is which.
 */
export const optionKey = (body: string): string => body.normalize('NFKC').replace(/\s+/gu, '').toLowerCase();

/** The first answer repeating an earlier one (see optionKey): its place and both texts. */
export function repeatedOption(
  options: readonly { body: string }[],
): { at: number; body: string; same: string } | undefined {
  const seen = new Map<string, string>();
  for (const [at, o] of options.entries()) {
    const key = optionKey(o.body);
    if (key === '') continue;
    const same = seen.get(key);
    if (same !== undefined) return { at, body: o.body.trim(), same };
    seen.set(key, o.body.trim());
  }
  return undefined;
}

const filled = (max: number) => z.string().trim().min(1, messages.allFieldMustFilled).max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');

export const questionOption = z.object({
  body: z.string().trim().min(1, messages.optionRequired).max(500),
  sequence: z.number().int().min(0).max(1000),
  /** The id of the question this answer leads to; null for the next one. */
  nextQuestion: z.string().max(100).nullable().optional(),
  imageUrl: z.string().max(2000).nullable().optional(),
});

/** A survey question (spec part 2 section 3); the server checks each type's limits. */
export const surveyQuestion = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.string().max(30),
  body: z.string().trim().min(1, messages.questionRequired).max(2000),
  options: z.array(questionOption).max(QUESTION_LIMITS.optionsMax).default([]),
  dateFormat: z.string().max(20).nullable().optional(),
  timeFormat: z.union([z.number(), z.string()]).nullable().optional(),
  intervals: z.number().nullable().optional(),
  labels: z.array(z.string().max(200)).max(100).nullable().optional(),
  minValue: z.number().nullable().optional(),
  maxValue: z.number().nullable().optional(),
  textLimit: z.number().nullable().optional(),
  units: z.string().max(50).nullable().optional(),
  hasUnits: z.boolean().nullable().optional(),
  hasMinMax: z.boolean().nullable().optional(),
  allowDecimals: z.boolean().nullable().optional(),
  characterLimited: z.boolean().nullable().optional(),
  multiSelect: z.boolean().nullable().optional(),
  sequence: z.number().int().min(0).max(10_000),
});
export type SurveyQuestion = z.input<typeof surveyQuestion>;

/** The campaign's outlets as its customer file lists them. */
const campaignCustomers = z
  .array(
    z.object({
      CUSTOMERIDREF: filled(50),
      CUSTOMERNAME: z.string().max(200).optional(),
      ORGID: looseInt.optional(),
    }),
  )
  .max(CAMPAIGN_CUSTOMERS_MAX)
  .default([]);

/** The campaign entity /pushact/insertpa sends (spec part 2 section 3). */
export const campaignInput = z.object({
  campaignName: filled(200),
  campaignDesc: filled(2000),
  bisnis: z.object({ BISNIS_MASTER_ID: filled(30), BISNIS_DESC: z.string().max(200).optional() }),
  /** Every day of the campaign, in order. */
  dates: z.array(isoDate).min(1, messages.allFieldMustFilled).max(CAMPAIGN_MAX_DAYS),
  empType: z.object({ EMPLOYEE_TYPE_ID: looseInt, EMPLOYEE_TYPE_CODE: z.string().max(30).optional() }),
  title: z
    .array(z.object({ TITTLE_ID: looseInt, TITTLE_CODE: z.string().max(30).optional() }))
    .min(1, messages.allFieldMustFilled)
    .max(200),
  branch: z
    .array(z.object({ ORG_ID: looseInt.optional(), BRANCH_CODE: filled(20) }))
    .min(1, messages.allFieldMustFilled)
    .max(500),
  channel: z
    .array(z.object({ SALES_CHANNEL_GROUP: filled(50) }))
    .min(1, messages.allFieldMustFilled)
    .max(50),
  product: z
    .array(z.object({ PRODUCT_GROUP: filled(50) }))
    .max(200)
    .default([]),
  custPA: campaignCustomers,
  userIdUpdate: z.string().max(100).optional(),
  questionsList: z
    .array(surveyQuestion)
    .min(1, messages.allFieldMustFilled)
    .max(QUESTION_LIMITS.questionsMax),
  status: z.string().max(30).optional(),
  ispicture: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
});
export type CampaignInput = z.input<typeof campaignInput>;

/** Activity header (spec part 2 section 3). */
export const activityHeader = z.object({
  ACTIVITY_HEADER_ID: z.number().int(),
  ACTIVITY_HEADER_NAME: z.string(),
  ACTIVITY_HEADER_DESC: z.string(),
  /** YYYY-MM-DD. */
  START_ACTIVITY_PERIODE: z.string(),
  END_ACTIVITY_PERIODE: z.string(),
  EMPLOYEE_TYPE_CODE: z.string(),
  BISNIS: z.string(),
  IS_PICTURE: z.number().int(),
  STATUS: z.enum(PA_STATUSES),
  USERID_UPDATE: z.string(),
});
export type ActivityHeader = z.infer<typeof activityHeader>;

/** A campaign's answers at one outlet on one campaign day, as the overview lists them. */
export const paAnswerRow = z.object({
  ANSWER_SET_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  CUSTOMER_ID: z.string(),
  CUSTOMER_NAME: z.string(),
  CAMPAIGN_DAY: z.string(),
  POSITION_CODE: z.string(),
  EMPLOYEE_NAME: z.string(),
  /** When answered, by the device's clock, to the minute. */
  ANSWERED_AT: z.string(),
  /** Each question and its answer, one a line: 'question: answer'. */
  ANSWERS: z.string(),
  PHOTO_KEY: z.string().nullable(),
});
export type PaAnswerRow = z.infer<typeof paAnswerRow>;
export const PA_ANSWERS_EXPORT_FILE = 'Push Activity Answers.xlsx';

const monthYear = z.object({
  month: looseInt.pipe(z.number().min(1).max(12)),
  year: looseInt.pipe(z.number().min(2000).max(2200)),
});
const headerID = z.object({ headerID: looseInt.pipe(z.number().int().min(1)) });

/** The campaigns an approve or reject decides: their ids, or the selected rows (the id counts). */
const decision = z.object({
  USERID_UPDATE: z.string().max(100).optional(),
  arrSelected: z
    .array(z.union([looseInt, z.object({ ACTIVITY_HEADER_ID: looseInt }).passthrough()]))
    .min(1)
    .max(1000),
});

/** How many people and outlets a campaign reaches, by one grouping. */
const reach = (key: string) =>
  z.array(z.object({ [key]: z.string(), PEOPLE: z.number().int(), OUTLET: z.number().int() }));

export const pushActivity = {
  masterdata: defineCall({
    method: 'POST',
    path: '/pushact/masterdata',
    module: 'push-activity',
    access: { screens: [S.input] },
    summary:
      "The campaign form's choices: businesses, the caller's branches, employee types, channel groups.",
    input: z.object({}).passthrough(),
    output: z.object({
      resultBisnis: z.array(z.object({ BISNIS_MASTER_ID: z.string(), BISNIS_DESC: z.string() })),
      resultBranch: z.array(
        z.object({ ORG_ID: z.number().int(), BRANCH_CODE: z.string(), BRANCH_DESC: z.string() }),
      ),
      resultEmployeeType: z.array(
        z.object({
          EMPLOYEE_TYPE_ID: z.number().int(),
          EMPLOYEE_TYPE_CODE: z.string(),
          EMPLOYEE_TYPE_DESC: z.string(),
        }),
      ),
      resultSalesChannelGroup: z.array(z.object({ SALES_CHANNEL_GROUP: z.string(), GROUP_DESC: z.string() })),
    }),
  }),
  gettitle: defineCall({
    method: 'POST',
    path: '/pushact/gettitle',
    module: 'push-activity',
    access: { screens: [S.input] },
    summary: 'The titles of an employee type (its id) active today.',
    input: z.object({ TypeEmp: looseInt }),
    output: z.object({
      resultTitle: z.array(
        z.object({ TITTLE_ID: z.number().int(), TITTLE_CODE: z.string(), TITTLE_DESC: z.string() }),
      ),
    }),
  }),
  getproduct: defineCall({
    method: 'POST',
    path: '/pushact/getproduct',
    module: 'push-activity',
    access: { screens: [S.input] },
    summary: 'The product groups (product lines) of a business.',
    input: z.object({ bisnis: z.string().trim().max(30) }),
    output: z.object({
      resultProduct: z.array(z.object({ PRODUCT_GROUP: z.string(), PRODUCT_DESC: z.string() })),
    }),
  }),
  simulation: defineCall({
    method: 'POST',
    path: '/pushact/simulation',
    module: 'push-activity',
    access: { screens: [S.input] },
    summary:
      "Who a campaign reaches today: the reps holding positions of the employee type and the outlets those positions serve in the business (and type description), of one org or all of the caller's scope, of the branches chosen (branchCodes; none: every branch), of a channel group or all ('' or ALL); by branch (every chosen branch, reached or not), by channel group and by title.",
    input: z.object({
      empTypeId: looseInt,
      bisnis: z.string().trim().min(1).max(30),
      typeDesc: z.string().trim().max(50).default(''),
      orgId: looseInt.default(0),
      salesChannel: z.string().trim().max(50).default(''),
      /** The campaign's branches (not in the spec's body): their reach alone; none is every branch. */
      branchCodes: z.array(z.string().trim().min(1).max(20)).max(500).default([]),
    }),
    output: z.object({
      resultSimulationPAByBranch: reach('BRANCH_CODE'),
      resultSimulationPAByChannel: reach('SALES_CHANNEL_GROUP'),
      resultSimulationPAByTittle: reach('TITTLE_CODE'),
    }),
  }),
  checkCustomers: defineCall({
    method: 'POST',
    path: '/pushact/checkCustomers',
    module: 'push-activity',
    access: { screens: [S.input] },
    summary: `The campaign's customer list as read from its file, against the customers (not in the spec): the references no active customer of the caller's scope has, and the rows whose name is not the customer's (case and spaces aside; an empty name is not compared), the first ${PA_CUSTOMER_CHECK_SHOWN} of each in the file's order with how many there are. Only a warning: insertpa refuses unknown references itself.`,
    input: z.object({ custPA: campaignCustomers }),
    output: z.object({
      UNKNOWN: z.array(z.string()),
      UNKNOWN_TOTAL: z.number().int(),
      RENAMED: z.array(
        z.object({ CUSTOMER_ID_REF: z.string(), NAME_IN_FILE: z.string(), CUSTOMER_NAME: z.string() }),
      ),
      RENAMED_TOTAL: z.number().int(),
    }),
  }),
  insertpa: defineCall({
    method: 'POST',
    path: '/pushact/insertpa',
    module: 'push-activity',
    access: { screens: [S.input] },
    write: true,
    summary:
      "Saves a campaign as 'New Request' with its titles, branches, channels, products, outlets and questions, all or nothing, after checking every rule again: the fields ('All Field Must Filled'), the start date, the question limits, option jumps within the campaign and without a loop, and that every title, branch, channel, product and outlet exists and lies in the caller's scope.",
    input: campaignInput,
    output: z.object({ ACTIVITY_HEADER_ID: z.number().int() }),
  }),
  loadApprovalHeader: defineCall({
    method: 'POST',
    path: '/pushact/loadApprovalHeader',
    module: 'push-activity',
    access: { screens: [S.approval] },
    summary: 'The campaigns running in the month (any day of it), every state, newest first.',
    input: monthYear,
    output: z.object({ resultAppHeader: z.array(activityHeader) }),
  }),
  overview: defineCall({
    method: 'POST',
    path: '/pushact/overview',
    module: 'push-activity',
    access: { screens: [S.overview] },
    summary:
      "The campaigns running in the month that reach the caller's scope (one of their branches), newest first.",
    input: monthYear,
    output: z.object({ resultOverview: z.array(activityHeader) }),
  }),
  loadTitle: defineCall({
    method: 'POST',
    path: '/pushact/loadTitle',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary: "A campaign's titles.",
    input: headerID,
    output: z.object({
      resultTitle: z.array(z.object({ TITTLE_ID: z.number().int(), TITTLE_DESC: z.string() })),
    }),
  }),
  loadPABranch: defineCall({
    method: 'POST',
    path: '/pushact/loadPABranch',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary: "A campaign's branches.",
    input: headerID,
    output: z.object({ resultPABranch: z.array(z.object({ BRANCH_CODE: z.string() })) }),
  }),
  loadPAChannel: defineCall({
    method: 'POST',
    path: '/pushact/loadPAChannel',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary: "A campaign's channel groups.",
    input: headerID,
    output: z.object({ resultPAChannel: z.array(z.object({ CHANNEL_GROUP: z.string() })) }),
  }),
  loadPAProduct: defineCall({
    method: 'POST',
    path: '/pushact/loadPAProduct',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary: "A campaign's product groups.",
    input: headerID,
    output: z.object({ resultPAProduct: z.array(z.object({ PRODUCT_GROUP: z.string() })) }),
  }),
  loadPACust: defineCall({
    method: 'POST',
    path: '/pushact/loadPACust',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary: `A campaign's outlets in name order: at most ${PA_CUSTOMERS_SHOWN} whose name or reference contains search, and how many match.`,
    input: headerID.extend({ search: z.string().max(100).default('') }),
    output: z.object({
      resultPACust: z.array(z.object({ CUSTOMER_NAME: z.string(), CUSTOMER_ID_REF: z.string() })),
      TOTAL: z.number().int(),
    }),
  }),
  loadPAQues: defineCall({
    method: 'POST',
    path: '/pushact/loadPAQues',
    module: 'push-activity',
    access: { screens: [S.approval, S.overview] },
    summary:
      "A campaign's questions in order, one row per answer option (one row for a question without options).",
    input: headerID,
    output: z.object({
      resultPAQuest: z.array(
        z.object({
          QUESTION_ID: z.string(),
          SEQUENCE: z.number().int(),
          QUESTION: z.string(),
          TYPE: z.string(),
          ANSWER_DESC: z.string(),
        }),
      ),
    }),
  }),
  loadPAAnswers: defineCall({
    method: 'POST',
    path: '/pushact/loadPAAnswers',
    module: 'push-activity',
    access: { screens: [S.overview] },
    summary:
      "One page of a campaign's survey answers from the field app, one row per outlet and campaign day (the outlets of the caller's scope), outlet name first; ANSWERS holds each question and its answer, one a line, in the survey's order. PHOTO_KEY is the campaign's picture, null until none was named.",
    input: headerID.extend(listQuery.shape),
    output: pageOf(paAnswerRow),
  }),
  exportPAAnswers: defineCall({
    method: 'POST',
    path: '/pushact/loadPAAnswers/export',
    module: 'push-activity',
    access: { screens: [S.overview] },
    file: true,
    summary: `'${PA_ANSWERS_EXPORT_FILE}': every answer set the list's search selects, in its order.`,
    input: headerID.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/pushact/approve',
    module: 'push-activity',
    access: { screens: [S.approval] },
    write: true,
    summary:
      "Approves the selected 'New Request' campaigns, all or none: refused when one was decided already or was made by the caller.",
    input: decision,
    output: z.object({ DECIDED: z.number().int() }),
  }),
  reject: defineCall({
    method: 'POST',
    path: '/pushact/reject',
    module: 'push-activity',
    access: { screens: [S.approval] },
    write: true,
    summary: "Rejects the selected 'New Request' campaigns, all or none, under the same rules as approve.",
    input: decision,
    output: z.object({ DECIDED: z.number().int() }),
  }),
};
