/**
 * Manage Role (/manage-role/overview): branch and position filters, Load List, Export Data
 * ('Overview Role.xlsx'), search and a server-paged table with an edit icon per row.
 */
import { AddOutlined, UploadFileOutlined } from '@mui/icons-material';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { Link } from 'react-router';
import { ALL_BRANCH } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { Role } from '../../../common/contract/structure';
import { messages } from '../../../common/messages';
import { recordPath } from '../../../common/modules/define';
import { structureModule } from '../../../common/modules/structure';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { useEditRowAction } from '../../components/record-form/use-edit-row-action';
import { BranchSelect } from '../../components/selects/BranchSelect';
import { PositionSelect } from '../../components/selects/PositionSelect';
import { call, download } from '../../lib/api';
import { dateColumns } from './columns';

export const ROLE_OVERVIEW_KEY = 'structure-roles';
const EXPORT_FILE_NAME = 'Overview Role.xlsx';

interface RoleFilters {
  branch: string;
  position: string;
}

/**
 * Narrow enough that all twelve columns fit beside the menu from 1440 px wide without scrolling
 * sideways; flags and the additional type carry short headers with the full name as a tooltip,
 * and the e-mail list (the longest text) takes what room is left.
 */
const columns: GridColDef<Role>[] = [
  { field: 'ROLE_POSITION_CODE', headerName: 'Position', minWidth: 104, flex: 1 },
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 64 },
  { field: 'EMPLOYEE_TYPE_CODE', headerName: 'Type', width: 88 },
  { field: 'EMPLOYEE_TITLE_CODE', headerName: 'Title', width: 80 },
  { field: 'ROLE_SUP_CODE', headerName: 'Supervisor', width: 96 },
  { field: 'SUPERVISOR_EMAIL', headerName: 'Supervisor Email', minWidth: 96, flex: 1 },
  { field: 'CSO_CODE', headerName: 'CSO', width: 96 },
  { field: 'IS_COLECTOR', headerName: 'Coll.', description: messages.collectorLabel, width: 58 },
  {
    field: 'SECONDARY_POSITION',
    headerName: 'Sec.',
    description: messages.secondaryPositionLabel,
    width: 54,
  },
  {
    field: 'ROLE_ADD_TYPE_CODE',
    headerName: 'Add. Type',
    description: messages.additionalTypeLabel,
    width: 92,
  },
  ...dateColumns<Role>('ROLE_START_DATE', 'ROLE_END_DATE'),
];

/** The role form opened on one role. */
const roleEditPath = (row: Role) => recordPath(structureModule.records.role, row.ROLE_MAP_ID);

export function RoleOverviewPage() {
  const [filters, setFilters] = useListFilters<RoleFilters>(ROLE_OVERVIEW_KEY, { branch: '', position: '' });
  const rowActions = useEditRowAction(roleEditPath);

  return (
    <ListScreen<Role, RoleFilters>
      queryKey={ROLE_OVERVIEW_KEY}
      columns={columns}
      getRowId={(row) => row.ROLE_MAP_ID}
      filters={{
        value: filters,
        controls: (
          <>
            <BranchSelect
              value={filters.branch}
              // A position of another branch does not stay chosen.
              onChange={(b) =>
                setFilters((f) =>
                  f.branch === (b?.BRANCH_CODE ?? '') ? f : { branch: b?.BRANCH_CODE ?? '', position: '' },
                )
              }
              allOption
              testId="filter-branch"
            />
            <PositionSelect
              value={filters.position}
              branch={filters.branch}
              onChange={(position) => setFilters((f) => ({ ...f, position }))}
              testId="filter-position"
            />
          </>
        ),
      }}
      source={{
        mode: 'server',
        load: (f, query, signal) =>
          call(
            contract.structure.selectRole,
            { branch: f.branch || ALL_BRANCH.BRANCH_CODE, position: f.position, ...query },
            { signal },
          ),
        exportFile: (f, query) =>
          download(
            contract.structure.exportRole,
            { branch: f.branch || ALL_BRANCH.BRANCH_CODE, position: f.position, ...query },
            EXPORT_FILE_NAME,
          ),
      }}
      exportFileName={EXPORT_FILE_NAME}
      exportLabel={messages.exportData}
      rowActions={rowActions}
      title={messages.manageRole}
      headerActions={
        <>
          <Button
            component={Link}
            to={structureModule.paths.uploadRole}
            variant="outlined"
            startIcon={<UploadFileOutlined />}
          >
            {messages.uploadNewRole}
          </Button>
          <Button
            component={Link}
            to={structureModule.paths.newRole}
            variant="contained"
            startIcon={<AddOutlined />}
          >
            {messages.addNewRole}
          </Button>
        </>
      }
      testId="role-list"
    />
  );
}
