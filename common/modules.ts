/**
 * The feature modules of Armada and the screens (routes of spec part 1 section 2) that belong to
 * each. The same names are used in common/contract, server/modules and web/features.
 * Authorisation is derived from this table: a user may call a module's endpoints only when the
 * user's menu holds one of that module's screens.
 */
export const MODULE_SCREENS = {
  structure: ['/structure/type', '/structure/title', '/manage-role/'],
  'salesrep-mapping': ['/mapping-sales-rep/'],
  'sales-assignment': [
    '/mapping-sales-assignment/overview',
    '/mapping-sales-assignment/upload',
    '/mapping-sales-assignment/new',
    '/mapping-sales-assignment/edit',
  ],
  labels: ['/mapping-sales-assignment/printqrrelasi'],
  location: ['/mapping-sales-assignment/overviewgeotag', '/mapping-sales-assignment/overviewunmappingsales'],
  target: ['/target/'],
  crc: ['/crc/'],
  incentive: ['/adjust-incentive/'],
  'call-management': ['/call-management/'],
  'bisnis-lini': ['/mapping-sublini-product/'],
  'push-activity': ['/pushactivity/'],
  setting: ['/setting/'],
} as const satisfies Record<string, readonly string[]>;

export type ModuleName = keyof typeof MODULE_SCREENS;
export const MODULE_NAMES = Object.keys(MODULE_SCREENS) as ModuleName[];

/** The modules whose screens appear among the given menu URLs. */
export function modulesOfMenu(urls: readonly string[]): ModuleName[] {
  return MODULE_NAMES.filter((m) =>
    MODULE_SCREENS[m].some((prefix) => urls.some((url) => url === prefix || url.startsWith(prefix))),
  );
}
