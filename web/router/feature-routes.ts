/**
 * Every screen that a feature module registers. A module adds its screens by exporting
 * `routes: AppRoute[]` from web/features/<module>/routes.tsx and being listed here. Each screen is
 * declared with lazyScreen(() => import('./XPage'), 'XPage'), so a module's code, and the libraries
 * only its screens use, load when one of its screens first opens and never with the login page.
 */

import { routes as bisnisLiniRoutes } from '../features/bisnis-lini/routes';
import { routes as callManagementRoutes } from '../features/call-management/routes';
import { routes as crcRoutes } from '../features/crc/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as incentiveRoutes } from '../features/incentive/routes';
import { routes as labelRoutes } from '../features/labels/routes';
import { routes as locationRoutes } from '../features/location/routes';
import { routes as pushActivityRoutes } from '../features/push-activity/routes';
import { routes as salesAssignmentRoutes } from '../features/sales-assignment/routes';
import { routes as salesrepMappingRoutes } from '../features/salesrep-mapping/routes';
import { routes as settingRoutes } from '../features/setting/routes';
import { routes as structureRoutes } from '../features/structure/routes';
import { routes as targetRoutes } from '../features/target/routes';
import type { AppRoute } from '../lib/app-route';

export const featureRoutes: AppRoute[] = [
  ...homeRoutes,
  ...structureRoutes,
  ...salesrepMappingRoutes,
  ...salesAssignmentRoutes,
  ...labelRoutes,
  ...locationRoutes,
  ...targetRoutes,
  ...crcRoutes,
  ...incentiveRoutes,
  ...callManagementRoutes,
  ...bisnisLiniRoutes,
  ...pushActivityRoutes,
  ...settingRoutes,
];
