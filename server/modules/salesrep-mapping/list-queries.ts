/**
 * The SQL of the sales rep list: each rep of the caller's scope (`s`) with the mapping that matters
 * now (`m`: the stint holding today, else the latest), one page or one export batch at a time, sorted
 * and searched on the columns the screen shows.
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SalesrepRow } from '../../../common/contract/salesrep-mapping';
import { type Db, rows } from '../../db/client';
import { salesrepMappings, salesreps } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
import {
  jsonObjectOf,
  type KeysetOrder,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

/** The rep `s`, a stint `x` of the rep, and `m`: the stint that matters now (every column of `x`). */
const s = alias(salesreps, 's');
const x = alias(salesrepMappings, 'x');
const m = alias(salesrepMappings, 'm');

/** The mapping that matters now of rep `s`, as `m`: one probe of the rep's stints by their index. */
const CURRENT_MAPPING = sql`LEFT JOIN LATERAL (
    SELECT * FROM ${tableAs(salesrepMappings, x)} WHERE ${x.employeeId} = ${s.employeeId}
    ORDER BY (current_date BETWEEN ${x.startDate} AND ${x.endDate}) DESC, ${x.startDate} DESC
    LIMIT 1
  ) ${m} ON true`;

/** ACTIVE while today lies within the mapping's dates; none for a rep never mapped. */
const STATUS = sql`CASE WHEN ${m.startDate} IS NULL THEN NULL
  WHEN current_date BETWEEN ${m.startDate} AND ${m.endDate} THEN 'ACTIVE' ELSE 'INACTIVE' END`;

/** The row as the screen and the export show it. */
const FIELDS = {
  SALESREP_EMPLOYEEID: sql`${s.employeeId}`,
  SALESREP_EMPLOYEE_NAME: sql`${s.employeeName}`,
  ORG_ID: sql`${s.orgId}`,
  BRANCH_CODE: sql`coalesce(${m.branchCode}, ${s.branchCode})`,
  SALESREP_TYPE_CODE: sql`${m.employeeTypeCode}`,
  SALESREP_TITLE_CODE: sql`${m.employeeTitleCode}`,
  SALESREP_POSITION_CODE: sql`${m.positionCode}`,
  POSITION_CODE_HCM: sql`${s.positionCodeHcm}`,
  SALESREP_START_DATE: sql`${m.startDate}::text`,
  SALESREP_END_DATE: sql`${m.endDate}::text`,
  STATUS,
  SUPERVISOR: sql`${m.supervisor}`,
  CSO: sql`${m.cso}`,
} satisfies Record<keyof SalesrepRow, SQL>;

/** A nullable text as a sort column: keyset paging has no place for NULL. */
const text = (value: SQLWrapper): SortColumn => ({ expr: sql`coalesce(${value}, '')`, nullAs: '' });

/**
 * Every column the screen shows; the rep's name first, as the list always read. Dates sort as
 * their ISO texts, which order as the dates do. Ties are broken by the employee number.
 */
export const SALESREP_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['SALESREP_EMPLOYEEID', { expr: FIELDS.SALESREP_EMPLOYEEID, unique: true }],
    ['SALESREP_EMPLOYEE_NAME', { expr: FIELDS.SALESREP_EMPLOYEE_NAME }],
    ['BRANCH_CODE', { expr: FIELDS.BRANCH_CODE }],
    ['SALESREP_TYPE_CODE', text(FIELDS.SALESREP_TYPE_CODE)],
    ['SALESREP_TITLE_CODE', text(FIELDS.SALESREP_TITLE_CODE)],
    ['SALESREP_POSITION_CODE', text(FIELDS.SALESREP_POSITION_CODE)],
    ['POSITION_CODE_HCM', text(FIELDS.POSITION_CODE_HCM)],
    ['SALESREP_START_DATE', text(FIELDS.SALESREP_START_DATE)],
    ['SALESREP_END_DATE', text(FIELDS.SALESREP_END_DATE)],
    ['STATUS', text(STATUS)],
    ['SUPERVISOR', text(FIELDS.SUPERVISOR)],
    ['CSO', text(FIELDS.CSO)],
  ]),
  defaultField: 'SALESREP_EMPLOYEE_NAME',
  idField: 'SALESREP_EMPLOYEEID',
  id: FIELDS.SALESREP_EMPLOYEEID,
  textId: true,
};

/** The sort columns read from the rep alone: a page sorted on one needs no mapping to choose its rows. */
const REP_FIELDS = new Set(['SALESREP_EMPLOYEEID', 'SALESREP_EMPLOYEE_NAME', 'POSITION_CODE_HCM']);

/** The shown values of a row, one per line, so that no searched word spans two columns. */
const SHOWN_TEXT = sql`concat_ws(E'\\n', ${sql.join(
  Object.entries(FIELDS)
    .filter(([name]) => name !== 'ORG_ID')
    .map(([, value]) => value),
  sql`, `,
)})`;

export interface SalesrepListFilter {
  /** undefined: every org of the scope (head office's whole list). */
  orgId: number | undefined;
  search: string;
}

/** Which reps a list holds: `reps` reads the rep alone, `search` needs its mapping too. */
export interface SalesrepSelection {
  reps: SQL | undefined;
  search: SQL | undefined;
}

/**
 * The reps of the scope (and of the org head office asks for), and those whose shown values hold
 * every word of the search, as the screen's search in the browser kept them.
 */
export function salesrepSelection(scope: Scope, filter: SalesrepListFilter): SalesrepSelection {
  const words = searchWords(filter.search);
  return {
    reps: and(
      scopeFilter(scope, { orgId: sql`${s.orgId}`, branchCode: sql`${s.branchCode}` }),
      filter.orgId === undefined ? undefined : sql`${s.orgId} = ${filter.orgId}`,
    ),
    search:
      words.length === 0
        ? undefined
        : and(...words.map((word) => sql`${SHOWN_TEXT} ILIKE ${containing(word)}`)),
  };
}

const whereOf = (...conditions: (SQL | undefined)[]) => {
  const all = and(...conditions);
  return all ? sql`WHERE ${all}` : sql``;
};

/**
 * The query of one page plan (a page, an export batch, or an export's whole selection): one column
 * `j`, the row's JSON, in the plan's order. The page's reps are chosen first, by employee number
 * alone, and only they are built into rows: building every row before the sort cost as much as the
 * rest of the query. Sorted on a column of the rep and not searched, the reps are chosen from the
 * reps alone; otherwise every rep of the selection looks its mapping up first, for the sort or the
 * search to see it.
 */
export function salesrepsQuery(selection: SalesrepSelection, plan: PagePlan): SQL {
  const orderBy = sql.join(plan.orderBy, sql`, `);
  const withMapping = selection.search !== undefined || !REP_FIELDS.has(plan.field);
  return sql`SELECT ${jsonObjectOf(FIELDS)} AS j
    FROM (
      SELECT ${s.employeeId} AS id FROM ${tableAs(salesreps, s)} ${withMapping ? CURRENT_MAPPING : sql``}
      ${whereOf(selection.reps, selection.search, plan.where)}
      ORDER BY ${orderBy} LIMIT ${plan.limit}${plan.offset > 0 ? sql` OFFSET ${plan.offset}` : sql``}
    ) page
    JOIN ${tableAs(salesreps, s)} ON ${s.employeeId} = page.id
    ${CURRENT_MAPPING}
    ORDER BY ${orderBy}`;
}

/** The rows of one page plan, read as one JSON text (platform/list/json-batch.ts). */
export function selectSalesreps(
  db: Db,
  selection: SalesrepSelection,
  plan: PagePlan,
): Promise<SalesrepRow[]> {
  return readJsonBatch<SalesrepRow>(db, salesrepsQuery(selection, plan));
}

/** Every rep has one row in the list, so without a search the count reads the reps alone. */
export async function countSalesreps(db: Db, selection: SalesrepSelection): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    selection.search === undefined
      ? sql`SELECT count(*)::int AS n FROM ${tableAs(salesreps, s)} ${whereOf(selection.reps)}`
      : sql`SELECT count(*)::int AS n FROM ${tableAs(salesreps, s)} ${CURRENT_MAPPING}
          ${whereOf(selection.reps, selection.search)}`,
  );
  return found?.n ?? 0;
}
