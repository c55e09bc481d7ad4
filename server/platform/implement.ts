/**
 * How a module implements a call of the contract: a handler gets the parsed input and a context
 * (user, scope, database or transaction, audit), and returns the `data` of the envelope.
 */
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { SessionUser } from '../../common/contract/auth';
import type { CallDef } from '../../common/contract/define';
import type { Db } from '../db/client';
import type { AuditEntry } from './audit';
import type { FieldRep } from './field-rep';
import type { Scope } from './scope';

export interface CallContext {
  /** The database; inside a write call, the call's transaction. */
  db: Db;
  /** Set on every call but login. */
  user: SessionUser;
  scope: Scope;
  /**
   * The signed-in rep on a 'field-rep' call (req.fieldRep): the field app's answers are scoped to
   * it (server/platform/field-rep.ts), never to `scope`. Null on every other call.
   */
  fieldRep: FieldRep | null;
  /** The screens the caller's menu opens (screenKey of each). */
  screens: readonly string[];
  requestId: string;
  ip: string;
  userAgent: string | undefined;
  /**
   * Refuses with 'Periode sudah ditutup.' unless the call's period (the contract's `period`) is open
   * for every branch given: the branches of the rows the call writes, each in its own org. With no
   * branch, for what the caller's scope sees. A call that declares a period must ask before it
   * answers: the platform fails one that did not.
   */
  assertPeriodOpen(branchCodes: readonly string[]): Promise<void>;
  /** Records an audit entry in the call's transaction. */
  audit(entry: AuditEntry | AuditEntry[]): Promise<void>;
  /** Lets a handler set a cookie or header (login, logout). */
  reply: {
    setCookie(name: string, value: string, opts: object): void;
    clearCookie(name: string, opts: object): void;
  };
  /** Ends the caller's session on the server (logout). */
  endSession(): Promise<void>;
  /**
   * Says that the sessions of these users ended (the users triggers end them in the database):
   * this process's session cache drops them once the call has committed.
   */
  sessionsEnded(userIds: readonly string[]): void;
}

/** A successful answer with a message beside the data. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
  ) {}
}

/** A file download answer (exports, templates). */
export interface FileAnswerOptions {
  /**
   * The answer for this URL never changes (a photo under its key): the browser keeps it for a year
   * and never asks again. Otherwise files are not kept (an export is of its moment).
   */
  immutable?: boolean;
}

export class FileAnswer {
  constructor(
    readonly fileName: string,
    readonly contentType: string,
    readonly body: Buffer | Readable,
    readonly options: FileAnswerOptions = {},
  ) {}
}

export type HandlerResult<C extends CallDef> = C['file'] extends true
  ? FileAnswer
  : z.output<C['output']> | Answer<z.output<C['output']>>;

export type Handler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: CallContext,
) => Promise<HandlerResult<C>>;

export interface Implementation {
  def: CallDef;
  handler: (input: unknown, ctx: CallContext) => Promise<unknown>;
  /**
   * The input is the rows of an uploaded sheet, which the import pipeline checks cell by cell: a
   * cell holding text the database cannot store fails its own row, not the whole call (see
   * implementUpload in ./import).
   */
  sheetRows?: boolean;
}

export function implement<C extends CallDef>(def: C, handler: Handler<C>): Implementation {
  return { def, handler: handler as Implementation['handler'] };
}
