/**
 * Every screen that a feature registers: the `routes` of each web/features/<feature>/routes.tsx,
 * found by the bundler (an eager glob becomes one static import per file), so a new feature is
 * registered by its folder alone. A feature's routes are read from its module's declaration
 * (`moduleRoutes`); each screen is declared with lazyScreen(() => import('./XPage'), 'XPage'), so
 * a module's code, and the libraries only its screens use, load when one of its screens first
 * opens and never with the login page. feature-routes.test.ts holds them to the declarations.
 */
import type { AppRoute } from '../lib/app-route';

const byFeature = import.meta.glob<AppRoute[]>('../features/*/routes.tsx', { eager: true, import: 'routes' });

/** The routes of each feature, by the feature's folder name. */
export const routesByFeature: ReadonlyMap<string, AppRoute[]> = new Map(
  Object.entries(byFeature).map(([file, routes]) => [file.split('/')[2] as string, routes]),
);

export const featureRoutes: AppRoute[] = [...routesByFeature.values()].flat();
