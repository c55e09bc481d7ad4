/**
 * Text PostgreSQL cannot store: a NUL character (a `text` value cannot hold one, and `jsonb`
 * refuses `\u0000`) or a lone UTF-16 surrogate (not Unicode: `jsonb` refuses it, and `text`
 * silently turns it into U+FFFD). JSON lets a client send both, so every call's input is checked
 * here before it reaches a query (app.ts), and every uploaded cell before it is staged (import/).
 */
import { type PathLink, pathOf } from './json-path';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not after a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** A NUL or any surrogate: one plain scan, so ordinary text never runs the lookarounds above. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL is exactly what this looks for.
const SUSPECT = /[\u0000\ud800-\udfff]/;

export const isStorable = (text: string): boolean => !SUSPECT.test(text) || !UNSTORABLE.test(text);

/** The text with each NUL removed and each lone surrogate shown as U+FFFD (what a reader sees). */
export const storableCopy = (text: string): string =>
  text.replace(UNSTORABLE_ALL, (c) => (c === '\u0000' ? '' : '\ufffd'));

/**
 * The path of the first text, or object key, in a parsed JSON value that cannot be stored, written
 * as the field names of a validation message ('rows.3.code'); undefined when every text is fine.
 * One step costs the same at any depth (the path is linked to its parent, joined only when found);
 * the body's depth is bounded before it is parsed (json-shape.ts).
 */
export function unstorableTextPath(value: unknown, path?: PathLink): string | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : pathOrBody(path);
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], { key: i, parent: path });
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    if (!isStorable(key)) return pathOf(path, storableCopy(key));
    const found = unstorableTextPath((value as Record<string, unknown>)[key], { key, parent: path });
    if (found !== undefined) return found;
  }
  return undefined;
}

const pathOrBody = (path: PathLink | undefined) => (path === undefined ? 'body' : pathOf(path));
