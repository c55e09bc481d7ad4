/** The seed's index against its folder: every module's demo rows (a `*-data.ts` file) are seeded. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('server/db/seed/index.ts', () => {
  it('imports every *-data.ts file of the seed folder and calls what it imports', () => {
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('-data.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    const index = readFileSync(`${__dirname}/index.ts`, 'utf8');
    const imports = [...index.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+-data)'/g)];
    expect(files.length).toBeGreaterThan(0);
    expect(imports.map((m) => m[2]).sort()).toEqual(files.sort());
    for (const [, fn] of imports)
      expect(index, `${fn} is never called`).toMatch(new RegExp(`await ${fn}\\(`));
  });
});
