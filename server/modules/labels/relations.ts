/**
 * The relation rows of the print screens: the customers a position serves today (an assignment
 * whose dates hold today, one row per customer whatever its business lines), each with the state of
 * its latest label. Labels not printed yet come first, so the screen's rule "Print All is disabled
 * when the first row is printed" means "when every label is printed"; the labels to print again
 * (ShouldReprint) come next, ahead of the printed ones that are still right.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { PrintPositionOption, RelationPrintRow } from '../../../common/contract/labels';
import { messages } from '../../../common/messages';
import { type Db, rows } from '../../db/client';
import { roles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import { type PositionQuery, positionSelectRows } from '../../platform/positions';
import { assertInScope, type Scope, scopeFilter } from '../../platform/scope';

export interface PrintPosition {
  code: string;
  orgId: number;
  branchCode: string;
  titleCode: string;
}

/** The position asked for: it must exist and lie in the caller's scope. */
export async function printPosition(db: Db, scope: Scope, code: string): Promise<PrintPosition> {
  const [found] = await rows<PrintPosition>(
    db,
    sql`SELECT role_position_code AS "code", org_id AS "orgId", branch_code AS "branchCode",
          coalesce(employee_title_code, '') AS "titleCode"
        FROM roles WHERE role_position_code = ${code.toUpperCase()}`,
  );
  if (!found) throw new AppError(messages.positionNotFound(code), 'NOT_FOUND');
  assertInScope(scope, found);
  return found;
}

/**
 * What the latest label said against what the customer is now: a label whose name, reference,
 * org or branch no longer match is to be printed again.
 */
const changedSincePrint = sql`(lp.customer_name <> c.customer_name OR lp.customer_id_ref <> c.customer_id_ref
  OR lp.org_id <> c.org_id OR lp.branch_code <> c.branch_code)`;

/** The fields of a relation row, from the customer `c`, its latest print `lp` and the count `n`. */
const relationFields = (position: PrintPosition) => ({
  BRANCH_CODE: sql`c.branch_code`,
  POSITION_CODE: sql`${position.code}::text`,
  EMPLOYEE_TITLE_CODE: sql`${position.titleCode}::text`,
  CUSTOMER_ID: sql`c.customer_id`,
  CUSTOMER_ID_REF: sql`c.customer_id_ref`,
  CUSTOMER_NAME: sql`c.customer_name`,
  CUSTOMER_NAME_PRINT: sql`lp.customer_name`,
  ORG_ID: sql`c.org_id`,
  IsPrint: sql`CASE WHEN lp.printed_at IS NULL THEN 0 ELSE 1 END`,
  LAST_UPDATE_PRINT: sql`to_char(lp.printed_at, 'YYYY-MM-DD HH24:MI:SS')`,
  ShouldReprint: sql`CASE WHEN lp.printed_at IS NOT NULL AND ${changedSincePrint} THEN 1 ELSE 0 END`,
  PRINT_COUNT: sql`coalesce(n.prints, 0)`,
});

export interface RelationFilter {
  /** One org (head office naming one); undefined: the position's. */
  orgId?: number;
  /** Only these customers (a sticker file); undefined: every one the position serves. */
  customerIds?: readonly string[];
}

export async function relationRows(
  db: Db,
  scope: Scope,
  position: PrintPosition,
  filter: RelationFilter = {},
): Promise<RelationPrintRow[]> {
  const where: SQL | undefined = and(
    sql`a.position_code = ${position.code}`,
    sql`current_date BETWEEN a.start_date AND a.end_date`,
    scopeFilter(scope, { orgId: sql`a.org_id`, branchCode: sql`a.branch_code` }),
    filter.orgId === undefined ? undefined : sql`a.org_id = ${filter.orgId}`,
    filter.customerIds === undefined
      ? undefined
      : sql`a.customer_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(filter.customerIds)}::jsonb))`,
  );
  return readJsonBatch<RelationPrintRow>(
    db,
    sql`SELECT ${jsonObjectOf(relationFields(position))} AS j
      FROM (SELECT DISTINCT a.customer_id FROM sales_assignments a WHERE ${where}) served
      JOIN customers c ON c.customer_id = served.customer_id
      LEFT JOIN LATERAL (
        SELECT p.customer_name, p.customer_id_ref, p.org_id, p.branch_code, p.printed_at
        FROM label_prints p WHERE p.customer_id = c.customer_id
        ORDER BY p.label_print_id DESC LIMIT 1
      ) lp ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS prints FROM label_prints p WHERE p.customer_id = c.customer_id
      ) n ON true
      ORDER BY (lp.printed_at IS NOT NULL), (lp.printed_at IS NOT NULL AND ${changedSincePrint}) DESC,
        c.customer_name, c.customer_id`,
  );
}

/**
 * The positions of the scope (and branch) that serve customers today, each with its branch, whose
 * code holds the search: the print screens offer no position whose list would be empty. Bounded as
 * every position select is (positionSelectRows); each role read probes the assignments' position
 * index for one holding today, until the answer is full.
 */
export function servingPositions(
  db: Db,
  scope: Scope,
  query: PositionQuery = {},
): Promise<PrintPositionOption[]> {
  return positionSelectRows(
    db,
    scope,
    query,
    sql`EXISTS (SELECT 1 FROM sales_assignments a
      WHERE a.position_code = ${roles.rolePositionCode} AND current_date BETWEEN a.start_date AND a.end_date)`,
  );
}
