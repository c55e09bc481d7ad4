/**
 * The states of an upload screen, as a pure reducer: choose a file -> read and parse it ->
 * (validate on the server) -> submit -> result. A newer file always wins over an older one still
 * being read, because every step carries the number of the file it belongs to.
 */
import type { SheetRecord } from './parse-sheet';
import type { ResultRow } from './ResultTable';
import { bySheetRow, type SkippedRow } from './required-rows';

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
  /** The batch the server kept of this check, where the submit names it (call plans). */
  batchId?: number;
}

export interface ImportState {
  /** Numbers the chosen files; answers about an older file are ignored. */
  fileNo: number;
  fileName: string | undefined;
  stage: ImportStage;
  /** Why the file was refused (type, header, empty, too large) or the validation failed as a whole. */
  error: string | undefined;
  /** The rows taken from the file (those lacking a required column are in `skipped`). */
  records: SheetRecord[];
  rowNumbers: number[];
  /** Rows of the file left out for an empty required column; kept after Submit, to say which. */
  skipped: SkippedRow[];
  validation: ImportValidation | undefined;
  outcome: ImportOutcome | undefined;
  /** After a submit: the rows that stayed out, the check's failed ones and the submit's refused ones. */
  leftOut: ResultRow[];
}

export type ImportAction =
  | { type: 'fileChosen'; fileName: string }
  | { type: 'fileCleared' }
  | {
      type: 'parsed';
      fileNo: number;
      records: SheetRecord[];
      rowNumbers: number[];
      skipped?: SkippedRow[];
      validate: boolean;
    }
  | { type: 'refused'; fileNo: number; message: string }
  | { type: 'validated'; fileNo: number; validation: ImportValidation }
  | { type: 'sending' }
  /** The submit failed: the rows stay, ready to send again, and the screen says why. */
  | { type: 'sendFailed'; message?: string }
  /**
   * The server answered the submit: the screen starts over (the file and the rows sent gone), keeping
   * what was left out: the rows the check failed and the submit refused, and the rows skipped for
   * an empty required column.
   */
  | { type: 'submitted'; outcome: ImportOutcome };

export const initialImportState: ImportState = {
  fileNo: 0,
  fileName: undefined,
  stage: 'idle',
  error: undefined,
  records: [],
  rowNumbers: [],
  skipped: [],
  validation: undefined,
  outcome: undefined,
  leftOut: [],
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
        skipped: action.skipped ?? [],
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
          skipped: state.skipped,
          error: action.validation.fileReason,
          validation: failed.length > 0 ? { clean: [], failed } : undefined,
        };
      }
      return { ...state, stage: 'ready', validation: action.validation };
    case 'sending':
      return { ...state, stage: 'sending', error: undefined };
    case 'sendFailed':
      return { ...state, stage: 'ready', error: action.message };
    case 'submitted':
      return {
        ...initialImportState,
        // Anything still arriving about the submitted file is ignored.
        fileNo: state.fileNo + 1,
        stage: 'done',
        outcome: action.outcome,
        skipped: state.skipped,
        // The rows a check failed were never sent: they stay beside those the submit refused.
        leftOut: bySheetRow([...(state.validation?.failed ?? []), ...action.outcome.failed]),
      };
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
 * What a submit of the screen as it stands sends and leaves out: with a check, the clean rows go
 * and the failed ones stay; the rows skipped for an empty required column never go.
 */
export function submitCounts(state: ImportState): { send: number; leftOut: number } {
  const checked = state.validation;
  return {
    send: checked ? checked.clean.length : state.records.length,
    leftOut: (checked?.failed.length ?? 0) + state.skipped.length,
  };
}

/** How many rows of the submitted file did not go in: refused, failed in the check, or skipped. */
export function rowsLeftOut(state: ImportState): number {
  return state.outcome ? state.leftOut.length + state.skipped.length : 0;
}
