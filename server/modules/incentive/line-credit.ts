/**
 * The credit already asked of an invoice's lines: per item, position from and position to, the
 * amount (in cents) and quantity of the requests in the states asked for. Saves check duplicates and
 * the amount left against it; approvals check the amount approved.
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { AdjustStatus } from '../../../common/contract/incentive';
import type { Db } from '../../db/client';
import { incentiveAdjustments } from '../../db/schema';
import { arrayLiteral } from '../../db/typed-sql';

const a = incentiveAdjustments;

/** A line's credit held by one position: the invoice, its item and the position it moves from. */
export interface LineKey {
  id: string;
  trxNumber: string;
  item: number;
  positionFrom: string;
}

export const lineKey = (trxNumber: string, item: number, positionFrom: string): LineKey => ({
  id: `${trxNumber}\u0000${item}\u0000${positionFrom}`,
  trxNumber,
  item,
  positionFrom,
});

export interface Moved {
  trxNumber: string;
  item: number;
  positionFrom: string;
  positionTo: string;
  cents: number;
  qty: number;
}

/** What the requests of these invoices in these states move, per line, position from and to. */
export async function movedAway(
  db: Db,
  trxNumbers: readonly string[],
  statuses: readonly AdjustStatus[],
): Promise<Moved[]> {
  const found = await db
    .select({
      trxNumber: a.trxNumber,
      item: a.inventoryItemId,
      positionFrom: a.positionFrom,
      positionTo: a.positionTo,
      cents: sql<string>`(sum(${a.valueAdjust}) * 100)::bigint::text`,
      qty: sql<number>`sum(${a.quantity})::int`,
    })
    .from(a)
    .where(
      and(sql`${a.trxNumber} = ANY(${arrayLiteral(trxNumbers)}::text[])`, inArray(a.status, [...statuses])),
    )
    .groupBy(a.trxNumber, a.inventoryItemId, a.positionFrom, a.positionTo);
  return found.map((f) => ({ ...f, cents: Number(f.cents) }));
}
