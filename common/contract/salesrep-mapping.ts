/**
 * Sales rep mapping (spec part 1 sections 3, 4, 5, 7, 9): the reps of an org with their current
 * mapping, a rep's history, the positions and CSOs a mapping may take, a new mapping and the
 * cut-off of one. Paths and payload names are the spec's (base /structure/mapping-sales-rep-assignment).
 */
import { z } from 'zod';
import { messages } from '../messages';
import { salesrepMappingModule } from '../modules/salesrep-mapping';
import { defineCall } from './define';
import { dateField, exportQuery, listQuery, looseInt, pageOf } from './shared-schemas';

/** The screens of this module, which its calls name as the ones that make them. */
const S = salesrepMappingModule.paths;

const BASE = '/structure/mapping-sales-rep-assignment';

/** Whether a mapping holds today: today within its dates. */
export const MAPPING_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** One rep with the mapping that matters now: the one holding today, else the latest. */
export const salesrepRow = z.object({
  SALESREP_EMPLOYEEID: z.string(),
  SALESREP_EMPLOYEE_NAME: z.string(),
  ORG_ID: z.number().int(),
  BRANCH_CODE: z.string(),
  SALESREP_TYPE_CODE: z.string().nullable(),
  SALESREP_TITLE_CODE: z.string().nullable(),
  SALESREP_POSITION_CODE: z.string().nullable(),
  POSITION_CODE_HCM: z.string().nullable(),
  SALESREP_START_DATE: z.string().nullable(),
  SALESREP_END_DATE: z.string().nullable(),
  STATUS: z.enum(MAPPING_STATUSES).nullable(),
  SUPERVISOR: z.string().nullable(),
  CSO: z.string().nullable(),
});
export type SalesrepRow = z.infer<typeof salesrepRow>;

/** One stint of a rep's history. */
export const historyRow = z.object({
  SALESREP_MAP_ID: z.number().int(),
  SALESREP_POSITION_CODE: z.string(),
  SALESREP_TITLE_CODE: z.string().nullable(),
  SUPERVISOR: z.string(),
  CSO: z.string(),
  SALESREP_START_DATE: z.string(),
  SALESREP_END_DATE: z.string(),
  STATUS: z.enum(MAPPING_STATUSES),
});
export type HistoryRow = z.infer<typeof historyRow>;

/** A position a rep may be mapped to: a sales-force role of the branch, open today. */
export const mappablePosition = z.object({
  ROLE_MAP_ID: z.number().int(),
  ROLE_POSITION_CODE: z.string(),
  EMPLOYEE_TYPE_ID: z.number().int(),
  EMPLOYEE_TYPE_CODE: z.string(),
  EMPLOYEE_TITLE_ID: z.number().int().nullable(),
  EMPLOYEE_TITLE_CODE: z.string().nullable(),
  ROLE_SUP_CODE: z.string(),
  CSO_CODE: z.string(),
  /** The rep holding the position today, if any (another rep cannot take it for the same dates). */
  HOLDER_NAME: z.string().nullable(),
});
export type MappablePosition = z.infer<typeof mappablePosition>;

const orgInput = z.object({ orgID: looseInt });
const code = z.string().trim().min(1).max(50);

export const salesrepInsertInput = z.object({
  BRANCHCODE: z.string().trim().min(1).max(20),
  ORGID: looseInt,
  SALESREPEMPLOYEEID: z.string().trim().min(1).max(30),
  SALESREPEMPLOYEENAME: z.string().max(200).optional(),
  EMPLOYEETYPEID: looseInt.nullable().optional(),
  EMPLOYEETYPECODE: z.string().max(50).nullable().optional(),
  ROLEMAPID: looseInt,
  SALESREPPOSITIONCODE: code,
  EMPLOYEETITLEID: looseInt.nullable().optional(),
  SALESREPTITLECODE: z.string().max(50).nullable().optional(),
  SUPERVISOR: z.string().trim().max(50).default('NA'),
  CSO: z.string().trim().max(50).default('NA'),
  STARTDATE: dateField(messages.startDateLabel),
  ENDDATE: dateField(messages.endDateLabel),
  USERIDUPDATE: z.string().max(100).optional(),
});
export type SalesrepInsertInput = z.input<typeof salesrepInsertInput>;

export const salesrepCutoffInput = z.object({
  SALESREPEMPLOYEEID: z.string().trim().min(1).max(30),
  SALESREPPOSITIONCODE: code,
  ENDDATE: dateField(messages.endDateLabel),
  USERIDUPDATE: z.string().max(100).optional(),
});
export type SalesrepCutoffInput = z.input<typeof salesrepCutoffInput>;

export const salesrepMapping = {
  select: defineCall({
    method: 'POST',
    path: `${BASE}/select`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    summary:
      "One page of the sales reps of an org (in the caller's scope) with their current mapping, searched and sorted on its columns; the spec's body alone answers the first page with the count.",
    input: orgInput.extend(listQuery.shape),
    output: pageOf(salesrepRow),
  }),
  exportCSV: defineCall({
    method: 'POST',
    path: `${BASE}/exportCSV`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    file: true,
    summary:
      "'Mapping Sales Rep.xlsx': every rep of the list with their current mapping that the search selects, in the screen's order.",
    input: orgInput.extend(exportQuery.shape),
    output: z.unknown(),
  }),
  selectPositionMappingSalesrep: defineCall({
    method: 'POST',
    path: `${BASE}/selectPositionMappingSalesrep`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    summary: 'The sales-force positions of a branch open today, with the rep holding each today.',
    input: z.object({ branchCode: z.string().trim().min(1).max(20), salesRepEmployeeID: z.string().max(30) }),
    output: z.array(mappablePosition),
  }),
  selectCSO: defineCall({
    method: 'POST',
    path: `${BASE}/selectCSO`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    summary: 'The CSO positions of an org.',
    input: z.object({ orgid: looseInt }),
    output: z.array(z.object({ ROLE_POSITION_CODE: z.string(), BRANCH_CODE: z.string() })),
  }),
  selectHistorybySalesrepID: defineCall({
    method: 'POST',
    path: `${BASE}/selectHistorybySalesrepID`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    summary: "A rep's mappings, active first, then the newest.",
    input: z.object({ employeeID: z.string().trim().min(1).max(30) }),
    output: z.array(historyRow),
  }),
  insert: defineCall({
    method: 'POST',
    path: `${BASE}/insert`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    write: true,
    period: 'MAPPING SALESREP',
    summary:
      'Maps a rep to a position from a start to an end date, as a new history row; refused when the rep or the position is taken on any of those dates.',
    input: salesrepInsertInput,
    output: z.string(),
  }),
  cutoff: defineCall({
    method: 'POST',
    path: `${BASE}/cutoff`,
    module: 'salesrep-mapping',
    access: { screens: [S.salesreps] },
    write: true,
    period: 'MAPPING SALESREP',
    summary: "Ends the rep's mapping on the position on the given date.",
    input: salesrepCutoffInput,
    output: z.string(),
  }),
};
