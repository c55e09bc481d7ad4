/**
 * The customers nobody serves today (Unmapping Sales): active customers with no sales assignment
 * whose dates hold today, each with its invoice total of the last 12 months, as a server-paged list
 * and its export 'Unmapping Sales.xlsx', both searched and sorted on the server.
 */
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../common/contract/auth';
import type { UnmappedRow } from '../../../common/contract/location';
import { type Db, rows } from '../../db/client';
import { customers, invoices, salesAssignments } from '../../db/schema';
import { tableAs } from '../../db/typed-sql';
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
import { everyWordIn } from '../../platform/list/search';
import { type Scope, scopeFilter } from '../../platform/scope';

export interface UnmappedFilter {
  /** One org; undefined: every org of the scope. */
  orgId?: number | undefined;
  /** One branch; undefined: every branch of the scope. */
  branchCode?: string | undefined;
  search: string;
}

/** A customer, aliased c; its invoices i and its assignments a. */
const c = alias(customers, 'c');
const i = alias(invoices, 'i');
const a = alias(salesAssignments, 'a');

/**
 * The invoice total of the last 12 months of customer `c`, as `v.val`: summed per listed customer
 * on the (customer_id, trx_date) index, instead of grouping every invoice of the year first.
 */
const INVOICE_VALUE = sql`CROSS JOIN LATERAL (
    SELECT coalesce(sum(${i.amount}), 0) AS val FROM ${tableAs(invoices, i)}
    WHERE ${i.customerId} = ${c.customerId} AND ${i.trxDate} > (current_date - interval '12 months')::date
  ) v`;

const FIELDS = {
  CUSTOMER_ID: sql`${c.customerId}`,
  CUSTOMER_ID_REF: sql`${c.customerIdRef}`,
  CUSTOMER_NAME: sql`${c.customerName}`,
  BRANCH_CODE: sql`${c.branchCode}`,
  CHANNEL: sql`${c.salesChannel}`,
  CATBISNIS: sql`${c.catBusiness}`,
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
const SHOWN_TEXT = sql`concat_ws(E'\\n', ${c.branchCode}, ${c.customerId}, ${c.customerName}, ${c.salesChannel},
  ${c.catBusiness})`;

/**
 * The active customers of the scope (and of the org and branch asked for) that no assignment serves
 * today, found by an anti-join on the index that leads with customer_id, and holding every word
 * searched.
 */
export function unmappedSelection(scope: Scope, filter: UnmappedFilter): SQL {
  return and(
    sql`${c.active}`,
    scopeFilter(scope, { orgId: sql`${c.orgId}`, branchCode: sql`${c.branchCode}` }),
    filter.orgId === undefined ? undefined : sql`${c.orgId} = ${filter.orgId}`,
    filter.branchCode === undefined ? undefined : sql`${c.branchCode} = ${filter.branchCode}`,
    everyWordIn(SHOWN_TEXT, filter.search),
    sql`NOT EXISTS (SELECT 1 FROM ${tableAs(salesAssignments, a)}
      WHERE ${a.customerId} = ${c.customerId} AND current_date BETWEEN ${a.startDate} AND ${a.endDate})`,
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
  return sql`SELECT ${jsonObjectOf(FIELDS)} AS j FROM ${tableAs(customers, c)} ${INVOICE_VALUE}
      WHERE ${and(selection, plan.where)}
      ORDER BY ${sql.join(plan.orderBy, sql`, `)} LIMIT ${plan.limit}${offset}`;
}

/** The count needs no invoice total: the customers alone. */
export async function countUnmapped(db: Db, selection: SQL): Promise<number> {
  const [found] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${tableAs(customers, c)} WHERE ${selection}`,
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
