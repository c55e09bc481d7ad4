/**
 * Overview Call Realization as a server-paged list: the realization of the visits planned within a
 * date range, of a branch and position or all of the caller's scope, newest plan date first. A
 * month of every branch holds hundreds of thousands of visits at a distributor's size, so a page is
 * an index range read on (scope, plan date, id), and the count is kept per data version. The export
 * writes the same selection, search and order as 'Overview Call Realization.xlsx'.
 */
import { and, between, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  REALIZATION_EXPORT_FILE,
  REALIZATION_RANGE_MAX_DAYS,
  type RealizationColumn,
  type RealizationRow,
} from '../../../common/contract/call-realization';
import type { Db } from '../../db/client';
import { callRealizations, realizationSearchText } from '../../db/schema';
import { findBranchInScope } from '../../platform/branches';
import { type AnswerStore, answerKey } from '../../platform/data-version';
import { checkDateRange } from '../../platform/date-rules';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import {
  type KeysetOrder,
  type ListPageRequest,
  type ListSource,
  listExport,
  listPage,
  type PagePlan,
  type SortColumn,
  singleTableList,
} from '../../platform/list';
import { containing, searchWords } from '../../platform/list/search';
import { branchAsked, oneAsked, type Scope, scopeFilter } from '../../platform/scope';

const r = callRealizations;

/** A time as the overview shows it, to the second in the database's time zone. */
const shownTime = (column: SQLWrapper) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

/** Every field of a row as the overview and the export name them. */
const FIELDS = {
  REALIZATION_ID: r.realizationId,
  AREA_CODE: r.branchCode,
  POSITION_CODE: r.positionCode,
  EMPLOYEE_NAME: r.employeeName,
  SUPERVISOR_POSITION_CODE: r.supervisorPositionCode,
  SUPERVISOR_NAME: r.supervisorName,
  NAMA_RELASI: r.customerName,
  TYPE_PLAN: r.typePlan,
  TANGGAL_CALL_PLAN: sql<string>`${r.planDate}::text`,
  TANGGAL_SUBMIT_CALL_PLAN: shownTime(r.planSubmittedAt),
  TANGGAL_APPROVE_CALL_PLAN: shownTime(r.planApprovedAt),
  RENCANA_KUNJUNGAN: r.visitPlan,
  NOTE_SUPERVISOR: r.supervisorNote,
  STATUS_CALL_PLAN: r.planStatus,
  HASIL_KUNJUNGAN: r.visitResult,
  ADA_RETUR: r.hasReturn,
  KET_RETUR: r.returnNote,
  ITEM_ED_DEKAT: r.nearExpiry,
  NAMA_ITEM: r.itemName,
  QTY: r.quantity,
  DATE_ED: sql<string | null>`${r.expiryDate}::text`,
  STATUS_VISIT: r.visitStatus,
  STATUS_CALL_REALISASI: r.realizationStatus,
  TANGGAL_INPUT_CALL_REALISASI: shownTime(r.realizationInputAt),
  TANGGAL_APPROVE_CALL_REALISASI: shownTime(r.realizationApprovedAt),
  CRC_HEADERID: r.crcHeaderId,
} satisfies Record<keyof RealizationRow, SQLWrapper>;

const text = (column: SQLWrapper): SortColumn => ({ expr: sql`coalesce(${column}, '')`, nullAs: '' });
const number = (column: SQLWrapper): SortColumn => ({ expr: sql`coalesce(${column}, -1)`, nullAs: -1 });

/**
 * Every column may be sorted on, by the value it shows, the id breaking ties. Only the default
 * order (plan date, newest first) is indexed; another sorts the selection on each page.
 */
export const REALIZATION_ORDER: KeysetOrder = {
  sortable: new Map<string, SortColumn>([
    ['TANGGAL_CALL_PLAN', { expr: r.planDate }],
    ['AREA_CODE', { expr: r.branchCode }],
    ['POSITION_CODE', { expr: r.positionCode }],
    ['EMPLOYEE_NAME', { expr: r.employeeName }],
    ['SUPERVISOR_POSITION_CODE', { expr: r.supervisorPositionCode }],
    ['SUPERVISOR_NAME', { expr: r.supervisorName }],
    ['NAMA_RELASI', { expr: r.customerName }],
    ['TYPE_PLAN', { expr: r.typePlan }],
    ['TANGGAL_SUBMIT_CALL_PLAN', { expr: shownTime(r.planSubmittedAt) }],
    ['TANGGAL_APPROVE_CALL_PLAN', text(shownTime(r.planApprovedAt))],
    ['RENCANA_KUNJUNGAN', { expr: r.visitPlan }],
    ['NOTE_SUPERVISOR', text(r.supervisorNote)],
    ['STATUS_CALL_PLAN', { expr: r.planStatus }],
    ['HASIL_KUNJUNGAN', text(r.visitResult)],
    ['ADA_RETUR', { expr: r.hasReturn }],
    ['KET_RETUR', text(r.returnNote)],
    ['ITEM_ED_DEKAT', { expr: r.nearExpiry }],
    ['NAMA_ITEM', text(r.itemName)],
    ['QTY', number(r.quantity)],
    ['DATE_ED', text(sql`${r.expiryDate}::text`)],
    ['STATUS_VISIT', { expr: r.visitStatus }],
    ['STATUS_CALL_REALISASI', { expr: r.realizationStatus }],
    ['TANGGAL_INPUT_CALL_REALISASI', text(shownTime(r.realizationInputAt))],
    ['TANGGAL_APPROVE_CALL_REALISASI', text(shownTime(r.realizationApprovedAt))],
    ['CRC_HEADERID', number(r.crcHeaderId)],
  ]),
  defaultField: 'TANGGAL_CALL_PLAN',
  defaultDir: 'desc',
  idField: 'REALIZATION_ID',
  id: r.realizationId,
};

export interface RealizationFilter {
  BranchCode: string;
  PositionCode: string;
  StartDate: string;
  EndDate: string;
  search: string;
}

interface Selection {
  scope: Scope;
  branchCode: string | undefined;
  position: string | undefined;
  start: string;
  end: string;
  words: string[];
}

/** The filters checked: real dates within the longest range, and a branch of the caller's scope. */
async function selectionOf(db: Db, scope: Scope, f: RealizationFilter): Promise<Selection> {
  checkDateRange(f.StartDate, f.EndDate, REALIZATION_RANGE_MAX_DAYS);
  const branchCode = branchAsked(oneAsked(f.BranchCode));
  if (branchCode !== undefined) await findBranchInScope(db, scope, branchCode);
  return {
    scope,
    branchCode,
    position: oneAsked(f.PositionCode),
    start: f.StartDate,
    end: f.EndDate,
    words: searchWords(f.search),
  };
}

/** A word that may lie in a shown date (digits and '-'): it is looked for in the plan date too. */
const mayLieInDate = (word: string) => /^[0-9-]+$/.test(word);

/**
 * The selection's WHERE: scope, branch, position, the plan dates, and every searched word in the
 * row's texts (the trigram index) or, for a word of digits, in its plan date.
 */
function whereOf(s: Selection): SQL | undefined {
  const searchText = realizationSearchText(r);
  return and(
    scopeFilter(s.scope, { orgId: r.orgId, branchCode: r.branchCode }),
    s.branchCode === undefined ? undefined : eq(r.branchCode, s.branchCode),
    s.position === undefined ? undefined : eq(r.positionCode, s.position),
    between(r.planDate, s.start, s.end),
    ...s.words.map((word) => {
      const pattern = containing(word);
      return or(
        sql`${searchText} ILIKE ${pattern}`,
        mayLieInDate(word) ? sql`${r.planDate}::text LIKE ${pattern}` : undefined,
      );
    }),
  );
}

const listOf = (db: Db, where: SQL | undefined) => singleTableList<RealizationRow>(db, r, FIELDS, where);

/** A page's source; `answers`, a store of kept counts other than the process's (the bench's cold count). */
function sourceOf(db: Db, s: Selection, answers?: AnswerStore): ListSource<RealizationRow> {
  const { read, count } = listOf(db, whereOf(s));
  return {
    read,
    count,
    keptCount: {
      db,
      key: answerKey('call realization count', { ...s }),
      tables: [r],
      ...(answers ? { store: answers } : {}),
    },
  };
}

/** The queries of one page, apart from the call around them (the bench's floor runs them too). */
export async function realizationPageQueries(
  filter: RealizationFilter & ListPageRequest,
  db: Db,
  scope: Scope,
  answers?: AnswerStore,
) {
  const selection = await selectionOf(db, scope, filter);
  return listPage(REALIZATION_ORDER, filter, sourceOf(db, selection, answers));
}

/** The rows of a plan of the selection, as the pages read them (the bench's export floor reads them too). */
export async function realizationRows(db: Db, scope: Scope, filter: RealizationFilter, plan: PagePlan) {
  const selection = await selectionOf(db, scope, filter);
  return listOf(db, whereOf(selection)).read(plan);
}

export const realizationPage = (filter: RealizationFilter & ListPageRequest, ctx: CallContext) =>
  realizationPageQueries(filter, ctx.db, ctx.scope);

/** The columns of the file: the table's, in the spec's order, QTY a number. */
export const REALIZATION_EXPORT_COLUMNS: ExcelColumn<RealizationRow>[] = (
  Object.keys(FIELDS).filter((k) => k !== 'REALIZATION_ID') as RealizationColumn[]
).map((key) => ({ header: key, key, width: Math.max(12, Math.min(30, key.length + 2)) }));

export async function realizationExport(
  filter: RealizationFilter & Pick<ListPageRequest, 'sortField' | 'sortDir'>,
  ctx: CallContext,
) {
  const selection = await selectionOf(ctx.db, ctx.scope, filter);
  return listExport(ctx.user, REALIZATION_ORDER, filter, {
    fileName: REALIZATION_EXPORT_FILE,
    sheetName: 'Overview Call Realization',
    columns: REALIZATION_EXPORT_COLUMNS,
    db: ctx.db,
    query: listOf(ctx.db, whereOf(selection)).exportQuery,
  });
}
