/**
 * What a browser loads of a built Vite app, read from the build output alone: the scripts
 * index.html names (module entry and modulepreload links), the static imports they pull in, and the
 * chunks they may import later with `import()`. Vite's minified output writes a static import as
 * `import{a as b}from"./x.js"` (or `import"./x.js"`) and a dynamic one as import(`./x.js`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Script files as paths relative to the build folder, e.g. 'assets/index-B1x2y3z4.js'. */
export type ScriptSet = Set<string>;

const HTML_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const HTML_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// No parenthesis may stand between `import` and the quote, so `import("…")` never matches here.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?"(\.{1,2}\/[^"]+\.js)"/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function matches(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1] as string);
}

/** Resolves an import written in `from` (relative to the build folder) to another built file, if it is one. */
function resolveFrom(dir: string, from: string, specifier: string): string | undefined {
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return fs.existsSync(path.join(dir, file)) ? file : undefined;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** The scripts index.html loads before the app runs: module entries and modulepreload links. */
export function htmlScripts(dir: string): ScriptSet {
  const html = read(dir, 'index.html');
  const urls = [...matches(html, HTML_SCRIPT), ...matches(html, HTML_PRELOAD)];
  // Vite's base is '/', so '/assets/x.js' is the file assets/x.js of the build folder.
  return new Set(urls.map((url) => url.replace(/^\//, '')));
}

/** The files plus everything they import statically, transitively: what runs before they do. */
export function withStaticImports(dir: string, files: Iterable<string>): ScriptSet {
  const found: ScriptSet = new Set();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const specifier of matches(read(dir, file), STATIC_IMPORT)) {
      const target = resolveFrom(dir, file, specifier);
      if (target && !found.has(target)) queue.push(target);
    }
  }
  return found;
}

/** The chunks these files may load later with import(), in the order first seen; none of the files themselves. */
export function lazyImports(dir: string, files: ScriptSet): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const specifier of matches(read(dir, file), DYNAMIC_IMPORT)) {
      const target = resolveFrom(dir, file, specifier);
      if (target && !files.has(target)) found.add(target);
    }
  }
  return [...found];
}

/** Gzip size (zlib level 9) of one built file: what it costs over a compressing connection. */
export function gzipBytes(dir: string, file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
}

export function totalGzipBytes(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipBytes(dir, file);
  return total;
}

/** 'assets/RoleOverviewPage-Cx9_a1B2.js' → 'RoleOverviewPage': Vite names chunks '[name]-[hash].js'. */
export function chunkName(file: string): string {
  return path.posix.basename(file).replace(/-[\w-]{8}\.js$/, '');
}
