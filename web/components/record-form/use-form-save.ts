/**
 * The one Save of a form (or of a decision on list rows): Save says why nothing can be saved yet
 * (the period is closed, the form lacks what the save needs), checks the contract's schema and the
 * screen's own rules (their messages show under the fields), asks the confirmation, sends, shows
 * the answer's text in the snackbar (or the failure), reloads the list and starts the form again.
 * useRecordForm builds its add and edit modes on it; a form that only adds (Setting Period) uses
 * it as it is; a list's action passes the rows it acts on to `save`.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../../common/messages';
import type { CallOptions } from '../../lib/api';
import { type ConfirmOptions, useConfirm } from '../ConfirmDialog';
import { notify } from '../Snackbar';
import { failureText } from './failure-text';
import { type FieldErrors, fieldErrors } from './field-errors';

/** A save that landed with part of it left undone: the text says what, as a warning. */
export interface SavedWithWarning {
  warning: string;
}

export interface FormSaveOptions<Values, Input> {
  /** The values of an empty form: the start, and after a save unless `next` says otherwise. */
  empty(): Values;
  /** The body of the call. */
  toInput(values: NoInfer<Values>): Input;
  /** The contract's schema of the body: its messages show under the fields. */
  schema?: z.ZodType;
  /** Checks beyond the schema, by field; a field's schema message comes first. */
  check?(values: NoInfer<Values>): FieldErrors;
  /** The module's period is closed where the form writes (usePeriodClosed): Save says so, sends nothing. */
  periodClosed?: boolean;
  /** Why these values cannot be saved at all (a field the save needs is empty): said before any check. */
  refuse?(values: NoInfer<Values>): string | undefined;
  /** The confirmation's title and text (by default 'Are you Sure to Continue ?'); false asks none. */
  confirm?(input: NoInfer<Input>): ConfirmOptions | false;
  /**
   * Sends the body with `options` (the hook shows a failure itself); answers the success text, or a
   * warning when the save left part undone (rows kept back), which the snackbar shows as such.
   */
  send(input: Input, options: CallOptions): Promise<string | SavedWithWarning>;
  /** The snackbar's text of a failure, from the server's (by default as it is). */
  failure?(text: string, input: NoInfer<Input>): string;
  /** Query key of the list below the form, reloaded after a save. */
  listKey: string;
  /** The values after a successful save; by default the empty form. */
  next?(saved: NoInfer<Values>): NoInfer<Values>;
  /**
   * Runs after a successful save, once the list is reloaded (an edit returns to its list), with
   * the values saved (the form may hold the empty ones already).
   */
  onSaved?(saved: NoInfer<Values>): void | Promise<void>;
  /** Runs after a failed save (a decision reloads its list, another user may have decided first). */
  onFailed?(): void;
  /** Nothing may be saved (an edit route without its record). */
  blocked?: boolean;
}

export interface FormSave<Values> {
  values: Values;
  change(next: Partial<Values>): void;
  /** Changes the values by a function of the latest (a reducer's action, one row of several). */
  update(next: (values: Values) => Values): void;
  /** Puts these values in the form and clears its messages (a loaded record, a reset). */
  reset(values: Values): void;
  /** Messages under the fields, by the field names of the body. */
  errors: FieldErrors;
  /** Saves the form's values, or these (the rows a list's action acts on). */
  save: (values?: Values) => Promise<void>;
  saving: boolean;
}

function withoutFields(errors: FieldErrors, fields: string[]): FieldErrors {
  if (!fields.some((f) => f in errors)) return errors;
  const rest = { ...errors };
  for (const f of fields) delete rest[f];
  return rest;
}

/** The top-level fields of a body whose value differs between two bodies. */
function movedFields(before: unknown, after: unknown): string[] {
  if (typeof before !== 'object' || before === null || typeof after !== 'object' || after === null) return [];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
}

export function useFormSave<Values, Input>(options: FormSaveOptions<Values, Input>): FormSave<Values> {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [values, setValues] = useState<Values>(options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async (saved: Values = values) => {
    const refused = options.periodClosed ? messages.periodClosed : options.refuse?.(saved);
    if (refused !== undefined) {
      notify.error(refused);
      return;
    }
    const input = options.toInput(saved);
    const checked = options.schema?.safeParse(input);
    const problems = !checked || checked.success ? {} : fieldErrors(checked.error);
    for (const [field, message] of Object.entries(options.check?.(saved) ?? {})) {
      problems[field] ??= message;
    }
    setErrors(problems);
    if (options.blocked || Object.keys(problems).length > 0) return;
    const asked = options.confirm ? options.confirm(input) : {};
    if (asked !== false && !(await confirm(asked))) return;
    setSaving(true);
    try {
      const answer = await options.send(input, { silent: true });
      if (typeof answer === 'string') notify.success(answer || messages.submitSuccess);
      else notify.warning(answer.warning);
      await queryClient.invalidateQueries({ queryKey: [options.listKey] });
      setValues(options.next ? options.next(saved) : options.empty());
      await options.onSaved?.(saved);
    } catch (err) {
      const text = failureText(err);
      notify.error(options.failure ? options.failure(text, input) : text);
      options.onFailed?.();
    } finally {
      setSaving(false);
    }
  };

  // The body of values `refuse` lets through, the only ones `toInput` is given on Save: it may
  // need what `refuse` checks (Mapping Salesrep's body is built from the chosen position).
  const bodyOf = (of: Values): Input | undefined => (options.refuse?.(of) ? undefined : options.toInput(of));

  return {
    values,
    change: (next) => {
      setValues((v) => ({ ...v, ...next }));
      // A field's message goes once the user changes that field: messages are by the body's field
      // names, which a form's values may name otherwise (Employee Type's `code` is `typeCode`), so
      // the fields cleared are those whose value in the body the change moves.
      const moved = movedFields(bodyOf(values), bodyOf({ ...values, ...next }));
      setErrors((current) => withoutFields(current, [...Object.keys(next), ...moved]));
    },
    update: setValues,
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
    errors,
    save,
    saving,
  };
}
