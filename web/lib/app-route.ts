import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import type { ModuleDecl, RecordRouteDecl, ScreenDecl } from '../../common/modules/define';
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

/**
 * The routes of a module, read from its declaration (common/modules/<module>.ts): each screen at
 * the URL of its menu entry, titled and opened by that entry, and each record's route titled as
 * declared and opened through the entry of its screen. The feature gives only the screen that
 * shows each, by the declaration's keys, so a screen declared without one fails the type check.
 */
export function moduleRoutes<
  Screens extends Record<string, ScreenDecl>,
  Records extends Record<string, RecordRouteDecl<Extract<keyof Screens, string>>>,
>(
  module: ModuleDecl<string, Screens, Records>,
  screens: { [K in keyof Screens]: LazyScreen },
  ...records: keyof Records extends never ? [] : [{ [K in keyof Records]: LazyScreen }]
): AppRoute[] {
  const shown: AppRoute[] = Object.entries(module.screens).map(([key, decl]) => ({
    path: decl.url,
    title: decl.title,
    menuPath: decl.url,
    screen: screens[key] as LazyScreen,
  }));
  const recordScreens: Partial<Record<string, LazyScreen>> = records[0] ?? {};
  const ofRecords: AppRoute[] = Object.entries(module.records).map(([key, decl]) => ({
    path: decl.path,
    title: decl.title,
    menuPath: (module.screens[decl.opensThrough] as ScreenDecl).url,
    screen: recordScreens[key] as LazyScreen,
  }));
  return [...shown, ...ofRecords];
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
