/**
 * View Mapping Assignment (/mapping-sales-assignment/overview): every assignment in the user's
 * scope, history rows included, newest first; a Position filter (ALL by default), search, Export
 * Excel ('Overview Mapping Sales Assignment.xlsx') and an edit icon per row. Server paging: the
 * list runs to 300,000 rows.
 */
import { AddOutlined, UploadFileOutlined } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { Link } from 'react-router';
import { contract } from '../../../common/contract';
import { ASSIGNMENT_DEFAULT_SORT, type AssignmentRow } from '../../../common/contract/sales-assignment';
import { messages } from '../../../common/messages';
import { recordPath } from '../../../common/modules/define';
import { salesAssignmentModule } from '../../../common/modules/sales-assignment';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { useEditRowAction } from '../../components/record-form/use-edit-row-action';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { assignmentColumns } from './assignment-columns';
import { ASSIGNMENT_OVERVIEW_KEY } from './query-keys';

/** The edit form of a row: the route's parameter holds its ASSIGNMENT_MAP_ID. */
const editPath = (row: { ASSIGNMENT_MAP_ID: number }) =>
  recordPath(salesAssignmentModule.records.assignment, row.ASSIGNMENT_MAP_ID);

const EXPORT_FILE_NAME = 'Overview Mapping Sales Assignment.xlsx';

interface AssignmentFilters {
  /** A position code; '' for every position (sent as 0, the spec's ALL). */
  position: string;
}

/** The body's filters: the chosen position or 0 for all, and the user's org (the server scopes it). */
const filterBody = (f: AssignmentFilters) => ({
  positionCode: f.position || 0,
  orgID: storedUser()?.ORG_ID ?? 0,
});

export function AssignmentOverviewPage() {
  const [filters, setFilters] = useListFilters<AssignmentFilters>(ASSIGNMENT_OVERVIEW_KEY, { position: '' });
  const rowActions = useEditRowAction(editPath);

  return (
    <ListScreen<AssignmentRow, AssignmentFilters>
      queryKey={ASSIGNMENT_OVERVIEW_KEY}
      columns={assignmentColumns}
      getRowId={(row) => row.ASSIGNMENT_MAP_ID}
      filters={{
        value: filters,
        // One filter that costs a page read: the list follows it, and opens on every position.
        live: true,
        controls: (
          // Without a Load List button beside it, the select would stretch across the whole list.
          <Box sx={{ width: { xs: '100%', md: 320 } }}>
            <PositionSelect
              value={filters.position}
              onChange={(position) => setFilters({ position })}
              testId="filter-position"
            />
          </Box>
        ),
      }}
      source={{
        mode: 'server',
        load: (f, query, signal) =>
          call(contract.salesAssignment.select, { ...filterBody(f), ...query }, { signal }),
        exportFile: (f, query) =>
          download(contract.salesAssignment.export, { ...filterBody(f), ...query }, EXPORT_FILE_NAME),
      }}
      defaultSort={ASSIGNMENT_DEFAULT_SORT}
      exportFileName={EXPORT_FILE_NAME}
      exportLabel={messages.exportExcel}
      rowActions={rowActions}
      title={messages.viewMappingAssignment}
      headerActions={
        <>
          <Button
            component={Link}
            to={salesAssignmentModule.paths.upload}
            variant="outlined"
            startIcon={<UploadFileOutlined />}
          >
            {messages.uploadMappingAssignmentMenu}
          </Button>
          <Button
            component={Link}
            to={salesAssignmentModule.paths.entry}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {messages.mappingNewCustomer}
          </Button>
        </>
      }
      testId="assignment-list"
    />
  );
}
