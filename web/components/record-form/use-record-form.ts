/**
 * The state of a screen with a form above its list, whose rows open the form in edit mode by id
 * (`/x` adds, `/x/:id` edits): the form values and field errors, the record loaded in edit mode,
 * a reset when the route leaves edit mode, Save (the contract's schema plus the screen's own
 * checks, the confirmation, insert or update, the answer's text in the snackbar, the list
 * refreshed, back to the list after an edit) and the pencil action of the list rows.
 *
 * A screen supplies only its fields, its schema, its calls and its paths. Save itself is
 * useFormSave's, which a form without an edit mode uses alone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import type { CallOptions } from '../../lib/api';
import type { RowAction } from '../list-screen/ListScreen';
import type { FieldErrors } from './field-errors';
import { type EditRecordOptions, type RecordId, useEditRecord } from './use-edit-record';
import { useEditRowAction } from './use-edit-row-action';
import { useFormSave } from './use-form-save';

export interface RecordFormOptions<Values, Loaded, Input, Row, Id extends RecordId = number> {
  /** The route parameter that holds the id in edit mode. */
  idParam: string;
  /** The values of an empty form: add mode, and after a save in add mode. */
  empty(): Values;
  /** Query key of the list below the form, refreshed after a save. */
  listKey: string;
  /** Query key of the record being edited (followed by its id). */
  recordKey: string;
  /** Loads the record being edited; null when there is none. */
  load: EditRecordOptions<Loaded, Id>['load'];
  /** How the route parameter names a record; by default a serial id. */
  parseId?(param: string): Id | null;
  toValues(record: Loaded): NoInfer<Values>;
  /** The body of the insert; the update adds the id to it. */
  toInput(values: NoInfer<Values>): Input;
  /** The contract's schema of the body: its messages show under the fields. */
  schema: z.ZodType;
  /** Checks beyond the schema, by field; a field's schema message comes first. */
  check?(values: NoInfer<Values>): FieldErrors;
  /** Calls pass `options` on to the API client: the hook shows a failure itself. */
  insert(input: Input, options: CallOptions): Promise<string>;
  update(input: Input, id: Id, options: CallOptions): Promise<string>;
  /** The list route: where a save or Cancel in edit mode returns to. */
  listPath: string;
  /** The edit route of a list row; a module-level function (see useEditRowAction). */
  editPath(row: Row): string;
}

export interface RecordForm<Values, Row, Id extends RecordId = number> {
  /** The id of the record in edit mode; undefined in add mode, null when the route names no record. */
  editId: Id | null | undefined;
  values: Values;
  change(next: Partial<Values>): void;
  /** Messages under the fields, by the field names of the body. */
  errors: FieldErrors;
  save(): Promise<void>;
  /** Edit mode only: back to the list without saving. */
  cancel: (() => void) | undefined;
  saving: boolean;
  /** The record of edit mode is being loaded. */
  loading: boolean;
  /** Edit mode without a record to edit: the message to show instead of the form. */
  missing: string | undefined;
  /** The pencil of each list row. */
  rowActions: RowAction<Row>[];
}

export function useRecordForm<Values, Loaded, Input, Row, Id extends RecordId = number>(
  options: RecordFormOptions<Values, Loaded, Input, Row, Id>,
): RecordForm<Values, Row, Id> {
  const { idParam, listKey, recordKey, listPath, editPath } = options;
  const param = useParams()[idParam];
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const existing = useEditRecord<Loaded, Id>({
    param,
    recordKey,
    load: options.load,
    ...(options.parseId ? { parseId: options.parseId } : {}),
  });
  const { editId } = existing;
  const form = useFormSave<Values, Input>({
    empty: options.empty,
    toInput: options.toInput,
    schema: options.schema,
    ...(options.check ? { check: options.check } : {}),
    send: (input, callOptions) =>
      editId === undefined
        ? options.insert(input, callOptions)
        : options.update(input, editId as Id, callOptions),
    listKey,
    // An edit keeps its values until the list route resets the form.
    ...(editId === undefined ? {} : { next: (saved: Values) => saved }),
    onSaved: () => {
      // The next edit of this record must load what was saved, not the cached copy.
      queryClient.removeQueries({ queryKey: [recordKey, editId] });
      if (editId !== undefined) navigate(listPath);
    },
    blocked: existing.missing !== undefined,
  });
  // Effect events read the latest options without making them effect dependencies.
  const loaded = useEffectEvent((record: Loaded) => form.reset(options.toValues(record)));
  const reset = useEffectEvent(() => form.reset(options.empty()));
  useEffect(() => {
    if (existing.record) loaded(existing.record);
  }, [existing.record]);
  useEffect(() => {
    if (editId === undefined) reset();
  }, [editId]);

  const rowActions = useEditRowAction(editPath);

  return {
    editId,
    values: form.values,
    change: form.change,
    errors: form.errors,
    save: form.save,
    cancel: editId === undefined ? undefined : () => navigate(listPath),
    saving: form.saving,
    loading: existing.loading,
    missing: existing.missing,
    rowActions,
  };
}
