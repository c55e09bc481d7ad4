/** Checks and answers shared by the structure services. */
import { messages } from '../../../common/messages';
import { AppError, rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';

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

// Shared with the other modules' forms (periods); kept importable from here for the structure services.
export { checkDates } from '../../platform/date-rules';
export { assertHeadOffice } from '../../platform/scope';
