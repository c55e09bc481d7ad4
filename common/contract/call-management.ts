/**
 * Call management (spec part 2 sections 2, 3, 5, 7): the fixed call plan and the master call plan
 * (each an upload checked then submitted, its template filled with the current plan, and an
 * overview), the working calendar (upload and overview), and what the plan means for one position's
 * days: the customers planned on a date and a month of planned visits. Paths and payload names are
 * the spec's (base /call-management; the calendar upload is /setting/uploadcalendar).
 */
import { z } from 'zod';
import { DAY_NAMES_ID, MASTER_CALL_DAY_COLUMNS } from '../call-plans';
import { callManagementModule } from '../modules/call-management';
import { realizationCalls } from './call-realization';
import { defineCall } from './define';
import { branch, eachColumn, exportQuery, listQuery, looseInt, pageOf, sheetCell } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = callManagementModule.paths;

const BASE = '/call-management';

/**
 * The most positions one answer offers (prepareFilter's POSITION, a position search): a scope holds
 * up to hundreds of thousands, so a select shows the first of them and finds the rest on the server
 * as the user types.
 */
export const POSITION_OPTIONS_MAX = 50;

/** A position with its branch, so a position select can follow the chosen branch. */
export const positionOption = z.object({ POSITION_DESC: z.string(), BRANCH_CODE: z.string() });
export type PositionOption = z.infer<typeof positionOption>;

/** At most POSITION_OPTIONS_MAX positions in code order; POSITION_MORE: the selection holds more. */
const positionOptions = {
  POSITION: z.array(positionOption),
  POSITION_MORE: z.boolean(),
};

export const filterData = z.object({
  BRANCH_LIST: z.array(branch),
  PERIODE: z.array(z.object({ PERIODE: z.number().int() })),
  ...positionOptions,
  YEAR: z.array(z.object({ YEAR: z.number().int() })),
});
export type FilterData = z.infer<typeof filterData>;

export const positionSearchAnswer = z.object(positionOptions);
export type PositionSearchAnswer = z.infer<typeof positionSearchAnswer>;

/** A BRANCH_CODE narrowing the positions; '' or '0' (ALL BRANCH) is every branch of the scope. */
const positionBranch = z.string().max(20).optional();

/** The columns both call plans start with: the plan's month, who visits and whom. */
export const CALL_IDENTITY_COLUMNS = [
  'YEAR_ID',
  'PERIODE',
  'BRANCH_CODE',
  'POSITION_DESC',
  'TYPE_SALESMAN',
  'CUSTOMERID_REF',
  'CUSTOMER_NAME',
] as const;
export type CallIdentityColumn = (typeof CALL_IDENTITY_COLUMNS)[number];

/** Columns of 'Template Upload Fixed Call.xlsx' and of the uploaded sheet, in order. */
export const FIXED_CALL_COLUMNS = [...CALL_IDENTITY_COLUMNS, 'DAYS', 'FREQUENCY', 'WEEK'] as const;
export type FixedCallColumn = (typeof FIXED_CALL_COLUMNS)[number];

/** Columns of 'Template Upload Master Call Plan.xls'; a row needs its first seven (MASTER_CALL_REQUIRED). */
export const MASTER_CALL_COLUMNS = [
  ...CALL_IDENTITY_COLUMNS,
  'PIC_NAME',
  'PIC_TELP',
  ...MASTER_CALL_DAY_COLUMNS,
  'NOTES',
] as const;
export type MasterCallColumn = (typeof MASTER_CALL_COLUMNS)[number];
export const MASTER_CALL_REQUIRED = CALL_IDENTITY_COLUMNS;

/** Columns of 'Template Upload Calendar.xlsx'. */
export const CALENDAR_COLUMNS = ['FULL_DATE', 'DAY_NAME', 'WEEK_CALL', 'HOLIDAY'] as const;
export type CalendarColumn = (typeof CALENDAR_COLUMNS)[number];

/** The most rows one call plan upload takes. */
export const CALL_PLAN_MAX_ROWS = 100_000;
/** A calendar upload holds at most a few years of days. */
export const CALENDAR_MAX_ROWS = 366 * 5;

const verdict = { IS_VALID: z.enum(['Y', 'N']), REASON: z.string() };

/** The fields every call plan row is sent with: who sends it and the plan's identity columns. */
const callIdentitySent = {
  userORGID: looseInt.optional(),
  YearID: sheetCell,
  MonthID: sheetCell,
  Periode: sheetCell,
  BranchCode: sheetCell,
  PositionCode: sheetCell,
  TypeSalesman: sheetCell,
  CustomerIDRef: sheetCell,
  CustomerName: sheetCell,
};
/** What the old screens also send: the updater and a verdict, which the server decides anew. */
const sentVerdict = {
  UserID: z.string().max(100).optional(),
  isValid: z.string().max(1).optional(),
  Reason: z.string().max(500).optional(),
};

/** A fixed call row as the screen sends it (spec part 2 section 3, Fixed call row). */
export const fixedCallSent = z.object({
  ...callIdentitySent,
  Days: sheetCell,
  Frequency: sheetCell,
  Week: sheetCell,
  ...sentVerdict,
});
export type FixedCallSent = z.input<typeof fixedCallSent>;

/** A fixed call row as the answers carry it: the sheet's columns, its sheet row, IS_VALID and REASON. */
export const fixedCallChecked = z.object({
  ROW: z.number().int(),
  ...eachColumn(FIXED_CALL_COLUMNS, z.string()),
  ...verdict,
});
export type FixedCallChecked = z.infer<typeof fixedCallChecked>;

/** A master call plan row as the screen sends it: the fixed call's identity plus the contact and the days. */
export const masterCallSent = z.object({
  ...callIdentitySent,
  PicName: sheetCell,
  PicTelp: sheetCell,
  Monday: sheetCell,
  Tuesday: sheetCell,
  Wednesday: sheetCell,
  Thursday: sheetCell,
  Friday: sheetCell,
  Saturday: sheetCell,
  Notes: z
    .union([z.string().max(1000), z.number()])
    .transform(String)
    .optional()
    .default(''),
  ...sentVerdict,
});
export type MasterCallSent = z.input<typeof masterCallSent>;

export const masterCallChecked = z.object({
  ROW: z.number().int(),
  ...eachColumn(MASTER_CALL_COLUMNS, z.string()),
  ...verdict,
});
export type MasterCallChecked = z.infer<typeof masterCallChecked>;

/**
 * What a file does to the stored plan of one position-month it holds: its clean rows, the stored
 * rows they replace (same key: fixed call year, month, position, customer, day, week; master call
 * year, month, position, customer), and the other stored rows of that month, which stay unless the
 * user chooses to replace the whole month.
 */
export const storedMonth = z.object({
  YEAR_ID: z.number().int(),
  PERIODE: z.number().int(),
  POSITION_DESC: z.string(),
  /** The file's clean rows of the month. */
  ROWS: z.number().int(),
  /** Stored rows a row of the file replaces (same key). */
  REPLACED: z.number().int(),
  /** Stored rows of the month the file does not hold: kept, or removed with replaceWholeMonth. */
  OTHERS: z.number().int(),
});
export type StoredMonth = z.infer<typeof storedMonth>;

/**
 * The check's answer: the rows with their verdicts, the batch it staged (the submit names it) and
 * what the clean rows would do to the stored months.
 */
const validationOf = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.array(row),
    failed: z.array(row),
    batchId: z.number().int(),
    months: z.array(storedMonth),
  });

/** What a submit may add to the spec's payload (optional, so the spec's payload alone still works). */
export const submitChoice = z.object({
  /** The batch the submitting screen checked (the check's batchId): a submit of another is refused. */
  batchId: z.number().int().positive().optional(),
  /**
   * Replace the whole month of every position-month in the file (its other stored rows removed)
   * instead of only the keys the file holds. Needs batchId: the check has shown what it removes.
   */
  replaceWholeMonth: z.boolean().optional(),
});
export type SubmitChoice = z.infer<typeof submitChoice>;

/** What a submit did: rows saved, stored rows deleted, and per position-month what was replaced. */
const submitted = z.object({
  landed: z.number().int(),
  /** Stored rows deleted: those a row of the file replaced, and with wholeMonth the others too. */
  replaced: z.number().int(),
  wholeMonth: z.boolean(),
  months: z.array(storedMonth),
});

/**
 * Overview filters (spec part 2 section 7); branch '0' or '' and position '' or ALL mean every one in
 * scope. The overviews page on the server: the spec's body alone answers the first page and the
 * count (listQuery's defaults).
 */
const overviewInput = z.object({
  branchCode: z.union([z.string().trim().max(20), z.number()]).transform(String),
  position: z.string().trim().max(60).default(''),
  year: looseInt,
  periode: looseInt,
  orgID: looseInt,
});

/** A stored fixed call row (the template's columns plus who changed it when). */
export const fixedCallRow = z.object({
  ...eachColumn(FIXED_CALL_COLUMNS, z.string()),
  USER_ID_UPDATE: z.string().nullable(),
  LAST_UPDATE: z.string(),
});
export type FixedCallRow = z.infer<typeof fixedCallRow>;

export const masterCallRow = z.object({
  ...eachColumn(MASTER_CALL_COLUMNS, z.string()),
  USER_ID_UPDATE: z.string().nullable(),
  LAST_UPDATE: z.string(),
});
export type MasterCallRow = z.infer<typeof masterCallRow>;

/** An overview row with its id, which the list's cursors and the grid's rows need. */
export const fixedCallListed = fixedCallRow.extend({ FIXED_CALL_ID: z.number().int() });
export type FixedCallListed = z.infer<typeof fixedCallListed>;
export const masterCallListed = masterCallRow.extend({ MASTER_CALL_ID: z.number().int() });
export type MasterCallListed = z.infer<typeof masterCallListed>;

/** A calendar row as /setting/uploadcalendar takes it (spec part 2 section 3, Calendar day). */
export const calendarSent = z.object({
  /** DD-MM-YYYY. */
  Date: z.string().max(20),
  MonthID: looseInt,
  YearID: looseInt,
  Day: z.string().max(20),
  Week: looseInt,
  IsDaysOff: z.string().max(5),
  UserID: z.string().max(100).optional(),
  isValid: z.string().max(1).optional(),
  Reason: z.string().max(500).optional(),
});

export const calendarDay = z.object({
  YEARID: z.number().int(),
  MONTHID: z.number().int(),
  WEEK: z.number().int(),
  DAY: z.enum(DAY_NAMES_ID),
  IS_DAYS_OFF: z.enum(['Y', 'N']),
  /** YYYY-MM-DD. */
  DATE: z.string(),
});
export type CalendarDay = z.infer<typeof calendarDay>;

/** A customer a position plans to visit on a day. */
export const plannedVisit = z.object({
  CUSTOMERID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  FREQUENCY: z.number().int(),
});
export type PlannedVisit = z.infer<typeof plannedVisit>;

export const visitDay = calendarDay.extend({ VISITS: z.array(plannedVisit) });
export type VisitDay = z.infer<typeof visitDay>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

export const callManagement = {
  ...realizationCalls,
  prepareFilter: defineCall({
    method: 'POST',
    path: `${BASE}/prepareFilter`,
    module: 'call-management',
    access: 'session',
    summary:
      "Branches in the user's scope (head office gets 'ALL BRANCH' first, as branch 0 and ORG_ID -1), periods, years, and the first positions of the scope (of branchCode when given) in code order: at most 50, POSITION_MORE true when the scope holds more (searchPosition finds them).",
    input: z.object({ orgID: looseInt, branchCode: positionBranch }),
    output: filterData,
  }),
  searchPosition: defineCall({
    method: 'POST',
    path: `${BASE}/searchPosition`,
    module: 'call-management',
    access: 'session',
    summary:
      "The positions of the user's scope (of branchCode when given) whose code contains search (from 3 characters; % and _ are literal), in code order: at most 50, POSITION_MORE true when more match. Without search, the first positions as prepareFilter gives them. The position selects ask it as the user types.",
    input: z.object({ search: listQuery.shape.search, branchCode: positionBranch }),
    output: positionSearchAnswer,
  }),
  validation: defineCall({
    method: 'POST',
    path: `${BASE}/validation`,
    module: 'call-management',
    access: { screens: [S.fixedUpload] },
    period: 'FIXED CALL PLAN',
    summary:
      "Stages the fixed call sheet as the caller's batch and answers every row with IS_VALID and REASON (clean rows in success, the rest in failed) and, per position-month of the clean rows, the stored visits they replace and the others the month holds.",
    input: z.object({ excelData: z.array(fixedCallSent).max(CALL_PLAN_MAX_ROWS), orgID: looseInt }),
    output: validationOf(fixedCallChecked),
  }),
  uploadfixedcall: defineCall({
    method: 'POST',
    path: `${BASE}/uploadfixedcall`,
    module: 'call-management',
    access: { screens: [S.fixedUpload] },
    write: true,
    period: 'FIXED CALL PLAN',
    summary:
      "Saves the caller's checked batch (dtItemsSuccess must be its clean rows): the stored rows of the keys in it are replaced by its rows (with replaceWholeMonth, the whole month of each position in it), the replaced rows kept in the audit log; answers per position-month what was replaced. batchId names the batch the screen checked: another batch of the caller is refused. A second submit finds no batch and saves nothing.",
    input: z.object({
      dtItemsSuccess: z.array(fixedCallChecked).max(CALL_PLAN_MAX_ROWS),
      orgID: looseInt,
      userID: z.string().max(100).optional(),
      ...submitChoice.shape,
    }),
    output: submitted,
  }),
  downloadtemplatefc: defineCall({
    method: 'POST',
    path: `${BASE}/downloadtemplatefc`,
    module: 'call-management',
    access: { screens: [S.fixedUpload] },
    summary:
      "The current fixed call plan of the org (this month's, else the latest month planned), as the template's rows.",
    input: z.object({ orgID: looseInt }),
    output: z.array(fixedCallRow),
  }),
  overview: defineCall({
    method: 'POST',
    path: `${BASE}/overview`,
    module: 'call-management',
    access: { screens: [S.fixedOverview] },
    summary:
      'Overview Fixed Call: one page of the plan rows of a branch (or all in scope), position, year and periode, searched and sorted on the server, with the count of the selection; by default in branch, position, customer, weekday and week order.',
    input: overviewInput.extend(listQuery.shape),
    output: pageOf(fixedCallListed),
  }),
  exportOverview: defineCall({
    method: 'POST',
    path: `${BASE}/overview/export`,
    module: 'call-management',
    access: { screens: [S.fixedOverview] },
    file: true,
    summary:
      "'Overview Fixed Call.xlsx': every plan row the overview's filters and search select, in its order.",
    input: overviewInput.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  validationmastercall: defineCall({
    method: 'POST',
    path: `${BASE}/validationmastercall`,
    module: 'call-management',
    access: { screens: [S.masterUpload] },
    period: 'MASTER CALL PLAN',
    summary:
      "Stages the master call plan sheet as the caller's batch and answers every row with IS_VALID and REASON and, per position-month of the clean rows, the stored rows they replace and the others the month holds.",
    input: z.object({ excelData: z.array(masterCallSent).max(CALL_PLAN_MAX_ROWS), orgID: looseInt }),
    output: validationOf(masterCallChecked),
  }),
  uploadmastercall: defineCall({
    method: 'POST',
    path: `${BASE}/uploadmastercall`,
    module: 'call-management',
    access: { screens: [S.masterUpload] },
    write: true,
    period: 'MASTER CALL PLAN',
    summary:
      "Saves the caller's checked master call batch (the body is its clean rows): the stored rows of the keys in it are replaced (with replaceWholeMonth, the whole month of each position in it), the replaced rows kept in the audit log; answers per position-month what was replaced. Every row may carry batchId, the batch the screen checked (another batch of the caller is refused), and replaceWholeMonth.",
    // The spec's body is the array of clean rows: each row carries the submit's choice.
    input: z.array(masterCallChecked.extend(submitChoice.shape)).max(CALL_PLAN_MAX_ROWS),
    output: submitted,
  }),
  downloadtemplatemastercall: defineCall({
    method: 'POST',
    path: `${BASE}/downloadtemplatemastercall`,
    module: 'call-management',
    access: { screens: [S.masterUpload] },
    summary: "The current master call plan of the org, as the template's rows.",
    input: z.object({ orgID: looseInt }),
    output: z.array(masterCallRow),
  }),
  prepareFilterOverviewMasterCall: defineCall({
    method: 'POST',
    path: `${BASE}/prepareFilterOverviewMasterCall`,
    module: 'call-management',
    access: { screens: [S.masterOverview] },
    summary: 'The filters of Overview Master Call Plan, as prepareFilter.',
    input: z.object({ orgID: looseInt }),
    output: filterData,
  }),
  overviewmastercall: defineCall({
    method: 'POST',
    path: `${BASE}/overviewmastercall`,
    module: 'call-management',
    access: { screens: [S.masterOverview] },
    summary:
      "Overview Master Call Plan: one page, searched and sorted on the server, with the count of the selection; by default in branch, position and customer order. A page without rows answers 'Data tidak ditemukan.'.",
    input: overviewInput.extend(listQuery.shape),
    output: pageOf(masterCallListed),
  }),
  exportOverviewMasterCall: defineCall({
    method: 'POST',
    path: `${BASE}/overviewmastercall/export`,
    module: 'call-management',
    access: { screens: [S.masterOverview] },
    file: true,
    summary:
      "'Overview Master Call.xlsx': every master call row the overview's filters and search select, in its order.",
    input: overviewInput.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  uploadcalendar: defineCall({
    method: 'POST',
    path: '/setting/uploadcalendar',
    module: 'call-management',
    access: { screens: [S.calendarUpload] },
    write: true,
    summary:
      'Head office stores calendar days (one row per date, replaced when uploaded again); every row is checked again, and one failed row refuses the whole upload.',
    input: z.array(calendarSent).min(1).max(CALENDAR_MAX_ROWS),
    output: z.object({ saved: z.number().int() }),
  }),
  prepareFilterCalendar: defineCall({
    method: 'POST',
    path: `${BASE}/prepareFilterCalendar`,
    module: 'call-management',
    access: { screens: [S.calendarUpload, S.calendarOverview] },
    summary: 'The years the calendar holds, and the current year.',
    input: z.object({ orgID: looseInt }),
    output: z.array(z.object({ YEAR: z.number().int() })),
  }),
  overviewcalendar: defineCall({
    method: 'POST',
    path: `${BASE}/overviewcalendar`,
    module: 'call-management',
    access: { screens: [S.calendarUpload, S.calendarOverview] },
    summary: 'Every stored day of a year, in date order.',
    input: z.object({ year: looseInt }),
    output: z.array(calendarDay),
  }),
  plannedvisits: defineCall({
    method: 'POST',
    path: `${BASE}/plannedvisits`,
    module: 'call-management',
    access: { screens: [S.fixedOverview, S.masterOverview, S.realization] },
    summary:
      "The customers a position visits on a date: the fixed call rows of the date's month whose day is the date's and whose week is the calendar's WEEK_CALL of the date; none on a day off or a date the calendar lacks.",
    input: z.object({ position: z.string().trim().min(1).max(60), date: isoDate }),
    output: z.object({ day: calendarDay.nullable(), visits: z.array(plannedVisit) }),
  }),
  visitcalendar: defineCall({
    method: 'POST',
    path: `${BASE}/visitcalendar`,
    module: 'call-management',
    access: { screens: [S.fixedOverview, S.masterOverview] },
    summary: "One position's month as days of the calendar, each with the customers planned on it.",
    input: z.object({ position: z.string().trim().min(1).max(60), year: looseInt, periode: looseInt }),
    output: z.array(visitDay),
  }),
};
