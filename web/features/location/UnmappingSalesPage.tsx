/**
 * Unmapping Sales (/mapping-sales-assignment/overviewunmappingsales): the active customers no
 * assignment serves today, of one branch or of all the user sees, highest invoice value first;
 * Branch select, Load List, search and a table paged, searched and sorted on the server, and Export
 * Data ('Unmapping Sales.xlsx', written on the server from the same filters, search and order).
 */
import { Box } from '@mui/material';
import { ALL_BRANCH, HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import { contract } from '../../../common/contract';
import type { UnmappedRow } from '../../../common/contract/location';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { useListFilters } from '../../components/list-screen/use-list-state';
import { BranchSelect } from '../../components/selects/BranchSelect';
import { call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { unmappedColumns } from './unmapped-columns';

export const UNMAPPED_LIST_KEY = 'location-unmapped';
const EXPORT_FILE_NAME = 'Unmapping Sales.xlsx';

interface UnmappedFilters {
  /** The chosen BRANCH_CODE; ALL BRANCH is '0', none ''. */
  branch: string;
  orgId: number;
}

/**
 * The call's input. ALL BRANCH: head office asks for every org (orgID 0, the spec's 'all'); anyone
 * else names its own org, and the server keeps it to its scope in any case.
 */
function inputOf(f: UnmappedFilters) {
  const ownOrg = storedUser()?.ORG_ID ?? 0;
  if (f.branch === ALL_BRANCH.BRANCH_CODE) return { orgID: ownOrg === HEAD_OFFICE_ORG_ID ? 0 : ownOrg };
  return { orgID: f.orgId, BRANCH_CODE: f.branch };
}

export function UnmappingSalesPage() {
  const [filters, setFilters] = useListFilters<UnmappedFilters>(UNMAPPED_LIST_KEY, { branch: '', orgId: 0 });
  return (
    <ListScreen<UnmappedRow, UnmappedFilters>
      queryKey={UNMAPPED_LIST_KEY}
      columns={unmappedColumns}
      getRowId={(row) => row.CUSTOMER_ID}
      filters={{
        value: filters,
        controls: (
          // The branches of the user's scope (prepareFilter): every branch for head office, the
          // org's own for anyone else (spec part 1 section 6). Alone in its row the select would
          // stretch across the screen; a branch name needs far less.
          <Box sx={{ width: { xs: '100%', md: 360 } }}>
            <BranchSelect
              value={filters.branch}
              onChange={(b) => setFilters({ branch: b?.BRANCH_CODE ?? '', orgId: b?.ORG_ID ?? 0 })}
              allOption
              testId="filter-branch"
            />
          </Box>
        ),
        check: (f) => (f.branch === '' ? messages.selectBranchFirst : undefined),
      }}
      source={{
        mode: 'server',
        load: (f, query, signal) =>
          call(contract.location.overviewUnmapSales, { ...inputOf(f), ...query }, { signal }),
        exportFile: (f, query) =>
          download(contract.location.exportUnmapSales, { ...inputOf(f), ...query }, EXPORT_FILE_NAME),
      }}
      exportFileName={EXPORT_FILE_NAME}
      exportLabel={messages.exportData}
      title={messages.unmappingSales}
      testId="unmapped-list"
    />
  );
}
