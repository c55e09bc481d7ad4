/** Every module's implementations, registered by the platform from the contract. */
import type { ModuleName } from '../../common/modules';
import type { Config } from '../config';
import type { Implementation } from '../platform/implement';
import { openStorage, type Storage } from '../platform/storage';
import { authRoutes } from './auth/routes';
import { bisnisLiniRoutes } from './bisnis-lini/routes';
import { calendarRoutes } from './call-management/calendar-routes';
import { callManagementRoutes } from './call-management/routes';
import { crcRoutes } from './crc/routes';
import { fieldAppRoutes } from './field-app/routes';
import { incentiveRoutes } from './incentive/routes';
import { integrationRoutes } from './integration/routes';
import { labelRoutes } from './labels/routes';
import { locationRoutes } from './location/routes';
import { pushActivityRoutes } from './push-activity/routes';
import { salesAssignmentRoutes } from './sales-assignment/routes';
import { salesrepMappingRoutes } from './salesrep-mapping/routes';
import { settingRoutes } from './setting/routes';
import { structureRoutes } from './structure/routes';
import { targetRoutes } from './targets/routes';
import { usersRoutes } from './users/routes';

/** What a module's routes are made with. */
interface ModuleNeeds {
  config: Config;
  storage: Storage;
}

/**
 * The server side of every module declared in common/modules: the record's keys are the declared
 * names, so a declared module without its routes, or routes of an undeclared one, fail the type
 * check (server/modules/index.test.ts holds the folders of server/modules to the same names).
 */
const MODULE_ROUTES: { [M in ModuleName]: (needs: ModuleNeeds) => Implementation[] } = {
  auth: ({ config }) => authRoutes(config),
  setting: ({ storage }) => settingRoutes(storage),
  'call-management': () => [...callManagementRoutes(), ...calendarRoutes()],
  'bisnis-lini': () => bisnisLiniRoutes(),
  structure: () => structureRoutes(),
  'salesrep-mapping': () => salesrepMappingRoutes(),
  'sales-assignment': () => salesAssignmentRoutes(),
  labels: () => labelRoutes(),
  location: ({ storage }) => locationRoutes(storage),
  crc: ({ storage }) => crcRoutes(storage),
  targets: () => targetRoutes(),
  incentive: () => incentiveRoutes(),
  'push-activity': () => pushActivityRoutes(),
  users: ({ config }) => usersRoutes(config),
  integration: () => integrationRoutes(),
  'field-app': ({ config, storage }) => fieldAppRoutes(config, storage),
};

/** The modules whose routes the server registers, by name. */
export const SERVER_MODULES = Object.keys(MODULE_ROUTES) as ModuleName[];

export function allImplementations(
  config: Config,
  storage: Storage = openStorage(config.storage),
): Implementation[] {
  return SERVER_MODULES.flatMap((name) => MODULE_ROUTES[name]({ config, storage }));
}
