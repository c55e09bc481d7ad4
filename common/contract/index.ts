/**
 * Every call of Armada, grouped by module: one group per module of common/modules, named in camel
 * case (call-management's calls are `contract.callManagement`), and no other group.
 */

import type { CamelCase, ModuleName } from '../modules';
import { auth } from './auth';
import { bisnisLini } from './bisnis-lini';
import { callManagement } from './call-management';
import { crc } from './crc';
import type { CallDef } from './define';
import { fieldApp } from './field-app';
import { incentive } from './incentive';
import { integration } from './integration';
import { labels } from './labels';
import { location } from './location';
import { pushActivity } from './push-activity';
import { salesAssignment } from './sales-assignment';
import { salesrepMapping } from './salesrep-mapping';
import { setting } from './setting';
import { structure } from './structure';
import { targets } from './targets';
import { users } from './users';

export const contract = {
  auth,
  setting,
  callManagement,
  structure,
  salesrepMapping,
  salesAssignment,
  labels,
  location,
  targets,
  bisnisLini,
  crc,
  incentive,
  pushActivity,
  users,
  integration,
  fieldApp,
} satisfies { [M in ModuleName as CamelCase<M>]: Record<string, CallDef> };
export type Contract = typeof contract;
