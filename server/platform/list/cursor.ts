/**
 * Cursors of server-paged lists: the sort field, direction, sort value and id of one row, as an
 * opaque base64url text. The id is a whole number, or a text for a list whose rows are keyed by one
 * (a rep's employee number). The client sends back what the server gave it; anything else is refused
 * with a clear message instead of reaching the query.
 */
import { messages } from '../../../common/messages';
import { AppError } from '../errors';
import { isStorable } from '../storable-text';

export type SortDir = 'asc' | 'desc';
export type CursorValue = string | number;

export interface Cursor {
  field: string;
  dir: SortDir;
  value: CursorValue;
  id: CursorValue;
}

export function encodeCursor(cursor: Cursor): string {
  const packed = [cursor.field, cursor.dir === 'asc' ? 'a' : 'd', cursor.value, cursor.id];
  return Buffer.from(JSON.stringify(packed), 'utf8').toString('base64url');
}

const isValue = (v: unknown): v is CursorValue =>
  (typeof v === 'string' && isStorable(v)) || (typeof v === 'number' && Number.isFinite(v));

/** The kind of id a list's rows carry: a cursor with the other kind is not one of this list. */
const isIdOf = (textId: boolean, id: unknown): id is CursorValue =>
  textId ? typeof id === 'string' && isStorable(id) : Number.isSafeInteger(id);

/** The cursor of a request field (`after`, `before`), checked against the order it pages. */
export function decodeCursor(
  text: string,
  name: string,
  order: { field: string; dir: SortDir; textId?: boolean | undefined },
): Cursor {
  const refuse = (why: string) => new AppError(messages.invalidRequest(`${name}: ${why}`), 'VALIDATION');
  let packed: unknown;
  try {
    packed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse('not a cursor of this list');
  }
  if (!Array.isArray(packed) || packed.length !== 4) throw refuse('not a cursor of this list');
  const [field, dir, value, id] = packed as unknown[];
  if (
    typeof field !== 'string' ||
    (dir !== 'a' && dir !== 'd') ||
    !isValue(value) ||
    !isIdOf(order.textId === true, id)
  ) {
    throw refuse('not a cursor of this list');
  }
  const cursor: Cursor = { field, dir: dir === 'a' ? 'asc' : 'desc', value, id };
  if (cursor.field !== order.field || cursor.dir !== order.dir) {
    throw refuse('the list was sorted differently; load the list again');
  }
  return cursor;
}
