/**
 * The upload screen every import uses: Download Template, a drop area for one file, the type
 * check of the module, parsing with SheetJS and the header check against the template's columns,
 * rows lacking a required column left out (named by their sheet rows), an optional server
 * validation with tabs of failed and clean rows, a confirmation saying how many rows go and how
 * many stay out, the submit, and the result (message, the rows left out with their REASON,
 * exports); the file chosen clears once submitted. Reasons and refusals read in the sheet's terms.
 *
 * A module supplies its template, its file kind and message, its row limit and its calls.
 */
import { CloudUploadOutlined, DeleteOutlined, InsertDriveFileOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { type ReactNode, useCallback, useReducer, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import type { ExcelTemplate } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ApiError } from '../../lib/api';
import { type ConfirmOptions, useConfirm } from '../ConfirmDialog';
import { notify } from '../Snackbar';
import { type FileKind, kindWithTemplate, pickerAccept, uploadableFileName } from './file-type';
import { ImportPreview, ImportResult } from './ImportResult';
import {
  canSubmit,
  type ImportOutcome,
  type ImportState,
  type ImportValidation,
  importReducer,
  initialImportState,
  isBusy,
  submitCounts,
} from './import-state';
import type { SheetRecord } from './parse-sheet';
import { readUpload } from './read-upload';
import { skippedRowsList, takeRequired } from './required-rows';
import {
  inSheetTerms,
  outcomeInSheetTerms,
  type ServerColumns,
  sentRowAsSheetRow,
  validationInSheetTerms,
} from './sheet-terms';
import { TemplateButton } from './TemplateButton';
import { type ValidationTab, ValidationTabs } from './ValidationTabs';

export interface ImportValidationConfig<C extends string> {
  /**
   * Sends the parsed rows to the server's check; a thrown error, or an answer with a fileReason
   * (shown in the snackbar), refuses the whole file.
   */
  validate(records: SheetRecord<C>[], rowNumbers: number[]): Promise<ImportValidation>;
  failedTabLabel: string;
  cleanTabLabel: string;
  failedFileName: string;
  cleanFileName: string;
  /** Columns the server adds to each checked row (assignment: CHANNEL, PRIORITY), after the template's. */
  extraColumns?: readonly string[];
  /** Submit only a file whose every row passed (targets); otherwise the clean rows go and the rest wait. */
  allClean?: boolean;
}

export interface ImportScreenProps<C extends string> {
  title: ReactNode;
  template: ExcelTemplate<C>;
  fileKind: FileKind;
  /**
   * Also take a file in the format the template downloads in, where the spec names the template
   * in another format than the upload takes (Upload Fixed Call: 'Template Upload Fixed Call.xlsx',
   * an .xls-only upload), so the template filled goes back as it is.
   */
  acceptTemplateFormat?: boolean;
  /** The message of a refused file type ('Gunakan Template XLS'). */
  wrongFileMessage: string;
  maxRows: number;
  /**
   * Submit with nothing parsed (or, with a validation step, nothing checked) shows this message
   * (role upload: 'Template Tidak sesuai'); without it, Submit stays disabled until there is
   * something to send.
   */
  emptySubmitMessage?: string;
  /** Sends the rows (the parsed rows, or the clean rows of the validation) and answers the result. */
  submit(state: ImportState): Promise<ImportOutcome>;
  /** File name of the export of the rows a submit refused. */
  failedFileName: string;
  validation?: ImportValidationConfig<C>;
  /** Shown under the drop area: the rules of the file. */
  hint?: ReactNode;
  /**
   * Set while the screen may not take a file (a closed period): the message shows above the drop
   * area, and a dropped file is refused with it. The server checks again on every call.
   */
  blockedMessage?: string;
  /**
   * The rows the downloaded template holds instead of the example (a template pre-filled from the
   * server, e.g. head office's recommendation); they may refuse with a message for the snackbar.
   */
  templateRows?(): Promise<readonly Readonly<Record<C, string>>[]>;
  /** Controls above the drop area (what a pre-filled template is made for). */
  controls?: ReactNode;
  /** Runs after a submit that refused nothing (e.g. on to the module's overview). */
  afterSubmit?(): void;
  /** A screen without a check step lists the rows read before Submit (Upload Target's preview). */
  preview?: boolean;
  /** The Submit button's label where the spec names it otherwise ('Submit Data Target'). */
  submitLabel?: string;
  /**
   * A row is taken only with these columns filled (Upload Target's ten): the others are left out
   * before anything is sent, named by their sheet rows, marked in the preview and listed after
   * Submit. A file whose every row lacks one is refused ('Periksa Kembali Template…').
   */
  required?: readonly C[];
  /**
   * The sentence that counts the rows left out for an empty required column, where the spec or
   * the module words it (call plans: 'N baris dilewati karena tidak berisi 10 kolom pertama…');
   * it also refuses a file whose every row was left out.
   */
  skippedSummary?(count: number): string;
  /**
   * The server's names of the sheet's columns where they differ (Upload Target's
   * TARGET_REKOMENDASI_HO is the sheet's SUM_OF_TARGET_REKOMENDASI_HO): every reason and refusal
   * shows the sheet's header. A failure the screen shows itself, so such a page makes its calls
   * silent, or the snackbar would show the server's words too.
   */
  serverColumns?: Readonly<Record<string, C>>;
  /**
   * The submit sends the rows taken, in order, and its refusal names a row as 'Baris N' by its
   * place among them (the first is 2): the screen names the row of the sheet instead.
   */
  refusalCountsSentRows?: boolean;
  /**
   * Shown above Submit once a file is checked (what the submit would change, e.g. the stored call
   * plan rows a file replaces), with any choice the user makes about it.
   */
  checkSummary?(state: ImportState): ReactNode;
  /** The confirmation's texts for this submit (what it will change); the default asks only 'Are you Sure to Continue ?'. */
  confirmOptions?(state: ImportState): ConfirmOptions | undefined;
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const STAGE_TEXT = {
  parsing: messages.parsingFile,
  validating: messages.validatingRows,
  sending: messages.sendingRows,
} as const;

/**
 * Says why a step failed, in the sheet's terms, and answers the text. A call's refusal has shown
 * itself already unless the call was silent; the same text twice shows once.
 */
function sayFailure(err: unknown, names: ServerColumns | undefined, sentRows?: readonly number[]): string {
  const said = err instanceof Error ? err.message : String(err);
  const text = inSheetTerms(sentRows ? sentRowAsSheetRow(said, sentRows) : said, names);
  // An ended session says so in its own dialog.
  if (!(err instanceof ApiError && err.status === 401)) notify.error(text);
  return text;
}

export function ImportScreen<C extends string>(props: ImportScreenProps<C>) {
  const { template, validation } = props;
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const [fileSize, setFileSize] = useState(0);
  const [tab, setTab] = useState<ValidationTab>('failed');
  const confirm = useConfirm();
  const busy = isBusy(state.stage);
  const names: ServerColumns | undefined = props.serverColumns;
  const fileKind = props.acceptTemplateFormat
    ? kindWithTemplate(props.fileKind, template.fileName)
    : props.fileKind;

  const acceptFile = useCallback(
    async (file: File, fileNo: number) => {
      const parsed = await readUpload(file, {
        kind: fileKind,
        wrongFileMessage: props.wrongFileMessage,
        template,
        maxRows: props.maxRows,
      });
      if (!parsed.ok) {
        notify.error(parsed.message);
        dispatch({ type: 'refused', fileNo, message: parsed.message });
        return;
      }
      const { records, rowNumbers, skipped } = takeRequired(
        parsed.records as SheetRecord<C>[],
        parsed.rowNumbers,
        props.required ?? [],
      );
      dispatch({ type: 'parsed', fileNo, records, rowNumbers, skipped, validate: !!validation });
      if (records.length === 0) {
        // Every row lacks a required column: nothing to check or send.
        const refusal = props.skippedSummary?.(skipped.length) ?? messages.checkTemplateOrData;
        notify.error(refusal);
        dispatch({ type: 'refused', fileNo, message: refusal });
        return;
      }
      if (!validation) return;
      try {
        const result = validationInSheetTerms(await validation.validate(records, rowNumbers), names);
        dispatch({ type: 'validated', fileNo, validation: result });
        if (result.fileReason !== undefined) notify.error(result.fileReason);
        setTab(result.failed.length > 0 ? 'failed' : 'clean');
      } catch (err) {
        // The whole file is refused.
        dispatch({ type: 'refused', fileNo, message: sayFailure(err, names) });
      }
    },
    [
      fileKind,
      props.wrongFileMessage,
      props.maxRows,
      props.required,
      props.skippedSummary,
      template,
      validation,
      names,
    ],
  );

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    forgetInputFile();
    if (accepted.length + rejected.length > 1) {
      notify.error(messages.oneFileOnly);
      return;
    }
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    if (props.blockedMessage) {
      notify.error(props.blockedMessage);
      return;
    }
    setFileSize(file.size);
    dispatch({ type: 'fileChosen', fileName: file.name });
    void acceptFile(file, state.fileNo + 1);
  };

  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    onDrop,
    maxFiles: 1,
    multiple: false,
    disabled: busy,
  });

  /**
   * The file input forgets its file once the file is taken (or removed): a browser reports no
   * change when the file chosen has the name the input already holds, so the same file corrected
   * on disk, or chosen again after Remove file, would otherwise never be read again.
   */
  function forgetInputFile() {
    if (inputRef.current) inputRef.current.value = '';
  }

  const removeFile = () => {
    forgetInputFile();
    dispatch({ type: 'fileCleared' });
  };

  const validates = !!validation;
  const submitAllowed = canSubmit(state, {
    validates,
    emptySubmitMessage: props.emptySubmitMessage,
    allClean: validation?.allClean,
  });

  const onSubmit = async () => {
    if (validates ? state.validation === undefined : state.records.length === 0) {
      if (props.emptySubmitMessage) notify.error(props.emptySubmitMessage);
      return;
    }
    // How many rows go and how many stay out, before what the page adds (what the rows replace).
    const { send, leftOut } = submitCounts(state);
    const asked = props.confirmOptions?.(state);
    const counts = messages.rowsToSubmit(send, leftOut);
    if (!(await confirm({ ...asked, text: asked?.text ? `${counts} ${asked.text}` : counts }))) return;
    dispatch({ type: 'sending' });
    try {
      const outcome = outcomeInSheetTerms(await props.submit(state), names);
      dispatch({ type: 'submitted', outcome });
      if (outcome.failed.length === 0) {
        notify.success(outcome.message);
        props.afterSubmit?.();
      } else notify.warning(outcome.message);
    } catch (err) {
      // The rows stay, ready to send again; the screen says why above Submit too.
      dispatch({
        type: 'sendFailed',
        message: sayFailure(err, names, props.refusalCountsSentRows ? state.rowNumbers : undefined),
      });
    }
  };

  const columns = template.columns as readonly string[];
  const checkedColumns = validation?.extraColumns ? [...columns, ...validation.extraColumns] : columns;
  const exportName = (fileName: string) => uploadableFileName(fileName, fileKind);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        <TemplateButton template={template} templateRows={props.templateRows} />
      </Stack>

      {props.controls ? <Box sx={{ mb: 2 }}>{props.controls}</Box> : null}
      {props.blockedMessage ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="import-blocked">
          {props.blockedMessage}
        </Alert>
      ) : null}
      <Box
        {...getRootProps()}
        data-testid="drop-area"
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'secondary.main' : state.error ? 'error.light' : 'divider',
          bgcolor: isDragActive ? 'rgba(43, 179, 163, 0.08)' : 'background.default',
          borderRadius: 2,
          px: 3,
          py: 4,
          textAlign: 'center',
          cursor: busy ? 'progress' : props.blockedMessage ? 'not-allowed' : 'pointer',
          // A blocked screen still takes the drop (to say why it refuses it), but looks inactive.
          opacity: props.blockedMessage ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          '&:hover': { borderColor: busy ? undefined : 'primary.light' },
        }}
      >
        <input {...getInputProps({ accept: pickerAccept(fileKind) })} data-testid="file-input" />
        <CloudUploadOutlined sx={{ fontSize: 44, color: 'primary.light' }} />
        <Typography sx={{ mt: 1 }}>{messages.dropFileHere}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {pickerAccept(fileKind)}
        </Typography>
        {fileKind === 'xls' ? (
          // A template named .xlsx by the spec (role upload), or an .xls edited and saved by Excel,
          // must be saved in the legacy format to be accepted.
          <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }} data-testid="xls-hint">
            {messages.saveAsXls}
          </Alert>
        ) : null}
      </Box>
      {props.hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {props.hint}
        </Typography>
      ) : null}

      {state.fileName ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<InsertDriveFileOutlined />}
            label={`${state.fileName} (${formatSize(fileSize)})`}
            variant="outlined"
            data-testid="chosen-file"
            sx={{ maxWidth: '100%' }}
          />
          <Tooltip title={messages.removeFile}>
            <span>
              <IconButton size="small" aria-label={messages.removeFile} onClick={removeFile} disabled={busy}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          {state.records.length + state.skipped.length > 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="rows-read">
              {messages.rowsRead(state.records.length + state.skipped.length)}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {state.skipped.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="skipped-rows">
          <span data-testid="rows-skipped">
            {props.skippedSummary?.(state.skipped.length) ?? messages.rowsSkipped(state.skipped.length)}
          </span>{' '}
          {skippedRowsList(state.skipped)}
        </Alert>
      ) : null}

      {busy ? (
        <Box sx={{ mt: 2 }} data-testid="import-progress">
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {STAGE_TEXT[state.stage as keyof typeof STAGE_TEXT]}
          </Typography>
        </Box>
      ) : null}

      {state.error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
          {state.error}
        </Alert>
      ) : null}

      {props.checkSummary && state.validation && state.stage === 'ready' ? (
        <Box sx={{ mt: 2 }}>{props.checkSummary(state)}</Box>
      ) : null}

      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onSubmit} disabled={!submitAllowed} data-testid="submit-upload">
          {props.submitLabel ?? messages.submitUploadedFile}
        </Button>
      </Box>

      {props.preview && !validates && !state.outcome ? (
        <ImportPreview state={state} columns={columns} exportFileName={exportName(template.fileName)} />
      ) : null}

      <ImportResult
        state={state}
        columns={checkedColumns}
        exportFileName={exportName(validation?.failedFileName ?? props.failedFileName)}
      />

      {validation && state.validation ? (
        <ValidationTabs
          validation={state.validation}
          labels={validation}
          columns={checkedColumns}
          fileNames={{
            failed: exportName(validation.failedFileName),
            clean: exportName(validation.cleanFileName),
          }}
          tab={tab}
          onTab={setTab}
        />
      ) : null}
    </Paper>
  );
}
