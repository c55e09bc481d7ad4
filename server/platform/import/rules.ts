/**
 * Row rules of an upload, checked set-wise in SQL over the whole batch, in order, touching only
 * rows that have not failed yet, so each row keeps its first reason.
 *
 * A rule's condition reads the staged row as `r` (`col(name)` a column of the sheet row, r.row_no
 * its sheet row number) and may join reference tables; a rule that reads the other rows of the
 * batch reads them through `stagedRows` (staged-rows.ts) under another alias. Builders below cover
 * the common kinds; a module composes them and adds its own with `rowRule`.
 */
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '../../../common/messages';
import { type Db, rows, sql } from '../../db/client';
import { withBatchPlanning } from './planning';
import { type BatchSlicing, batchSlicing, type RowSlice } from './slices';
import { col, stagedRows, stagedWhere } from './staged-rows';

/**
 * A row's reason: a text, or a text naming the row's own values (reasonOf), computed by the
 * database for each row that fails.
 */
export type Reason = string | SQL;

export interface RowRule {
  /** The text stored as the row's reason when the condition holds. */
  reason: Reason;
  /** True for a staged row `r` that breaks the rule; gets the batch id for sub-queries over the batch. */
  when: (batchId: number) => SQL;
  /** The condition reads other rows of the same batch (see withBatchPlanning). */
  readsBatch?: boolean;
}

/** 'YYYY-MM-DD' with a month 01-12 and a day 01-31; the day is checked against the month below. */
const ISO_DATE_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/**
 * True when the text is a real calendar date written YYYY-MM-DD (proleptic Gregorian, year 0001
 * and on). A bad date would make a cast raise an error, so every cast happens inside a CASE branch
 * the pattern has already guarded (PostgreSQL 15 to 18 alike). The day is checked against its
 * month with integer arithmetic: date arithmetic per row costs twice as much on 50,000 rows.
 */
export function isIsoDateSql(text: SQL): SQL {
  const year = sql`substr(${text}, 1, 4)::int`;
  const month = sql`substr(${text}, 6, 2)::int`;
  const day = sql`substr(${text}, 9, 2)::int`;
  // CASE tests its branches in order, unlike AND: no cast runs before the pattern has matched.
  return sql`(CASE WHEN ${text} !~ ${ISO_DATE_PATTERN} THEN false
    WHEN ${year} = 0 THEN false
    WHEN ${day} <= 28 THEN true
    WHEN ${month} = 2 THEN ${day} = 29 AND ${year} % 4 = 0 AND (${year} % 100 <> 0 OR ${year} % 400 = 0)
    WHEN ${month} IN (4, 6, 9, 11) THEN ${day} <= 30
    ELSE true
    END)`;
}

export const rowRule = (
  reason: Reason,
  when: (batchId: number) => SQL,
  options: { readsBatch?: boolean } = {},
): RowRule => ({ reason, when, ...options });

/** Marks an argument's place in a message's text (see reasonOf); no message holds the character. */
const PLACE = '\u0001';
const PLACES = new RegExp(`${PLACE}(\\d+)${PLACE}`, 'g');

/**
 * A reason that names values of the failed row: the message of common/messages, written once, with
 * each argument's place filled by the database from an SQL text over the staged row `r`, e.g.
 * `reasonOf(messages.itemExists, col('ITEM_CODE'))`. The message must put each argument into its
 * text as it is (a number it formats, such as n()'s, comes as text the SQL has formatted).
 */
export function reasonOf<A extends string[]>(message: (...args: A) => string, ...values: SQL[]): SQL {
  const text = message(...(values.map((_, i) => `${PLACE}${i}${PLACE}`) as A));
  const parts: SQL[] = [];
  let at = 0;
  const placed = new Set<number>();
  for (const match of text.matchAll(PLACES)) {
    const i = Number(match[1]);
    if (match.index > at) parts.push(sql`${text.slice(at, match.index)}::text`);
    parts.push(sql`coalesce((${values[i] as SQL})::text, '')`);
    placed.add(i);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(sql`${text.slice(at)}::text`);
  // A message that changed an argument (upper-cased it, say) would lose its place: a mistake of the code.
  if (placed.size !== values.length)
    throw new Error('reasonOf: the message must write each argument as it is');
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** The column must not be empty. */
export function required(column: string, reason = messages.reasonRequired(column)): RowRule {
  const value = col(column);
  return rowRule(reason, () => sql`${value} = ''`);
}

/** The column must hold one of the given values. */
export function oneOf(column: string, values: readonly string[], reason: string): RowRule {
  const value = col(column);
  const list = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  return rowRule(reason, () => sql`${value} NOT IN (${list})`);
}

/** A Y/N flag. */
export function yesNoFlag(column: string, reason = messages.reasonBadFlag(column)): RowRule {
  return oneOf(column, ['Y', 'N'], reason);
}

/** A real date written YYYY-MM-DD. */
export function isoDate(column: string, reason = messages.reasonBadDate(column)): RowRule {
  return rowRule(reason, () => sql`NOT ${isIsoDateSql(col(column))}`);
}

/** The end date must not be before the start date; rows whose dates are not real dates are left to isoDate. */
export function notBefore(endColumn: string, startColumn: string, reason: string): RowRule {
  const end = col(endColumn);
  const start = col(startColumn);
  // YYYY-MM-DD texts sort as the dates do, so no cast is needed. The cheap comparison comes first:
  // inside a pass of several rules nothing reorders it, and it rules out most rows.
  return rowRule(reason, () => sql`${end} < ${start} AND ${isIsoDateSql(start)} AND ${isIsoDateSql(end)}`);
}

export interface Reference {
  table: PgTable;
  /** The reference column the staged value must equal. */
  column: AnyPgColumn;
  /**
   * Further staged columns, each to equal a reference column (or expression) of the same
   * reference row, e.g. `{ BRANCH_CODE: additionalTypes.branchCode }`.
   */
  same?: Readonly<Record<string, AnyPgColumn | SQL>>;
  /** Further conditions on the reference row over the staged row `r` (probe lookups only). */
  where?: SQL;
  /**
   * 'probe' (default): one index probe per staged row (see rowExists), for a table of any size;
   * the columns compared must be indexed. 'hash': the reference rows are read once per statement
   * and hashed, which costs a third of a probe per staged row, for small tables only (codes,
   * types, branches): a table too big to hash would be scanned once per staged row.
   */
  lookup?: 'probe' | 'hash';
}

/**
 * True when the query (`SELECT 1 FROM <table> WHERE <condition over r>`) finds a row. Written as
 * a scalar sub-query, which PostgreSQL never turns into a join: it runs once per staged row as an
 * index probe, whatever the planner guesses about the freshly staged batch (a guess of a handful
 * of rows once made it scan a 50,000-row batch once per reference row). The reference columns
 * compared must therefore be indexed.
 */
export function rowExists(query: SQL): SQL {
  return sql`((${query} LIMIT 1) IS NOT NULL)`;
}

/** True when the staged row `r` has a matching reference row. */
function referenceFound(column: string, ref: Reference): SQL {
  const same = Object.entries(ref.same ?? {});
  if (ref.lookup === 'hash') {
    if (ref.where) throw new Error('A hashed reference compares columns only: use `same`, not `where`');
    const staged = sql.join([col(column), ...same.map(([c]) => col(c))], sql`, `);
    const referenced = sql.join([sql`${ref.column}`, ...same.map(([, r]) => sql`${r}`)], sql`, `);
    // An uncorrelated IN is a hashed sub-plan: the table is read once, each row looks its key up.
    // IS TRUE: a NULL in the reference table makes IN answer NULL for a key it lacks.
    return sql`(((${staged}) IN (SELECT ${referenced} FROM ${ref.table})) IS TRUE)`;
  }
  const conditions = [
    sql`${ref.column} = ${col(column)}`,
    ...same.map(([c, r]) => sql`${r} = ${col(c)}`),
    ...(ref.where ? [ref.where] : []),
  ];
  return rowExists(sql`SELECT 1 FROM ${ref.table} WHERE ${sql.join(conditions, sql` AND `)}`);
}

/**
 * The value must exist in a reference table. Values in `allow` (e.g. 'NA') pass without a lookup;
 * an empty value fails unless '' is allowed (combine with `required` for a clearer reason).
 */
export function inReference(
  column: string,
  ref: Reference,
  reason: string,
  options: { allow?: readonly string[] } = {},
): RowRule {
  const value = col(column);
  const allowed = options.allow?.length
    ? sql`${value} NOT IN (${sql.join(
        options.allow.map((v) => sql`${v}`),
        sql`, `,
      )}) AND `
    : sql``;
  const found = referenceFound(column, ref);
  return rowRule(reason, () => sql`${allowed}NOT ${found}`);
}

/** The value must not exist yet in the table (e.g. a position code already stored). */
export function notInReference(column: string, ref: Reference, reason: string): RowRule {
  const found = referenceFound(column, ref);
  return rowRule(reason, () => found);
}

/**
 * The same key twice in one file: every occurrence after the first fails (first by sheet row),
 * whether or not the first failed another rule.
 */
export function uniqueInBatch(columns: readonly string[], reason: Reason): RowRule {
  // Byte order sorts fastest; equal texts are equal under any deterministic collation alike.
  const key = sql.join(
    columns.map((c) => sql`${col(c, 'd')} COLLATE "C"`),
    sql`, `,
  );
  return rowRule(
    reason,
    (batchId) => sql`r.row_no IN (
      SELECT x.row_no FROM (
        SELECT d.row_no, row_number() OVER (PARTITION BY ${key} ORDER BY d.row_no) AS n
        FROM ${stagedRows(batchId, { verdict: 'any', alias: 'd' }).from}
      ) x WHERE x.n > 1)`,
    { readsBatch: true },
  );
}

/**
 * The rules in passes of one UPDATE each: a run of rules that read only their own row (and
 * reference tables) is one pass; a rule that reads other rows of the batch is a pass of its own,
 * planned apart (see withBatchPlanning) and seeing the reasons every earlier pass has set.
 */
function passesOf(rules: readonly RowRule[]): RowRule[][] {
  const passes: RowRule[][] = [];
  let run: RowRule[] = [];
  for (const rule of rules) {
    if (rule.readsBatch) {
      if (run.length > 0) passes.push(run);
      passes.push([rule]);
      run = [];
    } else run.push(rule);
  }
  if (run.length > 0) passes.push(run);
  return passes;
}

/**
 * One pass: each still clean row that breaks one of the rules gets the reason of the first it
 * breaks (OR and CASE test their branches in order). Answers how many rows failed.
 */
async function applyPass(
  db: Db,
  batchId: number,
  pass: readonly RowRule[],
  slicing: BatchSlicing,
): Promise<number> {
  const conditions = pass.map((rule) => sql`(${rule.when(batchId)})`);
  const [only] = pass;
  const reason =
    only && pass.length === 1
      ? sql`${only.reason}`
      : sql`CASE ${sql.join(
          pass.map((rule, i) => sql`WHEN ${conditions[i]} THEN ${rule.reason}`),
          sql` `,
        )} END`;
  const update = async (slice: RowSlice) => {
    const [failed] = await rows<{ n: number }>(
      db,
      sql`WITH failed AS (
            UPDATE import_rows AS r SET reason = ${reason}
            WHERE ${stagedWhere('r', batchId, 'clean', slice)}
              AND (${sql.join(conditions, sql` OR `)})
            RETURNING 1)
          SELECT count(*)::int AS n FROM failed`,
    );
    return failed?.n ?? 0;
  };
  // A rule that reads other rows of the batch reads all of them for each row checked: it runs on
  // the whole batch at once, since a slice of it would cost the whole batch again.
  if (pass.some((rule) => rule.readsBatch)) return withBatchPlanning(db, () => update('whole'));
  let failed = 0;
  await slicing.each(async (slice) => {
    failed += await update(slice);
  });
  return failed;
}

/**
 * Applies the rules in order; each row keeps the reason of the first rule it breaks. Runs inside
 * the caller's transaction (rules that read the batch change a planner setting for their statement).
 *
 * A rule listed again (to see failures of rules after it) is skipped when no row has failed since
 * it last ran: it would find the batch as it found it then, and fail nothing. On a clean batch
 * every repeated rule is skipped.
 */
export async function validateBatch(db: Db, batchId: number, rules: readonly RowRule[]): Promise<void> {
  /** Rows failed so far: the batch's state changes exactly when this grows. */
  let failedSoFar = 0;
  /** For each rule that ran, failedSoFar when its last run began. */
  const ranAt = new Map<RowRule, number>();
  const slicing = await batchSlicing(db, batchId);
  for (const pass of passesOf(rules)) {
    if (pass.every((rule) => ranAt.get(rule) === failedSoFar)) continue;
    for (const rule of pass) ranAt.set(rule, failedSoFar);
    failedSoFar += await applyPass(db, batchId, pass, slicing);
  }
}
