/**
 * Summary Target (head office): every branch-month of the month asked in the caller's scope, with
 * head office's recommended total, the branch's own total and the GAP between them (branch minus
 * head office), and the totals of the whole selection.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Branch } from '../../../common/contract/shared-schemas';
import type { TargetSummaryRow } from '../../../common/contract/targets';
import { type Db, rows } from '../../db/client';
import { branches, customers, targets } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { branchesInScope } from '../../platform/branches';
import { answerKey, cachedAnswer } from '../../platform/data-version';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import { type Scope, scopeFilter } from '../../platform/scope';

/** A stored target as `t`, the name the module's target statements read it by. */
export const t = alias(targets, 't');
const b = alias(branches, 'b');
const c = alias(customers, 'c');

export interface TargetMonth {
  year: number;
  month: number;
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string;
}

/**
 * The status of a branch-month: its rows share one, but should they not, a rejection shows first,
 * then anything still awaiting approval.
 */
export const branchMonthStatus = sql`CASE WHEN bool_or(${t.status} = 'REJECT') THEN 'REJECT'
  WHEN bool_and(${t.status} = 'APPROVE') THEN 'APPROVE' ELSE 'NEW' END`;

/**
 * Whether the branch has submitted its own target for a branch-month (an aggregate over its rows):
 * a row carries the branch's value once the branch's sheet is saved, and loses it on a delete.
 */
export const branchSubmitted = sql`bool_or(${t.valueTgtCab} IS NOT NULL)`;

/** Sums of money with two decimals, added as numbers (numeric in SQL, exact to the cent). */
export const roundCents = (n: number) => Math.round(n * 100) / 100;

export function targetMonthWhere(scope: Scope, m: TargetMonth): SQL | undefined {
  return and(
    sql`${t.tgtYearId} = ${m.year}`,
    sql`${t.tgtMonthId} = ${m.month}`,
    scopeFilter(scope, { orgId: sql`${t.orgId}`, branchCode: sql`${t.branchCode}` }),
    m.branchCode === undefined ? undefined : sql`${t.branchCode} = ${m.branchCode}`,
  );
}

export function summaryRows(db: Db, scope: Scope, m: TargetMonth): Promise<TargetSummaryRow[]> {
  const fields = {
    TGT_YEAR_ID: sql`s.year`,
    TGT_MONTH_ID: sql`s.month`,
    PERIODE: sql`s.year::text || '-' || lpad(s.month::text, 2, '0')`,
    ORG_ID: sql`s.org`,
    BRANCH_CODE: sql`s.branch`,
    BRANCH_DESC: sql`${b.branchDesc}`,
    SumTargetHO: sql`s.ho`,
    SumTargetCabang: sql`s.cab`,
    GAP: sql`s.cab - s.ho`,
    STATUS: sql`s.status`,
    BRANCH_SUBMITTED: sql`s.submitted`,
  };
  return readJsonBatch<TargetSummaryRow>(
    db,
    sql`SELECT ${jsonObjectOf(fields)} AS j
      FROM (
        SELECT ${t.tgtYearId} AS year, ${t.tgtMonthId} AS month, ${t.orgId} AS org, ${t.branchCode} AS branch,
          sum(${t.valueTgtHo}) AS ho, sum(coalesce(${t.valueTgtCab}, 0)) AS cab, ${branchMonthStatus} AS status,
          ${branchSubmitted} AS submitted
        FROM ${tableAs(targets, t)}
        WHERE ${targetMonthWhere(scope, m)}
        GROUP BY ${t.tgtYearId}, ${t.tgtMonthId}, ${t.orgId}, ${t.branchCode}
      ) s
      JOIN ${tableAs(branches, b)} ON ${b.branchCode} = s.branch
      ORDER BY ${b.branchDesc}, s.branch`,
  );
}

/** The branches of the caller's scope that targets are set for: those serving customers (not head office's own). */
export async function targetBranches(db: Db, scope: Scope): Promise<Branch[]> {
  const inScope = await branchesInScope(db, scope);
  const serving = await rows<{ code: string }>(
    db,
    sql`SELECT ${b.branchCode} AS code FROM ${tableAs(branches, b)}
        WHERE EXISTS (SELECT 1 FROM ${tableAs(customers, c)} WHERE ${c.branchCode} = ${b.branchCode})`,
  );
  const codes = new Set(serving.map((r) => r.code));
  return inScope.filter((b) => codes.has(b.BRANCH_CODE));
}

/**
 * The branches of the month asked (every target branch of the scope, or the one named) whose own
 * target is not in: no summary row of theirs is flagged submitted, whether head office has
 * recommended anything for them or not.
 */
export async function notSubmitted(
  db: Db,
  scope: Scope,
  m: TargetMonth,
  summary: readonly TargetSummaryRow[],
): Promise<Branch[]> {
  const submitted = new Set(summary.filter((r) => r.BRANCH_SUBMITTED).map((r) => r.BRANCH_CODE));
  return (await targetBranches(db, scope)).filter(
    (b) => (m.branchCode === undefined || b.BRANCH_CODE === m.branchCode) && !submitted.has(b.BRANCH_CODE),
  );
}

/**
 * Summary Target and Approval Target of a month: its branch-months, their totals and the branches
 * not submitted. Asked on every opening and every Load List by head office; kept per data version
 * of the tables it reads (targets, the branches' names, and the customers that make a branch one
 * targets are set for) for the scope and the month asked.
 */
export function monthSummary(db: Db, scope: Scope, m: TargetMonth) {
  return cachedAnswer(db, {
    key: answerKey('target month summary', { scope, year: m.year, month: m.month, branch: m.branchCode }),
    tables: [targets, branches, customers],
    compute: async () => {
      const detail = await summaryRows(db, scope, m);
      return {
        DetailTarget: detail,
        SUMTarget: sumsOf(detail),
        NOT_SUBMITTED: await notSubmitted(db, scope, m, detail),
      };
    },
  });
}

/** The totals of some rows that carry SumTargetHO and SumTargetCabang. */
export function sumsOf(rows: readonly { SumTargetHO: number; SumTargetCabang: number }[]) {
  let ho = 0;
  let cab = 0;
  for (const r of rows) {
    ho += r.SumTargetHO;
    cab += r.SumTargetCabang;
  }
  return { SumTargetHO: roundCents(ho), SumTargetCabang: roundCents(cab), GAP: roundCents(cab - ho) };
}
