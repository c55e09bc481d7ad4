/**
 * What the stored menu says about a path: which menu entry names it, and whether the user's menu
 * opens the screen. A screen opens only through its own menu entry: a branch user whose menu holds
 * Manage Role but not Employee Type gets the no-access page at /structure/type, before any call.
 */
import type { MenuItem } from '../../common/contract/auth';
import { SCREEN_ROUTES } from '../../common/modules';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The menu entry whose URL is this path (react-router matches paths case-insensitively too). */
export function menuItemForPath(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const wanted = normalise(pathname);
  return menu.find((item) => item.URL !== null && normalise(item.URL) === wanted);
}

/**
 * True when the menu holds the entry that opens a screen (`menuPath`, the URL of its menu entry);
 * a screen of no menu entry (Home) is open to everyone.
 */
export function menuOpensScreen(menu: readonly MenuItem[], menuPath: string | null): boolean {
  return menuPath === null || menuItemForPath(menu, menuPath) !== undefined;
}

/** True when the path is one of the product's screen routes (a parameter matches any one segment). */
export function isScreenRoute(pathname: string): boolean {
  const parts = normalise(pathname).split('/');
  return SCREEN_ROUTES.some((route) => {
    const want = route.toLowerCase().split('/');
    return want.length === parts.length && want.every((w, i) => w.startsWith(':') || w === parts[i]);
  });
}

/**
 * What the catch-all route shows for a path no feature registers: 'unavailable' for an entry of
 * the user's menu whose screen comes in a later release, 'no-access' for a screen of the product
 * the menu does not open, 'not-found' for anything else.
 */
export function unregisteredPathKind(
  menu: readonly MenuItem[],
  pathname: string,
): { kind: 'unavailable'; item: MenuItem } | { kind: 'no-access' } | { kind: 'not-found' } {
  const item = menuItemForPath(menu, pathname);
  if (item) return { kind: 'unavailable', item };
  return isScreenRoute(pathname) ? { kind: 'no-access' } : { kind: 'not-found' };
}
