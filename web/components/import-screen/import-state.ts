/**
 * The states of an upload screen, as a pure reducer: choose a file -> read and parse it ->
 * (validate on the server) -> submit -> result. A newer file always wins over an older one still
 * being read, because every step carries the number of the file it belongs to.
 */
import type { SheetRecord } from './parse-sheet';
import type { ResultRow } from './ResultTable';

export type ImportStage = 'idle' | 'parsing' | 'validating' | 'ready' | 'sending' | 'done';

/** What the server answered to a submit: the message to show and the rows it refused. */
export interface ImportOutcome {
  message: string;
  failed: ResultRow[];
}

/** What the server answered to a validation: the rows that can be submitted and those that cannot. */
export interface ImportValidation {
  clean: ResultRow[];
  failed: ResultRow[];
  /**
   * Set when the server refuses the file as a whole (assignment upload: 'Start Date tidak
   * sesuai.'): the chosen file is cleared and nothing can be submitted until another file passes;
   * the failed rows, if any, are the rows that made it so.
   */
  fileReason?: string;
  /** Why the checked file cannot be submitted as a whole (the first clean row's RESULT). */
  submitBlocked?: string;
}

export interface ImportState {
  /** Numbers the chosen files; answers about an older file are ignored. */
  fileNo: number;
  fileName: string | undefined;
  stage: ImportStage;
  /** Why the file was refused (type, header, empty, too large) or the validation failed as a whole. */
  error: string | undefined;
  records: SheetRecord[];
  rowNumbers: number[];
  validation: ImportValidation | undefined;
  outcome: ImportOutcome | undefined;
}

export type ImportAction =
  | { type: 'fileChosen'; fileName: string }
  | { type: 'fileCleared' }
  | { type: 'parsed'; fileNo: number; records: SheetRecord[]; rowNumbers: number[]; validate: boolean }
  | { type: 'refused'; fileNo: number; message: string }
  | { type: 'validated'; fileNo: number; validation: ImportValidation }
  | { type: 'sending' }
  | { type: 'sendFailed' }
  /**
   * clear: a screen with a validation step starts over after a submit (file and clean rows gone),
   * keeping only the rows the submit refused, in its failed tab.
   */
  | { type: 'submitted'; outcome: ImportOutcome; clear?: boolean };

export const initialImportState: ImportState = {
  fileNo: 0,
  fileName: undefined,
  stage: 'idle',
  error: undefined,
  records: [],
  rowNumbers: [],
  validation: undefined,
  outcome: undefined,
};

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'fileChosen':
      return { ...initialImportState, fileNo: state.fileNo + 1, fileName: action.fileName, stage: 'parsing' };
    case 'fileCleared':
      return { ...initialImportState, fileNo: state.fileNo + 1 };
    case 'parsed':
      if (action.fileNo !== state.fileNo) return state;
      return {
        ...state,
        records: action.records,
        rowNumbers: action.rowNumbers,
        stage: action.validate ? 'validating' : 'ready',
      };
    case 'refused':
      if (action.fileNo !== state.fileNo) return state;
      // A refused file leaves nothing to submit.
      return {
        ...state,
        stage: 'idle',
        error: action.message,
        records: [],
        rowNumbers: [],
        validation: undefined,
      };
    case 'validated':
      if (action.fileNo !== state.fileNo) return state;
      if (action.validation.fileReason !== undefined) {
        // The whole file is refused: the user must choose it (corrected) again. The rows that made
        // it so stay in the failed tab, to show what to correct.
        const { failed } = action.validation;
        return {
          ...initialImportState,
          fileNo: state.fileNo,
          error: action.validation.fileReason,
          validation: failed.length > 0 ? { clean: [], failed } : undefined,
        };
      }
      return { ...state, stage: 'ready', validation: action.validation };
    case 'sending':
      return { ...state, stage: 'sending' };
    case 'sendFailed':
      return { ...state, stage: 'ready' };
    case 'submitted': {
      if (!action.clear) return { ...state, stage: 'done', outcome: action.outcome };
      const { failed } = action.outcome;
      return {
        ...initialImportState,
        // Anything still arriving about the submitted file is ignored.
        fileNo: state.fileNo + 1,
        stage: 'done',
        outcome: action.outcome,
        validation: failed.length > 0 ? { clean: [], failed } : undefined,
      };
    }
  }
}

/** True while a step runs (the progress bar shows, the drop area waits). */
export const isBusy = (stage: ImportStage) =>
  stage === 'parsing' || stage === 'validating' || stage === 'sending';

/**
 * Whether Submit can be pressed. With a validation step: only when it left clean rows, or with
 * nothing chosen when the screen answers an empty submit with a message. Without:
 * when rows were parsed, or always when the screen answers an empty submit with a message
 * (role upload: 'Template Tidak sesuai').
 */
export function canSubmit(
  state: ImportState,
  options: { validates: boolean; emptySubmitMessage?: string; allClean?: boolean },
): boolean {
  if (isBusy(state.stage) || state.stage === 'done') return false;
  if (options.validates) {
    const checked = state.validation;
    // Nothing chosen: a screen that names an empty submit takes the press to say so (calendar,
    // mapping: 'Template tidak sesuai !', 'Please Upload CSV File First !').
    if (options.emptySubmitMessage !== undefined && state.stage === 'idle' && !checked) return true;
    if (state.stage !== 'ready' || !checked || checked.clean.length === 0) return false;
    // Targets: no failed row, and no RESULT on the first clean row (spec part 2 section 4).
    if (options.allClean && checked.failed.length > 0) return false;
    return checked.submitBlocked === undefined;
  }
  return state.records.length > 0 || options.emptySubmitMessage !== undefined;
}

/**
 * Failed rows of a submit, each with its sheet row number and the columns the user uploaded.
 * `index` is the position of the row in the records sent (blank sheet rows were skipped, so the
 * sheet row number comes from rowNumbers).
 */
export function failedRowsOf(
  state: Pick<ImportState, 'records' | 'rowNumbers'>,
  failed: readonly { index: number; reason: string }[],
): ResultRow[] {
  return failed.map((f) => ({
    ...state.records[f.index],
    ROW: state.rowNumbers[f.index] ?? f.index + 2,
    REASON: f.reason,
  }));
}
