import { EditOutlined } from '@mui/icons-material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../common/messages';
import type { RowAction } from '../list-screen/ListScreen';

/**
 * The row actions of a list whose rows open in an edit route: the pencil. `editPath` is a
 * module-level function, so that the actions (and the grid's action column) stay the same
 * between renders.
 */
export function useEditRowAction<Row>(editPath: (row: Row) => string): RowAction<Row>[] {
  const navigate = useNavigate();
  return useMemo(
    () => [
      {
        label: messages.editLabel,
        icon: <EditOutlined fontSize="small" />,
        onClick: (row: Row) => navigate(editPath(row)),
        testId: 'edit-row',
      },
    ],
    [navigate, editPath],
  );
}
