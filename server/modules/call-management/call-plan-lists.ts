/**
 * What the call plan screens read (spec part 2 section 7): the templates filled with the current
 * plan (this month's, else the latest month planned), and the selection of the overviews (a
 * branch, position and month; their pages are in call-plan-overviews.ts). Every read keeps to the
 * caller's scope: head office the org it asks for (or every org), branch staff their own org, a
 * branch head (KEPALA CABANG) its own branch.
 */
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { alias } from 'drizzle-orm/pg-core';
import { DAY_NAMES_ID } from '../../../common/call-plans';
import type { FixedCallRow, MasterCallRow } from '../../../common/contract/call-management';
import type { Db } from '../../db/client';
import { customers, fixedCallPlans, masterCallPlans } from '../../db/schema';
import { findBranchInScope } from '../../platform/branches';
import { branchAsked, orgAsked, type Scope, scopeFilter } from '../../platform/scope';

export type PlanTable = typeof fixedCallPlans | typeof masterCallPlans;
/** A plan table under an alias (drizzle's alias()). */
export type PlanAlias =
  | ReturnType<typeof alias<typeof fixedCallPlans, string>>
  | ReturnType<typeof alias<typeof masterCallPlans, string>>;

/** Which rows a read may see, and which it asks for. */
export interface PlanSelection {
  scope: Scope;
  /** The org head office asks for (see orgAsked). */
  orgID: number;
  branchCode?: string;
  position?: string;
  month?: { year: number; periode: number };
}

export function whereOf(plan: PlanTable, s: PlanSelection): SQL | undefined {
  const orgId = orgAsked(s.scope, s.orgID);
  return and(
    scopeFilter(s.scope, { orgId: plan.orgId, branchCode: plan.branchCode }),
    orgId === undefined ? undefined : eq(plan.orgId, orgId),
    s.branchCode === undefined ? undefined : eq(plan.branchCode, s.branchCode),
    s.position === undefined ? undefined : eq(plan.positionCode, s.position),
    s.month === undefined ? undefined : and(eq(plan.yearId, s.month.year), eq(plan.periode, s.month.periode)),
  );
}

/** This month when the selection has a plan for it, else the latest month it has one for. */
async function currentMonth(db: Db, plan: PlanTable, s: PlanSelection) {
  const now = new Date();
  const thisMonth = { year: now.getFullYear(), periode: now.getMonth() + 1 };
  const [planned] = await db
    .select({ one: sql<number>`1` })
    .from(plan)
    .where(whereOf(plan, { ...s, month: thisMonth }))
    .limit(1);
  if (planned) return thisMonth;
  const [latest] = await db
    .select({ year: plan.yearId, periode: plan.periode })
    .from(plan)
    .where(whereOf(plan, s))
    .orderBy(desc(plan.yearId), desc(plan.periode))
    .limit(1);
  return latest;
}

/** The filters of an overview: '0' or '' every branch of the scope; '' or ALL every position. */
export interface OverviewFilter {
  branchCode: string;
  position: string;
  year: number;
  periode: number;
  orgID: number;
}

/** An overview's selection; a branch outside the caller's scope is refused (403). */
export async function overviewSelection(db: Db, scope: Scope, f: OverviewFilter): Promise<PlanSelection> {
  const branchCode = branchAsked(f.branchCode);
  if (branchCode !== undefined) await findBranchInScope(db, scope, branchCode);
  const position = f.position === '' || f.position.toUpperCase() === 'ALL' ? undefined : f.position;
  return { scope, orgID: f.orgID, branchCode, position, month: { year: f.year, periode: f.periode } };
}

const identity = (plan: PlanTable) => ({
  YEAR_ID: sql<string>`${plan.yearId}::text`,
  PERIODE: sql<string>`${plan.periode}::text`,
  BRANCH_CODE: plan.branchCode,
  POSITION_DESC: plan.positionCode,
  TYPE_SALESMAN: plan.typeSalesman,
  CUSTOMERID_REF: plan.customerIdRef,
  CUSTOMER_NAME: sql<string>`coalesce(${customers.customerName}, '')`,
});

const audit = (plan: PlanTable) => ({
  USER_ID_UPDATE: plan.userIdUpdate,
  LAST_UPDATE: sql<string>`to_char(${plan.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS')`,
});

/** Monday (SENIN) first, as the week runs. */
const weekdayOrder = sql`array_position(${sql.raw(`ARRAY[${DAY_NAMES_ID.map((d) => `'${d}'`).join(', ')}]`)}, ${fixedCallPlans.dayName})`;

/** The fields of a fixed call row as the template and the overview name them. */
export const fixedCallFields = {
  ...identity(fixedCallPlans),
  DAYS: fixedCallPlans.dayName,
  FREQUENCY: sql<string>`${fixedCallPlans.frequency}::text`,
  WEEK: sql<string>`${fixedCallPlans.week}::text`,
  ...audit(fixedCallPlans),
};

export const masterCallFields = {
  ...identity(masterCallPlans),
  PIC_NAME: masterCallPlans.picName,
  PIC_TELP: masterCallPlans.picTelp,
  MONDAY: masterCallPlans.monday,
  TUESDAY: masterCallPlans.tuesday,
  WEDNESDAY: masterCallPlans.wednesday,
  THURSDAY: masterCallPlans.thursday,
  FRIDAY: masterCallPlans.friday,
  SATURDAY: masterCallPlans.saturday,
  NOTES: masterCallPlans.notes,
  ...audit(masterCallPlans),
};

function fixedCallRows(db: Db, s: PlanSelection): Promise<FixedCallRow[]> {
  const p = fixedCallPlans;
  return db
    .select(fixedCallFields)
    .from(p)
    .leftJoin(customers, eq(customers.customerIdRef, p.customerIdRef))
    .where(whereOf(p, s))
    .orderBy(asc(p.branchCode), asc(p.positionCode), asc(p.customerIdRef), weekdayOrder, asc(p.week));
}

function masterCallRows(db: Db, s: PlanSelection): Promise<MasterCallRow[]> {
  const p = masterCallPlans;
  return db
    .select(masterCallFields)
    .from(p)
    .leftJoin(customers, eq(customers.customerIdRef, p.customerIdRef))
    .where(whereOf(p, s))
    .orderBy(asc(p.branchCode), asc(p.positionCode), asc(p.customerIdRef));
}

/** The template of Upload Fixed Call: the current fixed call plan of the caller's scope. */
export async function fixedCallTemplate(db: Db, scope: Scope, orgID: number): Promise<FixedCallRow[]> {
  const month = await currentMonth(db, fixedCallPlans, { scope, orgID });
  return month ? fixedCallRows(db, { scope, orgID, month }) : [];
}

/** The template of Upload Master Call Plan: the current master call plan of the caller's scope. */
export async function masterCallTemplate(db: Db, scope: Scope, orgID: number): Promise<MasterCallRow[]> {
  const month = await currentMonth(db, masterCallPlans, { scope, orgID });
  return month ? masterCallRows(db, { scope, orgID, month }) : [];
}
