/**
 * Demo rows the API tests of several modules build on (assignments, targets, branch periods),
 * looked up rather than hard-coded.
 */
import { OPEN_END_DATE } from '../../common/constants';
import { rows, sql } from '../db/client';
import type { TestApp } from './harness';

export interface FreeCustomer {
  id: string;
  ref: string;
  name: string;
}

/** The n-th active customer of the branch that has no assignment at all (never mapped). */
export async function freeCustomer(t: TestApp, branch: string, n: number): Promise<FreeCustomer> {
  const [found] = await rows<FreeCustomer>(
    t.database.db,
    sql`SELECT customer_id AS id, customer_id_ref AS ref, customer_name AS name FROM customers c
        WHERE branch_code = ${branch} AND active
          AND NOT EXISTS (SELECT 1 FROM sales_assignments a WHERE a.customer_id = c.customer_id)
        ORDER BY customer_id OFFSET ${n} LIMIT 1`,
  );
  if (!found) throw new Error(`no free customer ${n} in ${branch}`);
  return found;
}

/** The n-th sales position of the branch open for the last two years and on. */
export async function salesPosition(t: TestApp, branch: string, n = 0): Promise<string> {
  const [found] = await rows<{ code: string }>(
    t.database.db,
    sql`SELECT role_position_code AS code FROM roles
        WHERE branch_code = ${branch} AND employee_type_code IN ('SALESMAN', 'MERCHANDISER')
          AND role_start_date <= current_date - 730 AND role_end_date = ${OPEN_END_DATE}
        ORDER BY role_position_code OFFSET ${n} LIMIT 1`,
  );
  if (!found) throw new Error(`no sales position ${n} in ${branch}`);
  return found.code;
}
