/**
 * What an upload screen does, apart from how it looks: a file chosen -> read and parsed -> rows
 * lacking a required column left out -> (checked on the server) -> confirmed -> submitted. Every
 * answer is put at the rows of the user's sheet and in the sheet's words here, once, so the parts
 * a page arranges (drop area, chosen file, status, check tabs, result) only show it.
 */
import { useCallback, useReducer, useState } from 'react';
import type { FileRejection } from 'react-dropzone';
import type { PeriodType } from '../../../common/constants';
import type { ExcelTemplate } from '../../../common/excel-templates';
import { messages } from '../../../common/messages';
import { ApiError } from '../../lib/api';
import { storedUser } from '../../lib/auth-storage';
import { usePeriodClosed } from '../../lib/use-period-closed';
import { type ConfirmOptions, useConfirm } from '../ConfirmDialog';
import { notify } from '../Snackbar';
import { type FileKind, kindWithTemplate } from './file-type';
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
import { takeRequired } from './required-rows';
import { outcomeAtSheetRows, sentRowAsSheetRow, sentSheetRows, validationAtSheetRows } from './sheet-rows';
import { inSheetTerms, outcomeInSheetTerms, type ServerColumns, validationInSheetTerms } from './sheet-terms';
import type { ValidationTab } from './ValidationTabs';

export interface ImportValidationConfig<C extends string> {
  /**
   * Sends the rows taken to the server's check and answers its rows numbered by their place among
   * the rows sent (the first is 2), as a server numbers them; the screen shows the sheet's rows. A
   * thrown error, or an answer with a fileReason (shown in the snackbar), refuses the whole file.
   */
  validate(records: SheetRecord<C>[]): Promise<ImportValidation>;
  failedTabLabel: string;
  cleanTabLabel: string;
  failedFileName: string;
  cleanFileName: string;
  /** Columns the server adds to each checked row (assignment: CHANNEL, PRIORITY), after the template's. */
  extraColumns?: readonly string[];
  /** Submit only a file whose every row passed (targets); otherwise the clean rows go and the rest wait. */
  allClean?: boolean;
}

/** What decides how a file is read, checked and sent. */
export interface ImportFlowOptions<C extends string> {
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
   * The call whose period guards the screen (its contract's `period`), and the branch it writes
   * when the screen names one: while that period is closed the screen says 'Periode sudah
   * ditutup.' above the drop area and refuses a file with it. The server checks again on every call.
   */
  periodOf?: { period?: PeriodType };
  periodBranch?: string;
  /** Why the screen takes no file for another reason than a period (the calendar is head office's). */
  blockedMessage?: string;
  /**
   * Submit with nothing chosen shows this message (role upload: 'Template Tidak sesuai'), or the
   * period's while it is closed; without it, Submit stays disabled until there is something to send.
   */
  emptySubmitMessage?: string;
  /**
   * Sends the rows (the rows taken, or the clean rows of the check) and answers the result; its
   * refused rows, and any 'Baris N' of a refusal, count the rows it sent (the first is 2).
   */
  submit(state: ImportState): Promise<ImportOutcome>;
  validation?: ImportValidationConfig<C>;
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
  serverColumns?: ServerColumns;
  /** The confirmation's texts for this submit (what it will change); the default asks only 'Are you Sure to Continue ?'. */
  confirmOptions?(state: ImportState): ConfirmOptions | undefined;
  /** Runs after a submit that refused nothing (e.g. on to the module's overview). */
  afterSubmit?(): void;
}

/** The state of an upload screen and what its parts do with it. */
export interface ImportFlow {
  state: ImportState;
  busy: boolean;
  fileKind: FileKind;
  fileSize: number;
  /** Set while the guarding period is closed: why the screen takes no file. */
  blockedMessage: string | undefined;
  submitAllowed: boolean;
  tab: ValidationTab;
  setTab(tab: ValidationTab): void;
  /** The drop area's handler: one file, refused while blocked. */
  onDrop(accepted: File[], rejected: FileRejection[]): void;
  /** Forgets the file (and what was read of it). */
  clearFile(): void;
  onSubmit(): Promise<void>;
}

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

export function useImport<C extends string>(options: ImportFlowOptions<C>): ImportFlow {
  const { template, validation, serverColumns: names } = options;
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const [fileSize, setFileSize] = useState(0);
  const [tab, setTab] = useState<ValidationTab>('failed');
  const confirm = useConfirm();
  const busy = isBusy(state.stage);
  const fileKind = options.acceptTemplateFormat
    ? kindWithTemplate(options.fileKind, template.fileName)
    : options.fileKind;
  const periodType = options.periodOf?.period;
  const periodClosed = usePeriodClosed(
    periodType ?? 'TARGET',
    storedUser()?.ORG_ID ?? 0,
    periodType !== undefined,
    options.periodBranch,
  );
  const blockedMessage = periodClosed ? messages.periodClosed : options.blockedMessage;
  const { wrongFileMessage, maxRows, required, skippedSummary } = options;

  const acceptFile = useCallback(
    async (file: File, fileNo: number) => {
      const parsed = await readUpload(file, { kind: fileKind, wrongFileMessage, template, maxRows });
      if (!parsed.ok) {
        notify.error(parsed.message);
        dispatch({ type: 'refused', fileNo, message: parsed.message });
        return;
      }
      const { records, rowNumbers, skipped } = takeRequired(
        parsed.records as SheetRecord<C>[],
        parsed.rowNumbers,
        required ?? [],
      );
      dispatch({ type: 'parsed', fileNo, records, rowNumbers, skipped, validate: !!validation });
      if (records.length === 0) {
        // Every row lacks a required column: nothing to check or send.
        const refusal = skippedSummary?.(skipped.length) ?? messages.checkTemplateOrData;
        notify.error(refusal);
        dispatch({ type: 'refused', fileNo, message: refusal });
        return;
      }
      if (!validation) return;
      try {
        const answer = validationAtSheetRows(await validation.validate(records), rowNumbers);
        const result = validationInSheetTerms(answer, names);
        dispatch({ type: 'validated', fileNo, validation: result });
        if (result.fileReason !== undefined) notify.error(result.fileReason);
        setTab(result.failed.length > 0 ? 'failed' : 'clean');
      } catch (err) {
        // The whole file is refused.
        dispatch({ type: 'refused', fileNo, message: sayFailure(err, names) });
      }
    },
    [fileKind, wrongFileMessage, maxRows, required, skippedSummary, template, validation, names],
  );

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    if (accepted.length + rejected.length > 1) {
      notify.error(messages.oneFileOnly);
      return;
    }
    const file = accepted[0] ?? rejected[0]?.file;
    if (!file) return;
    if (blockedMessage) {
      notify.error(blockedMessage);
      return;
    }
    setFileSize(file.size);
    dispatch({ type: 'fileChosen', fileName: file.name });
    void acceptFile(file, state.fileNo + 1);
  };

  const validates = !!validation;
  // A closed period answers Submit with its message where the screen answers an empty Submit at all.
  const emptySubmitMessage =
    options.emptySubmitMessage === undefined ? undefined : (blockedMessage ?? options.emptySubmitMessage);
  const submitAllowed = canSubmit(state, { validates, emptySubmitMessage, allClean: validation?.allClean });

  const onSubmit = async () => {
    if (validates ? state.validation === undefined : state.records.length === 0) {
      if (emptySubmitMessage) notify.error(emptySubmitMessage);
      return;
    }
    // How many rows go and how many stay out, before what the page adds (what the rows replace).
    const { send, leftOut } = submitCounts(state);
    const asked = options.confirmOptions?.(state);
    const counts = messages.rowsToSubmit(send, leftOut);
    if (!(await confirm({ ...asked, text: asked?.text ? `${counts} ${asked.text}` : counts }))) return;
    const sent = sentSheetRows(state);
    dispatch({ type: 'sending' });
    try {
      const outcome = outcomeInSheetTerms(outcomeAtSheetRows(await options.submit(state), sent), names);
      dispatch({ type: 'submitted', outcome });
      if (outcome.failed.length === 0) {
        notify.success(outcome.message);
        options.afterSubmit?.();
      } else notify.warning(outcome.message);
    } catch (err) {
      // The rows stay, ready to send again; the screen says why above Submit too.
      dispatch({ type: 'sendFailed', message: sayFailure(err, names, sent) });
    }
  };

  return {
    state,
    busy,
    fileKind,
    fileSize,
    blockedMessage,
    submitAllowed,
    tab,
    setTab,
    onDrop,
    clearFile: () => dispatch({ type: 'fileCleared' }),
    onSubmit,
  };
}
