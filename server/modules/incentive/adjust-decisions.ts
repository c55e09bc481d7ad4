/**
 * Approving and rejecting requests (/adjust-incentive/approve, /reject): the selected requests are
 * decided together or not at all, in one transaction.
 * - The requests are locked first, in id order (two approvers of overlapping selections queue for
 *   them), then checked: a request not found in the caller's scope, one decided already (another
 *   approver was first: that approver's decision stands, and this one is told so), or one the
 *   caller asked for (maker-checker) refuses the whole selection.
 * - An approval locks the invoice lines it credits and checks that what is approved away from a
 *   position on a line stays within the line's amount and quantity.
 * - One UPDATE then decides them, writing who and when, and one audit entry records the decision.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdjustStatus } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { incentiveAdjustments, invoiceLines, products } from '../../db/schema';
import { arrayLiteral } from '../../db/typed-sql';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { scopeFilter } from '../../platform/scope';
import { checkWithinLines, lineKey, movedAway } from './line-credit';

const a = incentiveAdjustments;

export async function decide(
  ctx: CallContext,
  selected: readonly { ADJUST_ID: number }[],
  to: Exclude<AdjustStatus, 'NEW'>,
): Promise<{ DECIDED: number }> {
  const ids = [...new Set(selected.map((s) => s.ADJUST_ID))].sort((x, y) => x - y);
  const locked = await ctx.db
    .select({
      id: a.adjustId,
      status: a.status,
      maker: a.userIdUpdate,
      branchCode: a.branchCode,
      trxNumber: a.trxNumber,
      item: a.inventoryItemId,
      positionFrom: a.positionFrom,
      positionTo: a.positionTo,
      cents: sql<string>`(${a.valueAdjust} * 100)::bigint::text`,
      qty: a.quantity,
    })
    .from(a)
    .where(
      and(
        // One array parameter, not a placeholder per id: a selection holds up to thousands.
        sql`${a.adjustId} = ANY(${arrayLiteral(ids)}::int[])`,
        scopeFilter(ctx.scope, { orgId: a.orgId, branchCode: a.branchCode }),
      ),
    )
    .orderBy(asc(a.adjustId))
    .for('update');
  const found = new Set(locked.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(messages.requestsNotFound(missing), 'NOT_FOUND');
  const decided = locked.filter((r) => r.status !== 'NEW').map((r) => r.id);
  if (decided.length > 0) throw rule(messages.alreadyDecided(decided));
  const own = locked.filter((r) => r.maker === ctx.user.USER_ID).map((r) => r.id);
  if (own.length > 0) throw new AppError(messages.ownRequest(own), 'FORBIDDEN');
  await ctx.assertPeriodOpen([...new Set(locked.map((r) => r.branchCode))]);

  if (to === 'APPROVE') await checkApprovable(ctx, locked);

  const changed = await ctx.db
    .update(a)
    .set({ status: to, decidedBy: ctx.user.USER_ID, decidedAt: sql`now()` })
    .where(and(sql`${a.adjustId} = ANY(${arrayLiteral(ids)}::int[])`, eq(a.status, 'NEW')))
    .returning({ id: a.adjustId });
  await ctx.audit({
    action: to === 'APPROVE' ? 'incentive:approve' : 'incentive:reject',
    entity: 'incentive_adjustment',
    entityId: ids.length === 1 ? ids[0] : `${ids[0]}..${ids[ids.length - 1]} (${ids.length})`,
    before: { status: 'NEW' },
    after: { status: to, ids: changed.map((c) => c.id) },
  });
  return { DECIDED: changed.length };
}

/** What the approval would move away from each line stays within the line, with what is approved. */
async function checkApprovable(
  ctx: CallContext,
  locked: readonly { trxNumber: string; item: number; positionFrom: string; cents: string; qty: number }[],
): Promise<void> {
  const invoices = [...new Set(locked.map((r) => r.trxNumber))].sort();
  // Only the lines approved are locked: the rule holds per line, and each lock writes its row. Like
  // a save's, they are locked in invoice and line order, so the two never wait on each other in a
  // cycle.
  const approvedLines = [...new Map(locked.map((r) => [`${r.trxNumber}\u0000${r.item}`, r])).values()];
  const lines = await ctx.db
    .select({
      trxNumber: invoiceLines.trxNumber,
      item: invoiceLines.inventoryItemId,
      itemCode: products.itemCode,
      cents: sql<string>`(${invoiceLines.extendedAmount} * 100)::bigint::text`,
      qty: invoiceLines.quantityInvoiced,
    })
    .from(invoiceLines)
    .innerJoin(products, eq(products.inventoryItemId, invoiceLines.inventoryItemId))
    .where(
      sql`(${invoiceLines.trxNumber}, ${invoiceLines.inventoryItemId}) IN (
        SELECT * FROM unnest(${arrayLiteral(approvedLines.map((l) => l.trxNumber))}::text[],
                             ${arrayLiteral(approvedLines.map((l) => l.item))}::int[]))`,
    )
    .orderBy(asc(invoiceLines.trxNumber), asc(invoiceLines.lineNumber))
    .for('update', { of: invoiceLines });
  const byLine = new Map(lines.map((l) => [`${l.trxNumber}\u0000${l.item}`, l]));
  checkWithinLines(
    locked.map((r) => ({
      key: lineKey(r.trxNumber, r.item, r.positionFrom),
      cents: Number(r.cents),
      qty: r.qty,
    })),
    await movedAway(ctx.db, invoices, ['APPROVE']),
    (key) => {
      const line = byLine.get(`${key.trxNumber}\u0000${key.item}`);
      return line
        ? { cents: Number(line.cents), qty: line.qty, item: line.itemCode, invoice: key.trxNumber }
        : undefined;
    },
  );
}
