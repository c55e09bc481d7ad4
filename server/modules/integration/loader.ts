/** What a loader of one entity supplies to the shared load (load.ts). */
import type { LoadEffect, RejectedRow } from '../../../common/contract/integration';
import type { Db } from '../../db/client';
import type { CheckedRow } from './row-check';
import type { Writer } from './upsert';

export interface Loader {
  /** Rules among the call's own rows (a line named twice with two names …), in memory. */
  checkAmong?(rows: readonly CheckedRow[]): RejectedRow[];
  /** The rows a slice of the load must keep together (the lines of one invoice); by default none. */
  groupOf?(row: CheckedRow): string;
  /**
   * The numbers of the rows that are new or differ from the rows held, in one set-wise read. A
   * loader that answers it has only those rows checked against the rows held and written: a row
   * held exactly as sent passed those rules when it was stored, and nothing it names is ever
   * deleted (only deactivated), so an unchanged resend costs one read of the call's rows. A loader
   * whose rules look at rows the call leaves out (an invoice's lines) does not answer it.
   */
  differing?(db: Db, json: string): Promise<number[]>;
  /**
   * Of the rows looked up (`keys`, the key's columns joined by U+0001), the positions of those NOT
   * held with the given source hash and still true to what they name (a customer's org is its
   * branch's); the others a resend need not check nor stage (held-as-sent.ts), and an unchanged
   * resend reads back no row at all. A loader that answers it stages `source_hash` with each row
   * it writes and sets it as a stamp (upsert.ts).
   */
  notHeldAsSent?(db: Db, keys: readonly string[], hashes: readonly string[]): Promise<number[]>;
  /** Rules against the rows held (unknown references, moves refused), one set-wise query each. */
  checkHeld(db: Db, json: string): Promise<RejectedRow[]>;
  /**
   * Writes the rows, and applies the rules of docs/architecture.md to the rows they break,
   * answering each change so made. `inserted`/`updated` count the entity's own table.
   */
  write(
    db: Db,
    json: string,
    who: Writer,
  ): Promise<{ inserted: number; updated: number; effects: LoadEffect[] }>;
}

/** Rejected rows from a query answering `row_no`, `key` and a reason built from its values. */
export const rejectedOf = <R extends { row_no: number; key: string }>(
  found: readonly R[],
  reason: (r: R) => string,
): RejectedRow[] => found.map((r) => ({ row: r.row_no, key: r.key, reason: reason(r) }));

/** Rejects the later rows that give a code another value than its first row did. */
export function sameWithin(
  rows: readonly CheckedRow[],
  code: string,
  value: (r: CheckedRow) => string,
  reason: (code: string, firstRow: number) => string,
  keyOf: (r: CheckedRow) => string,
): RejectedRow[] {
  const first = new Map<string, { row: number; value: string }>();
  const out: RejectedRow[] = [];
  for (const r of rows) {
    const c = String(r[code]);
    const v = value(r);
    const seen = first.get(c);
    if (!seen) first.set(c, { row: r.row_no, value: v });
    else if (seen.value !== v) out.push({ row: r.row_no, key: keyOf(r), reason: reason(c, seen.row) });
  }
  return out;
}
