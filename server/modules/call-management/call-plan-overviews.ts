/**
 * Overview Fixed Call and Overview Master Call Plan as server-paged lists: one page of a branch
 * (or every branch in scope), position and month with the count of the selection, and the export
 * of the same selection, search and order under the spec's file names.
 */
import type { FixedCallListed, MasterCallListed } from '../../../common/contract/call-management';
import type { Db } from '../../db/client';
import type { AnswerStore } from '../../platform/data-version';
import type { ExcelColumn } from '../../platform/excel';
import type { CallContext } from '../../platform/implement';
import { type ListPageRequest, listExport, listPage } from '../../platform/list';
import type { Scope } from '../../platform/scope';
import { type OverviewFilter, overviewSelection } from './call-plan-lists';
import {
  fixedCallSource,
  masterCallSource,
  type PlanListSource,
  withoutOrderKey,
} from './call-plan-overview-queries';

export const FIXED_CALL_EXPORT_FILE = 'Overview Fixed Call.xlsx';
export const MASTER_CALL_EXPORT_FILE = 'Overview Master Call.xlsx';

/** The columns of the screen, so the file can be corrected and uploaded again: the template's first. */
const column = <Row>(key: keyof Row & string, width: number): ExcelColumn<Row> => ({
  header: key,
  key,
  width,
});

const identityColumns = <Row extends FixedCallListed | MasterCallListed>(): ExcelColumn<Row>[] => [
  column<Row>('YEAR_ID', 9),
  column<Row>('PERIODE', 9),
  column<Row>('BRANCH_CODE', 13),
  column<Row>('POSITION_DESC', 20),
  column<Row>('TYPE_SALESMAN', 16),
  column<Row>('CUSTOMERID_REF', 16),
  column<Row>('CUSTOMER_NAME', 30),
];
const auditColumns = <Row extends FixedCallListed | MasterCallListed>(): ExcelColumn<Row>[] => [
  column<Row>('USER_ID_UPDATE', 16),
  column<Row>('LAST_UPDATE', 20),
];

export const FIXED_CALL_EXPORT_COLUMNS: ExcelColumn<FixedCallListed>[] = [
  ...identityColumns<FixedCallListed>(),
  column('DAYS', 9),
  column('FREQUENCY', 11),
  column('WEEK', 7),
  ...auditColumns<FixedCallListed>(),
];

export const MASTER_CALL_EXPORT_COLUMNS: ExcelColumn<MasterCallListed>[] = [
  ...identityColumns<MasterCallListed>(),
  column('PIC_NAME', 18),
  column('PIC_TELP', 15),
  column('MONDAY', 9),
  column('TUESDAY', 9),
  column('WEDNESDAY', 11),
  column('THURSDAY', 10),
  column('FRIDAY', 9),
  column('SATURDAY', 10),
  column('NOTES', 30),
  ...auditColumns<MasterCallListed>(),
];

type PageFilter = OverviewFilter & ListPageRequest & { search: string };
type ExportFilter = OverviewFilter & Pick<ListPageRequest, 'sortField' | 'sortDir'> & { search: string };

async function pageOf<Row>(source: PlanListSource<Row>, req: ListPageRequest) {
  const page = await listPage(source.order, req, source);
  return { ...page, rows: page.rows.map((row) => withoutOrderKey<Row>(row)) };
}

/**
 * The queries of one Overview Fixed Call page, apart from the call around them (the bench's floor
 * runs them too); `answers`, a store of kept counts other than the process's (the bench's cold count).
 */
export async function fixedCallPageQueries(filter: PageFilter, db: Db, scope: Scope, answers?: AnswerStore) {
  const selection = await overviewSelection(db, scope, filter);
  return pageOf(await fixedCallSource(db, selection, filter.search, answers), filter);
}

export async function masterCallPageQueries(filter: PageFilter, db: Db, scope: Scope, answers?: AnswerStore) {
  const selection = await overviewSelection(db, scope, filter);
  return pageOf(await masterCallSource(db, selection, filter.search, answers), filter);
}

export const fixedCallPage = (filter: PageFilter, ctx: CallContext) =>
  fixedCallPageQueries(filter, ctx.db, ctx.scope);

export const masterCallPage = (filter: PageFilter, ctx: CallContext) =>
  masterCallPageQueries(filter, ctx.db, ctx.scope);

/** The export of one overview: the same selection, search and order as its pages, as the spec's file. */
async function planExport<Row extends object>(
  filter: ExportFilter,
  ctx: CallContext,
  sourceOf: (
    db: Db,
    selection: Awaited<ReturnType<typeof overviewSelection>>,
    search: string,
  ) => Promise<PlanListSource<Row>>,
  file: { fileName: string; sheetName: string; columns: ExcelColumn<Row>[] },
) {
  const source = await sourceOf(ctx.db, await overviewSelection(ctx.db, ctx.scope, filter), filter.search);
  return listExport(ctx.user, source.order, filter, { ...file, db: ctx.db, select: source.select });
}

export const fixedCallExport = (filter: ExportFilter, ctx: CallContext) =>
  planExport(filter, ctx, fixedCallSource, {
    fileName: FIXED_CALL_EXPORT_FILE,
    sheetName: 'Overview Fixed Call',
    columns: FIXED_CALL_EXPORT_COLUMNS,
  });

export const masterCallExport = (filter: ExportFilter, ctx: CallContext) =>
  planExport(filter, ctx, masterCallSource, {
    fileName: MASTER_CALL_EXPORT_FILE,
    sheetName: 'Overview Master Call',
    columns: MASTER_CALL_EXPORT_COLUMNS,
  });
