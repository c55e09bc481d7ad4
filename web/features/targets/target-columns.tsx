/**
 * The columns of a target (spec part 2 section 3, Target row) and of a product line's sums (By
 * Lini): the key, head office's recommendation, the branch's target and gross target with two
 * decimals, and the coloured status with head office's reason when rejected.
 *
 * A target's eleven columns do not fit beside the menu at 1366 px: their headers break over two
 * lines, each column is as narrow as its values allow, and the screens start without Bisnis and
 * Lini (TARGET_COLUMNS_HIDDEN), which the sub-line's code names already; a column's menu shows them
 * again, and the export and the search keep them. So the branch's target, gross target and status
 * stay in sight.
 */
import { Box, Tooltip } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TargetLiniRow, TargetRow } from '../../../common/contract/targets';
import { twoDecimals } from '../../../common/numbers';
import { StatusChip } from '../../components/StatusChip';

/** A header that may break between its words (the export keeps the plain name). */
function twoLines(headerName: string) {
  return () => (
    <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.15, fontWeight: 600 }}>
      {headerName}
    </Box>
  );
}

/** The columns a target list starts without: the sub-line's code names its line and business. */
export const TARGET_COLUMNS_HIDDEN = ['BISNIS', 'LINI_ID'] as const;

function amount<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  minWidth = 140,
): GridColDef<R> {
  return {
    field,
    headerName,
    renderHeader: twoLines(headerName),
    type: 'number',
    // Nine-digit rupiah with two decimals, the widest the targets take.
    minWidth,
    flex: 1,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number | null) => twoDecimals(value),
  };
}

export const targetColumns: GridColDef<TargetRow>[] = [
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 68 },
  { field: 'ROLE_POSITION_CODE', headerName: 'Position', width: 104 },
  { field: 'BISNIS', headerName: 'Bisnis', width: 92 },
  { field: 'LINI_ID', headerName: 'Lini', width: 80 },
  { field: 'PRODUCT_SUB_LINE', headerName: 'Sub Lini', minWidth: 130, flex: 1.5 },
  {
    field: 'OUTLET_CHANNEL_GROUP',
    headerName: 'Channel Group',
    renderHeader: twoLines('Channel Group'),
    minWidth: 124,
    flex: 1,
  },
  {
    field: 'TERITORY_GEO_GROUP',
    headerName: 'Geo Group',
    renderHeader: twoLines('Geo Group'),
    width: 90,
  },
  amount<TargetRow>('VALUE_TGT_HO', 'Target HO', 120),
  amount<TargetRow>('VALUE_TGT_CAB', 'Target Cabang', 120),
  amount<TargetRow>('VALUE_TGT_GROSS', 'Target Gross', 120),
  {
    field: 'STATUS',
    headerName: 'Status',
    width: 92,
    renderCell: (params) => (
      <Tooltip title={params.row.REJECT_REASON ?? ''}>
        <span>
          <StatusChip status={params.row.STATUS} />
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
    renderCell: (params) => <StatusChip status={params.row.STATUS} />,
  },
];
