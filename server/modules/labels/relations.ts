/**
 * The relation rows of the print screens: the customers a position serves today (an assignment
 * whose dates hold today, one row per customer whatever its business lines), each with the state of
 * its latest label. Labels not printed yet come first, so the screen's rule "Print All is disabled
 * when the first row is printed" means "when every label is printed"; the labels to print again
 * (ShouldReprint) come next, ahead of the printed ones that are still right.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PrintPositionOption, RelationPrintRow } from '../../../common/contract/labels';
import { messages } from '../../../common/messages';
import { type Db, rows } from '../../db/client';
import { customers, labelPrints, roles, salesAssignments } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import { AppError } from '../../platform/errors';
import { jsonObjectOf, readJsonBatch } from '../../platform/list';
import { type PositionQuery, positionSelectRows } from '../../platform/positions';
import { foundInScope, type Scope, scopeFilter } from '../../platform/scope';

export interface PrintPosition {
  code: string;
  orgId: number;
  branchCode: string;
  titleCode: string;
}

/** The position asked for: it must exist and lie in the caller's scope (404 for either). */
export async function printPosition(db: Db, scope: Scope, code: string): Promise<PrintPosition> {
  const [found] = await rows<PrintPosition>(
    db,
    sql`SELECT ${roles.rolePositionCode} AS "code", ${roles.orgId} AS "orgId", ${roles.branchCode} AS "branchCode",
          coalesce(${roles.employeeTitleCode}, '') AS "titleCode"
        FROM ${roles} WHERE ${roles.rolePositionCode} = ${code.toUpperCase()}`,
  );
  return foundInScope(
    scope,
    found,
    (position) => position,
    () => new AppError(messages.positionNotFound(code), 'NOT_FOUND'),
  );
}

/** A customer `c`, an assignment `a`, a print `p`. */
const c = alias(customers, 'c');
const a = alias(salesAssignments, 'a');
const p = alias(labelPrints, 'p');
/** The customer's latest print: a row of label_prints (some of its columns). */
const lp = alias(labelPrints, 'lp');
/** The customers served: the customer_id of assignments. */
const served = alias(salesAssignments, 'served');

/**
 * What the latest label said against what the customer is now: a label whose name, reference,
 * org or branch no longer match is to be printed again.
 */
const changedSincePrint = sql`(${lp.customerName} <> ${c.customerName} OR ${lp.customerIdRef} <> ${c.customerIdRef}
  OR ${lp.orgId} <> ${c.orgId} OR ${lp.branchCode} <> ${c.branchCode})`;

/** The fields of a relation row, from the customer `c`, its latest print `lp` and the count `n`. */
const relationFields = (position: PrintPosition) => ({
  BRANCH_CODE: sql`${c.branchCode}`,
  POSITION_CODE: sql`${position.code}::text`,
  EMPLOYEE_TITLE_CODE: sql`${position.titleCode}::text`,
  CUSTOMER_ID: sql`${c.customerId}`,
  CUSTOMER_ID_REF: sql`${c.customerIdRef}`,
  CUSTOMER_NAME: sql`${c.customerName}`,
  CUSTOMER_NAME_PRINT: sql`${lp.customerName}`,
  ORG_ID: sql`${c.orgId}`,
  IsPrint: sql`CASE WHEN ${lp.printedAt} IS NULL THEN 0 ELSE 1 END`,
  LAST_UPDATE_PRINT: sql`to_char(${lp.printedAt}, 'YYYY-MM-DD HH24:MI:SS')`,
  ShouldReprint: sql`CASE WHEN ${lp.printedAt} IS NOT NULL AND ${changedSincePrint} THEN 1 ELSE 0 END`,
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
    sql`${a.positionCode} = ${position.code}`,
    sql`current_date BETWEEN ${a.startDate} AND ${a.endDate}`,
    scopeFilter(scope, { orgId: sql`${a.orgId}`, branchCode: sql`${a.branchCode}` }),
    filter.orgId === undefined ? undefined : sql`${a.orgId} = ${filter.orgId}`,
    filter.customerIds === undefined
      ? undefined
      : sql`${a.customerId} IN (SELECT jsonb_array_elements_text(${JSON.stringify(filter.customerIds)}::jsonb))`,
  );
  return readJsonBatch<RelationPrintRow>(
    db,
    sql`SELECT ${jsonObjectOf(relationFields(position))} AS j
      FROM (SELECT DISTINCT ${a.customerId} FROM ${tableAs(salesAssignments, a)} WHERE ${where}) ${served}
      JOIN ${tableAs(customers, c)} ON ${c.customerId} = ${served.customerId}
      LEFT JOIN LATERAL (
        SELECT ${p.customerName}, ${p.customerIdRef}, ${p.orgId}, ${p.branchCode}, ${p.printedAt}
        FROM ${tableAs(labelPrints, p)} WHERE ${p.customerId} = ${c.customerId}
        ORDER BY ${p.labelPrintId} DESC LIMIT 1
      ) ${lp} ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS prints FROM ${tableAs(labelPrints, p)} WHERE ${p.customerId} = ${c.customerId}
      ) n ON true
      ORDER BY (${lp.printedAt} IS NOT NULL), (${lp.printedAt} IS NOT NULL AND ${changedSincePrint}) DESC,
        ${c.customerName}, ${c.customerId}`,
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
    sql`EXISTS (SELECT 1 FROM ${tableAs(salesAssignments, a)}
      WHERE ${a.positionCode} = ${roles.rolePositionCode} AND current_date BETWEEN ${a.startDate} AND ${a.endDate})`,
  );
}
