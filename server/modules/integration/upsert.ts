/**
 * The one upsert every load runs: the call's rows, staged in one statement from one JSON parameter
 * (json_to_recordset, never a loop per row), are compared with the rows held; only rows new or
 * different are written, in one INSERT … ON CONFLICT … DO UPDATE … WHERE (…) IS DISTINCT FROM (…),
 * and each row written gets its audit entry (before and after) in the same statement. When no row
 * differs, nothing is written at all: not the table, not its data version, not the audit log, so a
 * call sent twice costs the second time what reading its rows costs.
 */
import { type Column, getTableName, type SQL, sql, type Table } from 'drizzle-orm';
import { type Db, rows } from '../../db/client';
import { auditLog } from '../../db/schema';
import { columnNames } from '../../db/typed-sql';

/** Who writes: the audit log's user and request id. */
export interface Writer {
  userId: string;
  requestId: string;
}

export interface UpsertPlan {
  /** The table written. */
  table: Table;
  /** The audit log's entity name. */
  entity: string;
  /** The conflict target: the table's key columns. */
  key: readonly Column[];
  /** The columns written besides the key; an update compares and sets exactly these. */
  columns: readonly Column[];
  /**
   * Columns set on every row written but never compared (the row's source hash): a row that
   * differs only there is not written.
   */
  stamps?: readonly Column[];
  /**
   * A SELECT giving the key and the columns, each under its column's name (`AS ${bare(column)}`),
   * one row per key.
   */
  source: SQL;
}

/** The audit log and the columns every entry of a load writes, in the order the loads give them. */
export const AUDIT_INTO = sql`${auditLog} (${columnNames(
  auditLog.userId,
  auditLog.action,
  auditLog.entity,
  auditLog.entityId,
  auditLog.before,
  auditLog.after,
  auditLog.requestId,
)})`;

const id = (name: string) => sql.identifier(name);
const list = (names: readonly string[], prefix?: string) =>
  sql.join(
    names.map((n) => (prefix ? sql`${id(prefix)}.${id(n)}` : id(n))),
    sql`, `,
  );

/** Upserts the plan's rows that differ from those held; answers how many were inserted and updated. */
export async function upsertChanged(
  db: Db,
  plan: UpsertPlan,
  who: Writer,
  /** Runs once there is something to write, before it is written (reading the rows it will break). */
  beforeWrite?: () => Promise<void>,
): Promise<{ inserted: number; updated: number }> {
  const key = plan.key.map((c) => c.name);
  const columns = plan.columns.map((c) => c.name);
  const stamps = (plan.stamps ?? []).map((c) => c.name);
  const all = [...key, ...columns, ...stamps];
  const table = getTableName(plan.table);
  const joinOn = joinOnKey(key);
  const onConflict =
    columns.length === 0
      ? sql`DO NOTHING`
      : sql`DO UPDATE SET ${sql.join(
          [...columns, ...stamps].map((c) => sql`${id(c)} = EXCLUDED.${id(c)}`),
          sql`, `,
        )}
        WHERE (${list(columns, table)}) IS DISTINCT FROM (${list(columns, 'excluded')})`;
  const changed = changedRows(plan);

  // A read first: a call whose every row is held as sent writes nothing, not even a statement.
  const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${changed}) c`);
  if (!count || count.n === 0) return { inserted: 0, updated: 0 };
  await beforeWrite?.();

  const entityId = sql.join(
    key.map((k) => sql`up.${id(k)}::text`),
    sql` || ' ' || `,
  );
  const [result] = await rows<{ inserted: number; updated: number }>(
    db,
    sql`WITH src AS (${changed}),
      cur AS (SELECT t.* FROM ${id(table)} t JOIN src s ON ${joinOn}),
      up AS (
        INSERT INTO ${id(table)} (${list(all)}) SELECT ${list(all)} FROM src
        ON CONFLICT (${list(key)}) ${onConflict}
        RETURNING ${id(table)}.*
      ),
      aud AS (
        INSERT INTO ${AUDIT_INTO}
        SELECT ${who.userId}, CASE WHEN t.${id(key[0] as string)} IS NULL THEN 'insert' ELSE 'update' END,
          ${plan.entity}, ${entityId},
          CASE WHEN t.${id(key[0] as string)} IS NULL THEN NULL ELSE to_jsonb(t) END, to_jsonb(up), ${who.requestId}
        FROM up LEFT JOIN cur t ON ${sql.join(
          key.map((k) => sql`t.${id(k)} = up.${id(k)}`),
          sql` AND `,
        )}
        RETURNING action
      )
      SELECT count(*) FILTER (WHERE action = 'insert')::int AS inserted,
             count(*) FILTER (WHERE action = 'update')::int AS updated
      FROM aud`,
  );
  return { inserted: result?.inserted ?? 0, updated: result?.updated ?? 0 };
}

const joinOnKey = (key: readonly string[]) =>
  sql.join(
    key.map((k) => sql`t.${id(k)} = s.${id(k)}`),
    sql` AND `,
  );

/** The plan's source rows that are new or differ from the row held under their key. */
function changedRows(plan: UpsertPlan): SQL {
  const key = plan.key.map((c) => c.name);
  const columns = plan.columns.map((c) => c.name);
  // A table of keys alone (business types) has nothing to update: a row differs only when new.
  const isNew = sql`t.${id(key[0] as string)} IS NULL`;
  const differs =
    columns.length === 0
      ? isNew
      : sql`(${isNew} OR (${list(columns, 't')}) IS DISTINCT FROM (${list(columns, 's')}))`;
  return sql`SELECT s.* FROM (${plan.source}) s LEFT JOIN ${id(getTableName(plan.table))} t ON ${joinOnKey(key)} WHERE ${differs}`;
}

/**
 * The numbers of the call's rows that are new or differ from the rows held, read in one statement:
 * the plan's source must also give each row's `row_no`, and keep every row of the call (a reference
 * it cannot find leaves a NULL that differs, never drops the row).
 */
export async function differingRowNos(db: Db, plan: UpsertPlan): Promise<number[]> {
  const found = await rows<{ row_no: number }>(db, sql`SELECT c.row_no FROM (${changedRows(plan)}) c`);
  return found.map((r) => r.row_no);
}

/**
 * The call's rows as a relation, from one JSON parameter: `s(row_no int, "COLUMN" type, …)`. The
 * column names are the declaration's, so the JSON keys of the checked rows match them as they are.
 */
export function staged(json: string, columns: readonly [name: string, type: string][]): SQL {
  const defs = sql.raw(
    ['row_no int', ...columns.map(([name, type]) => `"${name.replace(/"/g, '""')}" ${type}`)].join(', '),
  );
  return sql`json_to_recordset(${json}::json) AS s(${defs})`;
}
