/** The actions column of a list: an icon button per action, labelled on hover, first in the row. */
import { Tooltip } from '@mui/material';
import {
  GRID_CHECKBOX_SELECTION_FIELD,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { messages } from '../../../common/messages';
import type { RowAction } from './list-types';

/**
 * What names the row to a screen reader: the formatted value of its first shown column (a code,
 * a name), so that an icon button reads as 'Edit ROLE_A' and not as one of many 'Edit'.
 */
function rowName<Row extends GridValidRowModel>(params: GridRenderCellParams<Row>): string {
  const first = params.api
    .getVisibleColumns()
    .find((column) => column.type !== 'actions' && column.field !== GRID_CHECKBOX_SELECTION_FIELD);
  if (!first) return '';
  const value =
    params.api.getRowFormattedValue?.(params.row, first) ?? params.api.getCellValue(params.id, first.field);
  return value === null || value === undefined ? '' : String(value);
}

/** The narrow actions column's header takes less padding, so 'Action' shows whole. */
export const ACTIONS_HEADER = 'list-actions-header';

export function actionsColumn<Row extends GridValidRowModel>(actions: RowAction<Row>[]): GridColDef<Row> {
  return {
    field: '__actions',
    type: 'actions',
    headerName: messages.actionsLabel,
    width: Math.max(52, actions.length * 40),
    headerClassName: ACTIONS_HEADER,
    sortable: false,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        {actions
          .filter((action) => action.shownFor?.(params.row) ?? true)
          .map((action) => (
            <GridActionsCellItem
              key={action.label}
              // An icon alone does not say what it does: its label shows on hover.
              icon={<Tooltip title={action.label}>{action.icon}</Tooltip>}
              label={action.label}
              aria-label={`${action.label} ${rowName(params)}`.trim()}
              onClick={() => action.onClick(params.row)}
              data-testid={action.testId}
            />
          ))}
      </GridActionsCell>
    ),
  };
}
