/**
 * A table of upload rows with their sheet row number and, for failed rows, the REASON, which is
 * highlighted so the user sees at once what to fix. Exports the same rows with SheetJS.
 */
import { FileDownloadOutlined } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { saveRowsAsExcel } from '../../lib/save-excel';
import { resultExcelColumns } from './result-export';

/** One upload row as shown: the sheet row number, the template columns, and REASON when failed. */
export type ResultRow = { ROW: number; REASON?: string } & Record<string, string | number | undefined>;

export interface ResultTableProps {
  rows: readonly ResultRow[];
  columns: readonly string[];
  /**
   * Failed rows show and export the REASON column; a row with a REASON is highlighted (in a
   * preview, only the rows skipped have one).
   */
  failed: boolean;
  /**
   * The template's text columns, formatted Text in the export: a file of rows corrected and
   * uploaded again keeps what is typed there, e.g. a phone number's leading 0.
   */
  textColumns?: readonly string[];
  exportFileName: string;
  exportLabel: string;
  title?: string;
  testId?: string;
}

export function ResultTable({
  rows,
  columns,
  failed,
  textColumns = [],
  exportFileName,
  exportLabel,
  title,
  testId,
}: ResultTableProps) {
  const gridColumns = useMemo<GridColDef<ResultRow>[]>(
    () => [
      { field: 'ROW', headerName: 'ROW', width: 70, type: 'number' },
      ...(failed
        ? [
            {
              field: 'REASON',
              headerName: 'REASON',
              minWidth: 380,
              flex: 1,
              // Only a row with a REASON (in a preview, a skipped row) shows it highlighted.
              cellClassName: (params) => (params.row.REASON ? 'import-reason' : ''),
            } satisfies GridColDef<ResultRow>,
          ]
        : []),
      // Wide enough for the template's (long, upper-case) column names.
      ...columns.map((c) => ({
        field: c,
        headerName: c,
        minWidth: Math.max(110, c.length * 9 + 40),
        flex: 1,
      })),
    ],
    [columns, failed],
  );

  const exportRows = async () => {
    await saveRowsAsExcel(resultExcelColumns(columns, textColumns, failed), rows, exportFileName);
  };

  return (
    <Box data-testid={testId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          onClick={exportRows}
          disabled={rows.length === 0}
        >
          {exportLabel}
        </Button>
      </Stack>
      <Box sx={{ height: rows.length > 8 ? 440 : 'auto', width: '100%' }}>
        <DataGrid<ResultRow>
          rows={rows as ResultRow[]}
          columns={gridColumns}
          getRowId={(r) => r.ROW}
          density="compact"
          disableRowSelectionOnClick
          autoHeight={rows.length <= 8}
          // Refused rows stand out as a whole, not only their REASON (spec part 1 section 4).
          getRowClassName={(params) => (failed && params.row.REASON ? 'import-failed-row' : '')}
          // A long REASON wraps instead of being cut; the grid still renders one page at a time.
          getRowHeight={(params) => (failed && params.model.REASON ? 'auto' : null)}
          pageSizeOptions={[MAX_PAGE_SIZE]}
          initialState={{ pagination: { paginationModel: { pageSize: MAX_PAGE_SIZE, page: 0 } } }}
          localeText={{ noRowsLabel: messages.noRows }}
          sx={{
            '& .import-failed-row': { bgcolor: 'rgba(211, 47, 47, 0.04)' },
            '& .import-reason': {
              color: 'error.dark',
              bgcolor: 'rgba(211, 47, 47, 0.08)',
              fontWeight: 600,
              whiteSpace: 'normal',
              lineHeight: 1.4,
              py: 0.75,
            },
            // Auto-height rows: the other cells centre on the (possibly wrapped) REASON.
            '& .import-failed-row .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Box>
    </Box>
  );
}
