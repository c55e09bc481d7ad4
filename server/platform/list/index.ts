/**
 * What every server-paged list screen and its export share: a page by keyset with an optional
 * count, and an export that streams the same selection in the same order, batch by batch, as an
 * .xlsx file. A module supplies its order, its rows of a plan and its count.
 */
import type { Readable } from 'node:stream';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../../common/contract/auth';
import type { Db } from '../../db/client';
import { type AnswerStore, cachedAnswer, type KeptAnswerSource } from '../data-version';
import { errorKind } from '../error-log';
import type { ExcelColumn } from '../excel';
import type { FileAnswer } from '../implement';
import { xlsxArrayFile, xlsxStreamFile } from '../xlsx-stream';
import { exportBatches } from './export-batches';
import { type ExportSlot, takeExportSlot } from './export-slots';
import { jsonArrayOf, jsonObjectOf, readJsonBatch } from './json-batch';
import {
  type FieldOf,
  type KeysetOrder,
  keysetBatches,
  type PagePlan,
  type PageRequest,
  pageOfRows,
  pagePlan,
  planned,
  sortOf,
} from './keyset';
import type { JsonRowsReader } from './snapshot-batches';

export { arrayPage } from './array-page';
export { jsonArrayOf, jsonObjectOf, readJsonBatch } from './json-batch';
export type { KeysetOrder, PagePlan, SortColumn } from './keyset';
export { keysetBatches, planned } from './keyset';

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

/**
 * The query of one plan over a single table, each row one JSON object `j` of `fields`: what a
 * page, an export batch or the export's whole selection of such a list reads (readJsonBatch).
 */
export function jsonRowsOfPlan(
  db: Db,
  table: PgTable,
  fields: Record<string, SQLWrapper>,
  where: SQL | undefined,
  plan: PagePlan,
) {
  return planned(
    db
      .select({ j: jsonObjectOf(fields).as('j') })
      .from(table)
      .$dynamic(),
    where,
    plan,
  );
}

/**
 * A list over one table: what its page reads, its count and its export's query, all from the
 * table, its fields and the selection's WHERE, so that a page and its export read the same rows.
 * The module adds its order, its kept count's key and its file's columns.
 */
export function singleTableList<Row>(
  db: Db,
  table: PgTable,
  fields: Record<string, SQLWrapper>,
  where: SQL | undefined,
): Pick<ListSource<Row>, 'read' | 'count'> & { exportQuery: ExportQuery } {
  return {
    read: (plan) => readJsonBatch<Row>(db, jsonRowsOfPlan(db, table, fields, where, plan)),
    count: async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]?.n ?? 0,
    exportQuery: {
      fields,
      select: (plan, row) =>
        planned(
          db
            .select({ j: sql`${row}`.as('j') })
            .from(table)
            .$dynamic(),
          where,
          plan,
        ),
    },
  };
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
 * An export's query: the fields of the list's own table by name, and the query of a plan over that
 * table selecting one column `j` made by `row` (a JSON array of some of those fields), in the plan's
 * order with its limit. Fields of other tables come from `lookups`.
 */
export interface ExportQuery {
  fields: Readonly<Record<string, SQLWrapper>>;
  select(plan: PagePlan, row: SQL): SQLWrapper;
  lookups?: readonly ExportLookup[];
}

/**
 * Fields of another table an export joins by key: for each batch, the keys its rows hold are looked
 * up in one query (index probes), and the values appended to each row in memory. The database
 * then reads the list's own table alone in the list's order: joined for every row, the other
 * tables cost PostgreSQL more than the whole file costs Node, a cursor over all of them sorted
 * every row before its first one, and on PGlite the joins were most of each batch.
 *
 * A row joins as a LEFT JOIN would: a key found twice gives the row twice, a key not found gives
 * empty fields.
 */
export interface ExportLookup {
  /** The field of the list's own table (ExportQuery.fields) whose value is the key. */
  key: string;
  /** The fields it gives, in the order `select` gives their values. */
  fields: readonly string[];
  /**
   * The rows of the keys `keys` holds (a text[] expression: compare with `= ANY(keys)`), one
   * column `j` per row: json_build_array(key, value, ...).
   */
  select(keys: SQL): SQLWrapper;
  /**
   * Every row of the lookup, in `select`'s shape, for a lookup that holds a few thousand rows
   * whatever the size of the data (the rep holding each position today: one per sales rep), while
   * the list names far more keys (300,000 assignments name 300,000 positions, most with no rep):
   * read once, with the first batch, instead of the keys of every batch.
   */
  whole?: SQLWrapper;
}

/**
 * Where an export's rows come from, read in one pass where the database allows it:
 * - `query`: its query and lookups (ExportQuery), each row read as a JSON array of the fields the
 *   file shows (and the sort and id fields a keyset batch needs), written by position;
 * - `select`: the query of a plan selecting one column `j`, the row's jsonObjectOf, as its pages
 *   read it through readJsonBatch;
 * - `read`, for a list that cannot give its query: its rows of a plan, read in keyset batches.
 * `db` is the database handle the call runs on: the export's slot is taken there (export-slots.ts).
 */
export type ExportSource<Row> =
  | { db: Db; query: ExportQuery }
  | { db: Db; select(plan: PagePlan): SQLWrapper }
  | { db: Db; read(plan: PagePlan): Promise<Row[]> };

interface ExportFile<Row> {
  fileName: string;
  sheetName: string;
  columns: readonly ExcelColumn<Row>[];
}

/**
 * Keys a lookup keeps between batches: a position serves rows all through a file, so its values are
 * read once rather than again in every batch. Bounded, so memory stays flat whatever the table:
 * when full, it starts again empty. A lookup read whole keeps all its rows, however many.
 */
const LOOKUP_KEPT_KEYS = 20_000;

/** What one lookup of an export has read so far: values by key, and whether that is all of them. */
interface LookupKept {
  byKey: Map<unknown, unknown[][]>;
  whole: boolean;
}

/** The values of the keys `keys` would read: their rows, grouped by key (the first value). */
async function readInto(kept: LookupKept, query: SQLWrapper, read: JsonRowsReader): Promise<void> {
  for (const [key, ...rest] of (await read(query)) as unknown[][]) {
    const found = kept.byKey.get(key);
    if (found) found.push(rest);
    else kept.byKey.set(key, [rest]);
  }
}

/**
 * A batch's rows with a lookup's fields appended: the keys not kept from earlier batches read in one
 * query (or, for a lookup read whole, every row once), then joined in memory. The batch's arrays
 * are extended in place (a row found twice is copied). Values kept from an earlier batch are those
 * of the export's snapshot on PostgreSQL; on PGlite, as they stood when first read during the export.
 */
async function lookedUp(
  batch: unknown[][],
  lookup: ExportLookup,
  at: number,
  kept: LookupKept,
  read: JsonRowsReader,
): Promise<unknown[][]> {
  if (lookup.whole && !kept.whole) {
    await readInto(kept, lookup.whole, read);
    kept.whole = true;
  }
  if (!kept.whole) await readMissing(batch, lookup, at, kept, read);
  const out: unknown[][] = [];
  for (const row of batch) {
    const found = kept.byKey.get(row[at]);
    if (found === undefined || found.length === 0) {
      for (let k = 0; k < lookup.fields.length; k++) row.push(null);
      out.push(row);
      continue;
    }
    for (let i = 0; i < found.length; i++) {
      const joined = i === found.length - 1 ? row : [...row];
      joined.push(...(found[i] as unknown[]));
      out.push(joined);
    }
  }
  return out;
}

/** Reads the keys of a batch that are not kept yet; a key found nowhere is kept as found empty. */
async function readMissing(
  batch: unknown[][],
  lookup: ExportLookup,
  at: number,
  kept: LookupKept,
  read: JsonRowsReader,
): Promise<void> {
  const missingKeys = () => {
    const missing = new Set<unknown>();
    for (const row of batch) {
      const key = row[at];
      if (key !== null && !kept.byKey.has(key)) missing.add(key);
    }
    return missing;
  };
  let missing = missingKeys();
  if (kept.byKey.size + missing.size > LOOKUP_KEPT_KEYS) {
    kept.byKey.clear();
    missing = missingKeys();
  }
  if (missing.size === 0) return;
  for (const key of missing) kept.byKey.set(key, []);
  const keys = sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify([...missing].map(String))}::json))`;
  await readInto(kept, lookup.select(keys), read);
}

/**
 * The batches of an export read as arrays, and where each file column lies in them: the table's
 * fields the file and the keyset need, then each lookup's fields. No field name is built, sent or
 * parsed per row, and the writer reads each cell by position.
 */
function arrayBatches(
  db: Db,
  query: ExportQuery,
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
  columns: readonly { key: string }[],
): { batches: AsyncGenerator<unknown[][], void, undefined>; positions: number[] } {
  const lookups = query.lookups ?? [];
  const looked = new Set(lookups.flatMap((lookup) => lookup.fields));
  const wanted = [
    ...columns.map((column) => column.key).filter((key) => !looked.has(key)),
    sortOf(order, sort).field,
    order.idField,
    ...lookups.map((lookup) => lookup.key),
  ];
  const own = [...new Set(wanted)];
  const names = [...own, ...lookups.flatMap((lookup) => lookup.fields)];
  const position = new Map(names.map((name, index) => [name, index]));
  const values = own.map((name) => {
    const value = query.fields[name];
    if (value === undefined) throw new Error(`the export's query has no field ${name}`);
    return value;
  });
  const fieldOf: FieldOf<unknown[]> = (row, name) => row[position.get(name) as number];
  const kept = lookups.map((): LookupKept => ({ byKey: new Map(), whole: false }));
  const complete = async (batch: unknown[][], read: JsonRowsReader) => {
    let rows = batch;
    for (const [l, lookup] of lookups.entries()) {
      const at = position.get(lookup.key) as number;
      rows = await lookedUp(rows, lookup, at, kept[l] as LookupKept, read);
    }
    return rows;
  };
  const row = jsonArrayOf(values);
  const batches = exportBatches<unknown[]>(
    db,
    order,
    sort,
    (plan) => query.select(plan, row),
    EXPORT_BATCH_ROWS,
    fieldOf,
    lookups.length > 0 ? complete : undefined,
  );
  return { batches, positions: columns.map((column) => position.get(column.key) as number) };
}

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
  file: ExportFile<Row> & ExportSource<Row>,
): Promise<FileAnswer> {
  const slot = await takeExportSlot(file.db, who.USER_ID);
  try {
    if ('query' in file) {
      const { batches, positions } = arrayBatches(file.db, file.query, order, sort, file.columns);
      const columns = file.columns.map((column, c) => ({ ...column, key: positions[c] as number }));
      return await streamed(batches, slot, (all) =>
        xlsxArrayFile(file.fileName, file.sheetName, columns, all),
      );
    }
    const batches =
      'select' in file
        ? exportBatches<Row>(file.db, order, sort, file.select, EXPORT_BATCH_ROWS)
        : keysetBatches(order, sort, EXPORT_BATCH_ROWS, file.read);
    return await streamed(batches, slot, (all) =>
      xlsxStreamFile(file.fileName, file.sheetName, file.columns, all),
    );
  } catch (err) {
    slot.release();
    throw err;
  }
}

/**
 * The file of `batches`: the first read before the answer starts, the rest as the file streams. A
 * batch failing after the first ends the stream with an ExportBatchError.
 */
async function streamed<Batch>(
  batches: AsyncGenerator<Batch, void, undefined>,
  slot: ExportSlot,
  write: (all: AsyncGenerator<Batch, void, undefined>) => FileAnswer,
): Promise<FileAnswer> {
  const first = await batches.next();
  async function* all(): AsyncGenerator<Batch, void, undefined> {
    if (first.done) return;
    try {
      yield first.value;
      yield* batches;
    } catch (err) {
      throw new ExportBatchError(errorKind(err));
    }
  }
  const answer = write(all());
  // The file's end, failure or abandonment ends the read too: the writer returns the rows it was
  // handed (all()), which never reaches `batches` when it stops before asking for a second batch,
  // and a cursor would keep its transaction and connection. Returning a finished one does nothing.
  slot.follow(answer.body as Readable, () => {
    batches.return(undefined).catch(() => undefined);
  });
  return answer;
}
