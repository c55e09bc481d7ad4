/** SQL of the assignment overview and of one assignment. */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ASSIGNMENT_DEFAULT_SORT,
  ASSIGNMENT_SORT_FIELDS,
  type AssignmentRow,
} from '../../../common/contract/sales-assignment';
import { type Db, rows } from '../../db/client';
import {
  assignmentSearchText,
  customers,
  roles,
  salesAssignments,
  salesrepMappings,
  salesreps,
  salesTerritories,
} from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  type ExportQuery,
  jsonObjectOf,
  type KeysetOrder,
  type PagePlan,
  readJsonBatch,
} from '../../platform/list';
import { containing } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

const a = salesAssignments;
const m = alias(salesrepMappings, 'm');
const r = alias(roles, 'r');
const s = alias(salesreps, 's');
const c = alias(customers, 'c');
const t = alias(salesTerritories, 't');
const x = alias(salesAssignments, 'x');

/**
 * The rep holding each position today: a few thousand rows, joined by hash to a page or an export
 * batch (one probe per row through roles would cost more on an export of 300,000 rows).
 */
const holders = sql`(SELECT ${r.rolePositionCode} AS position_code, ${s.employeeName} AS employee_name
    FROM ${tableAs(salesrepMappings, m)}
    JOIN ${tableAs(roles, r)} ON ${r.roleMapId} = ${m.roleMapId}
    JOIN ${tableAs(salesreps, s)} ON ${s.employeeId} = ${m.employeeId}
    WHERE current_date BETWEEN ${m.startDate} AND ${m.endDate}) AS h`;

/** The columns of an assignment as the spec names them. */
const assignmentColumns: Record<keyof AssignmentRow, SQLWrapper> = {
  ASSIGNMENT_MAP_ID: a.assignmentMapId,
  ASSIGMENT_NUMBER: a.assigmentNumber,
  POSITION_CODE: a.positionCode,
  SALESREP_EMPLOYEE_NAME: sql`h.employee_name`,
  ADD_SALESMAN_POSITION: a.addSalesmanPosition,
  BISNIS: a.bisnis,
  TYPE_DESC: a.typeDesc,
  CUSTOMER_ID: a.customerId,
  CUSTOMER_ID_REF: a.customerIdRef,
  CUSTOMER_NAME: a.customerName,
  SALES_CHANNEL: customers.salesChannel,
  SALES_TERRITORY_NAME: salesTerritories.territoryName,
  ASSIGNMENT_START_DATE: a.startDate,
  ASSIGNMENT_END_DATE: a.endDate,
  ASSIGNMENT_LAST_UPDATE: sql`to_char(${a.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS')`,
  BRANCH_CODE_POSITION: a.branchCode,
  ORG_ID: a.orgId,
  STATUS: sql`CASE WHEN current_date BETWEEN ${a.startDate} AND ${a.endDate} THEN 'ACTIVE' ELSE 'INACTIVE' END`,
};

/**
 * The overview's orders: the contract's sortable columns, each with an index of its own (with the
 * id to break ties), so a page of any of them is an index range read over 300,000 rows.
 */
export const ASSIGNMENT_ORDER: KeysetOrder = {
  sortable: new Map(
    ASSIGNMENT_SORT_FIELDS.map((field) => [
      field,
      { expr: assignmentColumns[field], ...(field === 'ASSIGNMENT_MAP_ID' ? { unique: true } : {}) },
    ]),
  ),
  defaultField: ASSIGNMENT_DEFAULT_SORT.field,
  defaultDir: ASSIGNMENT_DEFAULT_SORT.sort,
  idField: 'ASSIGNMENT_MAP_ID',
  id: a.assignmentMapId,
};

export interface AssignmentListFilter {
  /** '' or '0' for every position in scope. */
  positionCode: string;
  /** An org head office asks for; undefined for every org of the scope. */
  orgId: number | undefined;
  search: string;
}

/** The overview's WHERE clause over assignments alone, so the count needs no join. */
export function assignmentListWhere(scope: Scope, filter: AssignmentListFilter): SQL | undefined {
  // A search box holds one line: control characters cannot be part of any stored text.
  const search = filter.search.replace(/\p{Cc}/gu, ' ').trim();
  const position = filter.positionCode.trim().toUpperCase();
  return and(
    scopeFilter(scope, { orgId: a.orgId, branchCode: a.branchCode }),
    filter.orgId === undefined ? undefined : eq(a.orgId, filter.orgId),
    position !== '' && position !== '0' ? eq(a.positionCode, position) : undefined,
    search ? sql`${assignmentSearchText(a)} ILIKE ${containing(search)}` : undefined,
  );
}

/**
 * The query of one page plan (a page, an export batch, or the export's whole selection): one
 * column `j` per assignment, in the plan's order.
 */
export function assignmentsQuery(db: Db, where: SQL | undefined, plan: PagePlan): SQL {
  // The page is chosen on assignments alone (an index range read), then joined for its other columns.
  const page = db
    .select({ id: a.assignmentMapId })
    .from(a)
    .where(and(where, plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  const ordered = sql`${sql.join(plan.orderBy, sql`, `)}`;
  return sql`SELECT ${jsonObjectOf(assignmentColumns)} AS j
        FROM ${a}
        JOIN ${customers} ON ${customers.customerId} = ${a.customerId}
        LEFT JOIN ${salesTerritories} ON ${salesTerritories.territoryCode} = ${customers.territoryCode}
        LEFT JOIN ${holders} ON h.position_code = ${a.positionCode}
        WHERE ${a.assignmentMapId} IN (${page})
        ORDER BY ${ordered}`;
}

/** The rep holding each position today, as an export lookup's rows: [position code, rep's name]. */
const holdersToday = sql`SELECT json_build_array(${r.rolePositionCode}, ${s.employeeName}) AS j
    FROM ${tableAs(salesrepMappings, m)}
    JOIN ${tableAs(roles, r)} ON ${r.roleMapId} = ${m.roleMapId}
    JOIN ${tableAs(salesreps, s)} ON ${s.employeeId} = ${m.employeeId}
    WHERE current_date BETWEEN ${m.startDate} AND ${m.endDate}`;

/** The columns an export reads from assignments themselves; the others are its lookups. */
const { SALESREP_EMPLOYEE_NAME, SALES_CHANNEL, SALES_TERRITORY_NAME, ...ownColumns } = assignmentColumns;

/**
 * The export of the overview: its page query without joins (an index range read of assignments in
 * the plan's order, which a cursor streams from its first row), with the customer's channel and
 * territory and the position's rep today looked up by key for each batch (platform/list
 * ExportLookup).
 */
export function assignmentExportQuery(db: Db, where: SQL | undefined): ExportQuery {
  return {
    fields: ownColumns,
    select: (plan, row) =>
      db
        .select({ j: sql`${row}`.as('j') })
        .from(a)
        .where(and(where, plan.where))
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
    lookups: [
      {
        key: 'CUSTOMER_ID',
        fields: ['SALES_CHANNEL', 'SALES_TERRITORY_NAME'],
        select: (
          keys,
        ) => sql`SELECT json_build_array(${c.customerId}, ${c.salesChannel}, ${t.territoryName}) AS j
            FROM ${tableAs(customers, c)}
            LEFT JOIN ${tableAs(salesTerritories, t)} ON ${t.territoryCode} = ${c.territoryCode}
            WHERE ${c.customerId} = ANY(${keys})`,
      },
      {
        key: 'POSITION_CODE',
        fields: ['SALESREP_EMPLOYEE_NAME'],
        select: (keys) => sql`${holdersToday} AND ${r.rolePositionCode} = ANY(${keys})`,
        // One rep per position held today: a few thousand rows, where 300,000 assignments name
        // most of 300,000 positions (a batch of 2,000 names about 1,980, nearly all without a rep).
        whole: holdersToday,
      },
    ],
  };
}

/** The assignments of one page plan (a page, or a batch of the export), read as one JSON text. */
export async function selectAssignments(
  db: Db,
  where: SQL | undefined,
  plan: PagePlan,
): Promise<AssignmentRow[]> {
  return readJsonBatch<AssignmentRow>(db, assignmentsQuery(db, where, plan));
}

export async function countAssignments(db: Db, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(where);
  return found?.n ?? 0;
}

export async function assignmentById(db: Db, id: number): Promise<AssignmentRow | undefined> {
  const [found] = await readJsonBatch<AssignmentRow>(
    db,
    sql`SELECT ${jsonObjectOf(assignmentColumns)} AS j
        FROM ${a}
        JOIN ${customers} ON ${customers.customerId} = ${a.customerId}
        LEFT JOIN ${salesTerritories} ON ${salesTerritories.territoryCode} = ${customers.territoryCode}
        LEFT JOIN ${holders} ON h.position_code = ${a.positionCode}
        WHERE ${a.assignmentMapId} = ${id}`,
  );
  return found;
}

/** The stored row as the audit log keeps it. */
export async function assignmentSnapshot(db: Db, id: number): Promise<unknown> {
  const [found] = await rows<{ snapshot: unknown }>(
    db,
    sql`SELECT to_jsonb(${x}) AS snapshot FROM ${tableAs(salesAssignments, x)} WHERE ${x.assignmentMapId} = ${id}`,
  );
  return found?.snapshot ?? null;
}
