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
  fixedCallSearchText,
  masterCallOrderKey,
  masterCallPlans,
  masterCallSearchText,
} from '../../db/schema';
import { arrayLiteral } from '../../db/typed-sql';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import {
  jsonObjectOf,
  type KeysetOrder,
  type ListSource,
  type PagePlan,
  planned,
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
 * LAST_UPDATE as the overview shows it ('2026-11-26 12:36:17' in the session's time zone): the one
 * shown text of the plan's own that the trigram indexes leave out (fixedCallSearchText).
 */
const shownTime = (p: PlanTable) => sql`to_char(${p.lastUpdate}, 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * Whether a word may lie within a shown time: digits, '-' and ':' alone, never five digits in a
 * row. Any other word cannot match there, so its search needs no more than the indexed text.
 */
export const mayLieInTime = (word: string) => /^[0-9:-]+$/.test(word) && !/[0-9]{5}/.test(word);

/**
 * The most customers whose plan rows a searched word finds through the plan's (customer, month)
 * index. A word held by more (a common word of names, 'APOTEK') matches a large part of the month:
 * its rows are read in the month's order instead, where a page stops once it is full.
 */
export const CUSTOMER_LOOKUP_MAX = 2000;

/** A searched word: its pattern, and the references of the customers holding it when few do. */
interface SearchTerm {
  pattern: string;
  mayLieInTime: boolean;
  /** undefined: more than CUSTOMER_LOOKUP_MAX customers hold the word. */
  customerRefs: string[] | undefined;
}

/**
 * The words of a search with the customers whose reference and name hold each (their trigram
 * index, customers_search_trgm_idx), read before the plan's query: given as a constant, the list
 * is planned for its real size and compared through a hash, where a subquery's array is planned
 * blind and compared element by element with every row it filters.
 */
async function searchTerms(db: Db, search: string): Promise<SearchTerm[]> {
  return Promise.all(
    searchWords(search).map(async (word) => {
      const pattern = containing(word);
      const found = await db
        .select({ ref: customers.customerIdRef })
        .from(customers)
        .where(sql`(${customers.customerIdRef} || ' ' || ${customers.customerName}) ILIKE ${pattern}`)
        .limit(CUSTOMER_LOOKUP_MAX + 1);
      const customerRefs = found.length > CUSTOMER_LOOKUP_MAX ? undefined : found.map((c) => c.ref);
      return { pattern, mayLieInTime: mayLieInTime(word), customerRefs };
    }),
  );
}

/**
 * The search keeps a row when every word appears in what the row shows, as the screen searched its
 * rows when it loaded them whole: in the row's own columns (the plan's trigram index, and its
 * LAST_UPDATE for a word that may lie there), or in its customer's name (the plan's (customer,
 * month) index on the customers found). Each arm of a word is then an index condition of the
 * plan's table, so a rare word is found through the indexes instead of in every row of the month.
 * A word that may lie in a time (a year, '11-26') or that many customers hold reads the month, as
 * it matches much of it anyway.
 */
function searchCondition(p: PlanTable, searchText: SQL, terms: SearchTerm[]): SQL | undefined {
  const each = terms.map(({ pattern, customerRefs, mayLieInTime }) =>
    or(
      sql`${searchText} ILIKE ${pattern}`,
      mayLieInTime ? sql`${shownTime(p)} ILIKE ${pattern}` : undefined,
      customerRefs === undefined
        ? sql`${p.customerIdRef} IN (SELECT ${customers.customerIdRef} FROM ${customers}
            WHERE (${customers.customerIdRef} || ' ' || ${customers.customerName}) ILIKE ${pattern})`
        : customerRefs.length === 0
          ? undefined
          : sql`${p.customerIdRef} = ANY(${arrayLiteral(customerRefs)}::text[])`,
    ),
  );
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
  searchText: fixedCallSearchText(f),
};

const MASTER_LIST: PlanList = {
  name: 'master call overview',
  table: m,
  orderKey: masterCallOrderKey(m),
  order: MASTER_CALL_ORDER,
  fields: { ...masterCallFields, MASTER_CALL_ID: m.masterCallId, [PLAN_ORDER]: masterCallOrderKey(m) },
  searchText: masterCallSearchText(m),
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
function listWhere(list: PlanList, s: PlanSelection, terms: SearchTerm[]): SQL | undefined {
  return and(
    whereOf(list.table, s),
    orgKeyRange(list, s),
    searchCondition(list.table, list.searchText, terms),
  );
}

/**
 * The query of one page plan (a page, an export batch, or the export's whole selection): one
 * column `j` per row, read as one JSON text (platform/list/json-batch.ts). The customer is joined
 * for its name, which one order sorts on.
 */
function planRowsQuery(db: Db, list: PlanList, where: SQL | undefined, plan: PagePlan) {
  const p = list.table;
  return planned(
    db
      .select({ j: jsonObjectOf(list.fields).as('j') })
      .from(p)
      .leftJoin(customers, eq(customers.customerIdRef, p.customerIdRef))
      .$dynamic(),
    where,
    plan,
  );
}

const countQuery = (db: Db, list: PlanList, where: SQL | undefined) =>
  db.select({ n: sql<number>`count(*)::int` }).from(list.table).where(where);

/** What the page and the export of one overview read, for one selection and search. */
export interface PlanListSource<Row> extends ListSource<Read<Row>> {
  order: KeysetOrder;
  /** The query of a plan's rows, one column `j` per row, which `read` reads as one JSON text. */
  select(plan: PagePlan): SQLWrapper;
  /** The query of the count, column `n` (the tests read its plan). */
  countQuery(): SQLWrapper;
}

/**
 * The count is kept per data version of the plan's table and the branches (and of the customers,
 * which a search reads) for the caller's scope, the selection and the search: Load List of a month of every branch
 * counts hundreds of thousands of visits once, until a plan of that table is written.
 */
async function sourceOf<Row>(
  db: Db,
  list: PlanList,
  s: PlanSelection,
  search: string,
  answers?: AnswerStore,
): Promise<PlanListSource<Row>> {
  const where = listWhere(list, s, await searchTerms(db, search));
  const select = (plan: PagePlan) => planRowsQuery(db, list, where, plan);
  const words = searchWords(search);
  return {
    order: list.order,
    select,
    read: (plan) => readJsonBatch<Read<Row>>(db, select(plan)),
    countQuery: () => countQuery(db, list, where),
    count: async () => (await countQuery(db, list, where))[0]?.n ?? 0,
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
