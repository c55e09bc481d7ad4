/** The SQL of the Setting Period screen: the period rows it lists and the rows ADD/UPDATE writes. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PeriodRow, PeriodSetupRow } from '../../../common/contract/setting';
import type { Db } from '../../db/client';
import { branches, periods } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { PERIOD_FIELDS } from '../../platform/periods';
import { type Scope, scopeFilter } from '../../platform/scope';

/** The branch of a period row, read beside it. */
const b = alias(branches, 'b');

/** The values ADD/UPDATE gives every row it writes. */
export interface PeriodValues {
  type: string;
  startDate: string;
  endDate: string;
  quartal: string | null;
  userIdUpdate: string;
}

/** The period rows of one module type (or of all when undefined) in the caller's scope. */
export async function periodSetupRows(
  db: Db,
  type: string | undefined,
  scope: Scope,
): Promise<PeriodSetupRow[]> {
  return db
    .select({ ...PERIOD_FIELDS, BRANCH_DESC: sql<string>`coalesce(${branches.branchDesc}, '')` })
    .from(periods)
    .leftJoin(branches, eq(branches.branchCode, periods.branchCode))
    .where(
      and(
        type === undefined ? undefined : eq(periods.type, type),
        scopeFilter(scope, { orgId: periods.orgId, branchCode: periods.branchCode }),
      ),
    )
    .orderBy(asc(periods.type), asc(periods.branchCode), asc(periods.periodId));
}

/**
 * Holds the periods of one module type until the transaction ends: two saves of the same module
 * at once would otherwise both find no row of a branch and both add one (the table has no unique
 * key on module and branch).
 */
export async function lockPeriodType(db: Db, type: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`armada-period:${type}`}, 0))`);
}

/** The rows of a module type for the given branches, as they are before the save. */
export async function periodsOfBranches(db: Db, type: string, branchCodes: string[]): Promise<PeriodRow[]> {
  return db
    .select(PERIOD_FIELDS)
    .from(periods)
    .where(and(eq(periods.type, type), inArray(periods.branchCode, branchCodes)))
    .orderBy(asc(periods.periodId));
}

/** Replaces the dates and quartal of the module's rows of these branches; answers them as saved. */
export async function updatePeriods(
  db: Db,
  values: PeriodValues,
  branchCodes: string[],
): Promise<PeriodRow[]> {
  if (branchCodes.length === 0) return [];
  return db
    .update(periods)
    .set({
      startDate: values.startDate,
      endDate: values.endDate,
      quartal: values.quartal,
      userIdUpdate: values.userIdUpdate,
      lastUpdate: sql`now()`,
      // The row follows its branch's org, should the branch have moved since it was written.
      orgId: sql`(SELECT ${b.orgId} FROM ${tableAs(branches, b)} WHERE ${b.branchCode} = ${periods.branchCode})`,
    })
    .where(and(eq(periods.type, values.type), inArray(periods.branchCode, branchCodes)))
    .returning(PERIOD_FIELDS);
}

/** Adds a row of the module for each of these branches; answers them as saved. */
export async function insertPeriods(
  db: Db,
  values: PeriodValues,
  toAdd: { orgId: number; branchCode: string }[],
): Promise<PeriodRow[]> {
  if (toAdd.length === 0) return [];
  return db
    .insert(periods)
    .values(toAdd.map((b) => ({ ...values, orgId: b.orgId, branchCode: b.branchCode })))
    .returning(PERIOD_FIELDS);
}
