// @vitest-environment happy-dom
/**
 * The web routes against the modules' declarations: every feature folder is a declared module (or
 * the app shell's login and Home), every module with screens has its routes, and the routes are
 * the product's route table, each titled and opened by the menu entry its declaration names. No
 * screen's URL is typed again in the web app's code: links and navigations read the declarations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_TREE, MODULE_NAMES, MODULES, SCREEN_ROUTES } from '../../common/modules';
import { featureRoutes, routesByFeature } from './feature-routes';

/** The app shell's features, of no module: the login page and Home, which every user may open. */
const SHELL = ['auth', 'home'];

describe('the feature routes', () => {
  it('come from a folder of web/features per declared module with screens, and from Home', () => {
    const folders = readdirSync(path.resolve(__dirname, '../features'));
    const declared = new Set<string>([...MODULE_NAMES, ...SHELL]);
    expect(folders.filter((f) => !declared.has(f))).toEqual([]);
    const withScreens = MODULES.filter((m) => Object.keys(m.screens).length > 0).map((m) => m.name);
    expect([...routesByFeature.keys()].sort()).toEqual([...withScreens, 'home'].sort());
    for (const [feature, routes] of routesByFeature) expect(routes.length, feature).toBeGreaterThan(0);
  });

  it("are the product's route table and Home, each once", () => {
    const paths = featureRoutes.map((r) => r.path);
    expect([...paths].sort()).toEqual(['/', ...SCREEN_ROUTES].sort());
  });

  it('are titled as their menu entries and open through them; Home through none', () => {
    const entries = new Map(MENU_TREE.flatMap((g) => g.entries).map((e) => [e.url, e]));
    for (const route of featureRoutes) {
      if (route.path === '/') {
        expect(route.menuPath).toBeNull();
        continue;
      }
      const entry = entries.get(route.menuPath ?? '');
      expect(entry, route.path).toBeDefined();
      if (route.path === route.menuPath) expect(route.title, route.path).toBe(entry?.title);
    }
  });

  it('are typed nowhere else in the web code: its links and navigations read the declarations', () => {
    const web = path.resolve(__dirname, '..');
    const code = (readdirSync(web, { recursive: true }) as string[]).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    // A route's fixed part, quoted and followed by its end, a '/', a query or a fragment.
    const typed = SCREEN_ROUTES.map((route) => {
      const fixed = route.replace(/\/:\w+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`[\`'"]${fixed}(?=[\`'"/?#])`, 'i');
    });
    const found = code.flatMap((file) => {
      const text = readFileSync(path.join(web, file), 'utf8');
      return typed.filter((re) => re.test(text)).map((re) => `${file}: ${re.source}`);
    });
    expect(code.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});
