/**
 * The staged rows of a batch as SQL reads them. A module never names the staging table: a commit
 * plan is given the clean rows of its slice, and a module's own statement over a batch (a lock, a
 * rule that reads the other rows, the rows' verdicts) asks for them here. Which rows belong (the
 * batch, the slice, and the verdict: `reason IS NULL` for the rows that passed every rule) is
 * written once, in `stagedWhere`, so no statement can forget the condition that keeps failed rows
 * out of a commit.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/client';
import { inSlice, type RowSlice } from './slices';

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkName(name: string): string {
  // Column names and aliases are the code's constants; refuse anything else before it reaches SQL.
  if (!NAME.test(name)) throw new Error(`Not a column name: ${name}`);
  return name;
}

/** A staged column's text ('' when absent) of the row aliased `alias` (r by default). */
export function col(name: string, alias = 'r'): SQL {
  return sql.raw(`coalesce(${checkName(alias)}.data->>'${checkName(name)}', '')`);
}

/** Which staged rows: those that passed every rule, those that failed one, or all of them. */
export type Verdict = 'clean' | 'failed' | 'any';

/** The staged rows aliased `alias` that belong to the batch, the verdict and the slice: the one place it is written. */
export function stagedWhere(
  alias: string,
  batchId: number,
  verdict: Verdict,
  slice: RowSlice = 'whole',
): SQL {
  const batch = sql.raw(`${checkName(alias)}.batch_id`);
  const reason = sql.raw(`${alias}.reason`);
  const kept =
    verdict === 'clean'
      ? sql` AND ${reason} IS NULL`
      : verdict === 'failed'
        ? sql` AND ${reason} IS NOT NULL`
        : sql``;
  return sql`${batch} = ${batchId}${kept} AND ${inSlice(slice, alias)}`;
}

/** A batch's staged rows for a statement to read, typed by the upload's columns `C`. */
export interface StagedRows<C extends string = string> {
  /** A FROM item: the rows (row_no, data, reason) under the alias. */
  readonly from: SQL;
  /** A column's text of a row ('' when absent). */
  readonly col: (name: C) => SQL;
  /** A row's sheet row number. */
  readonly rowNo: SQL;
  /** A row's columns as staged, one jsonb object. */
  readonly data: SQL;
  /** A row's first reason; null for a clean row. */
  readonly reason: SQL;
  /** The sheet rows the statement covers: a slice on the embedded database, else the whole batch. */
  readonly slice: RowSlice;
}

export interface StagedRowsOptions {
  /** 'clean' by default: the rows a commit lands. */
  verdict?: Verdict;
  slice?: RowSlice;
  /** 'r' by default, the alias the rules read a row by; another for a second look at the batch. */
  alias?: string;
}

/**
 * The staged rows of the batch as a FROM item. It is a plain sub-query, which PostgreSQL pulls up
 * into the statement around it: the plan is that of the staging table named in the statement.
 */
export function stagedRows<C extends string = string>(
  batchId: number,
  options: StagedRowsOptions = {},
): StagedRows<C> {
  const alias = checkName(options.alias ?? 'r');
  const slice = options.slice ?? 'whole';
  return {
    from: sql`(SELECT s.row_no, s.data, s.reason FROM import_rows s
      WHERE ${stagedWhere('s', batchId, options.verdict ?? 'clean', slice)}) AS ${sql.raw(alias)}`,
    col: (name) => col(name, alias),
    rowNo: sql.raw(`${alias}.row_no`),
    data: sql.raw(`${alias}.data`),
    reason: sql.raw(`${alias}.reason`),
    slice,
  };
}
