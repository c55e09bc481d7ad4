/**
 * The columns of the incentive lists (spec part 2 sections 2 and 9): the summary per position
 * credited, with its amounts as whole rupiah with thousands separators (1,250,000), and the
 * requests themselves (the summary's detail and the approval list).
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { AdjustDetailRow, AdjustSummaryRow } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { wholeAmount } from '../../../common/numbers';
import { twoLineCell } from '../../components/GridTwoLines';
import { StatusChip } from '../../components/StatusChip';

/** A rupiah column: right-aligned whole amounts. */
export function amountColumn<Row extends AdjustSummaryRow | AdjustDetailRow>(
  field: keyof Row & string,
  headerName: string,
  options: { sortable?: boolean } = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    minWidth: 130,
    flex: 1,
    align: 'right',
    headerAlign: 'right',
    sortable: options.sortable ?? true,
    valueFormatter: (value: number) => wholeAmount(value),
  };
}

/** The summary is ordered by position alone (its key on the server): the other columns do not sort. */
const fixed = { sortable: false } as const;

export const summaryColumns: GridColDef<AdjustSummaryRow>[] = [
  { field: 'PERIOD', headerName: 'Period', width: 90, ...fixed },
  { field: 'POSITION_TO', headerName: messages.positionLabel, minWidth: 150, flex: 1 },
  { field: 'EMPLOYEE_NAME', headerName: messages.salesmanName, minWidth: 170, flex: 1.2, ...fixed },
  amountColumn<AdjustSummaryRow>('CLAIM_PENGAJUAN', messages.claimPengajuan, fixed),
  amountColumn<AdjustSummaryRow>('SUM_APPROVE', messages.claimApprove, fixed),
  amountColumn<AdjustSummaryRow>('SUM_REJECT', messages.claimReject, fixed),
  amountColumn<AdjustSummaryRow>('NET_CLAIM', messages.netClaim, fixed),
];

/**
 * Narrow enough for the whole row beside the menu at 1366 px, with the approval's checkboxes too:
 * the customer, the item and the reason take two lines where one is too short, and a position
 * breaks after its last hyphen, so an approver reads whole what is approved.
 */
export const adjustDetailColumns: GridColDef<AdjustDetailRow>[] = [
  { field: 'CUSTOMER_NAME', headerName: 'Customer', minWidth: 130, flex: 1.3, renderCell: twoLineCell },
  { field: 'INVOICE_NUMBER', headerName: 'Invoice', width: 105 },
  { field: 'PRODUCT_NAME', headerName: 'Item', minWidth: 120, flex: 1.1, renderCell: twoLineCell },
  { ...amountColumn<AdjustDetailRow>('VALUE_ADJUST', 'Amount'), minWidth: 95, flex: 0 },
  { field: 'POSITION_FROM', headerName: 'From', width: 84, renderCell: twoLineCell },
  { field: 'POSITION_TO', headerName: 'To', width: 84, renderCell: twoLineCell },
  { field: 'NOTES', headerName: 'Reason', minWidth: 110, flex: 1, renderCell: twoLineCell },
  {
    field: 'STATUS',
    headerName: 'Status',
    width: 95,
    renderCell: (params) => <StatusChip status={params.row.STATUS} />,
  },
];

/**
 * The approval list: the requests waiting (no status), the branch (an approver sees many) and who
 * asked (the user's own requests cannot be picked). The request's id is searched, not shown.
 */
export const approvalColumns: GridColDef<AdjustDetailRow>[] = [
  { field: 'ADJUST_ID', headerName: 'ID', width: 70 },
  { field: 'BRANCH_CODE', headerName: messages.branchLabel, width: 65 },
  ...adjustDetailColumns.filter((c) => c.field !== 'STATUS'),
  { field: 'USERID_UPDATE', headerName: 'Requested By', width: 100 },
];

export const APPROVAL_HIDDEN_COLUMNS = ['ADJUST_ID'] as const;
