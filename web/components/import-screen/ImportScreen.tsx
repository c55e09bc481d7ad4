/**
 * The upload screen every import uses, arranged from its parts: the title with Download Template,
 * controls of the page, the drop area, the file chosen, what the screen is doing, an optional
 * check with tabs of failed and clean rows, Submit (after a confirmation saying how many rows go and
 * how many stay out) and the result. What happens is `useImport`'s; a page whose screen differs
 * (Upload Target's preview) arranges the same parts itself.
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { textColumnsOf } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { FocusKeepingButton } from '../FocusKeepingButton';
import { ChosenFile } from './ChosenFile';
import { DropArea } from './DropArea';
import { uploadableFileName } from './file-type';
import { ImportResult } from './ImportResult';
import { ImportStatus } from './ImportStatus';
import type { ImportState } from './import-state';
import { TemplateButton } from './TemplateButton';
import { type ImportFlow, type ImportFlowOptions, useImport } from './use-import';
import { ValidationTabs } from './ValidationTabs';

export type { ImportValidationConfig } from './use-import';

/** The frame of an upload screen: its title and Download Template above what the page arranges. */
export function ImportFrame<C extends string>({
  title,
  template,
  templateRows,
  children,
}: Pick<ImportScreenProps<C>, 'title' | 'template' | 'templateRows'> & { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        {/* The screen's title is its first heading, as on lists and forms. */}
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        <TemplateButton template={template} templateRows={templateRows} />
      </Stack>
      {children}
    </Paper>
  );
}

/** The rules of the file, under the drop area. */
export function ImportHint({ children }: { children: ReactNode }) {
  return children ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {children}
    </Typography>
  ) : null;
}

/** Submit, pressable when the flow allows it. */
export function SubmitButton({ flow, label }: { flow: ImportFlow; label?: string }) {
  return (
    <Box sx={{ mt: 2 }}>
      {/* Spent once the rows are sent, Submit keeps the focus: the result and failed rows follow it. */}
      <FocusKeepingButton
        variant="contained"
        onClick={flow.onSubmit}
        disabled={!flow.submitAllowed}
        data-testid="submit-upload"
      >
        {label ?? messages.submitUploadedFile}
      </FocusKeepingButton>
    </Box>
  );
}

/** The check's tabs and the submit's result, with the columns and export names of the screen. */
export function ImportRows<C extends string>({
  flow,
  options,
  failedFileName,
}: {
  flow: ImportFlow;
  options: Pick<ImportFlowOptions<C>, 'template' | 'validation'>;
  failedFileName: string;
}) {
  const { validation } = options;
  const columns = options.template.columns as readonly string[];
  const checkedColumns = validation?.extraColumns ? [...columns, ...validation.extraColumns] : columns;
  const textColumns = textColumnsOf(options.template);
  const exportName = (fileName: string) => uploadableFileName(fileName, flow.fileKind);
  return (
    <>
      <ImportResult
        state={flow.state}
        columns={checkedColumns}
        textColumns={textColumns}
        exportFileName={exportName(validation?.failedFileName ?? failedFileName)}
      />
      {validation && flow.state.validation ? (
        <ValidationTabs
          validation={flow.state.validation}
          labels={validation}
          columns={checkedColumns}
          textColumns={textColumns}
          fileNames={{
            failed: exportName(validation.failedFileName),
            clean: exportName(validation.cleanFileName),
          }}
          tab={flow.tab}
          onTab={flow.setTab}
        />
      ) : null}
    </>
  );
}

export interface ImportScreenProps<C extends string> extends ImportFlowOptions<C> {
  title: ReactNode;
  /** File name of the export of the rows a submit refused. */
  failedFileName: string;
  /** Shown under the drop area: the rules of the file. */
  hint?: ReactNode;
  /**
   * The rows the downloaded template holds instead of the example (a template pre-filled from the
   * server, e.g. head office's recommendation); they may refuse with a message for the snackbar.
   */
  templateRows?(): Promise<readonly Readonly<Record<C, string>>[]>;
  /** Controls above the drop area (what a pre-filled template is made for). */
  controls?: ReactNode;
  /**
   * Shown above Submit once a file is checked (what the submit would change, e.g. the stored call
   * plan rows a file replaces), with any choice the user makes about it.
   */
  checkSummary?(state: ImportState): ReactNode;
}

export function ImportScreen<C extends string>(props: ImportScreenProps<C>) {
  const flow = useImport(props);
  return (
    <ImportFrame title={props.title} template={props.template} templateRows={props.templateRows}>
      {props.controls ? <Box sx={{ mb: 2 }}>{props.controls}</Box> : null}
      <DropArea flow={flow} />
      <ImportHint>{props.hint}</ImportHint>
      <ChosenFile flow={flow} skippedSummary={props.skippedSummary} />
      <ImportStatus flow={flow} />
      {props.checkSummary && flow.state.validation && flow.state.stage === 'ready' ? (
        <Box sx={{ mt: 2 }}>{props.checkSummary(flow.state)}</Box>
      ) : null}
      <SubmitButton flow={flow} />
      <ImportRows flow={flow} options={props} failedFileName={props.failedFileName} />
    </ImportFrame>
  );
}
