/**
 * The modules' declarations against the folders that hold the rest of each module in common: one
 * declaration file per module, listed once in common/modules/index.ts, each with its contract and
 * its messages, and the menu it makes without two entries of one id or one URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { type CamelCase, MENU_SCREENS, MENU_TREE, MODULE_NAMES, MODULES, SCREEN_ROUTES, screenKey } from '.';
import { MENU_GROUPS } from './menu-groups';

const COMMON = path.resolve(__dirname, '..');
/** The files of a folder of common, without their extension, tests left out. */
const filesOf = (folder: string) =>
  readdirSync(path.join(COMMON, folder))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''));
const camel = <M extends string>(name: M) =>
  name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as CamelCase<M>;

describe('the declarations', () => {
  it('are one file each in common/modules, every file listed once in its index under its own name', () => {
    const declared = filesOf('modules').filter((f) => !['index', 'define', 'menu-groups'].includes(f));
    expect([...MODULE_NAMES].sort()).toEqual(declared.sort());
    expect(new Set(MODULE_NAMES).size).toBe(MODULES.length);
  });

  it('each have their contract, a group of `contract` under the name of the module', () => {
    const files = filesOf('contract');
    for (const name of MODULE_NAMES) expect(files, name).toContain(name);
    expect(Object.keys(contract).sort()).toEqual(MODULE_NAMES.map(camel).sort());
  });

  it('each have their messages, and the messages index reads every file of common/messages', () => {
    const files = filesOf('messages');
    for (const name of MODULE_NAMES) expect(files, name).toContain(name);
    const index = readFileSync(path.join(COMMON, 'messages/index.ts'), 'utf8');
    const imported = [...index.matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]);
    // format.ts holds how a message fills its arguments, not texts.
    expect(imported.sort()).toEqual(files.filter((f) => !['index', 'format'].includes(f)).sort());
  });
});

describe('the menu the declarations make', () => {
  const entries = MENU_TREE.flatMap((group) => group.entries);

  it('holds every menu screen once, by its id and by its URL', () => {
    expect(entries.map((e) => e.url)).toHaveLength(MENU_SCREENS.length);
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => screenKey(e.url))).size).toBe(entries.length);
    expect(new Set(SCREEN_ROUTES.map(screenKey)).size).toBe(SCREEN_ROUTES.length);
  });

  it("numbers each entry within its group's range, groups and entries in the drawer's order", () => {
    expect(MENU_TREE.map((g) => g.id)).toEqual(MENU_GROUPS.map((g) => g.id));
    for (const group of MENU_TREE) {
      expect(group.entries.length, group.title).toBeGreaterThan(0);
      for (const entry of group.entries) {
        expect(entry.id, entry.url).toBeGreaterThan(group.id);
        expect(entry.id, entry.url).toBeLessThan(group.id + 10);
      }
    }
  });
});
