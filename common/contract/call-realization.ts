/**
 * Overview Call Realization (spec part 2 sections 2, 3, 7: Call realization row,
 * /call-management/OverviewCallRealization): what came of each planned visit, in the caller's
 * scope, paged, searched and sorted on the server, and its export 'Overview Call Realization.xlsx'.
 * Part of the call-management module's contract (callManagement spreads these calls).
 */
import { z } from 'zod';
import { callManagementModule } from '../modules/call-management';
import { defineCall } from './define';
import { DATE_RANGE_MAX_DAYS, dateRangeShape, exportQuery, listQuery, pageOf } from './shared-schemas';

const S = callManagementModule.paths;

/** The longest date range one request may ask for. */
export const REALIZATION_RANGE_MAX_DAYS = DATE_RANGE_MAX_DAYS;

export const REALIZATION_EXPORT_FILE = 'Overview Call Realization.xlsx';

/** The columns of the table and of the export, in the spec's order. */
export const REALIZATION_COLUMNS = [
  'AREA_CODE',
  'POSITION_CODE',
  'EMPLOYEE_NAME',
  'SUPERVISOR_POSITION_CODE',
  'SUPERVISOR_NAME',
  'NAMA_RELASI',
  'TYPE_PLAN',
  'TANGGAL_CALL_PLAN',
  'TANGGAL_SUBMIT_CALL_PLAN',
  'TANGGAL_APPROVE_CALL_PLAN',
  'RENCANA_KUNJUNGAN',
  'NOTE_SUPERVISOR',
  'STATUS_CALL_PLAN',
  'HASIL_KUNJUNGAN',
  'ADA_RETUR',
  'KET_RETUR',
  'ITEM_ED_DEKAT',
  'NAMA_ITEM',
  'QTY',
  'DATE_ED',
  'STATUS_VISIT',
  'STATUS_CALL_REALISASI',
  'TANGGAL_INPUT_CALL_REALISASI',
  'TANGGAL_APPROVE_CALL_REALISASI',
  'CRC_HEADERID',
] as const;
export type RealizationColumn = (typeof REALIZATION_COLUMNS)[number];

const text = z.string();
const maybe = z.string().nullable();

/** A call realization row; dates YYYY-MM-DD, times 'YYYY-MM-DD HH:mm:ss'. */
export const realizationRow = z.object({
  REALIZATION_ID: z.number().int(),
  AREA_CODE: text,
  POSITION_CODE: text,
  EMPLOYEE_NAME: text,
  SUPERVISOR_POSITION_CODE: text,
  SUPERVISOR_NAME: text,
  NAMA_RELASI: text,
  TYPE_PLAN: text,
  TANGGAL_CALL_PLAN: text,
  TANGGAL_SUBMIT_CALL_PLAN: text,
  TANGGAL_APPROVE_CALL_PLAN: maybe,
  RENCANA_KUNJUNGAN: text,
  NOTE_SUPERVISOR: maybe,
  STATUS_CALL_PLAN: text,
  HASIL_KUNJUNGAN: maybe,
  ADA_RETUR: z.enum(['Y', 'N']),
  KET_RETUR: maybe,
  ITEM_ED_DEKAT: z.enum(['Y', 'N']),
  NAMA_ITEM: maybe,
  QTY: z.number().int().nullable(),
  DATE_ED: maybe,
  STATUS_VISIT: text,
  STATUS_CALL_REALISASI: text,
  TANGGAL_INPUT_CALL_REALISASI: maybe,
  TANGGAL_APPROVE_CALL_REALISASI: maybe,
  /** The display check made on the visit, whose photos the row's eye opens; null when none. */
  CRC_HEADERID: z.number().int().nullable(),
});
export type RealizationRow = z.infer<typeof realizationRow>;

/** The screen's filters: branch and position '' for ALL (spec part 2 section 9), two dates. */
export const realizationFilter = z.object({
  BranchCode: z.string().trim().max(20).default(''),
  PositionCode: z.string().trim().max(60).default(''),
  ...dateRangeShape,
});
export type RealizationFilter = z.input<typeof realizationFilter>;

export const realizationCalls = {
  OverviewCallRealization: defineCall({
    method: 'POST',
    path: '/call-management/OverviewCallRealization',
    module: 'call-management',
    access: { screens: [S.realization] },
    summary:
      "Overview Call Realization: one page of the realization of the visits planned between StartDate and EndDate of the branch and position asked for ('' for all in scope), newest plan date first, with the count of the selection.",
    input: realizationFilter.extend(listQuery.shape),
    output: pageOf(realizationRow),
  }),
  exportOverviewCallRealization: defineCall({
    method: 'POST',
    path: '/call-management/OverviewCallRealization/export',
    module: 'call-management',
    access: { screens: [S.realization] },
    file: true,
    summary: `'${REALIZATION_EXPORT_FILE}': every row the overview's filters and search select, in its order.`,
    input: realizationFilter.extend(exportQuery.shape),
    output: z.unknown(),
  }),
};
