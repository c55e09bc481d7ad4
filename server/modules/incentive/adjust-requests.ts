/**
 * Saving the rows of Adjust Incentive (/adjust-incentive/insert), one invoice per save. The rows
 * are staged and checked by the rules an upload's rows meet (adjust-rules.ts), under the lock of
 * the invoice's lines, and land in one transaction:
 * - a row breaking any rule refuses the whole save, with that rule's message (the first such row);
 * - a row asking again what waits or was approved (same line, from and to) is a duplicate: the
 *   other rows are saved, and the answer names the duplicates (their indexes in what was sent) with
 *   'System has detect Duplicate Data', so the screen keeps only them (spec part 2 section 8).
 */
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adjustRow } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { sql } from '../../db/client';
import { products } from '../../db/schema';
import { AppError, rule } from '../../platform/errors';
import { Answer, type CallContext } from '../../platform/implement';
import {
  commitBatch,
  FIRST_DATA_ROW,
  lockKeys,
  readBatch,
  stageBatch,
  validateBatch,
} from '../../platform/import';
import { adjustCommitPlan } from './adjust-commit';
import { adjustRules, lockLinesOf, stagedAdjustment } from './adjust-rules';
import { invoiceLinesOf } from './invoice-lookup';

/** A row as the contract's schema gives it: trimmed, numbers parsed. */
type Row = z.output<typeof adjustRow>;

const ENTRY_BATCH = 'incentive/entry';

/** An amount as staged: the rupiah and cents the contract let through, written out in full. */
export const amountText = (amount: number) => (Math.round(amount * 100) / 100).toFixed(2);

export interface Saved {
  SAVED: number;
  DUPLICATES: number[];
}

export async function saveRequests(ctx: CallContext, rows: readonly Row[]): Promise<Answer<Saved>> {
  const invoice = oneInvoice(rows);
  const lines = await invoiceLinesOf(ctx.db, ctx.scope, invoice);
  const first = lines[0];
  if (!first) throw new AppError(messages.invoiceNotFound(invoice), 'NOT_FOUND');
  await ctx.assertPeriodOpen([first.BRANCH_CODE]);
  await lockLinesOf(ctx.db, sql`${first.TRX_NUMBER}`);

  // The rows name their item by id, the rules by code: an id of no line keeps the name sent, and
  // the rules say the invoice has no such item.
  const ids = [...new Set(rows.map((r) => r.productID))];
  const codes = new Map(
    (
      await ctx.db
        .select({ id: products.inventoryItemId, code: products.itemCode })
        .from(products)
        .where(inArray(products.inventoryItemId, ids))
    ).map((p) => [p.id, p.code]),
  );
  const staged = rows.map((row) =>
    stagedAdjustment({
      INVOICE_NUMBER: invoice,
      ITEM_CODE: codes.get(row.productID) ?? row.productName,
      POSITION_FROM: row.positionFrom,
      POSITION_TO: row.positionTo,
      QUANTITY: String(row.quantity),
      AMOUNT: amountText(row.amount),
      REASON_DESC: row.reason,
      CUSTOMER_ID: row.customerId,
      INVOICE_DATE: row.invoiceDate,
    }),
  );
  // Two saves of one user at once keep a staged batch each in turn.
  await lockKeys(ctx.db, [`import-batch:${ctx.user.USER_ID}:${ENTRY_BATCH}`]);
  const owner = { userId: ctx.user.USER_ID, module: ENTRY_BATCH, orgId: ctx.user.ORG_ID };
  const batchId = await stageBatch(ctx.db, owner, staged);
  await validateBatch(ctx.db, batchId, adjustRules(ctx.scope));
  const { rows: failed } = await readBatch(ctx.db, batchId, { failedOnly: true });
  const refused = failed.find((f) => f.reason !== messages.reasonAskedBefore);
  if (refused) throw rule(refused.reason ?? messages.fillAllData);

  const duplicates = failed.map((f) => f.row - FIRST_DATA_ROW);
  const result = await commitBatch(ctx.db, batchId, adjustCommitPlan(ctx, 'incentive:request'));
  const saved = { SAVED: result?.landed ?? 0, DUPLICATES: duplicates };
  return new Answer(saved, duplicates.length > 0 ? messages.duplicateData : messages.dataSaved);
}

function oneInvoice(rows: readonly Row[]): string {
  const invoices = new Set(rows.map((r) => r.invoice.trim().toUpperCase()));
  if (invoices.size !== 1) throw rule(messages.oneInvoicePerSave);
  return [...invoices][0] as string;
}
