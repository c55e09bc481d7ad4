/**
 * The supervisor e-mail field holds one or more addresses. The spec's form turns spaces into
 * semicolons as the user types; the stored list is separated by semicolons, with no empty parts,
 * and every part must be an address (a broken list would silently lose the supervisor's mail).
 */

/** One address: something, '@', a domain with a dot; no spaces, semicolons or second '@'. */
const ADDRESS = '[^@;[:space:]]+@[^@;[:space:]]+[.][^@;[:space:]]+';

/** A whole normalised list, also run in SQL over uploaded rows (POSIX classes work in both). */
export const EMAIL_LIST_PATTERN_SOURCE = `^${ADDRESS}(;${ADDRESS})*$`;
const ONE_ADDRESS = new RegExp(`^${ADDRESS.replaceAll('[:space:]', '\\s')}$`);

/** Spaces (and runs of separators) become one semicolon; '' when nothing is left. */
export function normaliseEmailList(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .split(/[\s;]+/)
    .filter((part) => part !== '')
    .join(';');
}

/** The first part of a normalised list that is not an address, or undefined when all are. */
export function invalidEmailOf(list: string): string | undefined {
  if (list === '') return undefined;
  return list.split(';').find((part) => !ONE_ADDRESS.test(part));
}
