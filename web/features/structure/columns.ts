import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const DATE_HEADERS: Record<string, string> = {
  START_DATE: 'Start Date',
  END_DATE: 'End Date',
  ROLE_START_DATE: 'Start Date',
  ROLE_END_DATE: 'End Date',
};

/** Date columns shown as stored ('YYYY-MM-DD'), which also sorts them right as text. */
export function dateColumns<Row extends GridValidRowModel>(...fields: string[]): GridColDef<Row>[] {
  return fields.map((field) => ({ field, headerName: DATE_HEADERS[field] ?? field, width: 90 }));
}
