/**
 * The two tabs of an upload with a validation step: the rows the server refused, each with its
 * REASON, and the clean rows a submit sends. Each tab is a paged data grid, so a check of tens of
 * thousands of rows renders one page at a time.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { messages } from '../../../common/messages';
import type { ImportValidation } from './import-state';
import { ResultTable } from './ResultTable';

export type ValidationTab = 'failed' | 'clean';

export interface ValidationTabsProps {
  validation: ImportValidation;
  labels: { failedTabLabel: string; cleanTabLabel: string };
  /** The columns of both tables (the failed one adds REASON). */
  columns: readonly string[];
  /** The template's text columns, formatted Text in both exports (see ResultTable). */
  textColumns: readonly string[];
  /** The export file names of each tab. */
  fileNames: Record<ValidationTab, string>;
  tab: ValidationTab;
  onTab(tab: ValidationTab): void;
}

const count = (n: number) => n.toLocaleString('en-US');

export function ValidationTabs({
  validation,
  labels,
  columns,
  textColumns,
  fileNames,
  tab,
  onTab,
}: ValidationTabsProps) {
  return (
    <Box sx={{ mt: 3 }}>
      <Tabs value={tab} onChange={(_, next: ValidationTab) => onTab(next)} sx={{ mb: 2 }}>
        <Tab
          value="failed"
          label={`${labels.failedTabLabel} (${count(validation.failed.length)})`}
          data-testid="tab-failed"
        />
        <Tab
          value="clean"
          label={`${labels.cleanTabLabel} (${count(validation.clean.length)})`}
          data-testid="tab-clean"
        />
      </Tabs>
      {tab === 'failed' ? (
        <ResultTable
          rows={validation.failed}
          columns={columns}
          textColumns={textColumns}
          failed
          exportFileName={fileNames.failed}
          exportLabel={messages.exportFailedRows}
          testId="failed-rows"
        />
      ) : (
        <ResultTable
          rows={validation.clean}
          columns={columns}
          textColumns={textColumns}
          failed={false}
          exportFileName={fileNames.clean}
          exportLabel={messages.exportCleanRows}
          testId="clean-rows"
        />
      )}
    </Box>
  );
}
