import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { openPeriods } from '../../platform/periods';

export const settingRoutes = () => [
  implement(contract.setting.validPeriod, async ({ typeID, orgID }, ctx) => {
    // Head office may ask for any org; everyone else gets the answer for its own org.
    const orgId = ctx.scope.kind === 'all' ? orgID : ctx.user.ORG_ID;
    return openPeriods(ctx.db, typeID, orgId);
  }),
];
