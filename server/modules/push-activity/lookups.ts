/**
 * What the campaign form offers (masterdata, gettitle, getproduct) and the simulation of a
 * campaign's reach: the reps holding positions of the employee type today and the outlets those
 * positions serve in the business, by branch, by channel group and by title. The reach of a whole
 * business line joins hundreds of thousands of assignments at a distributor's size, so it is
 * computed once per version of the tables it reads (platform/data-version) and then served kept.
 */
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { HEAD_OFFICE_ORG_ID } from '../../../common/constants';
import { type Db, rows } from '../../db/client';
import {
  branches,
  businessLines,
  channelGroups,
  customers,
  employeeTitles,
  employeeTypes,
  productLines,
  roles,
  salesAssignments,
  salesChannels,
  salesrepMappings,
} from '../../db/schema';
import { answerKey, cachedAnswer } from '../../platform/data-version';
import { oneAsked, orgAsked, type Scope, scopeFilter } from '../../platform/scope';

const activeToday = (start: SQL | typeof employeeTypes.startDate, end: SQL | typeof employeeTypes.endDate) =>
  sql`current_date BETWEEN ${start} AND ${end}`;

export async function masterData(db: Db, scope: Scope) {
  const [resultBisnis, resultBranch, resultEmployeeType, resultSalesChannelGroup] = await Promise.all([
    db
      .select({ BISNIS_MASTER_ID: businessLines.bisnisCode, BISNIS_DESC: businessLines.bisnisDesc })
      .from(businessLines)
      .orderBy(asc(businessLines.bisnisCode)),
    db
      .select({ ORG_ID: branches.orgId, BRANCH_CODE: branches.branchCode, BRANCH_DESC: branches.branchDesc })
      .from(branches)
      .where(
        and(
          ne(branches.orgId, HEAD_OFFICE_ORG_ID),
          scopeFilter(scope, { orgId: branches.orgId, branchCode: branches.branchCode }),
        ),
      )
      .orderBy(asc(branches.branchDesc)),
    db
      .select({
        EMPLOYEE_TYPE_ID: employeeTypes.employeeTypeId,
        EMPLOYEE_TYPE_CODE: employeeTypes.code,
        EMPLOYEE_TYPE_DESC: employeeTypes.description,
      })
      .from(employeeTypes)
      .where(activeToday(employeeTypes.startDate, employeeTypes.endDate))
      .orderBy(asc(employeeTypes.code)),
    db
      .select({ SALES_CHANNEL_GROUP: channelGroups.channelGroup, GROUP_DESC: channelGroups.groupDesc })
      .from(channelGroups)
      .orderBy(asc(channelGroups.channelGroup)),
  ]);
  return { resultBisnis, resultBranch, resultEmployeeType, resultSalesChannelGroup };
}

/** The titles of an employee type (by its id) active today. */
export async function titlesOfType(db: Db, typeId: number) {
  const resultTitle = await db
    .select({
      TITTLE_ID: employeeTitles.employeeTitleId,
      TITTLE_CODE: employeeTitles.code,
      TITTLE_DESC: employeeTitles.description,
    })
    .from(employeeTitles)
    .innerJoin(employeeTypes, eq(employeeTypes.code, employeeTitles.typeCode))
    .where(
      and(
        eq(employeeTypes.employeeTypeId, typeId),
        sql`current_date BETWEEN ${employeeTitles.startDate} AND ${employeeTitles.endDate}`,
      ),
    )
    .orderBy(asc(employeeTitles.code));
  return { resultTitle };
}

/** The product groups of a business: its product lines. */
export async function productGroups(db: Db, bisnis: string) {
  const resultProduct = await db
    .select({ PRODUCT_GROUP: productLines.liniId, PRODUCT_DESC: productLines.liniDesc })
    .from(productLines)
    .where(eq(productLines.bisnisCode, bisnis.trim().toUpperCase()))
    .orderBy(asc(productLines.liniId));
  return { resultProduct };
}

export interface SimulationAsk {
  empTypeId: number;
  bisnis: string;
  typeDesc: string;
  orgId: number;
  salesChannel: string;
  /** The campaign's branches; none is every branch of the scope (and org). */
  branchCodes?: readonly string[];
}

interface ReachRow {
  kind: 'branch' | 'channel' | 'title';
  key: string;
  people: number;
  outlet: number;
}

/** The branch codes asked, each once, in order: the same choice is the same kept answer. */
export const chosenBranches = (codes: readonly string[] = []): string[] =>
  [...new Set(codes.map((c) => c.toUpperCase()))].sort();

/**
 * Who a campaign reaches today. People: the reps holding, today, a position of the employee type
 * open today in the scope (and org, and branches chosen). Outlets: the customers those positions
 * serve today in the business (and type description) whose channel is of the group asked. By
 * channel, the people are those serving an outlet of the group. By branch, every chosen branch of
 * the scope has its row, reached or not, so that the screen shows the reach of what was chosen.
 * Uncached: the bench times it as the simulation's floor.
 */
export async function computeReach(db: Db, scope: Scope, ask: SimulationAsk): Promise<ReachRow[]> {
  const org = orgAsked(scope, ask.orgId);
  const typeDesc = oneAsked(ask.typeDesc);
  const channel = oneAsked(ask.salesChannel);
  const chosen = chosenBranches(ask.branchCodes);
  const positions = and(
    eq(employeeTypes.employeeTypeId, ask.empTypeId),
    activeToday(sql`${roles.roleStartDate}`, sql`${roles.roleEndDate}`),
    scopeFilter(scope, { orgId: roles.orgId, branchCode: roles.branchCode }),
    org === undefined ? undefined : eq(roles.orgId, org),
    chosen.length === 0 ? undefined : inArray(roles.branchCode, chosen),
  );
  const chosenInScope = and(
    inArray(branches.branchCode, chosen),
    scopeFilter(scope, { orgId: branches.orgId, branchCode: branches.branchCode }),
    org === undefined ? undefined : eq(branches.orgId, org),
  );
  return rows<ReachRow>(
    db,
    sql`WITH pos AS (
          SELECT ${roles.roleMapId} AS role_id, ${roles.rolePositionCode} AS code, ${roles.branchCode} AS branch,
            coalesce(${roles.employeeTitleCode}, '') AS title
          FROM ${roles} JOIN ${employeeTypes} ON ${employeeTypes.code} = ${roles.employeeTypeCode}
          WHERE ${positions}),
        held AS (
          SELECT pos.*, ${salesrepMappings.employeeId} AS rep FROM pos JOIN ${salesrepMappings}
            ON ${salesrepMappings.roleMapId} = pos.role_id
            AND current_date BETWEEN ${salesrepMappings.startDate} AND ${salesrepMappings.endDate}),
        served AS (
          SELECT pos.code, pos.branch, pos.title, ${salesChannels.channelGroup} AS channel_group,
            ${salesAssignments.customerId} AS customer
          FROM pos JOIN ${salesAssignments} ON ${salesAssignments.positionCode} = pos.code
            AND ${salesAssignments.bisnis} = ${ask.bisnis.toUpperCase()}
            AND current_date BETWEEN ${salesAssignments.startDate} AND ${salesAssignments.endDate}
            ${typeDesc === undefined ? sql`` : sql`AND ${salesAssignments.typeDesc} = ${typeDesc}`}
          JOIN ${customers} ON ${customers.customerId} = ${salesAssignments.customerId}
          JOIN ${salesChannels} ON ${salesChannels.channelCode} = ${customers.salesChannel}
          ${channel === undefined ? sql`` : sql`WHERE ${salesChannels.channelGroup} = ${channel}`})
        SELECT 'branch' AS kind, k.branch AS key,
            (SELECT count(DISTINCT rep) FROM held WHERE held.branch = k.branch)::int AS people,
            (SELECT count(DISTINCT customer) FROM served WHERE served.branch = k.branch)::int AS outlet
          FROM (SELECT DISTINCT branch FROM pos
            ${chosen.length === 0 ? sql`` : sql`UNION SELECT ${branches.branchCode} FROM ${branches} WHERE ${chosenInScope}`}) k
        UNION ALL
        SELECT 'channel', s.channel_group, count(DISTINCT h.rep)::int, count(DISTINCT s.customer)::int
          FROM served s LEFT JOIN held h ON h.code = s.code GROUP BY s.channel_group
        UNION ALL
        SELECT 'title', k.title,
            (SELECT count(DISTINCT rep) FROM held WHERE held.title = k.title)::int,
            (SELECT count(DISTINCT customer) FROM served WHERE served.title = k.title)::int
          FROM (SELECT DISTINCT title FROM pos) k
        ORDER BY 1, 2`,
  );
}

export async function simulation(db: Db, scope: Scope, ask: SimulationAsk) {
  const reach = await cachedAnswer(db, {
    key: answerKey('push activity reach', { scope, ...ask, branchCodes: chosenBranches(ask.branchCodes) }),
    tables: [roles, employeeTypes, salesrepMappings, salesAssignments, customers, salesChannels, branches],
    today: true,
    compute: () => computeReach(db, scope, ask),
  });
  const of = <K extends string>(kind: ReachRow['kind'], name: K) =>
    reach
      .filter((r) => r.kind === kind)
      .map(
        (r) =>
          ({ [name]: r.key, PEOPLE: r.people, OUTLET: r.outlet }) as Record<K, string> & {
            PEOPLE: number;
            OUTLET: number;
          },
      );
  return {
    resultSimulationPAByBranch: of('branch', 'BRANCH_CODE'),
    resultSimulationPAByChannel: of('channel', 'SALES_CHANNEL_GROUP'),
    resultSimulationPAByTittle: of('title', 'TITTLE_CODE'),
  };
}
