/**
 * The words of the user's sheet in what an upload screen shows. A server may check a sheet under
 * other column names than its headers (Upload Target's SUM_OF_TARGET_REKOMENDASI_HO is sent as
 * VALUE_TGT_HO and checked as TARGET_REKOMENDASI_HO): the screen shows the sheet's headers instead.
 * (Row numbers: sheet-rows.ts.)
 */
import type { ImportOutcome, ImportValidation } from './import-state';
import type { ResultRow } from './ResultTable';

/** A server's column name -> the sheet's header. */
export type ServerColumns = Readonly<Record<string, string>>;

const patterns = new WeakMap<ServerColumns, RegExp>();

/** One pattern of every name, longest first, matched as a whole word ('_' is part of a name). */
function patternOf(names: ServerColumns): RegExp | undefined {
  const keys = Object.keys(names);
  if (keys.length === 0) return undefined;
  let pattern = patterns.get(names);
  if (!pattern) {
    const escaped = keys
      .sort((a, b) => b.length - a.length)
      .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`\\b(?:${escaped.join('|')})\\b`, 'g');
    patterns.set(names, pattern);
  }
  return pattern;
}

/**
 * The text with every server column name replaced by the sheet's header, in one pass: a header
 * that holds a server name (SUM_OF_TARGET_CABANG holds TARGET_CABANG) is never replaced again.
 */
export function inSheetTerms(text: string, names: ServerColumns | undefined): string {
  const pattern = names ? patternOf(names) : undefined;
  if (!names || !pattern) return text;
  return text.replace(pattern, (name) => names[name] ?? name);
}

function rowsInSheetTerms(rows: readonly ResultRow[], names: ServerColumns): ResultRow[] {
  return rows.map((r) => (r.REASON === undefined ? r : { ...r, REASON: inSheetTerms(r.REASON, names) }));
}

/** A check's answer with its reasons in the sheet's terms. */
export function validationInSheetTerms(
  validation: ImportValidation,
  names: ServerColumns | undefined,
): ImportValidation {
  if (!names) return validation;
  const { fileReason, submitBlocked } = validation;
  return {
    clean: rowsInSheetTerms(validation.clean, names),
    failed: rowsInSheetTerms(validation.failed, names),
    ...(fileReason === undefined ? {} : { fileReason: inSheetTerms(fileReason, names) }),
    ...(submitBlocked === undefined ? {} : { submitBlocked: inSheetTerms(submitBlocked, names) }),
  };
}

/** A submit's answer with its message and reasons in the sheet's terms. */
export function outcomeInSheetTerms(outcome: ImportOutcome, names: ServerColumns | undefined): ImportOutcome {
  if (!names) return outcome;
  return { message: inSheetTerms(outcome.message, names), failed: rowsInSheetTerms(outcome.failed, names) };
}
