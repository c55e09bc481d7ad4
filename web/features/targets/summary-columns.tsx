/**
 * The columns of Summary Target (head office): period, branch, head office's total, the branch's
 * total and the GAP between them, with two decimals and thousands separators, and the branch-month's
 * status. The export writes the same columns, the amounts as numbers.
 */
import type { GridColDef } from '@mui/x-data-grid';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { twoDecimals } from '../../../common/numbers';
import { StatusChip } from '../../components/StatusChip';

const amount = (
  field: 'SumTargetHO' | 'SumTargetCabang' | 'GAP',
  headerName: string,
): GridColDef<TargetSummaryRow> => ({
  field,
  headerName,
  type: 'number',
  minWidth: 150,
  flex: 1,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (value: number) => twoDecimals(value),
});

export const summaryColumns: GridColDef<TargetSummaryRow>[] = [
  { field: 'PERIODE', headerName: 'Period', width: 90 },
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 75 },
  { field: 'BRANCH_DESC', headerName: 'Branch Name', minWidth: 130, flex: 1 },
  amount('SumTargetHO', 'Total Target HO'),
  amount('SumTargetCabang', 'Total Target Branch'),
  amount('GAP', 'GAP'),
  {
    field: 'STATUS',
    headerName: 'Status',
    width: 110,
    renderCell: (params) => <StatusChip status={params.row.STATUS} />,
  },
];
