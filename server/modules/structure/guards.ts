/** Checks and answers shared by the structure services. */
import { isIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { findBranch } from '../../platform/branches';
import { AppError, rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import { assertInScope, isHeadOffice, type Scope } from '../../platform/scope';

/**
 * A broken rule of the type and title forms: the spec's client shows `data` of a failed insert or
 * update, so the message travels in both.
 */
export const formRule = (message: string) => rule(message, message);

/** The success answer of a type or title save, carrying its message in `data` as well. */
export const formAnswer = (message: string) => new Answer(message, message);

/** A record asked by id: its one-element list, or 404 'Data tidak ditemukan.'. */
export function foundById<Row>(found: Row[]): Row[] {
  if (found.length === 0) throw new AppError(messages.notFound, 'NOT_FOUND');
  return found;
}

/**
 * Audits the type or title an insert added. The insert does nothing when the code exists (also
 * under a concurrent insert) and answers undefined: then the form hears `duplicate`.
 */
export async function auditAdded<Row>(
  ctx: CallContext,
  entity: string,
  added: Row | undefined,
  entityId: (row: Row) => number,
  duplicate: string,
): Promise<void> {
  if (!added) throw formRule(duplicate);
  await ctx.audit({ action: 'insert', entity, entityId: entityId(added), after: added });
}

/** Types and titles are head office's to change. */
export function assertHeadOffice(scope: Scope): void {
  if (!isHeadOffice(scope)) throw new AppError(messages.forbidden, 'FORBIDDEN');
}

/** Both dates real YYYY-MM-DD dates and the end not before the start; `fail` builds the error. */
export function checkDates(
  startDate: string,
  endDate: string,
  fail: (message: string) => Error = rule,
  names = { start: 'startDate', end: 'endDate' },
): void {
  if (!isIsoDate(startDate)) throw fail(messages.dateInvalid(names.start));
  if (!isIsoDate(endDate)) throw fail(messages.dateInvalid(names.end));
  if (endDate < startDate) throw fail(messages.endBeforeStart);
}

/**
 * The branch a lookup of the role form asks about: undefined when it does not exist, 403 when it
 * lies outside the user's scope.
 */
export async function branchInScope(db: Db, scope: Scope, branchCode: string) {
  const branch = await findBranch(db, branchCode);
  if (branch) assertInScope(scope, branch);
  return branch;
}
