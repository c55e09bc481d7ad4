/**
 * The credit already asked of an invoice's lines: per item, position from and position to, the
 * amount (in cents) and quantity of the requests in the states asked for. An approval checks the
 * amount approved against it (a save's rules read the same in SQL: adjust-rules.ts).
 */
import { and, inArray, sql } from 'drizzle-orm';
import type { AdjustStatus } from '../../../common/contract/incentive';
import { messages } from '../../../common/messages';
import { n } from '../../../common/messages/format';
import type { Db } from '../../db/client';
import { incentiveAdjustments } from '../../db/schema';
import { arrayLiteral } from '../../db/typed-sql';
import { rule } from '../../platform/errors';

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
          n(Math.max(0, line.cents - before.cents) / 100),
          n(Math.max(0, line.qty - before.qty)),
        ),
      );
    }
  }
}
