/**
 * What every server-paged list screen and its export share: a page by keyset with an optional
 * count, and an export that streams the same selection in the same order, batch by batch, as an
 * .xlsx file. A module supplies its order, its rows of a plan and its count.
 */
import type { Readable } from 'node:stream';
import type { SQLWrapper } from 'drizzle-orm';
import type { SessionUser } from '../../../common/contract/auth';
import type { Db } from '../../db/client';
import { type AnswerStore, cachedAnswer, type KeptAnswerSource } from '../data-version';
import { errorKind } from '../error-log';
import type { ExcelColumn } from '../excel';
import type { FileAnswer } from '../implement';
import { xlsxStreamFile } from '../xlsx-stream';
import { exportBatches } from './export-batches';
import { releaseWhenDone, takeExportSlot } from './export-slots';
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
 * Rows an export reads at a time (a FETCH of its cursor, or a keyset batch on PGlite). Each batch
 * holds the event loop only for its own parse and sheet rows (a few milliseconds), so other users
 * keep getting answers during an export.
 */
export const EXPORT_BATCH_ROWS = 2000;

export interface ListSource<Row> {
  read(plan: PagePlan): Promise<Row[]>;
  count(): Promise<number>;
  /**
   * The count kept per data version (platform/data-version): counted once per version of `tables`
   * and selection, then served by a read of the versions. The key names everything the count
   * depends on but the data: the caller's scope, every filter and the search.
   */
  keptCount?: Omit<KeptAnswerSource<number>, 'compute'> & { db: Db; store?: AnswerStore };
}

export async function listPage<Row>(order: KeysetOrder, req: ListPageRequest, source: ListSource<Row>) {
  const plan = pagePlan(order, req);
  // The page first: on PGlite the two run one after the other anyway.
  const found = await source.read(plan);
  const total = req.count ? await countOf(source) : null;
  return { ...pageOfRows(order, plan, found), total };
}

function countOf(source: ListSource<unknown>): Promise<number> {
  const kept = source.keptCount;
  if (!kept) return source.count();
  const { db, store, ...answer } = kept;
  return cachedAnswer(db, { ...answer, compute: () => source.count() }, store);
}

/**
 * A batch that failed after the file had started: the stream ends with this error, which Fastify
 * logs. It carries the failure's kind only, not its text, which would quote the query's
 * parameters, cursor values of rows among them (see error-log.ts).
 */
export class ExportBatchError extends Error {
  constructor(readonly failure: ReturnType<typeof errorKind>) {
    super('a batch of an export could not be read');
    this.name = 'ExportBatchError';
  }
}

/**
 * Where an export's rows come from: the list's query of a plan (`select`: one column `j`, the
 * row's jsonObjectOf, in the plan's order with its limit, as its pages read it through
 * readJsonBatch), read in one pass where the database allows it; or, for a list that cannot give
 * its query, its rows of a plan (`read`), read in keyset batches, each query with its joins again.
 */
export type ExportSource<Row> =
  | { db: Db; select(plan: PagePlan): SQLWrapper }
  | { read(plan: PagePlan): Promise<Row[]> };

/**
 * The export of a list, one at a time per user (export-slots.ts), read in one pass where the
 * database allows it (export-batches.ts). Its first batch is read before the answer starts, so a
 * failing query still answers a JSON error; after that the file streams (headers sent), batch by
 * batch.
 */
export async function listExport<Row extends object>(
  who: Pick<SessionUser, 'USER_ID'>,
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
  file: {
    fileName: string;
    sheetName: string;
    columns: readonly ExcelColumn<Row>[];
  } & ExportSource<Row>,
): Promise<FileAnswer> {
  const release = takeExportSlot(who.USER_ID);
  try {
    const batches =
      'select' in file
        ? exportBatches<Row>(file.db, order, sort, file.select, EXPORT_BATCH_ROWS)
        : keysetBatches(order, sort, EXPORT_BATCH_ROWS, file.read);
    const first = await batches.next();
    async function* all(): AsyncGenerator<Row[], void, undefined> {
      if (first.done) return;
      try {
        yield first.value;
        yield* batches;
      } catch (err) {
        throw new ExportBatchError(errorKind(err));
      }
    }
    const answer = xlsxStreamFile(file.fileName, file.sheetName, file.columns, all());
    // The file's end, failure or abandonment ends the read too: the writer returns the rows it was
    // handed (all()), which never reaches `batches` when it stops before asking for a second batch,
    // and a cursor would keep its transaction and connection. Returning a finished one does nothing.
    releaseWhenDone(answer.body as Readable, () => {
      release();
      batches.return(undefined).catch(() => undefined);
    });
    return answer;
  } catch (err) {
    release();
    throw err;
  }
}
