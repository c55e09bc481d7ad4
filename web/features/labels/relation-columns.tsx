/**
 * The columns of the print screens (spec part 1 section 2): Branch, Position, Type Salesman,
 * Customer ID (and the reference the label carries), Customer Name, Is Print, Date Print
 * (YYYY-MM-DD HH:mm:ss) and Reprint. The Reprint cell is the screen's: a flag on the printer screen,
 * a button on the sticker screen. The widths hold whole codes and dates; two-word headers break
 * over two lines and the name takes what is left, so every column, Reprint last, fits beside the
 * menu at 1366 px.
 */
import { Chip } from '@mui/material';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { RelationPrintRow } from '../../../common/contract/labels';
import { twoLineHeader } from '../../components/GridTwoLines';

export function relationColumns(
  reprintCell: (row: RelationPrintRow) => ReactNode,
): GridColDef<RelationPrintRow>[] {
  return [
    { field: 'BRANCH_CODE', headerName: 'Branch', width: 62 },
    { field: 'POSITION_CODE', headerName: 'Position', width: 100 },
    {
      field: 'EMPLOYEE_TITLE_CODE',
      headerName: 'Type Salesman',
      renderHeader: twoLineHeader,
      width: 82,
    },
    {
      field: 'CUSTOMER_ID',
      headerName: 'Customer ID',
      renderHeader: twoLineHeader,
      width: 94,
    },
    {
      field: 'CUSTOMER_ID_REF',
      headerName: 'Customer Ref',
      renderHeader: twoLineHeader,
      width: 94,
    },
    { field: 'CUSTOMER_NAME', headerName: 'Customer Name', minWidth: 140, flex: 1 },
    {
      field: 'IsPrint',
      headerName: 'Is Print',
      renderHeader: twoLineHeader,
      width: 58,
      valueFormatter: (value: number) => (value === 1 ? 'Yes' : 'No'),
      renderCell: (params: GridRenderCellParams<RelationPrintRow, number>) => (
        <Chip
          size="small"
          label={params.value === 1 ? 'Yes' : 'No'}
          color={params.value === 1 ? 'success' : 'default'}
          variant={params.value === 1 ? 'filled' : 'outlined'}
        />
      ),
    },
    { field: 'LAST_UPDATE_PRINT', headerName: 'Date Print', width: 140 },
    {
      field: 'ShouldReprint',
      headerName: 'Reprint',
      width: 84,
      valueFormatter: (value: number) => (value === 1 ? 'Yes' : ''),
      renderCell: (params: GridRenderCellParams<RelationPrintRow, number>) => reprintCell(params.row),
    },
  ];
}
