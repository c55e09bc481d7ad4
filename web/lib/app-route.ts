import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { loadChunk } from './api';

/**
 * A screen whose module loads the first time one of its routes opens. The router renders it inside
 * a Suspense boundary (web/router/Screen.tsx), so a module never adds its screens, nor the data
 * grid, date pickers or schemas they use, to the first load of the app.
 */
export type LazyScreen = ComponentType;

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

/** How to load anew each screen whose last load failed. */
const failedScreens = new Set<() => void>();

/**
 * Forgets every failed screen load, so the next render of such a screen imports its chunk anew.
 * React keeps a lazy component's failed load for good, so a chunk that could not be fetched
 * (server down) would otherwise fail for the rest of the session. The screen's boundary calls
 * this on Retry and when a screen opens; never while the failed screen renders again to show its
 * failure, which would import again and again while the server stays down.
 */
export function forgetFailedScreens(): void {
  const renewals = [...failedScreens];
  failedScreens.clear();
  for (const renew of renewals) renew();
}

/**
 * Declares a screen by the dynamic import of its module and the name of its export:
 * `lazyScreen(() => import('./TypePage'), 'TypePage')`. The bundler makes the module its own chunk.
 */
export function lazyScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen {
  const loader = (): LazyExoticComponent<ComponentType> =>
    lazy(async () => {
      try {
        // The screen says why it failed itself (ScreenBoundary), so the snackbar stays quiet.
        return { default: (await loadChunk(load, { silent: true }))[name] };
      } catch (err) {
        failedScreens.add(renew);
        throw err;
      }
    });
  let current = loader();
  const renew = () => {
    current = loader();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen when its module's routes load, never during a render, so its identity is stable.
  const Screen = () => createElement(current);
  Screen.displayName = `Lazy(${name})`;
  return Screen;
}
