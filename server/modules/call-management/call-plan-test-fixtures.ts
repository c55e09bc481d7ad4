/** What the call plan API tests share: the calls, this month, a closed period and the stored rows. */
import { expect } from 'vitest';
import type { PeriodType } from '../../../common/constants';
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

type PlanTable = 'fixed_call_plans' | 'master_call_plans';

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
