/** SQL of fixed demo words, for seeds that pick from a list by a hash of the row. */
import { sql } from 'drizzle-orm';

/** A text[] literal of fixed demo words (none holds a quote). */
export const words = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`);
/** The item of `list` that hash `h` picks. */
export const pickOf = (list: readonly string[], h: ReturnType<typeof sql>) =>
  sql`(${words(list)})[(1 + (${h}) % ${list.length})::int]`;
