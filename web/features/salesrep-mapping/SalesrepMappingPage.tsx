/**
 * Mapping Salesrep (/mapping-sales-rep/overview): the sales reps of the user's org with their
 * current mapping, search, Export Excel ('Mapping Sales Rep.xlsx' from exportCSV) and dates shown
 * DD MMM YYYY. A click on a row opens the rep's popup: history, a new mapping, cut-off.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { SALESREP_LIST_KEY } from './query-keys';
import { SalesrepDialog } from './SalesrepDialog';

const EXPORT_FILE_NAME = 'Mapping Sales Rep.xlsx';

const shownDate = (value: string | null) => (value ? formatDayMonthYear(value) : '');

/** Narrow enough that the twelve columns fit beside the menu from 1440 px. */
const columns: GridColDef<SalesrepRow>[] = [
  { field: 'SALESREP_EMPLOYEEID', headerName: 'Employee ID', width: 84 },
  { field: 'SALESREP_EMPLOYEE_NAME', headerName: 'Name', minWidth: 120, flex: 1.2 },
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 58 },
  { field: 'SALESREP_TYPE_CODE', headerName: 'Type', width: 96 },
  { field: 'SALESREP_TITLE_CODE', headerName: 'Title', width: 76 },
  { field: 'SALESREP_POSITION_CODE', headerName: 'Position', minWidth: 92, flex: 1 },
  { field: 'POSITION_CODE_HCM', headerName: 'Position HCM', width: 108 },
  {
    field: 'SALESREP_START_DATE',
    headerName: 'Start Date',
    width: 88,
    valueFormatter: (value: string | null) => shownDate(value),
  },
  {
    field: 'SALESREP_END_DATE',
    headerName: 'End Date',
    width: 88,
    valueFormatter: (value: string | null) => shownDate(value),
  },
  { field: 'STATUS', headerName: 'Status', width: 68 },
  { field: 'SUPERVISOR', headerName: 'Supervisor', width: 92 },
  { field: 'CSO', headerName: 'CSO', width: 92 },
];

const orgOfUser = () => storedUser()?.ORG_ID ?? 0;

export function SalesrepMappingPage() {
  const [open, setOpen] = useState<SalesrepRow | null>(null);
  return (
    <>
      <ListScreen<SalesrepRow>
        queryKey={SALESREP_LIST_KEY}
        columns={columns}
        getRowId={(row) => row.SALESREP_EMPLOYEEID}
        source={{
          mode: 'client',
          load: (_f, signal) => call(contract.salesrepMapping.select, { orgID: orgOfUser() }, { signal }),
          exportFile: (_f, { search }) =>
            download(contract.salesrepMapping.exportCSV, { orgID: orgOfUser(), search }, EXPORT_FILE_NAME),
        }}
        exportFileName={EXPORT_FILE_NAME}
        exportLabel={messages.exportExcel}
        onRowClick={setOpen}
        title={messages.mappingSalesrep}
        testId="salesrep-list"
      />
      {/* A new dialog per rep: closing it clears what it held (spec part 1 section 4). */}
      {open ? (
        <SalesrepDialog key={open.SALESREP_EMPLOYEEID} rep={open} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
