/**
 * What an upload screen shows of the rows once read and once submitted: the preview of a one-step
 * upload (the rows read, those skipped for an empty required column marked with why), and the
 * submit's result with what stayed out of it: its count, and the rows the check failed, the
 * submit refused and the screen skipped, in one table.
 */
import { Alert, Box, Typography } from '@mui/material';
import { type TemplateColumns, textColumnsOf } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { type ImportState, rowsLeftOut } from './import-state';
import { ResultTable } from './ResultTable';
import { bySheetRow, skippedAsResultRow } from './required-rows';

interface RowsShown {
  state: ImportState;
  /** The template's columns, and any the check adds. */
  columns: readonly string[];
  /** The template's text columns, formatted Text in the export (see ResultTable). */
  textColumns: readonly string[];
  exportFileName: string;
}

/** The rows read before a one-step submit, in sheet order, the skipped ones marked. */
export function ImportPreview({
  state,
  template,
  exportFileName,
}: Pick<RowsShown, 'state' | 'exportFileName'> & { template: TemplateColumns }) {
  const rows = bySheetRow([
    ...state.records.map((r, i) => ({ ...r, ROW: state.rowNumbers[i] ?? i + 2 })),
    ...state.skipped.map(skippedAsResultRow),
  ]);
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <ResultTable
        rows={rows}
        columns={template.columns}
        textColumns={textColumnsOf(template)}
        failed={state.skipped.length > 0}
        title={messages.previewTitle}
        exportFileName={exportFileName}
        exportLabel={messages.exportData}
        testId="preview-rows"
      />
    </Box>
  );
}

/** The submit's message, how many rows stayed out, and which. */
export function ImportResult({ state, columns, textColumns, exportFileName }: RowsShown) {
  const { outcome } = state;
  if (!outcome) return null;
  const leftOut = rowsLeftOut(state);
  const listed = bySheetRow([...state.leftOut, ...state.skipped.map(skippedAsResultRow)]);
  return (
    <Box sx={{ mt: 3 }}>
      <Alert severity={outcome.failed.length === 0 ? 'success' : 'warning'} data-testid="import-result">
        {outcome.message}
      </Alert>
      {leftOut > 0 ? (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="rows-left-out">
          {messages.rowsLeftOut(leftOut)}
        </Typography>
      ) : null}
      {listed.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <ResultTable
            rows={listed}
            columns={columns}
            textColumns={textColumns}
            failed
            title={messages.failedRowsTitle}
            exportFileName={exportFileName}
            exportLabel={messages.exportFailedRows}
            testId="failed-rows"
          />
        </Box>
      ) : null}
    </Box>
  );
}
