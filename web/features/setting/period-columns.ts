/** The columns of the Setting Period table: TYPE, BRANCH NAME, START DATE, END DATE (DD MMM YYYY), QUARTAL. */
import type { GridColDef } from '@mui/x-data-grid';
import type { PeriodSetupRow } from '../../../common/contract/setting';
import { formatDayMonthYear } from '../../../common/dates';
import { messages } from '../../../common/messages';

/** A row as the table shows it: the branch named by code and name, which the search looks in too. */
export type PeriodListRow = PeriodSetupRow & { BRANCH_NAME: string };

export const toListRow = (row: PeriodSetupRow): PeriodListRow => ({
  ...row,
  BRANCH_NAME: row.BRANCH_DESC ? `${row.BRANCH_CODE} - ${row.BRANCH_DESC}` : row.BRANCH_CODE,
});

// Dates stay 'YYYY-MM-DD' underneath, so they sort as dates; only their display is DD MMM YYYY.
const dateColumn = (field: 'START_DATE' | 'END_DATE', headerName: string): GridColDef<PeriodListRow> => ({
  field,
  headerName,
  width: 100,
  valueFormatter: (value: string) => formatDayMonthYear(value),
});

// Narrow enough that all five columns fit beside the menu at 1024 px.
export const periodColumns: GridColDef<PeriodListRow>[] = [
  { field: 'TYPE', headerName: messages.typeColumn, minWidth: 200, flex: 1 },
  { field: 'BRANCH_NAME', headerName: messages.branchNameLabel, minWidth: 150, flex: 1 },
  dateColumn('START_DATE', messages.startDateColumn),
  dateColumn('END_DATE', messages.endDateColumn),
  { field: 'QUARTAL', headerName: messages.quartalLabel, width: 86 },
];
