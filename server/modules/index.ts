/** Every module's implementations, registered by the platform from the contract. */
import type { Config } from '../config';
import type { Implementation } from '../platform/implement';
import { openStorage, type Storage } from '../platform/storage';
import { authRoutes } from './auth/routes';
import { bisnisLiniRoutes } from './bisnis-lini/routes';
import { calendarRoutes } from './call-management/calendar-routes';
import { callManagementRoutes } from './call-management/routes';
import { crcRoutes } from './crc/routes';
import { incentiveRoutes } from './incentive/routes';
import { labelRoutes } from './labels/routes';
import { locationRoutes } from './location/routes';
import { pushActivityRoutes } from './push-activity/routes';
import { salesAssignmentRoutes } from './sales-assignment/routes';
import { salesrepMappingRoutes } from './salesrep-mapping/routes';
import { settingRoutes } from './setting/routes';
import { structureRoutes } from './structure/routes';
import { targetRoutes } from './target/routes';

export function allImplementations(
  config: Config,
  storage: Storage = openStorage(config.storage),
): Implementation[] {
  return [
    ...authRoutes(config),
    ...settingRoutes(storage),
    ...callManagementRoutes(),
    ...calendarRoutes(),
    ...bisnisLiniRoutes(),
    ...structureRoutes(),
    ...salesrepMappingRoutes(),
    ...salesAssignmentRoutes(),
    ...labelRoutes(),
    ...locationRoutes(storage),
    ...crcRoutes(storage),
    ...targetRoutes(),
    ...incentiveRoutes(),
    ...pushActivityRoutes(),
  ];
}
