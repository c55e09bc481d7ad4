/**
 * The lists of the incentive screens over one month's requests in the caller's scope:
 * - the summary: per position credited, claim pengajuan (every state), approve, reject and net
 *   claim (approve minus reject, as the spec defines it), with the rep holding the position today;
 * - the detail: the requests themselves, searched and sorted, and its export 'Detail Incentive.xlsx';
 * - the approval list: the detail's NEW requests.
 * Each is paged on the server with the totals of its whole selection, one aggregate kept per data
 * version, so the summary's columns and the detail's rows add up to the same totals by construction:
 * both read the same selection (selectionWhere).
 */
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  type AdjustDetailRow,
  type AdjustStatus,
  type AdjustSummaryRow,
  type AdjustTotals,
  INCENTIVE_EXPORT_FILE,
} from '../../../common/contract/incentive';
import { type Db, qualified } from '../../db/client';
import { incentiveAdjustments, roles, salesrepMappings, salesreps } from '../../db/schema';
import { answerKey, cachedAnswer } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import {
  arrayPage,
  jsonRowsOfPlan,
  type KeysetOrder,
  type ListPageRequest,
  listExport,
  listPage,
  type PagePlan,
  readJsonBatch,
  type SortColumn,
} from '../../platform/list';
import { everyWordIn, searchWords } from '../../platform/list/search';
import { holderNameOf } from '../../platform/positions';
import { branchAsked, oneAsked, orgAsked, type Scope, scopeFilter } from '../../platform/scope';

const a = incentiveAdjustments;

/** One month's requests as a screen asks for them. */
export interface AdjustSelection {
  scope: Scope;
  year: number;
  month: number;
  orgId: number | undefined;
  branchCode: string | undefined;
  /** The position credited (POSITION_TO). */
  positionTo?: string | undefined;
  status?: AdjustStatus | undefined;
}

export function selectionOf(
  scope: Scope,
  f: { year: number; month: number; orgID: number; branchCode: string; position?: string },
  status?: AdjustStatus,
): AdjustSelection {
  return {
    scope,
    year: f.year,
    month: f.month,
    orgId: orgAsked(scope, f.orgID),
    branchCode: branchAsked(f.branchCode),
    positionTo: oneAsked(f.position ?? ''),
    status,
  };
}

function selectionWhere(s: AdjustSelection): SQL | undefined {
  return and(
    eq(a.yearId, s.year),
    eq(a.monthId, s.month),
    scopeFilter(s.scope, { orgId: a.orgId, branchCode: a.branchCode }),
    s.orgId === undefined ? undefined : eq(a.orgId, s.orgId),
    s.branchCode === undefined ? undefined : eq(a.branchCode, s.branchCode),
    s.positionTo === undefined ? undefined : eq(a.positionTo, s.positionTo),
    s.status === undefined ? undefined : eq(a.status, s.status),
  );
}

const money = (expr: SQLWrapper) => sql<number>`coalesce(${expr}, 0)::float8`;
const sumOf = (status: AdjustStatus) => sql`sum(${a.valueAdjust}) FILTER (WHERE ${a.status} = ${status})`;

const TOTAL_FIELDS = {
  CLAIM_PENGAJUAN: money(sql`sum(${a.valueAdjust})`),
  SUM_NEW: money(sumOf('NEW')),
  SUM_APPROVE: money(sumOf('APPROVE')),
  SUM_REJECT: money(sumOf('REJECT')),
  /** Approved minus rejected (spec part 2 section 3, Incentive summary row). */
  NET_CLAIM: money(sql`coalesce(${sumOf('APPROVE')}, 0) - coalesce(${sumOf('REJECT')}, 0)`),
};

/** The totals of a selection (and search), kept per data version. */
function totalsOf(db: Db, s: AdjustSelection, where: SQL | undefined, key: unknown): Promise<AdjustTotals> {
  return cachedAnswer(db, {
    key: answerKey('incentive totals', { ...s, key }),
    tables: [a],
    compute: async () => {
      const [row] = await db.select(TOTAL_FIELDS).from(a).where(where);
      return row ?? { CLAIM_PENGAJUAN: 0, SUM_NEW: 0, SUM_APPROVE: 0, SUM_REJECT: 0, NET_CLAIM: 0 };
    },
  });
}

const countOf = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(a).where(where))[0]?.n ?? 0;

// ---------------------------------------------------------------------------------------------
// The requests: detail and approval list.

export const DETAIL_FIELDS = {
  ADJUST_ID: a.adjustId,
  BRANCH_CODE: a.branchCode,
  CUSTOMER_NAME: a.customerName,
  INVOICE_NUMBER: a.trxNumber,
  INVOICE_PERIODE: sql<string>`to_char(${a.invoiceDate}, 'YYYY-MM')`,
  PRODUCT_NAME: a.productName,
  PRODUCT_DESC: a.productDesc,
  POSITION_FROM: a.positionFrom,
  POSITION_TO: a.positionTo,
  VALUE_ADJUST: sql<number>`${a.valueAdjust}::float8`,
  NOTES: a.notes,
  STATUS: a.status,
  USERID_UPDATE: a.userIdUpdate,
};

const own = (expr: SQLWrapper): SortColumn => ({ expr });

/** Every column may be sorted on; the oldest request first by default. */
export const DETAIL_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['ADJUST_ID', { expr: a.adjustId, unique: true }],
    ['BRANCH_CODE', own(a.branchCode)],
    ['CUSTOMER_NAME', own(a.customerName)],
    ['INVOICE_NUMBER', own(a.trxNumber)],
    ['INVOICE_PERIODE', own(sql`to_char(${a.invoiceDate}, 'YYYY-MM')`)],
    ['PRODUCT_NAME', own(a.productName)],
    ['PRODUCT_DESC', own(a.productDesc)],
    ['POSITION_FROM', own(a.positionFrom)],
    ['POSITION_TO', own(a.positionTo)],
    ['VALUE_ADJUST', own(a.valueAdjust)],
    ['NOTES', own(a.notes)],
    ['STATUS', own(a.status)],
    ['USERID_UPDATE', own(a.userIdUpdate)],
  ]),
  defaultField: 'ADJUST_ID',
  defaultDir: 'asc',
  idField: 'ADJUST_ID',
  id: a.adjustId,
};

/** Every word of the search somewhere in what a row shows. */
function detailSearch(search: string): SQL | undefined {
  const shown = sql`concat_ws(' ', ${a.adjustId}::text, ${a.branchCode}, ${a.customerName}, ${a.trxNumber},
    ${a.productName}, ${a.productDesc}, ${a.positionFrom}, ${a.positionTo}, ${a.valueAdjust}::text, ${a.notes},
    ${a.status}, ${a.userIdUpdate})`;
  return everyWordIn(shown, search);
}

function detailQuery(db: Db, where: SQL | undefined, plan: PagePlan) {
  return jsonRowsOfPlan(db, a, DETAIL_FIELDS, where, plan);
}

/** The query of a page of the requests of the selection and search (also what tests explain). */
export const detailPageQuery = (db: Db, s: AdjustSelection, search: string, plan: PagePlan) =>
  detailQuery(db, and(selectionWhere(s), detailSearch(search)), plan);

/** A page of the requests of the selection and search, with the count and totals when counting. */
export async function detailPage(db: Db, s: AdjustSelection, req: ListPageRequest & { search: string }) {
  const where = and(selectionWhere(s), detailSearch(req.search));
  const key = { search: searchWords(req.search) };
  const page = await listPage<AdjustDetailRow>(DETAIL_ORDER, req, {
    read: (plan) => readJsonBatch<AdjustDetailRow>(db, detailQuery(db, where, plan)),
    count: () => countOf(db, where),
    keptCount: { db, key: answerKey('incentive detail count', { ...s, ...key }), tables: [a] },
  });
  return { ...page, totals: req.count ? await totalsOf(db, s, where, key) : null };
}

const EXPORT_COLUMNS: ExcelColumn<AdjustDetailRow>[] = (
  Object.keys(DETAIL_FIELDS) as (keyof AdjustDetailRow)[]
).map((key) => ({ header: key, key, width: Math.max(12, Math.min(36, key.length + 4)) }));

/** 'Detail Incentive.xlsx': every request of the selection and search, in the detail's order. */
export function detailExport(
  ctx: CallContext,
  s: AdjustSelection,
  req: { search: string } & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
) {
  const where = and(selectionWhere(s), detailSearch(req.search));
  return listExport(ctx.user, DETAIL_ORDER, req, {
    fileName: INCENTIVE_EXPORT_FILE,
    sheetName: 'Detail Incentive',
    columns: EXPORT_COLUMNS,
    db: ctx.db,
    select: (plan) => detailQuery(ctx.db, where, plan),
  });
}

// ---------------------------------------------------------------------------------------------
// The summary: one row per position credited.

/** The position credited's role, for the rep holding it today. */
const roleOfPosition = (position: SQLWrapper) =>
  sql`(SELECT ${qualified(roles.roleMapId)} FROM ${roles} WHERE ${qualified(roles.rolePositionCode)} = ${position})`;

/**
 * Every summary row of a selection, in position order, with the rep holding each position today:
 * one grouping of the month's requests, kept per data version of the tables it reads (a month of
 * head office holds thousands of requests but hundreds of positions), so paging and searching it
 * cost no query.
 */
function summaryRows(db: Db, s: AdjustSelection): Promise<AdjustSummaryRow[]> {
  return cachedAnswer(db, {
    key: answerKey('incentive summary', { ...s }),
    tables: [a, roles, salesrepMappings, salesreps],
    today: true,
    compute: async () => {
      const g = db
        .select({
          position: sql<string>`${a.positionTo}`.as('position'),
          claim: sql<number>`sum(${a.valueAdjust})`.as('claim'),
          approved: sql<number>`coalesce(${sumOf('APPROVE')}, 0)`.as('approved'),
          rejected: sql<number>`coalesce(${sumOf('REJECT')}, 0)`.as('rejected'),
        })
        .from(a)
        .where(selectionWhere(s))
        .groupBy(a.positionTo)
        .as('g');
      const period = `${s.year}-${String(s.month).padStart(2, '0')}`;
      const found = await db
        .select({
          POSITION_TO: g.position,
          EMPLOYEE_NAME: sql<string>`coalesce(${holderNameOf(roleOfPosition(g.position))}, '')`,
          CLAIM_PENGAJUAN: sql<number>`${g.claim}::float8`,
          SUM_APPROVE: sql<number>`${g.approved}::float8`,
          SUM_REJECT: sql<number>`${g.rejected}::float8`,
          NET_CLAIM: sql<number>`(${g.approved} - ${g.rejected})::float8`,
        })
        .from(g)
        .orderBy(g.position);
      return found.map((r) => ({ ...r, YearID: s.year, MonthID: s.month, PERIOD: period }));
    },
  });
}

/** The sum of summary rows: the totals of their requests (what waits is what was neither decided). */
function totalsOfRows(found: readonly AdjustSummaryRow[]): AdjustTotals {
  const cents = (pick: (r: AdjustSummaryRow) => number) =>
    found.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0);
  const claim = cents((r) => r.CLAIM_PENGAJUAN);
  const approve = cents((r) => r.SUM_APPROVE);
  const reject = cents((r) => r.SUM_REJECT);
  return {
    CLAIM_PENGAJUAN: claim / 100,
    SUM_NEW: (claim - approve - reject) / 100,
    SUM_APPROVE: approve / 100,
    SUM_REJECT: reject / 100,
    NET_CLAIM: (approve - reject) / 100,
  };
}

/** A page of the summary, with the count of positions and the totals when counting. */
export async function summaryPage(
  db: Db,
  s: AdjustSelection,
  req: ListPageRequest & { search: string },
): Promise<{
  rows: AdjustSummaryRow[];
  total: number | null;
  startCursor: string | null;
  endCursor: string | null;
  totals: AdjustTotals | null;
}> {
  const all = await summaryRows(db, s);
  const words = searchWords(req.search).map((w) => w.toLowerCase());
  const searched =
    words.length === 0
      ? all
      : all.filter((r) => {
          const shown = `${r.POSITION_TO}\n${r.EMPLOYEE_NAME}`.toLowerCase();
          return words.every((w) => shown.includes(w));
        });
  const page = arrayPage(searched, 'POSITION_TO', (r) => r.POSITION_TO, req);
  if (!req.count) return { ...page, total: null, totals: null };
  // Unsearched, the selection's totals (the detail's, kept); searched, the sum of the rows found.
  const totals =
    words.length === 0 ? await totalsOf(db, s, selectionWhere(s), { search: [] }) : totalsOfRows(searched);
  return { ...page, total: searched.length, totals };
}
