/**
 * Sales assignments (spec part 1 sections 3, 4, 5, 7, 9): which position serves which customer for
 * which business line and type description. Overview, row entry, edit, the validated upload and
 * the lookups of those screens. Paths and payload names are the spec's (base
 * /mapping-sales-assignment).
 */
import { z } from 'zod';
import { messages } from '../messages';
import { salesAssignmentModule } from '../modules/sales-assignment';
import { defineCall } from './define';
import { dateField, exportQuery, listQuery, looseInt, pageOf } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = salesAssignmentModule.paths;

const BASE = '/mapping-sales-assignment';

/** Whether an assignment holds today. */
export const ASSIGNMENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const assignmentRow = z.object({
  ASSIGNMENT_MAP_ID: z.number().int(),
  /** The spec's spelling: one number per mapping, kept across its history rows. */
  ASSIGMENT_NUMBER: z.string(),
  POSITION_CODE: z.string(),
  /** The rep holding the position today, if any. */
  SALESREP_EMPLOYEE_NAME: z.string().nullable(),
  ADD_SALESMAN_POSITION: z.string(),
  BISNIS: z.string(),
  TYPE_DESC: z.string(),
  CUSTOMER_ID: z.string(),
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  SALES_CHANNEL: z.string(),
  SALES_TERRITORY_NAME: z.string().nullable(),
  ASSIGNMENT_START_DATE: z.string(),
  ASSIGNMENT_END_DATE: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss', server time. */
  ASSIGNMENT_LAST_UPDATE: z.string(),
  BRANCH_CODE_POSITION: z.string(),
  ORG_ID: z.number().int(),
  STATUS: z.enum(ASSIGNMENT_STATUSES),
});
export type AssignmentRow = z.infer<typeof assignmentRow>;

/**
 * The overview's sortable columns: the server keeps an index on each (with the id to break ties),
 * the screen's other headers do not sort. The default order is the newest assignment first.
 */
export const ASSIGNMENT_SORT_FIELDS = [
  'ASSIGNMENT_MAP_ID',
  'ASSIGMENT_NUMBER',
  'POSITION_CODE',
  'CUSTOMER_ID_REF',
  'CUSTOMER_NAME',
  'ASSIGNMENT_START_DATE',
  'ASSIGNMENT_END_DATE',
] as const satisfies readonly (keyof AssignmentRow)[];
export type AssignmentSortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
export const ASSIGNMENT_DEFAULT_SORT = { field: 'ASSIGNMENT_MAP_ID', sort: 'desc' } as const satisfies {
  field: AssignmentSortField;
  sort: 'asc' | 'desc';
};

/** The columns of the overview's export: every column of a row but ORG_ID, in the row's order. */
export const ASSIGNMENT_EXPORT_FIELDS = assignmentRow
  .keyof()
  .options.filter((field): field is Exclude<keyof AssignmentRow, 'ORG_ID'> => field !== 'ORG_ID');

/** A customer as the entry screen's search offers it. */
export const customerOption = z.object({
  CUSTOMER_ID: z.string(),
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  ADDRESS: z.string().nullable(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  SALES_CHANNEL: z.string(),
});
export type CustomerOption = z.infer<typeof customerOption>;

/** A position an assignment may name (and the additional salesman position). */
export const positionOption = z.object({
  POSITION_CODE: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  EMPLOYEE_TYPE_CODE: z.string(),
  SALESREP_EMPLOYEE_NAME: z.string().nullable(),
});
export type PositionOption = z.infer<typeof positionOption>;

export const typeDescOption = z.object({
  BISNIS: z.string(),
  TYPE_DESC: z.string(),
  /** The positions serving the asked customer in this business and type today ('' when none). */
  CURRENT_POSITIONS: z.string(),
});
export type TypeDescOption = z.infer<typeof typeDescOption>;

/** The longest search text a customer lookup takes; at least SEARCH_MIN_LENGTH characters. */
const keyword = z.string().max(100);
/** The most customers one lookup answers: the entry screen lists them under its search box. */
export const CUSTOMER_LOOKUP_LIMIT = 50;

const text = (max: number) => z.string().trim().max(max);

/** One row of the entry screen (spec part 1 section 7, /insert). */
export const assignmentInsertRow = z.object({
  customerId: text(30).min(1, messages.assignmentFieldRequired('Customer')),
  customerName: text(200).min(1, messages.assignmentFieldRequired('Customer Name')),
  bisnis: text(30).min(1, messages.assignmentFieldRequired('Bisnis')),
  typeDesc: text(100).min(1, messages.assignmentFieldRequired('Type Desc')),
  position: text(50).min(1, messages.assignmentFieldRequired('Position')),
  addSalesmanPosition: text(50).min(1, messages.assignmentFieldRequired('Add Salesman Position')),
  startDate: dateField(messages.startDateLabel),
  endDate: dateField(messages.endDateLabel),
  userIdUpdate: z.string().max(100).optional(),
});
export type AssignmentInsertRow = z.input<typeof assignmentInsertRow>;

/** The most rows one entry screen sends. */
export const ASSIGNMENT_INSERT_MAX_ROWS = 500;

export const assignmentUpdateInput = z.object({
  ASSIGNMENTMAPID: looseInt,
  POSITIONCODE: text(50).min(1, messages.assignmentFieldRequired('Position')),
  ADDSALESMANPOSITION: text(50).min(1, messages.assignmentFieldRequired('Add Salesman Position')),
  CUSTOMERID: text(30).min(1, messages.assignmentFieldRequired('Customer')),
  CUSTOMERNAME: text(200).min(1, messages.assignmentFieldRequired('Customer Name')),
  BISNIS: text(30).min(1, messages.assignmentFieldRequired('Bisnis')),
  TYPEDESC: text(100).min(1, messages.assignmentFieldRequired('Type Desc')),
  ASSIGNMENTSTARTDATE: dateField(messages.startDateLabel),
  ASSIGNMENTENDDATE: dateField(messages.endDateLabel),
  ASSIGNMENTUSERIDUPDATE: z.string().max(100).optional(),
});
export type AssignmentUpdateInput = z.input<typeof assignmentUpdateInput>;

/**
 * Columns of 'Template Mapping Assignment.xls' and of the uploaded sheet, in order: the validated
 * sales assignment upload (spec part 1 section 5), dates MM/DD/YYYY.
 */
export const ASSIGNMENT_UPLOAD_COLUMNS = [
  'CUSTOMER_ID_REF',
  'CUSTOMER_NAME',
  'BISNIS',
  'TYPE_DESC',
  'POSITION',
  'ADD_SALESMAN_POSITION',
  'START_DATE',
] as const;

/** The most rows one upload takes. */
export const ASSIGNMENT_UPLOAD_MAX_ROWS = 60000;

/** A sheet row as the upload screen sends it; START_DATE as the sheet shows it, MM/DD/YYYY. */
export const assignmentUploadRow = z.object({
  CUSTOMERIDREF: z.string().max(200),
  CUSTOMERNAME: z.string().max(400),
  BISNIS: z.string().max(200),
  TYPEDESC: z.string().max(200),
  POSITIONCODE: z.string().max(200),
  ADDSALESMANPOSITION: z.string().max(200),
  STARTDATE: z.string().max(40),
  IS_VALID: z.string().max(1).optional(),
  ASSIGNMENTUSERIDUPDATE: z.string().max(100).optional(),
});
export type AssignmentUploadRow = z.input<typeof assignmentUploadRow>;

/** A validated row: the sheet row number (header is row 1), the row as read, and the verdict. */
export const validatedRow = z.object({
  ROW: z.number().int(),
  CUSTOMER_ID_REF: z.string(),
  CUSTOMER_NAME: z.string(),
  BISNIS: z.string(),
  TYPE_DESC: z.string(),
  POSITION: z.string(),
  ADD_SALESMAN_POSITION: z.string(),
  START_DATE: z.string(),
  /** The customer's sales channel ('' for an unknown customer). */
  CHANNEL: z.string(),
  /** 1 when no other position serves the customer in this business and type today, 2 with one, … */
  PRIORITY: z.number().int(),
  IS_VALID: z.enum(['Y', 'N']),
  REASON: z.string(),
});
export type ValidatedRow = z.infer<typeof validatedRow>;

const uploadInput = z.object({
  excelData: z.array(assignmentUploadRow).max(ASSIGNMENT_UPLOAD_MAX_ROWS),
  orgID: looseInt,
});

export const assignmentValidation = z.object({
  success: z.array(validatedRow),
  failed: z.array(validatedRow),
  /**
   * 'Start Date tidak sesuai.' or 'Branch/Position tidak sesuai.' when the whole file is refused
   * (the screen clears the chosen file); null otherwise.
   */
  FILE_REASON: z.string().nullable(),
});
export type AssignmentValidation = z.infer<typeof assignmentValidation>;

export const assignmentUploadResult = z.object({
  /** One element whose RESULT the screen shows. */
  success: z.array(z.object({ RESULT: z.string(), COUNT: z.number().int() })),
  /** Rows that failed at submit time (mapped by someone else since the check, for instance). */
  failed: z.array(validatedRow),
  FILE_REASON: z.string().nullable(),
});
export type AssignmentUploadResult = z.infer<typeof assignmentUploadResult>;

const overviewFilter = z.object({
  /** A position code, or 0 / '0' / '' for every position in scope. */
  positionCode: z.union([z.string().max(50), z.number()]).transform(String),
  orgID: looseInt,
});

export const salesAssignment = {
  getCustomerList: defineCall({
    method: 'GET',
    path: `${BASE}/adjust-incentive/getCustomerList`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: "Every active customer in the caller's scope (id, reference, name), by reference.",
    input: z.object({}),
    output: z.array(
      z.object({ CUSTOMER_ID: z.string(), CUSTOMER_ID_REF: z.string(), CUSTOMER_NAME: z.string() }),
    ),
  }),
  listBisnis: defineCall({
    method: 'GET',
    path: `${BASE}/listBisnis`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: 'The business lines (BISNIS).',
    input: z.object({}),
    output: z.array(z.object({ BISNIS: z.string(), BISNIS_DESC: z.string() })),
  }),
  listTypeDescAll: defineCall({
    method: 'GET',
    path: `${BASE}/listTypeDesc`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: 'Every type description with its business line.',
    input: z.object({}),
    output: z.array(z.object({ BISNIS: z.string(), TYPE_DESC: z.string() })),
  }),
  listTypeDesc: defineCall({
    method: 'POST',
    path: `${BASE}/listTypeDesc`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary:
      'The type descriptions of a business line, each with the positions serving the customer in it today.',
    input: z.object({ BusinessGroup: text(30), customer_id: text(30).default('') }),
    output: z.array(typeDescOption),
  }),
  listPosition: defineCall({
    method: 'POST',
    path: `${BASE}/listPosition`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: "The positions of an org open today, in the caller's scope, with the rep holding each today.",
    input: z.object({ orgID: looseInt }),
    output: z.array(positionOption),
  }),
  masterCustomer: defineCall({
    method: 'POST',
    path: `${BASE}/masterCustomer`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: `Active customers of an org whose reference or name holds the keyword (at most ${CUSTOMER_LOOKUP_LIMIT}).`,
    input: z.object({ orgID: looseInt, keyword }),
    output: z.array(customerOption),
  }),
  listCustomer: defineCall({
    method: 'POST',
    path: `${BASE}/listCustomer`,
    module: 'sales-assignment',
    access: { screens: [S.entry, S.overview] },
    summary: `Active customers in the caller's scope whose reference or name holds the keyword (at most ${CUSTOMER_LOOKUP_LIMIT}).`,
    input: z.object({ keyword }),
    output: z.array(customerOption),
  }),
  select: defineCall({
    method: 'POST',
    path: `${BASE}/select`,
    module: 'sales-assignment',
    access: { screens: [S.overview] },
    summary: "One page of assignments (history included) in the caller's scope, of one position or all (0).",
    input: overviewFilter.extend(listQuery.shape),
    output: pageOf(assignmentRow),
  }),
  export: defineCall({
    method: 'POST',
    path: `${BASE}/export`,
    module: 'sales-assignment',
    access: { screens: [S.overview] },
    file: true,
    summary: "'Overview Mapping Sales Assignment.xlsx': every assignment the filters and search select.",
    input: overviewFilter.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  selectByID: defineCall({
    method: 'POST',
    path: `${BASE}/selectByID`,
    module: 'sales-assignment',
    access: { screens: [S.overview] },
    summary: 'One assignment, as a one-element array.',
    input: z.object({ ASSIGNMENT_MAP_ID: looseInt }),
    output: z.array(assignmentRow),
  }),
  insert: defineCall({
    method: 'POST',
    path: `${BASE}/insert`,
    module: 'sales-assignment',
    access: { screens: [S.entry] },
    write: true,
    period: 'NEW MAPPING SALES ASSIGNMENT',
    summary:
      'Adds the rows as new assignments in one transaction: all of them, or none with the first problem.',
    input: z.array(assignmentInsertRow).max(ASSIGNMENT_INSERT_MAX_ROWS),
    output: z.string(),
  }),
  update: defineCall({
    method: 'POST',
    path: `${BASE}/update`,
    module: 'sales-assignment',
    access: { screens: [S.overview] },
    write: true,
    period: 'NEW MAPPING SALES ASSIGNMENT',
    summary:
      'Changes an assignment: new dates in place; a new customer, business, type or position ends the row the day before the new start and adds the new one.',
    input: assignmentUpdateInput,
    output: z.string(),
  }),
  validation: defineCall({
    method: 'POST',
    path: `${BASE}/validation`,
    module: 'sales-assignment',
    access: { screens: [S.upload] },
    period: 'NEW MAPPING SALES ASSIGNMENT',
    summary:
      'Checks uploaded rows without storing them: the rows that would land, the failed ones with their REASON, or the reason the whole file is refused.',
    input: uploadInput,
    output: assignmentValidation,
  }),
  upload: defineCall({
    method: 'POST',
    path: `${BASE}/upload`,
    module: 'sales-assignment',
    access: { screens: [S.upload] },
    write: true,
    period: 'NEW MAPPING SALES ASSIGNMENT',
    summary:
      'Checks the rows again and stores the good ones in one transaction; rows already mapped meanwhile (a second submit of the same file) fail and add nothing.',
    input: uploadInput,
    output: assignmentUploadResult,
  }),
};
