/**
 * The rules every new or changed assignment meets, whether it comes from the entry screen, the
 * edit form or an upload of 50,000 rows: the rows are staged through the import pipeline and
 * checked set-wise by these rules, so the three ways in cannot drift apart.
 *
 * A row maps a customer (by CUSTOMER_ID_REF) in a business line and type description to a sales
 * position, with an optional additional salesman position, from a start to an end date:
 * - the customer exists, is active and belongs to the position's branch;
 * - the business line exists and has the type description;
 * - the position is a sales-force role (not a supervisor or CSO) open on the start date, and lies in
 *   the caller's scope (Branch/Position tidak sesuai. otherwise: the whole upload is refused);
 * - the additional position is NA or another sales-force role of the same branch;
 * - the start date is not in a closed month (before the first day of the current month), the end
 *   date not before it;
 * - the same customer, business, type and position appear once per file, and do not overlap an
 *   assignment already stored (a second submit of the same file adds nothing).
 */
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NA } from '../../../common/constants';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { firstDayOfMonth } from '../../../common/dates';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { businessLines, businessTypeDescs, customers, roles, salesAssignments } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  branchPeriodOpen,
  col,
  inReference,
  isoDate,
  notBefore,
  type RowRule,
  required,
  rowExists,
  rowRule,
  uniqueInBatch,
} from '../../platform/import';
import { outsideScope, type Scope } from '../../platform/scope';
import { isStorable } from '../../platform/storable-text';

/** The columns of a staged assignment row. */
export const STAGED_COLUMNS = [
  'CUSTOMER_ID_REF',
  'CUSTOMER_NAME',
  'BISNIS',
  'TYPE_DESC',
  'POSITION',
  'ADD_SALESMAN_POSITION',
  'START_DATE',
  'END_DATE',
  'ASSIGNMENT_KEY',
] as const;
export type StagedColumn = (typeof STAGED_COLUMNS)[number];
export type StagedAssignment = Record<StagedColumn, string>;

/** Codes as the one code rule writes them: trimmed, upper case; inner runs of spaces kept. */
const upper = (value: string) => value.trim().toUpperCase();

/** An additional position: NA for an empty choice (and for '-', which older sheets use for none). */
const orNa = (value: string) => {
  const v = upper(value);
  return v === '' || v === '-' ? NA : v;
};

/** A staged row from the values of any of the three ways in; dates already YYYY-MM-DD. */
export function stagedAssignment(v: {
  customerIdRef: string;
  customerName: string;
  bisnis: string;
  typeDesc: string;
  position: string;
  addSalesmanPosition: string;
  startDate: string;
  endDate: string;
}): StagedAssignment {
  const row = {
    CUSTOMER_ID_REF: upper(v.customerIdRef),
    CUSTOMER_NAME: v.customerName.trim(),
    BISNIS: upper(v.bisnis),
    TYPE_DESC: upper(v.typeDesc),
    POSITION: upper(v.position),
    ADD_SALESMAN_POSITION: orNa(v.addSalesmanPosition),
    START_DATE: v.startDate.trim(),
    END_DATE: v.endDate.trim(),
  };
  // What the commit returns for each landed row (see assignmentKeySql), to find the rows that did not land.
  const key = [row.CUSTOMER_ID_REF, row.BISNIS, row.TYPE_DESC, row.POSITION].join('|');
  return { ...row, ASSIGNMENT_KEY: key };
}

/** The key of a stored assignment, as stagedAssignment writes ASSIGNMENT_KEY. */
export const assignmentKeySql = sql`${salesAssignments.customerIdRef} || '|' || ${salesAssignments.bisnis} || '|' || ${salesAssignments.typeDesc} || '|' || ${salesAssignments.positionCode}`;

const ro = alias(roles, 'ro');
const p = alias(roles, 'p');
const c = alias(customers, 'c');
const x = alias(salesAssignments, 'x');

const notSalesForce = sql.join(
  NOT_SALES_FORCE_TYPE_CODES.map((c) => sql`${c}`),
  sql`, `,
);

/** A sales-force role with the staged column's position code (position codes are unique). */
const salesRole = (column: StagedColumn, condition: SQL) =>
  rowExists(sql`SELECT 1 FROM ${tableAs(roles, ro)} WHERE ${ro.rolePositionCode} = ${col(column)}
    AND ${ro.employeeTypeCode} NOT IN (${notSalesForce}) AND (${condition})`);

/** The staged customer (by reference, a unique column). */
const customer = (condition: SQL) =>
  rowExists(
    sql`SELECT 1 FROM ${tableAs(customers, c)} WHERE ${c.customerIdRef} = ${col('CUSTOMER_ID_REF')} AND (${condition})`,
  );

export interface RuleOptions {
  scope: Scope;
  /** The org head office maps for; undefined: any org. */
  orgId: number | undefined;
  /** False for an edit that keeps the stored start date: an old start is no new back-dating. */
  checkClosedMonth: boolean;
  /** The assignment being edited: it does not overlap itself. */
  exceptId?: number;
}

export function assignmentRules(options: RuleOptions): RowRule[] {
  const firstOpenDay = firstDayOfMonth();
  // The position lies outside what the caller may map: another org or branch than its own, or than asked.
  const outside = outsideScope(options.scope, { orgId: ro.orgId, branchCode: ro.branchCode }, options.orgId);
  const except =
    options.exceptId === undefined ? sql`` : sql`AND ${x.assignmentMapId} <> ${options.exceptId}`;
  return [
    ...(['CUSTOMER_ID_REF', 'BISNIS', 'TYPE_DESC', 'POSITION', 'START_DATE', 'END_DATE'] as const).map((c) =>
      required(c),
    ),
    isoDate('START_DATE'),
    isoDate('END_DATE'),
    notBefore('END_DATE', 'START_DATE', messages.reasonEndBeforeStart),
    ...(options.checkClosedMonth
      ? [
          // YYYY-MM-DD texts sort as their dates do.
          rowRule(
            messages.reasonStartInClosedMonth(firstOpenDay),
            () => sql`${col('START_DATE')} < ${firstOpenDay}`,
          ),
        ]
      : []),
    rowRule(messages.reasonUnknownCustomer, () => sql`NOT ${customer(sql`true`)}`),
    rowRule(messages.reasonCustomerInactive, () => sql`NOT ${customer(sql`${c.active}`)}`),
    inReference(
      'BISNIS',
      { table: businessLines, column: businessLines.bisnisCode, lookup: 'hash' },
      messages.reasonUnknownBisnis,
    ),
    inReference(
      'TYPE_DESC',
      {
        table: businessTypeDescs,
        column: businessTypeDescs.typeDesc,
        same: { BISNIS: businessTypeDescs.bisnisCode },
        lookup: 'hash',
      },
      messages.reasonUnknownTypeDesc,
    ),
    rowRule(messages.reasonUnknownPosition, () => sql`NOT ${salesRole('POSITION', sql`true`)}`),
    ...(outside ? [rowRule(messages.branchPositionMismatch, () => salesRole('POSITION', outside))] : []),
    // The period of the position's branch, in the branch's own org: a closed branch's rows fail.
    branchPeriodOpen(
      'NEW MAPPING SALES ASSIGNMENT',
      sql`SELECT min(${ro.branchCode}) FROM ${tableAs(roles, ro)} WHERE ${ro.rolePositionCode} = ${col('POSITION')}`,
    ),
    rowRule(
      messages.reasonPositionNotOpen,
      () =>
        sql`NOT ${salesRole(
          'POSITION',
          sql`${col('START_DATE')} BETWEEN ${ro.roleStartDate}::text AND ${ro.roleEndDate}::text`,
        )}`,
    ),
    rowRule(
      messages.reasonCustomerOtherOrg,
      () =>
        sql`NOT ${customer(sql`${c.branchCode} = (SELECT ${ro.branchCode} FROM ${tableAs(roles, ro)}
        WHERE ${ro.rolePositionCode} = ${col('POSITION')})`)}`,
    ),
    rowRule(messages.reasonAddSalesmanSame, () => sql`${col('ADD_SALESMAN_POSITION')} = ${col('POSITION')}`),
    rowRule(
      messages.reasonUnknownAddSalesman,
      () =>
        sql`${col('ADD_SALESMAN_POSITION')} <> ${NA} AND NOT ${salesRole(
          'ADD_SALESMAN_POSITION',
          sql`${ro.branchCode} = (SELECT ${p.branchCode} FROM ${tableAs(roles, p)} WHERE ${p.rolePositionCode} = ${col('POSITION')})`,
        )}`,
    ),
    uniqueInBatch(['CUSTOMER_ID_REF', 'BISNIS', 'TYPE_DESC', 'POSITION'], messages.reasonAssignmentTwice),
    rowRule(messages.reasonAssignmentExists, () =>
      rowExists(sql`SELECT 1 FROM ${tableAs(salesAssignments, x)}
        WHERE ${x.customerIdRef} = ${col('CUSTOMER_ID_REF')} AND ${x.bisnis} = ${col('BISNIS')}
          AND ${x.typeDesc} = ${col('TYPE_DESC')} AND ${x.positionCode} = ${col('POSITION')}
          AND ${x.startDate}::text <= ${col('END_DATE')} AND ${col('START_DATE')} <= ${x.endDate}::text ${except}`),
    ),
  ];
}

/**
 * Assignment writes of one org take turns: the overlap rule reads what is stored, so two writes
 * checked at once could each pass and then both land. Customers and positions never cross orgs.
 */
export async function lockAssignmentsOf(db: Db, orgIds: readonly number[]): Promise<void> {
  // In a fixed order, so two writes over several orgs cannot wait for each other.
  for (const orgId of [...new Set(orgIds)].sort((x, y) => x - y)) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sales-assignment'), ${orgId})`);
  }
}

/** The orgs an upload or entry touches: those of its positions (unknown ones touch nothing). */
export async function orgsOfPositions(db: Db, positions: readonly string[]): Promise<number[]> {
  // No stored position holds text a database cannot store, and jsonb would refuse it (a NUL).
  const codes = [...new Set(positions.filter(isStorable))];
  if (codes.length === 0) return [];
  const found = await rows<{ org_id: number }>(
    db,
    sql`SELECT DISTINCT ${roles.orgId} FROM ${roles}
        WHERE ${roles.rolePositionCode} IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  return found.map((r) => r.org_id);
}
