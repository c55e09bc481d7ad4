/**
 * The sales rep a field app session stands for, and the rep's scope. The app holds the field app's
 * key (FIELD_APP_KEY) and signs a rep in with the rep's own login: a user linked to the rep's
 * employee record (users.employee_id). Every 'field-rep' call is then scoped to the positions the
 * rep holds today (the rep's salesrep mappings whose dates hold today), read afresh on each call,
 * so a mapping that ends, a rep deactivated by the HR system or a link changed in Daftar Pengguna
 * takes effect on the rep's next call without a new sign-in.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rows } from '../db/client';
import { customers, fixedCallPlans, masterCallPlans, salesrepMappings, salesreps, users } from '../db/schema';
import { tableAs } from '../db/typed-sql';

/** The rep of a 'field-rep' call (req.fieldRep, and the call's ctx.fieldRep). */
export interface FieldRep {
  /** The user the rep signed in as. */
  userId: string;
  /** SALESREP_EMPLOYEEID. */
  employeeId: string;
  /** The org and branch of the position the rep holds today; the rep's own when none. */
  orgId: number;
  branchCode: string;
  /** The position codes the rep holds today (at most one, by the mapping rules); [] when none. */
  positions: string[];
}

/** The header the field app sends the rep's session token in (the key goes in Authorization: Bearer). */
export const FIELD_SESSION_HEADER = 'field-session';

/** What the rep of a field session is today, or why the session no longer stands for one. */
export type FieldRepLookup =
  | { kind: 'rep'; rep: FieldRep; active: boolean }
  /** The user is no longer linked to the employee the session was opened for (or is gone). */
  | { kind: 'unlinked' };

const m = alias(salesrepMappings, 'rep_today');

/** Today's stints of the rep, newest first: the mappings' index on (employee, start date). */
const stintsToday = (employeeId: SQLWrapper) =>
  sql`FROM ${tableAs(salesrepMappings, m)}
      WHERE ${m.employeeId} = ${employeeId} AND current_date BETWEEN ${m.startDate} AND ${m.endDate}`;

/**
 * The rep a field session stands for: one statement of primary-key and index reads (the user, the
 * employee, today's mappings).
 */
export async function lookUpFieldRep(db: Db, userId: string, employeeId: string): Promise<FieldRepLookup> {
  const [found] = await rows<{
    employeeId: string;
    active: boolean;
    orgId: number;
    branchCode: string;
    positions: string[] | null;
  }>(
    db,
    sql`SELECT ${salesreps.employeeId} AS "employeeId", (${users.active} AND ${salesreps.active}) AS "active",
          coalesce((SELECT ${m.orgId} ${stintsToday(salesreps.employeeId)} ORDER BY ${m.startDate} DESC LIMIT 1),
                   ${salesreps.orgId}) AS "orgId",
          coalesce((SELECT ${m.branchCode} ${stintsToday(salesreps.employeeId)} ORDER BY ${m.startDate} DESC LIMIT 1),
                   ${salesreps.branchCode}) AS "branchCode",
          (SELECT array_agg(DISTINCT ${m.positionCode}) ${stintsToday(salesreps.employeeId)}) AS "positions"
        FROM ${users} JOIN ${salesreps} ON ${salesreps.employeeId} = ${users.employeeId}
        WHERE ${users.userId} = ${userId} AND ${users.employeeId} = ${employeeId}`,
  );
  if (!found) return { kind: 'unlinked' };
  return {
    kind: 'rep',
    active: found.active,
    rep: {
      userId,
      employeeId: found.employeeId,
      orgId: Number(found.orgId),
      branchCode: found.branchCode,
      positions: (found.positions ?? []).sort(),
    },
  };
}

/** The positions as one array parameter (`= ANY(...)`), whatever their number. */
export const positionsParam = (rep: FieldRep): SQL =>
  sql`${`{${rep.positions.map((p) => `"${p}"`).join(',')}}`}::text[]`;

const fp = alias(fixedCallPlans, 'served_fixed');
const mp = alias(masterCallPlans, 'served_master');
const sc = alias(customers, 'served_customer');

/**
 * True (as SQL) when the rep serves the customer of this CUSTOMER_ID_REF this month: the customer
 * is of the rep's org and branch today, and on the fixed or the master call plan of one of the
 * rep's positions for the month of `day` (today by default). Each leg is a read of a plan's unique
 * key (year, month, position, customer) and of the customer's reference.
 *
 * The one rule of a rep's scope: the field app's lists (its customers, its day's visits) answer
 * only customers it holds, and a record sent for a customer it does not hold is refused.
 */
export function repServesCustomer(
  rep: FieldRep,
  customerIdRef: SQLWrapper,
  day: SQLWrapper = sql`current_date`,
): SQL {
  if (rep.positions.length === 0) return sql`false`;
  const year = sql`extract(year from ${day})::int`;
  const month = sql`extract(month from ${day})::int`;
  const positions = positionsParam(rep);
  return sql`(EXISTS (SELECT 1 FROM ${tableAs(customers, sc)}
      WHERE ${sc.customerIdRef} = ${customerIdRef} AND ${sc.orgId} = ${rep.orgId} AND ${sc.branchCode} = ${rep.branchCode})
    AND (EXISTS (SELECT 1 FROM ${tableAs(fixedCallPlans, fp)}
           WHERE ${fp.yearId} = ${year} AND ${fp.periode} = ${month}
             AND ${fp.positionCode} = ANY(${positions}) AND ${fp.customerIdRef} = ${customerIdRef})
      OR EXISTS (SELECT 1 FROM ${tableAs(masterCallPlans, mp)}
           WHERE ${mp.yearId} = ${year} AND ${mp.periode} = ${month}
             AND ${mp.positionCode} = ANY(${positions}) AND ${mp.customerIdRef} = ${customerIdRef})))`;
}

/** The same rule for one customer, asked by a handler: does the rep serve it this month (or in the month of `isoDate`)? */
export async function repServes(
  db: Db,
  rep: FieldRep,
  customerIdRef: string,
  isoDate?: string,
): Promise<boolean> {
  const day = isoDate === undefined ? sql`current_date` : sql`${isoDate}::date`;
  const [row] = await rows<{ served: boolean }>(
    db,
    sql`SELECT ${repServesCustomer(rep, sql`${customerIdRef}::text`, day)} AS "served"`,
  );
  return row?.served === true;
}
