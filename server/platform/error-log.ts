/**
 * What the log keeps of an unexpected error: its kind and where it arose, never its text. A
 * database error's message (and drizzle's, which repeats the whole query with its parameters)
 * can carry the rows of an upload, e-mail addresses or passwords' neighbours: one failed
 * 50,000-row upload once wrote a 49.5 MB log line. Kinds, SQLSTATE codes and code locations are
 * enough to find the fault; the request id leads to the rest.
 */
import { ClientGoneError } from '../db/query-gate';

export interface ErrorKind {
  /** The error's class: 'TypeError', 'DrizzleQueryError', 'error' (a PostgreSQL error), ... */
  kind: string;
  /** SQLSTATE of a database error ('22P05'), or Node's error code ('ECONNRESET'). */
  code?: string;
  /** The PostgreSQL routine that raised it ('report_invalid_token'): a place, not data. */
  routine?: string;
  /** The error this one wraps (drizzle wraps the driver's), described the same way. */
  cause?: ErrorKind;
  /** The first frames of the stack, without the message line(s) above them. */
  at?: string[];
}

const FRAMES = 6;
const MAX_DEPTH = 3;

/** A short text of a known shape: codes and routine names are identifiers, anything else is dropped. */
const identifier = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;

const FRAME = /^at .+:\d+:\d+\)?$/;

/**
 * The first frames of the stack. V8 writes the stack as the error's text followed by its frames, so
 * that text is cut off first when it is there as written; a frame is then a line of the known shape.
 */
function framesOf(err: Error): string[] | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const head = err.message ? `${err.name}: ${err.message}` : err.name;
  const rest = err.stack.startsWith(head) ? err.stack.slice(head.length) : err.stack;
  const frames = rest
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => FRAME.test(line))
    .slice(0, FRAMES)
    // A frame names a function and a file; capped all the same.
    .map((line) => line.slice(0, 200));
  return frames.length > 0 ? frames : undefined;
}

export function errorKind(err: unknown, depth = 0): ErrorKind {
  if (!(err instanceof Error)) return { kind: err === null ? 'null' : typeof err };
  const fields = err as Error & { code?: unknown; routine?: unknown; cause?: unknown };
  // The class says more than `name`, which drizzle's errors leave at 'Error'.
  const className = err.constructor?.name;
  const kind = className && className !== 'Error' ? className : err.name;
  const described: ErrorKind = { kind: identifier(kind) ?? 'Error' };
  const code = identifier(fields.code);
  if (code) described.code = code;
  const routine = identifier(fields.routine);
  if (routine) described.routine = routine;
  const at = framesOf(err);
  if (at) described.at = at;
  if (fields.cause !== undefined && depth < MAX_DEPTH) described.cause = errorKind(fields.cause, depth + 1);
  return described;
}

/**
 * True when `err` is, or wraps, a query refused because its client had gone (query-gate.ts).
 * drizzle wraps the driver's error in a DrizzleQueryError, so the refusal is found as its cause;
 * such a request is answered 499 and is not an unexpected error.
 */
export function isClientGone(err: unknown): err is Error {
  let at: unknown = err;
  for (let depth = 0; depth <= MAX_DEPTH && at instanceof Error; depth++) {
    if (at instanceof ClientGoneError) return true;
    at = (at as Error & { cause?: unknown }).cause;
  }
  return false;
}
