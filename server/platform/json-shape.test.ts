/** The shape of a JSON text checked before it is parsed, and each call's bound from its schema. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyItemLimit, MAX_BODY_DEPTH, refusedShape, UNBOUNDED_BODY_ITEMS } from './json-shape';

describe('refusedShape', () => {
  it('counts nesting and arrays and objects outside strings only', () => {
    expect(refusedShape('{"a":[1,{"b":[]}]}', 10)).toBeUndefined();
    expect(refusedShape('{"a":[1,{"b":[]}]}', 3)).toEqual({ kind: 'items', limit: 3 });
    const ok = `${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}`;
    expect(refusedShape(ok, 1000)).toBeUndefined();
    expect(refusedShape(`[${ok}]`, 1000)).toEqual({ kind: 'depth' });
    // Brackets in strings, after escaped quotes and backslashes, are text.
    const text = JSON.stringify({ s: `\\"${'['.repeat(200)}\\\\"${'{'.repeat(200)}` });
    expect(refusedShape(text, 2)).toBeUndefined();
    expect(JSON.parse(text)).toBeTruthy();
    // An unclosed string is left to JSON.parse to refuse.
    expect(refusedShape('{"a":"[[[', 1)).toBeUndefined();
  });

  it('runs in time linear in the text', () => {
    const wide = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => ({ a: `x${i}`, b: [i] })));
    const started = performance.now();
    expect(refusedShape(wide, 1_000_000)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('bodyItemLimit', () => {
  it('gives an upload its rows with room, and a shape without bounds the cap', () => {
    const row = z.object({ a: z.string(), b: z.number() });
    const upload = bodyItemLimit(z.object({ excelData: z.array(row).max(1000), orgID: z.number() }));
    expect(upload).toBeGreaterThanOrEqual(1002);
    expect(upload).toBeLessThan(3000);
    expect(bodyItemLimit(z.object({ a: z.string() }))).toBeGreaterThanOrEqual(1);
    expect(bodyItemLimit(z.array(row))).toBe(UNBOUNDED_BODY_ITEMS);
    expect(bodyItemLimit(z.object({}).passthrough())).toBe(UNBOUNDED_BODY_ITEMS);
    expect(
      bodyItemLimit(z.union([z.array(row).max(10), z.object({ rows: z.array(row).max(5000) })])),
    ).toBeGreaterThan(5000);
  });
});
