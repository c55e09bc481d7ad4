/** The actions column of a list: an icon button per action, labelled on hover, first in the row. */
import { Tooltip } from '@mui/material';
import {
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { messages } from '../../../common/messages';
import type { RowAction } from './list-types';

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
              onClick={() => action.onClick(params.row)}
              data-testid={action.testId}
            />
          ))}
      </GridActionsCell>
    ),
  };
}
