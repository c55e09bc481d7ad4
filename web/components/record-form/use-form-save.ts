/**
 * The values, field errors and Save of a form above a list: Save checks the contract's schema and
 * the screen's own rules (their messages show under the fields), asks the confirmation, sends,
 * shows the answer's text in the snackbar (or the failure), reloads the list and starts the form
 * again. useRecordForm builds its add and edit modes on it; a form that only adds (Setting Period)
 * uses it as it is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { messages } from '../../../common/messages';
import type { CallOptions } from '../../lib/api';
import { useConfirm } from '../ConfirmDialog';
import { notify } from '../Snackbar';
import { failureText } from './failure-text';
import { type FieldErrors, fieldErrors } from './field-errors';

export interface FormSaveOptions<Values, Input> {
  /** The values of an empty form: the start, and after a save unless `next` says otherwise. */
  empty(): Values;
  /** The body of the call. */
  toInput(values: NoInfer<Values>): Input;
  /** The contract's schema of the body: its messages show under the fields. */
  schema: z.ZodType;
  /** Checks beyond the schema, by field; a field's schema message comes first. */
  check?(values: NoInfer<Values>): FieldErrors;
  /** Sends the body with `options` (the hook shows a failure itself); answers the success text. */
  send(input: Input, options: CallOptions): Promise<string>;
  /** Query key of the list below the form, reloaded after a save. */
  listKey: string;
  /** The values after a successful save; by default the empty form. */
  next?(saved: NoInfer<Values>): NoInfer<Values>;
  /** Runs after a successful save, once the list is reloaded (an edit returns to its list). */
  onSaved?(): void;
  /** Nothing may be saved (an edit route without its record). */
  blocked?: boolean;
}

export interface FormSave<Values> {
  values: Values;
  change(next: Partial<Values>): void;
  /** Puts these values in the form and clears its messages (a loaded record, a reset). */
  reset(values: Values): void;
  /** Messages under the fields, by the field names of the body. */
  errors: FieldErrors;
  save(): Promise<void>;
  saving: boolean;
}

function withoutFields(errors: FieldErrors, fields: string[]): FieldErrors {
  if (!fields.some((f) => f in errors)) return errors;
  const rest = { ...errors };
  for (const f of fields) delete rest[f];
  return rest;
}

export function useFormSave<Values, Input>(options: FormSaveOptions<Values, Input>): FormSave<Values> {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [values, setValues] = useState<Values>(options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const input = options.toInput(values);
    const checked = options.schema.safeParse(input);
    const problems = checked.success ? {} : fieldErrors(checked.error);
    for (const [field, message] of Object.entries(options.check?.(values) ?? {})) {
      problems[field] ??= message;
    }
    setErrors(problems);
    if (options.blocked || Object.keys(problems).length > 0 || !(await confirm())) return;
    setSaving(true);
    try {
      const text = await options.send(input, { silent: true });
      notify.success(text || messages.submitSuccess);
      await queryClient.invalidateQueries({ queryKey: [options.listKey] });
      setValues(options.next ? options.next(values) : options.empty());
      options.onSaved?.();
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    change: (next) => {
      setValues((v) => ({ ...v, ...next }));
      // A field's message goes once the user changes that field (where the body names it alike).
      setErrors((current) => withoutFields(current, Object.keys(next)));
    },
    reset: (next) => {
      setValues(next);
      setErrors({});
    },
    errors,
    save,
    saving,
  };
}
