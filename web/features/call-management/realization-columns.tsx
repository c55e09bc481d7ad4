/**
 * The 25 columns of Overview Call Realization, in the spec's order (the server's export writes the
 * same under the field names). Headers are the field names with spaces, over two lines, and the
 * times and longer texts take two lines too, so the wide row stays readable; the table scrolls
 * sideways with the eye (the photos of the visit's display check) first.
 */
import type { GridColDef } from '@mui/x-data-grid';
import {
  REALIZATION_COLUMNS,
  type RealizationColumn,
  type RealizationRow,
} from '../../../common/contract/call-realization';
import { twoLineCell, twoLineHeader } from '../../components/GridTwoLines';

/** A date: 2026-11-03. */
const DATE: Partial<GridColDef<RealizationRow>> = { width: 96 };
/** A time, its date over its time: 2026-11-03 / 16:45:00. */
const TIME: Partial<GridColDef<RealizationRow>> = { width: 96, renderCell: twoLineCell };
/** A text that may take two lines. */
const text = (width: number): Partial<GridColDef<RealizationRow>> => ({ width, renderCell: twoLineCell });
/** Y or N. */
const FLAG: Partial<GridColDef<RealizationRow>> = { width: 64, align: 'center', headerAlign: 'center' };
const NUMBER: Partial<GridColDef<RealizationRow>> = { width: 76, align: 'right', headerAlign: 'right' };

const SHAPES: Record<RealizationColumn, Partial<GridColDef<RealizationRow>>> = {
  AREA_CODE: { width: 62 },
  POSITION_CODE: text(118),
  EMPLOYEE_NAME: text(140),
  SUPERVISOR_POSITION_CODE: text(118),
  SUPERVISOR_NAME: text(140),
  NAMA_RELASI: text(170),
  TYPE_PLAN: { width: 96 },
  TANGGAL_CALL_PLAN: DATE,
  TANGGAL_SUBMIT_CALL_PLAN: TIME,
  TANGGAL_APPROVE_CALL_PLAN: TIME,
  RENCANA_KUNJUNGAN: text(130),
  NOTE_SUPERVISOR: text(150),
  STATUS_CALL_PLAN: { width: 104 },
  HASIL_KUNJUNGAN: text(190),
  ADA_RETUR: FLAG,
  KET_RETUR: text(120),
  ITEM_ED_DEKAT: FLAG,
  NAMA_ITEM: text(170),
  QTY: NUMBER,
  DATE_ED: DATE,
  STATUS_VISIT: { width: 104 },
  STATUS_CALL_REALISASI: { width: 110 },
  TANGGAL_INPUT_CALL_REALISASI: TIME,
  TANGGAL_APPROVE_CALL_REALISASI: TIME,
  CRC_HEADERID: NUMBER,
};

export const realizationColumns: GridColDef<RealizationRow>[] = REALIZATION_COLUMNS.map((field) => ({
  field,
  headerName: field.replace(/_/g, ' '),
  renderHeader: twoLineHeader,
  ...SHAPES[field],
}));
