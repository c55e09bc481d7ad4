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

/**
 * Every screen route of the product (spec part 1 section 2), ':name' marking a parameter. A path
 * of this list that the user's menu does not open shows the no-access page; any other unknown
 * path is not found.
 */
export const SCREEN_ROUTES = [
  '/structure/type',
  '/structure/type/:typeId',
  '/structure/title',
  '/structure/title/:titleId',
  '/manage-role/overview',
  '/manage-role/upload',
  '/manage-role/new',
  '/manage-role/new/:roleMapID',
  '/mapping-sales-rep/overview',
  '/mapping-sales-assignment/overview',
  '/mapping-sales-assignment/upload',
  '/mapping-sales-assignment/new',
  '/mapping-sales-assignment/edit/:salesrepMapId',
  '/mapping-sales-assignment/printqrrelasi',
  '/mapping-sales-assignment/printqrrelasinew',
  '/mapping-sales-assignment/overviewgeotag',
  '/mapping-sales-assignment/overviewunmappingsales',
  '/target/overview',
  '/target/submit',
  '/target/upload',
  '/target/overviewbranch',
  '/target/submitbranch',
  '/target/approvaltarget',
  '/target/approvaltargetcab',
  '/target/deletetargetcab',
  '/crc/overview',
  '/crc/overview-display-src',
  '/mapping-sublini-product/upload',
  '/mapping-sublini-product/overview',
  '/adjust-incentive/upload',
  '/adjust-incentive/new',
  '/adjust-incentive/summary',
  '/adjust-incentive/approval',
  '/call-management/uploadfixedcall',
  '/call-management/overviewfixedcall',
  '/call-management/overviewrealization',
  '/call-management/uploadCalendar',
  '/call-management/overviewCalendar',
  '/call-management/uploadmastercall',
  '/call-management/overviewmastercall',
  '/pushactivity/addpaheader',
  '/pushactivity/paapproval',
  '/pushactivity/paoverview',
  '/setting/settingperiod',
  '/setting/settingslide',
] as const;
