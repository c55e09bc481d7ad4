/** Every call of Armada, grouped by module. */
import { auth } from './auth';
import { bisnisLini } from './bisnis-lini';
import { callManagement } from './call-management';
import { crc } from './crc';
import { incentive } from './incentive';
import { labels } from './labels';
import { location } from './location';
import { pushActivity } from './push-activity';
import { salesAssignment } from './sales-assignment';
import { salesrepMapping } from './salesrep-mapping';
import { setting } from './setting';
import { structure } from './structure';
import { target } from './target';

export const contract = {
  auth,
  setting,
  callManagement,
  structure,
  salesrepMapping,
  salesAssignment,
  labels,
  location,
  target,
  bisnisLini,
  crc,
  incentive,
  pushActivity,
};
export type Contract = typeof contract;
