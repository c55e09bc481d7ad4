/** Every call of Armada, grouped by module. */
import { auth } from './auth';
import { callManagement } from './call-management';
import { salesrepMapping } from './salesrep-mapping';
import { setting } from './setting';
import { structure } from './structure';

export const contract = { auth, setting, callManagement, structure, salesrepMapping };
export type Contract = typeof contract;
