// @vitest-environment happy-dom
/**
 * The screens' calls against the contract's declarations. Each screen's module, with the web
 * modules it imports, names the calls it can make (`contract.<module>.<call>`); the server opens a
 * call only to a user whose menu holds one of the screens the call declares. So every call a
 * screen's code makes must be open to one of the menu entries that screen's code serves (else the
 * screen answers 403 to the users it is for), and a call must not name a screen whose code never
 * makes it (else a user of that screen alone may make it). A screen module shared by several
 * routes (Submit Target and Submit Target Cabang) counts for all of their menu entries.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import type { CallDef } from '../../common/contract/define';
import { screenKey } from '../../common/modules';
import { featureRoutes } from './feature-routes';

const WEB = path.resolve(__dirname, '..');
const FEATURES = path.join(WEB, 'features');

/** The web file a relative import names. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (candidate.startsWith(WEB) && existsSync(candidate) && !candidate.endsWith('.test.ts')) {
      if (/\.tsx?$/.test(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Every `contract.<module>.<call>` the file and the web files it imports (transitively) name. The
 * module of another screen is not entered: a screen imports one only for what it shares (a list's
 * query key to refresh, a landing path), and that screen's calls are its own.
 */
function callsReachedFrom(file: string, otherScreens: ReadonlySet<string>): Set<string> {
  const calls = new Set<string>();
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f) || (f !== file && otherScreens.has(f))) return;
    seen.add(f);
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/contract\.(\w+)\.(\w+)/g)) calls.add(`${m[1]}.${m[2]}`);
    for (const m of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const next = resolveImport(f, m[1] as string);
      if (next) walk(next);
    }
  };
  walk(file);
  return calls;
}

/** The screen module of each lazily loaded screen, read from its feature's routes.tsx. */
function screenFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const route of featureRoutes) {
    const name = /^Lazy\((\w+)\)$/.exec((route.screen as { displayName?: string }).displayName ?? '')?.[1];
    if (!name || files.has(name)) continue;
    const feature = route.path.split('/')[1];
    for (const dir of readdirFeatures()) {
      const routesFile = path.join(FEATURES, dir, 'routes.tsx');
      const text = readFileSync(routesFile, 'utf8');
      const m = new RegExp(`import\\('(\\./[\\w-]+)'\\),\\s*'${name}'`).exec(text);
      const file = m ? resolveImport(routesFile, m[1] as string) : undefined;
      if (file) files.set(name, file);
    }
    if (!files.has(name)) throw new Error(`no module found for screen ${name} of ${feature}`);
  }
  return files;
}

function readdirFeatures(): string[] {
  return Object.keys(import.meta.glob('../features/*/routes.tsx')).map((p) => p.split('/')[2] as string);
}

const declared = new Map<string, CallDef>(
  Object.entries(contract).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, CallDef>).map(([name, def]) => [`${group}.${name}`, def] as const),
  ),
);

describe("the screens' calls", () => {
  const files = screenFiles();
  /** Per screen module: the menu entries its routes open through, and the calls its code names. */
  const modules = new Map<string, { screens: Set<string>; calls: Set<string> }>();
  for (const route of featureRoutes) {
    if (route.menuPath === null) continue;
    const name = /^Lazy\((\w+)\)$/.exec((route.screen as { displayName?: string }).displayName ?? '')?.[1];
    const file = files.get(name ?? '') as string;
    const entry = modules.get(file) ?? {
      screens: new Set<string>(),
      calls: callsReachedFrom(file, new Set(files.values())),
    };
    entry.screens.add(screenKey(route.menuPath));
    modules.set(file, entry);
  }

  it('are each open to a menu entry of the screen that makes it', () => {
    const closed: string[] = [];
    for (const [file, { screens, calls }] of modules) {
      for (const call of calls) {
        const def = declared.get(call);
        if (!def) continue;
        if (typeof def.access === 'string') continue;
        if (!def.access.screens.some((s) => screens.has(screenKey(s))))
          closed.push(
            `${path.relative(WEB, file)} makes ${call}, open to ${def.access.screens.join(', ')} only`,
          );
      }
    }
    expect(closed).toEqual([]);
  });

  it('name no screen whose code never makes them', () => {
    const reachedBy = new Map<string, Set<string>>();
    for (const { screens, calls } of modules.values()) {
      for (const call of calls) {
        const set = reachedBy.get(call) ?? new Set<string>();
        for (const s of screens) set.add(s);
        reachedBy.set(call, set);
      }
    }
    const tooWide: string[] = [];
    for (const [call, def] of declared) {
      const reached = reachedBy.get(call);
      // Calls of the spec that no screen of this web app makes (kept for other clients) are left out.
      if (!reached || typeof def.access === 'string') continue;
      for (const s of def.access.screens) if (!reached.has(screenKey(s))) tooWide.push(`${call} names ${s}`);
    }
    expect(tooWide).toEqual([]);
  });
});
