/**
 * The customers nobody serves today (Unmapping Sales): active customers with no sales assignment
 * whose dates hold today, each with its invoice total of the last 12 months, as a server-paged list
 * and its export 'Unmapping Sales.xlsx', both searched and sorted on the server.
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../common/contract/auth';
import type { UnmappedRow } from '../../../common/contract/location';
import { type Db, rows } from '../../db/client';
import { customers, invoices, salesAssignments } from '../../db/schema';
import { type AnswerStore, answerKey, cachedAnswer, keptAnswers } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import {
  jsonObjectOf,
  type KeysetOrder,
  type ListPageRequest,
  listExport,
  listPage,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface UnmappedFilter {
  /** One org; undefined: every org of the scope. */
  orgId?: number | undefined;
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string | undefined;
  search: string;
}

/**
 * The invoice total of the last 12 months of customer `c`, as `v.val`: summed per listed customer
 * on the (customer_id, trx_date) index, instead of grouping every invoice of the year first.
 */
const INVOICE_VALUE = sql`CROSS JOIN LATERAL (
    SELECT coalesce(sum(i.amount), 0) AS val FROM invoices i
    WHERE i.customer_id = c.customer_id AND i.trx_date > (current_date - interval '12 months')::date
  ) v`;

const FIELDS = {
  CUSTOMER_ID: sql`c.customer_id`,
  CUSTOMER_ID_REF: sql`c.customer_id_ref`,
  CUSTOMER_NAME: sql`c.customer_name`,
  BRANCH_CODE: sql`c.branch_code`,
  CHANNEL: sql`c.sales_channel`,
  CATBISNIS: sql`c.cat_business`,
  // numeric becomes a JSON number, read back as a JavaScript number (rupiah fit exactly).
  VAL: sql`v.val`,
} satisfies Record<keyof UnmappedRow, SQL>;

const column = (expr: SQLWrapper): SortColumn => ({ expr });

/** The columns the table shows, highest invoice value first as the list always read; the customer id breaks ties. */
export const UNMAPPED_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['VAL', column(FIELDS.VAL)],
    ['BRANCH_CODE', column(FIELDS.BRANCH_CODE)],
    ['CUSTOMER_ID', { expr: FIELDS.CUSTOMER_ID, unique: true }],
    ['CUSTOMER_NAME', column(FIELDS.CUSTOMER_NAME)],
    ['CHANNEL', column(FIELDS.CHANNEL)],
    ['CATBISNIS', column(FIELDS.CATBISNIS)],
  ]),
  defaultField: 'VAL',
  defaultDir: 'desc',
  idField: 'CUSTOMER_ID',
  id: FIELDS.CUSTOMER_ID,
  textId: true,
};

/** The texts the table shows, one per line, so that no searched word spans two columns. */
const SHOWN_TEXT = sql`concat_ws(E'\\n', c.branch_code, c.customer_id, c.customer_name, c.sales_channel,
  c.cat_business)`;

/**
 * The active customers of the scope (and of the org and branch asked for) that no assignment serves
 * today, found by an anti-join on the index that leads with customer_id, and holding every word
 * searched.
 */
export function unmappedSelection(scope: Scope, filter: UnmappedFilter): SQL {
  return and(
    sql`c.active`,
    scopeFilter(scope, { orgId: sql`c.org_id`, branchCode: sql`c.branch_code` }),
    filter.orgId === undefined ? undefined : sql`c.org_id = ${filter.orgId}`,
    filter.branchCode === undefined ? undefined : sql`c.branch_code = ${filter.branchCode}`,
    ...searchWords(filter.search).map((word) => sql`${SHOWN_TEXT} ILIKE ${containing(word)}`),
    sql`NOT EXISTS (SELECT 1 FROM sales_assignments a
      WHERE a.customer_id = c.customer_id AND current_date BETWEEN a.start_date AND a.end_date)`,
  ) as SQL;
}

/**
 * The rows of one page plan: a page or an export batch, read as one JSON text (json-batch.ts):
 * decoding rows field by field costs the embedded database more than the query.
 */
export function selectUnmapped(db: Db, selection: SQL, plan: PagePlan): Promise<UnmappedRow[]> {
  return readJsonBatch<UnmappedRow>(db, unmappedQuery(selection, plan));
}

/** The query of one page plan (a page, an export batch, or the export's whole selection): one column `j` per customer. */
export function unmappedQuery(selection: SQL, plan: PagePlan): SQL {
  const offset = plan.offset > 0 ? sql` OFFSET ${plan.offset}` : sql``;
  return sql`SELECT ${jsonObjectOf(FIELDS)} AS j FROM customers c ${INVOICE_VALUE}
      WHERE ${and(selection, plan.where)}
      ORDER BY ${sql.join(plan.orderBy, sql`, `)} LIMIT ${plan.limit}${offset}`;
}

/** The count needs no invoice total: the customers alone. */
export async function countUnmapped(db: Db, selection: SQL): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM customers c WHERE ${selection}`,
  );
  return found?.n ?? 0;
}

/**
 * One page, with the count when asked, both kept per data version and per day (an assignment starts
 * and ends with a date): the selection is every active customer of the scope tried against its
 * assignments, and the default order is the invoice value of each unmapped customer, so a page
 * reads the whole selection. Served from memory until a customer, an assignment or an invoice
 * changes, or the day does. `answers`: the store of kept answers (the bench's floor passes one that
 * keeps none).
 */
export function unmappedPage(
  db: Db,
  scope: Scope,
  filter: UnmappedFilter & ListPageRequest,
  answers: AnswerStore = keptAnswers,
) {
  const selection = unmappedSelection(scope, filter);
  const { orgId, branchCode, search } = filter;
  const decidedBy = { scope, orgId, branchCode, search };
  const { page, pageSize, sortField, sortDir, after, before, last } = filter;
  return listPage(UNMAPPED_ORDER, filter, {
    read: async (plan) => {
      const kept = await cachedAnswer(
        db,
        {
          key: answerKey('unmapped page', {
            ...decidedBy,
            page,
            pageSize,
            sortField,
            sortDir,
            after,
            before,
            last,
          }),
          tables: [customers, salesAssignments, invoices],
          today: true,
          compute: () => selectUnmapped(db, selection, plan),
        },
        answers,
      );
      // A kept answer is shared: the page is turned around in place when read backwards.
      return [...kept];
    },
    count: () => countUnmapped(db, selection),
    keptCount: {
      db,
      key: answerKey('unmapped count', decidedBy),
      tables: [customers, salesAssignments],
      today: true,
      store: answers,
    },
  });
}

export const UNMAPPED_EXPORT_FILE = 'Unmapping Sales.xlsx';

/** The columns of the table, with its headers; Invoice Value stays a number in the file. */
export const UNMAPPED_EXPORT_COLUMNS: ExcelColumn<UnmappedRow>[] = [
  { header: 'Branch', key: 'BRANCH_CODE', width: 8 },
  { header: 'Customer ID', key: 'CUSTOMER_ID', width: 14 },
  { header: 'Customer Name', key: 'CUSTOMER_NAME', width: 36 },
  { header: 'Channel', key: 'CHANNEL', width: 12 },
  { header: 'Cat Business', key: 'CATBISNIS', width: 18 },
  { header: 'Invoice Value', key: 'VAL', width: 16 },
];

export function unmappedExport(
  db: Db,
  scope: Scope,
  who: Pick<SessionUser, 'USER_ID'>,
  filter: UnmappedFilter & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
) {
  const selection = unmappedSelection(scope, filter);
  return listExport(who, UNMAPPED_ORDER, filter, {
    fileName: UNMAPPED_EXPORT_FILE,
    sheetName: 'Unmapping Sales',
    columns: UNMAPPED_EXPORT_COLUMNS,
    db,
    select: (plan) => unmappedQuery(selection, plan),
  });
}
