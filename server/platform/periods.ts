/** Open periods per module type and org: the UI asks validPeriod, and every guarded write checks again here. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PeriodType } from '../../common/constants';
import { messages } from '../../common/messages';
import type { Db } from '../db/client';
import { periods } from '../db/schema';
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
