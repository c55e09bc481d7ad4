/**
 * What the Adjust Incentive screen looks up: an invoice's lines, who holds the credit of a line
 * (the position of the customer's sales assignment in the item's business line on a day), the
 * positions credit may move to, and the reasons.
 */
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type InvoiceLine,
  STRUCTURE_OPTIONS_MAX,
  type StructureEntry,
} from '../../../common/contract/incentive';
import { type Db, qualified } from '../../db/client';
import {
  adjustReasons,
  customers,
  invoiceLines,
  invoices,
  products,
  roles,
  salesAssignments,
} from '../../db/schema';
import { containing } from '../../platform/list/search';
import { holderNameOf, salesForceOpenOn } from '../../platform/positions';
import { type Scope, scopeFilter } from '../../platform/scope';

const LINE_FIELDS = {
  SOLD_TO_CUSTOMER_ID: invoices.customerId,
  CUSTOMER_NAME: customers.customerName,
  TRX_NUMBER: invoices.trxNumber,
  TRX_DATE: sql<string>`${invoices.trxDate}::text`,
  INVENTORY_ITEM_ID: invoiceLines.inventoryItemId,
  ITEM_CODE: products.itemCode,
  ITEM_DESCRIPTION: products.itemDescription,
  PRODUCT_NAME: products.productName,
  QUANTITY_INVOICED: invoiceLines.quantityInvoiced,
  EXTENDED_AMOUNT: sql<number>`${invoiceLines.extendedAmount}::float8`,
  BRANCH_CODE: customers.branchCode,
  ORG_ID: customers.orgId,
};

/** The lines of an invoice whose customer lies in the scope, in line order; none when there is none. */
export function invoiceLinesOf(db: Db, scope: Scope, invoiceNo: string): Promise<InvoiceLine[]> {
  return db
    .select(LINE_FIELDS)
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.trxNumber, invoiceLines.trxNumber))
    .innerJoin(customers, eq(customers.customerId, invoices.customerId))
    .innerJoin(products, eq(products.inventoryItemId, invoiceLines.inventoryItemId))
    .where(
      and(
        eq(invoices.trxNumber, invoiceNo.trim().toUpperCase()),
        scopeFilter(scope, { orgId: customers.orgId, branchCode: customers.branchCode }),
      ),
    )
    .orderBy(asc(invoiceLines.lineNumber));
}

/**
 * The positions holding the credit of a customer's sales of an item on a day: the positions of the
 * customer's sales assignments in the item's business line whose dates hold the day, each with the
 * rep holding it that day ('' when vacant). The customer must lie in the scope.
 */
export function creditHolders(
  db: Db,
  scope: Scope,
  q: { item: SQL; customerId: string; day: string },
): Promise<(StructureEntry & { INVENTORY_ITEM_ID: number })[]> {
  const role = sql`(SELECT ${qualified(roles.roleMapId)} FROM ${roles}
    WHERE ${qualified(roles.rolePositionCode)} = ${qualified(salesAssignments.positionCode)})`;
  return db
    .selectDistinct({
      INVENTORY_ITEM_ID: products.inventoryItemId,
      POSITION_CODE: salesAssignments.positionCode,
      EMPLOYEE_NAME: sql<string>`coalesce(${holderNameOf(role, sql`${q.day}::date`)}, '')`,
    })
    .from(salesAssignments)
    .innerJoin(products, eq(products.bisnisCode, salesAssignments.bisnis))
    .where(
      and(
        q.item,
        eq(salesAssignments.customerId, q.customerId),
        sql`${q.day}::date BETWEEN ${salesAssignments.startDate} AND ${salesAssignments.endDate}`,
        scopeFilter(scope, { orgId: salesAssignments.orgId, branchCode: salesAssignments.branchCode }),
      ),
    )
    .orderBy(asc(products.inventoryItemId), asc(salesAssignments.positionCode));
}

/** The item named by its trade name (the screen's productName), or by its item code. */
export const itemNamed = (name: string) =>
  or(eq(products.productName, name.trim()), eq(products.itemCode, name.trim().toUpperCase())) as SQL;

/**
 * The sales-force positions of an org open today, in the scope, with their rep today; those whose
 * code or rep's name contains the search; at most STRUCTURE_OPTIONS_MAX, and whether more match.
 */
export async function positionsToCredit(
  db: Db,
  scope: Scope,
  q: { orgId: number; search: string },
): Promise<{ STRUCTURE: StructureEntry[]; MORE: boolean }> {
  const holder = holderNameOf(qualified(roles.roleMapId));
  const search = q.search.replace(/\p{Cc}/gu, ' ').trim();
  const found = await db
    .select({ POSITION_CODE: roles.rolePositionCode, EMPLOYEE_NAME: sql<string>`coalesce(${holder}, '')` })
    .from(roles)
    .where(
      and(
        eq(roles.orgId, q.orgId),
        salesForceOpenOn(),
        scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
        search === ''
          ? undefined
          : or(ilike(roles.rolePositionCode, containing(search)), sql`${holder} ILIKE ${containing(search)}`),
      ),
    )
    .orderBy(asc(roles.rolePositionCode))
    .limit(STRUCTURE_OPTIONS_MAX + 1);
  return { STRUCTURE: found.slice(0, STRUCTURE_OPTIONS_MAX), MORE: found.length > STRUCTURE_OPTIONS_MAX };
}

export function reasons(db: Db): Promise<{ REASON_DESC: string }[]> {
  return db
    .select({ REASON_DESC: adjustReasons.reasonDesc })
    .from(adjustReasons)
    .where(eq(adjustReasons.active, 'Y'))
    .orderBy(asc(adjustReasons.reasonDesc));
}
