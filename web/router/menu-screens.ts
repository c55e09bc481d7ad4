/**
 * What the stored menu says about a path: which menu entry names it, and whether the user's menu
 * opens the module the path belongs to (the server authorises calls by the same rule).
 */
import type { MenuItem } from '../../common/contract/auth';
import { MODULE_NAMES, MODULE_SCREENS, type ModuleName, modulesOfMenu } from '../../common/modules';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

/** The menu entry whose URL is this path (react-router matches paths case-insensitively too). */
export function menuItemForPath(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const wanted = normalise(pathname);
  return menu.find((item) => item.URL !== null && normalise(item.URL) === wanted);
}

/**
 * The module a screen path belongs to: the longest screen prefix wins, because
 * '/mapping-sales-assignment/overviewgeotag' also starts with '/mapping-sales-assignment/overview'.
 */
export function moduleOfPath(path: string): ModuleName | undefined {
  let best: { module: ModuleName; length: number } | undefined;
  for (const module of MODULE_NAMES) {
    for (const prefix of MODULE_SCREENS[module]) {
      if ((path === prefix || path.startsWith(prefix)) && prefix.length > (best?.length ?? 0)) {
        best = { module, length: prefix.length };
      }
    }
  }
  return best?.module;
}

/** True when the menu opens the module of this screen path; paths of no module (Home) are open to all. */
export function menuOpensPath(menu: readonly MenuItem[], path: string): boolean {
  const module = moduleOfPath(path);
  if (!module) return true;
  const urls = menu.flatMap((item) => (item.URL ? [item.URL] : []));
  return modulesOfMenu(urls).includes(module);
}
