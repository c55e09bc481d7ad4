/**
 * SQL of the two call plan overviews as server-paged lists: their orders, their search, one page
 * (or export batch) of rows and the count of the selection. A month of every branch holds hundreds
 * of thousands of visits at a distributor's size, so a page is chosen by keyset in an index of
 * the plan's month (the default order) and only its rows are joined to their customers.
 */
import { and, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FixedCallListed, MasterCallListed } from '../../../common/contract/call-management';
import type { Db } from '../../db/client';
import {
  branches,
  customers,
  fixedCallOrderKey,
  fixedCallPlans,
  masterCallOrderKey,
  masterCallPlans,
} from '../../db/schema';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import {
  jsonObjectOf,
  type KeysetOrder,
  type ListSource,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { orgAsked } from '../../platform/scope';
import {
  fixedCallFields,
  masterCallFields,
  type PlanSelection,
  type PlanTable,
  whereOf,
} from './call-plan-lists';

/**
 * The row field of the default order: the plan's order key (branch, position, customer, and the
 * fixed call's weekday and week), which a page's cursor needs and the answer then leaves out.
 */
export const PLAN_ORDER = 'PLAN_ORDER';

/** A row as read, with its order key for the cursor. */
type Read<Row> = Row & { [PLAN_ORDER]: string };

const text = (column: SQLWrapper): SortColumn => ({ expr: sql`coalesce(${column}, '')`, nullAs: '' });

/**
 * The orders every column of an overview may be sorted by, the id breaking ties. Each sorts on the
 * value the row shows (numbers as numbers, LAST_UPDATE as its shown text to the second), so a
 * cursor taken from a row compares as the row was ordered. Only the default order is indexed; a
 * sort on another column sorts the selection on each page.
 */
function orderOf(
  plan: PlanTable,
  orderKey: SQL,
  id: SQLWrapper,
  idField: string,
  more: [string, SortColumn][],
) {
  return {
    sortable: new Map<string, SortColumn>([
      [PLAN_ORDER, { expr: orderKey, unique: true }],
      ['YEAR_ID', { expr: plan.yearId }],
      ['PERIODE', { expr: plan.periode }],
      ['BRANCH_CODE', { expr: plan.branchCode }],
      ['POSITION_DESC', { expr: plan.positionCode }],
      ['TYPE_SALESMAN', { expr: plan.typeSalesman }],
      ['CUSTOMERID_REF', { expr: plan.customerIdRef }],
      ['CUSTOMER_NAME', text(customers.customerName)],
      ...more,
      ['USER_ID_UPDATE', text(plan.userIdUpdate)],
      ['LAST_UPDATE', { expr: sql`to_char(${plan.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS')` }],
    ]),
    defaultField: PLAN_ORDER,
    idField,
    id,
  } satisfies KeysetOrder;
}

const f = fixedCallPlans;
const m = masterCallPlans;

export const FIXED_CALL_ORDER: KeysetOrder = orderOf(
  f,
  fixedCallOrderKey(f),
  f.fixedCallId,
  'FIXED_CALL_ID',
  [
    ['DAYS', { expr: f.dayName }],
    ['FREQUENCY', { expr: f.frequency }],
    ['WEEK', { expr: f.week }],
  ],
);

export const MASTER_CALL_ORDER: KeysetOrder = orderOf(
  m,
  masterCallOrderKey(m),
  m.masterCallId,
  'MASTER_CALL_ID',
  [
    ['PIC_NAME', { expr: m.picName }],
    ['PIC_TELP', { expr: m.picTelp }],
    ['MONDAY', { expr: m.monday }],
    ['TUESDAY', { expr: m.tuesday }],
    ['WEDNESDAY', { expr: m.wednesday }],
    ['THURSDAY', { expr: m.thursday }],
    ['FRIDAY', { expr: m.friday }],
    ['SATURDAY', { expr: m.saturday }],
    ['NOTES', { expr: m.notes }],
  ],
);

/**
 * The texts a search looks in: every column the overview shows but the customer's name, joined by
 * a newline so a match never spans two columns.
 */
const joined = (parts: SQLWrapper[]) => sql`(${sql.join(parts, sql` || E'\\n' || `)})`;

const identityTexts = (p: PlanTable) => [
  sql`${p.yearId}::text`,
  sql`${p.periode}::text`,
  p.branchCode,
  p.positionCode,
  p.typeSalesman,
  p.customerIdRef,
];
const auditTexts = (p: PlanTable) => [
  sql`coalesce(${p.userIdUpdate}, '')`,
  sql`to_char(${p.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS')`,
];

const FIXED_SEARCH_TEXT = joined([
  ...identityTexts(f),
  f.dayName,
  sql`${f.frequency}::text`,
  sql`${f.week}::text`,
  ...auditTexts(f),
]);
const MASTER_SEARCH_TEXT = joined([
  ...identityTexts(m),
  m.picName,
  m.picTelp,
  m.monday,
  m.tuesday,
  m.wednesday,
  m.thursday,
  m.friday,
  m.saturday,
  m.notes,
  ...auditTexts(m),
]);

/**
 * The search keeps a row when every word appears in what the row shows, as the screen searched its
 * rows when it loaded them whole: in the row's own columns, or in its customer's name, through the
 * customers whose reference and name hold the word (their trigram index, customers_search_trgm_idx),
 * so neither the page nor the count joins to filter. The plan's own columns are read for the month
 * of the selection: no index serves them.
 */
function searchCondition(p: PlanTable, searchText: SQL, search: string): SQL | undefined {
  const each = searchWords(search).map((word) => {
    const pattern = containing(word);
    return or(
      sql`${searchText} ILIKE ${pattern}`,
      sql`${p.customerIdRef} IN (SELECT ${customers.customerIdRef} FROM ${customers}
            WHERE (${customers.customerIdRef} || ' ' || ${customers.customerName}) ILIKE ${pattern})`,
    );
  });
  return each.length === 0 ? undefined : and(...each);
}

/** One overview's list: its table, order, fields and search text. */
interface PlanList {
  name: string;
  table: PlanTable;
  /** The default order's expression (its index follows the month). */
  orderKey: SQL;
  order: KeysetOrder;
  fields: Record<string, SQLWrapper>;
  searchText: SQL;
}

const FIXED_LIST: PlanList = {
  name: 'fixed call overview',
  table: f,
  orderKey: fixedCallOrderKey(f),
  order: FIXED_CALL_ORDER,
  fields: { ...fixedCallFields, FIXED_CALL_ID: f.fixedCallId, [PLAN_ORDER]: fixedCallOrderKey(f) },
  searchText: FIXED_SEARCH_TEXT,
};

const MASTER_LIST: PlanList = {
  name: 'master call overview',
  table: m,
  orderKey: masterCallOrderKey(m),
  order: MASTER_CALL_ORDER,
  fields: { ...masterCallFields, MASTER_CALL_ID: m.masterCallId, [PLAN_ORDER]: masterCallOrderKey(m) },
  searchText: MASTER_SEARCH_TEXT,
};

/**
 * The range of the default order's key that one org's rows (or one branch's) lie in: the key starts
 * with the branch code and a separator below every character of a code, so an org's rows lie from
 * its first branch's code to its last one's. It holds the same rows as the scope's own condition,
 * and lets the index of the month start where the org's rows start, instead of reading past the
 * rows of every branch before them (a branch sorting last would read the month of every branch).
 */
function orgKeyRange(list: PlanList, s: PlanSelection): SQL | undefined {
  const orgId = s.scope.kind === 'all' ? orgAsked(s.scope, s.orgID) : s.scope.orgId;
  const branch = s.branchCode ?? (s.scope.kind === 'branch' ? s.scope.branchCode : undefined);
  const key = list.orderKey;
  if (branch !== undefined) return sql`${key} >= ${`${branch}\x01`} AND ${key} < ${`${branch}\x02`}`;
  if (orgId === undefined) return undefined;
  const codes = (fn: 'min' | 'max') =>
    sql`(SELECT ${sql.raw(fn)}(${branches.branchCode} COLLATE "C") FROM ${branches} WHERE ${branches.orgId} = ${orgId})`;
  return sql`${key} >= (${codes('min')} || ${'\x01'}) AND ${key} < (${codes('max')} || ${'\x02'})`;
}

/** The WHERE clause of an overview's selection and search, over the plan's table alone. */
function listWhere(list: PlanList, s: PlanSelection, search: string): SQL | undefined {
  return and(
    whereOf(list.table, s),
    orgKeyRange(list, s),
    searchCondition(list.table, list.searchText, search),
  );
}

/**
 * The query of one page plan (a page, an export batch, or the export's whole selection): one
 * column `j` per row, read as one JSON text (platform/list/json-batch.ts). The customer is joined
 * for its name, which one order sorts on.
 */
function planRowsQuery(db: Db, list: PlanList, where: SQL | undefined, plan: PagePlan) {
  const p = list.table;
  const query = db
    .select({ j: jsonObjectOf(list.fields).as('j') })
    .from(p)
    .leftJoin(customers, eq(customers.customerIdRef, p.customerIdRef))
    .where(and(where, plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .$dynamic();
  return plan.offset > 0 ? query.offset(plan.offset) : query;
}

async function countPlanRows(db: Db, list: PlanList, where: SQL | undefined): Promise<number> {
  const [found] = await db.select({ n: sql<number>`count(*)::int` }).from(list.table).where(where);
  return found?.n ?? 0;
}

/** What the page and the export of one overview read, for one selection and search. */
export interface PlanListSource<Row> extends ListSource<Read<Row>> {
  order: KeysetOrder;
  /** The query of a plan's rows, one column `j` per row, which `read` reads as one JSON text. */
  select(plan: PagePlan): SQLWrapper;
}

/**
 * The count is kept per data version of the plan's table and the branches (and of the customers,
 * which a search reads) for the caller's scope, the selection and the search: Load List of a month of every branch
 * counts hundreds of thousands of visits once, until a plan of that table is written.
 */
function sourceOf<Row>(
  db: Db,
  list: PlanList,
  s: PlanSelection,
  search: string,
  answers?: AnswerStore,
): PlanListSource<Row> {
  const where = listWhere(list, s, search);
  const select = (plan: PagePlan) => planRowsQuery(db, list, where, plan);
  const words = searchWords(search);
  return {
    order: list.order,
    select,
    read: (plan) => readJsonBatch<Read<Row>>(db, select(plan)),
    count: () => countPlanRows(db, list, where),
    keptCount: {
      db,
      key: answerKey(`${list.name} count`, { ...s, search: words }),
      // The branches too: an org's rows are bounded by its branches' codes (orgKeyRange).
      tables: words.length > 0 ? [list.table, branches, customers] : [list.table, branches],
      ...(answers ? { store: answers } : {}),
    },
  };
}

export const fixedCallSource = (db: Db, s: PlanSelection, search: string, answers?: AnswerStore) =>
  sourceOf<FixedCallListed>(db, FIXED_LIST, s, search, answers);

export const masterCallSource = (db: Db, s: PlanSelection, search: string, answers?: AnswerStore) =>
  sourceOf<MasterCallListed>(db, MASTER_LIST, s, search, answers);

/** A row as the page answers it: without the order key its cursor was taken from. */
export function withoutOrderKey<Row>(row: Read<Row>): Row {
  const { [PLAN_ORDER]: _key, ...shown } = row;
  return shown as Row;
}
