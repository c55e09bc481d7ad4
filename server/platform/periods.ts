/**
 * Open periods per module type, org and branch: the UI asks validPeriod, and every guarded write
 * checks again here, for the branch of every row it writes.
 */
import { and, asc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { PeriodType } from '../../common/constants';
import { messages } from '../../common/messages';
import type { Db } from '../db/client';
import { branches, periods } from '../db/schema';
import { AppError } from './errors';
import type { Scope } from './scope';

/** The periods a caller sees: those of one org, or of one branch of it. */
export interface PeriodScope {
  orgId: number;
  branchCode?: string;
}

/**
 * Whose periods a caller sees, like every other answer: head office those of the org it asks for,
 * any other user those of its own org whatever it asks, and a branch head (KEPALA CABANG) those of
 * its own branch only.
 */
export function periodScope(scope: Scope, askedOrgId: number): PeriodScope {
  switch (scope.kind) {
    case 'all':
      return { orgId: askedOrgId };
    case 'org':
      return { orgId: scope.orgId };
    case 'branch':
      return { orgId: scope.orgId, branchCode: scope.branchCode };
  }
}

/**
 * The periods a screen asks about: those of the caller's scope (periodScope), narrowed to the branch
 * the screen shows when it names one. Null for a branch the scope does not see: it has no period
 * the caller may rely on.
 */
export function askedPeriodScope(
  scope: Scope,
  askedOrgId: number,
  askedBranch: string | undefined,
): PeriodScope | null {
  const seen = periodScope(scope, askedOrgId);
  if (askedBranch === undefined || askedBranch === '') return seen;
  if (seen.branchCode !== undefined && seen.branchCode !== askedBranch) return null;
  return { ...seen, branchCode: askedBranch };
}

/** A period row as the calls answer it (the contract's periodRow). */
export const PERIOD_FIELDS = {
  PERIOD_ID: periods.periodId,
  TYPE: periods.type,
  ORG_ID: periods.orgId,
  BRANCH_CODE: periods.branchCode,
  START_DATE: periods.startDate,
  END_DATE: periods.endDate,
  QUARTAL: periods.quartal,
};

export async function openPeriods(db: Db, type: PeriodType | string, where: PeriodScope) {
  return db
    .select(PERIOD_FIELDS)
    .from(periods)
    .where(
      and(
        eq(periods.type, type),
        eq(periods.orgId, where.orgId),
        where.branchCode === undefined ? undefined : eq(periods.branchCode, where.branchCode),
        lte(periods.startDate, sql`current_date`),
        gte(periods.endDate, sql`current_date`),
      ),
    )
    .orderBy(asc(periods.branchCode));
}

/**
 * Throws 'Periode sudah ditutup.' unless a period of this type is open for what the caller sees
 * (the answer validPeriod gave the screen): a branch head's write needs its own branch's period.
 */
export async function assertPeriodOpen(db: Db, type: PeriodType, where: PeriodScope): Promise<void> {
  const open = await openPeriods(db, type, where);
  if (open.length === 0) throw new AppError(messages.periodClosed, 'PERIOD_CLOSED');
}

/**
 * Throws 'Periode sudah ditutup.' unless a period of this type is open today for every branch given,
 * each in its own org: a write lands only where the branch of each of its rows is open. Codes that
 * name no branch are left to the rule of the call that refuses them. With more than one branch
 * asked, the message names the closed ones.
 */
export async function assertBranchPeriodsOpen(
  db: Db,
  type: PeriodType,
  branchCodes: readonly string[],
): Promise<void> {
  const asked = [...new Set(branchCodes)];
  if (asked.length === 0) return;
  const openPeriod = db
    .select({ one: sql`1` })
    .from(periods)
    .where(
      and(
        eq(periods.type, type),
        eq(periods.orgId, branches.orgId),
        eq(periods.branchCode, branches.branchCode),
        lte(periods.startDate, sql`current_date`),
        gte(periods.endDate, sql`current_date`),
      ),
    );
  const closed = await db
    .select({ code: branches.branchCode })
    .from(branches)
    .where(and(inArray(branches.branchCode, asked), notExists(openPeriod)))
    .orderBy(asc(branches.branchCode));
  if (closed.length === 0) return;
  const message =
    asked.length === 1 ? messages.periodClosed : messages.periodClosedFor(closed.map((c) => c.code));
  throw new AppError(message, 'PERIOD_CLOSED');
}

/**
 * The period check of one call (CallContext.assertPeriodOpen): for the branches given, each must be
 * open; with none, what the caller's scope sees must be (the answer validPeriod gives its screens).
 * `asked` tells the platform whether the call checked, so a guarded call cannot forget to.
 */
export function periodGuard(db: Db, type: PeriodType | undefined, scope: Scope, orgId: number) {
  let asked = false;
  return {
    asked: () => asked,
    assert: async (branchCodes: readonly string[]): Promise<void> => {
      if (type === undefined) throw new Error('this call declares no period');
      asked = true;
      if (branchCodes.length > 0) await assertBranchPeriodsOpen(db, type, branchCodes);
      else await assertPeriodOpen(db, type, periodScope(scope, orgId));
    },
  };
}
