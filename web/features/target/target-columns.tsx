/**
 * The columns of a target (spec part 2 section 3, Target row) and of a product line's sums (By
 * Lini): the key, head office's recommendation, the branch's target and gross target with two
 * decimals, and the coloured status with head office's reason when rejected.
 */
import { Tooltip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TargetLiniRow, TargetRow } from '../../../common/contract/target';
import { twoDecimals } from '../../../common/numbers';
import { TargetStatusChip } from './TargetStatusChip';

function amount<R extends GridValidRowModel>(field: string, headerName: string): GridColDef<R> {
  return {
    field,
    headerName,
    type: 'number',
    minWidth: 140,
    flex: 1,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number | null) => twoDecimals(value),
  };
}

export const targetColumns: GridColDef<TargetRow>[] = [
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 72 },
  { field: 'ROLE_POSITION_CODE', headerName: 'Position', width: 112 },
  { field: 'BISNIS', headerName: 'Bisnis', width: 96 },
  { field: 'LINI_ID', headerName: 'Lini', width: 84 },
  { field: 'PRODUCT_SUB_LINE', headerName: 'Sub Lini', minWidth: 150, flex: 1 },
  { field: 'OUTLET_CHANNEL_GROUP', headerName: 'Channel Group', width: 124 },
  { field: 'TERITORY_GEO_GROUP', headerName: 'Geo Group', width: 96 },
  amount<TargetRow>('VALUE_TGT_HO', 'Target HO'),
  amount<TargetRow>('VALUE_TGT_CAB', 'Target Cabang'),
  amount<TargetRow>('VALUE_TGT_GROSS', 'Target Gross'),
  {
    field: 'STATUS',
    headerName: 'Status',
    width: 100,
    renderCell: (params) => (
      <Tooltip title={params.row.REJECT_REASON ?? ''}>
        <span>
          <TargetStatusChip status={params.row.STATUS} />
        </span>
      </Tooltip>
    ),
  },
];

export const liniColumns: GridColDef<TargetLiniRow>[] = [
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 80 },
  { field: 'BISNIS', headerName: 'Bisnis', width: 110 },
  { field: 'LINI_ID', headerName: 'Lini', width: 110 },
  amount<TargetLiniRow>('SumTargetHO', 'Total Target HO'),
  amount<TargetLiniRow>('SumTargetCabang', 'Total Target Cabang'),
  amount<TargetLiniRow>('GAB', 'GAB'),
  {
    field: 'STATUS',
    headerName: 'Status',
    width: 100,
    renderCell: (params) => <TargetStatusChip status={params.row.STATUS} />,
  },
];
