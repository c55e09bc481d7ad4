/**
 * The lookups of the entry and edit screens: business lines and their type descriptions, the
 * positions an assignment may name, and customers found by reference or name.
 */
import { and, asc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_LOOKUP_LIMIT,
  type CustomerOption,
  type PositionOption,
  type TypeDescOption,
} from '../../../common/contract/sales-assignment';
import { SEARCH_MIN_LENGTH } from '../../../common/contract/shared-schemas';
import { NOT_SALES_FORCE_TYPE_CODES } from '../../../common/contract/structure';
import { type Db, qualified, rows } from '../../db/client';
import { businessLines, businessTypeDescs, customers, roles, salesAssignments } from '../../db/schema';
import { bare, tableAs } from '../../db/typed-sql';
import { containing } from '../../platform/list/search';
import { holderNameOf } from '../../platform/positions';
import { type Scope, scopeFilter } from '../../platform/scope';

const x = alias(salesAssignments, 'x');

export async function listBisnis(db: Db) {
  return db
    .select({ BISNIS: businessLines.bisnisCode, BISNIS_DESC: businessLines.bisnisDesc })
    .from(businessLines)
    .orderBy(asc(businessLines.bisnisCode));
}

export async function listTypeDescs(db: Db) {
  return db
    .select({ BISNIS: businessTypeDescs.bisnisCode, TYPE_DESC: businessTypeDescs.typeDesc })
    .from(businessTypeDescs)
    .orderBy(asc(businessTypeDescs.bisnisCode), asc(businessTypeDescs.typeDesc));
}

/**
 * The type descriptions of a business line, each with the positions serving the customer in it
 * today, so the entry screen shows who already serves the customer before another is added. Only
 * a customer in the caller's scope is looked at.
 */
export async function typeDescsFor(
  db: Db,
  scope: Scope,
  bisnis: string,
  customerId: string,
): Promise<TypeDescOption[]> {
  // Qualified: sales_assignments has a type_desc of its own (see qualified()).
  const served = and(
    sql`${x.customerId} = ${customerId}`,
    sql`${x.bisnis} = ${qualified(businessTypeDescs.bisnisCode)} AND ${x.typeDesc} = ${qualified(businessTypeDescs.typeDesc)}`,
    sql`current_date BETWEEN ${x.startDate} AND ${x.endDate}`,
    scopeFilter(scope, { orgId: x.orgId, branchCode: x.branchCode }),
  );
  // A template of its own: drizzle writes the columns directly in a one-table select's fields bare.
  const current = sql`SELECT string_agg(${x.positionCode}, ', ' ORDER BY ${x.positionCode})
        FROM ${tableAs(salesAssignments, x)} WHERE ${served}`;
  return db
    .select({
      BISNIS: businessTypeDescs.bisnisCode,
      TYPE_DESC: businessTypeDescs.typeDesc,
      CURRENT_POSITIONS: sql<string>`coalesce((${current}), '')`,
    })
    .from(businessTypeDescs)
    .where(eq(businessTypeDescs.bisnisCode, bisnis.trim().toUpperCase()))
    .orderBy(asc(businessTypeDescs.typeDesc));
}

/** Roles that may serve customers: sales force, in the caller's scope, of one org or all. */
export function assignablePositions(scope: Scope, orgId: number | undefined): SQL | undefined {
  return and(
    notInArray(roles.employeeTypeCode, [...NOT_SALES_FORCE_TYPE_CODES]),
    scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
    orgId === undefined ? undefined : eq(roles.orgId, orgId),
  );
}

/** The assignable positions open today with the rep holding each today. */
export async function listPositions(
  db: Db,
  scope: Scope,
  orgId: number | undefined,
): Promise<PositionOption[]> {
  const holder = holderNameOf(qualified(roles.roleMapId));
  return db
    .select({
      POSITION_CODE: roles.rolePositionCode,
      ORG_ID: roles.orgId,
      BRANCH_CODE: roles.branchCode,
      EMPLOYEE_TYPE_CODE: roles.employeeTypeCode,
      SALESREP_EMPLOYEE_NAME: holder,
    })
    .from(roles)
    .where(
      and(
        assignablePositions(scope, orgId),
        lte(roles.roleStartDate, sql`current_date`),
        gte(roles.roleEndDate, sql`current_date`),
      ),
    )
    .orderBy(asc(roles.rolePositionCode));
}

/**
 * Active customers whose reference or name holds the keyword, through the trigram index. A keyword
 * shorter than SEARCH_MIN_LENGTH finds nothing: it cannot use the index and would list everyone.
 */
export async function findCustomers(
  db: Db,
  scope: Scope,
  orgId: number | undefined,
  keyword: string,
): Promise<CustomerOption[]> {
  const text = keyword.replace(/\p{Cc}/gu, ' ').trim();
  if (text.length < SEARCH_MIN_LENGTH) return [];
  return db
    .select({
      CUSTOMER_ID: customers.customerId,
      CUSTOMER_ID_REF: customers.customerIdRef,
      CUSTOMER_NAME: customers.customerName,
      ADDRESS: customers.address,
      ORG_ID: customers.orgId,
      BRANCH_CODE: customers.branchCode,
      SALES_CHANNEL: customers.salesChannel,
    })
    .from(customers)
    .where(
      and(
        eq(customers.active, true),
        scopeFilter(scope, { orgId: customers.orgId, branchCode: customers.branchCode }),
        orgId === undefined ? undefined : eq(customers.orgId, orgId),
        or(
          sql`(${customers.customerIdRef} || ' ' || ${customers.customerName}) ILIKE ${containing(text)}`,
          // The customer id itself, as typed or in capitals: an equality, never a pattern, so that
          // '%' or a backslash in a keyword cannot list everyone or break the statement.
          inArray(customers.customerId, [...new Set([text, text.toUpperCase()])]),
        ),
      ),
    )
    .orderBy(asc(customers.customerIdRef))
    .limit(CUSTOMER_LOOKUP_LIMIT);
}

/** Every active customer of the scope (the incentive screens pick from it), read as one JSON text. */
export async function customerList(db: Db, scope: Scope) {
  // The scope's customers as a sub-query named c, with the customer's own column names.
  const c = alias(customers, 'c');
  const where = and(
    eq(customers.active, true),
    scopeFilter(scope, { orgId: customers.orgId, branchCode: customers.branchCode }),
  );
  const [found] = await rows<{ list: string }>(
    db,
    sql`SELECT coalesce(json_agg(json_build_object('CUSTOMER_ID', ${c.customerId}, 'CUSTOMER_ID_REF',
          ${c.customerIdRef}, 'CUSTOMER_NAME', ${c.customerName}) ORDER BY ${c.customerIdRef}), '[]')::text AS list
        FROM (SELECT ${customers.customerId} AS ${bare(c.customerId)}, ${customers.customerIdRef} AS ${bare(c.customerIdRef)},
          ${customers.customerName} AS ${bare(c.customerName)} FROM ${customers} WHERE ${where}) ${c}`,
  );
  return JSON.parse(found?.list ?? '[]') as {
    CUSTOMER_ID: string;
    CUSTOMER_ID_REF: string;
    CUSTOMER_NAME: string;
  }[];
}
