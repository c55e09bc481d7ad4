/**
 * Mapping Salesrep (/mapping-sales-rep/overview): the sales reps of the user's org with their
 * current mapping, paged, searched and sorted on the server (head office holds thousands of reps),
 * Export Excel ('Mapping Sales Rep.xlsx' from exportCSV, every rep the search selects) and dates
 * shown DD MMM YYYY. A click on a row opens the rep's popup: history, a new mapping, cut-off.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { contract } from '../../../common/contract';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { twoLineCell, twoLineHeader } from '../../components/GridTwoLines';
import { ListScreen } from '../../components/list-screen/ListScreen';
import { call, download } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { SALESREP_LIST_KEY } from './query-keys';
import { SalesrepDialog } from './SalesrepDialog';

const EXPORT_FILE_NAME = 'Mapping Sales Rep.xlsx';

const shownDate = (value: string | null) => (value ? formatDayMonthYear(value) : '');

/**
 * Every value whole (codes, status, dates), the name, the HR system's position code and the dates
 * over two lines where they must, two-word headers too: the twelve columns, Supervisor and CSO
 * last, fit beside the menu at 1366 px, and take one line each on a wider screen.
 */
const columns: GridColDef<SalesrepRow>[] = [
  { field: 'SALESREP_EMPLOYEEID', headerName: 'Employee ID', renderHeader: twoLineHeader, width: 78 },
  { field: 'SALESREP_EMPLOYEE_NAME', headerName: 'Name', renderCell: twoLineCell, minWidth: 82, flex: 1.2 },
  { field: 'BRANCH_CODE', headerName: 'Branch', width: 58 },
  { field: 'SALESREP_TYPE_CODE', headerName: 'Type', width: 114 },
  { field: 'SALESREP_TITLE_CODE', headerName: 'Title', width: 80 },
  { field: 'SALESREP_POSITION_CODE', headerName: 'Position', width: 100 },
  {
    field: 'POSITION_CODE_HCM',
    headerName: 'Position HCM',
    renderHeader: twoLineHeader,
    renderCell: twoLineCell,
    minWidth: 80,
    flex: 0.4,
  },
  ...(['SALESREP_START_DATE', 'SALESREP_END_DATE'] as const).map(
    (field): GridColDef<SalesrepRow> => ({
      field,
      headerName: field === 'SALESREP_START_DATE' ? 'Start Date' : 'End Date',
      renderHeader: twoLineHeader,
      renderCell: twoLineCell,
      valueFormatter: shownDate,
      minWidth: 58,
      flex: 0.3,
    }),
  ),
  { field: 'STATUS', headerName: 'Status', width: 74 },
  { field: 'SUPERVISOR', headerName: 'Supervisor', width: 100 },
  { field: 'CSO', headerName: 'CSO', width: 100 },
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
          mode: 'server',
          load: (_f, query, signal) =>
            call(contract.salesrepMapping.select, { orgID: orgOfUser(), ...query }, { signal }),
          exportFile: (_f, query) =>
            download(contract.salesrepMapping.exportCSV, { orgID: orgOfUser(), ...query }, EXPORT_FILE_NAME),
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
