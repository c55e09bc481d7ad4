/** What the call plan API tests share: the calls, this month, a closed period and the stored rows. */

import { getTableName } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { PeriodType } from '../../../common/constants';
import type { FixedCallSent, MasterCallSent } from '../../../common/contract/call-management';
import { rows, sql } from '../../db/client';
import { customers, fixedCallPlans, masterCallPlans, periods } from '../../db/schema';
import { bare, tableAs } from '../../db/typed-sql';
import type { PostCall } from '../../test/contract-post';
import { t } from '../../test/demo-app';
import type { PlanTable } from './call-plan-lists';

export type { PlanTable };

/** A plan table, or its name as the schema declares it (so a renamed table fails a caller's type-check). */
export type PlanTableRef = PlanTable | PlanTable['_']['name'];

function planTable(ref: PlanTableRef): PlanTable {
  if (typeof ref !== 'string') return ref;
  return ref === getTableName(fixedCallPlans) ? fixedCallPlans : masterCallPlans;
}

const c = alias(customers, 'c');

/** The answer's data of a call that must succeed. */
export async function dataOf<T>(def: PostCall, body: unknown, token: string): Promise<T> {
  const res = await t.post(def, body, token);
  expect(res.statusCode, `${def.path}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json().data as T;
}

export function thisMonth() {
  const d = new Date();
  return { year: d.getFullYear(), periode: d.getMonth() + 1 };
}

export async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [found] = await rows<{ n: number }>(t.database.db, query);
  return found?.n ?? 0;
}

/** Runs `body` while the org's period of the type is closed, then opens it as it was. */
export async function whilePeriodClosed(type: PeriodType, orgId: number, body: () => Promise<void>) {
  const db = t.database.db;
  const [was] = await rows<{ end: string }>(
    db,
    sql`SELECT max(${periods.endDate})::text AS end FROM ${periods}
        WHERE ${periods.type} = ${type} AND ${periods.orgId} = ${orgId}`,
  );
  await db.execute(
    sql`UPDATE ${periods} SET ${bare(periods.endDate)} = current_date - 1
        WHERE ${periods.type} = ${type} AND ${periods.orgId} = ${orgId}`,
  );
  try {
    await body();
  } finally {
    await db.execute(
      sql`UPDATE ${periods} SET ${bare(periods.endDate)} = ${was?.end}
          WHERE ${periods.type} = ${type} AND ${periods.orgId} = ${orgId}`,
    );
  }
}

/** A SALESMAN position of the branch with a plan stored this month in the table, and its customers. */
export async function plannedPosition(
  ref: PlanTableRef,
  branch: string,
  n = 0,
): Promise<{ position: string; customers: string[] }> {
  const { year, periode } = thisMonth();
  const table = planTable(ref);
  const [found] = await rows<{ position: string; customers: string[] }>(
    t.database.db,
    sql`SELECT ${table.positionCode} AS position,
          array_agg(DISTINCT ${table.customerIdRef} ORDER BY ${table.customerIdRef}) AS customers
        FROM ${table}
        WHERE ${table.branchCode} = ${branch} AND ${table.yearId} = ${year} AND ${table.periode} = ${periode}
        GROUP BY ${table.positionCode} HAVING count(DISTINCT ${table.customerIdRef}) >= 3
        ORDER BY ${table.positionCode} OFFSET ${n} LIMIT 1`,
  );
  if (!found) throw new Error(`no planned position ${n} in ${branch}`);
  return found;
}

/** An active customer of the branch. */
export async function customerOf(branch: string): Promise<string> {
  const [found] = await rows<{ ref: string }>(
    t.database.db,
    sql`SELECT ${customers.customerIdRef} AS ref FROM ${customers}
        WHERE ${customers.branchCode} = ${branch} AND ${customers.active}
        ORDER BY ${customers.customerIdRef} LIMIT 1`,
  );
  if (!found) throw new Error(`no customer in ${branch}`);
  return found.ref;
}

/** This month's stored rows of the plan, of one position or of all. */
export function storedPlanCount(ref: PlanTableRef, position?: string): Promise<number> {
  const { year, periode } = thisMonth();
  const table = planTable(ref);
  return countOf(
    sql`SELECT count(*)::int AS n FROM ${table} WHERE ${table.yearId} = ${year} AND ${table.periode} = ${periode}
        AND (${position ?? null}::text IS NULL OR ${table.positionCode} = ${position ?? null})`,
  );
}

/** The failed rows of a check as [ROW, REASON]. */
export const reasonsOf = (checked: { failed: readonly { ROW: number; REASON: string }[] }) =>
  checked.failed.map((r) => [r.ROW, r.REASON]);

const f = alias(fixedCallPlans, 'f');
const m = alias(masterCallPlans, 'm');

/** This month's stored fixed call row of the position (and customer), as the screen sends it. */
export async function storedFixedCall(position: string, customer?: string): Promise<FixedCallSent> {
  const { year, periode } = thisMonth();
  const [r] = await rows<FixedCallSent>(
    t.database.db,
    sql`SELECT ${f.yearId} AS "YearID", 0 AS "MonthID", ${f.periode} AS "Periode", ${f.branchCode} AS "BranchCode",
          ${f.positionCode} AS "PositionCode", ${f.typeSalesman} AS "TypeSalesman",
          ${f.customerIdRef} AS "CustomerIDRef", ${c.customerName} AS "CustomerName", ${f.dayName} AS "Days",
          ${f.frequency} AS "Frequency", ${f.week} AS "Week"
        FROM ${tableAs(fixedCallPlans, f)} JOIN ${tableAs(customers, c)} ON ${c.customerIdRef} = ${f.customerIdRef}
        WHERE ${f.positionCode} = ${position} AND ${f.yearId} = ${year} AND ${f.periode} = ${periode}
          AND (${customer ?? null}::text IS NULL OR ${f.customerIdRef} = ${customer ?? null})
        ORDER BY ${f.customerIdRef}, ${f.dayName}, ${f.week} LIMIT 1`,
  );
  if (!r) throw new Error(`no stored row of ${position}`);
  return r;
}

/** This month's stored master row of the position (and customer), as the screen sends it. */
export async function storedMasterCall(position: string, customer?: string): Promise<MasterCallSent> {
  const { year, periode } = thisMonth();
  const [r] = await rows<MasterCallSent>(
    t.database.db,
    sql`SELECT ${m.yearId} AS "YearID", 0 AS "MonthID", ${m.periode} AS "Periode", ${m.branchCode} AS "BranchCode",
          ${m.positionCode} AS "PositionCode", ${m.typeSalesman} AS "TypeSalesman",
          ${m.customerIdRef} AS "CustomerIDRef", ${c.customerName} AS "CustomerName", ${m.picName} AS "PicName",
          ${m.picTelp} AS "PicTelp", ${m.monday} AS "Monday", ${m.tuesday} AS "Tuesday", ${m.wednesday} AS "Wednesday",
          ${m.thursday} AS "Thursday", ${m.friday} AS "Friday", ${m.saturday} AS "Saturday", ${m.notes} AS "Notes"
        FROM ${tableAs(masterCallPlans, m)} JOIN ${tableAs(customers, c)} ON ${c.customerIdRef} = ${m.customerIdRef}
        WHERE ${m.positionCode} = ${position} AND ${m.yearId} = ${year} AND ${m.periode} = ${periode}
          AND (${customer ?? null}::text IS NULL OR ${m.customerIdRef} = ${customer ?? null})
        ORDER BY ${m.customerIdRef} LIMIT 1`,
  );
  if (!r) throw new Error(`no stored master call of ${position}`);
  return r;
}

/** Active customers of the branch that this month's plan of the position does not hold. */
export async function unplannedCustomers(
  ref: PlanTableRef,
  branch: string,
  position: string,
  n = 1,
): Promise<{ ref: string; name: string }[]> {
  const { year, periode } = thisMonth();
  const table = planTable(ref);
  const found = await rows<{ ref: string; name: string }>(
    t.database.db,
    sql`SELECT ${c.customerIdRef} AS ref, ${c.customerName} AS name FROM ${tableAs(customers, c)}
        WHERE ${c.branchCode} = ${branch} AND ${c.active}
          AND NOT EXISTS (SELECT 1 FROM ${table}
                          WHERE ${table.positionCode} = ${position} AND ${table.yearId} = ${year}
                            AND ${table.periode} = ${periode} AND ${table.customerIdRef} = ${c.customerIdRef})
        ORDER BY ${c.customerIdRef} LIMIT ${n}`,
  );
  if (found.length < n) throw new Error(`not ${n} unplanned customers in ${branch}`);
  return found;
}

/** The customers of this month's stored plan of the position. */
export async function customersOf(ref: PlanTableRef, position: string): Promise<string[]> {
  const { year, periode } = thisMonth();
  const table = planTable(ref);
  const found = await rows<{ ref: string }>(
    t.database.db,
    sql`SELECT DISTINCT ${table.customerIdRef} AS ref FROM ${table}
        WHERE ${table.positionCode} = ${position} AND ${table.yearId} = ${year} AND ${table.periode} = ${periode}
        ORDER BY 1`,
  );
  return found.map((r) => r.ref);
}
