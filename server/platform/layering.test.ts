/**
 * The layering of .dependency-cruiser.cjs, proven both ways: every import of the repository keeps
 * to it, and each forbidden kind of import, planted in a small tree of its own (a type-only import,
 * a dynamic import of a template literal, a test's import …), is refused by the rule that names it
 * while the imports the layering allows pass.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const AREAS = ['common', 'server', 'web', 'e2e', 'bench', 'scripts'];

async function cruiseIn(baseDir: string, areas: string[], tsConfig?: string) {
  const { forbidden, options } = config;
  const { tsConfig: _ours, ...rest } = options ?? {};
  const result = await cruise(areas, {
    ...rest,
    baseDir,
    validate: true,
    ruleSet: { forbidden: forbidden ?? [] },
    ...(tsConfig ? { tsConfig: { fileName: tsConfig } } : {}),
  });
  return result.output as ICruiseResult;
}

const refusals = (result: ICruiseResult) =>
  result.summary.violations.map((v) => `${v.from} → ${v.to}: ${v.rule.name}`).sort();

// The imports are the same whatever the database: checked once, in the run on PGlite.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the layering', () => {
  it('holds for every import of the repository', async () => {
    const result = await cruiseIn(root, AREAS, 'tsconfig.json');
    expect(result.modules.length).toBeGreaterThan(700);
    expect(result.summary.totalCruised).toBeGreaterThan(700);
    expect(refusals(result)).toEqual([]);
  }, 120_000);

  const planted = mkdtempSync(path.join(os.tmpdir(), 'armada-layering-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const plant = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
    writeFileSync(path.join(planted, file), text);
  };

  it('refuses each forbidden import by its rule, and passes the allowed ones', async () => {
    // What the plants import.
    plant('common/shared.ts', 'export const shared = 1;\n');
    plant('server/config.ts', 'export const config = 1;\n');
    plant('server/platform/util.ts', 'export interface Util { a: number }\nexport const util = 1;\n');
    plant('server/db/schema.ts', 'export const schema = 1;\n');
    plant('server/test/helper.ts', 'export const helper = 1;\n');
    plant('server/modules/index.ts', "export * from './alpha/ok';\n");
    plant('server/modules/beta/other.ts', 'export const other = 1;\n');
    plant('web/lib/api.ts', 'export const api = 1;\n');
    plant('web/features/two/Two.tsx', 'export const Two = 1;\n');
    // Allowed.
    plant(
      'server/modules/alpha/ok.ts',
      "import { util } from '../../platform/util';\nimport { schema } from '../../db/schema';\n" +
        "import { shared } from '../../../common/shared';\nimport { config } from '../../config';\n" +
        'export const ok = util + schema + shared + config;\n',
    );
    plant(
      'server/modules/alpha/ok.test.ts',
      "import { helper } from '../../test/helper';\nexport { helper };\n",
    );
    plant('server/platform/registry.test.ts', "import { ok } from '../modules/index';\nexport { ok };\n");
    plant(
      'web/features/one/One.tsx',
      "import { api } from '../../lib/api';\nimport { shared } from '../../../common/shared';\n" +
        'export const One = api + shared;\n',
    );
    // Forbidden, each kind once.
    plant(
      'common/type-only.ts',
      "import type { Util } from '../server/platform/util';\nexport type U = Util;\n",
    );
    plant('common/missing.ts', "export * from './not-there';\n");
    plant('web/lib/server-call.ts', "export { util } from '../../server/platform/util';\n");
    plant('server/modules/alpha/neighbour.ts', "export { other } from '../beta/other';\n");
    plant('server/modules/alpha/lazy.ts', 'export const load = () => import(`../beta/other`);\n');
    plant('server/modules/alpha/web.ts', "export { api } from '../../../web/lib/api';\n");
    plant('server/modules/alpha/neighbour.test.ts', "export { other } from '../beta/other';\n");
    plant('server/platform/knows-module.ts', "export { ok } from '../modules/alpha/ok';\n");
    plant('server/platform/knows-module.test.ts', "export { ok } from '../modules/alpha/ok';\n");
    plant('server/platform/ships-test.ts', "export { helper } from '../test/helper';\n");
    plant('web/features/one/Sibling.tsx', "export { Two } from '../two/Two';\n");
    plant('web/components/Knows.tsx', "export { One } from '../features/one/One';\n");

    const result = await cruiseIn(planted, ['common', 'server', 'web']);
    expect(result.summary.totalCruised).toBeGreaterThan(20);
    expect(refusals(result)).toEqual(
      [
        'common/missing.ts → ./not-there: import-resolves',
        'common/type-only.ts → server/platform/util.ts: common-imports-no-side',
        'server/modules/alpha/lazy.ts → server/modules/beta/other.ts: module-imports-platform-db-common',
        'server/modules/alpha/neighbour.test.ts → server/modules/beta/other.ts: module-test-imports-platform-db-common',
        'server/modules/alpha/neighbour.ts → server/modules/beta/other.ts: module-imports-platform-db-common',
        'server/modules/alpha/web.ts → web/lib/api.ts: module-imports-platform-db-common',
        'server/platform/knows-module.test.ts → server/modules/alpha/ok.ts: platform-test-imports-registry-only',
        'server/platform/knows-module.ts → server/modules/alpha/ok.ts: platform-imports-no-module',
        'server/platform/ships-test.ts → server/test/helper.ts: product-imports-no-test-code',
        'web/components/Knows.tsx → web/features/one/One.tsx: shared-web-imports-no-feature',
        'web/features/one/Sibling.tsx → web/features/two/Two.tsx: feature-imports-no-feature',
        'web/lib/server-call.ts → server/platform/util.ts: web-imports-no-server',
      ].sort(),
    );
  }, 120_000);
});
