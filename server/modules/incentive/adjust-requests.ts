/**
 * Saving the rows of Adjust Incentive (/adjust-incentive/insert), one invoice per save. The rows
 * go through the checked-upload workflow (checked by the rules an upload's rows meet,
 * adjust-rules.ts, then submitted), under the lock of the invoice's lines, in one transaction:
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
import { type CheckedUpload, checkUpload, FIRST_DATA_ROW, submitUpload } from '../../platform/import';
import { adjustCommitPlan } from './adjust-commit';
import { adjustRules, lockLinesOf, stagedAdjustment } from './adjust-rules';
import { invoiceLinesOf } from './invoice-lookup';

/** A row as the contract's schema gives it: trimmed, numbers parsed. */
type Row = z.output<typeof adjustRow>;

/** The entry screen's rows as a checked upload of their own (each user keeps one such batch). */
const ENTRY_FORM: CheckedUpload = { batch: 'incentive/entry' };

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
  // The checked-upload workflow, as an upload of the rows sent checked and submitted in one call.
  const checked = await checkUpload(ctx, ENTRY_FORM, staged, {
    orgId: ctx.user.ORG_ID,
    rules: adjustRules(ctx.scope),
  });
  const failed = checked.rows.filter((r) => r.reason !== null);
  const refused = failed.find((f) => f.reason !== messages.reasonAskedBefore);
  if (refused) throw rule(refused.reason ?? messages.fillAllData);

  const duplicates = failed.map((f) => f.row - FIRST_DATA_ROW);
  const result = await submitUpload(
    ctx,
    ENTRY_FORM,
    { batchId: checked.batchId },
    { failedRows: 'leave', plan: adjustCommitPlan(ctx, 'incentive:request') },
  );
  const saved = { SAVED: result.landed, DUPLICATES: duplicates };
  return new Answer(saved, duplicates.length > 0 ? messages.duplicateData : messages.dataSaved);
}

function oneInvoice(rows: readonly Row[]): string {
  const invoices = new Set(rows.map((r) => r.invoice.trim().toUpperCase()));
  if (invoices.size !== 1) throw rule(messages.oneInvoicePerSave);
  return [...invoices][0] as string;
}
