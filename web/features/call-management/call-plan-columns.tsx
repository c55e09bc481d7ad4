/**
 * The columns of the two call plan overviews: the template's columns in the template's order (the
 * server's export writes the same, so the file can be corrected and uploaded again), then who
 * changed the row and when. DAYS and the master plan's day columns are narrow; the customer's name
 * takes the room left. Every column sorts on the server.
 */
import type { GridColDef } from '@mui/x-data-grid';
import {
  FIXED_CALL_COLUMNS,
  type FixedCallListed,
  MASTER_CALL_COLUMNS,
  type MasterCallListed,
} from '../../../common/contract/call-management';

const WIDTHS: Record<string, Partial<GridColDef>> = {
  YEAR_ID: { width: 80 },
  PERIODE: { width: 85 },
  BRANCH_CODE: { width: 115 },
  POSITION_DESC: { minWidth: 140, flex: 1 },
  TYPE_SALESMAN: { width: 130 },
  CUSTOMERID_REF: { width: 140 },
  CUSTOMER_NAME: { minWidth: 200, flex: 2 },
  DAYS: { width: 80 },
  FREQUENCY: { width: 105, align: 'right', headerAlign: 'right' },
  WEEK: { width: 70, align: 'right', headerAlign: 'right' },
  PIC_NAME: { minWidth: 130, flex: 1 },
  PIC_TELP: { width: 130 },
  NOTES: { minWidth: 180, flex: 1 },
};

/** The master plan's day columns hold weeks ('1,3'): narrow. */
const DAY_COLUMN: Partial<GridColDef> = { width: 100 };

function columnsOf<Row extends Record<string, unknown>>(names: readonly string[]): GridColDef<Row>[] {
  return [
    ...names.map(
      (field): GridColDef<Row> => ({
        field,
        headerName: field,
        ...(WIDTHS[field] ?? DAY_COLUMN),
      }),
    ),
    { field: 'USER_ID_UPDATE', headerName: 'USER_ID_UPDATE', width: 140 },
    { field: 'LAST_UPDATE', headerName: 'LAST_UPDATE', width: 170 },
  ];
}

export const fixedCallColumns = columnsOf<FixedCallListed>(FIXED_CALL_COLUMNS);
export const masterCallColumns = columnsOf<MasterCallListed>(MASTER_CALL_COLUMNS);
