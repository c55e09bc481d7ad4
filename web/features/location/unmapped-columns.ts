/**
 * The columns of Unmapping Sales (spec part 1 section 2), with the customer's branch first: ALL
 * BRANCH lists the customers of several branches, and a customer is followed up by its branch.
 * The server's export (server/modules/location/unmapped.ts) writes these same columns under the
 * same headers, so the file holds what the table shows; Invoice Value stays a number in the file.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { UnmappedRow } from '../../../common/contract/location';
import { wholeAmount } from '../../../common/numbers';

/** Whole rupiah with thousands separators: 12500000 -> '12,500,000'. */
export const invoiceValue = wholeAmount;

/** Widths fit a whole customer id, channel and category, and a value in the billions. */
export const unmappedColumns: GridColDef<UnmappedRow>[] = [
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 76 },
  { field: 'CUSTOMER_ID', headerName: 'Customer ID', width: 120 },
  { field: 'CUSTOMER_NAME', headerName: 'Customer Name', minWidth: 220, flex: 1 },
  { field: 'CHANNEL', headerName: 'Channel', width: 110 },
  { field: 'CATBISNIS', headerName: 'Cat Business', minWidth: 140, flex: 0.5 },
  {
    field: 'VAL',
    headerName: 'Invoice Value',
    type: 'number',
    width: 150,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: invoiceValue,
  },
];
