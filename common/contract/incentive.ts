/**
 * Incentive adjustment (spec part 2 sections 2-9, "Incentive"): staff move the incentive credit of
 * invoice lines from the position holding it to another position with a reason (Adjust Incentive,
 * /adjust-incentive/new, or many requests at once from an Excel sheet, Upload Adjust Incentive,
 * /adjust-incentive/upload), see the requests per position and month (Adjust Incentive Summary)
 * and approve or reject them (Adjust Incentive Approval).
 *
 * A request counts in the month of its invoice (INVOICE_PERIODE). It is NEW until an approver other
 * than its maker approves or rejects it, once. The server holds the money rules: a position's credit
 * moved away from a line, asked or approved, never exceeds the line's amount or quantity.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { incentiveModule } from '../modules/incentive';
import { defineCall } from './define';
import { eachColumn, exportQuery, listQuery, looseInt, pageOf, sheetCell } from './shared-schemas';

const S = incentiveModule.paths;
/** The calls of the entry screen (the upload screen makes its own). */
const ENTRY = [S.entry] as const;

export const ADJUST_STATUSES = ['NEW', 'APPROVE', 'REJECT'] as const;
export type AdjustStatus = (typeof ADJUST_STATUSES)[number];

export const INCENTIVE_EXPORT_FILE = 'Detail Incentive.xlsx';
/** The most rows one save takes: an invoice's lines, and rows added by hand. */
export const ADJUST_MAX_ROWS = 200;
/** The most requests one approve or reject decides. */
export const DECIDE_MAX_ROWS = 5000;
/** The most positions one structure answer holds; the select asks again as the user types. */
export const STRUCTURE_OPTIONS_MAX = 50;

/** The largest amount a request may move, in rupiah (numeric(18,2) holds more). */
export const AMOUNT_MAX = 999_999_999_999;

/**
 * An amount in rupiah: at least one cent, at most 2 decimals, at most AMOUNT_MAX, each refused
 * with the field's message (so is an infinite number, which z.number refuses). A value that only
 * looks positive (1e-9) is no cent.
 */
const amount = z
  .number(messages.amountInvalid)
  .max(AMOUNT_MAX, messages.amountInvalid)
  .refine(
    (v) => Math.round(v * 100) >= 1 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    messages.amountInvalid,
  );

/** A text the entry form requires: 'Please fill in all data.' when it is empty. */
const filled = (max: number) => z.string().trim().min(1, messages.fillAllData).max(max);

/** An invoice line as getInvoiceByID answers it (spec: Invoice line), with the item's name. */
export const invoiceLine = z.object({
  SOLD_TO_CUSTOMER_ID: z.string(),
  CUSTOMER_NAME: z.string(),
  TRX_NUMBER: z.string(),
  /** YYYY-MM-DD. */
  TRX_DATE: z.string(),
  INVENTORY_ITEM_ID: z.number().int(),
  ITEM_CODE: z.string(),
  ITEM_DESCRIPTION: z.string(),
  PRODUCT_NAME: z.string(),
  QUANTITY_INVOICED: z.number().int(),
  EXTENDED_AMOUNT: z.number(),
  BRANCH_CODE: z.string(),
  ORG_ID: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** Sales structure entry: a position and the rep holding it (today, or on the invoice date). */
export const structureEntry = z.object({ POSITION_CODE: z.string(), EMPLOYEE_NAME: z.string() });
export type StructureEntry = z.infer<typeof structureEntry>;

/** Incentive adjustment row (entry), as the screen sends it; every field is required. */
export const adjustRow = z.object({
  customerId: filled(50),
  customerName: filled(200),
  invoice: filled(50),
  invoiceDate: filled(10),
  /** INVENTORY_ITEM_ID of the line. */
  productID: looseInt.pipe(z.number().min(1, messages.fillAllData)),
  productName: filled(200),
  productDesc: filled(300),
  positionFrom: filled(50),
  positionTo: filled(50),
  quantity: looseInt.pipe(z.number().min(1, messages.quantityInvalid)),
  amount,
  reason: filled(200),
  /** The spec's; the session decides who asks. */
  userIdUpdate: z.string().max(100).optional(),
});
export type AdjustRow = z.input<typeof adjustRow>;

/**
 * The columns of the upload's sheet, in order: one request a row, the entry screen's fields. The
 * reason is REASON_DESC, as the reasons list names it: an upload's REASON says why a row failed.
 */
export const ADJUST_UPLOAD_COLUMNS = [
  'INVOICE_NUMBER',
  'ITEM_CODE',
  'POSITION_FROM',
  'POSITION_TO',
  'QUANTITY',
  'AMOUNT',
  'REASON_DESC',
] as const;
export type AdjustUploadColumn = (typeof ADJUST_UPLOAD_COLUMNS)[number];

/** The most rows one uploaded sheet holds. */
export const ADJUST_UPLOAD_MAX_ROWS = 5000;

/** A sheet row as the upload screen sends it. */
export const adjustUploadSent = z.object(eachColumn(ADJUST_UPLOAD_COLUMNS, sheetCell));
export type AdjustUploadSent = z.input<typeof adjustUploadSent>;

/** A checked sheet row: its number among the rows sent (the first is 2), its columns, the verdict. */
export const adjustUploadChecked = z.object({
  ROW: z.number().int(),
  ...eachColumn(ADJUST_UPLOAD_COLUMNS, z.string()),
  IS_VALID: z.enum(['Y', 'N']),
  REASON: z.string(),
});
export type AdjustUploadChecked = z.infer<typeof adjustUploadChecked>;

/** Detail/approval row: one request. */
export const adjustDetailRow = z.object({
  ADJUST_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  CUSTOMER_NAME: z.string(),
  INVOICE_NUMBER: z.string(),
  /** The invoice's month, YYYY-MM. */
  INVOICE_PERIODE: z.string(),
  PRODUCT_NAME: z.string(),
  PRODUCT_DESC: z.string(),
  POSITION_FROM: z.string(),
  POSITION_TO: z.string(),
  VALUE_ADJUST: z.number(),
  NOTES: z.string(),
  STATUS: z.enum(ADJUST_STATUSES),
  USERID_UPDATE: z.string(),
});
export type AdjustDetailRow = z.infer<typeof adjustDetailRow>;

/**
 * Incentive summary row: per position credited (POSITION_TO) and month, what was asked in every
 * state (claim pengajuan), approved and rejected; net claim is approved minus rejected as the spec
 * defines it. EMPLOYEE_NAME is the rep holding the position today.
 */
export const adjustSummaryRow = z.object({
  POSITION_TO: z.string(),
  EMPLOYEE_NAME: z.string(),
  YearID: z.number().int(),
  MonthID: z.number().int(),
  /** YYYY-MM. */
  PERIOD: z.string(),
  CLAIM_PENGAJUAN: z.number(),
  SUM_APPROVE: z.number(),
  SUM_REJECT: z.number(),
  NET_CLAIM: z.number(),
});
export type AdjustSummaryRow = z.infer<typeof adjustSummaryRow>;

/** The totals of a selection, by state: the summary's columns summed equal these. */
export const adjustTotals = z.object({
  CLAIM_PENGAJUAN: z.number(),
  SUM_NEW: z.number(),
  SUM_APPROVE: z.number(),
  SUM_REJECT: z.number(),
  NET_CLAIM: z.number(),
});
export type AdjustTotals = z.infer<typeof adjustTotals>;

const month = looseInt.pipe(z.number().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'));
const year = looseInt.pipe(z.number().min(2000, 'year is 2000 or later').max(2200, 'year is too far ahead'));
/** Head office's own org (81), 0 or -1 for every org of the scope; others get their own whatever. */
const orgID = looseInt.default(0);

/** The month and scope of the summary and approval screens. */
export const adjustMonthFilter = z.object({
  month,
  year,
  orgID,
  /** One branch of the org; '' for all. */
  branchCode: z.string().trim().max(20).default(''),
});

/** The summary's filters: the month, the org or branch, and POSITION ('' for all). */
export const summaryFilter = adjustMonthFilter.extend({ position: z.string().trim().max(50).default('') });
export type SummaryFilter = z.input<typeof summaryFilter>;

/** Which of the summary answer's two lists a request pages; the spec's body alone answers both. */
export const SUMMARY_PARTS = ['both', 'summary', 'detail'] as const;

/** A list's page with the totals of its whole selection. */
const pageWithTotals = <T extends z.ZodType>(row: T) =>
  pageOf(row).extend({ totals: adjustTotals.nullable() });

/** The requests one approve or reject decides: the selected rows (ADJUST_ID is what counts). */
const decision = z
  .array(z.object({ ADJUST_ID: looseInt.pipe(z.number().int().min(1)) }).passthrough())
  .min(1, 'Pilih minimal satu pengajuan.')
  .max(DECIDE_MAX_ROWS);

const BASE = '/adjust-incentive';

export const incentive = {
  getInvoiceByID: defineCall({
    method: 'POST',
    path: `${BASE}/getInvoiceByID`,
    module: 'incentive',
    access: { screens: ENTRY },
    summary:
      "The lines of an invoice of the caller's scope; an empty list when there is none. Refused with 'Periode sudah ditutup.' when the INCENTIVE period of the invoice's branch is closed.",
    input: z.object({ invoiceNO: z.string().trim().min(1, messages.fillAllData).max(50) }),
    output: z.array(invoiceLine),
  }),
  getSelectStructureFrom: defineCall({
    method: 'POST',
    path: `${BASE}/getSelectStructureFrom`,
    module: 'incentive',
    access: { screens: ENTRY },
    summary:
      "The positions holding the credit of the customer's sales of the product: those of the customer's sales assignments in the product's business line on invoiceDate (today without it), with the rep holding each then.",
    input: z.object({
      productName: z.string().trim().min(1).max(200),
      custID: z.string().trim().min(1).max(50),
      invoiceDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    output: z.array(structureEntry),
  }),
  getSalesRepStructure: defineCall({
    method: 'POST',
    path: `${BASE}/getSalesRepStructure`,
    module: 'incentive',
    access: { screens: ENTRY },
    summary: `The sales-force positions of orgID open today, in the caller's scope, with the rep holding each today, in code order: at most ${STRUCTURE_OPTIONS_MAX} whose code or rep's name contains search; MORE when more match.`,
    input: z.object({
      orgID: looseInt,
      search: z.string().max(50).default(''),
    }),
    output: z.object({ STRUCTURE: z.array(structureEntry), MORE: z.boolean() }),
  }),
  getSelectReasonAdjustIncentive: defineCall({
    method: 'POST',
    path: `${BASE}/getSelectReasonAdjustIncentive`,
    module: 'incentive',
    access: { screens: ENTRY },
    summary: 'The reasons a request may give (REASON_DESC), in name order.',
    input: z.object({}).passthrough(),
    output: z.array(z.object({ REASON_DESC: z.string() })),
  }),
  insert: defineCall({
    method: 'POST',
    path: `${BASE}/insert`,
    module: 'incentive',
    access: { screens: ENTRY },
    write: true,
    period: 'INCENTIVE',
    summary:
      "Saves the rows of one invoice as NEW requests, in one transaction, checked by the upload's rules. Rows asking again what waits or was approved (same invoice line, from and to) are duplicates: the other rows are saved and the answer names the duplicates (DUPLICATES, their indexes in the body) with 'System has detect Duplicate Data'; without duplicates 'Data saved successfully'. Any other broken rule refuses the whole save with its message: a line not on the invoice, the same item twice, a position from not holding the credit on the invoice date, a position to not an open sales-force position of the customer's org in the caller's scope, an unknown reason, credit moved away beyond the line's amount or quantity.",
    input: z.array(adjustRow).min(1, messages.fillAllData).max(ADJUST_MAX_ROWS),
    output: z.object({ SAVED: z.number().int(), DUPLICATES: z.array(z.number().int()) }),
  }),
  uploadValidation: defineCall({
    method: 'POST',
    path: `${BASE}/uploadValidation`,
    module: 'incentive',
    access: { screens: [S.upload] },
    period: 'INCENTIVE',
    summary:
      "Upload Adjust Incentive's check: stages the sheet's rows (one request each) as the caller's batch and answers every row with IS_VALID and REASON (clean rows in success, the rest in failed), checked by the rules of the entry screen's save; batchId names the batch, which the submit names.",
    input: z.object({ excelData: z.array(adjustUploadSent).max(ADJUST_UPLOAD_MAX_ROWS) }),
    output: z.object({
      success: z.array(adjustUploadChecked),
      failed: z.array(adjustUploadChecked),
      batchId: z.number().int(),
    }),
  }),
  uploadSubmit: defineCall({
    method: 'POST',
    path: `${BASE}/uploadSubmit`,
    module: 'incentive',
    access: { screens: [S.upload] },
    write: true,
    period: 'INCENTIVE',
    summary:
      "Saves the clean rows of the caller's checked batch as NEW requests in one transaction; ROWS are the clean rows' numbers as the check answered them, batchId the check's (another batch is refused). The rules run again under the lines' lock when requests changed since the check; a row they fail stays out and is answered in failed, numbered by its place in ROWS (the first is 2). A second submit finds no batch and saves nothing.",
    input: z.object({
      batchId: z.number().int().positive(),
      ROWS: z.array(z.number().int().min(2)).min(1).max(ADJUST_UPLOAD_MAX_ROWS),
    }),
    output: z.object({ SAVED: z.number().int(), failed: z.array(adjustUploadChecked) }),
  }),
  selectAdjustIncentive: defineCall({
    method: 'POST',
    path: '/adjust-incentive-summary/selectAdjustIncentive',
    module: 'incentive',
    access: { screens: [S.summary] },
    summary:
      "Adjust Incentive Summary: the month's requests of the caller's scope (orgID, branchCode, position credited). summary: per position credited, claim pengajuan, approve, reject and net claim; detail: the requests. Both paged (100), each with the totals of its whole selection; part pages one of them, and the paging, sort and search apply to it (the spec's body alone answers the first page of both).",
    input: summaryFilter.extend(listQuery.shape).extend({ part: z.enum(SUMMARY_PARTS).default('both') }),
    output: z.object({
      summary: pageWithTotals(adjustSummaryRow).nullable(),
      detail: pageWithTotals(adjustDetailRow).nullable(),
    }),
  }),
  exportDetail: defineCall({
    method: 'POST',
    path: '/adjust-incentive-summary/exportDetail',
    module: 'incentive',
    access: { screens: [S.summary] },
    file: true,
    summary: `'${INCENTIVE_EXPORT_FILE}': every request the summary's filters and the detail's search select, in its order.`,
    input: summaryFilter.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  getMappingAdjustIncentive: defineCall({
    method: 'POST',
    path: `${BASE}/getMappingAdjustIncentive`,
    module: 'incentive',
    access: { screens: [S.approval] },
    summary:
      "Adjust Incentive Approval: a page of the month's NEW requests of the caller's scope, oldest first, searched and sorted on the server, with the count.",
    input: adjustMonthFilter.extend(listQuery.shape),
    output: pageOf(adjustDetailRow),
  }),
  approve: defineCall({
    method: 'POST',
    path: `${BASE}/approve`,
    module: 'incentive',
    access: { screens: [S.approval] },
    write: true,
    period: 'INCENTIVE',
    summary:
      "Approves the selected NEW requests, all or none, in one transaction: refused when one is not NEW any more (another approver was first), is the caller's own, lies outside the scope, or would move more of a line's credit than it invoiced.",
    input: decision,
    output: z.object({ DECIDED: z.number().int() }),
  }),
  reject: defineCall({
    method: 'POST',
    path: `${BASE}/reject`,
    module: 'incentive',
    access: { screens: [S.approval] },
    write: true,
    period: 'INCENTIVE',
    summary:
      "Rejects the selected NEW requests, all or none: refused when one is not NEW any more, is the caller's own or lies outside the scope.",
    input: decision,
    output: z.object({ DECIDED: z.number().int() }),
  }),
};
