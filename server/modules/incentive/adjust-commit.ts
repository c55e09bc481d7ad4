/**
 * How checked requests land, from the entry screen or an upload alike: one INSERT … SELECT from the
 * clean staged rows, each request audited with what was stored. What a request keeps of its invoice
 * (the customer's and the item's names, the invoice date and its month, the customer's org and
 * branch) is read from the invoice, not from what was sent; the reason is stored as the list of
 * reasons spells it.
 */
import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sql } from '../../db/client';
import { adjustReasons, customers, incentiveAdjustments, invoices, products } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import type { CallContext } from '../../platform/implement';
import type { CommitPlan } from '../../platform/import';
import type { AdjustStagedColumn } from './adjust-rules';

const a = incentiveAdjustments;
const inv = alias(invoices, 'ac_inv');
const cu = alias(customers, 'ac_cu');
const pr = alias(products, 'ac_pr');
const rs = alias(adjustReasons, 'ac_rs');

const INSERT_COLUMNS = columnNames(
  a.customerId,
  a.customerName,
  a.trxNumber,
  a.inventoryItemId,
  a.invoiceDate,
  a.yearId,
  a.monthId,
  a.productName,
  a.productDesc,
  a.positionFrom,
  a.positionTo,
  a.quantity,
  a.valueAdjust,
  a.notes,
  a.orgId,
  a.branchCode,
  a.userIdUpdate,
);

/** The staged column each landed request is answered by (the commit's key; nothing is lost). */
export const ADJUST_KEY_COLUMN = 'INVOICE_NUMBER';

/** The commit of the clean rows of a checked batch; `action` names the way in in the audit log. */
export function adjustCommitPlan(
  ctx: CallContext,
  action: 'incentive:request' | 'incentive:upload',
): CommitPlan<AdjustStagedColumn> {
  return {
    table: getTableName(a),
    // Only clean rows reach here: their quantity and amount are numbers the rules read.
    insert: ({ from, col, rowNo }) => sql`INSERT INTO ${a} (${INSERT_COLUMNS})
      SELECT ${inv.customerId}, ${cu.customerName}, ${inv.trxNumber}, ${pr.inventoryItemId}, ${inv.trxDate},
        extract(year FROM ${inv.trxDate})::int, extract(month FROM ${inv.trxDate})::int,
        ${pr.productName}, ${pr.itemDescription}, ${col('POSITION_FROM')}, ${col('POSITION_TO')},
        ${col('QUANTITY')}::int, ${col('AMOUNT')}::numeric(18, 2),
        (SELECT min(${rs.reasonDesc}) FROM ${tableAs(adjustReasons, rs)}
          WHERE lower(${rs.reasonDesc}) = lower(${col('REASON_DESC')}) AND ${rs.active} = 'Y'),
        ${cu.orgId}, ${cu.branchCode}, ${ctx.user.USER_ID}
      FROM ${from}
      JOIN ${tableAs(invoices, inv)} ON ${inv.trxNumber} = ${col('INVOICE_NUMBER')}
      JOIN ${tableAs(customers, cu)} ON ${cu.customerId} = ${inv.customerId}
      JOIN ${tableAs(products, pr)} ON ${pr.itemCode} = ${col('ITEM_CODE')}
      ORDER BY ${rowNo}
      RETURNING ${a.trxNumber} AS key, ${a.adjustId}::text AS id, to_jsonb(${a}) AS snapshot`,
    keyColumn: ADJUST_KEY_COLUMN,
    // The rules ran under the lines' lock: every clean row lands.
    lostReason: null,
    audit: { userId: ctx.user.USER_ID, requestId: ctx.requestId, action, entity: 'incentive_adjustment' },
    collectFailed: true,
  };
}
