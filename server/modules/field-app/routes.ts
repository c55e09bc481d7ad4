/** The field app's calls: the rep's sign-in, then what the rep's day needs. */
import type { Config } from '../../config';
import type { Implementation } from '../../platform/implement';
import type { Storage } from '../../platform/storage';
import { recordRoutes } from './record-routes';
import { signInRoutes } from './sign-in';

export const fieldAppRoutes = (config: Config, storage: Storage): Implementation[] => [
  ...signInRoutes(config),
  ...recordRoutes(storage),
];
