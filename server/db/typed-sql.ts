/**
 * Table and column names in raw SQL templates through the drizzle schema, so that a renamed table
 * or column fails the type-check instead of a query at run time. In a `sql` template drizzle
 * writes a table as its quoted name and a column as "table"."column"; these cover the other places
 * a name goes:
 *
 *   const t = alias(targets, 't');          // from drizzle-orm/pg-core
 *   sql`SELECT ${t.valueTgtHo} FROM ${tableAs(targets, t)} WHERE ${t.status} = 'NEW'`
 *   sql`INSERT INTO ${targets} (${columnNames(targets.bisnis, targets.liniId)}) ...
 *       ON CONFLICT (...) DO UPDATE SET ${excluded(targets.bisnis, targets.liniId)}`
 */
import { type Column, getTableName, type SQL, sql, type Table } from 'drizzle-orm';

/** `"table" "alias"` for a FROM or JOIN: drizzle writes an alias (drizzle's alias()) as its name alone. */
export function tableAs(table: Table, aliased: Table): SQL {
  return sql`${sql.identifier(getTableName(table))} ${sql.identifier(getTableName(aliased))}`;
}

/** A column's name alone, unqualified: an INSERT's column list, SET, EXCLUDED.<name>, ON CONFLICT. */
export function bare(column: Column): SQL {
  return sql`${sql.identifier(column.name)}`;
}

/** Columns' names alone, comma-separated: an INSERT's column list, an ON CONFLICT target. */
export function columnNames(...columns: Column[]): SQL {
  return sql.join(columns.map(bare), sql`, `);
}

/** `column = EXCLUDED.column` for each column: an upsert's update writes the value the insert brought. */
export function excluded(...columns: Column[]): SQL {
  return sql.join(
    columns.map((c) => sql`${bare(c)} = EXCLUDED.${bare(c)}`),
    sql`, `,
  );
}

/**
 * An array literal ('{1,2,3}', '{"a","b"}') passed as ONE parameter, for `= ANY(${...}::int[])`:
 * a selection of a thousand ids is then one parameter, not a thousand, which PostgreSQL parses and
 * plans in a fraction of the time an IN list of placeholders takes.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** One element, quoted; a backslash or quote escaped (most values have none: no replace then). */
const arrayElement = (v: string | number): string =>
  typeof v === 'number'
    ? String(v)
    : v.includes('"') || v.includes('\\')
      ? `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`
      : `"${v}"`;
