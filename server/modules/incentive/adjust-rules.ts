/**
 * The rules every incentive adjustment request meets, whether it comes from the rows of Adjust
 * Incentive or from a row of an uploaded sheet: the rows are staged through the import pipeline
 * and checked set-wise by these rules, so the two ways in cannot drift apart. Each rule is checked
 * against what is stored, not what was sent:
 * - every column is filled; QUANTITY is a whole number above 0, AMOUNT a sum in rupiah above 0 with
 *   at most two decimals (below a trillion: numeric(18,2));
 * - an item appears once per invoice in one save or file ('{item} already exist.');
 * - the invoice is one of the caller's scope, the item one of its lines; the customer and the
 *   invoice date, when the entry screen sends them, are the invoice's;
 * - the INCENTIVE period of the invoice's branch is open;
 * - the positions differ; the reason is a known one;
 * - position to is an open sales-force position of the customer's org in the caller's scope;
 * - position from holds the credit: a position of the customer's sales assignment in the item's
 *   business line on the invoice date (what getSelectStructureFrom answers the screen);
 * - the same line, from and to, is not waiting (NEW) or approved already (a duplicate);
 * - the money rule: what is asked to move away from a position on a line, waiting and approved
 *   together with this row, never exceeds the line's EXTENDED_AMOUNT or QUANTITY_INVOICED. An item
 *   appears once per invoice in a batch (above), so each line has at most one clean row and the rule
 *   reads the row and what is stored. The lines are locked while the rules run for a save
 *   (lockLinesOf), so two saves cannot both spend the same credit.
 */
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADJUST_UPLOAD_COLUMNS,
  type AdjustUploadColumn,
  AMOUNT_MAX,
} from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { type Db, sql } from '../../db/client';
import {
  adjustReasons,
  customers,
  incentiveAdjustments,
  invoiceLines,
  invoices,
  products,
  roles,
  salesAssignments,
} from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  branchPeriodOpen,
  col,
  type RowRule,
  reasonOf,
  required,
  rowExists,
  rowRule,
  uniqueInBatch,
} from '../../platform/import';
import { salesForceOpenOn } from '../../platform/positions';
import { type Scope, scopeFilter } from '../../platform/scope';

/**
 * A staged request: the upload's columns, and what only the entry screen sends (the customer and
 * the invoice date it showed, '' from a sheet).
 */
export type AdjustStagedColumn = AdjustUploadColumn | 'CUSTOMER_ID' | 'INVOICE_DATE';
export type StagedAdjustment = Record<AdjustStagedColumn, string>;

const code = (value: string) => value.trim().toUpperCase();

/** A request as staged from either way in: codes in upper case, every value trimmed. */
export function stagedAdjustment(v: Partial<Record<AdjustStagedColumn, string>>): StagedAdjustment {
  return {
    INVOICE_NUMBER: code(v.INVOICE_NUMBER ?? ''),
    ITEM_CODE: code(v.ITEM_CODE ?? ''),
    POSITION_FROM: code(v.POSITION_FROM ?? ''),
    POSITION_TO: code(v.POSITION_TO ?? ''),
    QUANTITY: (v.QUANTITY ?? '').trim(),
    AMOUNT: (v.AMOUNT ?? '').trim(),
    REASON_DESC: (v.REASON_DESC ?? '').trim(),
    CUSTOMER_ID: (v.CUSTOMER_ID ?? '').trim(),
    INVOICE_DATE: (v.INVOICE_DATE ?? '').trim(),
  };
}

const inv = alias(invoices, 'ai_inv');
const cu = alias(customers, 'ai_cu');
const li = alias(invoiceLines, 'ai_li');
const pr = alias(products, 'ai_pr');
const sa = alias(salesAssignments, 'ai_sa');
const rs = alias(adjustReasons, 'ai_rs');
const ad = alias(incentiveAdjustments, 'ai_ad');

const invoice = col('INVOICE_NUMBER');
const item = col('ITEM_CODE');
const from = col('POSITION_FROM');
const to = col('POSITION_TO');
const quantity = col('QUANTITY');
const amount = col('AMOUNT');

const QUANTITY_PATTERN = '^[0-9]{1,9}$';
/** Digits below a trillion, at most two decimals: what numeric(18,2) holds and the screen sends. */
const AMOUNT_PATTERN = `^[0-9]{1,${String(AMOUNT_MAX).length}}([.][0-9]{1,2})?$`;

/** A value of the staged row's invoice and its customer (NULL when the invoice does not exist). */
const ofInvoice = (what: SQL) =>
  sql`(SELECT ${what} FROM ${tableAs(invoices, inv)} JOIN ${tableAs(customers, cu)} ON ${cu.customerId} = ${inv.customerId}
    WHERE ${inv.trxNumber} = ${invoice})`;

/** The branch of the staged row's invoice (its customer's): the branch whose period the row needs. */
export const invoiceBranch = ofInvoice(sql`${cu.branchCode}`);

/** The staged item's INVENTORY_ITEM_ID (NULL when no item has the code). */
const itemId = sql`(SELECT ${pr.inventoryItemId} FROM ${tableAs(products, pr)} WHERE ${pr.itemCode} = ${item})`;

/** A value of the line of the staged invoice and item. */
const ofLine = (what: SQL) =>
  sql`(SELECT ${what} FROM ${tableAs(invoiceLines, li)} WHERE ${li.trxNumber} = ${invoice} AND ${li.inventoryItemId} = ${itemId})`;

/** What the requests waiting or approved move away from the staged position on the staged line. */
const moved = (what: SQL) =>
  sql`(SELECT coalesce(sum(${what}), 0) FROM ${tableAs(incentiveAdjustments, ad)}
    WHERE ${ad.trxNumber} = ${invoice} AND ${ad.inventoryItemId} = ${itemId} AND ${ad.positionFrom} = ${from}
      AND ${ad.status} IN ('NEW', 'APPROVE'))`;

/** A number as the screens write it (n(): thousands separators, no trailing zero decimals). */
export const writtenAsN = (value: SQL) =>
  sql`regexp_replace(regexp_replace(to_char(${value}, 'FM999,999,999,999,999,990.00'), '0+$', ''), '[.]$', '')`;

/** The staged quantity and amount are numbers (a cast of any other text would fail the statement). */
const numbersWritten = sql`${quantity} ~ ${QUANTITY_PATTERN} AND ${amount} ~ ${AMOUNT_PATTERN}`;

export function adjustRules(scope: Scope): RowRule[] {
  const customerScope = scopeFilter(scope, { orgId: cu.orgId, branchCode: cu.branchCode });
  const assignmentScope = scopeFilter(scope, { orgId: sa.orgId, branchCode: sa.branchCode });
  const positionScope = scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode });
  const and = (condition: SQL | undefined) => (condition ? sql` AND ${condition}` : sql``);
  return [
    // Every column of a request is required.
    ...ADJUST_UPLOAD_COLUMNS.map((c) => required(c)),
    // CASE: the cast runs only on text the pattern has let through.
    rowRule(
      messages.quantityInvalid,
      () => sql`(CASE WHEN ${quantity} ~ ${QUANTITY_PATTERN} THEN ${quantity}::int < 1 ELSE true END)`,
    ),
    rowRule(
      messages.amountInvalid,
      () => sql`(CASE WHEN ${amount} ~ ${AMOUNT_PATTERN} THEN ${amount}::numeric < 0.01 ELSE true END)`,
    ),
    uniqueInBatch(['INVOICE_NUMBER', 'ITEM_CODE'], reasonOf(messages.itemExists, item)),
    rowRule(
      reasonOf(messages.invoiceNotFound, invoice),
      () =>
        sql`NOT ${rowExists(sql`SELECT 1 FROM ${tableAs(invoices, inv)}
        JOIN ${tableAs(customers, cu)} ON ${cu.customerId} = ${inv.customerId}
        WHERE ${inv.trxNumber} = ${invoice}${and(customerScope)}`)}`,
    ),
    rowRule(
      reasonOf(messages.lineNotFound, invoice, item),
      () =>
        sql`NOT ${rowExists(sql`SELECT 1 FROM ${tableAs(invoiceLines, li)}
        JOIN ${tableAs(products, pr)} ON ${pr.inventoryItemId} = ${li.inventoryItemId}
        WHERE ${li.trxNumber} = ${invoice} AND ${pr.itemCode} = ${item}`)}`,
    ),
    rowRule(
      messages.invoiceMismatch('customerId'),
      () =>
        sql`${col('CUSTOMER_ID')} <> '' AND ${col('CUSTOMER_ID')} IS DISTINCT FROM ${ofInvoice(sql`${inv.customerId}`)}`,
    ),
    rowRule(
      messages.invoiceMismatch('invoiceDate'),
      () =>
        sql`${col('INVOICE_DATE')} <> '' AND ${col('INVOICE_DATE')} IS DISTINCT FROM ${ofInvoice(sql`${inv.trxDate}::text`)}`,
    ),
    branchPeriodOpen('INCENTIVE', invoiceBranch),
    rowRule(
      reasonOf(
        messages.samePositions,
        sql`(SELECT ${pr.productName} FROM ${tableAs(products, pr)} WHERE ${pr.itemCode} = ${item})`,
      ),
      () => sql`${from} = ${to}`,
    ),
    rowRule(
      reasonOf(messages.reasonUnknown, col('REASON_DESC')),
      () =>
        sql`NOT ${rowExists(sql`SELECT 1 FROM ${tableAs(adjustReasons, rs)}
        WHERE lower(${rs.reasonDesc}) = lower(${col('REASON_DESC')}) AND ${rs.active} = 'Y'`)}`,
    ),
    rowRule(
      reasonOf(messages.positionToInvalid, to),
      () =>
        sql`NOT ${rowExists(sql`SELECT 1 FROM ${roles}
        WHERE ${roles.rolePositionCode} = ${to} AND ${roles.orgId} = ${ofInvoice(sql`${cu.orgId}`)}
          AND ${salesForceOpenOn()}${and(positionScope)}`)}`,
    ),
    rowRule(
      reasonOf(messages.notHolder, invoice, item, from),
      () =>
        sql`NOT ${rowExists(sql`SELECT 1 FROM ${tableAs(salesAssignments, sa)}
        JOIN ${tableAs(products, pr)} ON ${pr.bisnisCode} = ${sa.bisnis}
        JOIN ${tableAs(invoices, inv)} ON ${inv.trxNumber} = ${invoice}
        WHERE ${pr.itemCode} = ${item} AND ${sa.customerId} = ${inv.customerId} AND ${sa.positionCode} = ${from}
          AND ${inv.trxDate} BETWEEN ${sa.startDate} AND ${sa.endDate}${and(assignmentScope)}`)}`,
    ),
    rowRule(messages.reasonAskedBefore, () =>
      rowExists(sql`SELECT 1 FROM ${tableAs(incentiveAdjustments, ad)}
        WHERE ${ad.trxNumber} = ${invoice} AND ${ad.inventoryItemId} = ${itemId}
          AND ${ad.positionFrom} = ${from} AND ${ad.positionTo} = ${to} AND ${ad.status} IN ('NEW', 'APPROVE')`),
    ),
    rowRule(
      reasonOf(
        messages.overLine,
        sql`${invoice} || ' ' || ${item}`,
        from,
        writtenAsN(sql`greatest(0, ${ofLine(sql`${li.extendedAmount}`)} - ${moved(sql`${ad.valueAdjust}`)})`),
        writtenAsN(sql`greatest(0, ${ofLine(sql`${li.quantityInvoiced}`)} - ${moved(sql`${ad.quantity}`)})`),
      ),
      () => sql`(CASE WHEN ${numbersWritten} THEN
          ${amount}::numeric > ${ofLine(sql`${li.extendedAmount}`)} - ${moved(sql`${ad.valueAdjust}`)}
          OR ${quantity}::int > ${ofLine(sql`${li.quantityInvoiced}`)} - ${moved(sql`${ad.quantity}`)}
        ELSE false END)`,
    ),
  ];
}

/**
 * Locks the lines of the invoices, in invoice and line order as approvals lock them (so the two
 * never wait on each other in a cycle): the money rule and the duplicates are then read and the
 * requests written with no other save or approval of those lines between.
 */
export async function lockLinesOf(db: Db, invoicesOf: SQL): Promise<void> {
  await db.execute(
    sql`SELECT 1 FROM ${invoiceLines} WHERE ${invoiceLines.trxNumber} IN (${invoicesOf})
        ORDER BY ${invoiceLines.trxNumber}, ${invoiceLines.lineNumber} FOR UPDATE`,
  );
}
