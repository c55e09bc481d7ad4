import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { dataFields, excelColumnsOf, matchesSearch, searchRows } from './client-rows';

interface TypeRow {
  EMPLOYEE_TYPE_ID: number;
  CODE: string;
  DESC: string;
}
const rows: TypeRow[] = [
  { EMPLOYEE_TYPE_ID: 1, CODE: 'SALESMAN', DESC: 'Sales Man' },
  { EMPLOYEE_TYPE_ID: 2, CODE: 'SUP', DESC: 'Supervisor' },
  { EMPLOYEE_TYPE_ID: 3, CODE: 'CSO', DESC: 'Customer Service' },
];
const columns: GridColDef<TypeRow>[] = [
  { field: 'CODE', headerName: 'Type' },
  { field: 'DESC', headerName: 'Type Description' },
  { field: 'edit', type: 'actions' },
];

describe('client list rows', () => {
  it('searches the data columns, case-insensitive, every word', () => {
    const fields = dataFields(columns);
    expect(fields).toEqual(['CODE', 'DESC']);
    expect(searchRows(rows, fields, 'sup').map((r) => r.CODE)).toEqual(['SUP']);
    expect(searchRows(rows, fields, '  ').length).toBe(3);
    expect(searchRows(rows, fields, 'sales man').map((r) => r.CODE)).toEqual(['SALESMAN']);
    expect(searchRows(rows, fields, 'customer xyz')).toEqual([]);
    // The id column is not shown, so it is not searched.
    expect(matchesSearch(rows[0] as unknown as Record<string, unknown>, fields, '1')).toBe(false);
  });

  it('exports the columns the grid shows, under their headers', () => {
    const excel = excelColumnsOf(columns);
    expect(excel.map((c) => c.header)).toEqual(['Type', 'Type Description']);
    expect(excel.map((c) => c.value(rows[1] as TypeRow))).toEqual(['SUP', 'Supervisor']);
  });
});
