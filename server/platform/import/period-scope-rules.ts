/**
 * Row rules that several uploads share about where and when a row belongs: its year is one of the
 * screens' selects, its month a month, and its branch lies in the uploader's scope. Year and month
 * are compared as text, so that no cast can fail on a row another rule of the same pass refuses.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PeriodType } from '../../../common/constants';
import { YEARS_AHEAD } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { type Db, rows } from '../../db/client';
import { outsideScope, type Scope } from '../scope';
import { type RowRule, rowRule } from './rules';
import { col, stagedRows } from './staged-rows';

/** A year of the screens' selects: 2000 to this year + 24, written with four digits. */
export function selectableYear(column: string, reason: string): RowRule {
  const lastYear = String(new Date().getFullYear() + YEARS_AHEAD);
  const year = col(column);
  return rowRule(reason, () => sql`${year} !~ '^[0-9]{4}$' OR ${year} < '2000' OR ${year} > ${lastYear}`);
}

/** A month 1 to 12, written without a leading zero (the staging drops it). */
export function monthNumber(column: string, reason: string): RowRule {
  return rowRule(reason, () => sql`${col(column)} !~ '^([1-9]|1[0-2])$'`);
}

export interface BranchScope {
  scope: Scope;
  /** The org head office uploads for (orgAsked); undefined: any org of the scope. */
  orgId: number | undefined;
}

/**
 * The branch of the column lies in the uploader's scope: its org for branch staff, its own branch
 * for a branch head, and the org head office uploads for when it names one. No rule at all for
 * head office uploading for every org. Rows whose branch does not exist are left to the rule that
 * says so (the sub-query answers NULL for them).
 */
export function branchInScope(column: string, { scope, orgId }: BranchScope, reason: string): RowRule[] {
  const outside = outsideScope(scope, { orgId: sql`b.org_id`, branchCode: sql`b.branch_code` }, orgId);
  if (outside === undefined) return [];
  return [
    rowRule(reason, () => sql`(SELECT ${outside} FROM branches b WHERE b.branch_code = ${col(column)})`),
  ];
}

/**
 * The period of this type is open today for the row's branch (`branch`: its code, from a column or
 * a sub-query over the row), in the branch's own org: a row of a closed branch fails with
 * 'Periode sudah ditutup.' while the rows of open branches go on. The closed branches are one
 * uncorrelated sub-query, hashed once for the whole batch. Rows of no branch are left to the rule
 * that says so.
 */
export function branchPeriodOpen(type: PeriodType, branch: SQL): RowRule {
  return rowRule(
    messages.periodClosed,
    () => sql`(${branch}) IN (SELECT b.branch_code FROM branches b WHERE NOT EXISTS (
      SELECT 1 FROM periods p WHERE p.type = ${type} AND p.org_id = b.org_id AND p.branch_code = b.branch_code
        AND p.start_date <= current_date AND p.end_date >= current_date))`,
  );
}

/** The distinct branches of a batch's clean rows (`branch` as in branchPeriodOpen): what its commit writes. */
export async function branchesOfBatch(db: Db, batchId: number, branch: SQL): Promise<string[]> {
  const found = await rows<{ code: string | null }>(
    db,
    sql`SELECT DISTINCT (${branch}) AS code FROM ${stagedRows(batchId).from}`,
  );
  return found.flatMap((f) => (f.code === null ? [] : [f.code]));
}
