/** The schema's index against its folder: a table file it does not export has no migration. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('server/db/schema/index.ts', () => {
  it('exports every file of the schema folder', () => {
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
      .map((f) => f.replace(/\.ts$/, ''));
    const index = readFileSync(`${__dirname}/index.ts`, 'utf8');
    const exported = [...index.matchAll(/export \* from '\.\/([\w-]+)'/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    expect(exported.sort()).toEqual(files.sort());
  });
});
