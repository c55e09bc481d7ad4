/**
 * The record an edit route names (`/x/:id`): its id parsed strictly, the record loaded once, and
 * why there is none to edit. An id that is not a record id ('abc', '-1', '99999999999') makes no
 * call; a record that does not exist or lies in another branch answers the server's message. The
 * form then shows that message and no fields to save (FormPaper's `missing`).
 */
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../common/messages';
import { ApiError, type CallOptions } from '../../lib/api';

/** Record ids are positive 32-bit integers (serial columns). */
const MAX_ID = 2_147_483_647;

/** The id of an edit route's parameter, or null when it cannot name a record. */
export function recordIdOf(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}

/** A record's id: a serial number, or a text key (a user ID, a profile code) where the table has one. */
export type RecordId = number | string;

/** The id of a text-keyed record's parameter: any text of 1 to 100 characters. */
export function textIdOf(param: string): string | null {
  return param.length > 0 && param.length <= 100 ? param : null;
}

export interface EditRecord<Loaded, Id extends RecordId = number> {
  /** The id in edit mode (undefined in add mode, null when the parameter names no record). */
  editId: Id | null | undefined;
  record: Loaded | undefined;
  loading: boolean;
  /** Why there is no record to edit: the server's message (not found, another branch). */
  missing: string | undefined;
}

export interface EditRecordOptions<Loaded, Id extends RecordId = number> {
  /** The route parameter's value; undefined in add mode. */
  param: string | undefined;
  /** Query key of the record (followed by its id). */
  recordKey: string;
  /** Loads the record; null when the answer holds none. The options keep failures off the snackbar. */
  load(id: Id, options: CallOptions & { signal: AbortSignal }): Promise<Loaded | null>;
  /** How the parameter names a record; by default a serial id (recordIdOf). */
  parseId?(param: string): Id | null;
}

export function useEditRecord<Loaded, Id extends RecordId = number>({
  param,
  recordKey,
  load,
  parseId,
}: EditRecordOptions<Loaded, Id>): EditRecord<Loaded, Id> {
  const parse = parseId ?? (recordIdOf as (param: string) => Id | null);
  const editId = param === undefined ? undefined : parse(param);
  const query = useQuery({
    queryKey: [recordKey, editId],
    enabled: editId !== undefined && editId !== null,
    // The form edits its own copy: a background refetch must not overwrite what the user typed.
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    queryFn: ({ signal }) => load(editId as Id, { signal, silent: true }),
  });
  let missing: string | undefined;
  if (editId === null) missing = messages.notFound;
  else if (query.data === null) missing = messages.notFound;
  else if (query.error)
    missing = query.error instanceof ApiError ? query.error.message : messages.somethingWrong;
  return { editId, record: query.data ?? undefined, loading: query.isFetching, missing };
}
