/**
 * Every screen that a feature module registers. A module adds its screens by exporting
 * `routes: AppRoute[]` from web/features/<module>/routes.tsx and being listed here.
 */

import { routes as homeRoutes } from '../features/home/routes';
import { routes as structureRoutes } from '../features/structure/routes';
import type { AppRoute } from '../lib/app-route';

export const featureRoutes: AppRoute[] = [...homeRoutes, ...structureRoutes];
