/**
 * Cursors of server-paged lists: the sort field, direction, sort value and id of one row, as an
 * opaque base64url text signed by the server. The client sends back what the server gave it;
 * anything else is refused with a clear message (400) instead of reaching the query.
 *
 * Why signed, rather than checked against the types of the columns it names: the value and id of a
 * cursor are bound as parameters of the keyset condition, so a value the column's type cannot take
 * (a text for an integer, '2026-13-45' for a date, an id beyond 32 bits, year 0) fails in the
 * database as a 500. Checking types would need every sortable column of every list (dozens, many
 * of them expressions) to declare its type, and the check to know each type's input rules as the
 * database does; one wrong declaration reopens the 500. A signature needs neither: a signed value
 * was read by the server from a row of that very column, so the database takes it back. The
 * signature also covers the list (`binding`: the SQL of its sortable columns and of its id), so a
 * cursor of one list is no cursor of another list whose field has the same name.
 *
 * The key is CURSOR_SECRET when set, otherwise random per process (cursor-key.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { messages } from '../../../common/messages';
import { AppError } from '../errors';
import { cursorKey } from './cursor-key';

export type SortDir = 'asc' | 'desc';
export type CursorValue = string | number;

export interface Cursor {
  field: string;
  dir: SortDir;
  value: CursorValue;
  id: CursorValue;
}

/** The bytes of the signature kept in a cursor: 128 bits, ample for a tag nobody can try offline. */
const TAG_BYTES = 16;

/** The signature of a cursor's payload for the list it pages (`binding`). */
function tagOf(payload: string, binding: string): Buffer {
  return createHmac('sha256', cursorKey())
    .update(binding)
    .update('\u0000')
    .update(payload)
    .digest()
    .subarray(0, TAG_BYTES);
}

/** The cursor of a row of the list `binding` names. */
export function encodeCursor(cursor: Cursor, binding: string): string {
  const packed = [cursor.field, cursor.dir === 'asc' ? 'a' : 'd', cursor.value, cursor.id];
  const payload = Buffer.from(JSON.stringify(packed), 'utf8').toString('base64url');
  return `${payload}.${tagOf(payload, binding).toString('base64url')}`;
}

/** The order a cursor must have been given for: its field, direction, kind of id and list. */
export interface CursorOrder {
  field: string;
  dir: SortDir;
  textId?: boolean | undefined;
  /** What identifies the list: its sortable columns and id (keyset.ts's orderBinding). */
  binding: string;
}

/** A signature the server made for this payload and list: compared in constant time. */
function signedHere(payload: string, tag: string, binding: string): boolean {
  const given = Buffer.from(tag, 'base64url');
  const expected = tagOf(payload, binding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The cursor of a request field (`after`, `before`), checked against the order it pages. */
export function decodeCursor(text: string, name: string, order: CursorOrder): Cursor {
  const refuse = (why: string) => new AppError(messages.invalidRequest(`${name}: ${why}`), 'VALIDATION');
  const notOurs = () => refuse(messages.refused.cursorNotOfList);
  const [payload, tag, ...rest] = text.split('.');
  if (payload === undefined || tag === undefined || rest.length > 0) throw notOurs();
  if (!signedHere(payload, tag, order.binding)) throw notOurs();
  // Signed here, so what follows holds for every cursor the server gave; checked all the same.
  let packed: unknown;
  try {
    packed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw notOurs();
  }
  if (!Array.isArray(packed) || packed.length !== 4) throw notOurs();
  const [field, dir, value, id] = packed as unknown[];
  const isValue = (v: unknown): v is CursorValue => typeof v === 'string' || typeof v === 'number';
  const idKind = order.textId === true ? 'string' : 'number';
  if (typeof field !== 'string' || (dir !== 'a' && dir !== 'd') || !isValue(value) || typeof id !== idKind) {
    throw notOurs();
  }
  const cursor: Cursor = { field, dir: dir === 'a' ? 'asc' : 'desc', value, id: id as CursorValue };
  if (cursor.field !== order.field || cursor.dir !== order.dir) {
    throw refuse(messages.refused.cursorSortedDifferently);
  }
  return cursor;
}
