/**
 * The words of a list's search box and the LIKE pattern of each, for lists that keep a row when
 * every word appears in the text it shows, as a list searched in the browser does.
 */

import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The words of a search, split on white space. A search box holds one line: control characters
 * cannot be part of any stored text, so they separate words too.
 */
export function searchWords(search: string): string[] {
  return search
    .replace(/\p{Cc}/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition that keeps a row when every word of the search appears in `shown` (the text the
 * row shows, one expression); undefined for an empty search.
 */
export function everyWordIn(shown: SQLWrapper, search: string): SQL | undefined {
  const each = searchWords(search).map((word) => sql`${shown} ILIKE ${containing(word)}`);
  return each.length === 0 ? undefined : and(...each);
}
