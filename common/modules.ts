/**
 * The feature modules of Armada and the screens each one opens from the menu (the URLs of its menu
 * entries, spec part 1 section 2). The same module names are used in common/contract,
 * server/modules and web/features. Authorisation is derived from the screens: every call declares
 * the menu entries whose screens make it (common/contract/define.ts), and a user may make the call
 * only when the user's menu holds one of them.
 */
export const MODULE_SCREENS = {
  structure: {
    type: '/structure/type',
    title: '/structure/title',
    roles: '/manage-role/overview',
    newRole: '/manage-role/new',
    uploadRole: '/manage-role/upload',
  },
  'salesrep-mapping': { salesreps: '/mapping-sales-rep/overview' },
  'sales-assignment': {
    overview: '/mapping-sales-assignment/overview',
    upload: '/mapping-sales-assignment/upload',
    entry: '/mapping-sales-assignment/new',
  },
  labels: {
    printer: '/mapping-sales-assignment/printqrrelasi',
    stickers: '/mapping-sales-assignment/printqrrelasinew',
  },
  location: {
    geotag: '/mapping-sales-assignment/overviewgeotag',
    unmapped: '/mapping-sales-assignment/overviewunmappingsales',
  },
  target: {
    summary: '/target/overview',
    submit: '/target/submit',
    upload: '/target/upload',
    branchSummary: '/target/overviewbranch',
    branchSubmit: '/target/submitbranch',
    hoApproval: '/target/approvaltarget',
    branchApproval: '/target/approvaltargetcab',
    branchDelete: '/target/deletetargetcab',
  },
  crc: { files: '/crc/overview', displays: '/crc/overview-display-src' },
  incentive: {
    upload: '/adjust-incentive/upload',
    entry: '/adjust-incentive/new',
    summary: '/adjust-incentive/summary',
    approval: '/adjust-incentive/approval',
  },
  'call-management': {
    fixedUpload: '/call-management/uploadfixedcall',
    fixedOverview: '/call-management/overviewfixedcall',
    realization: '/call-management/overviewrealization',
    calendarUpload: '/call-management/uploadCalendar',
    calendarOverview: '/call-management/overviewCalendar',
    masterUpload: '/call-management/uploadmastercall',
    masterOverview: '/call-management/overviewmastercall',
  },
  'bisnis-lini': { upload: '/mapping-sublini-product/upload', overview: '/mapping-sublini-product/overview' },
  'push-activity': {
    input: '/pushactivity/addpaheader',
    approval: '/pushactivity/paapproval',
    overview: '/pushactivity/paoverview',
  },
  setting: { periods: '/setting/settingperiod', promotions: '/setting/settingslide' },
} as const satisfies Record<string, Record<string, string>>;

export type ModuleName = keyof typeof MODULE_SCREENS;
export const MODULE_NAMES = Object.keys(MODULE_SCREENS) as ModuleName[];

/** The URL of a screen's menu entry. */
export type MenuScreen = {
  [M in ModuleName]: (typeof MODULE_SCREENS)[M][keyof (typeof MODULE_SCREENS)[M]];
}[ModuleName];

/** Every menu screen of the product. */
export const MENU_SCREENS: readonly MenuScreen[] = MODULE_NAMES.flatMap(
  (m) => Object.values(MODULE_SCREENS[m]) as MenuScreen[],
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
