/**
 * Saving incentive adjustment requests (/adjust-incentive/insert): the rows of one invoice land as
 * NEW requests all together, or none does. The rows are checked against what is stored, not what
 * the screen sent: the names, the customer, the invoice date and the scope are the invoice's.
 *
 * The money rule: what is asked to move away from a position on a line, waiting (NEW) or approved,
 * never exceeds the line's EXTENDED_AMOUNT or QUANTITY_INVOICED. The invoice's lines are locked for
 * the check and the insert (FOR UPDATE), as approvals lock them, so two saves, or a save and an
 * approval, of one invoice cannot both pass the check on the same credit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adjustRow } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { adjustReasons, incentiveAdjustments, invoiceLines, products, roles } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import type { CallContext } from '../../platform/implement';
import { salesForceOpenOn } from '../../platform/positions';
import { scopeFilter } from '../../platform/scope';
import { creditHolders, invoiceLinesOf } from './invoice-lookup';
import { type LineKey, lineKey, type Moved, movedAway } from './line-credit';

/** A row as the contract's schema gives it: trimmed, numbers parsed. */
type Row = z.output<typeof adjustRow>;

/** Amounts are compared in whole cents, so sums of decimals never drift. */
const cents = (v: number) => Math.round(v * 100);

export async function saveRequests(
  ctx: CallContext,
  rows: readonly Row[],
): Promise<{ SAVED: number; DUPLICATES: number[] }> {
  const invoice = oneInvoice(rows);
  const lines = await invoiceLinesOf(ctx.db, ctx.scope, invoice);
  const first = lines[0];
  if (!first) throw new AppError(messages.invoiceNotFound(invoice), 'NOT_FOUND');
  const byItem = new Map(lines.map((l) => [l.INVENTORY_ITEM_ID, l]));
  // The same item twice in one save: the screen clears the second row, the server refuses it,
  // naming the item code as the screen does.
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.productID)) throw rule(messages.itemExists(itemOf(byItem, row)));
    seen.add(row.productID);
  }
  await ctx.assertPeriodOpen([first.BRANCH_CODE]);
  // The invoice's lines, locked: checks and insert see no other save or approval of them meanwhile.
  await ctx.db
    .select({ n: invoiceLines.lineNumber })
    .from(invoiceLines)
    .where(eq(invoiceLines.trxNumber, first.TRX_NUMBER))
    .orderBy(invoiceLines.lineNumber)
    .for('update');

  for (const row of rows) {
    const line = byItem.get(row.productID);
    if (!line) throw rule(messages.lineNotFound(invoice, row.productName));
    if (row.customerId !== line.SOLD_TO_CUSTOMER_ID) throw rule(messages.invoiceMismatch('customerId'));
    if (row.invoiceDate !== line.TRX_DATE) throw rule(messages.invoiceMismatch('invoiceDate'));
    if (row.positionFrom === row.positionTo) throw rule(messages.samePositions(line.PRODUCT_NAME));
  }
  await checkReasons(ctx, rows);
  await checkPositionsTo(ctx, rows, first.ORG_ID);
  const holders = await creditHolders(ctx.db, ctx.scope, {
    item: inArray(products.inventoryItemId, [...seen]),
    customerId: first.SOLD_TO_CUSTOMER_ID,
    day: first.TRX_DATE,
  });
  for (const row of rows) {
    const held = holders.some(
      (h) => h.INVENTORY_ITEM_ID === row.productID && h.POSITION_CODE === row.positionFrom,
    );
    if (!held) throw rule(messages.notHolder(invoice, itemOf(byItem, row), row.positionFrom));
  }

  const asked = await movedAway(ctx.db, [first.TRX_NUMBER], ['NEW', 'APPROVE']);
  const duplicates = rows.flatMap((row, i) =>
    asked.some(
      (m) =>
        m.item === row.productID && m.positionFrom === row.positionFrom && m.positionTo === row.positionTo,
    )
      ? [i]
      : [],
  );
  if (duplicates.length > 0) throw rule(messages.duplicateData, { SAVED: 0, DUPLICATES: duplicates });
  checkWithinLines(
    rows.map((row) => ({
      key: lineKey(first.TRX_NUMBER, row.productID, row.positionFrom),
      cents: cents(row.amount),
      qty: row.quantity,
    })),
    asked,
    (key) => {
      const line = byItem.get(key.item);
      return line
        ? { cents: cents(line.EXTENDED_AMOUNT), qty: line.QUANTITY_INVOICED, item: line.ITEM_CODE, invoice }
        : undefined;
    },
  );

  const [year, month] = first.TRX_DATE.split('-').map(Number) as [number, number];
  const saved = await ctx.db
    .insert(incentiveAdjustments)
    .values(
      rows.map((row) => {
        const line = byItem.get(row.productID) as (typeof lines)[number];
        return {
          customerId: line.SOLD_TO_CUSTOMER_ID,
          customerName: line.CUSTOMER_NAME,
          trxNumber: line.TRX_NUMBER,
          inventoryItemId: line.INVENTORY_ITEM_ID,
          invoiceDate: line.TRX_DATE,
          yearId: year,
          monthId: month,
          productName: line.PRODUCT_NAME,
          productDesc: line.ITEM_DESCRIPTION,
          positionFrom: row.positionFrom,
          positionTo: row.positionTo,
          quantity: row.quantity,
          valueAdjust: (cents(row.amount) / 100).toFixed(2),
          notes: row.reason,
          orgId: line.ORG_ID,
          branchCode: line.BRANCH_CODE,
          userIdUpdate: ctx.user.USER_ID,
        };
      }),
    )
    .returning({ id: incentiveAdjustments.adjustId });
  await ctx.audit({
    action: 'incentive:request',
    entity: 'incentive_adjustment',
    entityId: first.TRX_NUMBER,
    after: { ids: saved.map((s) => s.id), status: 'NEW' },
  });
  return { SAVED: saved.length, DUPLICATES: [] };
}

function oneInvoice(rows: readonly Row[]): string {
  const invoices = new Set(rows.map((r) => r.invoice.trim().toUpperCase()));
  if (invoices.size !== 1) throw rule(messages.oneInvoicePerSave);
  return [...invoices][0] as string;
}

const itemOf = (byItem: Map<number, { ITEM_CODE: string }>, row: Row) =>
  byItem.get(row.productID)?.ITEM_CODE ?? row.productName;

async function checkReasons(ctx: CallContext, rows: readonly Row[]): Promise<void> {
  const asked = [...new Set(rows.map((r) => r.reason))];
  const known = await ctx.db
    .select({ reason: adjustReasons.reasonDesc })
    .from(adjustReasons)
    .where(and(inArray(adjustReasons.reasonDesc, asked), eq(adjustReasons.active, 'Y')));
  const found = new Set(known.map((k) => k.reason));
  const unknown = asked.find((r) => !found.has(r));
  if (unknown !== undefined) throw rule(messages.reasonUnknown(unknown));
}

/** Position to: an open sales-force position of the customer's org, in the caller's scope. */
async function checkPositionsTo(ctx: CallContext, rows: readonly Row[], orgId: number): Promise<void> {
  const asked = [...new Set(rows.map((r) => r.positionTo))];
  const open = await ctx.db
    .select({ code: roles.rolePositionCode })
    .from(roles)
    .where(
      and(
        inArray(roles.rolePositionCode, asked),
        eq(roles.orgId, orgId),
        salesForceOpenOn(),
        scopeFilter(ctx.scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
      ),
    );
  const found = new Set(open.map((o) => o.code));
  const wrong = asked.find((code) => !found.has(code));
  if (wrong !== undefined) throw rule(messages.positionToInvalid(wrong));
}

/** A line's limits, and how a refusal names it. */
export interface LineLimit {
  cents: number;
  qty: number;
  invoice: string;
  item: string;
}

/**
 * Refuses when what would move away from a position on a line (stored and asked now) exceeds the
 * line's amount or quantity, naming what is left to move.
 */
export function checkWithinLines(
  adding: readonly { key: LineKey; cents: number; qty: number }[],
  stored: readonly Moved[],
  lineOf: (key: LineKey) => LineLimit | undefined,
): void {
  const sums = new Map<string, { cents: number; qty: number }>();
  for (const s of stored) {
    const id = lineKey(s.trxNumber, s.item, s.positionFrom).id;
    const sum = sums.get(id) ?? { cents: 0, qty: 0 };
    sums.set(id, { cents: sum.cents + s.cents, qty: sum.qty + s.qty });
  }
  const adds = new Map<string, { key: LineKey; cents: number; qty: number }>();
  for (const add of adding) {
    const sum = adds.get(add.key.id) ?? { key: add.key, cents: 0, qty: 0 };
    adds.set(add.key.id, { key: add.key, cents: sum.cents + add.cents, qty: sum.qty + add.qty });
  }
  for (const [id, add] of adds) {
    const line = lineOf(add.key);
    if (!line) continue;
    const before = sums.get(id) ?? { cents: 0, qty: 0 };
    if (before.cents + add.cents > line.cents || before.qty + add.qty > line.qty) {
      throw rule(
        messages.overLine(
          `${line.invoice} ${line.item}`,
          add.key.positionFrom,
          Math.max(0, line.cents - before.cents) / 100,
          Math.max(0, line.qty - before.qty),
        ),
      );
    }
  }
}
