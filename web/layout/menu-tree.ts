/**
 * The drawer's tree from the flat menu list the server answers at login: top-level items
 * (PARENT_ID null) in the order given, each with its children. Items whose parent is missing from
 * the list are shown at the top level rather than dropped, so a granted screen is never unreachable.
 */
import type { MenuItem } from '../../common/contract/auth';

export interface MenuNode {
  item: MenuItem;
  children: MenuNode[];
}

export function buildMenuTree(menu: readonly MenuItem[]): MenuNode[] {
  const ids = new Set(menu.map((m) => m.MENU_LIST_ID));
  const byParent = new Map<number | null, MenuItem[]>();
  for (const item of menu) {
    const parent = item.PARENT_ID !== null && ids.has(item.PARENT_ID) ? item.PARENT_ID : null;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(item);
    byParent.set(parent, siblings);
  }
  // Every item has one parent, so a walk down from the top can never run round a cycle.
  const grow = (parent: number | null): MenuNode[] =>
    (byParent.get(parent) ?? []).map((item) => ({ item, children: grow(item.MENU_LIST_ID) }));
  return grow(null);
}

/** True when the node or one of its descendants links to this path. */
export function containsPath(node: MenuNode, pathname: string): boolean {
  const url = node.item.URL;
  if (url && (pathname === url || pathname.startsWith(`${url}/`))) return true;
  return node.children.some((child) => containsPath(child, pathname));
}
