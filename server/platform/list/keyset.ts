/**
 * Keyset paging of every server-paged list and of its export. A page is "the rows after (or
 * before) this row in the list's order", so it costs an index range read of one page whatever its
 * depth, and rows added or removed between two pages never make a page repeat or skip a row. The
 * last page is the first page of the reversed order. A module declares its sortable columns once;
 * the plan gives the condition, order and limit that its query adds to its own filters.
 */
import { and, asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect } from 'drizzle-orm/pg-core';
import { PAGE_NUMBER_MAX_ROWS } from '../../../common/contract/shared-schemas';
import { messages } from '../../../common/messages';
import { AppError } from '../errors';
import { type Cursor, type CursorValue, decodeCursor, encodeCursor, type SortDir } from './cursor';

export interface SortColumn {
  /** A non-null expression (wrap a nullable column in coalesce): NULL has no place in a keyset. */
  expr: SQLWrapper;
  /** The value the expression gives for a row whose field is null (the coalesce default). */
  nullAs?: CursorValue;
  /** The column is unique and not null by itself: the id is not needed to break ties. */
  unique?: boolean;
}

export interface KeysetOrder {
  /** The columns a list may sort on, by the row field the screen names them. */
  sortable: ReadonlyMap<string, SortColumn>;
  defaultField: string;
  /** The direction of the default field when the request names none (newest first: 'desc'). */
  defaultDir?: SortDir;
  /** The row field and column of the unique id that breaks ties. */
  idField: string;
  id: SQLWrapper;
  /** The id is a text (an employee number), not a whole number. */
  textId?: boolean;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sortField?: string | undefined;
  sortDir?: SortDir | undefined;
  after?: string | undefined;
  before?: string | undefined;
  last?: boolean | undefined;
}

export interface PagePlan {
  /** The keyset condition; undefined for the first and the last page. */
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** Only for a request by page number without a cursor. */
  offset: number;
  /** The rows come back in reverse order (a page before a cursor, the last page). */
  reversed: boolean;
  field: string;
  dir: SortDir;
}

/**
 * The sort a request asks for: one of the columns the list declares (a Map, so no object key such
 * as `__proto__` is ever a column), or the default when it names none; any other name is refused.
 */
export function sortOf(order: KeysetOrder, req: Pick<PageRequest, 'sortField' | 'sortDir'>) {
  const field = req.sortField === undefined || req.sortField === '' ? order.defaultField : req.sortField;
  const column = order.sortable.get(field);
  if (column === undefined) {
    throw new AppError(
      messages.invalidRequest(`sortField: ${messages.refused.sortFieldUnknown}`),
      'VALIDATION',
    );
  }
  const asked = req.sortDir ?? (field === order.defaultField ? order.defaultDir : undefined);
  const dir: SortDir = asked === 'desc' ? 'desc' : 'asc';
  return { field, dir, column };
}

const dialect = new PgDialect();
const bindings = new WeakMap<KeysetOrder, string>();

/**
 * What a cursor of the list is signed for (cursor.ts): the SQL of each sortable column by its field
 * and of the id. A cursor names its field, so it is one of this list's and no other's, and its
 * value one read from that column. Kept per order, which a module declares once.
 */
export function orderBinding(order: KeysetOrder): string {
  const known = bindings.get(order);
  if (known !== undefined) return known;
  const textOf = (expr: SQLWrapper) => {
    const query = dialect.sqlToQuery(sql`${expr}`);
    return [query.sql, query.params];
  };
  const columns = [...order.sortable.entries()].map(([field, column]) => [
    field,
    textOf(column.expr),
    column.nullAs ?? null,
  ]);
  const binding = JSON.stringify([columns, order.idField, textOf(order.id), order.textId === true]);
  bindings.set(order, binding);
  return binding;
}

function keyCondition(order: KeysetOrder, column: SortColumn, cursor: Cursor, forward: boolean): SQL {
  const greater = (cursor.dir === 'asc') === forward;
  const op = sql.raw(greater ? '>' : '<');
  return column.unique
    ? sql`${column.expr} ${op} ${cursor.value}`
    : sql`(${column.expr}, ${order.id}) ${op} (${cursor.value}, ${cursor.id})`;
}

export function pagePlan(order: KeysetOrder, req: PageRequest): PagePlan {
  const { field, dir, column } = sortOf(order, req);
  if (req.after !== undefined && req.before !== undefined) {
    throw new AppError(messages.invalidRequest('after and before: give one of them'), 'VALIDATION');
  }
  const sorting = { field, dir, textId: order.textId, binding: orderBinding(order) };
  const after = req.after === undefined ? undefined : decodeCursor(req.after, 'after', sorting);
  const before = req.before === undefined ? undefined : decodeCursor(req.before, 'before', sorting);
  const reversed = before !== undefined || (req.last === true && after === undefined);
  const readDir = reversed ? (dir === 'asc' ? desc : asc) : dir === 'asc' ? asc : desc;
  const orderBy = column.unique ? [readDir(column.expr)] : [readDir(column.expr), readDir(order.id)];
  let where: SQL | undefined;
  if (after) where = keyCondition(order, column, after, true);
  if (before) where = keyCondition(order, column, before, false);
  const byPageNumber = !after && !before && !req.last;
  if (byPageNumber) refuseDeepPage(req);
  return {
    where,
    orderBy,
    limit: req.pageSize,
    offset: byPageNumber ? req.page * req.pageSize : 0,
    reversed,
    field,
    dir,
  };
}

/**
 * A page number whose rows lie past PAGE_NUMBER_MAX_ROWS is refused: its offset would read and skip
 * every row before it, so one request could cost the whole table. The first page is never refused
 * (its size is the contract's to bound), and cursors reach any depth.
 */
function refuseDeepPage(req: Pick<PageRequest, 'page' | 'pageSize'>): void {
  if (req.page > 0 && (req.page + 1) * req.pageSize > PAGE_NUMBER_MAX_ROWS) {
    throw new AppError(
      messages.invalidRequest(`page: ${messages.pageTooDeep(PAGE_NUMBER_MAX_ROWS)}`),
      'VALIDATION',
    );
  }
}

/**
 * drizzle writes a LIMIT whenever a plan gives one; this one never binds: the plan of every row of
 * a selection, which an export reads through one cursor.
 */
const EVERY_ROW = Number.MAX_SAFE_INTEGER;

/** Every row of the selection in the list's order (an export's single pass). */
export function selectionPlan(
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
): PagePlan {
  return pagePlan(order, { ...sort, page: 0, pageSize: EVERY_ROW });
}

/**
 * How a row gives the value of one of the list's fields: by name for the row objects of a page, by
 * position for the row arrays an export reads (platform/list/index.ts).
 */
export type FieldOf<Row> = (row: Row, field: string) => unknown;

const byName: FieldOf<unknown> = (row, field) => (row as Record<string, unknown>)[field];

function cursorOf<Row>(order: KeysetOrder, plan: PagePlan, row: Row, fieldOf: FieldOf<Row>): string {
  const column = order.sortable.get(plan.field) as SortColumn;
  const raw = fieldOf(row, plan.field);
  const value = raw === null || raw === undefined ? (column.nullAs ?? '') : raw;
  const id = fieldOf(row, order.idField);
  return encodeCursor(
    {
      field: plan.field,
      dir: plan.dir,
      value: value instanceof Date ? value.toISOString() : (value as CursorValue),
      id: order.textId ? String(id) : Number(id),
    },
    orderBinding(order),
  );
}

/**
 * A list's query narrowed to one page plan (a page, an export batch, or the export's whole
 * selection): the selection's condition and the plan's keyset condition, order, limit and offset.
 */
export function planned<Q extends PgSelect>(query: Q, where: SQL | undefined, plan: PagePlan) {
  const paged = query
    .where(and(where, plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);
  return plan.offset > 0 ? paged.offset(plan.offset) : paged;
}

/** The rows of a page in the list's order, with the cursors of its first and last rows. */
export function pageOfRows<Row>(
  order: KeysetOrder,
  plan: PagePlan,
  found: Row[],
  fieldOf: FieldOf<Row> = byName,
) {
  const rows = plan.reversed ? found.reverse() : found;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    startCursor: first === undefined ? null : cursorOf(order, plan, first, fieldOf),
    endCursor: last === undefined ? null : cursorOf(order, plan, last, fieldOf),
  };
}

/**
 * Every row of a selection in the list's order, `batchSize` rows at a time. The next batch is read
 * while the consumer works on the one just handed over (on PostgreSQL the server prepares it on
 * another core meanwhile), and no further: at most two batches are held, and a consumer that
 * waits on its socket holds the reads with it. Stopping the iteration stops the reads.
 */
export async function* keysetBatches<Row>(
  order: KeysetOrder,
  sort: Pick<PageRequest, 'sortField' | 'sortDir'>,
  batchSize: number,
  read: (plan: PagePlan) => Promise<Row[]>,
  fieldOf: FieldOf<Row> = byName,
): AsyncGenerator<Row[], void, undefined> {
  const planAfter = (after: string | undefined) =>
    pagePlan(order, { ...sort, page: 0, pageSize: batchSize, after });
  /**
   * A read started ahead may fail while the consumer is still busy with the batch before, or after
   * it stopped: marked handled at once, or Node would end the process on an unhandled rejection.
   * Its failure still reaches the consumer when the batch is awaited.
   */
  const readAhead = (next: PagePlan) => {
    const started = read(next);
    started.catch(() => undefined);
    return started;
  };
  let plan = planAfter(undefined);
  let pending: Promise<Row[]> | undefined = readAhead(plan);
  while (pending) {
    const { rows, endCursor } = pageOfRows(order, plan, await pending, fieldOf);
    pending = undefined;
    if (rows.length === batchSize && endCursor !== null) {
      plan = planAfter(endCursor);
      pending = readAhead(plan);
    }
    // A consumer that stops here leaves the read ahead unawaited: it is marked handled already.
    if (rows.length > 0) yield rows;
  }
}
