/** What the call plan API tests share: the calls, this month, a closed period and the stored rows. */
import { expect } from 'vitest';
import type { PeriodType } from '../../../common/constants';
import type { FixedCallSent, MasterCallSent } from '../../../common/contract/call-management';
import { rows, sql } from '../../db/client';
import { t } from '../../test/demo-app';

export const post = (path: string, body: unknown, token: string) =>
  t.call('POST', `/api/call-management/${path}`, body, token);

/** The answer's data of a call that must succeed. */
export async function dataOf<T>(path: string, body: unknown, token: string): Promise<T> {
  const res = await post(path, body, token);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
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
    sql`SELECT max(end_date)::text AS end FROM periods WHERE type = ${type} AND org_id = ${orgId}`,
  );
  await db.execute(
    sql`UPDATE periods SET end_date = current_date - 1 WHERE type = ${type} AND org_id = ${orgId}`,
  );
  try {
    await body();
  } finally {
    await db.execute(
      sql`UPDATE periods SET end_date = ${was?.end} WHERE type = ${type} AND org_id = ${orgId}`,
    );
  }
}

/** A SALESMAN position of the branch with a plan stored this month in the table, and its customers. */
export async function plannedPosition(
  table: PlanTable,
  branch: string,
  n = 0,
): Promise<{ position: string; customers: string[] }> {
  const { year, periode } = thisMonth();
  const [found] = await rows<{ position: string; customers: string[] }>(
    t.database.db,
    sql`SELECT position_code AS position, array_agg(DISTINCT customer_id_ref ORDER BY customer_id_ref) AS customers
        FROM ${sql.identifier(table)}
        WHERE branch_code = ${branch} AND year_id = ${year} AND periode = ${periode}
        GROUP BY position_code HAVING count(DISTINCT customer_id_ref) >= 3
        ORDER BY position_code OFFSET ${n} LIMIT 1`,
  );
  if (!found) throw new Error(`no planned position ${n} in ${branch}`);
  return found;
}

/** An active customer of the branch. */
export async function customerOf(branch: string): Promise<string> {
  const [found] = await rows<{ ref: string }>(
    t.database.db,
    sql`SELECT customer_id_ref AS ref FROM customers WHERE branch_code = ${branch} AND active
        ORDER BY customer_id_ref LIMIT 1`,
  );
  if (!found) throw new Error(`no customer in ${branch}`);
  return found.ref;
}

export type PlanTable = 'fixed_call_plans' | 'master_call_plans';

/** This month's stored rows of the plan, of one position or of all. */
export function storedPlanCount(table: PlanTable, position?: string): Promise<number> {
  const { year, periode } = thisMonth();
  return countOf(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE year_id = ${year} AND periode = ${periode}
        AND (${position ?? null}::text IS NULL OR position_code = ${position ?? null})`,
  );
}

/** The failed rows of a check as [ROW, REASON]. */
export const reasonsOf = (checked: { failed: readonly { ROW: number; REASON: string }[] }) =>
  checked.failed.map((r) => [r.ROW, r.REASON]);

/** This month's stored fixed call row of the position (and customer), as the screen sends it. */
export async function storedFixedCall(position: string, customer?: string): Promise<FixedCallSent> {
  const { year, periode } = thisMonth();
  const [r] = await rows<FixedCallSent>(
    t.database.db,
    sql`SELECT f.year_id AS "YearID", 0 AS "MonthID", f.periode AS "Periode", f.branch_code AS "BranchCode",
          f.position_code AS "PositionCode", f.type_salesman AS "TypeSalesman",
          f.customer_id_ref AS "CustomerIDRef", c.customer_name AS "CustomerName", f.day_name AS "Days",
          f.frequency AS "Frequency", f.week AS "Week"
        FROM fixed_call_plans f JOIN customers c USING (customer_id_ref)
        WHERE f.position_code = ${position} AND f.year_id = ${year} AND f.periode = ${periode}
          AND (${customer ?? null}::text IS NULL OR f.customer_id_ref = ${customer ?? null})
        ORDER BY f.customer_id_ref, f.day_name, f.week LIMIT 1`,
  );
  if (!r) throw new Error(`no stored row of ${position}`);
  return r;
}

/** This month's stored master row of the position (and customer), as the screen sends it. */
export async function storedMasterCall(position: string, customer?: string): Promise<MasterCallSent> {
  const { year, periode } = thisMonth();
  const [r] = await rows<MasterCallSent>(
    t.database.db,
    sql`SELECT m.year_id AS "YearID", 0 AS "MonthID", m.periode AS "Periode", m.branch_code AS "BranchCode",
          m.position_code AS "PositionCode", m.type_salesman AS "TypeSalesman",
          m.customer_id_ref AS "CustomerIDRef", c.customer_name AS "CustomerName", m.pic_name AS "PicName",
          m.pic_telp AS "PicTelp", m.monday AS "Monday", m.tuesday AS "Tuesday", m.wednesday AS "Wednesday",
          m.thursday AS "Thursday", m.friday AS "Friday", m.saturday AS "Saturday", m.notes AS "Notes"
        FROM master_call_plans m JOIN customers c USING (customer_id_ref)
        WHERE m.position_code = ${position} AND m.year_id = ${year} AND m.periode = ${periode}
          AND (${customer ?? null}::text IS NULL OR m.customer_id_ref = ${customer ?? null})
        ORDER BY m.customer_id_ref LIMIT 1`,
  );
  if (!r) throw new Error(`no stored master call of ${position}`);
  return r;
}

/** Active customers of the branch that this month's plan of the position does not hold. */
export async function unplannedCustomers(
  table: PlanTable,
  branch: string,
  position: string,
  n = 1,
): Promise<{ ref: string; name: string }[]> {
  const { year, periode } = thisMonth();
  const found = await rows<{ ref: string; name: string }>(
    t.database.db,
    sql`SELECT c.customer_id_ref AS ref, c.customer_name AS name FROM customers c
        WHERE c.branch_code = ${branch} AND c.active
          AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} p
                          WHERE p.position_code = ${position} AND p.year_id = ${year}
                            AND p.periode = ${periode} AND p.customer_id_ref = c.customer_id_ref)
        ORDER BY c.customer_id_ref LIMIT ${n}`,
  );
  if (found.length < n) throw new Error(`not ${n} unplanned customers in ${branch}`);
  return found;
}

/** The customers of this month's stored plan of the position. */
export async function customersOf(table: PlanTable, position: string): Promise<string[]> {
  const { year, periode } = thisMonth();
  const found = await rows<{ ref: string }>(
    t.database.db,
    sql`SELECT DISTINCT customer_id_ref AS ref FROM ${sql.identifier(table)}
        WHERE position_code = ${position} AND year_id = ${year} AND periode = ${periode} ORDER BY 1`,
  );
  return found.map((r) => r.ref);
}
