/**
 * The columns of View Mapping Assignment. Codes, dates (as stored, 'YYYY-MM-DD') and the last
 * update time get widths that show them whole; names share what room is left. The server sorts
 * on the contract's ASSIGNMENT_SORT_FIELDS only (its indexed columns) and refuses any other field,
 * so the other headers do not sort.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { ASSIGNMENT_SORT_FIELDS, type AssignmentRow } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';

/** A name wider than its column ends in an ellipsis; the whole name shows on hover. */
const hoverWhole: Pick<GridColDef<AssignmentRow>, 'renderCell'> = {
  renderCell: ({ value }) => <span title={value ?? undefined}>{value}</span>,
};

/**
 * Measured at 1920 px (about 1,525 px of grid beside the menu): every code, date and the last
 * update fit whole with all fifteen columns in view; the three names share the rest. Sortable
 * headers are short, so the sort arrow has room. Narrower, the table scrolls sideways: who serves
 * which customer, from when to when, in which branch and whether it holds today come first, so at
 * 1366 px (about 990 px of grid) they are in view and the business line and type, the additional
 * salesman, channel, territory and last update are what scrolls.
 */
const columns: (GridColDef<AssignmentRow> & { field: keyof AssignmentRow })[] = [
  { field: 'ASSIGMENT_NUMBER', headerName: 'Number', description: 'Assignment Number', width: 104 },
  { field: 'POSITION_CODE', headerName: 'Position', minWidth: 100, flex: 0.6 },
  { field: 'SALESREP_EMPLOYEE_NAME', headerName: 'Sales Rep', minWidth: 100, flex: 1, ...hoverWhole },
  { field: 'CUSTOMER_ID_REF', headerName: 'Customer ID', width: 100 },
  { field: 'CUSTOMER_NAME', headerName: 'Customer Name', minWidth: 130, flex: 1.6, ...hoverWhole },
  { field: 'ASSIGNMENT_START_DATE', headerName: 'Start Date', width: 90 },
  { field: 'ASSIGNMENT_END_DATE', headerName: 'End Date', width: 90 },
  { field: 'BRANCH_CODE_POSITION', headerName: 'Branch', width: 60 },
  { field: 'STATUS', headerName: 'Status', width: 76 },
  { field: 'BISNIS', headerName: 'Bisnis', width: 90 },
  { field: 'TYPE_DESC', headerName: 'Type Desc', width: 116 },
  {
    field: 'ADD_SALESMAN_POSITION',
    headerName: 'Add. Sales',
    description: messages.assignmentAddSalesmanLabel,
    width: 100,
  },
  { field: 'SALES_CHANNEL', headerName: 'Channel', width: 64 },
  { field: 'SALES_TERRITORY_NAME', headerName: 'Territory', width: 112 },
  { field: 'ASSIGNMENT_LAST_UPDATE', headerName: 'Last Update', width: 138 },
];

const sortable: readonly string[] = ASSIGNMENT_SORT_FIELDS;

export const assignmentColumns: GridColDef<AssignmentRow>[] = columns.map((c) =>
  sortable.includes(c.field) ? c : { ...c, sortable: false },
);
