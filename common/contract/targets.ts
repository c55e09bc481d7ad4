/**
 * Monthly sales targets (spec part 2 sections 2, 3, 4, 5, 7): head office's recommendation per
 * branch, product line, channel group and position, the branch's own target, the approvals and the
 * delete with a reason. Paths and payload names are the spec's (base /target).
 */
import { z } from 'zod';
import { targetModule } from '../modules/targets';
import { defineCall } from './define';
import { branch, eachColumn, looseInt, sheetCellValue } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = targetModule.paths;

const BASE = '/target';

export const TARGET_STATUSES = ['NEW', 'APPROVE', 'REJECT'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** The columns of a target key, in the order of the sheets and of the unique index. */
export const TARGET_KEY_COLUMNS = [
  'YEAR_ID',
  'MONTH_ID',
  'KODE_CABANG',
  'BISNIS',
  'ITEM_SUBLINI',
  'SUBLINI_PRODUCT',
  'CHANNEL_OUTLET_GROUP',
  'SALESPERSON_POSITION',
  'TERITORY_GEO_GROUP',
] as const;

/** Columns of 'Template Target.xls' (head office), in order (spec part 2 section 3): the key and its values. */
export const TARGET_HO_COLUMNS = [...TARGET_KEY_COLUMNS, 'TARGET_REKOMENDASI_HO', 'TARGET_CABANG'] as const;
/** The branch's template: the same plus TARGET_GROSS. */
export const TARGET_BRANCH_COLUMNS = [...TARGET_HO_COLUMNS, 'TARGET_GROSS'] as const;
/** 'Template Target.xlsx' of the Upload Target screen: the alternate ten-column sheet. */
export const TARGET_ALTERNATE_COLUMNS = [
  'YEAR_ID',
  'MONTH_ID',
  'KODE_CABANG',
  'PRODUCT_NAME',
  'SUBLINI_OR_PRODUCT',
  'CHANNEL_OUTLET_GROUP',
  'SALESPERSON_POSITION',
  'TERRITORY_GEO_GROUP',
  'SUM_OF_TARGET_REKOMENDASI_HO',
  'SUM_OF_TARGET_CABANG',
] as const;

/** The most rows one target upload takes. */
export const TARGET_UPLOAD_MAX_ROWS = 100_000;

const month = looseInt.pipe(z.number().min(1, 'MonthID is 1 to 12').max(12, 'MonthID is 1 to 12'));
const year = looseInt.pipe(
  z.number().min(2000, 'YearID is 2000 or later').max(2200, 'YearID is too far ahead'),
);
/** A branch code; '' or 0 for every branch of the caller's scope. */
const branchCode = z.union([z.string().trim().max(20), z.number()]).transform(String);

export const targetMonthFilter = z.object({ MonthID: month, YearID: year, BranchCode: branchCode });
export const targetStatusFilter = targetMonthFilter.extend({
  /** '' or ALL for every status. */
  Status: z.enum(['', 'ALL', ...TARGET_STATUSES]).default(''),
});

/** The totals of a selection; GAP = branch target - head office recommendation. */
export const targetSums = z.object({
  SumTargetHO: z.number(),
  SumTargetCabang: z.number(),
  GAP: z.number(),
});

/** One branch-month of the head-office summary. */
export const targetSummaryRow = targetSums.extend({
  TGT_YEAR_ID: z.number().int(),
  TGT_MONTH_ID: z.number().int(),
  /** 'YYYY-MM'. */
  PERIODE: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BRANCH_DESC: z.string(),
  /** The branch-month's status: every row of it shares one. */
  STATUS: z.enum(TARGET_STATUSES),
  /**
   * The branch has submitted its own target for the month (some target carries VALUE_TGT_CAB);
   * until then the month holds head office's recommendation only and cannot be approved.
   */
  BRANCH_SUBMITTED: z.boolean(),
});
export type TargetSummaryRow = z.infer<typeof targetSummaryRow>;

/** One target (spec part 2 section 3, Target row). */
export const targetRow = z.object({
  TARGET_ID: z.number().int(),
  TGT_MONTH_ID: z.number().int(),
  TGT_YEAR_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BISNIS: z.string(),
  LINI_ID: z.string(),
  PRODUCT_SUB_LINE: z.string(),
  OUTLET_CHANNEL_GROUP: z.string(),
  ROLE_POSITION_CODE: z.string(),
  TERITORY_GEO_GROUP: z.string(),
  VALUE_TGT_HO: z.number(),
  VALUE_TGT_CAB: z.number().nullable(),
  VALUE_TGT_GROSS: z.number().nullable(),
  STATUS: z.enum(TARGET_STATUSES),
  /** Why head office rejected the branch-month. */
  REJECT_REASON: z.string().nullable(),
});
export type TargetRow = z.infer<typeof targetRow>;

/** The By Lini tab: one product line of a branch-month (GAB is the spec's name for its gap). */
export const targetLiniRow = z.object({
  TGT_YEAR_ID: z.number().int(),
  TGT_MONTH_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  BISNIS: z.string(),
  LINI_ID: z.string(),
  SumTargetHO: z.number(),
  SumTargetCabang: z.number(),
  GAB: z.number(),
  STATUS: z.enum(TARGET_STATUSES),
});
export type TargetLiniRow = z.infer<typeof targetLiniRow>;

/** The summary by position of the branch approval screen, with its total row computed on the screen. */
export const targetPositionSum = targetSums.extend({ ROLE_POSITION_CODE: z.string() });

export const targetOverview = z.object({
  DetailTarget: z.array(targetSummaryRow),
  SUMTarget: targetSums,
  /**
   * The branches of the selection (the caller's sales branches, or the one asked) that have not
   * submitted their own target for the month: head office's recommendation only, or nothing yet.
   */
  NOT_SUBMITTED: z.array(branch),
});
export const targetDetail = z.object({ DetailTarget: z.array(targetRow), SUMTarget: targetSums });

/** A row of the head-office or branch sheet as the screen sends it (excelData); a missing column fails its row. */
export const targetSheetRow = z.object({
  ...eachColumn(TARGET_BRANCH_COLUMNS, sheetCellValue.optional()),
  USERIDUPDATE: z.string().max(100).optional(),
});
export type TargetSheetRow = z.input<typeof targetSheetRow>;

/** A row of the alternate Upload Target sheet, as sent in DATA_TARGET. */
export const targetAlternateRow = z.object({
  TGT_YEAR_ID: sheetCellValue,
  TGT_MONTH_ID: sheetCellValue,
  BRANCH_CODE: sheetCellValue,
  PRODUCT_NAME: sheetCellValue,
  PRODUCT_SUB_LINE: sheetCellValue,
  OUTLET_CHANNEL_GROUP: sheetCellValue,
  ROLE_POSITION_CODE: sheetCellValue,
  TERITORY_GEO_GROUP: sheetCellValue,
  VALUE_TGT_HO: sheetCellValue,
  VALUE_TGT_CAB: sheetCellValue,
});
export type TargetAlternateRow = z.input<typeof targetAlternateRow>;

/** A staged row: the sheet row number, the row as read, FLAG Y when valid, its REASON otherwise. */
export const targetStagedRow = z.object({
  ...eachColumn(TARGET_BRANCH_COLUMNS, z.string()),
  ROW: z.number().int(),
  FLAG: z.enum(['Y', 'N']),
  REASON: z.string(),
  /** Set on the first success row when the batch as a whole cannot be submitted. */
  RESULT: z.string().nullable(),
});
export type TargetStagedRow = z.infer<typeof targetStagedRow>;

export const targetStaging = z.object({
  success: z.array(targetStagedRow),
  failed: z.array(targetStagedRow),
});
export type TargetStaging = z.infer<typeof targetStaging>;

/** /target/upload takes two bodies (spec part 2 section 7): the staged sheet, or the alternate sheet at once. */
export const targetUploadInput = z.union([
  z.object({ excelData: z.array(targetSheetRow).max(TARGET_UPLOAD_MAX_ROWS), orgID: looseInt }),
  z.object({
    DATA_TARGET: z.array(targetAlternateRow).max(TARGET_UPLOAD_MAX_ROWS),
    USER_ID: z.string().max(100),
  }),
]);

export const targetUploadOutput = z.union([
  targetStaging,
  /** The alternate body's answer: how many rows landed. */
  z.object({ landed: z.number().int() }),
]);

const decision = targetMonthFilter.extend({ USER_ID: z.string().max(100).optional() });

export const targets = {
  selectBranch: defineCall({
    method: 'GET',
    path: `${BASE}/selectBranch`,
    module: 'targets',
    access: {
      screens: [S.summary, S.branchSummary, S.branchSubmit, S.hoApproval, S.branchApproval, S.branchDelete],
    },
    summary: "The branches of the caller's scope that targets are set for.",
    input: z.object({}),
    output: z.array(branch),
  }),
  selectReason: defineCall({
    method: 'GET',
    path: `${BASE}/selectReason`,
    module: 'targets',
    access: { screens: [S.branchDelete] },
    summary: 'The reasons a branch target may be deleted for.',
    input: z.object({}),
    output: z.array(z.object({ REASON_ID: z.number().int(), REASON_DESC: z.string() })),
  }),
  overview: defineCall({
    method: 'POST',
    path: `${BASE}/overview`,
    module: 'targets',
    access: { screens: [S.summary] },
    summary:
      "Summary Target (head office): each branch-month of the month asked, head office's total, the branch's total and the GAP, with the totals of all.",
    input: targetMonthFilter,
    output: targetOverview,
  }),
  overviewbranch: defineCall({
    method: 'POST',
    path: `${BASE}/overviewbranch`,
    module: 'targets',
    access: { screens: [S.branchSummary, S.branchDelete] },
    summary:
      'Summary Target (branch), By Position: every target of the month and status asked, with the totals.',
    input: targetStatusFilter,
    output: targetDetail,
  }),
  overviewlini: defineCall({
    method: 'POST',
    path: `${BASE}/overviewlini`,
    module: 'targets',
    access: { screens: [S.branchSummary] },
    summary: 'Summary Target (branch), By Lini: the sums per branch and product line, with the totals.',
    input: targetStatusFilter,
    output: z.object({ DetailTarget: z.array(targetLiniRow), SUMTarget: targetSums }),
  }),
  getdataho: defineCall({
    method: 'POST',
    path: `${BASE}/getdataho`,
    module: 'targets',
    access: { screens: [S.branchSubmit] },
    summary:
      "Head office's recommendation of a branch-month: the rows the branch's template comes pre-filled with.",
    input: targetMonthFilter,
    output: z.object({ DetailTarget: z.array(targetRow) }),
  }),
  approval: defineCall({
    method: 'POST',
    path: `${BASE}/approval`,
    module: 'targets',
    access: { screens: [S.hoApproval] },
    summary: 'Target HO Approval: the branch-months of the month with their totals and status.',
    input: targetMonthFilter,
    output: targetOverview,
  }),
  approve: defineCall({
    method: 'POST',
    path: `${BASE}/approve`,
    module: 'targets',
    access: { screens: [S.hoApproval] },
    write: true,
    summary: "Head office approves every NEW target of the month's branch ('' or 0: every branch).",
    input: decision,
    output: z.object({ approved: z.number().int() }),
  }),
  approvalcab: defineCall({
    method: 'POST',
    path: `${BASE}/approvalcab`,
    module: 'targets',
    access: { screens: [S.branchApproval] },
    summary:
      "Approval Target Cabang: the month's targets of the caller's branches and status asked, and their sums per position.",
    input: targetStatusFilter,
    output: z.object({ DetailTarget: z.array(targetRow), resultSUMTarget: z.array(targetPositionSum) }),
  }),
  approvecab: defineCall({
    method: 'POST',
    path: `${BASE}/approvecab`,
    module: 'targets',
    access: { screens: [S.branchApproval] },
    write: true,
    summary: "The branch approves the NEW targets of the month within the caller's scope.",
    input: decision,
    output: z.object({ approved: z.number().int() }),
  }),
  reject: defineCall({
    method: 'POST',
    path: `${BASE}/reject`,
    module: 'targets',
    access: { screens: [S.hoApproval] },
    write: true,
    summary:
      "Head office rejects the NEW targets of one branch-month with a reason (Armada's call: the spec shows REJECT but not how).",
    input: decision.extend({ REASON: z.string().trim().min(1).max(500) }),
    output: z.object({ rejected: z.number().int() }),
  }),
  reopen: defineCall({
    method: 'POST',
    path: `${BASE}/reopen`,
    module: 'targets',
    access: { screens: [S.hoApproval] },
    write: true,
    summary: "Head office opens an approved branch-month again for uploads and deletes (Armada's call).",
    input: decision,
    output: z.object({ reopened: z.number().int() }),
  }),
  deletecab: defineCall({
    method: 'POST',
    path: `${BASE}/deletecab`,
    module: 'targets',
    access: { screens: [S.branchDelete] },
    write: true,
    period: 'TARGET',
    summary:
      "Delete Target Cabang: clears the branch's own targets of one branch-month for a reason of the list; head office's recommendation stays.",
    input: targetMonthFilter.extend({
      USER_ID: z.string().max(100).optional(),
      /** A reason's id or text (GET /target/selectReason); empty: 'Silahkan isi reason terlebih dahulu.'. */
      SELECTED_REASON: z.union([z.string().max(500), z.number()]).transform(String),
      USER_NAME: z.string().max(200).optional(),
    }),
    output: z.object({ deleted: z.number().int() }),
  }),
  upload: defineCall({
    method: 'POST',
    path: `${BASE}/upload`,
    module: 'targets',
    access: { screens: [S.submit, S.upload] },
    write: true,
    summary:
      "Two bodies (spec part 2 section 7). {excelData, orgID}, Submit Target (head office): stages the sheet as the caller's batch and answers every row, the valid ones in success, the others in failed with their REASON. {DATA_TARGET, USER_ID}, Upload Target: checks and saves the alternate sheet's rows at once, all or none, answering {landed}.",
    input: targetUploadInput,
    output: targetUploadOutput,
  }),
  submit: defineCall({
    method: 'POST',
    path: `${BASE}/submit`,
    module: 'targets',
    access: { screens: [S.submit] },
    write: true,
    summary:
      "Saves the caller's staged head-office batch (no failed row) in one statement: the recommendation of each target key.",
    input: z.object({}).optional(),
    output: z.object({ landed: z.number().int() }),
  }),
  uploadcab: defineCall({
    method: 'POST',
    path: `${BASE}/uploadcab`,
    module: 'targets',
    access: { screens: [S.branchSubmit] },
    write: true,
    period: 'TARGET',
    summary: "Submit Target (branch): stages the branch's sheet (with TARGET_GROSS) and answers every row.",
    input: z.object({ excelData: z.array(targetSheetRow).max(TARGET_UPLOAD_MAX_ROWS), orgID: looseInt }),
    output: targetStaging,
  }),
  submitcab: defineCall({
    method: 'POST',
    path: `${BASE}/submitcab`,
    module: 'targets',
    access: { screens: [S.branchSubmit] },
    write: true,
    period: 'TARGET',
    summary:
      "Saves the caller's staged branch batch (no failed row): the branch's target of each key, NEW again for approval.",
    input: z.object({ orgid: looseInt.optional() }),
    output: z.object({ landed: z.number().int() }),
  }),
};
