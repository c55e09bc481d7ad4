/** Every call of Armada, grouped by module. */
import { auth } from './auth';
import { callManagement } from './call-management';
import { setting } from './setting';
import { structure } from './structure';

export const contract = { auth, setting, callManagement, structure };
export type Contract = typeof contract;
