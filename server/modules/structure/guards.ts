/** Checks shared by the structure services. */
import { isIsoDate } from '../../../common/dates';
import { messages } from '../../../common/messages';
import type { Db } from '../../db/client';
import { findBranch } from '../../platform/branches';
import { AppError, rule } from '../../platform/errors';
import { assertInScope, isHeadOffice, type Scope } from '../../platform/scope';

/**
 * A broken rule of the type and title forms: the spec's client shows `data` of a failed insert or
 * update, so the message travels in both.
 */
export const formRule = (message: string) => rule(message, message);

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
