/** Open periods per module type and org: the UI asks validPeriod, and every guarded write checks again here. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { PeriodType } from '../../common/constants';
import { messages } from '../../common/messages';
import type { Db } from '../db/client';
import { periods } from '../db/schema';
import { AppError } from './errors';

export async function openPeriods(db: Db, type: PeriodType | string, orgId: number) {
  return db
    .select({
      PERIOD_ID: periods.periodId,
      TYPE: periods.type,
      ORG_ID: periods.orgId,
      BRANCH_CODE: periods.branchCode,
      START_DATE: periods.startDate,
      END_DATE: periods.endDate,
      QUARTAL: periods.quartal,
    })
    .from(periods)
    .where(
      and(
        eq(periods.type, type),
        eq(periods.orgId, orgId),
        lte(periods.startDate, sql`current_date`),
        gte(periods.endDate, sql`current_date`),
      ),
    )
    .orderBy(asc(periods.branchCode));
}

/** Throws 'Periode sudah ditutup.' unless a period of this type is open for the org. */
export async function assertPeriodOpen(db: Db, type: PeriodType, orgId: number): Promise<void> {
  const open = await openPeriods(db, type, orgId);
  if (open.length === 0) throw new AppError(messages.periodClosed, 'PERIOD_CLOSED');
}
