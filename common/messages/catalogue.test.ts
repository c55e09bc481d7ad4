/**
 * The catalogue stays one text per key and no key nobody reads: a text shown twice is one key the
 * two places share, and a text no code, test or browser test reads is removed (the specification
 * keeps it). References are found by reading the sources for `messages.<key>`, the only way the
 * code reaches a message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** The folders whose sources may read a message. */
const READERS = ['server', 'web', 'common', 'e2e', 'bench', 'scripts'];

/** Each message file's exported catalogue, by file name. */
const parts = import.meta.glob<Record<string, Record<string, unknown>>>(
  ['./*.ts', '!./index.ts', '!./format.ts', '!./*.test.ts'],
  { eager: true },
);

/** Every key of every message file, with the file declaring it. */
function declaredKeys(): { file: string; key: string; value: unknown }[] {
  return Object.entries(parts).flatMap(([file, exports]) =>
    Object.values(exports).flatMap((catalogue) =>
      Object.entries(catalogue).map(([key, value]) => ({ file, key, value })),
    ),
  );
}

/** The keys the sources outside common/messages read as `messages.<key>`. */
function referencedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const folder of READERS) {
    const files = fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      const full = path.join(root, folder, file);
      if (!/\.(ts|tsx|mjs)$/.test(file) || full.startsWith(here + path.sep)) continue;
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/\bmessages\s*\.\s*(\w+)/g))
        keys.add(m[1] ?? '');
    }
  }
  return keys;
}

/**
 * A key's text: a function's with a distinct sample per argument, which reads as text, as a
 * number and as a list alike, so that two functions give the same text only when they write it
 * the same way. Groups of texts (the columns of a table, the names of the label layouts) are
 * texts of their own and left out.
 */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') return undefined;
  const samples = [1, 2, 3, 4].map((i) => [`«${i}»`]);
  return `(…) ${(value as (...args: unknown[]) => string)(...samples)}`;
}

describe('the message catalogue', () => {
  it('declares each key in one file', () => {
    const files = new Map<string, string[]>();
    for (const { file, key } of declaredKeys()) files.set(key, [...(files.get(key) ?? []), file]);
    const twice = [...files]
      .filter(([, where]) => where.length > 1)
      .map(([key, where]) => `${key}: ${where}`);
    expect(twice).toEqual([]);
  });

  it('holds no text under two keys', () => {
    const keysOf = new Map<string, string[]>();
    for (const { key, value } of declaredKeys()) {
      const text = textOf(value);
      if (text !== undefined) keysOf.set(text, [...(keysOf.get(text) ?? []), key]);
    }
    const same = [...keysOf].filter(([, keys]) => keys.length > 1).map(([text, keys]) => `${keys}: ${text}`);
    expect(same).toEqual([]);
  });

  it('holds no key the sources never read', () => {
    const read = referencedKeys();
    const unused = declaredKeys()
      .filter(({ key }) => !read.has(key))
      .map(({ file, key }) => `${file}: ${key}`);
    expect(unused).toEqual([]);
  });
});
