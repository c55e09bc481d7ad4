/**
 * What a call plan batch replaces of the stored plan. By default a file replaces only the keys it
 * holds (fixed call: year, month, position, customer, day, week; master call: year, month,
 * position, customer) and adds the new ones: the other stored rows of its months stay, so a file
 * of a few corrected rows cannot wipe the rest of a month. On the user's choice it replaces the
 * whole month of every position-month in it, which the check has shown in numbers first.
 *
 * Statements join the freshly staged batch to the stored plan: they run with the batch planning of
 * the import pipeline (hash joins whatever the estimates).
 */
import { type Column, getTableName, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallIdentityColumn, StoredMonth } from '../../../common/contract/call-management';
import { type Db, rows, sql } from '../../db/client';
import { branches } from '../../db/schema';
import { columnNames, tableAs } from '../../db/typed-sql';
import { lockKeys, type StagedRows, stagedRows } from '../../platform/import';
import { withBatchPlanning } from '../../platform/import/planning';
import type { PlanAlias, PlanTable } from './call-plan-lists';
import { PLAN_KEY, planKeySql } from './call-plan-rules';

/**
 * The staged rows of a plan upload, typed by its own columns `C` besides those every plan's sheet
 * holds (its month, branch, position, salesman type and customer) and its key.
 */
export type PlanRows<C extends string = never> = StagedRows<C | CallIdentityColumn | typeof PLAN_KEY>;

export interface CallPlanTable<C extends string = string> {
  /** fixedCallPlans or masterCallPlans: both hold year_id, periode and position_code. */
  table: PlanTable;
  /** The table aliased p, as every statement names a stored row; idColumn and storedKey are of it. */
  stored: PlanAlias;
  idColumn: Column;
  /** The stored columns of the row's key, in the order of the staged PLAN_KEY. */
  storedKey: readonly Column[];
  /** The audit log's entity of a row. */
  entity: string;
  /**
   * The columns the plan holds besides those both plans hold (month, branch, position, salesman
   * type, customer), each with its value from a clean row: what tells the two plans apart.
   */
  ownValues: (rows: PlanRows<C>) => readonly (readonly [Column, SQL])[];
}

const b = alias(branches, 'b');

/**
 * The INSERT ... SELECT of the clean rows (of a slice) by the user, for commitBatch's `insert`: the
 * org and branch are the branch's; the rules have checked every value, so the casts hold. A key
 * stored already is left to `replace`, which deleted it first: ON CONFLICT DO NOTHING.
 */
export function insertPlanRows<C extends string>(
  plan: CallPlanTable<C>,
  rows: PlanRows<C>,
  userId: string,
): SQL {
  const p = plan.stored;
  const { col } = rows;
  const own = plan.ownValues(rows);
  return sql`INSERT INTO ${plan.table} AS ${p} (${columnNames(
    p.yearId,
    p.periode,
    p.orgId,
    p.branchCode,
    p.positionCode,
    p.typeSalesman,
    p.customerIdRef,
    ...own.map(([column]) => column),
    p.userIdUpdate,
  )})
      SELECT ${col('YEAR_ID')}::int, ${col('PERIODE')}::int, ${b.orgId}, ${b.branchCode}, ${col('POSITION_DESC')},
        ${col('TYPE_SALESMAN')}, ${col('CUSTOMERID_REF')}, ${sql.join(
          own.map(([, value]) => value),
          sql`, `,
        )}, ${userId}
      FROM ${rows.from} JOIN ${tableAs(branches, b)} ON ${b.branchCode} = ${col('BRANCH_CODE')}
      ON CONFLICT (${columnNames(...plan.storedKey)}) DO NOTHING
      RETURNING ${planKeySql(plan.storedKey)} AS key, ${plan.idColumn}::text AS id, to_jsonb(${p}) AS snapshot`;
}

/** The clean rows as their month, position and key. */
const fileRows = ({ from, col }: PlanRows) => sql`SELECT ${col('YEAR_ID')}::int AS year_id,
    ${col('PERIODE')}::int AS periode, ${col('POSITION_DESC')} AS position_code, ${col(PLAN_KEY)} AS key
  FROM ${from}`;

/**
 * Per position-month of the batch's clean rows: how many rows the file holds, how many stored rows
 * share a key with one of them, and how many other stored rows the month holds.
 */
export function storedMonths(db: Db, batchId: number, plan: CallPlanTable): Promise<StoredMonth[]> {
  const p = plan.stored;
  return withBatchPlanning(db, () =>
    rows<StoredMonth>(
      db,
      sql`WITH file AS (${fileRows(stagedRows(batchId))}),
      months AS (SELECT year_id, periode, position_code, count(*)::int AS n FROM file GROUP BY 1, 2, 3),
      stored AS (
        SELECT ${p.yearId}, ${p.periode}, ${p.positionCode},
               count(f.key)::int AS replaced, (count(*) - count(f.key))::int AS others
        FROM ${tableAs(plan.table, p)}
        JOIN months m ON m.year_id = ${p.yearId} AND m.periode = ${p.periode} AND m.position_code = ${p.positionCode}
        LEFT JOIN file f ON f.key = ${planKeySql(plan.storedKey)}
        GROUP BY 1, 2, 3
      )
      SELECT m.year_id AS "YEAR_ID", m.periode AS "PERIODE", m.position_code AS "POSITION_DESC",
             m.n AS "ROWS", coalesce(s.replaced, 0) AS "REPLACED", coalesce(s.others, 0) AS "OTHERS"
      FROM months m LEFT JOIN stored s
        ON s.year_id = m.year_id AND s.periode = m.periode AND s.position_code = m.position_code
      ORDER BY m.position_code, m.year_id, m.periode`,
    ),
  );
}

/**
 * The DELETE of what the batch replaces, for commitBatch's `replace` (given the batch's clean rows):
 * the stored rows whose key a clean row holds, or with `wholeMonth` every stored row of the
 * position-months of the clean rows.
 */
export function replaceStored(plan: CallPlanTable, wholeMonth: boolean) {
  const p = plan.stored;
  // A stored row meets one file row: its key (unique in a clean batch), or its month (distinct).
  const file = (clean: PlanRows) =>
    wholeMonth
      ? sql`SELECT DISTINCT year_id, periode, position_code FROM (${fileRows(clean)}) m`
      : fileRows(clean);
  const sameKey = wholeMonth ? sql`` : sql`AND ${planKeySql(plan.storedKey)} = f.key`;
  return (clean: PlanRows) => sql`DELETE FROM ${tableAs(plan.table, p)} USING (${file(clean)}) f
    WHERE ${p.yearId} = f.year_id AND ${p.periode} = f.periode AND ${p.positionCode} = f.position_code ${sameKey}
    RETURNING ${plan.idColumn}::text AS id, to_jsonb(${p}) AS snapshot`;
}

/**
 * Saves of the same position-months take turns: the stored rows a save replaces are read after
 * the lock, so a save that waited sees what the other committed and replaces it as a later save
 * would, instead of both deleting what was there before and merging their rows (PostgreSQL; a
 * month may hold no row yet, so no row lock can stand in for this one).
 */
export async function lockMonths(db: Db, batchId: number, plan: CallPlanTable): Promise<void> {
  const months = await rows<{ key: string }>(
    db,
    sql`SELECT DISTINCT concat_ws('|', year_id, periode, position_code) AS key FROM (${fileRows(stagedRows(batchId))}) f`,
  );
  await lockKeys(
    db,
    months.map((m) => `${getTableName(plan.table)}:${m.key}`),
  );
}
