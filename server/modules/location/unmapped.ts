/**
 * The customers nobody serves today (Unmapping Sales): active customers with no sales assignment
 * whose dates hold today, each with its invoice total of the last 12 months.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { UnmappedRow } from '../../../common/contract/location';
import type { Db } from '../../db/client';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface UnmappedFilter {
  /** One org; undefined: every org of the scope. */
  orgId?: number;
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string;
}

/**
 * One statement, whatever the size: the anti-join finds each customer's assignments on the index
 * that leads with customer_id, and the invoice total is summed per unmapped customer only, on the
 * (customer_id, trx_date) index, instead of grouping every invoice of the year first. The list
 * arrives as one JSON text (json-batch.ts): decoding rows field by field costs the embedded
 * database more than the query.
 */
export function listUnmapped(db: Db, scope: Scope, filter: UnmappedFilter): Promise<UnmappedRow[]> {
  const where: SQL | undefined = and(
    sql`c.active`,
    scopeFilter(scope, { orgId: sql`c.org_id`, branchCode: sql`c.branch_code` }),
    filter.orgId === undefined ? undefined : sql`c.org_id = ${filter.orgId}`,
    filter.branchCode === undefined ? undefined : sql`c.branch_code = ${filter.branchCode}`,
    sql`NOT EXISTS (SELECT 1 FROM sales_assignments a
      WHERE a.customer_id = c.customer_id AND current_date BETWEEN a.start_date AND a.end_date)`,
  );
  const row = jsonObjectOf({
    CUSTOMER_ID: sql`c.customer_id`,
    CUSTOMER_ID_REF: sql`c.customer_id_ref`,
    CUSTOMER_NAME: sql`c.customer_name`,
    BRANCH_CODE: sql`c.branch_code`,
    CHANNEL: sql`c.sales_channel`,
    CATBISNIS: sql`c.cat_business`,
    // numeric becomes a JSON number, read back as a JavaScript number (rupiah fit exactly).
    VAL: sql`v.val`,
  });
  return readJsonBatch<UnmappedRow>(
    db,
    sql`SELECT ${row} AS j
      FROM customers c
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(i.amount), 0) AS val FROM invoices i
        WHERE i.customer_id = c.customer_id AND i.trx_date > (current_date - interval '12 months')::date
      ) v
      WHERE ${where}
      ORDER BY v.val DESC, c.customer_id`,
  );
}
