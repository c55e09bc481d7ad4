/**
 * What every server-paged list screen and its export share: a page by keyset with an optional
 * count, and an export that streams the same selection in the same order, batch by batch, as an
 * .xlsx file. A module supplies its order, its rows of a plan and its count.
 */
import type { ExcelColumn } from '../excel';
import type { FileAnswer } from '../implement';
import { xlsxStreamFile } from '../xlsx-stream';
import {
  type KeysetOrder,
  keysetBatches,
  type PagePlan,
  type PageRequest,
  pageOfRows,
  pagePlan,
} from './keyset';

export { jsonObjectOf, readJsonBatch } from './json-batch';
export type { KeysetOrder, PagePlan, SortColumn } from './keyset';
export { keysetBatches } from './keyset';

/** The paging part of a list call's input (the contract's listQuery). */
export type ListPageRequest = PageRequest & { count: boolean };

/**
 * Rows an export reads per query. Each batch holds the event loop only for its own query and
 * sheet rows (a few milliseconds), so other users keep getting answers during an export.
 */
export const EXPORT_BATCH_ROWS = 2000;

export async function listPage<Row>(
  order: KeysetOrder,
  req: ListPageRequest,
  source: { read(plan: PagePlan): Promise<Row[]>; count(): Promise<number> },
) {
  const plan = pagePlan(order, req);
  // The page first: on PGlite the two run one after the other anyway.
  const found = await source.read(plan);
  const total = req.count ? await source.count() : null;
  return { ...pageOfRows(order, plan, found), total };
}

/**
 * The export of a list. Its first batch is read before the answer starts, so a failing query still
 * answers a JSON error; after that the file streams (headers sent), batch by batch.
 */
export async function listExport<Row extends object>(
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
  file: {
    fileName: string;
    sheetName: string;
    columns: readonly ExcelColumn<Row>[];
    read(plan: PagePlan): Promise<Row[]>;
  },
): Promise<FileAnswer> {
  const batches = keysetBatches(order, sort, EXPORT_BATCH_ROWS, file.read);
  const first = await batches.next();
  async function* all(): AsyncGenerator<Row[], void, undefined> {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  return xlsxStreamFile(file.fileName, file.sheetName, file.columns, all());
}
