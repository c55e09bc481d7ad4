import { contract } from '../../../common/contract';
import { implement } from '../../platform/implement';
import { openPeriods, periodScope } from '../../platform/periods';

export const settingRoutes = () => [
  // Head office may ask for any org; everyone else gets its own org's periods, a branch head its branch's.
  implement(contract.setting.validPeriod, async ({ typeID, orgID }, ctx) =>
    openPeriods(ctx.db, typeID, periodScope(ctx.scope, orgID)),
  ),
];
