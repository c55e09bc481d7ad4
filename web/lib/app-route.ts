import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen whose module loads the first time one of its routes opens. The router renders it inside
 * a Suspense boundary (web/router/Screen.tsx), so a module never adds its screens, nor the data
 * grid, date pickers or schemas they use, to the first load of the app.
 */
export type LazyScreen = LazyExoticComponent<ComponentType>;

/**
 * A screen of the router: its path (react-router syntax), its title (page title = title +
 * ' | Armada'; the screen's name as the menu gives it) and the URL of the menu entry that opens
 * it (an edit route opens through its list's entry; null for Home, open to every user).
 */
export interface AppRoute {
  path: string;
  title: string;
  menuPath: string | null;
  /** Declared once per screen with lazyScreen; routes sharing a screen share it, so it keeps its state. */
  screen: LazyScreen;
}

/**
 * Declares a screen by the dynamic import of its module and the name of its export:
 * `lazyScreen(() => import('./TypePage'), 'TypePage')`. The bundler makes the module its own chunk.
 */
export function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen {
  return lazy(async () => ({ default: (await load())[name] }));
}
