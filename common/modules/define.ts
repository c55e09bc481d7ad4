/**
 * How a module declares itself, once: the screens its menu entries open (URL, title, where the
 * entry sits in the menu, which demo profiles hold it) and the routes of its records. The contract
 * reads a call's screens from the declaration, the web router its routes and titles, the seed its
 * menu rows, and the server its list of modules (common/modules/index.ts derives them).
 */
import type { MenuGroup } from './menu-groups';

/**
 * The access profiles Armada starts with (the demo users' menus): an empty database gets them with
 * the screens its declarations grant them (server/db/reference-lists.ts); head office edits them
 * afterwards. USER_ADMIN holds the user screens alone, so that they are given on purpose.
 */
export const STARTING_PROFILES = [
  { profile: 'HEAD_OFFICE', desc: 'Head Office' },
  { profile: 'BRANCH', desc: 'Admin Cabang' },
  { profile: 'KEPALA_CABANG', desc: 'Kepala Cabang' },
  { profile: 'USER_ADMIN', desc: 'Administrator Pengguna' },
] as const;
export type DemoProfile = (typeof STARTING_PROFILES)[number]['profile'];

/** Who holds a menu entry in the starting profiles. */
export const DEMO = {
  headOffice: ['HEAD_OFFICE'],
  everyone: ['HEAD_OFFICE', 'BRANCH', 'KEPALA_CABANG'],
  heads: ['HEAD_OFFICE', 'KEPALA_CABANG'],
  userAdmin: ['USER_ADMIN'],
} as const satisfies Record<string, readonly DemoProfile[]>;

/** A screen that a menu entry opens. */
export interface ScreenDecl {
  /** The URL of its menu entry, as the spec's route table writes it. */
  url: `/${string}`;
  /** The menu entry's name, which is also the page's title. */
  title: string;
  /** Its menu entry: its id in the menu tree, and the drawer group that holds it. */
  menu: { id: number; group: MenuGroup };
  /** The demo profiles whose menus hold the entry. */
  demo: readonly DemoProfile[];
}

/**
 * The route of one record (an edit form): a path whose last segment is its ':parameter', opened
 * through the menu entry of one of the module's screens.
 */
export interface RecordRouteDecl<Screen extends string = string> {
  path: `/${string}/:${string}`;
  title: string;
  opensThrough: Screen;
}

export interface ModuleDecl<
  Name extends string = string,
  Screens extends Record<string, ScreenDecl> = Record<string, ScreenDecl>,
  Records extends Record<string, RecordRouteDecl<Extract<keyof Screens, string>>> = Record<
    string,
    RecordRouteDecl<Extract<keyof Screens, string>>
  >,
> {
  /** The name of its folders: common/contract, common/messages, server/modules, web/features. */
  name: Name;
  screens: Screens;
  records: Records;
  /** The URL of each screen, by the screen's key. */
  paths: { readonly [K in keyof Screens]: Screens[K]['url'] };
}

export function defineModule<
  const Name extends string,
  const Screens extends Record<string, ScreenDecl>,
  const Records extends Record<string, RecordRouteDecl<Extract<keyof Screens, string>>> = Record<
    never,
    never
  >,
>(decl: { name: Name; screens: Screens; records?: Records }): ModuleDecl<Name, Screens, Records> {
  const paths = Object.fromEntries(Object.entries(decl.screens).map(([key, screen]) => [key, screen.url]));
  return {
    name: decl.name,
    screens: decl.screens,
    records: decl.records ?? ({} as Records),
    paths: paths as ModuleDecl<Name, Screens, Records>['paths'],
  };
}

/** The address of one record: the route's parameter filled with the record's id. */
export function recordPath(route: RecordRouteDecl, id: number | string): string {
  return route.path.replace(/:[A-Za-z_]+$/, encodeURIComponent(String(id)));
}
