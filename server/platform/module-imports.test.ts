/**
 * The layering of the modules, read from the import graph: a server module (server/modules/A)
 * imports only the platform, the database, `common`, the test helpers of server/test (from its
 * tests) and itself; a web feature (web/features/A) imports no other feature and nothing of the
 * server. What two modules need belongs to the platform or to `common`, so that a module can change
 * or be added without reading another. Each broken import is named with its file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The specifiers of a file's imports, re-exports and dynamic imports. */
const SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

/** The files under a folder (paths from the repository root), TypeScript only. */
function sourcesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.posix.join(folder, f.split(path.sep).join('/')));
}

/** The repository paths a file imports by relative path (packages are not the layering's concern). */
function importsOf(file: string): { specifier: string; target: string }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
    }));
}

/** The module or feature a file belongs to: the folder below `base`, none for a file directly in it. */
function unitOf(file: string, base: string): string | undefined {
  const parts = file.slice(base.length + 1).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** Test code and the helpers it shares (test-helpers.ts, call-plan-test-fixtures.ts). */
const isTestCode = (file: string) => /\.test\.tsx?$|(^|[/-])test-[^/]*$/.test(file);

/** What a server module may import besides itself. */
function serverModuleMayImport(file: string, target: string): boolean {
  if (['server/platform/', 'server/db/', 'common/'].some((p) => target.startsWith(p))) return true;
  // The server's configuration, which the registry (server/modules/index.ts) hands to a module.
  if (target === 'server/config') return true;
  return isTestCode(file) && target.startsWith('server/test/');
}

function serverModuleViolations(): string[] {
  const base = 'server/modules';
  return sourcesUnder(base).flatMap((file) => {
    const unit = unitOf(file, base);
    // The registry that lists every module's implementations is no module.
    if (unit === undefined) return [];
    return importsOf(file)
      .filter(({ target }) => !target.startsWith(`${base}/${unit}/`))
      .filter(({ target }) => !serverModuleMayImport(file, target))
      .map(
        ({ specifier }) =>
          `${file} imports '${specifier}': a module imports only server/platform, server/db, common, ` +
          'server/test (tests) and itself; move what two modules share to server/platform or common',
      );
  });
}

function webFeatureViolations(): string[] {
  const base = 'web/features';
  return sourcesUnder(base).flatMap((file) => {
    const unit = unitOf(file, base);
    return importsOf(file)
      .filter(
        ({ target }) =>
          target.startsWith('server/') ||
          (target.startsWith(`${base}/`) && !target.startsWith(`${base}/${unit}/`)),
      )
      .map(
        ({ specifier }) =>
          `${file} imports '${specifier}': a feature imports no other feature and nothing of the ` +
          'server; move what two features share to web/components, web/lib or common',
      );
  });
}

describe('module imports', () => {
  it('finds the modules and features it checks', () => {
    expect(sourcesUnder('server/modules').length).toBeGreaterThan(50);
    expect(sourcesUnder('web/features').length).toBeGreaterThan(50);
    expect(importsOf('server/modules/index.ts').map((i) => i.target)).toContain('server/platform/implement');
  });

  it('keeps every server module to the platform, the database, common and itself', () => {
    expect(serverModuleViolations()).toEqual([]);
  });

  it('keeps every web feature to its own files, the shared web code and common', () => {
    expect(webFeatureViolations()).toEqual([]);
  });
});
