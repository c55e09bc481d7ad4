/**
 * Every module of Armada, each declared once in common/modules/<module>.ts, and what is derived
 * from the declarations: the screens of the menu, the product's route table and the menu tree. The
 * same module names are the folders of common/contract, common/messages, server/modules and
 * web/features (common/modules/modules.test.ts holds them to it). Authorisation is derived from the
 * screens: every call declares the menu entries whose screens make it (common/contract/define.ts),
 * and a user may make the call only when the user's menu holds one of them.
 */
import { authModule } from './auth';
import { bisnisLiniModule } from './bisnis-lini';
import { callManagementModule } from './call-management';
import { crcModule } from './crc';
import type { DemoProfile, RecordRouteDecl, ScreenDecl } from './define';
import { fieldAppModule } from './field-app';
import { incentiveModule } from './incentive';
import { integrationModule } from './integration';
import { labelsModule } from './labels';
import { locationModule } from './location';
import { MENU_GROUPS } from './menu-groups';
import { pushActivityModule } from './push-activity';
import { salesAssignmentModule } from './sales-assignment';
import { salesrepMappingModule } from './salesrep-mapping';
import { settingModule } from './setting';
import { structureModule } from './structure';
import { targetModule } from './targets';
import { usersModule } from './users';

/** The one list of modules: a static import each, as the bundlers need. */
export const MODULES = [
  authModule,
  structureModule,
  salesrepMappingModule,
  salesAssignmentModule,
  labelsModule,
  locationModule,
  targetModule,
  crcModule,
  incentiveModule,
  callManagementModule,
  bisnisLiniModule,
  pushActivityModule,
  settingModule,
  usersModule,
  integrationModule,
  fieldAppModule,
] as const;

export type Module = (typeof MODULES)[number];
export type ModuleName = Module['name'];
export const MODULE_NAMES: readonly ModuleName[] = MODULES.map((m) => m.name);

/** A module's name as a property: 'call-management' is callManagement. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

type UrlOf<M> = M extends { paths: infer P } ? P[keyof P] : never;
/** The URL of a screen's menu entry. */
export type MenuScreen = UrlOf<Module>;

const screensOf = (m: Module): ScreenDecl[] => Object.values(m.screens);
const recordsOf = (m: Module): RecordRouteDecl[] => Object.values(m.records);

/** Every menu screen of the product. */
export const MENU_SCREENS: readonly MenuScreen[] = MODULES.flatMap((m) =>
  screensOf(m).map((s) => s.url as MenuScreen),
);

/**
 * Every screen route of the product (spec part 1 section 2), ':name' marking a parameter. A path
 * of this list that the user's menu does not open shows the no-access page; any other unknown
 * path is not found.
 */
export const SCREEN_ROUTES: readonly string[] = MODULES.flatMap((m) => [
  ...screensOf(m).map((s) => s.url),
  ...recordsOf(m).map((r) => r.path),
]);

/** An entry of the menu tree: a screen's menu entry, and the demo profiles that hold it. */
export interface MenuEntry {
  id: number;
  title: string;
  url: string;
  demo: readonly DemoProfile[];
}

/** The menu tree as the drawer shows it: the groups in their order, each one's entries by id. */
export const MENU_TREE: readonly { id: number; title: string; entries: MenuEntry[] }[] = MENU_GROUPS.map(
  (group) => ({
    id: group.id,
    title: group.title,
    entries: MODULES.flatMap(screensOf)
      .filter((s) => s.menu.group === group.key)
      .sort((a, b) => a.menu.id - b.menu.id)
      .map((s) => ({ id: s.menu.id, title: s.title, url: s.url, demo: s.demo })),
  }),
);

/**
 * How a menu URL is compared: without a trailing slash and in lower case, as the router matches a
 * path (so '/call-management/uploadCalendar' and '/call-management/uploadcalendar/' are one screen).
 */
export function screenKey(url: string): string {
  return (url.length > 1 ? url.replace(/\/+$/, '') : url).toLowerCase();
}

/** The screens a menu opens: the keys of its URLs, to store with a session. */
export function screensOfMenu(urls: readonly (string | null)[]): string[] {
  return [...new Set(urls.filter((u): u is string => Boolean(u)).map(screenKey))];
}
