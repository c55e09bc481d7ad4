/**
 * The layering of Armada, enforced on the import graph (npm test runs it through
 * server/platform/layering.test.ts, which also plants each forbidden import and sees it refused).
 * What two modules need belongs to the platform or to `common`, so that a module can change or be
 * added without reading another. docs/architecture.md ("Layers") says the same in prose.
 */

/** Test code and the helpers tests share (test-helpers.ts, call-plan-test-fixtures.ts, server/test). */
const TEST_CODE = '(\\.test\\.tsx?$|(^|[/-])test-[^/]*$|^server/test/)';
/** Anything of the repository that is not a package. */
const OUR_CODE = '^(common|server|web|e2e|bench|scripts)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'common-imports-no-side',
      comment: 'common is shared by the server and the web: it imports neither, nor the tools around them.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web|e2e|bench|scripts)/' },
    },
    {
      name: 'web-imports-no-server',
      comment: 'The web app is built for the browser: it reaches the server through the contract in common.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(server|e2e|bench|scripts)/' },
    },
    {
      name: 'module-imports-platform-db-common',
      comment:
        'A server module imports only server/platform, server/db, common, server/config and itself ' +
        '(its tests also server/test); move what two modules share to server/platform or common.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: OUR_CODE,
        pathNot: ['^server/modules/$1/', '^server/(platform|db)/', '^common/', '^server/config\\.ts$'],
      },
    },
    {
      name: 'module-test-imports-platform-db-common',
      comment: "A module's tests import what the module may, and the shared test helpers of server/test.",
      severity: 'error',
      from: { path: `^server/modules/([^/]+)/.*${TEST_CODE}` },
      to: {
        path: OUR_CODE,
        pathNot: ['^server/modules/$1/', '^server/(platform|db|test)/', '^common/', '^server/config\\.ts$'],
      },
    },
    {
      name: 'platform-imports-no-module',
      comment:
        'The platform serves every module and knows none; only its tests may reach all of them, through ' +
        'the registry server/modules/index.ts.',
      severity: 'error',
      from: { path: '^server/(platform|db)/', pathNot: TEST_CODE },
      to: { path: '^server/modules/' },
    },
    {
      name: 'platform-test-imports-registry-only',
      comment: "A platform test reaches the modules only through the registry, never one module's files.",
      severity: 'error',
      from: { path: `^server/(platform|db)/.*${TEST_CODE}` },
      to: { path: '^server/modules/[^/]+/' },
    },
    {
      name: 'feature-imports-no-feature',
      comment:
        'A web feature imports no other feature; move what two share to web/components, web/lib or common.',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'shared-web-imports-no-feature',
      comment: 'web/components and web/lib serve every feature and know none.',
      severity: 'error',
      from: { path: '^web/(components|lib)/' },
      to: { path: '^web/features/' },
    },
    {
      name: 'product-imports-no-test-code',
      comment: 'What ships never loads test code.',
      severity: 'error',
      from: { path: '^(common|server|web)/', pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: 'import-resolves',
      comment: 'An import the cruiser cannot resolve is an import it cannot check.',
      severity: 'error',
      from: { path: OUR_CODE },
      // Relative paths only: a package's own export map is the type-check's concern.
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|data)/' },
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
